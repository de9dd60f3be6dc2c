<?php
/**
 * The order lines that came from a wishlist.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Insights;

use Boudoir\Alerts\Alert_Report;
use Boudoir\Commerce\Cart;
use Boudoir\Commerce\Checkout_Hooks;
use Boudoir\Commerce\Order_Attribution;
use Boudoir\Commerce\Orders;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * An order line came from a wishlist when its product was on one of the buyer's lists, saved in the
 * WINDOW_DAYS before the order, or added to the cart from a list in her cart session (Insights), or
 * when the order came through a wishlist alert's link (its attribution's campaign, Alert_Report::CAMPAIGN:
 * then every line). At checkout the buyer is known (her account or her guest session): the products
 * matched are kept on the order (NOTE). When the order is first paid, its matched lines count for that
 * day (Insight_Days::ORDERED: the line's quantity and total), once (COUNTED). An order made without a
 * checkout (in wp-admin) is matched by its customer's account when it is paid.
 */
final class Wishlist_Orders {

	/** The order meta holding the products matched at checkout (a JSON list of ids). */
	public const NOTE = '_boudoir_wishlist_products';

	/** The order meta saying its lines were counted. */
	public const COUNTED = '_boudoir_insights_counted';

	/** How long before an order a product saved to a list counts, in days. */
	public const WINDOW_DAYS = 30;

	/**
	 * The matcher.
	 *
	 * @param \Closure     $orders      fn (): Orders, the shop's orders.
	 * @param \Closure     $attribution fn (): Order_Attribution, where orders came from.
	 * @param \Closure     $cart        fn (): Cart, the buyer's cart session.
	 * @param \Closure     $buyer       fn (): ?Owner, who is checking out (her account, or her guest session).
	 * @param Insight_Days $days        The daily counters.
	 * @param \wpdb|null   $db          The database; the global one by default.
	 */
	public function __construct(
		private readonly \Closure $orders,
		private readonly \Closure $attribution,
		private readonly \Closure $cart,
		private readonly \Closure $buyer,
		private readonly Insight_Days $days,
		private readonly ?\wpdb $db = null,
	) {
	}

	/**
	 * Hooks the checkouts (classic and block) and the status changes.
	 */
	public function register(): void {
		add_action( Checkout_Hooks::CHECKOUT_ORDER_CREATED, array( $this, 'at_checkout' ) );
		add_action( Checkout_Hooks::STORE_API_UPDATE_ORDER, array( $this, 'at_checkout' ) );
		add_action( Checkout_Hooks::ORDER_STATUS_CHANGED, array( $this, 'status_changed' ), 10, 3 );
	}

	/**
	 * At checkout: keeps on the order which of its products came from the buyer's lists.
	 *
	 * @param mixed $order The order the checkout passed.
	 */
	public function at_checkout( mixed $order ): void {
		$orders = ( $this->orders )();
		$found  = $orders->order( $order );
		if ( null === $found ) {
			return;
		}
		$products = array_values( array_unique( array_column( $found['lines'], 'product_id' ) ) );
		$buyer    = ( $this->buyer )();
		$matched  = null === $buyer ? array() : $this->saved_by( $buyer, $products, time() );
		$carted   = ( $this->cart )()->recall( Insights::CARTED_SESSION_KEY );
		$matched  = array_values( array_unique( array_merge( $matched, array_intersect( $products, $carted ) ) ) );
		sort( $matched );
		$orders->keep_note( $found['id'], self::NOTE, (string) wp_json_encode( $matched ) );
		if ( $found['paid'] ) {
			$this->count( $found['id'], time() );
		}
	}

	/**
	 * `woocommerce_order_status_changed`: counts an order's lines from lists when it becomes paid.
	 *
	 * @param mixed $order_id The order.
	 * @param mixed $from     Its old status.
	 * @param mixed $to       Its new status.
	 */
	public function status_changed( mixed $order_id, mixed $from = '', mixed $to = '' ): void {
		unset( $from, $to );
		if ( is_numeric( $order_id ) ) {
			$this->count( (int) $order_id, time() );
		}
	}

	/**
	 * Counts a paid order's lines that came from a list, once.
	 *
	 * @param int $order_id The order.
	 * @param int $now      Unix time: the day they count for.
	 * @return int Lines counted (0 when not paid, counted before, or none came from a list).
	 */
	public function count( int $order_id, int $now ): int {
		$orders = ( $this->orders )();
		$found  = $orders->order( $order_id );
		if ( null === $found || ! $found['paid'] || '' !== $orders->note( $order_id, self::COUNTED ) ) {
			return 0;
		}
		$orders->keep_note( $order_id, self::COUNTED, (string) $now );
		$lines = $this->from_lists( $found, $orders->note( $order_id, self::NOTE ), $now );
		if ( ! $lines ) {
			return 0;
		}
		return $this->days->add(
			Insight_Days::ORDERED,
			Insights::day( $now ),
			array_map(
				static fn ( array $line ): array => array(
					'product_id'   => $line['product_id'],
					'variation_id' => $line['variation_id'],
					'quantity'     => $line['quantity'],
					'amount'       => $line['total'],
				),
				$lines
			)
		);
	}

	/**
	 * The products of `$product_ids` the owner has on a list, saved in the window before `$now`.
	 *
	 * @param Owner     $owner       The buyer.
	 * @param list<int> $product_ids The order's products.
	 * @param int       $now         Unix time.
	 * @return list<int>
	 */
	public function saved_by( Owner $owner, array $product_ids, int $now ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $product_ids ), static fn ( int $id ): bool => $id > 0 ) ) );
		if ( ! $ids ) {
			return array();
		}
		$wpdb  = $this->db();
		$in    = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		$since = gmdate( 'Y-m-d H:i:s', $now - self::WINDOW_DAYS * DAY_IN_SECONDS );
		$who   = $owner->is_guest() ? 'l.user_id = 0 AND l.session_hash = %s' : 'l.user_id = %d';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own tables; the lists' key on owner, then the items' on list; one placeholder per product.
		return array_map(
			'intval',
			(array) $wpdb->get_col(
				$wpdb->prepare(
					"SELECT DISTINCT i.product_id FROM %i l JOIN %i i ON i.wishlist_id = l.id WHERE $who AND i.product_id IN ($in) AND i.added_at >= %s",
					array_merge(
						array( $wpdb->prefix . Wishlist_Repository::TABLE, $wpdb->prefix . Item_Repository::TABLE, $owner->is_guest() ? $owner->session_hash : $owner->user_id ),
						$ids,
						array( $since )
					)
				)
			)
		);
		// phpcs:enable
	}

	/**
	 * An order's lines that came from a list.
	 *
	 * @param array{id:int,customer_id:int,lines:list<array{product_id:int,variation_id:int,quantity:int,total:string}>} $order The order.
	 * @param string                                                                                                     $note  What the checkout kept (NOTE), or ''.
	 * @param int                                                                                                        $now   Unix time.
	 * @return list<array{product_id:int,variation_id:int,quantity:int,total:string}>
	 */
	private function from_lists( array $order, string $note, int $now ): array {
		$campaign = ( $this->attribution )()->order_attribution( $order['id'] )['utm_campaign'] ?? '';
		if ( Alert_Report::CAMPAIGN === $campaign ) {
			return $order['lines'];
		}
		$products = array_values( array_unique( array_column( $order['lines'], 'product_id' ) ) );
		if ( '' !== $note ) {
			$decoded = json_decode( $note, true );
			$matched = is_array( $decoded ) ? array_map( 'intval', $decoded ) : array();
		} else {
			$matched = $order['customer_id'] > 0 ? $this->saved_by( Owner::user( $order['customer_id'] ), $products, $now ) : array();
		}
		return array_values( array_filter( $order['lines'], static fn ( array $line ): bool => in_array( $line['product_id'], $matched, true ) ) );
	}

	/**
	 * The database.
	 */
	private function db(): \wpdb {
		global $wpdb;
		return $this->db ?? $wpdb;
	}
}
