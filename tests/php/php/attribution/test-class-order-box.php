<?php
/**
 * Tests of Boudoir\Attribution\Order_Box.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Attribution\Order_Box;
use Boudoir\Attribution\Recorder;

require_once __DIR__ . '/trait-attribution-fixtures.php';

/**
 * The "Order attribution" box: only on order edit screens (with its rules), not while deferring, its content escaped.
 */
final class Attribution_Order_Box_Test extends Test_Case {

	use Attribution_Fixtures;

	/**
	 * WooCommerce's own attribution off; the meta box API.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_attribution();
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		$GLOBALS['wp_meta_boxes'] = array();
	}

	/**
	 * Forgets the boxes, cookies and options.
	 */
	protected function tear_down(): void {
		$GLOBALS['wp_meta_boxes'] = array();
		wp_dequeue_style( Order_Box::ID );
		wp_deregister_style( Order_Box::ID );
		$this->tear_down_attribution();
		parent::tear_down();
	}

	/**
	 * The box added on a screen, if any: [ title, context, priority ].
	 *
	 * @param string $screen The screen id.
	 * @return array{0:string,1:string,2:string}|null
	 */
	private static function box( string $screen ): ?array {
		foreach ( $GLOBALS['wp_meta_boxes'][ $screen ] ?? array() as $context => $priorities ) {
			foreach ( $priorities as $priority => $boxes ) {
				if ( isset( $boxes[ Order_Box::ID ] ) && false !== $boxes[ Order_Box::ID ] ) {
					return array( $boxes[ Order_Box::ID ]['title'], $context, $priority );
				}
			}
		}
		return null;
	}

	/**
	 * The box's callback as added on a screen.
	 *
	 * @param string $screen The screen id.
	 */
	private static function box_callback( string $screen ): callable {
		foreach ( $GLOBALS['wp_meta_boxes'][ $screen ] ?? array() as $priorities ) {
			foreach ( $priorities as $boxes ) {
				if ( ! empty( $boxes[ Order_Box::ID ]['callback'] ) && is_callable( $boxes[ Order_Box::ID ]['callback'] ) ) {
					return $boxes[ Order_Box::ID ]['callback'];
				}
			}
		}
		self::fail( "No order attribution box on {$screen}." );
	}

	/**
	 * Added on the order edit screen of the storage in use (WooCommerce fires `add_meta_boxes` with its
	 * screen id and the post or the order), in the side column; not on the other storage's screen, nor elsewhere.
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables (HPOS), or posts.
	 */
	public function test_only_on_order_screens( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		$order = wc_create_order();
		do_action( 'add_meta_boxes', self::order_screen( $custom_tables ), self::meta_box_object( $order, $custom_tables ) );
		$this->assertSame( array( 'Order attribution', 'side', 'high' ), self::box( self::order_screen( $custom_tables ) ) );
		$this->assertTrue( wp_style_is( Order_Box::ID ), 'The box\'s rules come with it.' );
		$this->assertStringContainsString( 'overflow-wrap:anywhere', implode( '', (array) wp_styles()->get_data( Order_Box::ID, 'after' ) ), 'Long values wrap inside the narrow box.' );

		$other = self::order_screen( ! $custom_tables );
		( new Order_Box( self::tracking() ) )->add( $other, $custom_tables ? get_post( $order->get_id() ) : $order );
		$this->assertNull( self::box( $other ), 'The other storage\'s screen is not where orders are edited.' );

		foreach ( array( 'post', 'page', 'product', 'boudoir_estimate' ) as $screen ) {
			do_action( 'add_meta_boxes', $screen, null );
			$this->assertNull( self::box( $screen ), $screen );
		}
	}

	/**
	 * Not added while WooCommerce's own attribution runs (it shows its own), nor without a shop.
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables (HPOS), or posts.
	 */
	public function test_not_when_deferring_or_without_a_shop( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		$screen = self::order_screen( $custom_tables );
		$this->own_attribution( true );
		( new Order_Box( self::tracking() ) )->add( $screen, null );
		$this->assertNull( self::box( $screen ) );

		$this->own_attribution( false );
		( new Order_Box( self::tracking( false ) ) )->add( $screen, null );
		$this->assertNull( self::box( $screen ) );

		( new Order_Box( self::tracking() ) )->add( $screen, null );
		$this->assertNotNull( self::box( $screen ), 'Boudoir tracking, a shop: the box.' );
	}

	/**
	 * End to end, with each order storage: a classic checkout's attribution saved by the recorder, read back
	 * by the adapter, and shown by the box WooCommerce's order screen adds, given what that screen passes.
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables (HPOS), or posts.
	 */
	public function test_saved_attribution_shows_in_the_box( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		$order = wc_create_order( array( 'created_via' => 'checkout' ) );
		foreach ( array( 'source_type' => 'organic', 'utm_source' => 'google', 'session_count' => '3', 'user_agent' => 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0' ) as $field => $value ) {
			$_POST[ 'wc_order_attribution_' . $field ] = $value;
		}
		( new Recorder( self::tracking() ) )->save_from_classic_checkout( $order );

		$expected = array(
			'source_type'   => 'organic',
			'utm_source'    => 'google',
			'session_count' => '3',
			'user_agent'    => 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0',
			'device_type'   => 'Desktop',
		);
		$this->assertSame( $expected, self::woo()->order_attribution( $order->get_id() ) );
		$this->assertSame( 'google', wc_get_order( $order->get_id() )->get_meta( '_wc_order_attribution_utm_source' ), "Under WooCommerce's own meta key." );

		$screen = self::order_screen( $custom_tables );
		$object = self::meta_box_object( wc_get_order( $order->get_id() ), $custom_tables );
		do_action( 'add_meta_boxes', $screen, $object );
		ob_start();
		call_user_func( self::box_callback( $screen ), $object );
		$this->assertSame(
			'<dl class="boudoir-order-attribution">'
			. '<dt>Origin</dt><dd>Organic: Google</dd>'
			. '<dt>Source type</dt><dd>organic</dd>'
			. '<dt>UTM source</dt><dd>google</dd>'
			. '<dt>Visit count</dt><dd>3</dd>'
			. '<dt>Returning customer</dt><dd>Yes</dd>'
			. '<dt>User agent</dt><dd>Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0</dd>'
			. '<dt>Device type</dt><dd>Desktop</dd>'
			. '</dl>',
			(string) ob_get_clean()
		);
	}

	/**
	 * The stored values with their labels, the origin first, the device type translated; every value escaped;
	 * from what either storage's order screen passes.
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables (HPOS), or posts.
	 */
	public function test_renders_the_stored_values_escaped( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		$order = wc_create_order();
		foreach (
			array(
				'source_type'   => 'referral',
				'referrer'      => 'https://example.org/"><script>alert(1)</script>',
				'utm_source'    => '<img src=x onerror=alert(1)>',
				'session_pages' => '5',
				'session_count' => '1',
				'device_type'   => 'Desktop',
			) as $field => $value
		) {
			$order->update_meta_data( '_wc_order_attribution_' . $field, $value );
		}
		$order->save();

		ob_start();
		( new Order_Box( self::tracking() ) )->render( self::meta_box_object( $order, $custom_tables ) );
		$html = (string) ob_get_clean();

		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertSame(
			'<dl class="boudoir-order-attribution">'
			. '<dt>Origin</dt><dd>Referral: &lt;img src=x onerror=alert(1)&gt;</dd>'
			. '<dt>Source type</dt><dd>referral</dd>'
			. '<dt>Referrer</dt><dd>https://example.org/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</dd>'
			. '<dt>UTM source</dt><dd>&lt;img src=x onerror=alert(1)&gt;</dd>'
			. '<dt>Session page views</dt><dd>5</dd>'
			. '<dt>Visit count</dt><dd>1</dd>'
			. '<dt>Returning customer</dt><dd>No</dd>'
			. '<dt>Device type</dt><dd>Desktop</dd>'
			. '</dl>',
			$html
		);
	}

	/**
	 * An order with nothing recorded says so; an order object (custom order tables) reads the same way.
	 */
	public function test_empty_and_order_objects(): void {
		$box   = new Order_Box( self::tracking() );
		$order = wc_create_order();
		ob_start();
		$box->render( $order );
		$this->assertSame( '<p>No attribution was recorded for this order.</p>', ob_get_clean() );

		$order->update_meta_data( '_wc_order_attribution_source_type', 'typein' );
		$order->save();
		ob_start();
		$box->render( wc_get_order( $order->get_id() ) );
		$this->assertStringContainsString( '<dt>Origin</dt><dd>Direct</dd>', (string) ob_get_clean() );

		ob_start();
		$box->render( get_post( (int) wp_insert_post( array( 'post_title' => 'Not an order', 'post_status' => 'publish' ) ) ) );
		$this->assertSame( '<p>No attribution was recorded for this order.</p>', ob_get_clean(), 'Not an order: nothing read.' );
	}

	/**
	 * The origin, worded as WooCommerce words it.
	 */
	public function test_origin(): void {
		$this->assertSame( 'Source: Newsletter', Order_Box::origin( 'utm', 'newsletter' ) );
		$this->assertSame( 'Organic: Google', Order_Box::origin( 'organic', 'google' ) );
		$this->assertSame( 'Referral: Example.org', Order_Box::origin( 'referral', 'example.org' ) );
		$this->assertSame( 'Direct', Order_Box::origin( 'typein', '(direct)' ) );
		$this->assertSame( 'Web admin', Order_Box::origin( 'admin', '' ) );
		$this->assertSame( 'Unknown', Order_Box::origin( '', '' ) );
	}
}
