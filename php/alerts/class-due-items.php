<?php
/**
 * The saved items an alert may be about: those of changed products, in lists that asked.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * One query from changed products to the items to look at: the items' index on product id (a
 * changed variation's row names its variable product too), their lists, the lists' and items'
 * choices, and what the alerts last knew of them. Never a scan of every saved item.
 */
final class Due_Items {

	/**
	 * The reader.
	 *
	 * @param \wpdb|null $db The database; the global one by default.
	 */
	public function __construct( private readonly ?\wpdb $db = null ) {
	}

	/**
	 * The items of these products whose list, or themselves, asked for at least one kind of alert.
	 *
	 * @param list<int> $product_ids Products (variable products for their variations).
	 * @return list<array{item_id:int,wishlist_id:int,product_id:int,variation_id:int,owner_key:string,saved:?\Boudoir\Wishlist\Price,price_drops:bool,back_in_stock:bool,state:?array{reference:?\Boudoir\Wishlist\Price,available:bool}}>
	 */
	public function for_products( array $product_ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $product_ids ), static fn ( int $id ): bool => $id > 0 ) ) );
		if ( ! $ids ) {
			return array();
		}
		$wpdb   = $this->db();
		$tables = array(
			$wpdb->prefix . Item_Repository::TABLE,
			$wpdb->prefix . Wishlist_Repository::TABLE,
			$wpdb->prefix . Subscriptions::TABLE,
			$wpdb->prefix . Subscriptions::TABLE,
			Subscriptions::WHOLE_LIST,
			$wpdb->prefix . Watches::TABLE,
		);
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own tables, read by its job: never cached; one placeholder per product.
		$rows = (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT i.id AS item_id, i.wishlist_id, i.product_id, i.variation_id, i.price, i.currency, l.user_id, l.session_hash,
					si.price_drops AS item_price_drops, si.back_in_stock AS item_back_in_stock,
					sl.price_drops AS list_price_drops, sl.back_in_stock AS list_back_in_stock,
					w.item_id AS watched, w.reference, w.currency AS reference_currency, w.available
				FROM %i i
				JOIN %i l ON l.id = i.wishlist_id
				LEFT JOIN %i si ON si.wishlist_id = i.wishlist_id AND si.item_id = i.id
				LEFT JOIN %i sl ON sl.wishlist_id = i.wishlist_id AND sl.item_id = %d
				LEFT JOIN %i w ON w.item_id = i.id
				WHERE i.product_id IN (' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')
					AND ( si.wishlist_id IS NOT NULL OR sl.wishlist_id IS NOT NULL )
				ORDER BY i.id',
				array_merge( $tables, $ids )
			),
			ARRAY_A
		);
		// phpcs:enable
		$items = array();
		foreach ( $rows as $row ) {
			$own           = null !== $row['item_price_drops'];
			$price_drops   = (bool) ( $own ? $row['item_price_drops'] : $row['list_price_drops'] );
			$back_in_stock = (bool) ( $own ? $row['item_back_in_stock'] : $row['list_back_in_stock'] );
			$owner         = self::owner( (int) $row['user_id'], (string) $row['session_hash'] );
			if ( ( ! $price_drops && ! $back_in_stock ) || null === $owner ) {
				continue;
			}
			$items[] = array(
				'item_id'       => (int) $row['item_id'],
				'wishlist_id'   => (int) $row['wishlist_id'],
				'product_id'    => (int) $row['product_id'],
				'variation_id'  => (int) $row['variation_id'],
				'owner_key'     => $owner->key(),
				'saved'         => Watches::price( $row['price'], (string) $row['currency'] ),
				'price_drops'   => $price_drops,
				'back_in_stock' => $back_in_stock,
				'state'         => null === $row['watched'] ? null : array(
					'reference' => Watches::price( $row['reference'], (string) $row['reference_currency'] ),
					'available' => (bool) $row['available'],
				),
			);
		}
		return $items;
	}

	/**
	 * A list's owner, from its row; null for a row that names neither a user nor a valid session.
	 *
	 * @param int    $user_id      The user, or 0.
	 * @param string $session_hash The guest session's hash, or ''.
	 */
	private static function owner( int $user_id, string $session_hash ): ?Owner {
		if ( $user_id > 0 ) {
			return Owner::user( $user_id );
		}
		try {
			return Owner::guest_from_hash( $session_hash );
		} catch ( \InvalidArgumentException ) {
			return null;
		}
	}

	/**
	 * The database.
	 */
	private function db(): \wpdb {
		global $wpdb;
		return $this->db ?? $wpdb;
	}
}
