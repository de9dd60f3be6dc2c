<?php
/**
 * Product_Cache without a persistent object cache: views in `{prefix}boudoir_product_cache`.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

require_once __DIR__ . '/class-product-cache-test-case.php';

use Boudoir\Commerce\Product_Cache;
use Boudoir\Commerce\Table_Cache_Store;
use Boudoir\Commerce\Woo_Product_Changes;
use Boudoir\Wishlist\Expiry;

/**
 * Views in the table: a page of them in three queries (posts, views, stamps), whatever its length.
 */
final class Product_Cache_Table_Test extends Product_Cache_Test_Case {

	/** Without a persistent object cache. */
	protected function persistent_object_cache(): bool {
		return false;
	}

	/** The views and their stamps, in one query. */
	protected function warm_queries(): int {
		return 1;
	}

	/**
	 * Queries run while a callback runs.
	 *
	 * @param callable $callback What to run.
	 * @return list<string>
	 */
	private function queries_of( callable $callback ): array {
		$queries = array();
		$record  = static function ( $query ) use ( &$queries ) {
			$queries[] = (string) $query;
			return $query;
		};
		add_filter( 'query', $record );
		$callback();
		remove_filter( 'query', $record );
		return $queries;
	}

	public function test_views_outlive_the_request_in_the_table(): void {
		$this->assertInstanceOf( Table_Cache_Store::class, Product_Cache::store() );
		$ids = $this->products( 20 );
		$this->after_an_earlier_request( $ids );
		$this->cold_start();
		$writes = preg_grep( '/^\s*(INSERT|UPDATE|DELETE|REPLACE)/i', $this->queries_of( fn () => $this->catalogue->find_products( $ids ) ) );
		$this->assertCount( 1, $writes, 'One INSERT for the views of 20 products; no stamp to make.' );

		$this->next_request();
		list( $views, $queries ) = $this->read( $ids );
		$this->assertSame( 1, $queries );
		$this->assertSame( $ids, array_keys( $views ) );
	}

	public function test_an_expired_view_is_read_again_and_purged_daily(): void {
		global $wpdb;
		$store = new Table_Cache_Store();
		$id    = $this->product( 'Margaux lace brief', '49.90' );
		$this->catalogue->find_product( $id );
		// Changed behind everyone's back; the view expired meanwhile.
		$wpdb->update( $wpdb->postmeta, array( 'meta_value' => '9' ), array( 'post_id' => $id, 'meta_key' => '_price' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.SlowDBQuery
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET expires_at = %d WHERE cache_key LIKE %s', $store->table(), time() - 1, 'view:%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->next_request();
		$this->assertSame( 9.0, $this->catalogue->find_product( $id )->price );

		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET expires_at = %d WHERE cache_key LIKE %s', $store->table(), time() - 1, 'view:%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		Woo_Product_Changes::listen();
		$this->assertNotFalse( has_action( Expiry::HOOK, array( Product_Cache::class, 'purge' ) ), 'Purged with the daily clean-up.' );
		Product_Cache::purge();
		$left = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE cache_key LIKE %s', $store->table(), 'view:%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertSame( 0, $left, 'The expired view is deleted.' );
		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE cache_key = %s', $store->table(), 'stamp:' . $id ) ), 'Stamps never expire.' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	public function test_a_stamp_another_request_stored_first_wins(): void {
		$store = new Table_Cache_Store();
		$this->assertSame( array( 'stamp:1' => true ), $store->add_multiple( array( 'stamp:1' => 'mine' ) ) );
		wp_cache_flush();
		$this->assertSame(
			array(
				'stamp:1' => false,
				'stamp:2' => true,
			),
			$store->add_multiple(
				array(
					'stamp:1' => 'theirs',
					'stamp:2' => 'new',
				)
			)
		);
		$this->assertSame(
			array(
				'stamp:1' => 'mine',
				'stamp:2' => 'new',
			),
			$store->get_multiple( array( 'stamp:1', 'stamp:2', 'stamp:3' ) )
		);
	}

	public function test_changes_to_posts_that_are_not_products_cost_no_query(): void {
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'About',
				'post_status' => 'publish',
			)
		);
		$this->assertSame( array(), preg_grep( '/boudoir_product_cache/', $this->queries_of( static fn () => update_post_meta( $page, '_edit_lock', '1:1' ) ) ) );
		$product = $this->product();
		$this->assertNotEmpty( preg_grep( '/^\s*INSERT .*boudoir_product_cache/i', $this->queries_of( static fn () => update_post_meta( $product, '_price', '12' ) ) ), 'A new stamp for the product.' );
	}
}
