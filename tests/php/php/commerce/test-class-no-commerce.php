<?php
/**
 * Tests of Boudoir\Commerce\No_Commerce.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Commerce;
use Boudoir\Commerce\No_Commerce;

/**
 * Without WooCommerce the adapter says so, finds nothing, sells nothing and never fails.
 */
final class No_Commerce_Test extends Test_Case {

	/**
	 * It is a Commerce that is not active.
	 */
	public function test_is_an_inactive_commerce(): void {
		$commerce = new No_Commerce();

		$this->assertInstanceOf( Commerce::class, $commerce );
		$this->assertFalse( $commerce->is_active() );
		$this->assertNull( $commerce->version() );
	}

	/**
	 * A WooCommerce found too old is still named, while the shop stays off.
	 */
	public function test_keeps_the_version_found_too_old(): void {
		$commerce = new No_Commerce( '8.9.1' );

		$this->assertFalse( $commerce->is_active() );
		$this->assertSame( '8.9.1', $commerce->version() );
	}

	/**
	 * Lookups come back empty, whatever the ids.
	 */
	public function test_lookups_find_nothing(): void {
		$post_id  = wp_insert_post( array( 'post_title' => 'Not a product', 'post_status' => 'publish' ) );
		$commerce = new No_Commerce();

		$this->assertNull( $commerce->find_product( $post_id ) );
		$this->assertNull( $commerce->find_product( 0 ) );
		$this->assertSame( array(), $commerce->find_products( array( $post_id, 0, -3, 999999 ) ) );
		$this->assertSame( array(), $commerce->find_products( array() ) );
		$this->assertNull( $commerce->find_variation_id( $post_id, array( 'pa_color' => 'black' ) ) );
	}

	/**
	 * Adding to the cart is the error boudoir_commerce_inactive, a 503 for REST callers.
	 */
	public function test_add_to_cart_is_an_inactive_error(): void {
		$result = ( new No_Commerce() )->add_to_cart( 12, 2, 13, array( 'attribute_pa_color' => 'black' ) );

		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'boudoir_commerce_inactive', $result->get_error_code() );
		$this->assertSame( array( 'status' => 503 ), $result->get_error_data() );
		$this->assertNotSame( '', $result->get_error_message() );
	}

	/**
	 * No shop pages, no URLs, no currency.
	 */
	public function test_has_no_shop_pages(): void {
		$commerce = new No_Commerce();

		$this->assertSame( '', $commerce->cart_url() );
		$this->assertSame( '', $commerce->checkout_url() );
		$this->assertSame( '', $commerce->shop_url() );
		$this->assertFalse( $commerce->is_cart_page() );
		$this->assertFalse( $commerce->is_checkout_page() );
		$this->assertFalse( $commerce->is_product_page() );
		$this->assertNull( $commerce->currency() );
	}

	/**
	 * A price is still readable: the amount in the site's locale, escaped.
	 */
	public function test_formats_a_plain_price(): void {
		$this->assertSame( '1,234.50', ( new No_Commerce() )->format_price( 1234.5 ) );
		$this->assertSame( '0.00', ( new No_Commerce() )->format_price( 0.0 ) );
	}
}
