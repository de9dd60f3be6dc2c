<?php
/**
 * Product_Cache's entries in a table of the site's database, for sites without a persistent object cache.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}boudoir_product_cache`: key, JSON value, expiry (0: never).
 *
 * WordPress's object cache lasts one request unless a persistent backend is installed; this table
 * is what transients fall back to in the same situation, without their two rows per entry and one
 * query per read: a page of views is one SELECT, the views built on a read one INSERT. Entries read
 * in a request stay in the (request-long) object cache, so a second read costs nothing. Expired rows
 * are skipped when read and deleted daily (purge()).
 */
final class Table_Cache_Store implements Cache_Store {

	/** Table name without the site's prefix. */
	public const TABLE = 'boudoir_product_cache';

	/** What the request-long memory holds for a key the table has no row for. */
	private const NONE = "\0none";

	/** Rows per INSERT when storing many entries. */
	private const BATCH = 100;

	/**
	 * The store.
	 *
	 * @param \wpdb|null $db The database; the global one by default.
	 */
	public function __construct( private readonly ?\wpdb $db = null ) {
	}

	/**
	 * CREATE TABLE for dbDelta (its format: two spaces after PRIMARY KEY, KEY not INDEX).
	 */
	public function schema(): string {
		return "CREATE TABLE {$this->table()} (
  cache_key varchar(100) NOT NULL,
  cache_value longtext NOT NULL,
  expires_at bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (cache_key),
  KEY expires_at (expires_at)
) {$this->db()->get_charset_collate()};\n";
	}

	/**
	 * The table's full name; read per call so switch_to_blog() is honoured.
	 */
	public function table(): string {
		return $this->db()->prefix . self::TABLE;
	}

	/**
	 * The entries that exist and have not expired: those this request read already, then one query for the rest.
	 *
	 * @param list<string> $keys Keys.
	 * @return array<string,mixed>
	 */
	public function get_multiple( array $keys ): array {
		if ( ! $keys ) {
			return array();
		}
		$found   = array_filter( wp_cache_get_multiple( $keys, Product_Cache::GROUP ), static fn ( mixed $value ): bool => false !== $value );
		$missing = array_values( array_diff( $keys, array_keys( $found ) ) );
		$found   = array_filter( $found, static fn ( mixed $value ): bool => self::NONE !== $value );
		if ( ! $missing ) {
			return $found;
		}
		$wpdb = $this->db(); // So the WPCS DB sniffs recognise the connection.
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- this is the cache; the placeholders are built from the keys' count.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT cache_key, cache_value FROM %i WHERE cache_key IN (' . implode( ', ', array_fill( 0, count( $missing ), '%s' ) ) . ') AND ( expires_at = 0 OR expires_at > %d )',
				array_merge( array( $this->table() ), $missing, array( time() ) )
			),
			ARRAY_A
		);
		// phpcs:enable
		$read = array();
		foreach ( (array) $rows as $row ) {
			$value = json_decode( (string) $row['cache_value'], true );
			if ( null !== $value ) {
				$read[ (string) $row['cache_key'] ] = $value;
			}
		}
		// What is not there is remembered too, for the rest of the request.
		wp_cache_set_multiple( $read + array_fill_keys( $missing, self::NONE ), Product_Cache::GROUP );
		return $found + $read;
	}

	/**
	 * A row stays until it expires or is deleted.
	 */
	public function evicts(): bool {
		return false;
	}

	/**
	 * Stores values that never expire where their keys have none: one INSERT IGNORE (two requests cannot both
	 * add a key); when some rows were there already, one read of what the keys hold now tells which.
	 *
	 * @param array<string,string> $entries Key → value.
	 * @return array<string,bool>
	 */
	public function add_multiple( array $entries ): array {
		if ( ! $entries ) {
			return array();
		}
		$wpdb   = $this->db();
		$values = array( $this->table() );
		foreach ( $entries as $key => $value ) {
			array_push( $values, (string) $key, (string) wp_json_encode( $value ) );
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- this is the cache; one row of placeholders per entry.
		$inserted = $wpdb->query(
			$wpdb->prepare(
				'INSERT IGNORE INTO %i (cache_key, cache_value, expires_at) VALUES ' . implode( ', ', array_fill( 0, count( $entries ), '(%s, %s, 0)' ) ),
				$values
			)
		);
		// phpcs:enable
		if ( count( $entries ) === $inserted ) {
			// Every row is new: every value is ours, no need to read them back.
			wp_cache_set_multiple( $entries, Product_Cache::GROUP );
			return array_fill_keys( array_map( 'strval', array_keys( $entries ) ), true );
		}
		$keys = array_map( 'strval', array_keys( $entries ) );
		wp_cache_delete_multiple( $keys, Product_Cache::GROUP );
		$held  = $this->get_multiple( $keys );
		$added = array();
		foreach ( $entries as $key => $value ) {
			$added[ (string) $key ] = ( $held[ (string) $key ] ?? null ) === $value;
		}
		return $added;
	}

	/**
	 * Stores values, replacing what the keys held: one statement per BATCH entries.
	 *
	 * @param array<string,mixed> $entries  Key → value.
	 * @param int                 $lifetime Seconds; 0: until deleted.
	 */
	public function set_multiple( array $entries, int $lifetime ): void {
		$wpdb    = $this->db();
		$expires = $lifetime > 0 ? time() + $lifetime : 0;
		foreach ( array_chunk( $entries, self::BATCH, true ) as $batch ) {
			$values = array( $this->table() );
			foreach ( $batch as $key => $value ) {
				array_push( $values, (string) $key, (string) wp_json_encode( $value ), $expires );
			}
			// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- this is the cache; one row of placeholders per entry.
			$wpdb->query(
				$wpdb->prepare(
					'INSERT INTO %i (cache_key, cache_value, expires_at) VALUES ' . implode( ', ', array_fill( 0, count( $batch ), '(%s, %s, %d)' ) ) . ' ON DUPLICATE KEY UPDATE cache_value = VALUES(cache_value), expires_at = VALUES(expires_at)',
					$values
				)
			);
			// phpcs:enable
		}
		wp_cache_set_multiple( $entries, Product_Cache::GROUP );
	}

	/**
	 * Removes an entry.
	 *
	 * @param string $key Key.
	 */
	public function delete( string $key ): void {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- this is the cache.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE cache_key = %s', $this->table(), $key ) );
		wp_cache_delete( $key, Product_Cache::GROUP );
	}

	/**
	 * Deletes the expired rows (daily, with the wishlists' expiry job).
	 *
	 * @param int $now Unix time.
	 * @return int Rows deleted.
	 */
	public function purge( int $now ): int {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- this is the cache.
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE expires_at > 0 AND expires_at <= %d', $this->table(), $now ) );
	}

	/**
	 * The database.
	 */
	private function db(): \wpdb {
		global $wpdb;
		return $this->db ?? $wpdb;
	}
}
