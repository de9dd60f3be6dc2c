<?php
/**
 * Product_Cache with a persistent object cache (Redis Object Cache, Memcached…).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

require_once __DIR__ . '/class-product-cache-test-case.php';

use Boudoir\Commerce\Object_Cache_Store;
use Boudoir\Commerce\Product_Cache;

/**
 * Views in the object cache: no table, no query but the posts'.
 */
final class Product_Cache_Test extends Product_Cache_Test_Case {

	/** With a persistent object cache. */
	protected function persistent_object_cache(): bool {
		return true;
	}

	/** None: the views and their stamps are read from the object cache. */
	protected function warm_queries(): int {
		return 0;
	}

	public function test_views_go_to_the_object_cache_and_not_to_the_table(): void {
		global $wpdb;
		$this->assertInstanceOf( Object_Cache_Store::class, Product_Cache::store() );
		$id = $this->product( 'Margaux lace brief', '49.90' );
		$this->cold_start();
		$queries = array();
		$record  = static function ( $query ) use ( &$queries ) {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $record );
		$this->catalogue->find_product( $id );
		remove_filter( 'query', $record );

		$this->assertSame( array(), preg_grep( '/boudoir_product_cache/', $queries ) );
		$this->assertNotFalse( wp_cache_get( 'stamp:' . $id, Product_Cache::GROUP ) );
		$this->assertNotEmpty( $wpdb->prefix );
	}
}
