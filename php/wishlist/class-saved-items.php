<?php
/**
 * What an owner saved over all their lists.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * The owner's items across their lists, each read in one query joining the items to the lists
 * on the owner's index: the products, ids only (the buttons' saved state, GET /items/saved),
 * and their number (the header counter's cookie, Saved_Count).
 */
final class Saved_Items {

	/**
	 * The queries.
	 *
	 * Each method that queries reads the connection into a local `$wpdb`, so the WPCS
	 * database sniffs recognise it and check the SQL (table names go through `%i`).
	 *
	 * @param \wpdb $db The database.
	 */
	public function __construct( private readonly \wpdb $db ) {
	}

	/**
	 * The owner's saved products, ids only, their default list's first, then by list and position.
	 *
	 * @param Owner $owner The owner.
	 * @return list<array{item_id:int,product_id:int,variation_id:int,variation:list<array{attribute:string,value:string}>,wishlist_id:int,wishlist_token:string}>
	 */
	public function for_owner( Owner $owner ): array {
		$wpdb = $this->db;
		if ( $owner->is_guest() ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					'SELECT i.id AS item_id, i.product_id, i.variation_id, i.variation, i.wishlist_id, w.token AS wishlist_token
					FROM %i i INNER JOIN %i w ON w.id = i.wishlist_id WHERE w.user_id = 0 AND w.session_hash = %s ORDER BY w.is_default DESC, w.id, i.position, i.id',
					$wpdb->prefix . Item_Repository::TABLE,
					$wpdb->prefix . Wishlist_Repository::TABLE,
					$owner->session_hash
				),
				ARRAY_A
			);
		} else {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					'SELECT i.id AS item_id, i.product_id, i.variation_id, i.variation, i.wishlist_id, w.token AS wishlist_token
					FROM %i i INNER JOIN %i w ON w.id = i.wishlist_id WHERE w.user_id = %d ORDER BY w.is_default DESC, w.id, i.position, i.id',
					$wpdb->prefix . Item_Repository::TABLE,
					$wpdb->prefix . Wishlist_Repository::TABLE,
					$owner->user_id
				),
				ARRAY_A
			);
		}
		return array_map(
			static fn ( array $row ): array => array(
				'item_id'        => (int) $row['item_id'],
				'product_id'     => (int) $row['product_id'],
				'variation_id'   => (int) $row['variation_id'],
				'variation'      => Chosen_Variation::rows( Wishlist_Item::variation_of( $row['variation'] ?? null ) ),
				'wishlist_id'    => (int) $row['wishlist_id'],
				'wishlist_token' => (string) $row['wishlist_token'],
			),
			(array) $rows
		);
	}

	/**
	 * How many items the owner saved over all their lists.
	 *
	 * @param Owner $owner The owner.
	 */
	public function count_for_owner( Owner $owner ): int {
		$wpdb  = $this->db;
		$items = $wpdb->prefix . Item_Repository::TABLE;
		$lists = $wpdb->prefix . Wishlist_Repository::TABLE;
		if ( $owner->is_guest() ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
			return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i i INNER JOIN %i w ON w.id = i.wishlist_id WHERE w.user_id = 0 AND w.session_hash = %s', $items, $lists, $owner->session_hash ) );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i i INNER JOIN %i w ON w.id = i.wishlist_id WHERE w.user_id = %d', $items, $lists, $owner->user_id ) );
	}
}
