<?php
/**
 * Tests of Boudoir\Commerce\Product_Cache through the catalogue's find_products(), run once per store:
 * test-class-product-cache.php (a persistent object cache) and test-class-product-cache-table.php (none: the table).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

require_once dirname( __DIR__ ) . '/rest/class-rest-test-case.php';

use Boudoir\Commerce\Product;
use Boudoir\Commerce\Product_Cache;
use Boudoir\Commerce\Table_Cache_Store;
use Boudoir\Commerce\Woo_Catalogue;
use Boudoir\Plugin;

/**
 * Product views cached per product and price context; dropped when the product, its parent or its
 * variations change, by WordPress or by WooCommerce's actions.
 *
 * "Next request" (next_request()) empties WordPress's object cache but what the store keeps between
 * requests, while WordPress's own groups are cold (the worst case for queries).
 */
abstract class Product_Cache_Test_Case extends Rest_Test_Case {

	protected Woo_Catalogue $catalogue;

	/** Whether the site has a persistent object cache (wp_using_ext_object_cache()) before the test. */
	private bool $had_object_cache = false;

	/**
	 * Whether this run has a persistent object cache (Product_Cache keeps views in it) or none (in the table).
	 */
	abstract protected function persistent_object_cache(): bool;

	/**
	 * The queries a read of cached views takes, whatever their number: none with a persistent object cache;
	 * one when the store is the table (the views and their stamps together). A view carries its post's status.
	 */
	abstract protected function warm_queries(): int;

	/**
	 * The adapter, in euros.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->had_object_cache = (bool) wp_using_ext_object_cache( $this->persistent_object_cache() );
		$this->catalogue = new Woo_Catalogue();
		update_option( 'woocommerce_currency', 'EUR' );
		update_option( 'woocommerce_currency_pos', 'left' );
		update_option( 'woocommerce_price_num_decimals', '2' );
	}

	/**
	 * The site as it was.
	 */
	protected function tear_down(): void {
		wp_using_ext_object_cache( $this->had_object_cache );
		parent::tear_down();
	}

	/**
	 * A new request: WordPress's object cache is empty but for Boudoir's views when it is persistent.
	 */
	protected function next_request(): void {
		global $wp_object_cache;
		$views = $this->persistent_object_cache() ? ( $wp_object_cache->cache[ Product_Cache::GROUP ] ?? array() ) : array();
		wp_cache_flush();
		foreach ( $views as $key => $value ) {
			wp_cache_set( (string) $key, $value, Product_Cache::GROUP );
		}
		$this->boot();
	}

	/**
	 * A request with no view cached anywhere and WordPress's object cache empty.
	 */
	protected function cold_start(): void {
		global $wpdb;
		if ( ! $this->persistent_object_cache() ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', ( new Table_Cache_Store() )->table() ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- emptying the cache table.
		}
		wp_cache_flush();
	}

	/**
	 * An earlier request read these products: WooCommerce's own persistent caches are warm, as on a
	 * shop that served a page since they changed (WooCommerce 10.0 caches its category counts, the
	 * wc_term_counts transient, the first time a product's categories are read after a change), so a
	 * cold_start() after it counts the views' queries and writes alone.
	 *
	 * @param list<int> $ids Product ids.
	 */
	protected function after_an_earlier_request( array $ids ): void {
		$this->catalogue->find_products( $ids );
	}

	/**
	 * What WordPress reads while it boots, before any route runs: the autoloaded options.
	 */
	protected function boot(): void {
		wp_load_alloptions();
	}

	/**
	 * Products read as the REST shapes read them, and the queries it took.
	 *
	 * @param list<int> $ids Product ids.
	 * @return array{0:array<int,Product>,1:int}
	 */
	protected function read( array $ids ): array {
		$products = array();
		$queries  = $this->count_queries(
			function () use ( $ids, &$products ): void {
				$products = $this->catalogue->find_products( $ids );
			}
		);
		return array( $products, $queries );
	}

	/**
	 * Simple products.
	 *
	 * @param int $count How many.
	 * @return list<int>
	 */
	protected function products( int $count ): array {
		$ids = array();
		for ( $n = 1; $n <= $count; $n++ ) {
			$ids[] = $this->product( 'Bench product ' . $n, '19.00', 5 );
		}
		return $ids;
	}

	public function test_a_product_read_twice_in_one_request_is_read_from_woocommerce_once(): void {
		$ids = $this->products( 3 );
		$this->cold_start();
		list( $first, $cold ) = $this->read( $ids );
		list( $again, $warm ) = $this->read( $ids );

		$this->assertGreaterThan( 0, $cold );
		$this->assertSame( 0, $warm, 'The second read is served from memory.' );
		$this->assertSame( array_keys( $first ), array_keys( $again ) );
		foreach ( $ids as $id ) {
			$this->assertSame( $first[ $id ]->price_html, $again[ $id ]->price_html );
			$this->assertSame( 5, $again[ $id ]->stock_quantity );
			$this->assertSame( 19.0, $again[ $id ]->price );
		}
	}

	public function test_cached_views_cost_one_query_whatever_their_number(): void {
		$ids = $this->products( 50 );
		$this->after_an_earlier_request( $ids );
		$this->cold_start();
		$this->boot();
		list( , $cold_one ) = $this->read( array( $ids[0] ) );
		$this->cold_start();
		$this->boot();
		list( , $cold_many ) = $this->read( $ids );
		$this->next_request();
		list( $one, $warm_one ) = $this->read( array( $ids[0] ) );
		$this->next_request();
		list( $many, $warm_many ) = $this->read( $ids );

		$this->assertSame( $cold_one, $cold_many, 'Without views: the same queries for 1 and 50 products.' );
		$this->assertSame( $this->warm_queries(), $warm_one, 'With views: only the views and their stamps, from the table.' );
		$this->assertSame( $this->warm_queries(), $warm_many, 'With views: as many queries for 50 products as for 1.' );
		fwrite( STDERR, "\n[queries] " . static::class . " find_products: without views 1 → {$cold_one}, 50 → {$cold_many}; with views 1 → {$warm_one}, 50 → {$warm_many}\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
		$this->assertLessThan( $cold_many, $warm_many );
		$this->assertCount( 1, $one );
		$this->assertCount( 50, $many );
		$this->assertSame( $ids, array_keys( $many ), 'In the order asked.' );
	}

	public function test_a_cached_view_equals_the_one_read_from_woocommerce(): void {
		$id = $this->product( 'Margaux lace brief', '49.90', 3 );
		$on_sale = wc_get_product( $id );
		$on_sale->set_sale_price( '39.90' );
		$on_sale->save();
		$this->cold_start();
		$fresh = $this->catalogue->find_product( $id );
		$this->next_request();
		$cached = $this->catalogue->find_product( $id );

		$this->assertInstanceOf( Product::class, $cached );
		foreach ( array( 'id', 'parent_id', 'type', 'name', 'permalink', 'image_id', 'price_html', 'price', 'regular_price', 'sale_price', 'currency', 'stock_status', 'stock_quantity', 'purchasable', 'min_purchase_quantity', 'max_purchase_quantity', 'attributes', 'variation_ids' ) as $field ) {
			$this->assertSame( $fresh->$field, $cached->$field, $field );
		}
		$this->assertSame( 39.9, $cached->sale_price );
		$this->assertSame( $fresh->image_html( 'thumbnail' ), $cached->image_html( 'thumbnail' ), 'The image is still rendered by the shop (its placeholder).' );
		$this->assertNotSame( '', $cached->image_html( 'thumbnail' ) );
	}

	public function test_a_price_change_saved_by_woocommerce_shows_at_once(): void {
		$id = $this->product( 'Margaux lace brief', '49.90' );
		$this->catalogue->find_product( $id );
		$this->next_request();
		$product = wc_get_product( $id );
		$product->set_regular_price( '29.90' );
		$product->save();
		$this->next_request();

		$view = $this->catalogue->find_product( $id );
		$this->assertSame( 29.9, $view->price );
		$this->assertStringContainsString( '29.90', $view->price_html );
		$this->assertStringNotContainsString( '49.90', $view->price_html );
	}

	public function test_a_price_written_straight_to_the_meta_shows_at_once(): void {
		$id = $this->product( 'Margaux lace brief', '49.90' );
		$this->catalogue->find_product( $id );
		update_post_meta( $id, '_regular_price', '24.50' );
		update_post_meta( $id, '_price', '24.50' );
		$this->next_request();

		$this->assertSame( 24.5, $this->catalogue->find_product( $id )->price );
	}

	public function test_a_stock_change_shows_at_once(): void {
		$id = $this->product( 'Margaux lace brief', '49.90', 4 );
		$this->assertSame( 4, $this->catalogue->find_product( $id )->stock_quantity );
		$this->next_request();
		wc_update_product_stock( $id, 4, 'decrease' );
		$this->next_request();

		$view = $this->catalogue->find_product( $id );
		$this->assertSame( 0, $view->stock_quantity );
		$this->assertSame( Product::OUT_OF_STOCK, $view->stock_status );
	}

	public function test_woocommerce_stock_actions_drop_a_view_whose_meta_changed_behind_wordpress(): void {
		global $wpdb;
		$id = $this->product( 'Margaux lace brief', '49.90', 4 );
		$this->catalogue->find_product( $id );
		// As WC_Product_Data_Store_CPT::update_product_stock(): SQL, then the meta cache.
		$write = static function ( string $stock ) use ( $wpdb, $id ): void {
			$wpdb->update( $wpdb->postmeta, array( 'meta_value' => $stock ), array( 'post_id' => $id, 'meta_key' => '_stock' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.SlowDBQuery
			wp_cache_delete( $id, 'post_meta' );
		};
		$write( '2' );
		$this->next_request();
		$this->assertSame( 4, $this->catalogue->find_product( $id )->stock_quantity, 'Nobody said: the view stays (this is a cache).' );

		do_action( 'woocommerce_product_set_stock', wc_get_product( $id ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's action.
		$this->next_request();
		$this->assertSame( 2, $this->catalogue->find_product( $id )->stock_quantity );

		$write( '1' );
		do_action( 'woocommerce_product_set_stock_status', $id, 'instock', wc_get_product( $id ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's action.
		$this->next_request();
		$this->assertSame( 1, $this->catalogue->find_product( $id )->stock_quantity );

		$write( '0' );
		do_action( 'woocommerce_delete_product_transients', $id ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's action.
		$this->next_request();
		$this->assertSame( 0, $this->catalogue->find_product( $id )->stock_quantity );
	}

	public function test_woocommerce_clearing_every_product_drops_every_view(): void {
		$ids = $this->products( 2 );
		$this->catalogue->find_products( $ids );
		$this->next_request();
		list( , $warm ) = $this->read( $ids );
		do_action( 'woocommerce_delete_product_transients', 0 ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's action ("all products").
		$this->next_request();
		list( , $after ) = $this->read( $ids );

		$this->assertSame( $this->warm_queries(), $warm );
		$this->assertGreaterThan( $this->warm_queries(), $after );
	}

	public function test_a_trashed_product_is_gone_at_once(): void {
		$id = $this->product();
		$this->catalogue->find_product( $id );
		$this->next_request();
		wp_trash_post( $id );
		$this->next_request();

		$this->assertNull( $this->catalogue->find_product( $id ) );
	}

	public function test_a_product_or_its_parent_made_a_draft_is_hidden_at_once(): void {
		$simple = $this->product();
		$ids    = $this->variable_product();
		$this->catalogue->find_products( array( $simple, $ids['parent'], $ids['a'] ) );
		$this->next_request();
		$views = $this->catalogue->find_products( array( $simple, $ids['a'] ) );
		$this->assertTrue( $views[ $simple ]->is_visible() );
		$this->assertTrue( $views[ $ids['a'] ]->is_visible() );

		wp_update_post(
			array(
				'ID'          => $simple,
				'post_status' => 'draft',
			)
		);
		$parent = wc_get_product( $ids['parent'] );
		$parent->set_status( 'draft' );
		$parent->save();
		$this->next_request();

		$views = $this->catalogue->find_products( array( $simple, $ids['a'] ) );
		$this->assertSame( 'draft', $views[ $simple ]->status );
		$this->assertFalse( $views[ $simple ]->is_visible() );
		$this->assertSame( 'draft', $views[ $ids['a'] ]->parent_status );
		$this->assertFalse( $views[ $ids['a'] ]->is_visible(), 'A variation of a draft is hidden.' );
	}

	public function test_a_variation_price_change_updates_its_variable_product_too(): void {
		$ids = $this->variable_product();
		$this->catalogue->find_products( array( $ids['parent'], $ids['a'], $ids['b'] ) );
		$this->next_request();
		$this->assertStringContainsString( '62.00', $this->catalogue->find_product( $ids['parent'] )->price_html );

		$variation = wc_get_product( $ids['a'] );
		$variation->set_regular_price( '48' );
		$variation->save();
		$this->next_request();

		$views = $this->catalogue->find_products( array( $ids['parent'], $ids['a'], $ids['b'] ) );
		$this->assertSame( 48.0, $views[ $ids['a'] ]->price );
		$this->assertSame( 62.0, $views[ $ids['b'] ]->price );
		$this->assertStringContainsString( '48.00', $views[ $ids['parent'] ]->price_html, 'The range starts at the new price.' );
	}

	public function test_a_change_to_the_variable_product_drops_its_variations_views(): void {
		$ids = $this->variable_product();
		$this->catalogue->find_product( $ids['a'] );
		$this->next_request();
		list( , $warm ) = $this->read( array( $ids['a'] ) );
		$parent = wc_get_product( $ids['parent'] );
		$parent->set_status( 'draft' );
		$parent->save();
		$this->next_request();
		list( , $after ) = $this->read( array( $ids['a'] ) );

		// Read without its product, a variation's view needs its product's stamp in a second read of the store.
		$this->assertLessThanOrEqual( $this->warm_queries() + 1, $warm );
		$this->assertGreaterThan( $warm + 1, $after, 'Read from the shop again.' );
	}

	public function test_views_are_kept_per_currency(): void {
		$id = $this->product( 'Margaux lace brief', '49.90' );
		$euros = $this->catalogue->find_product( $id );
		update_option( 'woocommerce_currency', 'USD' );
		$this->next_request();
		$dollars = $this->catalogue->find_product( $id );
		update_option( 'woocommerce_currency', 'EUR' );
		$this->next_request();
		list( $again, $queries ) = $this->read( array( $id ) );

		$this->assertSame( 'EUR', $euros->currency );
		$this->assertSame( 'USD', $dollars->currency );
		$this->assertStringContainsString( '&#36;', $dollars->price_html );
		$this->assertStringNotContainsString( '&euro;', $dollars->price_html );
		$this->assertSame( $euros->price_html, $again[ $id ]->price_html );
		$this->assertSame( $this->warm_queries(), $queries, 'The euro view is still cached.' );
	}

	public function test_views_are_kept_per_tax_display_and_per_filtered_context(): void {
		$id = $this->product();
		$this->catalogue->find_product( $id );
		$this->next_request();
		update_option( 'woocommerce_tax_display_shop', 'incl' );
		list( , $taxes_off ) = $this->read( array( $id ) );
		// As WooCommerce installs them (autoloaded).
		update_option( 'woocommerce_calc_taxes', 'yes' );
		update_option( 'woocommerce_prices_include_tax', 'no' );
		update_option( 'woocommerce_price_display_suffix', '' );
		update_option( 'woocommerce_tax_display_shop', 'excl' );
		$this->catalogue->find_product( $id );
		$this->next_request();
		list( , $same_display ) = $this->read( array( $id ) );
		update_option( 'woocommerce_tax_display_shop', 'incl' );
		list( , $other_display ) = $this->read( array( $id ) );
		$this->next_request();
		$role = static fn ( array $context ): array => $context + array( 'role' => 'wholesale' );
		add_filter( 'boudoir_product_cache_context', $role );
		list( , $other_context ) = $this->read( array( $id ) );

		$this->assertSame( $this->warm_queries(), $taxes_off, 'Without taxes the display setting changes no price.' );
		$this->assertSame( $this->warm_queries(), $same_display );
		$this->assertGreaterThan( $this->warm_queries(), $other_display );
		$this->assertGreaterThan( $this->warm_queries(), $other_context );
	}

	public function test_views_follow_a_move_of_the_site_to_another_address(): void {
		$id     = $this->product( 'Margaux lace brief', '49.90' );
		$old    = home_url( '/' );
		$before = $this->catalogue->find_product( $id );
		$this->next_request();
		// A staging copy goes live on another domain, over https (after wp-config's WP_HOME, which the dev site defines).
		$moved = static fn (): string => 'https://shop.example';
		add_filter( 'option_home', $moved, 20 );
		add_filter( 'option_siteurl', $moved, 20 );
		list( $after ) = $this->read( array( $id ) );

		$this->assertStringStartsWith( $old, $before->permalink );
		$this->assertStringStartsWith( 'https://shop.example/', $after[ $id ]->permalink );
	}

	public function test_a_view_whose_stamp_the_cache_evicted_is_read_again(): void {
		global $wpdb;
		$id = $this->product( 'Margaux lace brief', '49.90' );
		$this->catalogue->find_product( $id );
		// Changed behind everyone's back (no action), but the cache evicted the stamp meanwhile.
		$wpdb->update( $wpdb->postmeta, array( 'meta_value' => '9' ), array( 'post_id' => $id, 'meta_key' => '_price' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.SlowDBQuery
		wp_cache_delete( $id, 'post_meta' );
		Product_Cache::store()->delete( 'stamp:' . $id );
		$this->next_request();

		$this->assertSame( 9.0, $this->catalogue->find_product( $id )->price );
	}

	public function test_the_wishlist_items_route_reads_50_items_in_as_many_queries_as_1(): void {
		$owner = $this->as_user();
		$one   = $this->make_list( $owner, 'private', 'One' );
		$fifty = $this->make_list( $owner, 'private', 'Fifty' );
		$ids   = $this->products( 50 );
		$this->put( $one, $ids[0] );
		foreach ( $ids as $id ) {
			$this->put( $fifty, $id );
		}
		// A request builds WordPress's REST server before any route runs (rest_api_init, where WooCommerce
		// registers its own routes and reads its settings): built first, so each count is the route's alone.
		rest_get_server();
		$count = function ( string $token ): int {
			return $this->count_queries(
				function () use ( $token ): void {
					$answer = $this->call( 'GET', '/wishlists/' . $token . '/items', array( 'per_page' => 50 ) );
					$this->assertSame( 200, $answer['status'] );
				}
			);
		};
		$this->cold_start();
		$cold_one = $count( $one->token );
		$this->next_request();
		$warm_one = $count( $one->token );
		$this->cold_start();
		$cold_fifty = $count( $fifty->token );
		$this->next_request();
		$warm_fifty = $count( $fifty->token );

		$this->assertSame( $warm_one, $warm_fifty );
		$this->assertSame( $cold_one, $cold_fifty );
		$this->assertLessThan( $cold_fifty, $warm_fifty );
		fwrite( STDERR, "\n[queries] GET items with cached views: 1 → {$warm_one}, 50 → {$warm_fifty} (without: {$cold_fifty})\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
	}

	public function test_the_plugin_listens_for_product_changes(): void {
		Plugin::instance()->detect_commerce();
		foreach ( array( 'woocommerce_update_product', 'woocommerce_update_product_variation', 'woocommerce_product_set_stock', 'woocommerce_variation_set_stock_status', 'woocommerce_delete_product_transients', 'clean_post_cache', 'updated_post_meta' ) as $action ) {
			$this->assertNotFalse( has_action( $action ), $action );
		}
	}
}
