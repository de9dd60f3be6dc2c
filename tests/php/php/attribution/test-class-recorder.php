<?php
/**
 * Tests of Boudoir\Attribution\Recorder and Boudoir\Attribution\Device_Type.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Attribution\Device_Type;
use Boudoir\Attribution\Recorder;
use Boudoir\Attribution_Options;

require_once __DIR__ . '/trait-attribution-fixtures.php';

/**
 * Saving what a classic checkout, a block checkout (Store API) and a registration sent: sanitized as
 * WooCommerce sanitizes, `(none)` skipped, the device type added; nothing when not allowed or deferring.
 */
final class Attribution_Recorder_Test extends Test_Case {

	use Attribution_Fixtures;

	private const IPHONE  = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
	private const IPAD    = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
	private const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

	/**
	 * WooCommerce's own attribution off (its hooks too, as WooCommerce registers them at start-up).
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_attribution();
	}

	/**
	 * Forgets cookies and options.
	 */
	protected function tear_down(): void {
		$this->tear_down_attribution();
		parent::tear_down();
	}

	/**
	 * What a shopper's form or request carries (field → value).
	 *
	 * @return array<string,string>
	 */
	private static function sent(): array {
		return array(
			'source_type'   => 'utm',
			'referrer'      => 'https://search.example/?q=lace bra&x=<y>',
			'utm_campaign'  => '<b>Spring</b> sale',
			'utm_source'    => 'newsletter',
			'utm_medium'    => 'email',
			'utm_content'   => '(none)',
			'utm_term'      => '',
			'session_entry' => 'javascript:alert(1)',
			'session_pages' => '4',
			'session_count' => '2',
			'user_agent'    => self::IPHONE,
			'unknown_field' => 'ignored',
		);
	}

	/**
	 * The values stored from sent(), with WooCommerce's meta keys.
	 *
	 * @return array<string,string>
	 */
	private static function expected_meta(): array {
		return array(
			'_wc_order_attribution_source_type'   => 'utm',
			'_wc_order_attribution_referrer'      => 'https://search.example/?q=lace%20bra&x=',
			'_wc_order_attribution_utm_campaign'  => 'Spring sale',
			'_wc_order_attribution_utm_source'    => 'newsletter',
			'_wc_order_attribution_utm_medium'    => 'email',
			'_wc_order_attribution_session_pages' => '4',
			'_wc_order_attribution_session_count' => '2',
			'_wc_order_attribution_user_agent'    => self::IPHONE,
			'_wc_order_attribution_device_type'   => 'Mobile',
		);
	}

	/**
	 * An order's attribution meta, as stored: the order read again through WooCommerce (custom order
	 * tables or posts), each of WooCommerce's attribution keys (OrderAttributionMeta::$default_fields,
	 * the device type) and the key an unknown field would get.
	 *
	 * @param int $order_id The order.
	 * @return array<string,string>
	 */
	private static function stored( int $order_id ): array {
		$order = wc_get_order( $order_id );
		self::assertInstanceOf( \WC_Order::class, $order );
		$fields = array( 'source_type', 'referrer', 'utm_campaign', 'utm_source', 'utm_medium', 'utm_content', 'utm_id', 'utm_term', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'session_entry', 'session_start_time', 'session_pages', 'session_count', 'user_agent', 'device_type', 'unknown_field' );
		$meta   = array();
		foreach ( $fields as $field ) {
			$value = $order->get_meta( '_wc_order_attribution_' . $field );
			if ( '' !== $value ) {
				$meta[ '_wc_order_attribution_' . $field ] = (string) $value;
			}
		}
		ksort( $meta );
		return $meta;
	}

	/**
	 * A saved order.
	 */
	private static function order(): \WC_Order {
		$order = wc_create_order( array( 'created_via' => 'checkout' ) );
		$order->set_billing_email( 'ada@boudoir.test' );
		$order->save();
		return $order;
	}

	/**
	 * Posts the hidden inputs as a classic form would.
	 *
	 * @param array<string,string> $values Field → value.
	 * @param string               $prefix The inputs' prefix.
	 */
	private static function post( array $values, string $prefix = 'wc_order_attribution_' ): void {
		foreach ( $values as $field => $value ) {
			$_POST[ $prefix . $field ] = wp_slash( $value );
		}
	}

	/**
	 * Classic checkout: WooCommerce's `woocommerce_checkout_order_created` saves the posted inputs on the order,
	 * with either order storage.
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables (HPOS), or posts.
	 */
	public function test_classic_checkout( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		self::post( self::sent() );
		$order = self::order();

		do_action( 'woocommerce_checkout_order_created', $order );

		$expected = self::expected_meta();
		ksort( $expected );
		$this->assertSame( $expected, self::stored( $order->get_id() ) );
	}

	/**
	 * The inputs are read under the filtered prefix, and only under it.
	 */
	public function test_classic_checkout_reads_the_prefix(): void {
		add_filter( 'boudoir_attribution_field_prefix', static fn (): string => 'src_' );
		self::post( array( 'utm_source' => 'wrong-prefix' ) );
		self::post( array( 'utm_source' => 'right' ), 'src_' );
		$order = self::order();

		( new Recorder( self::tracking() ) )->save_from_classic_checkout( $order );

		$this->assertSame( array( '_wc_order_attribution_utm_source' => 'right' ), self::stored( $order->get_id() ) );
	}

	/**
	 * Block checkout: the Store API request's `extensions['woocommerce/order-attribution']`; the route saves the
	 * order, with either order storage.
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables (HPOS), or posts.
	 */
	public function test_store_api_request( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		$request = new \WP_REST_Request( 'POST', '/wc/store/v1/checkout' );
		$values  = self::sent();
		$values['user_agent']    = self::DESKTOP;
		$values['session_pages'] = array( 'not', 'a', 'string' );
		$request->set_param(
			'extensions',
			array(
				'woocommerce/order-attribution' => $values,
				'other/extension'               => array( 'utm_source' => 'not ours' ),
			)
		);
		$order = new \WC_Order();

		do_action( 'woocommerce_store_api_checkout_update_order_from_request', $order, $request );
		$order->save();

		$expected = self::expected_meta();
		unset( $expected['_wc_order_attribution_session_pages'] );
		$expected['_wc_order_attribution_user_agent']  = self::DESKTOP;
		$expected['_wc_order_attribution_device_type'] = 'Desktop';
		ksort( $expected );
		$this->assertSame( $expected, self::stored( $order->get_id() ) );
	}

	/**
	 * A request without the extension, or with nothing set, stores nothing (no device type alone).
	 */
	public function test_store_api_request_without_values(): void {
		$recorder = new Recorder( self::tracking() );
		foreach ( array( null, array(), array( 'woocommerce/order-attribution' => array( 'utm_source' => '(none)' ) ), array( 'woocommerce/order-attribution' => 'text' ) ) as $extensions ) {
			$request = new \WP_REST_Request( 'POST', '/wc/store/v1/checkout' );
			$request->set_param( 'extensions', $extensions );
			$order = self::order();
			$recorder->save_from_store_api( $order, $request );
			$order->save();
			$this->assertSame( array(), self::stored( $order->get_id() ), wp_json_encode( $extensions ) );
		}
	}

	/**
	 * Registration: the register form's inputs, on the new customer (user meta, WooCommerce's keys).
	 */
	public function test_registration(): void {
		$user = $this->create_user( 'customer' );
		self::post( array( 'source_type' => 'organic', 'utm_source' => 'google', 'utm_medium' => '(none)', 'user_agent' => self::IPAD ) );

		do_action( 'woocommerce_created_customer', $user->ID, array(), false );

		$this->assertSame( 'organic', get_user_meta( $user->ID, '_wc_order_attribution_source_type', true ) );
		$this->assertSame( 'google', get_user_meta( $user->ID, '_wc_order_attribution_utm_source', true ) );
		$this->assertSame( '', get_user_meta( $user->ID, '_wc_order_attribution_utm_medium', true ), '(none) is skipped.' );
		$this->assertSame( 'Mobile', get_user_meta( $user->ID, '_wc_order_attribution_device_type', true ), 'WooCommerce records a tablet as Mobile.' );
	}

	/**
	 * Nothing is saved while tracking is off, consent refused, or WooCommerce's own attribution runs.
	 */
	public function test_nothing_saved_when_not_allowed(): void {
		$request = new \WP_REST_Request( 'POST', '/wc/store/v1/checkout' );
		$request->set_param( 'extensions', array( 'woocommerce/order-attribution' => self::sent() ) );
		self::post( self::sent() );
		$cases = array(
			'setting off'       => fn () => update_option( Attribution_Options::TRACKING, 'no' ),
			'filter false'      => fn () => add_filter( 'boudoir_attribution_allow_tracking', '__return_false' ),
			'consent refused'   => fn () => $this->consent_api( 'deny' ),
			'consent not given' => fn () => $this->consent_api( null ),
		);
		foreach ( $cases as $case => $make ) {
			$make();
			$recorder = new Recorder( self::tracking() );
			$classic  = self::order();
			$recorder->save_from_classic_checkout( $classic );
			$blocks = self::order();
			$recorder->save_from_store_api( $blocks, $request );
			$blocks->save();
			$user = $this->create_user( 'customer' );
			$recorder->save_from_registration( $user->ID );
			$this->assertSame( array(), self::stored( $classic->get_id() ), $case );
			$this->assertSame( array(), self::stored( $blocks->get_id() ), $case );
			$this->assertSame( '', get_user_meta( $user->ID, '_wc_order_attribution_utm_source', true ), $case );
			delete_option( Attribution_Options::TRACKING );
			remove_all_filters( 'boudoir_attribution_allow_tracking' );
			remove_all_filters( 'wp_get_consent_type' );
			unset( $_COOKIE['wp_consent_marketing'] );
		}

		$this->consent_api( 'allow' );
		$order = self::order();
		( new Recorder( self::tracking() ) )->save_from_classic_checkout( $order );
		$this->assertSame( 'newsletter', wc_get_order( $order->get_id() )->get_meta( '_wc_order_attribution_utm_source' ), 'Consent given: saved.' );
	}

	/**
	 * Deferring: Boudoir saves nothing; WooCommerce's own attribution saves its own.
	 */
	public function test_nothing_saved_when_deferring(): void {
		$this->own_attribution( true );
		$this->restart_own_attribution();
		self::post( array( 'utm_source' => 'newsletter', 'utm_medium' => 'email' ) );
		$order  = self::order();
		$before = array();
		add_action(
			'woocommerce_order_save_attribution_data',
			static function () use ( &$before ): void {
				$before[] = 'woocommerce';
			}
		);
		$recorder = new Recorder( self::tracking() );
		$recorder->save_from_classic_checkout( $order );
		$this->assertSame( array(), self::stored( $order->get_id() ), 'Boudoir alone saves nothing.' );

		do_action( 'woocommerce_checkout_order_created', $order );
		$this->assertSame( array( 'woocommerce' ), $before, "WooCommerce's own attribution saved it, once." );
		$this->assertSame( 'newsletter', self::stored( $order->get_id() )['_wc_order_attribution_utm_source'] ?? null, "WooCommerce's own values." );
	}

	/**
	 * Values: sanitized as WooCommerce does, URLs as URLs, unknown fields and non-strings left out.
	 */
	public function test_values(): void {
		$values = ( new Recorder( self::tracking() ) )->values(
			array(
				'utm_source'    => "  google\n<script>x</script> ",
				'referrer'      => '(none)',
				'session_entry' => 'https://shop.test/a b?c="d"',
				'utm_id'        => 42,
				'utm_term'      => true,
				'utm_content'   => null,
				'made_up'       => 'x',
			)
		);
		$this->assertSame(
			array(
				'utm_source'    => 'google',
				'utm_id'        => '42',
				'utm_term'      => '1',
				'session_entry' => 'https://shop.test/a%20b?c=d',
			),
			$values
		);
		$this->assertArrayNotHasKey( 'device_type', $values, 'No user agent, no device type.' );
	}

	/**
	 * Security finding 3: values are bounded on every path (classic checkout, Store API, registration):
	 * at most 500 characters each (a million-character `utm_content` was stored whole), and no
	 * bidirectional override (U+202E reversed the text of the order screen's box).
	 */
	public function test_values_are_bounded_on_every_path(): void {
		$huge     = str_repeat( 'é', 1000000 );
		$reversed = "\u{202E}elgoog\u{202C} \u{2067}x\u{2069}";
		$values   = ( new Recorder( self::tracking() ) )->values(
			array(
				'utm_content'   => $huge,
				'utm_source'    => $reversed,
				'session_entry' => 'https://shop.test/?q=' . str_repeat( 'a', 5000 ),
				'utm_term'      => "\u{200F}\u{05D0} mark kept",
			)
		);
		$this->assertSame( 500, mb_strlen( $values['utm_content'] ) );
		$this->assertSame( 'elgoog x', $values['utm_source'] );
		$this->assertLessThanOrEqual( 500, strlen( $values['session_entry'] ) );
		$this->assertSame( "\u{200F}\u{05D0} mark kept", $values['utm_term'], 'A right-to-left mark is not an override.' );

		self::post( array( 'utm_content' => $huge, 'utm_source' => $reversed ) );
		$order = self::order();
		do_action( 'woocommerce_checkout_order_created', $order );
		$stored = self::stored( $order->get_id() );
		$this->assertSame( 500, mb_strlen( $stored['_wc_order_attribution_utm_content'] ), 'classic checkout' );
		$this->assertSame( 'elgoog x', $stored['_wc_order_attribution_utm_source'] );

		$request = new \WP_REST_Request( 'POST', '/wc/store/v1/checkout' );
		$request->set_param( 'extensions', array( 'woocommerce/order-attribution' => array( 'utm_content' => $huge ) ) );
		$order = new \WC_Order();
		do_action( 'woocommerce_store_api_checkout_update_order_from_request', $order, $request );
		$order->save();
		$this->assertSame( 500, mb_strlen( self::stored( $order->get_id() )['_wc_order_attribution_utm_content'] ), 'Store API' );

		$user = $this->create_user( 'customer' );
		do_action( 'woocommerce_created_customer', $user->ID, array(), false );
		$this->assertSame( 500, mb_strlen( get_user_meta( $user->ID, '_wc_order_attribution_utm_content', true ) ), 'registration' );
	}

	/**
	 * Device types as WooCommerce (MobileDetect's isMobile() first, which tablets answer too).
	 */
	public function test_device_type(): void {
		$this->assertSame( 'Mobile', Device_Type::of( self::IPHONE ) );
		$this->assertSame( 'Mobile', Device_Type::of( self::IPAD ) );
		$this->assertSame( 'Mobile', Device_Type::of( 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' ) );
		$this->assertSame( 'Desktop', Device_Type::of( self::DESKTOP ) );
		$this->assertSame( 'Desktop', Device_Type::of( '' ) );
		$this->assertSame( 'Tablet', Device_Type::label( 'Tablet' ) );
		$this->assertSame( 'Unknown', Device_Type::label( 'Toaster' ) );
	}
}
