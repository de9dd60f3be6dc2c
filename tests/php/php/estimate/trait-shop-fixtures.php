<?php
/**
 * Products, lists, guests and nonces for the estimate and add-to-cart tests.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Estimate;

use Boudoir\Plugin;
use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist;

/**
 * Needs WooCommerce (or its double); call tear_down_shop() from tear_down().
 */
trait Shop_Fixtures {

	/**
	 * Skips the test without WooCommerce's product classes; empties the cart.
	 */
	protected function set_up_shop(): void {
		if ( ! class_exists( 'WC_Product_Simple' ) || ! function_exists( 'WC' ) ) {
			$this->markTestSkipped( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		Plugin::instance()->detect_commerce();
		$this->empty_cart();
	}

	/**
	 * Forgets the guest cookie, the cart and the attribution cookies.
	 */
	protected function tear_down_shop(): void {
		unset( $_COOKIE[ Guest_Session::COOKIE ], $_COOKIE['sbjs_current'], $_COOKIE['sbjs_current_add'], $_COOKIE['sbjs_session'], $_COOKIE['sbjs_udata'], $_SERVER['REMOTE_ADDR'] );
		if ( function_exists( 'WC' ) ) {
			$this->empty_cart();
		}
		Plugin::instance()->detect_commerce();
	}

	/**
	 * Empties the shopper's cart, if one is loaded.
	 */
	protected function empty_cart(): void {
		if ( WC()->cart instanceof \WC_Cart ) {
			WC()->cart->empty_cart();
		}
	}

	/**
	 * A published simple product.
	 *
	 * @param string $name  Its name.
	 * @param string $price Its price.
	 */
	protected function simple_product( string $name = 'Lace bralette', string $price = '39.90' ): int {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_status( 'publish' );
		$product->set_regular_price( $price );
		return (int) $product->save();
	}

	/**
	 * A variable product with a custom `Cup` attribute and the variations B and C.
	 *
	 * @return array{parent:int,b:int,c:int}
	 */
	protected function variable_product(): array {
		$cup = new \WC_Product_Attribute();
		$cup->set_id( 0 );
		$cup->set_name( 'Cup' );
		$cup->set_options( array( 'B', 'C' ) );
		$cup->set_visible( true );
		$cup->set_variation( true );

		$parent = new \WC_Product_Variable();
		$parent->set_name( 'Balconette bra' );
		$parent->set_status( 'publish' );
		$parent->set_attributes( array( $cup ) );
		$ids = array( 'parent' => (int) $parent->save() );
		foreach ( array( 'b' => 'B', 'c' => 'C' ) as $key => $size ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $ids['parent'] );
			$variation->set_status( 'publish' );
			$variation->set_attributes( array( 'cup' => $size ) );
			$variation->set_regular_price( '49.00' );
			$variation->set_stock_status( 'instock' );
			$ids[ $key ] = (int) $variation->save();
		}
		wc_get_product( $ids['parent'] )->save();
		return $ids;
	}

	/**
	 * A list of an owner.
	 *
	 * @param Owner  $owner   A user or a guest.
	 * @param string $privacy Its privacy.
	 * @param string $name    Its name.
	 */
	protected function list_of( Owner $owner, string $privacy = 'private', string $name = 'Honeymoon' ): Wishlist {
		return Plugin::instance()->wishlists()->lists()->create( $owner, $name, $privacy );
	}

	/**
	 * Makes the request a guest's: a new session cookie, logged out.
	 *
	 * @return Owner The guest.
	 */
	protected function as_guest(): Owner {
		$this->log_out();
		$token                              = Token::generate();
		$_COOKIE[ Guest_Session::COOKIE ] = Guest_Session::cookie_value( $token );
		return Owner::guest( $token );
	}

	/**
	 * A REST nonce of the current user (or visitor).
	 *
	 * @return array<string,string> The header.
	 */
	protected function nonce_header(): array {
		return array( 'X-WP-Nonce' => wp_create_nonce( 'wp_rest' ) );
	}
}
