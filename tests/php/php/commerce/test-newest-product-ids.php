<?php
/**
 * Tests of Catalogue::newest_product_ids() (Woo_Catalogue, No_Catalogue): the new arrivals
 * a carousel shows.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\No_Catalogue;
use Boudoir\Commerce\Woo_Catalogue;

/**
 * The newest browsable products, newest first, as many as asked; none without a shop.
 */
final class Newest_Product_Ids_Test extends Test_Case {

	/**
	 * Resets the shop's option.
	 */
	public function tear_down(): void {
		delete_option( 'woocommerce_hide_out_of_stock_items' );
		parent::tear_down();
	}

	/**
	 * A published simple product, dated.
	 *
	 * @param string $name  Its name.
	 * @param string $date  Its publication date (GMT).
	 * @param string $stock Its stock status.
	 */
	private function product( string $name, string $date, string $stock = 'instock' ): int {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_status( 'publish' );
		$product->set_regular_price( '10.00' );
		$product->set_stock_status( $stock );
		$product->save();
		wp_update_post(
			array(
				'ID'            => $product->get_id(),
				'post_date'     => $date,
				'post_date_gmt' => $date,
			)
		);
		return $product->get_id();
	}

	public function test_newest_first_as_many_as_asked_browsable_only(): void {
		$old    = $this->product( 'Old', '2024-01-01 10:00:00' );
		$middle = $this->product( 'Middle', '2025-01-01 10:00:00' );
		$new    = $this->product( 'New', '2026-01-01 10:00:00' );
		$hidden = $this->product( 'Hidden', '2026-02-01 10:00:00' );
		wp_set_object_terms( $hidden, array( 'exclude-from-catalog' ), 'product_visibility' );
		$gone = $this->product( 'Gone', '2026-03-01 10:00:00', 'outofstock' );
		$catalogue = new Woo_Catalogue();

		$this->assertSame( array( $gone, $new ), $catalogue->newest_product_ids( 2 ) );
		$this->assertSame( array( $gone, $new, $middle, $old ), $catalogue->newest_product_ids( 10 ) );
		$this->assertSame( array(), $catalogue->newest_product_ids( 0 ) );

		// A shop that hides what is out of stock does not show it as new either.
		update_option( 'woocommerce_hide_out_of_stock_items', 'yes' );
		$this->assertSame( array( $new, $middle ), $catalogue->newest_product_ids( 2 ) );
	}

	public function test_products_of_the_same_moment_come_newest_id_first(): void {
		$first  = $this->product( 'First', '2026-01-01 10:00:00' );
		$second = $this->product( 'Second', '2026-01-01 10:00:00' );

		$this->assertSame( array( $second, $first ), ( new Woo_Catalogue() )->newest_product_ids( 2 ) );
	}

	public function test_without_a_shop_there_are_none(): void {
		$this->product( 'New', '2026-01-01 10:00:00' );
		$this->assertSame( array(), ( new No_Catalogue() )->newest_product_ids( 5 ) );
	}
}
