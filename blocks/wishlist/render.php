<?php
/**
 * Server render of boudoir/wishlist: a shell with the block's settings in data
 * attributes and a message for browsers without JavaScript; the view script loads the
 * list from the wishlist store and mounts over this markup.
 *
 * No shopper's data is printed but one number: for a shopper who has saved something
 * and looks at her own default list, how many items its first page holds
 * (`data-rows`, `--boudoir-wishlist-rows`), so the frame keeps their room until the list
 * is there and nothing below it moves (style.scss). A visitor who never saved anything
 * gets the same markup as everyone; a page that printed a count is marked for page
 * caches not to keep it (`DONOTCACHEPAGE`, which the common caching plugins honour).
 *
 * @package Boudoir
 *
 * @var \WP_Block            $block      The block.
 * @var array<string,mixed> $attributes Block attributes.
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

// Valid by block.json, with its defaults (Boudoir\Blocks::attributes()).
$boudoir_attributes = \Boudoir\Blocks::attributes( $block ?? null, $attributes );

$boudoir_view     = 'grid' === $boudoir_attributes['view'] ? 'grid' : 'table';
$boudoir_per_page = min( 100, max( 1, (int) $boudoir_attributes['perPage'] ) );
$boudoir_flags    = array();
foreach ( array( 'showImage', 'showPrice', 'showStock', 'showQuantity', 'showAddToCart', 'showEstimate' ) as $boudoir_flag ) {
	$boudoir_flags[ 'data-' . strtolower( (string) preg_replace( '/([A-Z])/', '-$1', $boudoir_flag ) ) ] = false === ( $boudoir_attributes[ $boudoir_flag ] ?? true ) ? 'false' : 'true';
}

// The suggested product's name, when it is a published product (the same for every visitor).
$boudoir_catalogue      = \Boudoir\Plugin::instance()->catalogue();
$boudoir_suggested_id   = max( 0, (int) $boudoir_attributes['suggestedProductId'] );
$boudoir_suggested_name = '';
if ( $boudoir_suggested_id > 0 ) {
	$boudoir_suggested = get_post( $boudoir_suggested_id );
	if ( $boudoir_suggested instanceof WP_Post && in_array( $boudoir_suggested->post_type, $boudoir_catalogue->product_post_types(), true ) && 'publish' === $boudoir_suggested->post_status ) {
		$boudoir_suggested_name = wp_strip_all_tags( get_the_title( $boudoir_suggested ) );
	} else {
		$boudoir_suggested_id = 0;
	}
}

// The first page's size, for the shopper's own default list (a token in the address shows another list).
$boudoir_rows = null;
if ( ! isset( $_GET['wishlist'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only whether the address names a list; nothing is read from it or written.
	$boudoir_rows = \Boudoir\Plugin::instance()->wishlists()->default_list_first_page_count( $boudoir_per_page );
}
$boudoir_reserve = array();
if ( null !== $boudoir_rows ) {
	$boudoir_reserve = array(
		'data-rows' => (string) $boudoir_rows,
		'style'     => '--boudoir-wishlist-rows:' . $boudoir_rows,
	);
	// A block at most the shop's mobile width wide shows cards, whose floor the style sheet holds
	// (once a page): the block's own width, as the island measures it, not the window's.
	$boudoir_card_rule = sprintf(
		'@container boudoir-wishlist (max-width:%dpx){.boudoir-wishlist[data-rows]::before{--boudoir-wishlist-cards:1}}',
		\Boudoir\Wishlist_Options::mobile_width()
	);
	if ( ! in_array( $boudoir_card_rule, (array) wp_styles()->get_data( 'boudoir-wishlist-style', 'after' ), true ) ) {
		wp_add_inline_style( 'boudoir-wishlist-style', $boudoir_card_rule );
	}
	if ( ! defined( 'DONOTCACHEPAGE' ) ) {
		define( 'DONOTCACHEPAGE', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- the caching plugins' own constant.
	}
}

// The kinds of alert the shop offers (the same for every visitor): the island offers "Alerts" to
// the list's owner where there is one (issue 37); her choices are read when she opens them.
$boudoir_alerts = array();
if ( \Boudoir\Plugin::instance()->shop_enabled() ) {
	$boudoir_alerts = array_keys( array_filter( \Boudoir\Alerts\Alert_Options::offered() ) );
}

$boudoir_shop_url = \Boudoir\Plugin::instance()->shop_pages()->shop_url();
if ( '' === $boudoir_shop_url ) {
	$boudoir_shop_url = home_url( '/' );
}
?>
<div
	<?php
	echo wp_kses_data(
		get_block_wrapper_attributes(
			array_merge(
				array(
					'class'                       => 'boudoir-wishlist is-view-' . $boudoir_view,
					'data-view'                   => $boudoir_view,
					'data-per-page'               => (string) $boudoir_per_page,
					'data-suggested-product-id'   => (string) $boudoir_suggested_id,
					'data-suggested-product-name' => $boudoir_suggested_name,
					'data-shop-url'               => $boudoir_shop_url,
					'data-alerts'                 => implode( ' ', $boudoir_alerts ),
				),
				$boudoir_flags,
				$boudoir_reserve
			)
		)
	);
	?>
>
	<noscript>
		<p class="boudoir-wishlist__no-script">
			<?php esc_html_e( 'Your wishlist needs JavaScript. Please turn it on in your browser to see and change your saved products.', 'boudoir' ); ?>
		</p>
	</noscript>
</div>
