<?php
/**
 * Server render of boudoir/wishlist-counter: a link to the wishlist page with no count
 * (nothing of the shopper's, so the page stays cacheable). The view fills the count in
 * from the wishlist store after load.
 *
 * @package Boudoir
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

if ( ! \Boudoir\Plugin::instance()->shop_enabled() ) {
	return;
}

$boudoir_show_icon  = (bool) ( $attributes['showIcon'] ?? true );
$boudoir_show_label = (bool) ( $attributes['showLabel'] ?? true );
$boudoir_url        = \Boudoir\Wishlist\Button_Placement::wishlist_page_url();
?>
<div
	<?php
	echo get_block_wrapper_attributes( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by WordPress.
		array(
			'class'            => 'boudoir-wishlist-counter',
			'data-wishlist-url' => $boudoir_url,
			'data-show-icon'   => $boudoir_show_icon ? 'true' : 'false',
			'data-show-label'  => $boudoir_show_label ? 'true' : 'false',
		)
	);
	?>
>
	<a class="boudoir-wishlist-counter__link" href="<?php echo esc_url( $boudoir_url ); ?>"><?php esc_html_e( 'Wishlist', 'boudoir' ); ?></a>
</div>
