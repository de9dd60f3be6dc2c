<?php
/**
 * Tests of Boudoir\Commerce\Woo_Commerce against the WooCommerce double.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Currency;
use Boudoir\Commerce\Product;
use Boudoir\Commerce\Woo_Commerce;
use Boudoir\Plugin;

/**
 * Products, prices, stock, variations, batch lookups and the cart, read through WooCommerce's API.
 *
 * The catalogue is made with WooCommerce's CRUD classes, as a shop admin's saves make it.
 */
final class Woo_Commerce_Test extends Test_Case {

	private Woo_Commerce $commerce;

	/** @var array<string,mixed> Globals of the main query, put back after a test visits a page. */
	private array $query_globals = array();

	/**
	 * Needs WooCommerce's product classes (the double's or the real ones).
	 */
	protected function set_up(): void {
		parent::set_up();
		if ( ! class_exists( 'WC_Product_Simple' ) || ! function_exists( 'WC' ) ) {
			$this->markTestSkipped( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		$this->commerce = new Woo_Commerce( (string) constant( 'WC_VERSION' ) );
		foreach ( array( 'wp_query', 'wp_the_query', 'post' ) as $global ) {
			$this->query_globals[ $global ] = $GLOBALS[ $global ] ?? null;
		}
		$this->empty_cart();
	}

	/**
	 * Leaves no cart or query behind (Test_Case unregisters the taxonomies).
	 */
	protected function tear_down(): void {
		if ( function_exists( 'WC' ) ) {
			$this->empty_cart();
		}
		foreach ( $this->query_globals as $global => $value ) {
			$GLOBALS[ $global ] = $value;
		}
		parent::tear_down();
	}

	/**
	 * Empties the shopper's cart, if one is loaded.
	 */
	private function empty_cart(): void {
		if ( WC()->cart instanceof \WC_Cart ) {
			WC()->cart->empty_cart();
		}
	}

	/**
	 * A published simple product.
	 *
	 * @param string          $name    Product name.
	 * @param string          $regular Regular price.
	 * @param int|null        $stock   Units in stock; null to leave stock unmanaged.
	 * @param string          $sale    Sale price, '' for none.
	 */
	private function simple_product( string $name = 'Lace bralette', string $regular = '39.90', ?int $stock = 3, string $sale = '' ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_status( 'publish' );
		$product->set_regular_price( $regular );
		$product->set_sale_price( $sale );
		if ( null !== $stock ) {
			$product->set_manage_stock( true );
			$product->set_stock_quantity( $stock );
		}
		$product->save();
		return $product;
	}

	/**
	 * The global attribute Colour (pa_color) with the terms Black, Red and Ivory.
	 *
	 * @return int The attribute's id.
	 */
	private function colour_attribute(): int {
		$attribute_id = (int) wc_attribute_taxonomy_id_by_name( 'color' );
		if ( 0 === $attribute_id ) {
			$attribute_id = wc_create_attribute(
				array(
					'name' => 'Colour',
					'slug' => 'color',
				)
			);
			$this->assertIsInt( $attribute_id, is_wp_error( $attribute_id ) ? $attribute_id->get_error_message() : 'wc_create_attribute() failed.' );
		}
		// WooCommerce registers attribute taxonomies on the next request's init; the test needs it now.
		$this->register_attribute_taxonomies();
		foreach ( array( 'Black', 'Red', 'Ivory' ) as $colour ) {
			if ( ! term_exists( $colour, 'pa_color' ) ) {
				wp_insert_term( $colour, 'pa_color' );
			}
		}
		return $attribute_id;
	}

	/**
	 * A variable bra: Colour (taxonomy) × Cup (custom attribute).
	 *
	 * Variations: Black/B (2 left), Black/C (out of stock), Red/B (on sale), any colour/D.
	 *
	 * @return array{parent:int,black_b:int,black_c:int,red_b:int,any_d:int}
	 */
	private function variable_product(): array {
		$colour = new \WC_Product_Attribute();
		$colour->set_id( $this->colour_attribute() );
		$colour->set_name( 'pa_color' );
		$colour->set_options( array_map( static fn ( string $slug ): int => (int) get_term_by( 'slug', $slug, 'pa_color' )->term_id, array( 'black', 'red', 'ivory' ) ) );
		$colour->set_visible( true );
		$colour->set_variation( true );

		$cup = new \WC_Product_Attribute();
		$cup->set_id( 0 );
		$cup->set_name( 'Cup' );
		$cup->set_options( array( 'B', 'C', 'D' ) );
		$cup->set_visible( true );
		$cup->set_variation( true );

		$parent = new \WC_Product_Variable();
		$parent->set_name( 'Balconette bra' );
		$parent->set_status( 'publish' );
		$parent->set_attributes( array( $colour, $cup ) );
		$parent_id = (int) $parent->save();
		wp_set_object_terms( $parent_id, array( 'black', 'red', 'ivory' ), 'pa_color' );

		$ids = array( 'parent' => $parent_id );
		foreach (
			array(
				'black_b' => array( 'black', 'B', '49.00', '', 2, 'instock' ),
				'black_c' => array( 'black', 'C', '49.00', '', 0, 'outofstock' ),
				'red_b'   => array( 'red', 'B', '49.00', '35.00', null, 'instock' ),
				'any_d'   => array( '', 'D', '55.00', '', null, 'instock' ),
			) as $key => list( $colour_slug, $cup_size, $regular, $sale, $stock, $status )
		) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $parent_id );
			$variation->set_status( 'publish' );
			$variation->set_attributes(
				array(
					'pa_color' => $colour_slug,
					'cup'      => $cup_size,
				)
			);
			$variation->set_regular_price( $regular );
			$variation->set_sale_price( $sale );
			if ( null !== $stock ) {
				$variation->set_manage_stock( true );
				$variation->set_stock_quantity( $stock );
			}
			$variation->set_stock_status( $status );
			$ids[ $key ] = (int) $variation->save();
		}

		// As the admin's "Update" does after editing variations: the parent syncs its prices and children.
		wc_get_product( $parent_id )->save();
		return $ids;
	}

	/**
	 * Makes a page, product or other post the main query's, as a request for it would.
	 *
	 * @param array<string,mixed> $query WP_Query arguments.
	 */
	private function visit( array $query ): void {
		$GLOBALS['wp_the_query'] = new \WP_Query( $query );
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$GLOBALS['post']         = $GLOBALS['wp_query']->post;
		// A request of its own: WooCommerce 9.3+ remembers the page type for the request.
		self::forget_page_type();
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
	 * The test site runs the WooCommerce the adapter expects, and Boudoir uses it.
	 */
	public function test_is_active_on_the_test_site(): void {
		$this->assertTrue( $this->commerce->is_active() );
		$this->assertSame( WC_VERSION, $this->commerce->version() );
		$this->assertTrue( Plugin::instance()->shop_enabled() );
		$this->assertInstanceOf( Woo_Commerce::class, Plugin::instance()->commerce() );
	}

	/**
	 * A simple product's fields, as WooCommerce reports them, with the types Boudoir promises.
	 */
	public function test_reads_a_simple_product(): void {
		$wc_product = $this->simple_product();

		$product = $this->commerce->find_product( $wc_product->get_id() );

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
		$product = $this->commerce->find_product( $this->simple_product( 'Silk slip', '80.00', null, '59.5' )->get_id() );

		$this->assertSame( 59.5, $product->price );
		$this->assertSame( 80.0, $product->regular_price );
		$this->assertSame( 59.5, $product->sale_price );
		$this->assertTrue( $product->is_on_sale() );
	}

	/**
	 * Unmanaged stock has no quantity and no cap; out of stock is not purchasable in the cart.
	 */
	public function test_reads_stock(): void {
		$unmanaged = $this->commerce->find_product( $this->simple_product( 'Garter', '15.00', null )->get_id() );
		$this->assertNull( $unmanaged->stock_quantity );
		$this->assertNull( $unmanaged->max_purchase_quantity );
		$this->assertSame( Product::IN_STOCK, $unmanaged->stock_status );

		$sold_out = $this->commerce->find_product( $this->simple_product( 'Corset', '120.00', 0 )->get_id() );
		$this->assertSame( 0, $sold_out->stock_quantity );
		$this->assertSame( Product::OUT_OF_STOCK, $sold_out->stock_status );
		$this->assertFalse( $sold_out->is_in_stock() );

		$single = $this->simple_product( 'Gift card', '50.00', null );
		$single->set_sold_individually( true );
		$single->save();
		$this->assertSame( 1, $this->commerce->find_product( $single->get_id() )->max_purchase_quantity );
	}

	/**
	 * The image comes from WooCommerce's own markup; no image gives the shop's placeholder.
	 */
	public function test_renders_the_image_as_woocommerce_does(): void {
		$wc_product = $this->simple_product();
		$product    = $this->commerce->find_product( $wc_product->get_id() );

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

		$this->assertNull( $this->commerce->find_product( $page_id ) );
		$this->assertNull( $this->commerce->find_product( $trashed->get_id() ) );
		$this->assertNull( $this->commerce->find_product( 0 ) );
		$this->assertNull( $this->commerce->find_product( 987654 ) );
	}

	/**
	 * A variable product lists its variations; each variation knows its parent and attributes.
	 */
	public function test_reads_a_variable_product_and_its_variations(): void {
		$ids = $this->variable_product();

		$parent = $this->commerce->find_product( $ids['parent'] );
		$this->assertSame( Product::TYPE_VARIABLE, $parent->type );
		$this->assertTrue( $parent->is_variable() );
		$this->assertSame( array( $ids['black_b'], $ids['black_c'], $ids['red_b'], $ids['any_d'] ), $parent->variation_ids );
		$this->assertSame( array(), $parent->attributes );

		$black_b = $this->commerce->find_product( $ids['black_b'] );
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

		$this->assertSame( Product::OUT_OF_STOCK, $this->commerce->find_product( $ids['black_c'] )->stock_status );
		$this->assertSame( 35.0, $this->commerce->find_product( $ids['red_b'] )->sale_price );
		$this->assertSame( '', $this->commerce->find_product( $ids['any_d'] )->attributes['pa_color'], "'' means any colour." );
	}

	/**
	 * Matching follows WooCommerce: keys as attribute_pa_color, pa_color or the label; '' on a variation is any value.
	 */
	public function test_finds_the_variation_for_an_attribute_map(): void {
		$ids = $this->variable_product();

		$this->assertSame( $ids['black_b'], $this->commerce->find_variation_id( $ids['parent'], array( 'attribute_pa_color' => 'black', 'attribute_cup' => 'B' ) ) );
		$this->assertSame( $ids['black_c'], $this->commerce->find_variation_id( $ids['parent'], array( 'pa_color' => 'black', 'cup' => 'C' ) ) );
		$this->assertSame( $ids['red_b'], $this->commerce->find_variation_id( $ids['parent'], array( 'Colour' => 'Red', 'Cup' => 'B' ) ), 'Labels and term names work too.' );
		$this->assertSame( $ids['any_d'], $this->commerce->find_variation_id( $ids['parent'], array( 'pa_color' => 'ivory', 'cup' => 'D' ) ), 'An "any colour" variation matches every colour.' );

		$this->assertNull( $this->commerce->find_variation_id( $ids['parent'], array( 'pa_color' => 'ivory', 'cup' => 'B' ) ), 'That combination does not exist.' );
		$this->assertNull( $this->commerce->find_variation_id( $ids['parent'], array( 'pa_color' => 'black' ) ), 'A required attribute is missing.' );
		$this->assertNull( $this->commerce->find_variation_id( $ids['parent'], array( 'pa_color' => '', 'cup' => 'B' ) ), 'An empty choice is no choice.' );
		$this->assertNull( $this->commerce->find_variation_id( $ids['black_b'], array( 'cup' => 'B' ) ), 'A variation has no variations.' );
		$this->assertNull( $this->commerce->find_variation_id( $this->simple_product()->get_id(), array() ) );
	}

	/**
	 * A batch comes back keyed by id, in the order asked, without duplicates or unknown ids.
	 */
	public function test_finds_many_products_keyed_in_order(): void {
		$ids    = $this->variable_product();
		$simple = $this->simple_product()->get_id();

		$found = $this->commerce->find_products( array( $ids['red_b'], $simple, 987654, $ids['parent'], $simple, 0 ) );

		$this->assertSame( array( $ids['red_b'], $simple, $ids['parent'] ), array_keys( $found ) );
		$this->assertContainsOnlyInstancesOf( Product::class, $found );
		$this->assertSame( array(), $this->commerce->find_products( array() ) );
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
		$one = $this->count_queries( fn () => $this->assertCount( 1, $this->commerce->find_products( array( $ids[0] ) ) ) );
		$this->flush_caches();
		$fifty = $this->count_queries( fn () => $this->assertCount( 50, $this->commerce->find_products( $ids ) ) );

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
		$one_product = $this->count_queries( fn () => $this->assertCount( 4, $this->commerce->find_products( $four ) ) );
		$this->flush_caches();
		$two_products = $this->count_queries( fn () => $this->assertCount( 8, $this->commerce->find_products( $eight ) ) );

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
			$found = $this->commerce->find_variation_id( $ids['parent'], array( 'Colour' => 'Red', 'cup' => 'B' ) );
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
			$found = $this->commerce->find_variation_id( $ids['parent'], array( 'Colour' => 'Red', 'cup' => 'B' ) );
		} finally {
			remove_filter( 'woocommerce_product_data_store', $missing );
			remove_filter( 'woocommerce_product-variable_data_store', $missing );
		}
		$this->assertNull( $found );
	}

	/**
	 * The product WooCommerce's templates print is its global product; none outside them.
	 */
	public function test_current_product_is_woocommerces_global_product(): void {
		$previous = $GLOBALS['product'] ?? null;
		try {
			unset( $GLOBALS['product'] );
			$this->assertSame( 0, $this->commerce->current_product_id() );

			$product            = $this->simple_product();
			$GLOBALS['product'] = $product;
			$this->assertSame( $product->get_id(), $this->commerce->current_product_id() );

			$GLOBALS['product'] = 'a-slug';
			$this->assertSame( 0, $this->commerce->current_product_id(), 'Only a product object counts.' );
		} finally {
			$GLOBALS['product'] = $previous;
		}
	}

	/**
	 * WooCommerce's names: product post types, attribute taxonomies, the list thumbnail size, the shop managers' capability.
	 */
	public function test_woocommerces_names(): void {
		$this->assertSame( array( 'product', 'product_variation' ), $this->commerce->product_post_types() );
		$this->assertSame( 'product', get_post_type( $this->simple_product()->get_id() ), 'The double registers the same post type.' );

		$this->assertTrue( $this->commerce->is_attribute_taxonomy( 'pa_color' ) );
		$this->assertTrue( $this->commerce->is_attribute_taxonomy( 'pa_x' ) );
		$this->assertFalse( $this->commerce->is_attribute_taxonomy( 'pa_' ) );
		$this->assertFalse( $this->commerce->is_attribute_taxonomy( 'product_cat' ) );
		$this->assertFalse( $this->commerce->is_attribute_taxonomy( 'category' ) );
		$this->assertFalse( $this->commerce->is_attribute_taxonomy( 'spa_day' ) );

		$this->assertSame( 'woocommerce_thumbnail', $this->commerce->thumbnail_image_size() );
		$this->assertContains( 'woocommerce_thumbnail', get_intermediate_image_sizes(), 'WooCommerce (and its double) registers the size.' );
	}

	/**
	 * Shop managers' capability while the role has it; administrators' when a site took it away.
	 */
	public function test_shop_manager_capability_follows_the_role(): void {
		$role = get_role( 'shop_manager' );
		if ( null === $role ) {
			add_role( 'shop_manager', 'Shop manager', array( 'manage_woocommerce' => true ) );
		}
		$had = null !== get_role( 'shop_manager' ) && get_role( 'shop_manager' )->has_cap( 'manage_woocommerce' );
		try {
			get_role( 'shop_manager' )->add_cap( 'manage_woocommerce' );
			$this->assertSame( 'manage_woocommerce', $this->commerce->shop_manager_capability() );

			get_role( 'shop_manager' )->remove_cap( 'manage_woocommerce' );
			$this->assertSame( 'manage_options', $this->commerce->shop_manager_capability() );
		} finally {
			if ( null === $role ) {
				remove_role( 'shop_manager' );
			} elseif ( $had ) {
				$role->add_cap( 'manage_woocommerce' );
			}
		}
	}

	/**
	 * The order-attribution fields map to sourcebuster's cookies as WooCommerce's script reads them, filter included.
	 */
	public function test_attribution_cookie_fields_follow_woocommerce(): void {
		$fields = $this->commerce->attribution_cookie_fields();

		$this->assertSame( array( 'sbjs_current', 'typ' ), $fields['source_type'] );
		$this->assertSame( array( 'sbjs_current_add', 'rf' ), $fields['referrer'] );
		$this->assertSame( array( 'sbjs_current', 'src' ), $fields['utm_source'] );
		$this->assertSame( array( 'sbjs_current_add', 'fd' ), $fields['session_start_time'] );
		$this->assertSame( array( 'sbjs_session', 'pgs' ), $fields['session_pages'] );
		$this->assertSame( array( 'sbjs_udata', 'vst' ), $fields['session_count'] );
		$this->assertSame( array( 'sbjs_udata', 'uag' ), $fields['user_agent'] );
		$this->assertCount( 16, $fields );

		$filter = static function ( array $fields ): array {
			unset( $fields['user_agent'] );
			$fields['promo_code'] = 'promo.code';
			$fields['broken']     = 'no-dot';
			return $fields;
		};
		add_filter( 'wc_order_attribution_tracking_fields', $filter );
		try {
			$filtered = $this->commerce->attribution_cookie_fields();
		} finally {
			remove_filter( 'wc_order_attribution_tracking_fields', $filter );
		}
		$this->assertArrayNotHasKey( 'user_agent', $filtered );
		$this->assertSame( array( 'sbjs_promo', 'code' ), $filtered['promo_code'] );
		$this->assertArrayNotHasKey( 'broken', $filtered, 'An accessor that is not object.key is skipped.' );
	}

	/**
	 * Currency settings come from WooCommerce's options, the symbol as plain text.
	 */
	public function test_reads_the_currency(): void {
		update_option( 'woocommerce_currency', 'EUR' );
		update_option( 'woocommerce_currency_pos', 'right_space' );
		update_option( 'woocommerce_price_decimal_sep', ',' );
		update_option( 'woocommerce_price_thousand_sep', '.' );
		update_option( 'woocommerce_price_num_decimals', '2' );

		$currency = $this->commerce->currency();

		$this->assertInstanceOf( Currency::class, $currency );
		$this->assertSame(
			array(
				'code'               => 'EUR',
				'symbol'             => '€',
				'decimals'           => 2,
				'decimal_separator'  => ',',
				'thousand_separator' => '.',
				'position'           => Currency::RIGHT_SPACE,
			),
			$currency->to_array()
		);
		$this->assertSame( wc_price( 1234.5 ), $this->commerce->format_price( 1234.5 ) );
		$this->assertStringContainsString( '1.234,50', wp_strip_all_tags( $this->commerce->format_price( 1234.5 ) ) );
	}

	/**
	 * An unknown symbol position falls back to WooCommerce's default, left.
	 */
	public function test_unknown_currency_position_is_left(): void {
		update_option( 'woocommerce_currency_pos', 'upside_down' );

		$this->assertSame( Currency::LEFT, $this->commerce->currency()->position );
	}

	/**
	 * Shop URLs and page checks follow WooCommerce's page settings.
	 */
	public function test_knows_the_shop_pages(): void {
		$pages = array();
		foreach ( array( 'shop', 'cart', 'checkout' ) as $page ) {
			$pages[ $page ] = wp_insert_post(
				array(
					'post_type'   => 'page',
					'post_title'  => ucfirst( $page ),
					'post_name'   => $page,
					'post_status' => 'publish',
				)
			);
			update_option( "woocommerce_{$page}_page_id", $pages[ $page ] );
		}
		$product_id = $this->simple_product()->get_id();

		$this->assertSame( wc_get_cart_url(), $this->commerce->cart_url() );
		$this->assertSame( get_permalink( $pages['cart'] ), $this->commerce->cart_url() );
		$this->assertSame( get_permalink( $pages['checkout'] ), $this->commerce->checkout_url() );
		$this->assertSame( get_permalink( $pages['shop'] ), $this->commerce->shop_url() );

		$this->visit( array( 'page_id' => $pages['cart'] ) );
		$this->assertSame( array( true, false, false ), array( $this->commerce->is_cart_page(), $this->commerce->is_checkout_page(), $this->commerce->is_product_page() ) );

		$this->visit( array( 'page_id' => $pages['checkout'] ) );
		$this->assertSame( array( false, true, false ), array( $this->commerce->is_cart_page(), $this->commerce->is_checkout_page(), $this->commerce->is_product_page() ) );

		$this->visit(
			array(
				'p'         => $product_id,
				'post_type' => 'product',
			)
		);
		$this->assertSame( array( false, false, true ), array( $this->commerce->is_cart_page(), $this->commerce->is_checkout_page(), $this->commerce->is_product_page() ) );
	}

	/**
	 * The account page and the registration setting (`yes` only) follow WooCommerce.
	 */
	public function test_knows_the_account_page_and_registration(): void {
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'My account',
				'post_status' => 'publish',
			)
		);
		update_option( 'woocommerce_myaccount_page_id', $page );
		$this->visit( array( 'page_id' => $page ) );
		$this->assertTrue( $this->commerce->is_account_page() );
		$this->visit( array( 'post_type' => 'product' ) );
		$this->assertFalse( $this->commerce->is_account_page() );

		foreach ( array( 'yes' => true, 'no' => false, '' => false, 'YES' => false ) as $value => $enabled ) {
			update_option( 'woocommerce_enable_myaccount_registration', $value );
			$this->assertSame( $enabled, $this->commerce->registration_enabled(), (string) $value );
		}
		delete_option( 'woocommerce_enable_myaccount_registration' );
		$this->assertFalse( $this->commerce->registration_enabled() );
	}

	/**
	 * Above the AJAX threshold the matrix's rows stand in for WooCommerce's variation JSON: they go through
	 * get_available_variation() and its `woocommerce_available_variation` filter (a falsy answer leaves the
	 * variation out, as get_available_variations() does), and the flags are read as add-to-cart-variation.js
	 * reads them: truthy or not in JavaScript (`"0"` and `[]` are true there, `0` false).
	 */
	public function test_variation_matrix_reads_rows_through_the_available_variation_filter_above_the_threshold(): void {
		$ids = $this->variable_product();
		add_filter( 'woocommerce_ajax_variation_threshold', static fn (): int => 2 );
		add_filter(
			'woocommerce_available_variation',
			static function ( $data, $product, $variation ) use ( $ids ) {
				switch ( $variation->get_id() ) {
					case $ids['black_b']:
						$data['variation_is_active'] = '0';
						$data['is_in_stock']         = 0;
						break;
					case $ids['black_c']:
						$data['variation_is_active'] = 0;
						$data['is_in_stock']         = array();
						break;
					case $ids['red_b']:
						return false;
				}
				return $data;
			},
			10,
			3
		);

		$matrix = $this->commerce->variation_matrix( $ids['parent'] );

		$this->assertFalse( $matrix['carries_variations'] );
		$rows = array_column( $matrix['variations'], null, 'id' );
		$this->assertSame( array( $ids['black_b'], $ids['black_c'], $ids['any_d'] ), array_keys( $rows ), 'The filter left Red B out.' );
		$this->assertSame( array( true, false ), array( $rows[ $ids['black_b'] ]['active'], $rows[ $ids['black_b'] ]['in_stock'] ), '"0" is true in JavaScript, 0 false.' );
		$this->assertSame( array( false, true ), array( $rows[ $ids['black_c'] ]['active'], $rows[ $ids['black_c'] ]['in_stock'] ), '0 is false, an empty array true.' );
		$this->assertSame(
			array(
				'attribute_pa_color' => '',
				'attribute_cup'      => 'D',
			),
			$rows[ $ids['any_d'] ]['attributes']
		);
		$this->assertSame( 2, $rows[ $ids['black_b'] ]['quantity'], 'The real stock, whatever the filter did.' );
	}

	/**
	 * At or under the threshold the page carries WooCommerce's own JSON: the matrix reads the variations themselves
	 * (for their stock) without building that JSON a second time.
	 */
	public function test_variation_matrix_under_the_threshold_does_not_build_the_variation_json_again(): void {
		$ids   = $this->variable_product();
		$calls = 0;
		add_filter(
			'woocommerce_available_variation',
			static function ( $data ) use ( &$calls ) {
				++$calls;
				return $data;
			}
		);

		$matrix = $this->commerce->variation_matrix( $ids['parent'] );

		$this->assertTrue( $matrix['carries_variations'] );
		$this->assertSame( 0, $calls );
		$this->assertSame( array( 2, 0, null, null ), array_column( $matrix['variations'], 'quantity' ) );
	}
}
