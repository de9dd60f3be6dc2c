<?php
/**
 * Tests of Boudoir\Wishlist\Commerce_Price_Source against the WooCommerce double.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Catalogue;
use Boudoir\Commerce\No_Catalogue;
use Boudoir\Commerce\Woo_Catalogue;
use Boudoir\Wishlist\Commerce_Price_Source;

/**
 * "Price when added" is the price the shop sells at now, in the shop's currency.
 */
final class Commerce_Price_Source_Test extends Test_Case {

	/**
	 * Needs WooCommerce's product classes (the double's or the real ones).
	 */
	protected function set_up(): void {
		parent::set_up();
		if ( ! class_exists( 'WC_Product_Simple' ) ) {
			$this->markTestSkipped( 'WooCommerce (or its test double) is not active on the test site.' );
		}
	}

	private function source( Catalogue $catalogue ): Commerce_Price_Source {
		return new Commerce_Price_Source( fn (): Catalogue => $catalogue );
	}

	private function woo(): Woo_Catalogue {
		return new Woo_Catalogue();
	}

	/**
	 * A product on sale records its sale price, as a 4-decimal string in the shop's currency.
	 */
	public function test_records_the_price_paid_now(): void {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Margaux lace brief' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '49.90' );
		$product->set_sale_price( '39.5' );
		$product->save();

		$price = $this->source( $this->woo() )->price( $product->get_id(), 0 );

		$this->assertNotNull( $price );
		$this->assertSame( '39.5000', $price->amount );
		$this->assertSame( get_woocommerce_currency(), $price->currency );
	}

	/**
	 * A variation's own price wins over its product's range.
	 */
	public function test_a_variation_has_its_own_price(): void {
		$parent = new \WC_Product_Variable();
		$parent->set_name( 'Eloise balconette bra' );
		$parent->set_status( 'publish' );
		$parent->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent->get_id() );
		$variation->set_status( 'publish' );
		$variation->set_regular_price( '62' );
		$variation->save();

		$price = $this->source( $this->woo() )->price( $parent->get_id(), $variation->get_id() );

		$this->assertNotNull( $price );
		$this->assertSame( '62.0000', $price->amount );
	}

	/**
	 * No product, no price set, or no shop: nothing is recorded.
	 */
	public function test_no_price_without_a_product_a_price_or_a_shop(): void {
		$unpriced = new \WC_Product_Simple();
		$unpriced->set_name( 'Gift wrap' );
		$unpriced->set_status( 'publish' );
		$unpriced->save();

		$this->assertNull( $this->source( $this->woo() )->price( 999999, 0 ) );
		$this->assertNull( $this->source( $this->woo() )->price( $unpriced->get_id(), 0 ) );
		$this->assertNull( $this->source( new No_Catalogue() )->price( $unpriced->get_id(), 0 ) );
	}
}
