<?php
/**
 * Where Product_Cache keeps its entries.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * A small key-value store: the four operations Product_Cache needs, each for many keys at once where it reads.
 *
 * Values are strings or arrays of plain data (scalars, null, arrays).
 */
interface Cache_Store {

	/**
	 * The entries that exist and have not expired.
	 *
	 * @param list<string> $keys Keys.
	 * @return array<string,mixed> Key → value; misses left out.
	 */
	public function get_multiple( array $keys ): array;

	/**
	 * Whether an entry may vanish before it expires (an object cache evicts what it has no room for).
	 */
	public function evicts(): bool;

	/**
	 * Stores values that never expire, each only where its key has none.
	 *
	 * @param array<string,string> $entries Key → value.
	 * @return array<string,bool> Key → whether it was stored (false: another value was there first).
	 */
	public function add_multiple( array $entries ): array;

	/**
	 * Stores values, replacing what the keys held.
	 *
	 * @param array<string,mixed> $entries  Key → value.
	 * @param int                 $lifetime Seconds they are kept; 0: until deleted.
	 */
	public function set_multiple( array $entries, int $lifetime ): void;

	/**
	 * Removes an entry.
	 *
	 * @param string $key Key.
	 */
	public function delete( string $key ): void;
}
