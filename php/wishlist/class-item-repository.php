<?php
/**
 * Storage of wishlist items.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}boudoir_wishlist_items`: its DDL, and the queries on its rows by list; a list's order is
 * Item_Positions' (given by this repository), an owner's items across lists Saved_Items'.
 *
 * Invariants kept here: one row per (list, product, variation, choice of the variation's
 * "any" values), enforced by a unique key so concurrent adds cannot duplicate; positions 0..n-1 per list after
 * every add, removal and move. Ownership is the caller's job (Wishlist::is_owned_by()).
 */
final class Item_Repository {

	/** Table name without the site's prefix. */
	public const TABLE = 'boudoir_wishlist_items';

	/** Columns every read selects, in one place. */
	private const COLUMNS = 'id, wishlist_id, product_id, variation_id, quantity, position, price, currency, added_at, variation, variation_key';

	/** The unique key before items kept their chosen attribute values (installer migration 4 drops it). */
	public const OLD_UNIQUE_KEY = 'wishlist_product';

	/** A quantity no shopper means; keeps the unsigned INT column in range. */
	public const MAX_QUANTITY = 9999;

	/** Added to merged positions so they sort after the destination's own items until renumbered. */
	private const MAX_POSITION_OFFSET = 1000000;

	/**
	 * The positions, built on first use.
	 *
	 * @var ?Item_Positions
	 */
	private ?Item_Positions $positions = null;

	/**
	 * A repository.
	 *
	 * Each method that queries reads the connection into a local `$wpdb`, so the WPCS
	 * database sniffs recognise it and check the SQL (table names go through `%i`).
	 *
	 * @param \wpdb             $db     The database.
	 * @param Price_Source|null $prices Where the price when added comes from; none records no price.
	 */
	public function __construct( private readonly \wpdb $db, private readonly ?Price_Source $prices = null ) {
	}

	/**
	 * The order of the lists' items (positions 0..n-1, under the list's lock).
	 */
	public function positions(): Item_Positions {
		return $this->positions ??= new Item_Positions( $this->db );
	}

	/**
	 * The table's full name; read per call so switch_to_blog() is honoured.
	 */
	public function table(): string {
		return $this->db->prefix . self::TABLE;
	}

	/**
	 * CREATE TABLE for dbDelta (its format: two spaces after PRIMARY KEY, KEY not INDEX).
	 *
	 * The variation_id is 0, never NULL, for simple products: NULLs would slip through the unique key.
	 * `variation` holds the variation's attribute values as a JSON object (`{"attribute_pa_color":"blush"}`),
	 * '' when there are none (NULL on rows saved before version 4); `variation_key` is '' unless the variation has "any" attributes, then
	 * the hash of their chosen values (Chosen_Variation::key()), so the unique key can tell them apart.
	 */
	public function schema(): string {
		return "CREATE TABLE {$this->table()} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  wishlist_id bigint(20) unsigned NOT NULL,
  product_id bigint(20) unsigned NOT NULL,
  variation_id bigint(20) unsigned NOT NULL DEFAULT 0,
  quantity int(10) unsigned NOT NULL DEFAULT 1,
  position int(10) unsigned NOT NULL DEFAULT 0,
  price decimal(19,4) DEFAULT NULL,
  currency char(3) NOT NULL DEFAULT '',
  added_at datetime NOT NULL,
  variation longtext DEFAULT NULL,
  variation_key char(32) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  UNIQUE KEY wishlist_item (wishlist_id,product_id,variation_id,variation_key),
  KEY wishlist_position (wishlist_id,position),
  KEY product_id (product_id)
) {$this->db->get_charset_collate()};\n";
	}

	/**
	 * Drops an index of the table if it is there (for the installer's migrations: dbDelta never drops one).
	 *
	 * @param string $name The index.
	 * @return bool Whether it was dropped.
	 */
	public function drop_index( string $name ): bool {
		$wpdb = $this->db;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table's schema; no WordPress API covers it.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SHOW INDEX FROM %i', $this->table() ), ARRAY_A );
		if ( ! in_array( $name, array_column( $rows, 'Key_name' ), true ) ) {
			return false;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange -- a migration of the plugin's own table.
		return false !== $wpdb->query( $wpdb->prepare( 'ALTER TABLE %i DROP INDEX %i', $this->table(), $name ) );
	}

	/**
	 * Adds a product (or variation) at the end of a list, or finds it already there.
	 *
	 * One INSERT IGNORE against the unique key decides, so two requests racing
	 * cannot both insert: the loser gets `exists`. The position is computed in the
	 * same statement. INSERT IGNORE rather than catching the duplicate-key error
	 * because on SQLite a failed statement rolls back the surrounding transaction.
	 *
	 * @param int                   $wishlist_id  The list (its ownership already checked).
	 * @param int                   $product_id   The product.
	 * @param int                   $variation_id The variation, or 0.
	 * @param int                   $quantity     1..MAX_QUANTITY.
	 * @param Chosen_Variation|null $choice       The variation's attribute values, checked; null for none.
	 * @return Add_Result|null Null when a parallel request took it off before it was read back.
	 * @throws \RuntimeException When the database refused the write.
	 */
	public function add( int $wishlist_id, int $product_id, int $variation_id = 0, int $quantity = 1, ?Chosen_Variation $choice = null ): ?Add_Result {
		$price = $this->prices?->price( $product_id, $variation_id );
		return $this->insert( $wishlist_id, $product_id, $variation_id, $quantity, $price, gmdate( 'Y-m-d H:i:s' ), $choice?->attributes ?? array(), $choice?->key() ?? '' );
	}

	/**
	 * One item by id, or null.
	 *
	 * @param int $item_id Row id.
	 */
	public function get( int $item_id ): ?Wishlist_Item {
		$wpdb = $this->db;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$row = $wpdb->get_row(
			$wpdb->prepare( 'SELECT ' . self::COLUMNS . ' FROM %i WHERE id = %d', $this->table(), $item_id ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- self::COLUMNS is a constant list of column names.
			ARRAY_A
		);
		return $row ? Wishlist_Item::from_row( $row ) : null;
	}

	/**
	 * The item of a product (and variation, with a choice of its "any" values) on a list, or null.
	 *
	 * @param int    $wishlist_id   The list.
	 * @param int    $product_id    The product.
	 * @param int    $variation_id  The variation, or 0.
	 * @param string $variation_key The choice's key (Chosen_Variation::key()); '' for none.
	 */
	public function find( int $wishlist_id, int $product_id, int $variation_id = 0, string $variation_key = '' ): ?Wishlist_Item {
		$wpdb = $this->db;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$row = $wpdb->get_row(
			$wpdb->prepare( 'SELECT ' . self::COLUMNS . ' FROM %i WHERE wishlist_id = %d AND product_id = %d AND variation_id = %d AND variation_key = %s', $this->table(), $wishlist_id, $product_id, $variation_id, $variation_key ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- self::COLUMNS is a constant list of column names.
			ARRAY_A
		);
		return $row ? Wishlist_Item::from_row( $row ) : null;
	}

	/**
	 * A list's items in order: one query whatever their number.
	 *
	 * @param int $wishlist_id The list.
	 * @return list<Wishlist_Item>
	 */
	public function for_wishlist( int $wishlist_id ): array {
		return $this->for_wishlists( array( $wishlist_id ) )[ $wishlist_id ];
	}

	/**
	 * Several lists' items in one query, by list id (every id present, maybe empty).
	 *
	 * @param list<int> $wishlist_ids Lists.
	 * @return array<int,list<Wishlist_Item>>
	 */
	public function for_wishlists( array $wishlist_ids ): array {
		$ids     = self::ids( $wishlist_ids );
		$by_list = array_fill_keys( $ids, array() );
		if ( ! $ids ) {
			return $by_list;
		}
		$wpdb = $this->db;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT ' . self::COLUMNS . ' FROM %i WHERE wishlist_id IN (' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ') ORDER BY wishlist_id, position, id', // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- self::COLUMNS is a constant list of column names.
				array_merge( array( $this->table() ), $ids )
			),
			ARRAY_A
		);
		foreach ( (array) $rows as $row ) {
			$by_list[ (int) $row['wishlist_id'] ][] = Wishlist_Item::from_row( $row );
		}
		return $by_list;
	}

	/**
	 * How many items each list holds, in one query (for list overviews that show counts only).
	 *
	 * @param list<int> $wishlist_ids Lists.
	 * @return array<int,int>
	 */
	public function counts( array $wishlist_ids ): array {
		$ids    = self::ids( $wishlist_ids );
		$counts = array_fill_keys( $ids, 0 );
		if ( ! $ids ) {
			return $counts;
		}
		$wpdb = $this->db;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT wishlist_id, COUNT(*) AS items FROM %i WHERE wishlist_id IN (' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ') GROUP BY wishlist_id',
				array_merge( array( $this->table() ), $ids )
			),
			ARRAY_A
		);
		foreach ( (array) $rows as $row ) {
			$counts[ (int) $row['wishlist_id'] ] = (int) $row['items'];
		}
		return $counts;
	}

	/**
	 * Changes an item's quantity.
	 *
	 * @param int $item_id  Row id.
	 * @param int $quantity 1..MAX_QUANTITY.
	 */
	public function set_quantity( int $item_id, int $quantity ): bool {
		$wpdb = $this->db;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		return false !== $wpdb->query( $wpdb->prepare( 'UPDATE %i SET quantity = %d WHERE id = %d', $this->table(), self::quantity( $quantity ), $item_id ) );
	}

	/**
	 * Removes an item and closes the gap it leaves.
	 *
	 * @param int $wishlist_id The list it must be on (so an id from another list removes nothing).
	 * @param int $item_id     Row id.
	 */
	public function remove( int $wishlist_id, int $item_id ): bool {
		$wpdb = $this->db;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$deleted = $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE id = %d AND wishlist_id = %d', $this->table(), $item_id, $wishlist_id ) );
		if ( ! $deleted ) {
			return false;
		}
		$this->positions()->renumber( $wishlist_id );
		return true;
	}

	/**
	 * Moves or copies an item to another list; on that list it is added at the end, or `exists`.
	 *
	 * The price when added and the chosen attribute values travel with it: it is still what the shopper saw and chose.
	 *
	 * A move is atomic: with its list locked, the item is first taken off it, and added to the
	 * destination only when that took it; both in one transaction. Two moves of one item at once
	 * (to lists A and B) leave it on one list, the first's: the second finds it gone (null). A
	 * failed insert rolls the removal back, so the item is never on two lists and never on none.
	 *
	 * @param Wishlist_Item $item           The item.
	 * @param int           $to_wishlist_id The destination (its ownership already checked).
	 * @param bool          $keep_source    True to copy, false to move.
	 * @return Add_Result|null Null when a move found the item gone, or the new one went before it was read.
	 */
	public function transfer( Wishlist_Item $item, int $to_wishlist_id, bool $keep_source ): ?Add_Result {
		$insert = fn (): ?Add_Result => $this->insert( $to_wishlist_id, $item->product_id, $item->variation_id, $item->quantity, $item->price_when_added(), $item->added_at->format( 'Y-m-d H:i:s' ), $item->variation, $item->variation_key );
		if ( $keep_source || $to_wishlist_id === $item->wishlist_id ) {
			return $insert();
		}
		return $this->positions()->with_list_locked(
			$item->wishlist_id,
			function () use ( $item, $insert ): ?Add_Result {
				$wpdb = $this->db;
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
				$taken = $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE id = %d AND wishlist_id = %d', $this->table(), $item->id, $item->wishlist_id ) );
				if ( false === $taken ) {
					throw new \RuntimeException( 'The wishlist item could not be taken off its list: ' . esc_html( $wpdb->last_error ) );
				}
				if ( 1 !== (int) $taken ) {
					return null;
				}
				$result = $insert();
				$this->positions()->renumber( $item->wishlist_id );
				return $result;
			}
		);
	}

	/**
	 * Merges every item of one list into another (the guest's default into the user's).
	 *
	 * New products are appended in their order, keeping quantity, price, date and chosen
	 * attribute values; a product (with the same choice) on both keeps the larger quantity. Then the source list's items are
	 * deleted. Queries: 4 plus one per product on both lists.
	 *
	 * @param int $from_wishlist_id The source.
	 * @param int $to_wishlist_id   The destination.
	 * @return array{added:int,merged:int} Items appended, items whose quantity was reconciled.
	 */
	public function merge_into( int $from_wishlist_id, int $to_wishlist_id ): array {
		$wpdb   = $this->db;
		$table  = $this->table();
		$source = $this->for_wishlist( $from_wishlist_id );
		if ( ! $source ) {
			return array(
				'added'  => 0,
				'merged' => 0,
			);
		}
		// Appended after the destination's last position; renumber() closes the gaps the duplicates leave.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$added  = (int) $wpdb->query(
			$wpdb->prepare(
				'INSERT IGNORE INTO %i (wishlist_id, product_id, variation_id, quantity, position, price, currency, added_at, variation, variation_key)
				SELECT %d, product_id, variation_id, quantity, position + %d, price, currency, added_at, variation, variation_key FROM %i WHERE wishlist_id = %d',
				$table,
				$to_wishlist_id,
				self::MAX_POSITION_OFFSET,
				$table,
				$from_wishlist_id
			)
		);
		$merged = 0;
		if ( $added < count( $source ) ) {
			$target = array();
			foreach ( $this->for_wishlist( $to_wishlist_id ) as $item ) {
				$target[ $item->product_id . ':' . $item->variation_id . ':' . $item->variation_key ] = $item;
			}
			foreach ( $source as $item ) {
				$kept = $target[ $item->product_id . ':' . $item->variation_id . ':' . $item->variation_key ] ?? null;
				if ( null !== $kept && $kept->position < self::MAX_POSITION_OFFSET && $kept->quantity < $item->quantity ) {
					// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
					$wpdb->query( $wpdb->prepare( 'UPDATE %i SET quantity = %d WHERE id = %d AND quantity < %d', $table, $item->quantity, $kept->id, $item->quantity ) );
					++$merged;
				}
			}
		}
		$this->delete_for_wishlists( array( $from_wishlist_id ) );
		$this->positions()->renumber( $to_wishlist_id );
		return array(
			'added'  => $added,
			'merged' => $merged,
		);
	}

	/**
	 * Deletes every item of some lists.
	 *
	 * @param list<int> $wishlist_ids Lists.
	 * @return int Rows deleted.
	 */
	public function delete_for_wishlists( array $wishlist_ids ): int {
		return $this->delete_items_of( $wishlist_ids, false );
	}

	/**
	 * Deletes items of some lists when those lists no longer exist (after expiry raced with a save).
	 *
	 * @param list<int> $wishlist_ids Lists that were just deleted.
	 * @return int Rows deleted.
	 */
	public function delete_orphans( array $wishlist_ids ): int {
		return $this->delete_items_of( $wishlist_ids, true );
	}

	/**
	 * Deletes the items of some lists in one query, or only of those whose list is gone.
	 *
	 * @param list<int> $wishlist_ids Lists.
	 * @param bool      $orphans_only Keep the items of lists that still exist.
	 * @return int Rows deleted.
	 */
	private function delete_items_of( array $wishlist_ids, bool $orphans_only ): int {
		$ids = self::ids( $wishlist_ids );
		if ( ! $ids ) {
			return 0;
		}
		/**
		 * The items of these lists are about to be deleted, or of those of them that are gone when
		 * `$orphans_only`: what the wishlist alerts keep of them goes too.
		 *
		 * @param list<int> $ids          Lists.
		 * @param bool      $orphans_only Only the lists that no longer exist.
		 */
		do_action( 'boudoir_delete_wishlist_items', $ids, $orphans_only );
		$wpdb = $this->db;
		$in   = '(' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')';
		$sql  = 'DELETE FROM %i WHERE wishlist_id IN ' . $in;
		$args = array_merge( array( $this->table() ), $ids );
		if ( $orphans_only ) {
			$sql .= ' AND wishlist_id NOT IN (SELECT id FROM %i WHERE id IN ' . $in . ')';
			$args = array_merge( $args, array( $wpdb->prefix . Wishlist_Repository::TABLE ), $ids );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		return (int) $wpdb->query(
			$wpdb->prepare( $sql, $args ) // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $sql is assembled above from fixed SQL with placeholders only.
		);
	}

	/**
	 * Inserts unless the product is on the list already.
	 *
	 * @param int                  $wishlist_id   The list.
	 * @param int                  $product_id    The product.
	 * @param int                  $variation_id  The variation, or 0.
	 * @param int                  $quantity      Quantity.
	 * @param Price|null           $price         Price when added.
	 * @param string               $added_at      UTC `Y-m-d H:i:s`.
	 * @param array<string,string> $variation     The variation's attribute values; empty for none.
	 * @param string               $variation_key Chosen_Variation::key() of them.
	 * @return Add_Result|null Null when a parallel request took the row off before it was read back.
	 * @throws \InvalidArgumentException For ids below 1 (variation below 0).
	 * @throws \RuntimeException When the database refused the insert.
	 */
	private function insert( int $wishlist_id, int $product_id, int $variation_id, int $quantity, ?Price $price, string $added_at, array $variation = array(), string $variation_key = '' ): ?Add_Result {
		if ( $wishlist_id <= 0 || $product_id <= 0 || $variation_id < 0 ) {
			throw new \InvalidArgumentException( 'An item needs a list, a product and a variation id of 0 or more.' );
		}
		$wpdb     = $this->db;
		$quantity = self::quantity( $quantity );
		// Parallel adds to one list can deadlock this INSERT … SELECT: tried again outside a transaction.
		$json     = $variation ? (string) wp_json_encode( $variation ) : null;
		$inserted = Transaction::retry_on_error( $wpdb, fn () => $this->insert_row( $wishlist_id, $product_id, $variation_id, $quantity, $price, $added_at, $json, $variation_key ) );
		$item     = $this->find( $wishlist_id, $product_id, $variation_id, $variation_key );
		if ( null !== $item ) {
			return new Add_Result( 1 === $inserted, $item );
		}
		if ( false === $inserted ) {
			throw new \RuntimeException( 'The wishlist item could not be stored: ' . esc_html( $wpdb->last_error ) );
		}
		return null; // Stored, then taken off by a parallel request before this read: no storage error.
	}

	/**
	 * One INSERT IGNORE of an item at the end of its list.
	 *
	 * @param int         $wishlist_id   The list.
	 * @param int         $product_id    The product.
	 * @param int         $variation_id  The variation, or 0.
	 * @param int         $quantity      Quantity.
	 * @param Price|null  $price         Price when added.
	 * @param string      $added_at      UTC `Y-m-d H:i:s`.
	 * @param string|null $variation     The attribute values as JSON, or null for none (stored as '').
	 * @param string      $variation_key Their key.
	 * @return int|bool Rows inserted (0 when it was there already), false on a database error.
	 */
	private function insert_row( int $wishlist_id, int $product_id, int $variation_id, int $quantity, ?Price $price, string $added_at, ?string $variation, string $variation_key ): int|bool {
		$wpdb      = $this->db;
		$table     = $this->table();
		$variation = $variation ?? '';
		if ( null === $price ) {
			// prepare() has no NULL placeholder: the statement without a price says NULL itself.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
			$inserted = $wpdb->query(
				$wpdb->prepare(
					'INSERT IGNORE INTO %i (wishlist_id, product_id, variation_id, quantity, position, price, currency, added_at, variation, variation_key)
					SELECT %d, %d, %d, %d, COUNT(*), NULL, %s, %s, %s, %s FROM %i WHERE wishlist_id = %d',
					array( $table, $wishlist_id, $product_id, $variation_id, $quantity, '', $added_at, $variation, $variation_key, $table, $wishlist_id )
				)
			);
		} else {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
			$inserted = $wpdb->query(
				$wpdb->prepare(
					'INSERT IGNORE INTO %i (wishlist_id, product_id, variation_id, quantity, position, price, currency, added_at, variation, variation_key)
					SELECT %d, %d, %d, %d, COUNT(*), %s, %s, %s, %s, %s FROM %i WHERE wishlist_id = %d',
					array( $table, $wishlist_id, $product_id, $variation_id, $quantity, $price->amount, $price->currency, $added_at, $variation, $variation_key, $table, $wishlist_id )
				)
			);
		}
		return $inserted;
	}

	/**
	 * A quantity in range.
	 *
	 * @param int $quantity Requested.
	 */
	private static function quantity( int $quantity ): int {
		return max( 1, min( self::MAX_QUANTITY, $quantity ) );
	}

	/**
	 * Positive integer ids, without duplicates.
	 *
	 * @param array<mixed> $ids Ids.
	 * @return list<int>
	 */
	private static function ids( array $ids ): array {
		return array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn ( int $id ): bool => $id > 0 ) ) );
	}
}
