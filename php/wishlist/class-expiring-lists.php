<?php
/**
 * Guest lists' expiry dates.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * The `expires_at` of guest lists in `{prefix}boudoir_wishlists` (a user's list has none): each save
 * pushes back all of the guest's (extend()); the daily Expiry finds the lists past theirs
 * (expired_ids()) and deletes them with their items (delete()). Wishlist_Repository sets the
 * date when it creates a guest's list and clears it when a user takes the list over.
 */
final class Expiring_Lists {

	/**
	 * The queries.
	 *
	 * Each method that queries reads the connection into a local `$wpdb`, so the WPCS
	 * database sniffs recognise it and check the SQL (table names go through `%i`).
	 *
	 * @param \wpdb           $db    The database.
	 * @param Item_Repository $items The items, deleted with their lists.
	 */
	public function __construct( private readonly \wpdb $db, private readonly Item_Repository $items ) {
	}

	/**
	 * Pushes back the expiry of all of a guest's lists (each save keeps the session alive).
	 *
	 * @param Owner $owner A guest.
	 * @param int   $now   Unix time of the save.
	 */
	public function extend( Owner $owner, int $now ): void {
		if ( ! $owner->is_guest() ) {
			return;
		}
		$wpdb = $this->db;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET expires_at = %s WHERE user_id = 0 AND session_hash = %s', $this->table(), Expiry::expires_at( $now ), $owner->session_hash ) );
	}

	/**
	 * Ids of guest lists whose expiry has passed, oldest first.
	 *
	 * @param int $now   Unix time.
	 * @param int $limit At most this many.
	 * @return list<int>
	 */
	public function expired_ids( int $now, int $limit ): array {
		$wpdb = $this->db;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$ids = $wpdb->get_col(
			$wpdb->prepare( 'SELECT id FROM %i WHERE user_id = 0 AND expires_at IS NOT NULL AND expires_at < %s ORDER BY expires_at LIMIT %d', $this->table(), gmdate( 'Y-m-d H:i:s', $now ), $limit )
		);
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * Deletes guest lists that are still expired at `$now`, then their items (and only theirs).
	 *
	 * Lists first: a list saved (and so extended) meanwhile is skipped, and its items stay.
	 *
	 * @param list<int> $ids Candidate ids.
	 * @param int       $now Unix time.
	 * @return int Lists deleted.
	 */
	public function delete( array $ids, int $now ): int {
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return 0;
		}
		$wpdb  = $this->db;
		$table = $this->table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$deleted = (int) $wpdb->query(
			$wpdb->prepare(
				'DELETE FROM %i WHERE id IN (' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ') AND user_id = 0 AND expires_at < %s',
				array_merge( array( $table ), $ids, array( gmdate( 'Y-m-d H:i:s', $now ) ) )
			)
		);
		$this->items->delete_orphans( $ids );
		return $deleted;
	}

	/**
	 * The lists' table; read per call so switch_to_blog() is honoured.
	 */
	private function table(): string {
		return $this->db->prefix . Wishlist_Repository::TABLE;
	}
}
