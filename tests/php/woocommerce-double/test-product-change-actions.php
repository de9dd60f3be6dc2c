<?php
/**
 * Contract: the actions a product save and a stock change fire, in WooCommerce's order.
 *
 * @package Boudoir\Tests
 */

namespace Boudoir\Tests\WooCommerce_Double;

require_once __DIR__ . '/class-double-test-case.php';

/**
 * WooCommerce's product data stores end create() and update() with clear_caches()
 * (wc_delete_product_transients() for the product, then its parent), then the new / update action.
 *
 * @covers \WC_Product::save
 * @covers ::wc_delete_product_transients
 */
class Product_Change_Actions_Test extends Double_Test_Case {

	/** @var list<array{0:string,1:mixed}> Action and its first argument, in order. */
	private array $fired = array();

	protected function set_up(): void {
		parent::set_up();
		$this->fired = array();
		foreach ( array( 'woocommerce_delete_product_transients', 'woocommerce_new_product', 'woocommerce_update_product', 'woocommerce_new_product_variation', 'woocommerce_update_product_variation', 'woocommerce_product_set_stock', 'woocommerce_variation_set_stock' ) as $action ) {
			add_action(
				$action,
				function ( $first ) use ( $action ): void {
					$this->fired[] = array( $action, $first instanceof \WC_Product ? $first->get_id() : $first );
				},
				10,
				1
			);
		}
	}

	public function test_a_new_product_then_an_update(): void {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Silk slip' );
		$product->set_regular_price( '80' );
		$id = $product->save();
		// On create the data store writes `_stock` (null when stock is not managed), so
		// handle_updated_props() signals a stock change first.
		$this->assertSame(
			array( array( 'woocommerce_product_set_stock', $id ), array( 'woocommerce_delete_product_transients', $id ), array( 'woocommerce_new_product', $id ) ),
			$this->fired
		);

		$this->fired = array();
		$product->set_regular_price( '70' );
		$product->save();
		$this->assertSame(
			array( array( 'woocommerce_delete_product_transients', $id ), array( 'woocommerce_update_product', $id ) ),
			$this->fired
		);
	}

	public function test_a_variation_clears_its_own_transients_then_its_parents(): void {
		$parent = new \WC_Product_Variable();
		$parent->set_name( 'Eloise balconette bra' );
		$parent_id = $parent->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent_id );
		$variation->set_regular_price( '62' );
		$variation_id = $variation->save();

		$this->fired = array();
		$variation->set_regular_price( '48' );
		$variation->save();
		$this->assertSame(
			array(
				array( 'woocommerce_delete_product_transients', $variation_id ),
				array( 'woocommerce_delete_product_transients', $parent_id ),
				array( 'woocommerce_update_product_variation', $variation_id ),
			),
			$this->fired
		);
	}

	public function test_clearing_every_products_transients_and_a_stock_change(): void {
		wc_delete_product_transients();
		$this->assertSame( array( array( 'woocommerce_delete_product_transients', 0 ) ), $this->fired );

		$product = new \WC_Product_Simple();
		$product->set_name( 'Silk slip' );
		$product->set_manage_stock( true );
		$product->set_stock_quantity( 3 );
		$id          = $product->save();
		$this->fired = array();
		$this->assertSame( 2, wc_update_product_stock( $id, 1, 'decrease' ) );
		$this->assertSame( array( 'woocommerce_product_set_stock', $id ), end( $this->fired ) );
	}
}
