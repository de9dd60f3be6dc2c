<?php
/**
 * What happened each day: products saved, added to cart from a list, ordered; lists created.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Insights;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}boudoir_insight_days`: a counter per day (the shop's time zone), kind, product and
 * variation, added to as things happen (Insights) and never counted from the items again: a list
 * deleted later does not change what was saved that day. Each write adds to the day's total of its
 * kind too (product 0, in the same statement): a range's weeks read those totals only (the product
 * key), a product's figures its own rows. No personal data.
 */
final class Insight_Days {

	/** Table name without the site's prefix. */
	public const TABLE = 'boudoir_insight_days';

	/** A product saved to a list (a new item, or a copy). */
	public const SAVED = 'saved';

	/** A list's item added to the cart. */
	public const CARTED = 'carted';

	/** An order line that came from a list, once the order was paid. */
	public const ORDERED = 'ordered';

	/** A list created (product 0). */
	public const LISTS = 'lists';

	/** Every kind. */
	public const KINDS = array( self::SAVED, self::CARTED, self::ORDERED, self::LISTS );

	/**
	 * The table.
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
  kind varchar(12) NOT NULL,
  day date NOT NULL,
  product_id bigint(20) unsigned NOT NULL DEFAULT 0,
  variation_id bigint(20) unsigned NOT NULL DEFAULT 0,
  events int(10) unsigned NOT NULL DEFAULT 0,
  quantity int(10) unsigned NOT NULL DEFAULT 0,
  amount decimal(19,4) NOT NULL DEFAULT 0,
  updated_at bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (kind,day,product_id,variation_id),
  KEY product (product_id,kind,day)
) {$this->db()->get_charset_collate()};\n";
	}

	/**
	 * The table's full name; read per call so switch_to_blog() is honoured.
	 */
	public function table(): string {
		return $this->db()->prefix . self::TABLE;
	}

	/**
	 * Adds to a day's counters, in one statement.
	 *
	 * @param string                                                                          $kind  One of KINDS.
	 * @param string                                                                          $day   Y-m-d, the shop's day.
	 * @param list<array{product_id:int,variation_id:int,quantity?:int,amount?:string|float}> $lines One event each.
	 * @param int                                                                             $now   Unix time (the rows' `updated_at`; saved_since() reads it).
	 * @return int Events added.
	 */
	public function add( string $kind, string $day, array $lines, int $now = 0 ): int {
		if ( ! in_array( $kind, self::KINDS, true ) || 1 !== preg_match( '/^\d{4}-\d{2}-\d{2}$/D', $day ) || ! $lines ) {
			return 0;
		}
		$sums = array();
		foreach ( $lines as $line ) {
			$key = max( 0, (int) $line['product_id'] ) . ':' . max( 0, (int) $line['variation_id'] );
			$sum = $sums[ $key ] ?? array( max( 0, (int) $line['product_id'] ), max( 0, (int) $line['variation_id'] ), 0, 0, 0.0 );
			++$sum[2];
			$sum[3]      += max( 0, (int) ( $line['quantity'] ?? 0 ) );
			$sum[4]      += (float) ( $line['amount'] ?? 0 );
			$sums[ $key ] = $sum;
		}
		// The day's total of the kind, in the same statement: a product's rows under product 0, which a
		// range of days reads from the product key alone (days()); a list's row is already its total.
		if ( ! isset( $sums['0:0'] ) ) {
			$total = array( 0, 0, 0, 0, 0.0 );
			foreach ( $sums as $sum ) {
				$total[2] += $sum[2];
				$total[3] += $sum[3];
				$total[4] += $sum[4];
			}
			$sums['0:0'] = $total;
		}
		$wpdb   = $this->db();
		$values = array( $this->table() );
		foreach ( $sums as $sum ) {
			array_push( $values, $kind, $day, $sum[0], $sum[1], $sum[2], $sum[3], number_format( $sum[4], 4, '.', '' ), $now > 0 ? $now : time() );
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own counters; one row of placeholders per product.
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (kind, day, product_id, variation_id, events, quantity, amount, updated_at) VALUES ' . implode( ', ', array_fill( 0, count( $sums ), '(%s, %s, %d, %d, %d, %d, %s, %d)' ) )
				. ' ON DUPLICATE KEY UPDATE events = events + VALUES(events), quantity = quantity + VALUES(quantity), amount = amount + VALUES(amount), updated_at = VALUES(updated_at)',
				$values
			)
		);
		// phpcs:enable
		return count( $lines );
	}

	/**
	 * The products saved (kind SAVED) at or after a time: their rows of that time's day and later, by the
	 * primary key's range, then their `updated_at`.
	 *
	 * @param int    $since Unix time.
	 * @param string $day   The shop's day of `$since`, Y-m-d.
	 * @return list<int>
	 */
	public function saved_since( int $since, string $day ): array {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own counters; a range of the primary key (kind, day).
		$ids = $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT product_id FROM %i WHERE kind = %s AND day >= %s AND updated_at >= %d AND product_id > 0', $this->table(), self::SAVED, $day, $since ) );
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * Each kind's sums per day in [$after, $before], both Y-m-d and included.
	 *
	 * @param string $after  First day.
	 * @param string $before Last day.
	 * @return array<string,array<string,array{events:int,quantity:int,amount:float}>> Kind → day → sums.
	 */
	public function days( string $after, string $before ): array {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own counters; the days' totals (product 0), through the product key.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT kind, day, events, quantity, amount FROM %i WHERE product_id = 0 AND kind IN (%s, %s, %s, %s) AND day >= %s AND day <= %s AND variation_id = 0', $this->table(), self::SAVED, self::CARTED, self::ORDERED, self::LISTS, $after, $before ), ARRAY_A );
		$days = array();
		foreach ( $rows as $row ) {
			$days[ (string) $row['kind'] ][ substr( (string) $row['day'], 0, 10 ) ] = array(
				'events'   => (int) $row['events'],
				'quantity' => (int) $row['quantity'],
				'amount'   => (float) $row['amount'],
			);
		}
		return $days;
	}

	/**
	 * Some products' events per kind in [$after, $before], per product or per variation.
	 *
	 * @param list<int> $product_ids Products.
	 * @param string    $after       First day, Y-m-d.
	 * @param string    $before      Last day, Y-m-d.
	 * @return array<string,array<string,int>> "product:variation" (a variation, or 0 for the product's own rows),
	 *                                         and "product" (its rows and its variations'), → kind → events.
	 */
	public function for_products( array $product_ids, string $after, string $before ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $product_ids ), static fn ( int $id ): bool => $id > 0 ) ) );
		if ( ! $ids ) {
			return array();
		}
		$wpdb = $this->db();
		$in   = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own counters; one placeholder per product; the product key's range.
		$rows = (array) $wpdb->get_results(
			$wpdb->prepare(
				"SELECT product_id, variation_id, kind, SUM(events) AS events FROM %i WHERE product_id IN ($in) AND kind IN (%s, %s, %s) AND day >= %s AND day <= %s GROUP BY product_id, variation_id, kind",
				array_merge( array( $this->table() ), $ids, array( self::SAVED, self::CARTED, self::ORDERED, $after, $before ) )
			),
			ARRAY_A
		);
		// phpcs:enable
		$sums = array();
		foreach ( $rows as $row ) {
			$kind    = (string) $row['kind'];
			$events  = (int) $row['events'];
			$product = (string) (int) $row['product_id'];
			$variant = $product . ':' . (int) $row['variation_id'];
			// Per variation, and per product (its own rows and its variations').
			$sums[ $variant ][ $kind ] = ( $sums[ $variant ][ $kind ] ?? 0 ) + $events;
			$sums[ $product ][ $kind ] = ( $sums[ $product ][ $kind ] ?? 0 ) + $events;
		}
		return $sums;
	}

	/**
	 * The database.
	 */
	private function db(): \wpdb {
		global $wpdb;
		return $this->db ?? $wpdb;
	}
}
