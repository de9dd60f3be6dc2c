<?php
/**
 * Contract: the Store API cart routes, headers, nonce rule, shapes and error codes.
 *
 * @package Boudoir\Tests
 */

namespace Boudoir\Tests\WooCommerce_Double;

require_once dirname( __DIR__ ) . '/class-double-test-case.php';

/**
 * @covers \WC_Store_API
 * @covers \WC_Store_API_Cart_Routes
 */
class WC_Store_API_Test extends Double_Test_Case {

	public function test_routes_are_served_in_both_namespaces(): void {
		$routes = rest_get_server()->get_routes();
		foreach ( array( 'wc/store/v1', 'wc/store' ) as $namespace ) {
			foreach ( array( '/cart', '/cart/add-item', '/cart/update-item', '/cart/remove-item', '/batch', '/checkout' ) as $route ) {
				$this->assertArrayHasKey( '/' . $namespace . $route, $routes, $namespace . $route );
			}
		}
		$this->assertSame( 200, $this->dispatch_rest( 'GET', '/wc/store/cart' )['status'] );
	}

	public function test_every_response_carries_the_headers(): void {
		$response = $this->store_api( 'GET', '/cart' );
		$this->assertSame( 200, $response['status'] );
		$this->assertSame( 1, wp_verify_nonce( $response['headers']['Nonce'], 'wc_store_api' ) );
		$this->assertEqualsWithDelta( time(), (int) $response['headers']['Nonce-Timestamp'], 5 );
		// AbstractCartRoute::add_response_headers() sets get_current_user_id(), an int (the HTTP header is its text).
		$this->assertSame( 0, $response['headers']['User-ID'] );
		$this->assertMatchesRegularExpression( '/^[\w-]+\.[\w-]+\.[\w-]+$/', $response['headers']['Cart-Token'] );
		$payload = json_decode( base64_decode( strtr( explode( '.', $response['headers']['Cart-Token'] )[1], '-_', '+/' ) ), true );
		$this->assertSame( WC()->session->get_customer_id(), $payload['user_id'] );
		$user = $this->create_user( 'customer' );
		$this->log_in( $user );
		$this->assertSame( $user->ID, $this->store_api( 'GET', '/cart' )['headers']['User-ID'] );
		$error = $this->store_api( 'POST', '/cart/remove-item', array( 'key' => 'nope' ) );
		$this->assertArrayHasKey( 'Nonce', $error['headers'] );
	}

	public function test_nonce_rule(): void {
		$product = $this->simple_product();
		$missing = $this->store_api( 'POST', '/cart/add-item', array( 'id' => $product->get_id() ), array( 'Nonce' => null ) );
		$this->assertSame( 401, $missing['status'] );
		$this->assertSame( 'woocommerce_rest_missing_nonce', $missing['data']['code'] );
		$this->assertSame( array( 'status' => 401 ), $missing['data']['data'] );
		$invalid = $this->store_api( 'POST', '/cart/add-item', array( 'id' => $product->get_id() ), array( 'Nonce' => 'abc' ) );
		$this->assertSame( 403, $invalid['status'] );
		$this->assertSame( 'woocommerce_rest_invalid_nonce', $invalid['data']['code'] );
		// WooCommerce 9.0–9.2 still read the old header, with a deprecation notice; 9.3 removed it.
		$before_9_3 = version_compare( (string) constant( 'WC_VERSION' ), '9.3', '<' );
		if ( $before_9_3 ) {
			$this->expect_incorrect_usage( 'X-WC-Store-API-Nonce' );
		}
		$deprecated = $this->store_api( 'POST', '/cart/add-item', array( 'id' => $product->get_id() ), array( 'Nonce' => null, 'X-WC-Store-API-Nonce' => wp_create_nonce( 'wc_store_api' ) ) );
		if ( $before_9_3 ) {
			$this->assertSame( 201, $deprecated['status'], 'X-WC-Store-API-Nonce is still read before 9.3.' );
			WC()->cart->empty_cart();
		} else {
			$this->assertSame( 401, $deprecated['status'], 'X-WC-Store-API-Nonce is no longer read.' );
		}
		$this->assertTrue( WC()->cart->is_empty() );
		$this->assertSame( 201, $this->store_api( 'POST', '/cart/add-item', array( 'id' => $product->get_id() ) )['status'] );
		$this->send_session_cookie();

		$token = $this->store_api( 'GET', '/cart' )['headers']['Cart-Token'];
		// With a quantity: a missing one adds nothing to an existing line on 9.0–9.4.3 (null + the line's
		// quantity), the minimum on 10.0.2.
		$with_token = $this->store_api( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 1 ), array( 'Nonce' => null, 'Cart-Token' => $token ) );
		if ( $before_9_3 ) {
			// Before 9.3 a Cart-Token does not stand in for the nonce (AbstractCartRoute::requires_nonce()).
			$this->assertSame( 401, $with_token['status'], 'A Cart-Token does not replace the nonce before 9.3.' );
		} else {
			$this->assertSame( 201, $with_token['status'], 'A valid Cart-Token replaces the nonce.' );
			$this->assertSame( 2, $with_token['data']['items_count'] );
		}
		$forged = $this->store_api( 'POST', '/cart/add-item', array( 'id' => $product->get_id() ), array( 'Nonce' => null, 'Cart-Token' => $token . 'x' ) );
		$this->assertSame( 401, $forged['status'] );

		add_filter( 'woocommerce_store_api_disable_nonce_check', '__return_true' );
		$this->assertSame( 201, $this->store_api( 'POST', '/cart/add-item', array( 'id' => $product->get_id() ), array( 'Nonce' => null ) )['status'] );
	}

	public function test_cart_token_carries_the_cart_to_another_client(): void {
		$product = $this->simple_product();
		$first   = $this->store_api( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 2 ) );
		$token   = $first['headers']['Cart-Token'];
		$this->send_session_cookie();
		WC()->session->save_data();
		$this->reset_shop_session();
		$this->assertTrue( WC()->cart->is_empty(), 'A new visitor has an empty cart.' );
		$again = $this->store_api( 'GET', '/cart', array(), array( 'Cart-Token' => $token ) );
		$this->assertSame( 2, $again['data']['items_count'] );
	}

	public function test_cart_shape_minor_units_and_currency(): void {
		// No shipping: WooCommerce's totals then have no shipping total (null).
		update_option( 'woocommerce_ship_to_countries', 'disabled' );
		$product  = $this->simple_product( array( 'regular_price' => '20', 'sale_price' => '19.99', 'sku' => 'SLIP', 'short_description' => 'Short &amp; soft' ) );
		$response = $this->store_api( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 2 ) );
		$this->assertSame( 201, $response['status'] );
		// As a client decodes it: objects become arrays.
		$cart = json_decode( wp_json_encode( $response['data'] ), true );
		$this->assertSame( array( 'items', 'coupons', 'fees', 'totals', 'shipping_address', 'billing_address', 'needs_payment', 'needs_shipping', 'payment_requirements', 'has_calculated_shipping', 'shipping_rates', 'items_count', 'items_weight', 'cross_sells', 'errors', 'payment_methods', 'extensions' ), array_keys( $cart ) );
		$currency = array(
			'currency_code'               => 'EUR',
			'currency_symbol'             => '€',
			'currency_minor_unit'         => 2,
			'currency_decimal_separator'  => '.',
			'currency_thousand_separator' => ',',
			'currency_prefix'             => '€',
			'currency_suffix'             => '',
		);
		$this->assertSame( 2, $cart['items_count'] );
		$totals = $cart['totals'];
		$this->assertSame( '3998', $totals['total_items'] );
		$this->assertSame( '3998', $totals['total_price'] );
		$this->assertSame( '0', $totals['total_tax'] );
		$this->assertNull( $totals['total_shipping'] );
		$this->assertSame( array(), $totals['tax_lines'] );
		foreach ( array( 'total_items', 'total_items_tax', 'total_fees', 'total_fees_tax', 'total_discount', 'total_discount_tax', 'total_shipping', 'total_shipping_tax', 'total_price', 'total_tax', 'tax_lines' ) as $key ) {
			$this->assertArrayHasKey( $key, $totals );
		}
		$this->assertSame( $currency, array_intersect_key( $totals, $currency ) );

		$item = $cart['items'][0];
		foreach ( array( 'key', 'id', 'quantity', 'quantity_limits', 'name', 'short_description', 'description', 'sku', 'low_stock_remaining', 'backorders_allowed', 'show_backorder_badge', 'sold_individually', 'permalink', 'images', 'variation', 'item_data', 'prices', 'totals', 'catalog_visibility', 'extensions' ) as $key ) {
			$this->assertArrayHasKey( $key, $item );
		}
		$this->assertSame( $product->get_id(), $item['id'] );
		$this->assertSame( 2, $item['quantity'] );
		$this->assertSame( 'Silk slip', $item['name'] );
		$this->assertSame( '1999', $item['prices']['price'] );
		$this->assertSame( '2000', $item['prices']['regular_price'] );
		$this->assertSame( '1999', $item['prices']['sale_price'] );
		$this->assertNull( $item['prices']['price_range'] );
		$this->assertSame( '19990000', $item['prices']['raw_prices']['price'] );
		$this->assertSame( $currency, array_intersect_key( $item['prices'], $currency ) );
		$this->assertSame( '3998', $item['totals']['line_subtotal'] );
		$this->assertSame( '3998', $item['totals']['line_total'] );
		$this->assertSame( $currency, array_intersect_key( $item['totals'], $currency ) );
		$this->assertSame( array( 'minimum' => 1, 'maximum' => 9999, 'multiple_of' => 1, 'editable' => true ), $item['quantity_limits'] );
		$this->assertNull( $item['low_stock_remaining'] );

		update_option( 'woocommerce_currency_pos', 'right_space' );
		update_option( 'woocommerce_price_num_decimals', '0' );
		$cart = json_decode( wp_json_encode( $this->store_api( 'GET', '/cart' )['data'] ), true );
		$this->assertSame( ' €', $cart['totals']['currency_suffix'] );
		$this->assertSame( '', $cart['totals']['currency_prefix'] );
		$this->assertSame( '40', $cart['totals']['total_price'] );
	}

	/**
	 * The spellings WooCommerce 9.0 to 10.x all take: the taxonomy or the label, with the term's
	 * name or slug (the field name `attribute_pa_color` only from 9.9: test-class-wc-store-api-add-item.php).
	 */
	public function test_add_item_merges_and_matches_variations_in_every_spelling(): void {
		$product = $this->variable_product();
		$ids     = $this->variation_ids( $product );
		$spellings = array( array( 'pa_color', 'Blue' ), array( 'Color', 'Blue' ), array( 'pa_color', 'blue' ) );
		foreach ( $spellings as list( $spelling, $value ) ) {
			$response = $this->store_api( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 1, 'variation' => array( array( 'attribute' => $spelling, 'value' => $value ) ) ) );
			$this->assertSame( 201, $response['status'], $spelling );
		}
		$this->assertCount( 1, $response['data']['items'] );
		$item = $response['data']['items'][0];
		$this->assertSame( $ids['blue'], $item['id'] );
		$this->assertSame( 3, $item['quantity'] );
		// ProductItemTrait::format_variation_data() (9.0–10.0.2): the label and the term's name only.
		$this->assertSame( array( array( 'attribute' => 'Color', 'value' => 'Blue' ) ), $item['variation'] );
		$this->assertSame( 'Lace set', $item['name'] );
		$direct = $this->store_api( 'POST', '/cart/add-item', array( 'id' => $ids['red'] ) );
		$this->assertSame( 201, $direct['status'], 'A variation id needs no variation data; quantity defaults to the minimum.' );
		$this->assertSame( 4, $direct['data']['items_count'] );
	}

	/**
	 * @return array<string,array{0:string,1:int}>
	 */
	public function error_cases(): array {
		return array(
			'missing product'           => array( 'woocommerce_rest_cart_invalid_product', 400 ),
			'trashed product'           => array( 'woocommerce_rest_cart_invalid_product', 400 ),
			'not purchasable'           => array( 'woocommerce_rest_product_not_purchasable', 400 ),
			'validation filter'         => array( 'woocommerce_rest_product_not_purchasable', 400 ),
			'out of stock'              => array( 'woocommerce_rest_product_out_of_stock', 400 ),
			'not enough stock'          => array( 'woocommerce_rest_product_partially_out_of_stock', 400 ),
			'value not allowed'         => array( 'woocommerce_rest_invalid_variation_data', 400 ),
			'any value missing'         => array( 'woocommerce_rest_missing_variation_data', 400 ),
			'no matching variation'     => array( 'woocommerce_rest_variation_id_from_variation_data', 400 ),
		);
	}

	/**
	 * @dataProvider error_cases
	 */
	public function test_add_item_errors( string $code, int $status ): void {
		$case = $this->dataName();
		$body = array( 'quantity' => 1 );
		switch ( $case ) {
			case 'missing product':
				$body['id'] = 999999;
				break;
			case 'trashed product':
				$body['id'] = $this->simple_product()->get_id();
				wp_trash_post( $body['id'] );
				break;
			case 'not purchasable':
				$body['id'] = $this->simple_product( array( 'regular_price' => '' ) )->get_id();
				break;
			case 'validation filter':
				$body['id'] = $this->simple_product()->get_id();
				add_filter( 'woocommerce_add_to_cart_validation', '__return_false' );
				break;
			case 'out of stock':
				$body['id'] = $this->simple_product( array( 'stock_status' => 'outofstock' ) )->get_id();
				break;
			case 'not enough stock':
				$body['id'] = $this->simple_product( array( 'manage_stock' => true, 'stock_quantity' => 2 ) )->get_id();
				$this->assertSame( 201, $this->store_api( 'POST', '/cart/add-item', $body )['status'] );
				$body['quantity'] = 2;
				break;
			case 'value not allowed':
				$product           = $this->variable_product();
				$body['id']        = $this->variation_ids( $product )['red'];
				$body['variation'] = array( array( 'attribute' => 'pa_color', 'value' => 'blue' ) );
				break;
			case 'any value missing':
				$product    = $this->variable_product( array( '' => array( 'regular_price' => '30' ) ) );
				$body['id'] = $product->get_id();
				break;
			case 'no matching variation':
				$product           = $this->variable_product();
				$body['id']        = $product->get_id();
				$body['variation'] = array( array( 'attribute' => 'pa_color', 'value' => 'black' ) );
				break;
		}
		$response = $this->store_api( 'POST', '/cart/add-item', $body );
		$this->assertSame( $status, $response['status'] );
		$this->assertSame( $code, $response['data']['code'] );
		$this->assertSame( $status, $response['data']['data']['status'] );
		$this->assertNotEmpty( $response['data']['message'] );
	}

	/**
	 * A quantity of 0 never makes a line of 0, but how differs: WooCommerce 10.0.2 refuses it
	 * (CartController::validate_add_to_cart(): woocommerce_rest_product_invalid_quantity), 9.0–9.4.3
	 * raise it to the minimum (CartController::add_to_cart(), "Normalize quantity") and add 1.
	 */
	public function test_a_quantity_of_0_never_makes_a_line_of_0(): void {
		$product  = $this->simple_product();
		$response = $this->store_api( 'POST', '/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => '0' ) );
		if ( 400 === $response['status'] ) {
			$this->assertSame( 'woocommerce_rest_product_invalid_quantity', $response['data']['code'] );
			$this->assertSame( 'You cannot add &quot;Silk slip&quot; with a quantity less than or equal to 0 to the cart.', $response['data']['message'] );
			$this->assertTrue( WC()->cart->is_empty() );
		} else {
			$this->assertSame( 201, $response['status'] );
			$this->assertSame( 1, $response['data']['items'][0]['quantity'] );
			$this->assertSame( 1, WC()->cart->get_cart_contents_count() );
		}
	}

	public function test_validation_notice_becomes_the_error(): void {
		add_filter(
			'woocommerce_add_to_cart_validation',
			static function () {
				wc_add_notice( 'Pick a size first.', 'error' );
				return false;
			}
		);
		$response = $this->store_api( 'POST', '/cart/add-item', array( 'id' => $this->simple_product()->get_id() ) );
		$this->assertSame( 400, $response['status'] );
		$this->assertSame( 'woocommerce_rest_add_to_cart_error', $response['data']['code'] );
		$this->assertSame( 'Pick a size first.', $response['data']['message'] );
	}

	public function test_update_and_remove_item(): void {
		$product = $this->simple_product( array( 'manage_stock' => true, 'stock_quantity' => 5 ) );
		$key     = $this->store_api( 'POST', '/cart/add-item', array( 'id' => $product->get_id() ) )['data']['items'][0]['key'];
		$updated = $this->store_api( 'POST', '/cart/update-item', array( 'key' => $key, 'quantity' => 4 ) );
		$this->assertSame( 200, $updated['status'] );
		$this->assertSame( 4, $updated['data']['items_count'] );
		// WooCommerce: CartController::set_cart_item_quantity(), QuantityLimits::validate_cart_item_quantity().
		$too_many = $this->store_api( 'POST', '/cart/update-item', array( 'key' => $key, 'quantity' => 6 ) );
		$this->assertSame( 400, $too_many['status'] );
		$this->assertSame( 'invalid_quantity', $too_many['data']['code'] );
		// The wording: 9.0–9.4.3 "The maximum quantity that can be added to the cart is 5", 10.0.2 names the product.
		$this->assertMatchesRegularExpression( '/^The maximum quantity (that can be added to the cart|of &quot;Silk slip&quot; allowed in the cart) is 5$/', $too_many['data']['message'] );
		$zero = $this->store_api( 'POST', '/cart/update-item', array( 'key' => $key, 'quantity' => 0 ) );
		$this->assertSame( 400, $zero['status'] );
		$this->assertSame( 'invalid_quantity', $zero['data']['code'] );
		$this->assertMatchesRegularExpression( '/^The minimum quantity (that can be added to the cart|of &quot;Silk slip&quot; allowed in the cart) is 1$/', $zero['data']['message'] );

		$unknown = $this->store_api( 'POST', '/cart/update-item', array( 'key' => 'unknown', 'quantity' => 1 ) );
		$this->assertSame( 409, $unknown['status'] );
		$this->assertSame( 'woocommerce_rest_cart_invalid_key', $unknown['data']['code'] );
		$this->assertSame( 4, $unknown['data']['data']['cart']['items_count'], 'A 409 carries the cart.' );

		$gone = $this->store_api( 'POST', '/cart/remove-item', array( 'key' => 'unknown' ) );
		$this->assertSame( 409, $gone['status'] );
		$this->assertSame( 'woocommerce_rest_cart_invalid_key', $gone['data']['code'] );
		$this->assertArrayHasKey( 'items', $gone['data']['data']['cart'] );

		$removed = $this->store_api( 'POST', '/cart/remove-item', array( 'key' => $key ) );
		$this->assertSame( 200, $removed['status'] );
		$this->assertSame( array(), $removed['data']['items'] );
		$this->assertSame( 0, $removed['data']['items_count'] );
	}

	public function test_other_exceptions_are_unknown_server_errors(): void {
		add_action(
			'woocommerce_add_to_cart',
			static function () {
				throw new \RuntimeException( 'Boom' );
			}
		);
		$response = $this->store_api( 'POST', '/cart/add-item', array( 'id' => $this->simple_product()->get_id() ) );
		$this->assertSame( 500, $response['status'] );
		$this->assertSame( 'woocommerce_rest_unknown_server_error', $response['data']['code'] );
		$this->assertSame( 'Boom', $response['data']['message'] );
	}

	public function test_batch(): void {
		$product = $this->simple_product();
		$nonce   = wp_create_nonce( 'wc_store_api' );
		$request = array(
			'method'  => 'POST',
			'path'    => '/wc/store/v1/cart/add-item',
			'body'    => array( 'id' => $product->get_id(), 'quantity' => 1 ),
			'headers' => array( 'Nonce' => $nonce ),
		);
		$response = $this->dispatch_rest( 'POST', '/wc/store/v1/batch', array( 'requests' => array( $request, $request ) ) );
		$this->assertSame( 207, $response['status'] );
		$this->assertCount( 2, $response['data']['responses'] );
		$this->assertSame( 201, $response['data']['responses'][1]['status'] );
		$this->assertSame( 2, $response['data']['responses'][1]['body']['items_count'] );
		$this->assertArrayHasKey( 'Nonce', $response['headers'] );

		$bad = $this->dispatch_rest( 'POST', '/wc/store/v1/batch', array( 'requests' => array( array( 'path' => '/wp/v2/posts', 'body' => array() ) ) ) );
		$this->assertSame( 400, $bad['status'] );
		$this->assertSame( 'woocommerce_rest_invalid_path', $bad['data']['code'] );
		$too_many = $this->dispatch_rest( 'POST', '/wc/store/v1/batch', array( 'requests' => array_fill( 0, 26, $request ) ) );
		$this->assertSame( 400, $too_many['status'] );
	}

	public function test_middleware_script_and_config(): void {
		do_action( 'wp_enqueue_scripts' );
		$this->assertTrue( wp_script_is( 'wc-blocks-middleware', 'registered' ) );
		$before = implode( "\n", (array) wp_scripts()->get_data( 'wc-blocks-middleware', 'before' ) );
		$this->assertMatchesRegularExpression( "/var wcBlocksMiddlewareConfig = \\{\\s*storeApiNonce: '([a-f0-9]{10})',\\s*wcStoreApiNonceTimestamp: '\\d+'\\s*\\};/", $before );
		preg_match( "/storeApiNonce: '([a-f0-9]{10})'/", $before, $match );
		$this->assertSame( 1, wp_verify_nonce( $match[1], 'wc_store_api' ) );
		// A file of the plugin (9.0–10.0.2: assets/client/blocks/wc-blocks-middleware.js).
		$src = wp_scripts()->registered['wc-blocks-middleware']->src;
		$this->assertStringStartsWith( WC()->plugin_url() . '/', $src );
		$this->assertFileExists( WC()->plugin_path() . '/' . strtok( substr( $src, strlen( WC()->plugin_url() . '/' ) ), '?' ) );
	}
}
