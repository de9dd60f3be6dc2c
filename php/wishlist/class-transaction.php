<?php
/**
 * Database transactions that nest.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * One transaction per connection, whatever the depth: MySQL commits an open transaction
 * when a second START TRANSACTION arrives, so inner work joins the outer one instead.
 */
final class Transaction {

	/**
	 * Open depth per connection (spl_object_id of the wpdb).
	 *
	 * @var array<int,int>
	 */
	private static array $depth = array();

	/**
	 * Whether a transaction is open on the connection (then a failed statement may have rolled it all back).
	 *
	 * @param \wpdb $wpdb The connection.
	 */
	public static function is_open( \wpdb $wpdb ): bool {
		return ( self::$depth[ spl_object_id( $wpdb ) ] ?? 0 ) > 0;
	}

	/**
	 * Runs one statement, again (at most twice, after a short random pause) when the database refused it outside a transaction.
	 *
	 * InnoDB picks one of two INSERT … SELECT statements on the same rows as a deadlock victim when
	 * parallel requests race (MariaDB may report it as "Failed to read auto-increment value").
	 * Outside a transaction only that statement failed, so trying it again is safe; inside one the
	 * whole transaction may be gone, so the error is left to the caller.
	 *
	 * @param \wpdb    $wpdb      The connection.
	 * @param callable $statement Runs the statement; returns what wpdb::query() returned.
	 * @return int|bool What the last attempt returned: rows affected, or false on a database error.
	 */
	public static function retry_on_error( \wpdb $wpdb, callable $statement ): int|bool {
		$attempts = self::is_open( $wpdb ) ? 1 : 3;
		$result   = $statement();
		while ( false === $result && --$attempts > 0 ) {
			usleep( wp_rand( 5000, 30000 ) );
			$result = $statement();
		}
		return $result;
	}

	/**
	 * Runs the work in a transaction (or in the one already open), rolling back on any error.
	 *
	 * The connection is named `$wpdb` so the WPCS database sniffs check these queries.
	 *
	 * @param \wpdb    $wpdb The connection.
	 * @param callable $work The work; its return value is returned.
	 * @throws \Throwable Whatever the work threw, after the rollback.
	 */
	public static function run( \wpdb $wpdb, callable $work ): mixed {
		$key = spl_object_id( $wpdb );
		if ( ( self::$depth[ $key ] ?? 0 ) > 0 ) {
			++self::$depth[ $key ];
			try {
				return $work();
			} finally {
				--self::$depth[ $key ];
			}
		}
		self::$depth[ $key ] = 1;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- transaction control: no WordPress API for it, nothing to cache.
		$wpdb->query( 'START TRANSACTION' );
		try {
			$result = $work();
		} catch ( \Throwable $error ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- transaction control: no WordPress API for it, nothing to cache.
			$wpdb->query( 'ROLLBACK' );
			throw $error;
		} finally {
			self::$depth[ $key ] = 0;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- transaction control: no WordPress API for it, nothing to cache.
		$wpdb->query( 'COMMIT' );
		return $result;
	}
}
