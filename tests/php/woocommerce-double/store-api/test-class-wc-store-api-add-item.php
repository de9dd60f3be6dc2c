<?php
/**
 * Contract: POST /cart/add-item as WooCommerce's CartController::add_to_cart() answers it —
 * quantity limits, sold-individually re-adds, the `variation` list, missing "any" values —
 * and the headers WooCommerce sends (no cart hash).
 *
 * WooCommerce: src/StoreApi/Utilities/CartController.php, src/StoreApi/Utilities/QuantityLimits.php,
 * src/StoreApi/Routes/V1/AbstractCartRoute.php.
 *
 * @package Boudoir\Tests
 */

namespace Boudoir\Tests\WooCommerce_Double;

require_once dirname( __DIR__ ) . '/class-double-test-case.php';

/**
 * @covers \WC_Store_API_Cart_Routes
 * @covers \WC_Store_API_Quantity_Limits
 * @covers \WC_Store_API
 */
class WC_Store_API_Add_Item_Test extends Double_Test_Case {

	/**
	 * A variable product whose only variation is "any" colour.
	 */
	private function any_colour_product(): \WC_Product_Variable {
		return $this->variable_product( array( '' => array( 'regular_price' => '30' ) ), 'Any colour set' );
	}

	/**
	 * @param array<string,mixed> $body Body.
	 * @return array{status:int,data:mixed,headers:array<string,mixed>,response:\WP_REST_Response}
	 */
	private function add_item( array $body ): array {
		return $this->store_api( 'POST', '/cart/add-item', $body );
	}

	/**
	 * Cart-Token, Nonce, Nonce-Timestamp and User-ID on every version; `Cart-Hash` (the cart's
	 * WC_Cart::get_cart_hash()) only on later ones (10.0.2 sends it, 9.0–9.4.3 do not; the double
	 * does not, so Boudoir may not rely on it).
	 */
	public function test_no_cart_hash_header(): void {
		$product = $this->simple_product();
		foreach ( array( $this->add_item( array( 'id' => $product->get_id() ) ), $this->store_api( 'GET', '/cart' ) ) as $response ) {
			$this->assertSame( array( 'Cart-Token', 'Nonce', 'Nonce-Timestamp', 'User-ID' ), $this->sorted_keys( array_intersect_key( $response['headers'], array_flip( array( 'Cart-Token', 'Nonce', 'Nonce-Timestamp', 'User-ID' ) ) ) ) );
			if ( array_key_exists( 'Cart-Hash', $response['headers'] ) ) {
				$this->assertSame( WC()->cart->get_cart_hash(), $response['headers']['Cart-Hash'] );
			}
		}
	}

	/**
	 * @param array<string,mixed> $headers Headers.
	 * @return list<string>
	 */
	private function sorted_keys( array $headers ): array {
		$keys = array_keys( $headers );
		sort( $keys );
		return $keys;
	}

	public function test_a_missing_quantity_is_the_minimum(): void {
		$product = $this->simple_product();
		add_filter( 'woocommerce_store_api_product_quantity_minimum', static fn() => 3 );
		$response = $this->add_item( array( 'id' => $product->get_id() ) );
		$this->assertSame( 201, $response['status'] );
		$this->assertSame( 3, $response['data']['items'][0]['quantity'] );
	}

	public function test_a_new_line_is_raised_to_the_minimum(): void {
		$product = $this->simple_product();
		add_filter( 'woocommerce_store_api_product_quantity_minimum', static fn() => 2 );
		$response = $this->add_item( array( 'id' => $product->get_id(), 'quantity' => 1 ) );
		$this->assertSame( 201, $response['status'] );
		$this->assertSame( 2, $response['data']['items'][0]['quantity'] );
		$this->assertSame( 2, ( (array) $response['data']['items'][0]['quantity_limits'] )['minimum'] );
	}

	public function test_a_new_line_is_clamped_to_the_maximum(): void {
		$product = $this->simple_product();
		add_filter( 'woocommerce_store_api_product_quantity_maximum', static fn() => 3 );
		$response = $this->add_item( array( 'id' => $product->get_id(), 'quantity' => 5 ) );
		$this->assertSame( 201, $response['status'] );
		$this->assertSame( 3, $response['data']['items'][0]['quantity'] );
	}

	public function test_a_new_line_is_rounded_to_multiple_of(): void {
		$product = $this->simple_product();
		add_filter( 'woocommerce_store_api_product_quantity_multiple_of', static fn() => 4 );
		// max( 5, ceil( 1 / 4 ) * 4 ) = 5, then round( 5 / 4 ) * 4 = 4.
		$this->assertSame( 4, $this->add_item( array( 'id' => $product->get_id(), 'quantity' => 5 ) )['data']['items'][0]['quantity'] );
		WC()->cart->empty_cart();
		$this->assertSame( 8, $this->add_item( array( 'id' => $product->get_id(), 'quantity' => 7 ) )['data']['items'][0]['quantity'] );
	}

	/**
	 * 10.0.2 ignores a non-numeric answer (QuantityLimits::filter_numeric_value()); 9.0–9.4.3 pass it
	 * on to limit_to_multiple( int … ) in a strict-types file: a TypeError, not caught by the route.
	 */
	public function test_non_numeric_filter_answers_are_ignored(): void {
		$product = $this->simple_product();
		add_filter( 'woocommerce_store_api_product_quantity_maximum', static fn() => 'lots' );
		if ( ! $this->woocommerce_has( 'Automattic\WooCommerce\StoreApi\Utilities\QuantityLimits', 'filter_numeric_value' ) ) {
			$this->expectException( \TypeError::class );
		}
		$this->assertSame( 7, $this->add_item( array( 'id' => $product->get_id(), 'quantity' => 7 ) )['data']['items'][0]['quantity'] );
	}

	public function test_an_existing_line_may_not_grow_past_its_limits(): void {
		$product = $this->simple_product();
		add_filter( 'woocommerce_store_api_product_quantity_maximum', static fn() => 3 );
		$this->assertSame( 201, $this->add_item( array( 'id' => $product->get_id(), 'quantity' => 2 ) )['status'] );
		$again = $this->add_item( array( 'id' => $product->get_id(), 'quantity' => 2 ) );
		$this->assertSame( 400, $again['status'] );
		$this->assertSame( 'invalid_quantity', $again['data']['code'] );
		// The wording: 9.0–9.4.3 "The maximum quantity that can be added to the cart is 3"; 10.0.2 names the product.
		$this->assertMatchesRegularExpression( '/^The maximum quantity (that can be added to the cart|of &quot;Silk slip&quot; allowed in the cart) is 3$/', $again['data']['message'] );
		$this->assertSame( 2, WC()->cart->get_cart_contents_count() );

		remove_all_filters( 'woocommerce_store_api_product_quantity_maximum' );
		add_filter( 'woocommerce_store_api_product_quantity_multiple_of', static fn() => 2 );
		$odd = $this->add_item( array( 'id' => $product->get_id(), 'quantity' => 1 ) );
		$this->assertSame( 400, $odd['status'] );
		$this->assertSame( 'invalid_quantity', $odd['data']['code'] );
		$this->assertMatchesRegularExpression( '/^The quantity (added to the cart|of &quot;Silk slip&quot;) must be a multiple of 2$/', $odd['data']['message'] );
	}

	public function test_stock_limits_the_maximum_of_the_line(): void {
		$product = $this->simple_product( array( 'manage_stock' => true, 'stock_quantity' => 4 ) );
		$item    = $this->add_item( array( 'id' => $product->get_id(), 'quantity' => 1 ) )['data']['items'][0];
		$limits  = (array) $item['quantity_limits'];
		$this->assertSame( array( 'minimum' => 1, 'maximum' => 4, 'multiple_of' => 1, 'editable' => true ), $limits );
	}

	public function test_sold_individually_readd_is_readonly_quantity(): void {
		$product = $this->simple_product( array( 'sold_individually' => true ) );
		$first   = $this->add_item( array( 'id' => $product->get_id(), 'quantity' => 5 ) );
		$this->assertSame( 201, $first['status'] );
		$this->assertSame( 1, $first['data']['items'][0]['quantity'], 'Sold individually: the quantity is 1.' );
		$this->assertSame( array( 'minimum' => 1, 'maximum' => 1, 'multiple_of' => 1, 'editable' => false ), (array) $first['data']['items'][0]['quantity_limits'] );

		$again = $this->add_item( array( 'id' => $product->get_id(), 'quantity' => 1 ) );
		$this->assertSame( 400, $again['status'] );
		$this->assertSame( 'readonly_quantity', $again['data']['code'] );
		// The wording: 9.0–9.4.3 "This item is already in the cart and its quantity cannot be edited"; 10.0.2 names the product.
		$this->assertMatchesRegularExpression( '/^(This item is already in the cart and its quantity cannot be edited|The quantity of &quot;Silk slip&quot; cannot be changed)$/', $again['data']['message'] );
		$this->assertSame( array( 'status' => 400 ), $again['data']['data'] );
		$this->assertSame( 1, WC()->cart->get_cart_contents_count() );
	}

	public function test_unknown_product_message(): void {
		$response = $this->add_item( array( 'id' => 999999 ) );
		$this->assertSame( 400, $response['status'] );
		$this->assertSame( 'woocommerce_rest_cart_invalid_product', $response['data']['code'] );
		// 9.0–9.4.3: "This product cannot be added to the cart."; 10.0.2 names the id (esc_html__(): the
		// quotes are entities).
		$this->assertMatchesRegularExpression( '/^(This product cannot be added to the cart\.|Product with ID &quot;999999&quot; was not found and cannot be added to the cart\.)$/', $response['data']['message'] );
	}

	public function test_any_variation_without_its_value_is_missing_variation_data(): void {
		$product = $this->any_colour_product();
		$any     = $product->get_children()[0];
		foreach ( array( $product->get_id(), $any ) as $id ) {
			$response = $this->add_item( array( 'id' => $id, 'quantity' => 1 ) );
			$this->assertSame( 400, $response['status'] );
			$this->assertSame( 'woocommerce_rest_missing_variation_data', $response['data']['code'] );
			$this->assertSame( 'Missing variation data for variable product. Color is a required field', $response['data']['message'] );
			$this->assertSame( array( 'status' => 400 ), $response['data']['data'] );
		}
		$this->assertTrue( WC()->cart->is_empty() );
	}

	/**
	 * @return array<string,array{0:string,1:string}>
	 */
	public function variation_spellings(): array {
		return array(
			'label, term name' => array( 'Color', 'Blue' ),
			'taxonomy, slug'   => array( 'pa_color', 'blue' ),
			'taxonomy, name'   => array( 'pa_color', 'Blue' ),
		);
	}

	/**
	 * Names only later WooCommerce versions take (9.0–9.6 know neither: verified on 9.4.3's
	 * release build, both 400; 10.0.2 takes both): the double refuses them as the oldest supported
	 * version does, so Boudoir must send a name every version takes.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function later_spellings(): array {
		return array(
			'lowercase label (9.7+)'        => array( 'color', 'blue' ),
			'attribute_ field (9.9+)'       => array( 'attribute_pa_color', 'blue' ),
		);
	}

	/**
	 * @dataProvider later_spellings
	 */
	public function test_an_any_variation_needs_a_name_every_version_takes( string $attribute, string $value ): void {
		$product  = $this->any_colour_product();
		$response = $this->add_item(
			array(
				'id'        => $product->get_children()[0],
				'quantity'  => 1,
				'variation' => array( array( 'attribute' => $attribute, 'value' => $value ) ),
			)
		);
		if ( 400 === $response['status'] ) {
			$this->assertSame( 'woocommerce_rest_missing_variation_data', $response['data']['code'] );
			$this->assertTrue( WC()->cart->is_empty() );
		} else {
			// A later version that takes the name: the value is then the posted one.
			$this->assertSame( 201, $response['status'] );
			$this->assertSame( array( 'attribute_pa_color' => 'blue' ), WC()->cart->get_cart_item( $response['data']['items'][0]['key'] )['variation'] );
		}
	}

	/**
	 * @dataProvider variation_spellings
	 */
	public function test_any_variation_takes_the_posted_value( string $attribute, string $value ): void {
		$product  = $this->any_colour_product();
		$any      = $product->get_children()[0];
		$response = $this->add_item(
			array(
				'id'        => $any,
				'quantity'  => 1,
				'variation' => array( array( 'attribute' => $attribute, 'value' => $value ) ),
			)
		);
		$this->assertSame( 201, $response['status'], wp_json_encode( $response['data'] ) );
		$item = $response['data']['items'][0];
		$this->assertSame( $any, $item['id'] );
		$this->assertSame( array( array( 'attribute' => 'Color', 'value' => 'Blue' ) ), $item['variation'] );
		$line = WC()->cart->get_cart_item( $item['key'] );
		$this->assertSame( array( 'attribute_pa_color' => 'blue' ), $line['variation'] );
	}

	public function test_the_parent_id_with_the_value_finds_the_any_variation(): void {
		$product  = $this->any_colour_product();
		$response = $this->add_item(
			array(
				'id'        => $product->get_id(),
				'variation' => array( array( 'attribute' => 'Color', 'value' => 'Black' ) ),
			)
		);
		$this->assertSame( 201, $response['status'] );
		$this->assertSame( $product->get_children()[0], $response['data']['items'][0]['id'] );
		$this->assertSame( 'Black', $response['data']['items'][0]['variation'][0]['value'] );
	}

	public function test_a_value_outside_the_attribute_is_invalid_variation_data(): void {
		$product  = $this->any_colour_product();
		$response = $this->add_item(
			array(
				'id'        => $product->get_children()[0],
				'variation' => array( array( 'attribute' => 'Color', 'value' => 'Green' ) ),
			)
		);
		$this->assertSame( 400, $response['status'] );
		$this->assertSame( 'woocommerce_rest_invalid_variation_data', $response['data']['code'] );
		$this->assertSame( 'Invalid value posted for Color. Allowed values: red, blue, black', $response['data']['message'] );
	}

	public function test_a_fixed_variation_fills_its_own_value_and_refuses_another(): void {
		$product = $this->variable_product();
		$ids     = $this->variation_ids( $product );
		$filled  = $this->add_item( array( 'id' => $ids['red'] ) );
		$this->assertSame( 201, $filled['status'] );
		$this->assertSame( array( 'attribute_pa_color' => 'red' ), WC()->cart->get_cart_item( $filled['data']['items'][0]['key'] )['variation'] );
		$other = $this->add_item( array( 'id' => $ids['red'], 'variation' => array( array( 'attribute' => 'Color', 'value' => 'Blue' ) ) ) );
		$this->assertSame( 'woocommerce_rest_invalid_variation_data', $other['data']['code'] );
	}

	public function test_a_text_attribute_takes_its_option_text(): void {
		$attribute = new \WC_Product_Attribute();
		$attribute->set_name( 'Size' );
		$attribute->set_options( array( 'Small', 'Extra large' ) );
		$attribute->set_visible( true );
		$attribute->set_variation( true );
		$product = new \WC_Product_Variable();
		$product->set_name( 'Robe' );
		$product->set_attributes( array( $attribute ) );
		$product->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $product->get_id() );
		$variation->set_attributes( array( 'size' => '' ) );
		$variation->set_regular_price( '50' );
		$variation->save();

		$ok = $this->add_item( array( 'id' => $variation->get_id(), 'variation' => array( array( 'attribute' => 'Size', 'value' => 'Extra large' ) ) ) );
		$this->assertSame( 201, $ok['status'], wp_json_encode( $ok['data'] ) );
		$this->assertSame( array( 'attribute_size' => 'Extra large' ), WC()->cart->get_cart_item( $ok['data']['items'][0]['key'] )['variation'] );
		$slug = $this->add_item( array( 'id' => $variation->get_id(), 'variation' => array( array( 'attribute' => 'Size', 'value' => 'extra-large' ) ) ) );
		$this->assertSame( 'woocommerce_rest_invalid_variation_data', $slug['data']['code'], 'A text attribute takes the option text, not a slug.' );
	}

	/**
	 * 10.0.2 normalizes the lines when a cart route loads the cart (CartController::normalize_cart());
	 * 9.0–9.4.3 have no such step and keep the line as it is.
	 */
	public function test_a_lower_stock_line_is_normalized_when_the_cart_loads(): void {
		$product = $this->simple_product();
		$this->add_item( array( 'id' => $product->get_id(), 'quantity' => 5 ) );
		add_filter( 'woocommerce_store_api_product_quantity_maximum', static fn() => 2 );
		$normalizes = $this->woocommerce_has( 'Automattic\WooCommerce\StoreApi\Utilities\CartController', 'normalize_cart' );
		$this->assertSame( $normalizes ? 2 : 5, $this->store_api( 'GET', '/cart' )['data']['items_count'], 'CartController::normalize_cart().' );
	}
}
