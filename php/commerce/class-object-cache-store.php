<?php
/**
 * Product_Cache's entries in a persistent object cache.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The object cache (Redis Object Cache, Memcached…), group Product_Cache::GROUP.
 */
final class Object_Cache_Store implements Cache_Store {

	/**
	 * The entries that exist (the cache expires them itself).
	 *
	 * @param list<string> $keys Keys.
	 * @return array<string,mixed>
	 */
	public function get_multiple( array $keys ): array {
		$found = $keys ? wp_cache_get_multiple( $keys, Product_Cache::GROUP ) : array();
		return array_filter( $found, static fn ( mixed $value ): bool => false !== $value );
	}

	/**
	 * An object cache evicts entries when it is full.
	 */
	public function evicts(): bool {
		return true;
	}

	/**
	 * Stores values where their keys have none.
	 *
	 * @param array<string,string> $entries Key → value.
	 * @return array<string,bool>
	 */
	public function add_multiple( array $entries ): array {
		return $entries ? wp_cache_add_multiple( $entries, Product_Cache::GROUP ) : array();
	}

	/**
	 * Stores values.
	 *
	 * @param array<string,mixed> $entries  Key → value.
	 * @param int                 $lifetime Seconds; 0: until deleted.
	 */
	public function set_multiple( array $entries, int $lifetime ): void {
		wp_cache_set_multiple( $entries, Product_Cache::GROUP, $lifetime );
	}

	/**
	 * Removes an entry.
	 *
	 * @param string $key Key.
	 */
	public function delete( string $key ): void {
		wp_cache_delete( $key, Product_Cache::GROUP );
	}
}
