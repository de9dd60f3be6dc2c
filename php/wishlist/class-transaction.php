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

	/** @var array<int,int> Open depth per connection (spl_object_id of the wpdb). */
	private static array $depth = array();

	/**
	 * Runs the work in a transaction (or in the one already open), rolling back on any error.
	 *
	 * @param \wpdb    $db   The connection.
	 * @param callable $work The work; its return value is returned.
	 * @throws \Throwable Whatever the work threw, after the rollback.
	 */
	public static function run( \wpdb $db, callable $work ): mixed {
		$key = spl_object_id( $db );
		if ( ( self::$depth[ $key ] ?? 0 ) > 0 ) {
			++self::$depth[ $key ];
			try {
				return $work();
			} finally {
				--self::$depth[ $key ];
			}
		}
		self::$depth[ $key ] = 1;
		$db->query( 'START TRANSACTION' );
		try {
			$result = $work();
		} catch ( \Throwable $error ) {
			$db->query( 'ROLLBACK' );
			throw $error;
		} finally {
			self::$depth[ $key ] = 0;
		}
		$db->query( 'COMMIT' );
		return $result;
	}
}
