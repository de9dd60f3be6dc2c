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
	 * Without a shop no post is a product, no taxonomy an attribute, nothing is being printed and
	 * nothing is tracked; thumbnails and the estimates list fall back to WordPress's own.
	 */
	public function test_shop_names_fall_back_to_wordpress(): void {
		$commerce = new No_Commerce();
		$previous = $GLOBALS['product'] ?? null;
		try {
			$GLOBALS['product'] = (object) array( 'id' => 12 );
			$this->assertSame( 0, $commerce->current_product_id() );
		} finally {
			$GLOBALS['product'] = $previous;
		}
		$this->assertSame( array(), $commerce->product_post_types() );
		$this->assertFalse( $commerce->is_attribute_taxonomy( 'pa_color' ) );
		$this->assertSame( 'thumbnail', $commerce->thumbnail_image_size() );
		$this->assertContains( $commerce->thumbnail_image_size(), get_intermediate_image_sizes() );
		$this->assertSame( 'manage_options', $commerce->shop_manager_capability() );
		$this->assertSame( array(), $commerce->attribution_cookie_fields() );
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
		$this->assertFalse( $commerce->is_account_page() );
		$this->assertFalse( $commerce->registration_enabled() );
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
