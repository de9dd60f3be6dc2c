<?php
/**
 * Contract: wc_get_orders() (WC_Order_Query) with the arguments the double reproduces, and the order's
 * creation date, with either order storage.
 *
 * @package Boudoir\Tests
 */

namespace Boudoir\Tests\WooCommerce_Double;

use Automattic\WooCommerce\Utilities\OrderUtil;

require_once __DIR__ . '/class-double-test-case.php';

/**
 * @covers ::wc_get_orders
 * @covers ::wc_double_order_date_query
 * @covers ::wc_get_is_paid_statuses
 * @covers \WC_Order::set_date_created
 */
class WC_Get_Orders_Test extends Double_Test_Case {

	/** A Unix time in June 2025 the orders are created around. */
	private const BASE = 1750000000;

	/**
	 * The order storages: WooCommerce's custom order tables (HPOS) and posts storage.
	 *
	 * @return array<string,array{0:bool}>
	 */
	public static function order_storages(): array {
		return array(
			'custom order tables' => array( true ),
			'posts storage'       => array( false ),
		);
	}

	/**
	 * Switches the storage (the option WooCommerce → Settings → Advanced → Features writes).
	 *
	 * @param bool $custom_tables Custom order tables, or posts.
	 */
	private function use_order_storage( bool $custom_tables ): void {
		update_option( 'woocommerce_custom_orders_table_enabled', $custom_tables ? 'yes' : 'no' );
		$this->assertSame( $custom_tables, OrderUtil::custom_orders_table_usage_is_enabled() );
	}

	/**
	 * Orders created at the given times, each with the meta `_probe` = its position.
	 *
	 * @param int[]  $times  Unix times.
	 * @param string $status Their status.
	 * @return int[] Their ids, in the same order.
	 */
	private function orders_at( array $times, string $status = 'processing' ): array {
		$ids = array();
		foreach ( array_values( $times ) as $position => $time ) {
			$order = wc_create_order();
			$order->set_date_created( $time );
			$order->update_meta_data( '_probe', 'p' . $position );
			$order->set_status( $status );
			$order->save();
			$ids[] = $order->get_id();
		}
		return $ids;
	}

	/**
	 * Ids of the orders with the `_probe` meta a query finds.
	 *
	 * @param array $args wc_get_orders() arguments.
	 * @return int[]
	 */
	private static function probed( array $args ): array {
		return wc_get_orders(
			$args + array(
				'return'       => 'ids',
				'limit'        => -1,
				'meta_key'     => '_probe',
				'meta_compare' => 'EXISTS',
			)
		);
	}

	/**
	 * The creation date is kept to the second, read back as a Unix time.
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables, or posts.
	 */
	public function test_creation_date_round_trip( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		list( $id ) = $this->orders_at( array( self::BASE + 7 ) );
		$this->assertSame( self::BASE + 7, wc_get_order( $id )->get_date_created()->getTimestamp() );
	}

	/**
	 * `date_created` with Unix times: to the second; `a...b`, `>=` and `<=` include their ends, `>` and `<`
	 * do not; a lower end of `0` counts as none (posts storage then ignores the range, the order tables
	 * find nothing); newest first by default. (One exact second, `date_created` => a time, is left out:
	 * WordPress's date query compares `DATE_FORMAT( …, '%H.%i%s' )` text with a number, which SQLite never matches.)
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables, or posts.
	 */
	public function test_date_created_with_timestamps( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		list( $a, $b, $c ) = $this->orders_at( array( self::BASE + 100, self::BASE + 200, self::BASE + 300 ) );

		$this->assertSame( array( $b, $a ), self::probed( array( 'date_created' => ( self::BASE + 100 ) . '...' . ( self::BASE + 200 ) ) ) );
		$this->assertSame( array( $c, $b ), self::probed( array( 'date_created' => '>' . ( self::BASE + 100 ) ) ) );
		$this->assertSame( array( $c, $b, $a ), self::probed( array( 'date_created' => '>=' . ( self::BASE + 100 ) ) ) );
		$this->assertSame( array( $b, $a ), self::probed( array( 'date_created' => '<' . ( self::BASE + 300 ) ) ) );
		$this->assertSame( $custom_tables ? array() : array( $c, $b, $a ), self::probed( array( 'date_created' => '0...' . ( self::BASE + 200 ) ) ) );
		$this->assertSame( array( $b, $a ), self::probed( array( 'date_created' => '00...' . ( self::BASE + 200 ) ) ), '"00" is the epoch.' );
		$this->assertSame( array( $a, $b, $c ), self::probed( array( 'orderby' => array( 'date' => 'ASC', 'ID' => 'ASC' ) ) ) );
	}

	/**
	 * `date_created` with dates: by day in the site's time zone.
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables, or posts.
	 */
	public function test_date_created_with_dates( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		update_option( 'timezone_string', 'Europe/Paris' );
		// 23:30 on 15 June in Paris, 00:30 on 16 June in Paris, noon on 16 June.
		list( $late, $early, $noon ) = $this->orders_at( array( gmmktime( 21, 30, 0, 6, 15, 2025 ), gmmktime( 22, 30, 0, 6, 15, 2025 ), gmmktime( 10, 0, 0, 6, 16, 2025 ) ) );

		$this->assertSame( array( $late ), self::probed( array( 'date_created' => '2025-06-15' ) ) );
		$this->assertSame( array( $noon, $early ), self::probed( array( 'date_created' => '2025-06-16...2025-06-16' ) ) );
		$this->assertSame( array( $noon, $early ), self::probed( array( 'date_created' => '>2025-06-15' ) ) );
		$this->assertSame( array( $late ), self::probed( array( 'date_created' => '<2025-06-16' ) ) );
	}

	/**
	 * `meta_key` / `meta_value` / `meta_compare` filter with either storage; `meta_query` only with the order
	 * tables (and on top of them): posts storage drops it and reports incorrect usage.
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables, or posts.
	 */
	public function test_meta_arguments( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		list( $first, $second, $third ) = $this->orders_at( array( self::BASE, self::BASE + 1, self::BASE + 2 ) );

		$this->assertSame( array( $second ), wc_get_orders( array( 'return' => 'ids', 'meta_key' => '_probe', 'meta_value' => 'p1' ) ) );
		$this->assertSame( array( $third, $first ), wc_get_orders( array( 'return' => 'ids', 'meta_key' => '_probe', 'meta_value' => 'p1', 'meta_compare' => '!=' ) ) );
		$this->assertSame( array( $third, $second, $first ), self::probed( array( 'meta_value' => '' ) ), 'An empty value is no value.' );

		if ( ! $custom_tables ) {
			$this->expect_incorrect_usage( 'WC_Order_Data_Store_CPT::query' );
		}
		$this->assertSame(
			$custom_tables ? array( $third ) : array( $third, $second, $first ),
			self::probed( array( 'meta_query' => array( array( 'key' => '_probe', 'value' => 'p2' ) ) ) )
		);
		$this->assertSame(
			$custom_tables ? array() : array( $second ),
			wc_get_orders(
				array(
					'return'     => 'ids',
					'meta_key'   => '_probe',
					'meta_value' => 'p1',
					'meta_query' => array( array( 'key' => '_probe', 'value' => 'p2' ) ),
				)
			),
			'The shortcut and meta_query both apply, where meta_query does.'
		);
	}

	/**
	 * The paid statuses (filtered), a status list, and the limit.
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables, or posts.
	 */
	public function test_paid_statuses_and_limit( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		$this->assertSame( array( 'processing', 'completed' ), wc_get_is_paid_statuses() );
		list( $processing ) = $this->orders_at( array( self::BASE ), 'processing' );
		list( $completed )  = $this->orders_at( array( self::BASE + 1 ), 'completed' );
		$this->orders_at( array( self::BASE + 2 ), 'pending' );
		$this->orders_at( array( self::BASE + 3 ), 'on-hold' );

		$this->assertSame( array( $completed, $processing ), self::probed( array( 'status' => wc_get_is_paid_statuses() ) ) );
		$this->assertSame( array( $completed ), self::probed( array( 'status' => wc_get_is_paid_statuses(), 'limit' => 1 ) ) );
		$this->assertTrue( wc_get_order( $processing )->is_paid() );

		add_filter( 'woocommerce_order_is_paid_statuses', static fn ( array $statuses ): array => array_merge( $statuses, array( 'on-hold' ) ) );
		$this->assertSame( array( 'processing', 'completed', 'on-hold' ), wc_get_is_paid_statuses() );
		$this->assertCount( 3, self::probed( array( 'status' => wc_get_is_paid_statuses() ) ) );
	}
}
