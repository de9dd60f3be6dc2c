<?php
/**
 * Tests of the wishlist insights: the summaries kept by events, the report, the routes, the downloads.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Insights;

use Boudoir\Alerts\Alert_Report;
use Boudoir\Insights\Insight_Days;
use Boudoir\Insights\Insights;
use Boudoir\Insights\Insights_Page;
use Boudoir\Insights\Insights_Report;
use Boudoir\Insights\Saved_Demand;
use Boudoir\Plugin;
use Boudoir\Tests\Product_Fixtures;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Change;

require_once dirname( __DIR__ ) . '/commerce/trait-product-fixtures.php';

/**
 * Exact counts on seeded lists and orders, per product and variation, per week.
 */
final class Insights_Test extends Test_Case {

	use Product_Fixtures;

	protected function set_up(): void {
		parent::set_up();
		update_option( 'start_of_week', 1 );
		update_option( 'timezone_string', 'UTC' );
		update_option( 'woocommerce_currency', 'EUR' );
		WC()->session = null;
		WC()->cart    = null;
		wc_load_cart();
		// The day's check has run: what the tests count comes from the events alone, unless a test asks for the check.
		update_option( Insights::FULL_COUNT_OPTION, (string) time(), false );
	}

	protected function tear_down(): void {
		WC()->session = null;
		WC()->cart    = null;
		parent::tear_down();
	}

	/**
	 * A list of the signed-in shopper's with the products saved through the service (so its events fire).
	 *
	 * @param list<int|array{int,int}> $products Product ids, or [product, variation].
	 */
	private static function saves( array $products ): Wishlist {
		$service = Plugin::instance()->wishlists()->service();
		$list    = $service->create( 'Wants ' . wp_generate_password( 6, false ), 'private' );
		self::assertInstanceOf( Wishlist::class, $list );
		foreach ( $products as $product ) {
			list( $product_id, $variation_id ) = is_array( $product ) ? $product : array( $product, 0 );
			self::assertNotInstanceOf( \WP_Error::class, $service->add( $list, $product_id, $variation_id ) );
		}
		return $list;
	}

	/**
	 * The summary counted again: the saves swept into the queue, and the queue counted (the hourly run).
	 */
	private static function demand(): Saved_Demand {
		Plugin::instance()->insights()->run( time(), 30.0 );
		return Plugin::instance()->saved_demand();
	}

	/**
	 * What is saved now, per product and per variation: items, quantities, out of stock, saved at a
	 * higher price than now; kept by the events of saves, removals, list deletions and product changes.
	 */
	public function test_saved_demand_follows_the_lists_and_the_products(): void {
		$slip = $this->simple_product( 'Silk slip', '100.00', 5 );
		$bra  = $this->variable_product();

		$ada = $this->create_user( 'customer' );
		$this->log_in( $ada );
		self::saves( array( $slip->get_id(), array( $bra['parent'], $bra['black_c'] ), array( $bra['parent'], $bra['red_b'] ) ) );
		$bea = $this->create_user( 'customer' );
		$this->log_in( $bea );
		$beas = self::saves( array( $slip->get_id(), array( $bra['parent'], $bra['black_c'] ) ) );
		$cat  = $this->create_user( 'customer' );
		$this->log_in( $cat );
		$cats = self::saves( array( $slip->get_id() ) );

		$totals = self::demand()->totals();
		$this->assertSame( 6, $totals['saved_now'] );
		$this->assertSame( 3, $totals['variants'] );
		// Black/C is out of stock: two items.
		$this->assertSame( 2, $totals['out_of_stock_saved'] );
		$this->assertSame( 0, $totals['price_dropped_saved'] );

		// The slip's price drops: its three items were saved at 100.00.
		$slip->set_regular_price( '80.00' );
		$slip->save();
		$this->assertSame( 3, self::demand()->totals()['price_dropped_saved'] );

		// Cat removes the slip; Bea deletes her list: their items go from the counts.
		Plugin::instance()->wishlists()->service()->remove_product( array( $cats->id ), $slip->get_id(), null );
		$this->log_in( $bea );
		$this->assertTrue( Plugin::instance()->wishlists()->service()->delete( $beas ) );
		$demand = self::demand();
		$totals = $demand->totals();
		$this->assertSame( 3, $totals['saved_now'] );
		$this->assertSame( 1, $totals['out_of_stock_saved'] );
		$this->assertSame( 1, $totals['price_dropped_saved'] );
		$this->assertSame( 0, $demand->pending() );

		// Per variation, most saved first, then by product and variation; the options as shown.
		$page = $demand->page( 'all', true, 'saved', false, 1, 10 );
		$this->assertSame( 3, $page['total'] );
		$rows = array_map( static fn ( array $row ): array => array( $row['name'], $row['variation'], $row['saved'], $row['in_stock'], $row['price_dropped'] ), $page['rows'] );
		$this->assertEqualsCanonicalizing(
			array(
				array( 'Silk slip', '', 1, true, 1 ),
				array( 'Balconette bra', 'Black, C', 1, false, 0 ),
				array( 'Balconette bra', 'Red, B', 1, true, 0 ),
			),
			$rows
		);
		// Per product, out of stock only: the bra has one row out of stock.
		$page = $demand->page( 'out_of_stock', false, 'saved', false, 1, 10 );
		$this->assertSame( 1, $page['total'] );
		$this->assertSame( array( $bra['parent'], 1 ), array( $page['rows'][0]['product_id'], $page['rows'][0]['saved'] ) );
		// Per product, by name: the bra before the slip.
		$page = $demand->page( 'all', false, 'name', true, 1, 10 );
		$this->assertSame( array( 'Balconette bra', 'Silk slip' ), array_column( $page['rows'], 'name' ) );
		$this->assertSame( array( 2, 1 ), array_column( $page['rows'], 'saved' ) );
	}

	/**
	 * A save costs its request one statement (the day's counter), which the next run sweeps into the
	 * queue once: a save is never lost, nor counted from the queue twice.
	 */
	public function test_saves_are_swept_into_the_queue(): void {
		$slip = $this->simple_product( 'Silk slip', '20.00', 5 );
		$this->log_in( $this->create_user( 'customer' ) );
		$list     = Plugin::instance()->wishlists()->service()->create( 'Wants', 'private' );
		$insights = Plugin::instance()->insights();
		// What came before is swept first.
		$insights->sweep_saves( time() + 10 );

		global $wpdb;
		$queries = $wpdb->num_queries;
		$insights->wishlist_changed( new Wishlist_Change( Wishlist_Change::ITEM_ADDED, Owner::user( 1 ), $list->id, array( 1 ), $slip->get_id() ) );
		$this->assertSame( 1, $wpdb->num_queries - $queries, 'A save: one statement.' );
		$this->assertSame( 1, $insights->sweep_saves( time() + 20 ) );
		$this->assertSame( 0, $insights->sweep_saves( time() + 30 ), 'Swept once.' );
	}

	/**
	 * A summary row lost or wrong (a merge or an expiry announces nothing) comes back right with the daily full count.
	 */
	public function test_the_daily_full_count_mends_the_summary(): void {
		$slip = $this->simple_product( 'Silk slip', '20.00', 5 );
		$this->log_in( $this->create_user( 'customer' ) );
		self::saves( array( $slip->get_id() ) );
		$demand = self::demand();
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET saved = 40', $demand->table() ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test spoils the summary.
		$this->assertSame( 40, $demand->totals()['saved_now'] );

		delete_option( Insights::FULL_COUNT_OPTION );
		$done = Plugin::instance()->insights()->run( time(), 30.0 );
		$this->assertGreaterThanOrEqual( 1, $done['queued'] );
		$this->assertSame( 1, $demand->totals()['saved_now'] );
		// Not again within the day.
		$checked = get_option( Insights::FULL_COUNT_OPTION );
		Plugin::instance()->insights()->run( time() + HOUR_IN_SECONDS, 30.0 );
		$this->assertSame( $checked, get_option( Insights::FULL_COUNT_OPTION ) );
		$this->assertSame( 1, $demand->totals()['saved_now'] );
	}

	/**
	 * The funnel per week: lists created and products saved counted as they happen; added to the cart
	 * from a list only with the list item's header and the same product; ordered once the order is paid.
	 */
	public function test_the_funnel_per_week(): void {
		$slip  = $this->simple_product( 'Silk slip', '20.00', 10 );
		$robe  = $this->simple_product( 'Kimono robe', '60.00', 10 );
		$other = $this->simple_product( 'Gift card', '25.00', 10 );
		$ada   = $this->create_user( 'customer' );
		$this->log_in( $ada );
		$list = self::saves( array( $slip->get_id(), $robe->get_id() ) );
		$item = Plugin::instance()->wishlists()->items()->find( $list->id, $slip->get_id() );
		$this->assertNotNull( $item );

		// The wishlist's "Add to cart": the Store API's add-item with the item's id.
		$_SERVER['HTTP_X_BOUDOIR_WISHLIST_ITEM'] = (string) $item->id;
		try {
			WC()->cart->add_to_cart( $slip->get_id(), 2 );
			// Another product with the slip's item id counts nothing.
			WC()->cart->add_to_cart( $other->get_id(), 1 );
		} finally {
			unset( $_SERVER['HTTP_X_BOUDOIR_WISHLIST_ITEM'] );
		}
		// Without the header: an add from the product page.
		WC()->cart->add_to_cart( $robe->get_id(), 1 );
		$this->assertSame( array( $slip->get_id() ), Plugin::instance()->cart()->recall( Insights::CARTED_SESSION_KEY ) );

		// She removes the slip from her list after adding it (the shop's "remove after add"), then orders the
		// slip, the robe (on her list) and the gift card (never saved): two lines came from her list.
		Plugin::instance()->wishlists()->service()->remove_product( array( $list->id ), $slip->get_id(), null );
		$order = wc_create_order( array( 'customer_id' => $ada->ID ) );
		$order->add_product( wc_get_product( $slip->get_id() ), 2 );
		$order->add_product( wc_get_product( $robe->get_id() ), 1 );
		$order->add_product( wc_get_product( $other->get_id() ), 1 );
		$order->calculate_totals();
		$order->save();
		do_action( 'woocommerce_checkout_order_created', $order );
		$this->assertSame( 0, $this->ordered_events(), 'Nothing counts before the order is paid.' );
		wc_get_order( $order->get_id() )->payment_complete();
		// Paid again (completed) counts nothing more.
		wc_get_order( $order->get_id() )->update_status( 'completed' );

		$report    = Plugin::instance()->insights_report();
		$today     = Insights::day( time() );
		$this_week = Insights_Report::week_start( $today, 0 );
		$last_week = Insights_Report::week_start( $today, -1 );
		$overview  = $report->overview( $last_week, $today );
		$this->assertSame( array( $last_week, $this_week ), array_column( $overview['weeks'], 'start' ) );
		$this->assertSame( '1', gmdate( 'N', (int) strtotime( $this_week . ' 12:00 UTC' ) ), 'Weeks start on the site’s first day of the week.' );
		$week = $overview['weeks'][1];
		$this->assertSame( 1, $week['lists_created'] );
		$this->assertSame( 2, $week['saved'] );
		$this->assertSame( 1, $week['carted'] );
		$this->assertSame( 2, $week['ordered'] );
		$this->assertSame( '100.00', $week['ordered_amount'] );
		$this->assertSame( 0, $overview['weeks'][0]['saved'] );
		$this->assertSame( 1, $overview['totals']['lists'] );
		$this->assertSame( 1, $overview['totals']['shoppers'] );

		// Per product in the range, once the queued products are counted again.
		self::demand();
		$products = $report->products( $this->query() );
		$this->assertSame( array( 'Kimono robe' ), array_column( $products['rows'], 'name' ), (string) wp_json_encode( $products ) );
		$robe_row = array_values( array_filter( $products['rows'], static fn ( array $row ): bool => $row['product_id'] === $robe->get_id() ) )[0];
		$this->assertSame( array( 1, 1, 0, 1 ), array( $robe_row['saved'], $robe_row['saved_in_range'], $robe_row['carted'], $robe_row['ordered'] ) );
	}

	/**
	 * An order that came through a wishlist alert's link counts every line, with no list to match.
	 */
	public function test_an_order_from_an_alert_counts_every_line(): void {
		$slip  = $this->simple_product( 'Silk slip', '20.00', 10 );
		$order = wc_create_order();
		$order->add_product( wc_get_product( $slip->get_id() ), 3 );
		$order->calculate_totals();
		$order->update_meta_data( '_wc_order_attribution_utm_campaign', Alert_Report::CAMPAIGN );
		$order->save();
		$order->payment_complete();
		$this->assertSame( 1, $this->ordered_events() );
		// The day's total says the same (what the weeks read).
		$today = Insights::day( time() );
		$days  = ( new Insight_Days() )->days( $today, $today );
		$this->assertSame( array( 'events' => 1, 'quantity' => 3, 'amount' => 60.0 ), $days[ Insight_Days::ORDERED ][ $today ] );
	}

	/**
	 * Savers: account holders only, guests as a count; an erased shopper is gone.
	 */
	public function test_savers_name_account_holders_only(): void {
		$slip = $this->simple_product( 'Silk slip', '20.00', 10 );
		$ada  = $this->create_user( 'customer', array( 'display_name' => 'Ada Lovelace' ) );
		$this->log_in( $ada );
		self::saves( array( $slip->get_id() ) );
		$bea = $this->create_user( 'customer', array( 'display_name' => 'Bea Arthur' ) );
		$this->log_in( $bea );
		self::saves( array( $slip->get_id() ) );
		$this->log_out();
		$guest = Plugin::instance()->wishlists()->lists()->create( Owner::guest_from_hash( hash( 'sha256', 'a guest' ) ), 'Guest list' );
		Plugin::instance()->wishlists()->items()->add( $guest->id, $slip->get_id() );

		$report = Plugin::instance()->insights_report();
		$savers = $report->savers( $slip->get_id(), 0, 1, 20 );
		$this->assertSame( 2, $savers['total'] );
		$this->assertSame( 1, $savers['guests'] );
		$this->assertEqualsCanonicalizing( array( 'Ada Lovelace', 'Bea Arthur' ), array_column( $savers['savers'], 'name' ) );

		// WordPress's eraser for Bea's address takes her lists, and her name off the screen.
		$erasers = apply_filters( 'wp_privacy_personal_data_erasers', array() );
		foreach ( $erasers as $eraser ) {
			call_user_func( $eraser['callback'], $bea->user_email, 1 );
		}
		$savers = $report->savers( $slip->get_id(), 0, 1, 20 );
		$this->assertSame( array( 'Ada Lovelace' ), array_column( $savers['savers'], 'name' ) );
		$this->assertSame( 1, $savers['total'] );
	}

	/**
	 * The routes: only for whoever may manage the shop; ranges checked; pages with their totals.
	 */
	public function test_the_routes(): void {
		$slip = $this->simple_product( 'Silk slip', '20.00', 10 );
		$robe = $this->simple_product( 'Kimono robe', '60.00', 10 );
		$this->log_in( $this->create_user( 'customer' ) );
		self::saves( array( $slip->get_id() ) );

		$this->assertSame( 403, $this->dispatch_rest( 'GET', '/boudoir/v1/insights' )['status'] );
		$this->log_out();
		$this->assertSame( 401, $this->dispatch_rest( 'GET', '/boudoir/v1/insights/products' )['status'] );
		// A shop manager as WooCommerce makes the role (the test site's roles may predate it), and one
		// whose capability a role editor denied her (a user-level `false` over the role's).
		get_role( 'shop_manager' )->add_cap( 'manage_woocommerce' );
		$manager = $this->create_user( 'shop_manager' );
		$manager->add_cap( 'manage_woocommerce', false );
		$this->log_in( $manager );
		$this->assertSame( 403, $this->dispatch_rest( 'GET', '/boudoir/v1/insights/products/' . $slip->get_id() . '/savers' )['status'] );

		$this->log_in( $this->create_user( 'shop_manager' ) );
		$answer = $this->dispatch_rest( 'GET', '/boudoir/v1/insights' );
		$this->assertSame( 200, $answer['status'], (string) wp_json_encode( $answer['data'] ) );
		$this->assertSame( 1, $answer['data']['totals']['saved_now'] );
		$this->assertSame( 12, count( $answer['data']['weeks'] ) );
		$this->assertSame( array( 'after', 'before' ), array_keys( $answer['data']['range'] ) );
		$bad = $this->dispatch_rest( 'GET', '/boudoir/v1/insights', array( 'after' => '2026-02-30' ) );
		$this->assertSame( array( 400, 'rest_invalid_param', array( 'after' ) ), array( $bad['status'], $bad['data']['code'], array_keys( $bad['data']['data']['params'] ) ) );
		$bad = $this->dispatch_rest( 'GET', '/boudoir/v1/insights', array( 'after' => '2026-12-01', 'before' => '2026-11-01' ) );
		$this->assertSame( array( 400, array( 'after', 'before' ) ), array( $bad['status'], array_keys( $bad['data']['data']['params'] ) ) );
		$bad = $this->dispatch_rest( 'GET', '/boudoir/v1/insights/products', array( 'orderby' => 'price; DROP TABLE x' ) );
		$this->assertSame( 400, $bad['status'] );

		// An import (no event) is counted by the day's full count, which the route runs when it is due.
		$imported = Plugin::instance()->wishlists()->lists()->create( Owner::user( $this->create_user( 'customer' )->ID ), 'Imported' );
		Plugin::instance()->wishlists()->items()->add( $imported->id, $robe->get_id() );
		$this->assertSame( 1, $this->dispatch_rest( 'GET', '/boudoir/v1/insights' )['data']['totals']['saved_now'], 'Counted today already.' );
		delete_option( Insights::FULL_COUNT_OPTION );
		$this->assertSame( 2, $this->dispatch_rest( 'GET', '/boudoir/v1/insights' )['data']['totals']['saved_now'] );
		Plugin::instance()->wishlists()->lists()->delete( $imported );
		delete_option( Insights::FULL_COUNT_OPTION );

		$answer = $this->dispatch_rest( 'GET', '/boudoir/v1/insights/products', array( 'per_page' => 1 ) );
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( '1', (string) $answer['headers']['X-WP-Total'] );
		$this->assertSame( array( 'Silk slip' ), array_column( $answer['data'], 'name' ) );
	}

	/**
	 * The downloads: every cell quoted, formulas defused, only the tables the screen offers.
	 */
	public function test_csv(): void {
		$this->assertSame( "\xEF\xBB\xBF\"a\",\"'=HYPERLINK(\"\"x\"\")\",\"-3\",\"7\"\r\n", Insights_Page::csv( array( array( 'a', '=HYPERLINK("x")', '-3', 7 ) ) ) );
		$this->assertSame( "\xEF\xBB\xBF\"'@SUM(A1)\",\"'+1+2\",\"'-x\"\r\n", Insights_Page::csv( array( array( '@SUM(A1)', '+1+2', '-x' ) ) ) );
		$page  = new Insights_Page( '', '', static fn (): Insights_Report => Plugin::instance()->insights_report(), static fn () => Plugin::instance()->shop_pages(), static fn () => Plugin::instance()->money() );
		// Wednesday 2 December 2026: its week and the one before, after the header.
		$weeks = $page->table( array( 'kind' => 'weeks', 'after' => '2026-11-23', 'before' => '2026-12-02' ), '2026-12-02' );
		$this->assertIsArray( $weeks );
		$this->assertSame( array( '2026-11-23', '2026-11-30' ), array_column( array_slice( $weeks['rows'], 1 ), 0 ) );
		// The default range: twelve weeks to today.
		$this->assertSame( array( 'after' => '2026-09-14', 'before' => '2026-12-02' ), $page->table( array( 'kind' => 'weeks' ), '2026-12-02' )['range'] );
		$this->assertInstanceOf( \WP_Error::class, $page->table( array( 'kind' => 'products', 'view' => 'all', 'group' => 'product', 'orderby' => 'id', 'order' => 'desc' ), '2026-12-02' ) );
		$this->assertInstanceOf( \WP_Error::class, $page->table( array( 'kind' => 'weeks', 'after' => 'yesterday' ), '2026-12-02' ) );
	}

	/**
	 * The default query of the products' table.
	 *
	 * @return array{view:string,group:string,orderby:string,order:string,page:int,per_page:int,after:string,before:string}
	 */
	private function query(): array {
		$today = Insights::day( time() );
		return array(
			'view'     => 'all',
			'group'    => 'product',
			'orderby'  => 'saved',
			'order'    => 'desc',
			'page'     => 1,
			'per_page' => 25,
			'after'    => Insights_Report::week_start( $today, -1 ),
			'before'   => $today,
		);
	}

	/**
	 * Order lines counted from lists, every day (the products' rows, not the days' totals).
	 */
	private function ordered_events(): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test reads the counters.
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COALESCE(SUM(events), 0) FROM %i WHERE kind = %s AND product_id > 0', $wpdb->prefix . Insight_Days::TABLE, Insight_Days::ORDERED ) );
	}
}
