<?php
/**
 * The demo shop's wishlist pieces: the wishlist page holds the list block and, below
 * it, the management table; the header shows the wishlist counter beside the menu.
 *
 * The pages and the header are written by site.php; these filters shape what it
 * writes, so each post is written once per seed run (no extra revisions).
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

/** The wishlist page's content: a line of introduction, the list, the lists. */
function boudoir_demo_wishlist_page_content(): string {
	return boudoir_demo_paragraph( 'Your saved pieces live here. Tap the heart on any product to keep it for later.' )
		. "\n<!-- wp:boudoir/wishlist {\"align\":\"wide\"} /-->\n\n<!-- wp:boudoir/wishlists {\"align\":\"wide\"} /-->\n";
}

/**
 * The header with the wishlist counter and the mini-cart right after the main menu (and
 * the header search, when the header has it), side by side.
 *
 * @param string $header The header's block markup.
 */
function boudoir_demo_header_with_counter( string $header ): string {
	if ( str_contains( $header, '<!-- wp:boudoir/wishlist-counter' ) ) {
		return $header;
	}
	$group  = '<!-- wp:group ' . serialize_block_attributes(
		array(
			'style'  => array( 'spacing' => array( 'blockGap' => 'var:preset|spacing|20' ) ),
			'layout' => array(
				'type'           => 'flex',
				'flexWrap'       => 'nowrap',
				'justifyContent' => 'right',
			),
		)
	) . " -->\n<div class=\"wp-block-group\">";
	$result = preg_replace_callback(
		// The navigation, and the header search when it follows: the counter comes after both.
		'#<!-- wp:navigation \{.*?\} /-->(?:\s*<!-- wp:boudoir/header-search[^>]*?/-->)?#s',
		static fn ( array $navigation ): string => $group . $navigation[0] . "\n\n<!-- wp:boudoir/wishlist-counter /-->\n\n<!-- wp:boudoir/mini-cart /--></div>\n<!-- /wp:group -->",
		$header,
		1,
		$count
	);
	if ( ! is_string( $result ) || 1 !== $count ) {
		boudoir_demo_fail( 'the header has no navigation block to put the wishlist counter beside' );
	}
	return $result;
}

/**
 * Shapes the posts the seed writes: the wishlist page's content, the header's counter.
 *
 * @param array<string,mixed> $data Slashed post data, as wp_insert_post() filters it.
 * @return array<string,mixed>
 */
function boudoir_demo_wishlist_post_data( array $data ): array {
	$type = $data['post_type'] ?? '';
	$slug = $data['post_name'] ?? '';
	if ( 'page' === $type && 'wishlist' === $slug ) {
		$data['post_content'] = wp_slash( boudoir_demo_wishlist_page_content() );
	} elseif ( 'wp_template_part' === $type && 'header' === $slug ) {
		$data['post_content'] = wp_slash( boudoir_demo_header_with_counter( wp_unslash( (string) $data['post_content'] ) ) );
	}
	return $data;
}

/**
 * Runs a part of site.php's seed with the wishlist pieces in place.
 *
 * @param callable $seed The part.
 */
function boudoir_demo_with_wishlist_pieces( callable $seed ): void {
	add_filter( 'wp_insert_post_data', 'boudoir_demo_wishlist_post_data' );
	try {
		$seed();
	} finally {
		remove_filter( 'wp_insert_post_data', 'boudoir_demo_wishlist_post_data' );
	}
}

/**
 * The pages (site.php), with the wishlist page holding both wishlist blocks, and the
 * option that names the wishlist page pointing at it.
 */
function boudoir_demo_seed_pages_with_wishlists(): void {
	boudoir_demo_with_wishlist_pieces( 'boudoir_demo_seed_pages' );
	$page = boudoir_demo_post_id( 'page', 'wishlist' );
	if ( ! $page ) {
		boudoir_demo_fail( 'no wishlist page' );
	}
	update_option( 'boudoir_wishlist_page_id', $page );
}

/** The menu, header and footer (site.php), with the wishlist counter in the header. */
function boudoir_demo_seed_navigation_with_counter(): void {
	boudoir_demo_with_wishlist_pieces( 'boudoir_demo_seed_navigation' );
}

/** The demo product whose price falls after the demo accounts saved it, and its price then and now. */
const BOUDOIR_DEMO_PRICE_DROP = array( 'juliette-t-shirt-bra', '45.00', '39.00' );

/**
 * What the demo accounts have saved, on their default list: product slug and, for a
 * variable product, the chosen colour / band / cup (as its variation fixes them).
 *
 * @return array<string,list<array{0:string,1?:array<string,string>}>>
 */
function boudoir_demo_saved_products(): array {
	$bra = array(
		'eloise-balconette-bra',
		array(
			'attribute_pa_color' => 'blush',
			'attribute_pa_band'  => '34',
			'attribute_pa_cup'   => 'c',
		),
	);
	return array(
		'shopper' => array( $bra, array( BOUDOIR_DEMO_PRICE_DROP[0] ), array( 'margaux-lace-brief' ) ),
		// Nothing else touches this account's lists: the e2e suite reads the price drop there.
		'other'   => array( $bra, array( BOUDOIR_DEMO_PRICE_DROP[0] ) ),
	);
}

/**
 * The demo accounts' wishlists (only for an account without any: a shopper's own changes
 * stay), saved while the price-drop product costs its old price; then its price falls,
 * so the list shows "Price dropped" beside "Was €45.00".
 */
function boudoir_demo_seed_wishlists(): void {
	if ( ! boudoir_demo_has_boudoir() ) {
		boudoir_demo_log( 'Boudoir is not active: wishlists skipped' );
		return;
	}
	$plugin = \Boudoir\Plugin::instance();
	$drop   = boudoir_demo_post_id( 'product', BOUDOIR_DEMO_PRICE_DROP[0] );
	if ( ! $drop ) {
		boudoir_demo_fail( 'no product ' . BOUDOIR_DEMO_PRICE_DROP[0] );
	}
	boudoir_demo_set_price( $drop, BOUDOIR_DEMO_PRICE_DROP[1] );
	foreach ( boudoir_demo_saved_products() as $login => $products ) {
		$user = get_user_by( 'login', $login );
		if ( ! $user ) {
			boudoir_demo_log( "no user {$login}: its wishlist skipped" );
			continue;
		}
		$owner = \Boudoir\Wishlist\Owner::user( (int) $user->ID );
		if ( $plugin->wishlists()->lists()->count_for_owner( $owner ) > 0 ) {
			continue;
		}
		$list = $plugin->wishlists()->lists()->default_for_or_create( $owner, 'My wishlist' );
		foreach ( $products as $product ) {
			$id = boudoir_demo_post_id( 'product', $product[0] );
			if ( ! $id ) {
				boudoir_demo_fail( "no product {$product[0]}" );
			}
			$variation = isset( $product[1] ) ? (int) $plugin->commerce()->find_variation_id( $id, $product[1] ) : 0;
			if ( isset( $product[1] ) && $variation <= 0 ) {
				boudoir_demo_fail( "no such variation of {$product[0]}" );
			}
			$plugin->wishlists()->items()->add( $list->id, $id, $variation );
		}
	}
	boudoir_demo_set_price( $drop, BOUDOIR_DEMO_PRICE_DROP[2] );
}

/**
 * Whether Boudoir is loaded, loading it when it is active (the seed runs while WordPress
 * installs, which loads no plugin), as boudoir_demo_has_shop() loads the shop.
 */
function boudoir_demo_has_boudoir(): bool {
	if ( class_exists( '\Boudoir\Plugin' ) ) {
		return true;
	}
	if ( ! function_exists( 'is_plugin_active' ) ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}
	$file = WP_PLUGIN_DIR . '/boudoir/boudoir.php';
	if ( ! is_plugin_active( 'boudoir/boudoir.php' ) || ! file_exists( $file ) ) {
		return false;
	}
	include_once $file;
	boudoir_demo_run_late_hooks( dirname( (string) realpath( $file ) ) );
	return class_exists( '\Boudoir\Plugin' );
}

/**
 * Sets a simple product's regular price, as the shop's product editor saves it.
 *
 * @param int    $product_id The product.
 * @param string $price      The price.
 */
function boudoir_demo_set_price( int $product_id, string $price ): void {
	$product = wc_get_product( $product_id );
	if ( ! $product ) {
		boudoir_demo_fail( "no product {$product_id}" );
	}
	if ( $product->get_regular_price( 'edit' ) !== $price ) {
		$product->set_regular_price( $price );
		$product->save();
	}
}
