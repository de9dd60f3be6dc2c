<?php
/**
 * Tests of Changed_Products and of what records into it.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Alerts;

use Boudoir\Alerts\Alerts;
use Boudoir\Alerts\Changed_Products;
use Boudoir\Commerce\Woo_Product_Changes;
use Boudoir\Installer;
use Boudoir\Plugin;
use Boudoir\Tests\Product_Fixtures;
use Boudoir\Tests\Test_Case;

require_once dirname( __DIR__ ) . '/commerce/trait-product-fixtures.php';

/**
 * The alerts' input: one row per changed product, the oldest first, done only at the version read.
 */
final class Changed_Products_Test extends Test_Case {

	use Product_Fixtures;

	/**
	 * The queue's rows: product id → version.
	 *
	 * @return array<int,int>
	 */
	private function versions(): array {
		$rows = ( new Changed_Products() )->oldest( 1000 );
		return array_combine( array_column( $rows, 'product_id' ), array_column( $rows, 'version' ) );
	}

	/**
	 * Empties the queue: the plugin records the fixtures' own saves.
	 */
	public function set_up(): void {
		parent::set_up();
		$queue = new Changed_Products();
		$queue->done( $queue->oldest( 100000 ) );
	}

	/**
	 * The table is created by the installer, listed for uninstall, and holds no one's data.
	 */
	public function test_the_installer_creates_the_table(): void {
		global $wpdb;
		$this->assertContains( Changed_Products::TABLE, Installer::TABLES );
		$this->assertSame( $wpdb->prefix . Changed_Products::TABLE, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->prefix . Changed_Products::TABLE ) ) );
	}

	/**
	 * A product recorded twice has one row, its version counting the changes and its time the last's;
	 * ids that are not products are skipped.
	 */
	public function test_a_product_has_one_row(): void {
		$queue = new Changed_Products();
		$this->assertSame( 2, $queue->record( array( 11, 12, 11 ), 1000 ) );
		$this->assertSame( 0, $queue->record( array( 0, -3 ), 1001 ) );
		$this->assertSame( 1, ( new Changed_Products() )->record( array( 11 ), 1005 ) );

		$this->assertSame(
			array(
				array(
					'product_id' => 12,
					'changed_at' => 1000,
					'version'    => 1,
				),
				array(
					'product_id' => 11,
					'changed_at' => 1005,
					'version'    => 2,
				),
			),
			$queue->oldest( 10 ),
			'the oldest change first'
		);
		$this->assertCount( 1, $queue->oldest( 1 ) );
	}

	/**
	 * Done removes the rows read, except a product changed again since: its later change waits for the next run.
	 */
	public function test_done_keeps_a_change_made_after_the_read(): void {
		$queue = new Changed_Products();
		$queue->record( array( 21, 22, 23 ), 2000 );
		$read = $queue->oldest( 10 );
		( new Changed_Products() )->record( array( 22 ), 2001 );

		$this->assertSame( 2, $queue->done( $read ) );
		$this->assertSame( array( 22 => 2 ), $this->versions() );
		$this->assertSame( 0, $queue->done( array() ) );
	}

	/**
	 * The room listens to the commerce adapter's action once, and records what it names.
	 */
	public function test_the_room_records_the_adapters_changes(): void {
		$alerts = Plugin::instance()->alerts();
		$alerts->register();
		$this->assertSame( array( 10 ), $this->hooked_priorities( Woo_Product_Changes::ACTION, Alerts::class, 'record_changes' ) );

		do_action( Woo_Product_Changes::ACTION, array( 31, 30 ) );
		do_action( Woo_Product_Changes::ACTION, 'not ids' );
		$this->assertSame( array( 30, 31 ), array_keys( $this->versions() ) );
	}

	/**
	 * What WooCommerce does to a product records it: a price saved, a scheduled sale's save, stock set;
	 * a variation's change records the variation and its variable product.
	 */
	public function test_woocommerces_changes_are_recorded(): void {
		$simple = $this->simple_product( 'Silk slip', '89.00', 5 );
		$ids    = $this->variable_product();
		$queue  = new Changed_Products();
		$queue->done( $queue->oldest( 1000 ) );

		$simple->set_sale_price( '69.00' );
		$simple->save();
		$this->assertArrayHasKey( $simple->get_id(), $this->versions(), 'a price saved' );

		$queue->done( $queue->oldest( 1000 ) );
		wc_update_product_stock( $simple, 0 );
		$this->assertArrayHasKey( $simple->get_id(), $this->versions(), 'stock set' );

		$queue->done( $queue->oldest( 1000 ) );
		$variation = wc_get_product( $ids['black_c'] );
		$variation->set_stock_quantity( 4 );
		$variation->set_stock_status( 'instock' );
		$variation->save();
		$changed = $this->versions();
		$this->assertArrayHasKey( $ids['black_c'], $changed, 'the variation' );
		$this->assertArrayHasKey( $ids['parent'], $changed, 'its variable product' );
		$this->assertArrayNotHasKey( $ids['black_b'], $changed, 'not its siblings' );
	}
}
