<?php
/**
 * Tests of Boudoir\Commerce\No_Shop_Pages.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\No_Shop_Pages;
use Boudoir\Commerce\Shop_Pages;

/**
 * Without WooCommerce no shop page is known or shown, and the site's administrators run what there is.
 */
final class No_Shop_Pages_Test extends Test_Case {

	/**
	 * No shop pages, no URLs, no Store API, no cart redirect.
	 */
	public function test_has_no_shop_pages(): void {
		$pages = new No_Shop_Pages();

		$this->assertInstanceOf( Shop_Pages::class, $pages );
		$this->assertSame( '', $pages->cart_url() );
		$this->assertSame( '', $pages->checkout_url() );
		$this->assertSame( '', $pages->shop_url() );
		$this->assertSame( '', $pages->store_api_nonce() );
		$this->assertFalse( $pages->is_cart_page() );
		$this->assertFalse( $pages->is_checkout_page() );
		$this->assertFalse( $pages->is_product_page() );
		$this->assertFalse( $pages->is_account_page() );
		$this->assertFalse( $pages->registration_enabled() );
	}

	/**
	 * Nothing is being printed, whatever a global says; the estimates list falls back to administrators.
	 */
	public function test_falls_back_to_wordpress(): void {
		$pages    = new No_Shop_Pages();
		$previous = $GLOBALS['product'] ?? null;
		try {
			$GLOBALS['product'] = (object) array( 'id' => 12 );
			$this->assertSame( 0, $pages->current_product_id() );
			$this->assertNull( $pages->variation_select_of( array( 'product' => $GLOBALS['product'], 'attribute' => 'pa_color' ) ) );
		} finally {
			$GLOBALS['product'] = $previous;
		}
		$this->assertSame( 'manage_options', $pages->shop_manager_capability() );
	}
}
