<?php
/**
 * The demo shop's wishlists: what the demo accounts have saved. The wishlist page and
 * the header's wishlist counter come from Boudoir's patterns (site.php, patterns.php).
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

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
			$variation = isset( $product[1] ) ? (int) $plugin->catalogue()->find_variation_id( $id, $product[1] ) : 0;
			if ( isset( $product[1] ) && $variation <= 0 ) {
				boudoir_demo_fail( "no such variation of {$product[0]}" );
			}
			$plugin->wishlists()->items()->add( $list->id, $id, $variation );
		}
	}
	boudoir_demo_set_price( $drop, BOUDOIR_DEMO_PRICE_DROP[2] );
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
