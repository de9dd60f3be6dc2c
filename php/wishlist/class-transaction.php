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
