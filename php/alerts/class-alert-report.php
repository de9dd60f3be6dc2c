<?php
/**
 * The Alerts report's figures.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

defined( 'ABSPATH' ) || exit;

/**
 * Per week (the shop's weeks, in its time zone, starting on its first day of the week) and per
 * product: digests sent, digests opened by a click (any of their links followed), items added to a
 * cart from them, and the paid orders the order attribution gives to the alerts' campaign
 * (`utm_campaign=wishlist-alert`). A handful of grouped queries whatever the number of digests.
 */
final class Alert_Report {

	/** The campaign the alerts' links carry (Digest_Mailer::CAMPAIGN). */
	public const CAMPAIGN = 'wishlist-alert';

	/**
	 * The report.
	 *
	 * @param \Closure   $orders fn ( string $campaign, int $since, int $until ): list<array{id:int,created:int,total:string,currency:string,product_ids:list<int>}>.
	 * @param \Closure   $names  fn ( list<int> $product_ids ): array<int,string>, the products' names.
	 * @param \wpdb|null $db     The database; the global one by default.
	 */
	public function __construct( private readonly \Closure $orders, private readonly \Closure $names, private readonly ?\wpdb $db = null ) {
	}

	/**
	 * The last weeks, newest first.
	 *
	 * @param int $now   Unix time.
	 * @param int $count Weeks.
	 * @return list<array{start:string,sent:int,opened:int,added:int,orders:int,revenue:float}> `start`: the week's first day, `Y-m-d`.
	 */
	public function weeks( int $now, int $count = 8 ): array {
		$first = self::week_start( (string) wp_date( 'Y-m-d', $now ) );
		$weeks = array();
		for ( $n = 0; $n < $count; $n++ ) {
			$start           = gmdate( 'Y-m-d', (int) strtotime( $first . ' -' . ( 7 * $n ) . ' days' ) );
			$weeks[ $start ] = array(
				'start'   => $start,
				'sent'    => 0,
				'opened'  => 0,
				'added'   => 0,
				'orders'  => 0,
				'revenue' => 0.0,
			);
		}
		$oldest = (string) array_key_last( $weeks );
		foreach ( $this->by_day( $oldest ) as $day => $figures ) {
			$week = self::week_start( $day );
			if ( isset( $weeks[ $week ] ) ) {
				foreach ( array( 'sent', 'opened', 'added' ) as $figure ) {
					$weeks[ $week ][ $figure ] += $figures[ $figure ];
				}
			}
		}
		foreach ( $this->orders( $oldest, $now ) as $order ) {
			$week = self::week_start( (string) wp_date( 'Y-m-d', $order['created'] ) );
			if ( isset( $weeks[ $week ] ) ) {
				++$weeks[ $week ]['orders'];
				$weeks[ $week ]['revenue'] += (float) $order['total'];
			}
		}
		return array_values( $weeks );
	}

	/**
	 * The products the alerts told of since a day, most told first.
	 *
	 * @param string $since `Y-m-d`, the shop's day.
	 * @param int    $now   Unix time.
	 * @param int    $limit Products at most.
	 * @return list<array{product_id:int,name:string,told:int,opened:int,added:int,orders:int}>
	 */
	public function products( string $since, int $now, int $limit = 20 ): array {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own tables, grouped: a report read on demand.
		$rows    = (array) $wpdb->get_results(
			$wpdb->prepare(
				"SELECT l.product_id,
					COUNT(DISTINCT CASE WHEN l.kind = 'cart' THEN CONCAT(l.digest_id, ':', l.item_id) END) AS told,
					COUNT(DISTINCT CASE WHEN l.kind = 'open' AND l.used_at > 0 THEN CONCAT(l.digest_id, ':', l.item_id) END) AS opened,
					COUNT(DISTINCT CASE WHEN l.kind = 'cart' AND l.used_at > 0 THEN CONCAT(l.digest_id, ':', l.item_id) END) AS added
				FROM %i l JOIN %i d ON d.id = l.digest_id
				WHERE d.status = 'sent' AND d.day >= %s AND l.item_id > 0
				GROUP BY l.product_id ORDER BY told DESC, l.product_id ASC LIMIT %d",
				$wpdb->prefix . Digest_Links::TABLE,
				$wpdb->prefix . Digests::TABLE,
				$since,
				$limit
			),
			ARRAY_A
		);
		$ordered = array();
		foreach ( $this->orders( $since, $now ) as $order ) {
			foreach ( $order['product_ids'] as $product_id ) {
				$ordered[ $product_id ] = ( $ordered[ $product_id ] ?? 0 ) + 1;
			}
		}
		$ids      = array_map( static fn ( array $row ): int => (int) $row['product_id'], $rows );
		$names    = $ids ? ( $this->names )( $ids ) : array();
		$products = array();
		foreach ( $rows as $row ) {
			$id         = (int) $row['product_id'];
			$products[] = array(
				'product_id' => $id,
				'name'       => (string) ( $names[ $id ] ?? '' ),
				'told'       => (int) $row['told'],
				'opened'     => (int) $row['opened'],
				'added'      => (int) $row['added'],
				'orders'     => $ordered[ $id ] ?? 0,
			);
		}
		return $products;
	}

	/**
	 * The first day of the shop's week a day is in.
	 *
	 * @param string $day `Y-m-d`.
	 */
	public static function week_start( string $day ): string {
		$time  = (int) strtotime( $day . ' 00:00:00 UTC' );
		$start = (int) get_option( 'start_of_week', 1 );
		$back  = ( (int) gmdate( 'w', $time ) - $start + 7 ) % 7;
		return gmdate( 'Y-m-d', $time - $back * DAY_IN_SECONDS );
	}

	/**
	 * Digests sent, opened by a click and items added to a cart, per day of sending since a day.
	 *
	 * @param string $since `Y-m-d`.
	 * @return array<string,array{sent:int,opened:int,added:int}>
	 */
	private function by_day( string $since ): array {
		$wpdb    = $this->db();
		$digests = $wpdb->prefix . Digests::TABLE;
		$links   = $wpdb->prefix . Digest_Links::TABLE;
		$days    = array();
		$add     = static function ( array $rows, string $figure ) use ( &$days ): void {
			foreach ( $rows as $row ) {
				$days[ (string) $row['day'] ]          ??= array(
					'sent'   => 0,
					'opened' => 0,
					'added'  => 0,
				);
				$days[ (string) $row['day'] ][ $figure ] = (int) $row['n'];
			}
		};
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the plugin's own tables, grouped by day: a report read on demand.
		$add( (array) $wpdb->get_results( $wpdb->prepare( "SELECT day, COUNT(*) AS n FROM %i WHERE status = 'sent' AND day >= %s GROUP BY day", $digests, $since ), ARRAY_A ), 'sent' );
		$add( (array) $wpdb->get_results( $wpdb->prepare( "SELECT d.day, COUNT(DISTINCT l.digest_id) AS n FROM %i l JOIN %i d ON d.id = l.digest_id WHERE d.status = 'sent' AND d.day >= %s AND l.kind = 'open' AND l.used_at > 0 GROUP BY d.day", $links, $digests, $since ), ARRAY_A ), 'opened' );
		$add( (array) $wpdb->get_results( $wpdb->prepare( "SELECT d.day, COUNT(DISTINCT CONCAT(l.digest_id, ':', l.item_id)) AS n FROM %i l JOIN %i d ON d.id = l.digest_id WHERE d.status = 'sent' AND d.day >= %s AND l.kind = 'cart' AND l.used_at > 0 GROUP BY d.day", $links, $digests, $since ), ARRAY_A ), 'added' );
		// phpcs:enable
		return $days;
	}

	/**
	 * The alerts' campaign's paid orders from a day (the shop's midnight) until now.
	 *
	 * @param string $since `Y-m-d`.
	 * @param int    $now   Unix time.
	 * @return list<array{id:int,created:int,total:string,currency:string,product_ids:list<int>}>
	 */
	private function orders( string $since, int $now ): array {
		$from = ( new \DateTimeImmutable( $since . ' 00:00:00', wp_timezone() ) )->getTimestamp();
		return ( $this->orders )( self::CAMPAIGN, $from, $now + 1 );
	}

	/**
	 * The database.
	 */
	private function db(): \wpdb {
		global $wpdb;
		return $this->db ?? $wpdb;
	}
}
