<?php
/**
 * What the alerts last knew of each watched item.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Wishlist\Price;
use Boudoir\Wishlist\Wishlist_Item;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}boudoir_alert_watches`: per watched item, the price a drop is measured from (the price
 * at save time, then the last price told) and whether it could be bought when last looked at.
 * The kinds asked for are the subscriptions'; Watch joins the two.
 */
final class Watches {

	/** Table name without the site's prefix. */
	public const TABLE = 'boudoir_alert_watches';

	/** Rows per statement when saving many. */
	private const BATCH = 200;

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
  item_id bigint(20) unsigned NOT NULL,
  reference decimal(19,4) DEFAULT NULL,
  currency char(3) NOT NULL DEFAULT '',
  available tinyint(1) NOT NULL DEFAULT 1,
  PRIMARY KEY  (item_id)
) {$this->db()->get_charset_collate()};\n";
	}

	/**
	 * The table's full name; read per call so switch_to_blog() is honoured.
	 */
	public function table(): string {
		return $this->db()->prefix . self::TABLE;
	}

	/**
	 * Stores what is known of items now, replacing what was.
	 *
	 * @param array<int,array{reference:?Price,available:bool}> $states Item → its state.
	 */
	public function save( array $states ): void {
		$wpdb = $this->db();
		foreach ( array_chunk( $states, self::BATCH, true ) as $batch ) {
			$values = array( $this->table() );
			foreach ( $batch as $item_id => $state ) {
				// No reference: '' stored as NULL (NULLIF below).
				array_push( $values, (int) $item_id, (string) $state['reference']?->amount, (string) $state['reference']?->currency, (int) $state['available'] );
			}
			// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own table; one row of placeholders per item.
			$wpdb->query(
				$wpdb->prepare(
					'INSERT INTO %i (item_id, reference, currency, available) VALUES ' . implode( ', ', array_fill( 0, count( $batch ), "(%d, NULLIF(%s, ''), %s, %d)" ) ) . ' ON DUPLICATE KEY UPDATE reference = VALUES(reference), currency = VALUES(currency), available = VALUES(available)',
					$values
				)
			);
			// phpcs:enable
		}
	}

	/**
	 * The items' stored states.
	 *
	 * @param list<int> $item_ids Items.
	 * @return array<int,array{reference:?Price,available:bool}>
	 */
	public function for_items( array $item_ids ): array {
		$ids = array_values( array_unique( array_map( 'intval', $item_ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$wpdb = $this->db();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own table; one placeholder per item.
		$rows = (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT item_id, reference, currency, available FROM %i WHERE item_id IN (' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')',
				array_merge( array( $this->table() ), $ids )
			),
			ARRAY_A
		);
		// phpcs:enable
		$states = array();
		foreach ( $rows as $row ) {
			$states[ (int) $row['item_id'] ] = array(
				'reference' => self::price( $row['reference'], (string) $row['currency'] ),
				'available' => (bool) $row['available'],
			);
		}
		return $states;
	}

	/**
	 * A stored amount and currency as a Price, or null for none (or one a Price refuses).
	 *
	 * @param mixed  $amount   The column's value: a decimal string (`49.9000`, or `49.9` from SQLite) or null.
	 * @param string $currency Its currency.
	 */
	public static function price( mixed $amount, string $currency ): ?Price {
		if ( ! is_string( $amount ) || '' === $amount ) {
			return null;
		}
		try {
			return new Price( Wishlist_Item::decimal( $amount ), $currency );
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
