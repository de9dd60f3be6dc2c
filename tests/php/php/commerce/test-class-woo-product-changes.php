<?php
/**
 * Tests of Boudoir\Commerce\Woo_Product_Changes.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Product_Cache;
use Boudoir\Commerce\Woo_Catalogue;
use Boudoir\Commerce\Woo_Product_Changes;
use Boudoir\Wishlist\Expiry;

require_once __DIR__ . '/trait-product-fixtures.php';

/**
 * Every product change WooCommerce announces drops the cached views it touches; the product-cache tests
 * (class-product-cache-test-case.php) follow whole changes through, these the bridge itself.
 */
final class Woo_Product_Changes_Test extends Test_Case {

	use Product_Fixtures;

	/**
	 * Each of WooCommerce's product-change actions is listened to once, taking the arguments it is fired with.
	 */
	public function test_listens_to_each_change_with_its_arguments(): void {
		Woo_Product_Changes::listen();
		Woo_Product_Changes::listen();

		$expected = array(
			'woocommerce_delete_product_transients'  => array( 'forget_all_or_one', 1 ),
			'woocommerce_new_product'                => array( 'forget_changed_product', 2 ),
			'woocommerce_update_product'             => array( 'forget_changed_product', 2 ),
			'woocommerce_new_product_variation'      => array( 'forget_changed_product', 2 ),
			'woocommerce_update_product_variation'   => array( 'forget_changed_product', 2 ),
			'woocommerce_product_set_stock'          => array( 'forget_changed_product', 1 ),
			'woocommerce_variation_set_stock'        => array( 'forget_changed_product', 1 ),
			'woocommerce_product_set_stock_status'   => array( 'forget_changed_product', 3 ),
			'woocommerce_variation_set_stock_status' => array( 'forget_changed_product', 3 ),
		);
		foreach ( $expected as $action => list( $method, $arguments ) ) {
			$this->assertSame( array( 10 ), $this->hooked_priorities( $action, Woo_Product_Changes::class, $method ), $action );
			$accepted = array();
			foreach ( $GLOBALS['wp_filter'][ $action ]->callbacks[10] as $callback ) {
				if ( array( Woo_Product_Changes::class, $method ) === $callback['function'] ) {
					$accepted[] = $callback['accepted_args'];
				}
			}
			$this->assertSame( array( $arguments ), $accepted, $action );
		}
		$this->assertSame( array( 10 ), $this->hooked_priorities( Expiry::HOOK, Product_Cache::class, 'purge' ), 'Expired views leave with the daily clean-up.' );
	}

	/**
	 * A changed product, however an action names it (its id first, or the product object first or third), drops
	 * its view; a changed variation drops the views read from it, its own and its variable product's.
	 */
	public function test_a_changed_product_drops_the_views_read_from_it(): void {
		$simple    = $this->simple_product()->get_id();
		$ids       = $this->variable_product();
		$catalogue = new Woo_Catalogue();
		$cached    = fn ( array $ids ): array => array_keys( Product_Cache::get( $ids, $this->context( $catalogue ) ) );

		foreach (
			array(
				'id'                  => static fn ( int $id ): array => array( $id ),
				'product'             => static fn ( int $id ): array => array( wc_get_product( $id ) ),
				'id, status, product' => static fn ( int $id ): array => array( $id, 'instock', wc_get_product( $id ) ),
			) as $form => $arguments
		) {
			$catalogue->find_products( array( $simple, $ids['parent'], $ids['black_b'] ) );
			$this->assertSame( array( $simple, $ids['parent'], $ids['black_b'] ), $cached( array( $simple, $ids['parent'], $ids['black_b'] ) ), "Cached first ({$form})." );

			Woo_Product_Changes::forget_changed_product( ...$arguments( $simple ) );
			$this->assertSame( array( $ids['parent'], $ids['black_b'] ), $cached( array( $simple, $ids['parent'], $ids['black_b'] ) ), "The simple product ({$form})." );

			Woo_Product_Changes::forget_changed_product( ...$arguments( $ids['black_b'] ) );
			$this->assertSame( array(), $cached( array( $ids['parent'], $ids['black_b'] ) ), "The variation and its product ({$form})." );
		}

		$catalogue->find_products( array( $simple, $ids['parent'] ) );
		Woo_Product_Changes::forget_all_or_one( 0 );
		$this->assertSame( array(), $cached( array( $simple, $ids['parent'] ) ), 'WooCommerce clearing every product drops every view.' );
	}

	/**
	 * The price context the catalogue caches its views under (the reader's view_context()).
	 *
	 * @param Woo_Catalogue $catalogue The catalogue.
	 */
	private function context( Woo_Catalogue $catalogue ): string {
		$products = ( new \ReflectionProperty( Woo_Catalogue::class, 'products' ) )->getValue( $catalogue );
		$method   = new \ReflectionMethod( $products, 'view_context' );
		$method->setAccessible( true );
		return (string) $method->invoke( $products );
	}
}
