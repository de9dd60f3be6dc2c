<?php
/**
 * Wishlist insights: what the shop's wishlists say shoppers want, kept as they change.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Insights;

use Boudoir\Commerce\Cart;
use Boudoir\Commerce\Checkout_Hooks;
use Boudoir\Commerce\Recurring_Schedule;
use Boudoir\Commerce\Woo_Product_Changes;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Wishlist_Change;
use Boudoir\Wishlist\Wishlists;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to the wishlist's domain events and the shop's, and keeps the two summaries the insights
 * screen reads:
 * - Saved_Demand, what is saved now: each write, list deletion or product change queues its product
 *   (one statement), counted again by the hourly run and before the screen answers;
 * - Insight_Days, what happened each day: a save or copy (`boudoir_wishlist_changed`), a list created,
 *   an item added to the cart from a list (the Store API's add-item carrying the header CART_HEADER with
 *   the item's id: WooCommerce's `woocommerce_add_to_cart` then finds the same product), and the order
 *   lines that came from a list (Wishlist_Orders).
 * Nothing here runs on a page view that writes nothing.
 */
final class Insights {

	/** The request header the wishlist's "Add to cart" sends with the Store API's add-item: the list item's id. */
	public const CART_HEADER = 'X-Boudoir-Wishlist-Item';

	/** The products a shopper added to the cart from a list, kept with her cart session for her checkout. */
	public const CARTED_SESSION_KEY = 'boudoir_carted_from_lists';

	/** The most products kept with the session (the latest). */
	private const CARTED_KEPT = 50;

	/** The hourly run. */
	public const HOOK = 'boudoir_insights_run';

	/** How often it runs. */
	public const RECURRENCE = 'hourly';

	/** The option holding when every saved product was last queued (Unix time). */
	public const FULL_COUNT_OPTION = 'boudoir_insights_full_count';

	/** The option holding when the products saved were last swept into the queue (Unix time). */
	public const SWEPT_OPTION = 'boudoir_insights_swept';

	/** How often the summary's counts are checked against the items, whatever the events said (the login merge and expiry announce nothing). */
	private const FULL_COUNT_EVERY = DAY_IN_SECONDS;

	/** The hourly run's time for counting. */
	private const RUN_SECONDS = 20.0;

	/**
	 * The room.
	 *
	 * @param Wishlists    $wishlists The wishlists (their items, the caller).
	 * @param Saved_Demand $demand    What is saved now.
	 * @param Insight_Days $days      What happened each day.
	 * @param \Closure     $cart      fn (): Cart, the shopper's cart session.
	 * @param \Closure     $schedule  fn (): Recurring_Schedule, the shop's scheduler.
	 */
	public function __construct(
		private readonly Wishlists $wishlists,
		private readonly Saved_Demand $demand,
		private readonly Insight_Days $days,
		private readonly \Closure $cart,
		private readonly \Closure $schedule,
	) {
	}

	/**
	 * Hooks the listeners and the hourly run.
	 */
	public function register(): void {
		add_action( 'boudoir_wishlist_changed', array( $this, 'wishlist_changed' ) );
		add_action( 'boudoir_delete_wishlist_items', array( $this, 'lists_going' ), 10, 2 );
		add_action( Woo_Product_Changes::ACTION, array( $this, 'products_changed' ) );
		add_action( Checkout_Hooks::ADD_TO_CART, array( $this, 'added_to_cart' ), 10, 4 );
		add_action( self::HOOK, array( $this, 'run_now' ) );
		// The schedule is checked where a lost one can come back cheaply: in wp-admin and cron, never on a shopper's page.
		add_action( 'admin_init', array( $this, 'schedule' ) );
		if ( defined( 'BOUDOIR_FILE' ) ) {
			register_deactivation_hook( BOUDOIR_FILE, array( $this, 'unschedule' ) );
		}
	}

	/**
	 * `boudoir_wishlist_changed`: a list created, a product saved or copied counts for today (which
	 * marks the product for counting again: sweep_saves()); any other change of items queues its product.
	 * One statement either way.
	 *
	 * @param mixed $change The change.
	 */
	public function wishlist_changed( mixed $change ): void {
		if ( ! $change instanceof Wishlist_Change ) {
			return;
		}
		$now = time();
		switch ( $change->kind ) {
			case Wishlist_Change::LIST_CREATED:
				$this->days->add( Insight_Days::LISTS, self::day( $now ), array( self::line( 0, 0 ) ) );
				return;
			case Wishlist_Change::ITEM_ADDED:
			case Wishlist_Change::ITEM_COPIED:
				// One statement: the day's counter is the product's mark too (sweep_saves() queues it).
				$this->days->add( Insight_Days::SAVED, self::day( $now ), array( self::line( $change->product_id, $change->variation_id ) ), $now );
				return;
			case Wishlist_Change::ITEM_MOVED:
			case Wishlist_Change::ITEMS_REMOVED:
			case Wishlist_Change::QUANTITY_CHANGED:
				break;
			default:
				return;
		}
		$this->demand->queue()->record( array( $change->product_id ), $now );
	}

	/**
	 * `boudoir_delete_wishlist_items`: the lists' products are queued before their items go.
	 *
	 * @param mixed $wishlist_ids The lists.
	 * @param mixed $orphans_only Only those of them that no longer exist.
	 */
	public function lists_going( mixed $wishlist_ids, mixed $orphans_only = false ): void {
		unset( $orphans_only );
		$ids = array_values( array_filter( array_map( 'intval', (array) $wishlist_ids ), static fn ( int $id ): bool => $id > 0 ) );
		if ( ! $ids ) {
			return;
		}
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own table; the items' key on list id; one placeholder per list.
		$found    = $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT product_id FROM %i WHERE wishlist_id IN (' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')', array_merge( array( $wpdb->prefix . Item_Repository::TABLE ), $ids ) ) );
		$products = array_map( 'intval', (array) $found );
		// phpcs:enable
		$this->demand->queue()->record( $products, time() );
	}

	/**
	 * `boudoir_product_changed`: a product's price, stock or name may have changed.
	 *
	 * @param mixed $ids Products and variations (and their parents).
	 */
	public function products_changed( mixed $ids ): void {
		$this->demand->queue()->record( array_values( array_map( 'intval', (array) $ids ) ), time() );
	}

	/**
	 * `woocommerce_add_to_cart`: when the request says it comes from a list item (CART_HEADER) and the
	 * item holds the product added, counts it for today and keeps the product with the shopper's cart
	 * session for her order. The item may be on anyone's list (a shared list's visitor buying from it):
	 * nothing of the list is read out or changed, and only a real add of that very product counts.
	 *
	 * @param mixed $cart_item_key The cart line.
	 * @param mixed $product_id    The product.
	 * @param mixed $quantity      How many.
	 * @param mixed $variation_id  The variation, or 0.
	 */
	public function added_to_cart( mixed $cart_item_key, mixed $product_id, mixed $quantity = 1, mixed $variation_id = 0 ): void {
		unset( $cart_item_key );
		$item_id = self::header_item_id();
		if ( $item_id < 1 || ! is_numeric( $product_id ) ) {
			return;
		}
		$item = $this->wishlists->items()->get( $item_id );
		if ( null === $item || $item->product_id !== (int) $product_id || ( $item->variation_id > 0 && $item->variation_id !== (int) $variation_id ) ) {
			return;
		}
		$this->days->add( Insight_Days::CARTED, self::day( time() ), array( self::line( $item->product_id, (int) $variation_id, (int) $quantity ) ) );
		$cart   = ( $this->cart )();
		$carted = array_values( array_diff( $cart->recall( self::CARTED_SESSION_KEY ), array( $item->product_id ) ) );
		$carted = array_slice( array_merge( $carted, array( $item->product_id ) ), -self::CARTED_KEPT );
		$cart->remember( self::CARTED_SESSION_KEY, $carted );
	}

	/**
	 * Schedules the hourly run unless it is (admin_init; cron keeps it once there).
	 */
	public function schedule(): void {
		( $this->schedule )()->ensure( self::HOOK, self::RECURRENCE );
	}

	/**
	 * Removes the run (deactivation).
	 */
	public function unschedule(): void {
		( $this->schedule )()->clear( self::HOOK );
	}

	/**
	 * HOOK's callback.
	 */
	public function run_now(): void {
		$this->run( time(), self::RUN_SECONDS );
	}

	/**
	 * Once a day queues the products the summary miscounts; then counts the queued ones again, for at most `$seconds`.
	 *
	 * @param int   $now     Unix time.
	 * @param float $seconds How long counting may take.
	 * @return array{queued:int,counted:int}
	 */
	public function run( int $now, float $seconds ): array {
		$queued = $this->sweep_saves( $now );
		if ( $now - (int) get_option( self::FULL_COUNT_OPTION, 0 ) >= self::FULL_COUNT_EVERY ) {
			update_option( self::FULL_COUNT_OPTION, (string) $now, false );
			$queued += $this->demand->queue_miscounted( $now );
		}
		return array(
			'queued'  => $queued,
			'counted' => $this->demand->catch_up( $now, $seconds ),
		);
	}

	/**
	 * Queues the products saved since the last sweep (their day's counter changed since: Insight_Days::saved_since()),
	 * so a save costs its request one statement. The sweep's time moves on only when it found some.
	 *
	 * @param int $now Unix time.
	 * @return int Products queued.
	 */
	public function sweep_saves( int $now ): int {
		$since    = (int) get_option( self::SWEPT_OPTION, 0 );
		$since    = $since > 0 ? $since : $now - DAY_IN_SECONDS;
		$products = $this->days->saved_since( $since, self::day( $since ) );
		if ( ! $products ) {
			return 0;
		}
		// From this run's start: a save in the same second is swept again next time (harmless), never lost.
		update_option( self::SWEPT_OPTION, (string) $now, false );
		return $this->demand->queue()->record( $products, $now );
	}

	/**
	 * The shop's day of a time (Y-m-d in the site's time zone): a week of the screen starts on the shop's day.
	 *
	 * @param int $time Unix time.
	 */
	public static function day( int $time ): string {
		return (string) wp_date( 'Y-m-d', $time );
	}

	/**
	 * One event of a product.
	 *
	 * @param int $product_id   The product.
	 * @param int $variation_id The variation, or 0.
	 * @param int $quantity     Units.
	 * @return array{product_id:int,variation_id:int,quantity:int}
	 */
	private static function line( int $product_id, int $variation_id, int $quantity = 0 ): array {
		return array(
			'product_id'   => $product_id,
			'variation_id' => max( 0, $variation_id ),
			'quantity'     => max( 0, $quantity ),
		);
	}

	/**
	 * The list item the request names in CART_HEADER, or 0.
	 */
	private static function header_item_id(): int {
		$value = isset( $_SERVER['HTTP_X_BOUDOIR_WISHLIST_ITEM'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_BOUDOIR_WISHLIST_ITEM'] ) ) : '';
		return 1 === preg_match( '/^[1-9]\d{0,18}$/D', $value ) ? (int) $value : 0;
	}
}
