<?php
/**
 * What each list, or one of its items, asks to be told.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}boudoir_alert_subscriptions`: one row per list (item 0: the default for its items) or
 * per item (its own choice, over the list's), with the shopper's consent: when, to what, from which page.
 */
final class Subscriptions {

	/** Table name without the site's prefix. */
	public const TABLE = 'boudoir_alert_subscriptions';

	/** The item id of a list's own row. */
	public const WHOLE_LIST = 0;

	/**
	 * The repository.
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
  wishlist_id bigint(20) unsigned NOT NULL,
  item_id bigint(20) unsigned NOT NULL DEFAULT 0,
  price_drops tinyint(1) NOT NULL DEFAULT 0,
  back_in_stock tinyint(1) NOT NULL DEFAULT 0,
  consented_at datetime NOT NULL,
  consent_page varchar(255) NOT NULL DEFAULT '',
  PRIMARY KEY  (wishlist_id,item_id)
) {$this->db()->get_charset_collate()};\n";
	}

	/**
	 * The table's full name; read per call so switch_to_blog() is honoured.
	 */
	public function table(): string {
		return $this->db()->prefix . self::TABLE;
	}

	/**
	 * Records a list's or an item's choice and the consent given with it, replacing the earlier one.
	 *
	 * @param int    $wishlist_id   The list.
	 * @param int    $item_id       One of its items, or WHOLE_LIST.
	 * @param bool   $price_drops   Tell when the price drops.
	 * @param bool   $back_in_stock Tell when it is back in stock.
	 * @param string $page          The page the choice was made on (its URL, cut to 255 characters).
	 * @param int    $now           Unix time.
	 */
	public function set( int $wishlist_id, int $item_id, bool $price_drops, bool $back_in_stock, string $page, int $now ): void {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table; its reads are the alerts' job's, never cached.
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (wishlist_id, item_id, price_drops, back_in_stock, consented_at, consent_page) VALUES (%d, %d, %d, %d, %s, %s)
				ON DUPLICATE KEY UPDATE price_drops = VALUES(price_drops), back_in_stock = VALUES(back_in_stock), consented_at = VALUES(consented_at), consent_page = VALUES(consent_page)',
				$this->table(),
				$wishlist_id,
				$item_id,
				(int) $price_drops,
				(int) $back_in_stock,
				gmdate( 'Y-m-d H:i:s', $now ),
				mb_substr( $page, 0, 255 )
			)
		);
	}

	/**
	 * The choices of lists: list → item (WHOLE_LIST for the list's own) → kinds, consent time and page.
	 *
	 * @param list<int> $wishlist_ids Lists.
	 * @return array<int,array<int,array{price_drops:bool,back_in_stock:bool,consented_at:string,consent_page:string}>>
	 */
	public function for_lists( array $wishlist_ids ): array {
		$ids = array_values( array_unique( array_map( 'intval', $wishlist_ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$wpdb = $this->db();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own table; one placeholder per list.
		$rows = (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT wishlist_id, item_id, price_drops, back_in_stock, consented_at, consent_page FROM %i WHERE wishlist_id IN (' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')',
				array_merge( array( $this->table() ), $ids )
			),
			ARRAY_A
		);
		// phpcs:enable
		$choices = array();
		foreach ( $rows as $row ) {
			$choices[ (int) $row['wishlist_id'] ][ (int) $row['item_id'] ] = array(
				'price_drops'   => (bool) $row['price_drops'],
				'back_in_stock' => (bool) $row['back_in_stock'],
				'consented_at'  => (string) $row['consented_at'],
				'consent_page'  => (string) $row['consent_page'],
			);
		}
		return $choices;
	}

	/**
	 * Forgets a list's or an item's choice (an item then follows its list's).
	 *
	 * @param int $wishlist_id The list.
	 * @param int $item_id     One of its items, or WHOLE_LIST.
	 */
	public function remove( int $wishlist_id, int $item_id ): void {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE wishlist_id = %d AND item_id = %d', $this->table(), $wishlist_id, $item_id ) );
	}

	/**
	 * Forgets every choice of lists, their own and their items'.
	 *
	 * @param list<int> $wishlist_ids Lists.
	 * @return int Choices forgotten.
	 */
	public function remove_lists( array $wishlist_ids ): int {
		$ids = array_values( array_unique( array_map( 'intval', $wishlist_ids ) ) );
		if ( ! $ids ) {
			return 0;
		}
		$wpdb = $this->db();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own table; one placeholder per list.
		$deleted = (int) $wpdb->query(
			$wpdb->prepare(
				'DELETE FROM %i WHERE wishlist_id IN (' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')',
				array_merge( array( $this->table() ), $ids )
			)
		);
		// phpcs:enable
		return $deleted;
	}

	/**
	 * Forgets every choice of an owner's lists (she unsubscribed).
	 *
	 * @param Owner $owner The lists' owner.
	 * @return int Choices forgotten.
	 */
	public function remove_for_owner( Owner $owner ): int {
		$wpdb  = $this->db();
		$lists = $wpdb->prefix . Wishlist_Repository::TABLE;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the plugin's own tables.
		$deleted = $owner->is_guest()
			? $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE wishlist_id IN (SELECT id FROM %i WHERE user_id = 0 AND session_hash = %s)', $this->table(), $lists, $owner->session_hash ) )
			: $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE wishlist_id IN (SELECT id FROM %i WHERE user_id = %d)', $this->table(), $lists, $owner->user_id ) );
		// phpcs:enable
		return (int) $deleted;
	}

	/**
	 * The database.
	 */
	private function db(): \wpdb {
		global $wpdb;
		return $this->db ?? $wpdb;
	}
}
