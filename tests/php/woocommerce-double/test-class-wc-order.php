<?php
/**
 * Contract: orders, the classic checkout's create_order(), and the Store API checkout with
 * order attribution.
 *
 * @package Boudoir\Tests
 */

namespace Boudoir\Tests\WooCommerce_Double;

require_once __DIR__ . '/class-double-test-case.php';
require_once dirname( __DIR__ ) . '/php/attribution/trait-woocommerce-attribution.php';

/**
 * @covers \WC_Order
 * @covers \WC_Checkout
 * @covers \WC_Store_API_Checkout_Route
 * @covers \WC_Order_Attribution
 */
class WC_Order_Test extends Double_Test_Case {

	use \Boudoir\Tests\WooCommerce_Attribution;


	protected function set_up(): void {
		parent::set_up();
		update_option( 'woocommerce_cod_settings', array( 'enabled' => 'yes' ) );
		// Posts storage, which the double reproduces (README): WooCommerce installs with its own order
		// tables (HPOS) since 8.2 and picks the orders data store from this option at each load.
		update_option( 'woocommerce_custom_orders_table_enabled', 'no' );
		// The gateways as the next request loads them, with the option above (WC_Payment_Gateways
		// reads the settings when it loads them, once per request).
		WC()->payment_gateways()->init();
		update_option( 'woocommerce_feature_order_attribution_enabled', 'yes' );
		if ( defined( 'WC_DOUBLE' ) ) {
			// WooCommerce decides at start-up (the order attribution controllers, registered on the
			// feature); the double's stand-in decides again here.
			\WC_Order_Attribution::register_hooks();
		}
	}

	protected function tear_down(): void {
		$this->restore_own_attribution();
		parent::tear_down();
	}

	public function test_create_and_read_an_order(): void {
		$product = $this->simple_product( array( 'regular_price' => '12.5' ) );
		$order   = wc_create_order( array( 'customer_id' => 0, 'created_via' => 'test' ) );
		$this->assertInstanceOf( \WC_Order::class, $order );
		$order->add_product( $product, 2 );
		$order->set_billing_email( 'ada@boudoir.test' );
		$order->calculate_totals();
		$order->update_meta_data( '_boudoir_note', 'kept' );
		$order->save();

		$read = wc_get_order( $order->get_id() );
		$this->assertSame( 'shop_order', get_post_type( $order->get_id() ) );
		$this->assertSame( 'wc-pending', get_post_status( $order->get_id() ) );
		$this->assertSame( 'pending', $read->get_status() );
		$this->assertSame( '25.00', $read->get_total() );
		$this->assertSame( '25.00', get_post_meta( $order->get_id(), '_order_total', true ) );
		$this->assertSame( 'EUR', $read->get_currency() );
		$this->assertSame( 'ada@boudoir.test', get_post_meta( $order->get_id(), '_billing_email', true ) );
		$this->assertSame( 'kept', $read->get_meta( '_boudoir_note' ) );
		$this->assertStringStartsWith( 'wc_order_', $read->get_order_key() );
		$items = $read->get_items();
		$this->assertCount( 1, $items );
		$item = current( $items );
		$this->assertSame( $product->get_id(), $item->get_product_id() );
		$this->assertSame( 2, $item->get_quantity() );
		$this->assertSame( '25', $item->get_total() );
		$this->assertFalse( wc_get_order( $product->get_id() ) );
	}

	public function test_classic_create_order_fires_checkout_order_created(): void {
		$product = $this->simple_product( array( 'manage_stock' => true, 'stock_quantity' => 5 ) );
		WC()->cart->add_to_cart( $product->get_id(), 2 );
		$created = array();
		add_action( 'woocommerce_checkout_order_created', static function ( $order ) use ( &$created ) {
			$created[] = $order;
		} );
		$_POST['wc_order_attribution_source_type'] = 'utm';
		$_POST['wc_order_attribution_utm_source']  = 'newsletter';
		$_POST['wc_order_attribution_utm_medium']  = '(none)';
		$_POST['wc_order_attribution_user_agent']  = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';
		$order_id = WC()->checkout()->create_order( array( 'billing_email' => 'ada@boudoir.test', 'billing_first_name' => 'Ada', 'payment_method' => 'cod', 'order_comments' => 'Gift wrap' ) );
		$this->assertIsInt( $order_id );
		$this->assertCount( 1, $created );
		$this->assertInstanceOf( \WC_Order::class, $created[0] );
		$this->assertSame( $order_id, $created[0]->get_id() );
		$order = wc_get_order( $order_id );
		$this->assertSame( 'checkout', $order->get_created_via() );
		$this->assertSame( 'cod', $order->get_payment_method() );
		$this->assertSame( 'Cash on delivery', $order->get_payment_method_title() );
		$this->assertSame( 'Gift wrap', $order->get_customer_note() );
		$this->assertSame( '39.98', $order->get_total() );
		$this->assertSame( 'utm', $order->get_meta( '_wc_order_attribution_source_type' ) );
		$this->assertSame( 'newsletter', $order->get_meta( '_wc_order_attribution_utm_source' ) );
		$this->assertSame( '', $order->get_meta( '_wc_order_attribution_utm_medium' ), '(none) is not stored.' );
		$this->assertSame( 'Desktop', $order->get_meta( '_wc_order_attribution_device_type' ) );
		// Paying reduces the stock once.
		$order->update_status( 'processing' );
		$order->update_status( 'completed' );
		$this->assertSame( 3, wc_get_product( $product->get_id() )->get_stock_quantity() );
	}

	public function test_store_api_checkout_creates_the_order_with_attribution_and_empties_the_cart(): void {
		$product = $this->variable_product();
		$this->store_api( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 2, 'variation' => array( array( 'attribute' => 'pa_color', 'value' => 'red' ) ) ) );
		$processed = array();
		add_action( 'woocommerce_store_api_checkout_order_processed', static function ( $order ) use ( &$processed ) {
			$processed[] = $order->get_id();
		} );
		$response = $this->store_api(
			'POST',
			'/checkout',
			array(
				'billing_address' => self::CHECKOUT_ADDRESS,
				'payment_method'  => 'cod',
				'customer_note'   => 'Discreet parcel',
				'extensions'      => array(
					'woocommerce/order-attribution' => array(
						'source_type'        => 'utm',
						'referrer'           => 'https://example.com/',
						'utm_campaign'       => 'spring',
						'utm_source'         => 'newsletter',
						'utm_medium'         => 'email',
						'utm_content'        => '(none)',
						'session_pages'      => '3',
						'session_count'      => '1',
						'user_agent'         => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
					),
				),
			)
		);
		$this->assertSame( 200, $response['status'], wp_json_encode( $response['data'] ) );
		$data = json_decode( wp_json_encode( $response['data'] ), true );
		foreach ( array( 'order_id', 'status', 'order_key', 'customer_note', 'customer_id', 'billing_address', 'shipping_address', 'payment_method', 'payment_result' ) as $key ) {
			$this->assertArrayHasKey( $key, $data );
		}
		$this->assertSame( 'processing', $data['status'] );
		$this->assertSame( 'success', $data['payment_result']['payment_status'] );
		$order = wc_get_order( $data['order_id'] );
		$this->assertSame( $data['order_key'], $order->get_order_key() );
		$this->assertStringContainsString( 'key=' . $order->get_order_key(), $data['payment_result']['redirect_url'] );
		$this->assertSame( array( $order->get_id() ), $processed );
		$this->assertSame( 'store-api', $order->get_created_via() );
		$this->assertSame( '60.00', $order->get_total() );
		$this->assertSame( 'Discreet parcel', $order->get_customer_note() );
		$this->assertSame( 'ada@boudoir.test', $order->get_billing_email() );
		$this->assertSame( 'utm', $order->get_meta( '_wc_order_attribution_source_type' ) );
		$this->assertSame( 'https://example.com/', $order->get_meta( '_wc_order_attribution_referrer' ) );
		$this->assertSame( 'spring', $order->get_meta( '_wc_order_attribution_utm_campaign' ) );
		$this->assertSame( '3', $order->get_meta( '_wc_order_attribution_session_pages' ) );
		$this->assertFalse( metadata_exists( 'post', $order->get_id(), '_wc_order_attribution_utm_content' ), '(none) is skipped.' );
		$this->assertSame( 'Mobile', $order->get_meta( '_wc_order_attribution_device_type' ) );
		$item = current( $order->get_items() );
		$this->assertSame( $this->variation_ids( $product )['red'], $item->get_variation_id() );
		$this->assertSame( 'red', $item->get_meta( 'pa_color' ) );
		$this->assertTrue( WC()->cart->is_empty() );
		$this->assertSame( 0, $this->store_api( 'GET', '/cart' )['data']['items_count'] );
	}

	public function test_attribution_is_off_with_the_feature(): void {
		// The feature's hooks are added on init, as WooCommerce decides at start-up: a shop started with it off.
		$this->own_attribution( false );
		$this->restart_own_attribution();
		// Boudoir's own order attribution takes over when WooCommerce's is off: keep it out of the double's contract.
		add_filter( 'boudoir_attribution_allow_tracking', '__return_false' );
		$this->store_api( 'POST', '/cart/add-item', array( 'id' => $this->simple_product()->get_id() ) );
		$response = $this->store_api( 'POST', '/checkout', array( 'billing_address' => self::CHECKOUT_ADDRESS, 'payment_method' => 'cod', 'extensions' => array( 'woocommerce/order-attribution' => array( 'source_type' => 'utm' ) ) ) );
		$this->assertSame( 200, $response['status'] );
		$this->assertSame( '', wc_get_order( $response['data']['order_id'] )->get_meta( '_wc_order_attribution_source_type' ) );
	}

	public function test_store_api_checkout_errors(): void {
		$empty = $this->store_api( 'POST', '/checkout', array( 'billing_address' => self::CHECKOUT_ADDRESS, 'payment_method' => 'cod' ) );
		$this->assertSame( 'woocommerce_rest_cart_empty', $empty['data']['code'] );
		if ( version_compare( WC_VERSION, '10.0', '>=' ) ) {
			// 10.0.2: a cart error (CartController::validate_cart_not_empty()), a conflict answered with the cart.
			$this->assertSame( 409, $empty['status'] );
			$this->assertSame( 0, $empty['data']['data']['cart']['items_count'] );
		} else {
			// 9.4.3: the order cannot be made (OrderController::create_order_from_cart()).
			$this->assertSame( 400, $empty['status'] );
		}
		$this->store_api( 'POST', '/cart/add-item', array( 'id' => $this->simple_product()->get_id() ) );
		$missing = $this->store_api( 'POST', '/checkout', array( 'billing_address' => self::CHECKOUT_ADDRESS ) );
		$this->assertSame( 'woocommerce_rest_checkout_missing_payment_method', $missing['data']['code'] );
		$disabled = $this->store_api( 'POST', '/checkout', array( 'billing_address' => self::CHECKOUT_ADDRESS, 'payment_method' => 'bacs' ) );
		$this->assertSame( 400, $disabled['status'] );
		$this->assertSame( 'woocommerce_rest_checkout_payment_method_disabled', $disabled['data']['code'] );
		// An address that is no e-mail address fails the billing address's schema (BillingAddressSchema::validate_callback(), 9.4.3 and 10.0.2) before the route runs.
		$bad_email = $this->store_api( 'POST', '/checkout', array( 'billing_address' => array( 'email' => 'nope' ) + self::CHECKOUT_ADDRESS, 'payment_method' => 'cod' ) );
		$this->assertSame( 400, $bad_email['status'] );
		$this->assertSame( 'rest_invalid_param', $bad_email['data']['code'] );
		$this->assertSame( 'invalid_email', $bad_email['data']['data']['details']['billing_address']['code'] );
		// None at all: the order has no billing e-mail (OrderController::validate_order_before_payment()).
		$no_email = $this->store_api( 'POST', '/checkout', array( 'billing_address' => array( 'email' => '' ) + self::CHECKOUT_ADDRESS, 'payment_method' => 'cod' ) );
		$this->assertSame( 400, $no_email['status'] );
		$this->assertSame( 'woocommerce_rest_missing_email_address', $no_email['data']['code'] );
		$no_nonce = $this->store_api( 'POST', '/checkout', array( 'billing_address' => self::CHECKOUT_ADDRESS, 'payment_method' => 'cod' ), array( 'Nonce' => null ) );
		$this->assertSame( 401, $no_nonce['status'] );
		$this->assertFalse( WC()->cart->is_empty() );
	}
}
