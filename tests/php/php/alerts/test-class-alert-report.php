<?php
/**
 * Tests of Alert_Report and Alert_Report_Page.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Alerts;

use Boudoir\Alerts\Alert_Report;
use Boudoir\Alerts\Alert_Report_Page;
use Boudoir\Alerts\Digest_Links;
use Boudoir\Alerts\Digests;
use Boudoir\Tests\Test_Case;

/**
 * Sent, opened by a click, added to cart and orders, per week and per product.
 */
final class Alert_Report_Test extends Test_Case {

	/**
	 * A digest sent on a day telling of products (item → product), with what the shopper followed.
	 *
	 * @param string         $owner    Owner key.
	 * @param string         $day      `Y-m-d`.
	 * @param array<int,int> $products Item → product.
	 * @param list<int>      $opened   Items whose product link she followed.
	 * @param list<int>      $added    Items she added to her cart.
	 */
	private static function digest( string $owner, string $day, array $products, array $opened = array(), array $added = array() ): void {
		$digests = new Digests();
		$id      = $digests->claim( $owner, $day, time() );
		$digests->finish( $id, true, time() );
		$links = new Digest_Links();
		$made  = $links->issue( $owner, $id, $products, time() );
		foreach ( $opened as $item ) {
			$links->opened( $made['items'][ $item ]['open'], time() );
		}
		foreach ( $added as $item ) {
			$links->spend( $made['items'][ $item ]['cart'], time() );
		}
	}

	/**
	 * The figures, bucketed in the shop's weeks (Monday first here), and per product; orders from
	 * the attribution's campaign; a failed digest counts nowhere.
	 */
	public function test_figures_per_week_and_product(): void {
		update_option( 'start_of_week', 1 );
		update_option( 'timezone_string', 'UTC' );
		// Wednesday 2026-12-02; its week starts on Monday 2026-11-30, the one before on 2026-11-23.
		$now = (int) strtotime( '2026-12-02 15:00:00 UTC' );
		self::digest( 'user:1', '2026-12-01', array( 11 => 101, 12 => 102 ), array( 11 ), array( 11, 12 ) );
		self::digest( 'user:2', '2026-11-30', array( 21 => 101 ) );
		self::digest( 'user:3', '2026-11-29', array( 31 => 102 ), array( 31 ) );
		$failed = ( new Digests() )->claim( 'user:4', '2026-12-01', time() );
		( new Digests() )->finish( $failed, false, time() );
		( new Digest_Links() )->issue( 'user:4', $failed, array( 41 => 101 ), time() );

		$asked  = array();
		$report = new Alert_Report(
			static function ( string $campaign, int $since, int $until ) use ( &$asked ): array {
				$asked[] = array( $campaign, $since, $until );
				return array(
					array(
						'id'          => 9,
						'created'     => (int) strtotime( '2026-12-01 10:00:00 UTC' ),
						'total'       => '70.50',
						'currency'    => 'EUR',
						'product_ids' => array( 101, 555 ),
					),
					array(
						'id'          => 8,
						'created'     => (int) strtotime( '2026-11-24 10:00:00 UTC' ),
						'total'       => '30.00',
						'currency'    => 'EUR',
						'product_ids' => array( 102 ),
					),
				);
			},
			static fn ( array $ids ): array => array_combine( $ids, array_map( static fn ( int $id ): string => "Product {$id}", $ids ) )
		);

		$weeks = $report->weeks( $now, 3 );
		$this->assertSame( array( '2026-11-30', '2026-11-23', '2026-11-16' ), array_column( $weeks, 'start' ) );
		$this->assertSame(
			array(
				'start'   => '2026-11-30',
				'sent'    => 2,
				'opened'  => 1,
				'added'   => 2,
				'orders'  => 1,
				'revenue' => 70.5,
			),
			$weeks[0]
		);
		$this->assertSame( array( 1, 1, 0, 1, 30.0 ), array( $weeks[1]['sent'], $weeks[1]['opened'], $weeks[1]['added'], $weeks[1]['orders'], $weeks[1]['revenue'] ) );
		$this->assertSame( 'wishlist-alert', $asked[0][0] );
		$this->assertSame( (int) strtotime( '2026-11-16 00:00:00 UTC' ), $asked[0][1], 'from the oldest week\'s first midnight' );

		$products = $report->products( '2026-11-16', $now );
		$this->assertSame(
			array(
				array(
					'product_id' => 101,
					'name'       => 'Product 101',
					'told'       => 2,
					'opened'     => 1,
					'added'      => 1,
					'orders'     => 1,
				),
				array(
					'product_id' => 102,
					'name'       => 'Product 102',
					'told'       => 2,
					'opened'     => 1,
					'added'      => 1,
					'orders'     => 1,
				),
			),
			$products
		);
	}

	/**
	 * The page: two tables with headers, every value escaped; an empty state; managers only.
	 */
	public function test_the_page(): void {
		self::digest( 'user:1', (string) wp_date( 'Y-m-d' ), array( 11 => 101 ) );
		$page = new Alert_Report_Page(
			static fn (): Alert_Report => new Alert_Report(
				static fn (): array => array(),
				static fn ( array $ids ): array => array( 101 => '<b>Slip</b>' )
			),
			static fn ( float $amount ): string => number_format( $amount, 2 ) . ' €'
		);
		$html = $page->html( time() );
		$this->assertStringContainsString( '<h1>Wishlist alerts</h1>', $html );
		$this->assertSame( 2, substr_count( $html, '<table class="widefat striped">' ) );
		$this->assertStringContainsString( '<th scope="col">Opened by a click</th>', $html );
		$this->assertStringContainsString( '&lt;b&gt;Slip&lt;/b&gt;', $html );
		$this->assertStringNotContainsString( '<b>Slip</b>', $html );

		$empty = new Alert_Report_Page( static fn (): Alert_Report => new Alert_Report( static fn (): array => array(), static fn (): array => array() ), static fn (): string => '' );
		$this->assertStringContainsString( 'No alerts were sent in these weeks.', $empty->html( time() + 20 * WEEK_IN_SECONDS ) );

		$this->log_in( $this->create_user( 'customer' ) );
		ob_start();
		$page->render();
		$this->assertSame( '', ob_get_clean(), 'managers only' );
	}
}
