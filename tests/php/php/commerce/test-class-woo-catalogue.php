<?php
/**
 * Tests of Boudoir\Commerce\Woo_Catalogue against the WooCommerce double.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Catalogue;
use Boudoir\Commerce\Product;
use Boudoir\Commerce\Woo_Catalogue;
use Boudoir\Plugin;

require_once __DIR__ . '/trait-product-fixtures.php';

/**
 * Products, prices, stock, variations and batch lookups, read through WooCommerce's API.
 *
 * The catalogue is made with WooCommerce's CRUD classes, as a shop admin's saves make it.
 */
final class Woo_Catalogue_Test extends Test_Case {

	use Product_Fixtures;

	private Woo_Catalogue $catalogue;

	/**
	 * Needs WooCommerce's product classes (the double's or the real ones).
	 */
	protected function set_up(): void {
		parent::set_up();
		if ( ! class_exists( 'WC_Product_Simple' ) || ! function_exists( 'WC' ) ) {
			$this->markTestSkipped( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		$this->catalogue = new Woo_Catalogue();
	}

	/**
	 * Queries WordPress ran during a callback.
	 *
	 * @param callable $callback What to measure.
	 */
	private function count_queries( callable $callback ): int {
		global $wpdb;
		$before = $wpdb->num_queries;
		$callback();
		return $wpdb->num_queries - $before;
	}

	/**
	 * Asserts a batch of many cost no more queries than a smaller batch, and reports both.
	 *
	 * @param string $what  What was looked up, for the report.
	 * @param int    $one   Queries for the smaller batch.
	 * @param int    $many  Queries for many.
	 * @param int    $count How many.
	 * @param int    $few   How many the smaller batch held.
	 */
	private function assert_no_query_per_item( string $what, int $one, int $many, int $count, int $few = 1 ): void {
		fwrite( STDERR, sprintf( "\n[queries] find_products, %s: %d → %d, %d → %d\n", $what, $few, $one, $count, $many ) );
		$this->assertLessThanOrEqual( $one, $many, "{$few} took {$one} queries, {$count} took {$many}." );
	}


	/**
	 * The plugin's catalogue on the test site is WooCommerce's.
	 */
	public function test_is_the_plugins_catalogue_on_the_test_site(): void {
		$this->assertInstanceOf( Catalogue::class, $this->catalogue );
		$this->assertInstanceOf( Woo_Catalogue::class, Plugin::instance()->catalogue() );
	}

	/**
	 * A simple product's fields, as WooCommerce reports them, with the types Boudoir promises.
	 */
	public function test_reads_a_simple_product(): void {
		$wc_product = $this->simple_product();

		$product = $this->catalogue->find_product( $wc_product->get_id() );

		$this->assertInstanceOf( Product::class, $product );
		$this->assertSame( $wc_product->get_id(), $product->id );
		$this->assertSame( 0, $product->parent_id );
		$this->assertSame( Product::TYPE_SIMPLE, $product->type );
		$this->assertSame( 'Lace bralette', $product->name );
		$this->assertSame( get_permalink( $wc_product->get_id() ), $product->permalink );
		$this->assertSame( 0, $product->image_id );
		$this->assertSame( 39.9, $product->price );
		$this->assertSame( 39.9, $product->regular_price );
		$this->assertNull( $product->sale_price );
		$this->assertFalse( $product->is_on_sale() );
		$this->assertSame( get_woocommerce_currency(), $product->currency );
		$this->assertSame( wc_get_product( $wc_product->get_id() )->get_price_html(), $product->price_html );
		$this->assertStringContainsString( '39', $product->price_html );
		$this->assertSame( Product::IN_STOCK, $product->stock_status );
		$this->assertTrue( $product->is_in_stock() );
		$this->assertSame( 3, $product->stock_quantity );
		$this->assertTrue( $product->purchasable );
		$this->assertSame( 1, $product->min_purchase_quantity );
		$this->assertSame( 3, $product->max_purchase_quantity, 'Managed stock without backorders caps the quantity.' );
		$this->assertSame( array(), $product->attributes );
		$this->assertSame( array(), $product->variation_ids );
		$this->assertFalse( $product->is_variable() );
	}

	/**
	 * A sale price applies: the price paid is the sale price.
	 */
	public function test_reads_sale_prices(): void {
		$product = $this->catalogue->find_product( $this->simple_product( 'Silk slip', '80.00', null, '59.5' )->get_id() );

		$this->assertSame( 59.5, $product->price );
		$this->assertSame( 80.0, $product->regular_price );
		$this->assertSame( 59.5, $product->sale_price );
		$this->assertTrue( $product->is_on_sale() );
	}

	/**
	 * Unmanaged stock has no quantity and no cap; out of stock is not purchasable in the cart.
	 */
	public function test_reads_stock(): void {
		$unmanaged = $this->catalogue->find_product( $this->simple_product( 'Garter', '15.00', null )->get_id() );
		$this->assertNull( $unmanaged->stock_quantity );
		$this->assertNull( $unmanaged->max_purchase_quantity );
		$this->assertSame( Product::IN_STOCK, $unmanaged->stock_status );

		$sold_out = $this->catalogue->find_product( $this->simple_product( 'Corset', '120.00', 0 )->get_id() );
		$this->assertSame( 0, $sold_out->stock_quantity );
		$this->assertSame( Product::OUT_OF_STOCK, $sold_out->stock_status );
		$this->assertFalse( $sold_out->is_in_stock() );

		$single = $this->simple_product( 'Gift card', '50.00', null );
		$single->set_sold_individually( true );
		$single->save();
		$this->assertSame( 1, $this->catalogue->find_product( $single->get_id() )->max_purchase_quantity );
	}

	/**
	 * The image comes from WooCommerce's own markup; no image gives the shop's placeholder.
	 */
	public function test_renders_the_image_as_woocommerce_does(): void {
		$wc_product = $this->simple_product();
		$product    = $this->catalogue->find_product( $wc_product->get_id() );

		$this->assertSame(
			wc_get_product( $wc_product->get_id() )->get_image( 'woocommerce_thumbnail', array( 'class' => 'boudoir-test' ) ),
			$product->image_html( 'woocommerce_thumbnail', array( 'class' => 'boudoir-test' ) )
		);
	}

	/**
	 * Things that are not products, or are in the trash, are not found.
	 */
	public function test_finds_no_non_products(): void {
		$page_id = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'About',
				'post_status' => 'publish',
			)
		);
		$trashed = $this->simple_product( 'Old stock' );
		wp_trash_post( $trashed->get_id() );

		$this->assertNull( $this->catalogue->find_product( $page_id ) );
		$this->assertNull( $this->catalogue->find_product( $trashed->get_id() ) );
		$this->assertNull( $this->catalogue->find_product( 0 ) );
		$this->assertNull( $this->catalogue->find_product( 987654 ) );
	}

	/**
	 * A variable product lists its variations; each variation knows its parent and attributes.
	 */
	public function test_reads_a_variable_product_and_its_variations(): void {
		$ids = $this->variable_product();

		$parent = $this->catalogue->find_product( $ids['parent'] );
		$this->assertSame( Product::TYPE_VARIABLE, $parent->type );
		$this->assertTrue( $parent->is_variable() );
		$this->assertSame( array( $ids['black_b'], $ids['black_c'], $ids['red_b'], $ids['any_d'] ), $parent->variation_ids );
		$this->assertSame( array(), $parent->attributes );

		$black_b = $this->catalogue->find_product( $ids['black_b'] );
		$this->assertSame( Product::TYPE_VARIATION, $black_b->type );
		$this->assertTrue( $black_b->is_variation() );
		$this->assertSame( $ids['parent'], $black_b->parent_id );
		$this->assertSame(
			array(
				'pa_color' => 'black',
				'cup'      => 'B',
			),
			$black_b->attributes
		);
		$this->assertSame( 49.0, $black_b->price );
		$this->assertSame( 2, $black_b->stock_quantity );
		$this->assertSame( 2, $black_b->max_purchase_quantity );

		$this->assertSame( Product::OUT_OF_STOCK, $this->catalogue->find_product( $ids['black_c'] )->stock_status );
		$this->assertSame( 35.0, $this->catalogue->find_product( $ids['red_b'] )->sale_price );
		$this->assertSame( '', $this->catalogue->find_product( $ids['any_d'] )->attributes['pa_color'], "'' means any colour." );
	}

	/**
	 * Matching follows WooCommerce: keys as attribute_pa_color, pa_color or the label; '' on a variation is any value.
	 */
	public function test_finds_the_variation_for_an_attribute_map(): void {
		$ids = $this->variable_product();

		$this->assertSame( $ids['black_b'], $this->catalogue->find_variation_id( $ids['parent'], array( 'attribute_pa_color' => 'black', 'attribute_cup' => 'B' ) ) );
		$this->assertSame( $ids['black_c'], $this->catalogue->find_variation_id( $ids['parent'], array( 'pa_color' => 'black', 'cup' => 'C' ) ) );
		$this->assertSame( $ids['red_b'], $this->catalogue->find_variation_id( $ids['parent'], array( 'Colour' => 'Red', 'Cup' => 'B' ) ), 'Labels and term names work too.' );
		$this->assertSame( $ids['any_d'], $this->catalogue->find_variation_id( $ids['parent'], array( 'pa_color' => 'ivory', 'cup' => 'D' ) ), 'An "any colour" variation matches every colour.' );

		$this->assertNull( $this->catalogue->find_variation_id( $ids['parent'], array( 'pa_color' => 'ivory', 'cup' => 'B' ) ), 'That combination does not exist.' );
		$this->assertNull( $this->catalogue->find_variation_id( $ids['parent'], array( 'pa_color' => 'black' ) ), 'A required attribute is missing.' );
		$this->assertNull( $this->catalogue->find_variation_id( $ids['parent'], array( 'pa_color' => '', 'cup' => 'B' ) ), 'An empty choice is no choice.' );
		$this->assertNull( $this->catalogue->find_variation_id( $ids['black_b'], array( 'cup' => 'B' ) ), 'A variation has no variations.' );
		$this->assertNull( $this->catalogue->find_variation_id( $this->simple_product()->get_id(), array() ) );
	}

	/**
	 * A batch comes back keyed by id, in the order asked, without duplicates or unknown ids.
	 */
	public function test_finds_many_products_keyed_in_order(): void {
		$ids    = $this->variable_product();
		$simple = $this->simple_product()->get_id();

		$found = $this->catalogue->find_products( array( $ids['red_b'], $simple, 987654, $ids['parent'], $simple, 0 ) );

		$this->assertSame( array( $ids['red_b'], $simple, $ids['parent'] ), array_keys( $found ) );
		$this->assertContainsOnlyInstancesOf( Product::class, $found );
		$this->assertSame( array(), $this->catalogue->find_products( array() ) );
	}

	/**
	 * One batched lookup: 50 products cost no more queries than one (no N+1).
	 */
	public function test_batch_lookup_does_not_query_per_product(): void {
		$ids = array();
		for ( $i = 1; $i <= 50; $i++ ) {
			$ids[] = $this->simple_product( "Stocking {$i}", (string) ( 10 + $i ), $i )->get_id();
		}

		$this->flush_caches();
		$one = $this->count_queries( fn () => $this->assertCount( 1, $this->catalogue->find_products( array( $ids[0] ) ) ) );
		$this->flush_caches();
		$fifty = $this->count_queries( fn () => $this->assertCount( 50, $this->catalogue->find_products( $ids ) ) );

		$this->assert_no_query_per_item( 'simple products', $one, $fifty, 50 );
	}

	/**
	 * Variations in a batch bring their parents along in the same few queries.
	 *
	 * Twice as many variations of the same terms, under two parents, cost no more than one product's four.
	 * Same terms, because WooCommerce itself looks each attribute term up by slug when it loads a variation
	 * (its title and attribute summary: WC_Product_Variation_Data_Store_CPT::read()), a query per term,
	 * not per variation, that the double does not make.
	 */
	public function test_batch_lookup_of_variations_does_not_query_per_variation(): void {
		$first  = $this->variable_product();
		$second = $this->variable_product();
		$keys   = array( 'black_b', 'black_c', 'red_b', 'any_d' );
		$four   = array_map( static fn ( string $key ): int => $first[ $key ], $keys );
		$eight  = array_merge( $four, array_map( static fn ( string $key ): int => $second[ $key ], $keys ) );

		$this->flush_caches();
		$one_product = $this->count_queries( fn () => $this->assertCount( 4, $this->catalogue->find_products( $four ) ) );
		$this->flush_caches();
		$two_products = $this->count_queries( fn () => $this->assertCount( 8, $this->catalogue->find_products( $eight ) ) );

		$this->assert_no_query_per_item( 'variations', $one_product, $two_products, 8, 4 );
	}

	/**
	 * The match is WooCommerce's product data store's: a store a plugin puts in its place is the one asked,
	 * with the choice keyed as WooCommerce's add-to-cart form posts it.
	 */
	public function test_finds_the_variation_through_the_product_data_store(): void {
		$ids   = $this->variable_product();
		$asked = new \ArrayObject();
		// As a plugin replaces it: WooCommerce takes only a store of its interfaces (WC_Data_Store refuses others).
		$store = new class( $asked ) extends \WC_Product_Data_Store_CPT {
			/**
			 * Records what it is asked.
			 *
			 * @param \ArrayObject<int,mixed> $asked Where to record.
			 */
			public function __construct( private \ArrayObject $asked ) {
			}

			/**
			 * Answers 4242 to everything.
			 *
			 * @param \WC_Product          $product          The variable product.
			 * @param array<string,string> $match_attributes The choice.
			 */
			public function find_matching_product_variation( $product, $match_attributes = array() ): int {
				$this->asked->append( array( $product->get_id(), $match_attributes ) );
				return 4242;
			}
		};
		$swap  = static fn () => $store;
		add_filter( 'woocommerce_product_data_store', $swap );
		try {
			$found = $this->catalogue->find_variation_id( $ids['parent'], array( 'Colour' => 'Red', 'cup' => 'B' ) );
		} finally {
			remove_filter( 'woocommerce_product_data_store', $swap );
		}

		$this->assertSame( 4242, $found );
		$this->assertSame(
			array(
				array(
					$ids['parent'],
					array(
						'attribute_pa_color' => 'red',
						'attribute_cup'      => 'B',
					),
				),
			),
			$asked->getArrayCopy()
		);
	}

	/**
	 * A product store that cannot load (a plugin's class gone) makes no variation found, never an
	 * exception: real WooCommerce throws from wc_get_product() already, the double from the match.
	 */
	public function test_a_store_that_cannot_load_finds_nothing(): void {
		$ids     = $this->variable_product();
		$missing = static fn () => 'Boudoir_No_Such_Data_Store';
		add_filter( 'woocommerce_product_data_store', $missing );
		add_filter( 'woocommerce_product-variable_data_store', $missing );
		try {
			$found = $this->catalogue->find_variation_id( $ids['parent'], array( 'Colour' => 'Red', 'cup' => 'B' ) );
		} finally {
			remove_filter( 'woocommerce_product_data_store', $missing );
			remove_filter( 'woocommerce_product-variable_data_store', $missing );
		}
		$this->assertNull( $found );
	}

	/**
	 * WooCommerce's names: product post types, attribute taxonomies, the list thumbnail size.
	 */
	public function test_woocommerces_names(): void {
		$this->assertSame( array( 'product', 'product_variation' ), $this->catalogue->product_post_types() );
		$this->assertSame( 'product', get_post_type( $this->simple_product()->get_id() ), 'The double registers the same post type.' );

		$this->assertTrue( $this->catalogue->is_attribute_taxonomy( 'pa_color' ) );
		$this->assertTrue( $this->catalogue->is_attribute_taxonomy( 'pa_x' ) );
		$this->assertFalse( $this->catalogue->is_attribute_taxonomy( 'pa_' ) );
		$this->assertFalse( $this->catalogue->is_attribute_taxonomy( 'product_cat' ) );
		$this->assertFalse( $this->catalogue->is_attribute_taxonomy( 'category' ) );
		$this->assertFalse( $this->catalogue->is_attribute_taxonomy( 'spa_day' ) );

		$this->assertSame( 'woocommerce_thumbnail', $this->catalogue->thumbnail_image_size() );
		$this->assertContains( 'woocommerce_thumbnail', get_intermediate_image_sizes(), 'WooCommerce (and its double) registers the size.' );
	}

}
