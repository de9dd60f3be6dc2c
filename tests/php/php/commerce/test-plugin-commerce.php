<?php
/**
 * Tests of how Boudoir\Plugin wires the shop's adapters.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\No_Catalogue;
use Boudoir\Commerce\No_Money;
use Boudoir\Commerce\No_Order_Attribution;
use Boudoir\Commerce\No_Shop_Pages;
use Boudoir\Commerce\Status;
use Boudoir\Commerce\Woo_Catalogue;
use Boudoir\Commerce\Woo_Money;
use Boudoir\Commerce\Woo_Order_Attribution;
use Boudoir\Commerce\Woo_Shop_Pages;
use Boudoir\Plugin;

/**
 * WooCommerce is looked for once plugins are loaded; shop features follow shop_enabled().
 */
final class Plugin_Commerce_Test extends Test_Case {

	/**
	 * Puts the real detection back.
	 */
	protected function tear_down(): void {
		Plugin::instance()->detect_commerce();
		parent::tear_down();
	}

	/**
	 * Detection is hooked to plugins_loaded, first thing, once; never done when files are included.
	 */
	public function test_detects_on_plugins_loaded(): void {
		$this->assertSame( array( 0 ), $this->hooked_priorities( 'plugins_loaded', Plugin::class, 'load_commerce' ) );
		Plugin::instance()->boot();
		$this->assertSame( array( 0 ), $this->hooked_priorities( 'plugins_loaded', Plugin::class, 'load_commerce' ) );
	}

	/**
	 * The adapters in use match what is loaded on the test site.
	 */
	public function test_adapters_match_the_site(): void {
		$plugin = Plugin::instance();

		if ( class_exists( 'WooCommerce', false ) && version_compare( (string) constant( 'WC_VERSION' ), '9.0', '>=' ) ) {
			$this->assertInstanceOf( Woo_Catalogue::class, $plugin->catalogue() );
			$this->assertInstanceOf( Woo_Shop_Pages::class, $plugin->shop_pages() );
			$this->assertInstanceOf( Woo_Order_Attribution::class, $plugin->order_attribution() );
			$this->assertInstanceOf( Woo_Money::class, $plugin->money() );
			$this->assertSame( Status::Active, $plugin->commerce_status() );
			$this->assertTrue( $plugin->shop_enabled() );
		} else {
			$this->assertInstanceOf( No_Catalogue::class, $plugin->catalogue() );
			$this->assertNotSame( Status::Active, $plugin->commerce_status() );
			$this->assertFalse( $plugin->shop_enabled() );
		}
		$this->assertSame( $plugin->catalogue(), $plugin->catalogue(), 'One catalogue per request.' );
		$this->assertSame( $plugin->shop_pages(), $plugin->shop_pages(), 'One set of pages per request.' );
		$this->assertSame( $plugin->order_attribution(), $plugin->order_attribution(), 'One order attribution per request.' );
		$this->assertSame( $plugin->money(), $plugin->money(), 'One money per request.' );
	}

	/**
	 * An injected detector switches the shop off and on again.
	 */
	public function test_shop_follows_the_detector(): void {
		$plugin = Plugin::instance();

		$plugin->detect_commerce( static fn () => null );
		$this->assertFalse( $plugin->shop_enabled() );
		$this->assertSame( Status::Missing, $plugin->commerce_status() );
		$this->assertInstanceOf( No_Catalogue::class, $plugin->catalogue() );
		$this->assertInstanceOf( No_Shop_Pages::class, $plugin->shop_pages() );
		$this->assertInstanceOf( No_Order_Attribution::class, $plugin->order_attribution() );
		$this->assertInstanceOf( No_Money::class, $plugin->money() );

		$plugin->detect_commerce( static fn () => '8.0.0' );
		$this->assertFalse( $plugin->shop_enabled() );
		$this->assertSame( Status::Outdated, $plugin->commerce_status() );
		$this->assertInstanceOf( No_Catalogue::class, $plugin->catalogue() );

		$plugin->detect_commerce( static fn () => '9.1.0' );
		$this->assertTrue( $plugin->shop_enabled() );
		$this->assertSame( Status::Active, $plugin->commerce_status() );
		$this->assertInstanceOf( Woo_Catalogue::class, $plugin->catalogue() );
		$this->assertInstanceOf( Woo_Shop_Pages::class, $plugin->shop_pages() );
	}

	/**
	 * A second plugins_loaded keeps the adapters chosen.
	 */
	public function test_load_commerce_runs_once(): void {
		$plugin = Plugin::instance();
		$plugin->detect_commerce( static fn () => null );
		$catalogue = $plugin->catalogue();
		$pages     = $plugin->shop_pages();

		$plugin->load_commerce();

		$this->assertSame( $catalogue, $plugin->catalogue() );
		$this->assertSame( $pages, $plugin->shop_pages() );
	}

	/**
	 * Without WooCommerce the theme behaviours still register and render, and wp-admin's notices run cleanly.
	 */
	public function test_theme_behaviours_work_without_woocommerce(): void {
		Plugin::instance()->detect_commerce( static fn () => null );
		$this->log_in( $this->create_user( 'administrator' ) );

		// On a screen, as wp-admin fires the hook: WooCommerce's own notices callbacks read it.
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'dashboard' );
		ob_start();
		do_action( 'admin_notices' );
		ob_end_clean();
		set_current_screen( 'front' );
		$html = do_blocks( '<!-- wp:boudoir/scroll-to-top /-->' );

		$this->assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( 'boudoir/scroll-to-top' ) );
		$this->assertStringContainsString( 'Scroll to top', $html );
		$this->assertFalse( Plugin::instance()->shop_enabled() );
		$this->assertNull( Plugin::instance()->catalogue()->find_variation_id( 1, array( 'pa_color' => 'black' ) ), 'The catalogue answers without WooCommerce.' );
	}
}
