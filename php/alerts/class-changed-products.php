<?php
/**
 * The products whose price or stock changed since the alerts last looked.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}boudoir_alert_changes`: one row per changed product or variation, the alerts' input.
 *
 * Every save of a product (its price, its stock, a scheduled sale's start or end) records the
 * product and its parent (Commerce\Woo_Product_Changes fires `boudoir_product_changed`); the
 * alerts' job reads the oldest rows, looks up the saved items of those products only (the items'
 * index on product id), and then marks the rows done. A product changed again while the job ran
 * keeps its row: each change bumps the row's version, and done() deletes a row only at the
 * version that was read. No personal data: product ids and times.
 */
final class Changed_Products {

	/** Table name without the site's prefix. */
	public const TABLE = 'boudoir_alert_changes';

	/** Rows per statement when marking many done. */
	private const BATCH = 200;

	/**
	 * The queue.
	 *
	 * @param \wpdb|null $db   The database; the global one by default.
	 * @param string     $name Its table without the site's prefix: TABLE, the alerts' queue, or another
	 *                         reader's own queue of the same products (Insights\Saved_Demand::QUEUE).
	 */
	public function __construct( private readonly ?\wpdb $db = null, private readonly string $name = self::TABLE ) {
	}

	/**
	 * CREATE TABLE for dbDelta (its format: two spaces after PRIMARY KEY, KEY not INDEX).
	 */
	public function schema(): string {
		return "CREATE TABLE {$this->table()} (
  product_id bigint(20) unsigned NOT NULL,
  changed_at bigint(20) unsigned NOT NULL,
  version int(10) unsigned NOT NULL DEFAULT 1,
  PRIMARY KEY  (product_id),
  KEY changed_at (changed_at)
) {$this->db()->get_charset_collate()};\n";
	}

	/**
	 * The table's full name; read per call so switch_to_blog() is honoured.
	 */
	public function table(): string {
		return $this->db()->prefix . $this->name;
	}

	/**
	 * Records products as changed, in one statement.
	 *
	 * Every call writes, even for a product recorded earlier in the request: a long process (an import
	 * by WP-CLI) may change a product again after the job, in another request, marked it done.
	 *
	 * @param list<int> $ids Product or variation ids; others than positive integers are skipped.
	 * @param int       $now Unix time.
	 * @return int The products recorded.
	 */
	public function record( array $ids, int $now ): int {
		$new = array();
		foreach ( $ids as $id ) {
			if ( is_int( $id ) && $id > 0 ) {
				$new[ $id ] = $id;
			}
		}
		if ( ! $new ) {
			return 0;
		}
		$wpdb   = $this->db();
		$values = array( $this->table() );
		foreach ( $new as $id ) {
			array_push( $values, $id, $now );
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own queue; one row of placeholders per product.
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (product_id, changed_at, version) VALUES ' . implode( ', ', array_fill( 0, count( $new ), '(%d, %d, 1)' ) ) . ' ON DUPLICATE KEY UPDATE changed_at = VALUES(changed_at), version = version + 1',
				$values
			)
		);
		// phpcs:enable
		return count( $new );
	}

	/**
	 * The oldest changes, up to `$limit`.
	 *
	 * @param int $limit Rows at most.
	 * @return list<array{product_id:int,changed_at:int,version:int}>
	 */
	public function oldest( int $limit ): array {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own queue, read by its job: never cached.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT product_id, changed_at, version FROM %i ORDER BY changed_at, product_id LIMIT %d', $this->table(), max( 0, $limit ) ), ARRAY_A );
		return array_map(
			static fn ( array $row ): array => array(
				'product_id' => (int) $row['product_id'],
				'changed_at' => (int) $row['changed_at'],
				'version'    => (int) $row['version'],
			),
			$rows
		);
	}

	/**
	 * Marks changes read by oldest() done: each row goes unless its product changed again since.
	 *
	 * @param list<array{product_id:int,version:int}> $rows Rows as oldest() returned them.
	 * @return int Rows deleted.
	 */
	public function done( array $rows ): int {
		$wpdb    = $this->db();
		$deleted = 0;
		foreach ( array_chunk( $rows, self::BATCH ) as $batch ) {
			$values = array( $this->table() );
			foreach ( $batch as $row ) {
				array_push( $values, (int) $row['product_id'], (int) $row['version'] );
			}
			// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own queue; one pair of placeholders per row.
			$deleted += (int) $wpdb->query(
				$wpdb->prepare(
					'DELETE FROM %i WHERE ' . implode( ' OR ', array_fill( 0, count( $batch ), '(product_id = %d AND version = %d)' ) ),
					$values
				)
			);
			// phpcs:enable
		}
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
