<?php
/**
 * What the alerts keep of lists that are going.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Wishlist_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Deletes the lists' choices, their items' watches and the alerts waiting for their owners when the
 * lists' items are deleted (`boudoir_delete_wishlist_items`: a list deleted by its owner, a whole
 * owner's lists by the privacy eraser, a guest's default merged at login, expired guest lists):
 * three statements, whatever the lists hold.
 */
final class Alert_Cleanup {

	/**
	 * The cleanup.
	 *
	 * @param \wpdb|null $db The database; the global one by default.
	 */
	public function __construct( private readonly ?\wpdb $db = null ) {
	}

	/**
	 * Forgets what the alerts keep of lists: all of them, or only those that no longer exist.
	 *
	 * Runs before the items go: the watches are found through them.
	 *
	 * @param list<int> $wishlist_ids Lists.
	 * @param bool      $orphans_only Only the lists that no longer exist.
	 * @return int Rows deleted.
	 */
	public function forget_lists( array $wishlist_ids, bool $orphans_only ): int {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $wishlist_ids ), static fn ( int $id ): bool => $id > 0 ) ) );
		if ( ! $ids ) {
			return 0;
		}
		$wpdb = $this->db();
		$in   = '(' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')';
		// The lists meant: all, or those of them gone.
		$which = 'wishlist_id IN ' . $in . ( $orphans_only ? ' AND wishlist_id NOT IN (SELECT id FROM %i WHERE id IN ' . $in . ')' : '' );
		$args  = $orphans_only ? array_merge( $ids, array( $wpdb->prefix . Wishlist_Repository::TABLE ), $ids ) : $ids;

		$deleted = 0;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own tables; $which is fixed SQL with placeholders only.
		$deleted += (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE item_id IN (SELECT id FROM %i WHERE ' . $which . ')', array_merge( array( $wpdb->prefix . Watches::TABLE, $wpdb->prefix . Item_Repository::TABLE ), $args ) ) );
		foreach ( array( Subscriptions::TABLE, Outbox::TABLE ) as $table ) {
			$deleted += (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE ' . $which, array_merge( array( $wpdb->prefix . $table ), $args ) ) );
		}
		// phpcs:enable
		return $deleted;
	}

	/**
	 * The database.
	 */
	private function db(): \wpdb {
		global $wpdb;
		return $this->db ?? $wpdb;
	}
}
