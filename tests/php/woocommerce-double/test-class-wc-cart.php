<?php
/**
 * Contract: the session and WC_Cart.
 *
 * @package Boudoir\Tests
 */

namespace Boudoir\Tests\WooCommerce_Double;

require_once __DIR__ . '/class-double-test-case.php';

/**
 * @covers \WC_Cart
 * @covers \WC_Session_Handler
 */
class WC_Cart_Test extends Double_Test_Case {

	public function test_same_line_again_merges_quantities_and_fires_add_to_cart(): void {
		$product = $this->simple_product();
		$added   = array();
		add_action( 'woocommerce_add_to_cart', static function ( $key, $product_id, $quantity ) use ( &$added ) {
			$added[] = array( $key, $product_id, $quantity );
		}, 10, 3 );
		$key   = WC()->cart->add_to_cart( $product->get_id(), 2 );
		$again = WC()->cart->add_to_cart( $product->get_id(), 3 );
		$this->assertSame( $key, $again );
		$this->assertSame( md5( (string) $product->get_id() ), $key );
		$this->assertCount( 1, WC()->cart->get_cart() );
		$this->assertSame( 5, WC()->cart->get_cart_contents_count() );
		// WC_Cart::set_total() stores wc_format_decimal(): a string.
		$this->assertSame( '99.95', WC()->cart->get_total( 'edit' ) );
		$this->assertSame( wc_price( 99.95 ), WC()->cart->get_total() );
		$this->assertSame( array( array( $key, $product->get_id(), 2 ), array( $key, $product->get_id(), 3 ) ), $added );
	}

	/**
	 * WooCommerce: includes/class-wc-cart.php, WC_Cart::add_to_cart(): the cart does not look up a
	 * variation from a variable product's attributes; callers give the variation id. Without one,
	 * 10.0.2 refuses the parent ("Please choose product options by visiting …"); 9.0–9.4.3 have no
	 * such check and add the parent itself as a line.
	 */
	public function test_variable_parent_is_refused_and_a_variation_keeps_its_attributes(): void {
		$product = $this->variable_product();
		$ids     = $this->variation_ids( $product );
		$parent  = WC()->cart->add_to_cart( $product->get_id(), 1, 0, array( 'attribute_pa_color' => 'blue' ) );
		if ( false === $parent ) {
			$this->assertSame(
				sprintf( 'Please choose product options by visiting <a href="%1$s" title="%2$s">%2$s</a>.', esc_url( $product->get_permalink() ), 'Lace set' ),
				wc_get_notices( 'error' )[0]['notice']
			);
			$this->assertTrue( WC()->cart->is_empty() );
		} else {
			$line = WC()->cart->get_cart_item( $parent );
			$this->assertSame( array( $product->get_id(), 0 ), array( $line['product_id'], $line['variation_id'] ), 'Not a variation found from the attributes.' );
			WC()->cart->empty_cart();
		}
		wc_clear_notices();

		$key  = WC()->cart->add_to_cart( $product->get_id(), 1, $ids['blue'], array( 'attribute_pa_color' => 'blue' ) );
		$item = WC()->cart->get_cart_item( $key );
		$this->assertSame( $ids['blue'], $item['variation_id'] );
		$this->assertSame( $product->get_id(), $item['product_id'] );
		$this->assertSame( array( 'attribute_pa_color' => 'blue' ), $item['variation'] );
		// A variation id given as the product id works too, and its own values fill the line.
		$this->assertSame( $key, WC()->cart->add_to_cart( $ids['blue'], 1 ) );
		$this->assertSame( 2, WC()->cart->get_cart_contents_count() );
		$this->assertFalse( WC()->cart->add_to_cart( $ids['blue'], 1, 0, array( 'attribute_pa_color' => 'red' ) ) );
		$this->assertSame( 'Invalid value posted for Color', wc_get_notices( 'error' )[0]['notice'] );
	}

	/**
	 * An "any" variation needs the value posted; a posted value must be one of the attribute's slugs.
	 */
	public function test_any_variation_needs_its_value(): void {
		$product = $this->variable_product( array( '' => array( 'regular_price' => '30' ) ) );
		$any     = $product->get_children()[0];
		$this->assertFalse( WC()->cart->add_to_cart( $product->get_id(), 1, $any ) );
		$this->assertSame( 'Color is a required field', wc_get_notices( 'error' )[0]['notice'] );
		wc_clear_notices();
		$this->assertFalse( WC()->cart->add_to_cart( $product->get_id(), 1, $any, array( 'attribute_pa_color' => 'green' ) ) );
		$this->assertSame( 'Invalid value posted for Color', wc_get_notices( 'error' )[0]['notice'] );
		wc_clear_notices();
		$key = WC()->cart->add_to_cart( $product->get_id(), 1, $any, array( 'attribute_pa_color' => 'Black' ) );
		$this->assertSame( array( 'attribute_pa_color' => 'black' ), WC()->cart->get_cart_item( $key )['variation'] );
	}

	/**
	 * WooCommerce: WC_Cart::find_product_in_cart() reads cart_contents without loading the session.
	 */
	public function test_find_product_in_cart_does_not_load_the_session(): void {
		$product = $this->simple_product();
		$key     = WC()->cart->add_to_cart( $product->get_id(), 2 );
		// The cart goes to the session with its totals (WC_Cart_Session::set_session() on
		// `woocommerce_after_calculate_totals`), as on any page that shows the cart.
		WC()->cart->calculate_totals();
		WC()->session->save_data();
		$this->next_request_cart();
		$loads = did_action( 'woocommerce_load_cart_from_session' );
		$this->assertSame( '', WC()->cart->find_product_in_cart( $key ) );
		$this->assertSame( $loads, did_action( 'woocommerce_load_cart_from_session' ), 'The session was not read.' );
		WC()->cart->get_cart();
		$this->assertSame( $key, WC()->cart->find_product_in_cart( $key ) );
	}

	/**
	 * WooCommerce: WC_Cart_Session::get_cart_from_session() replaces the lines in memory with a
	 * non-empty session cart, so adding to a cart not loaded yet loses the new line (callers such
	 * as a REST route must load the cart first); an empty session keeps what is in memory.
	 */
	public function test_adding_before_the_session_cart_is_loaded_loses_the_line(): void {
		$first = $this->simple_product();
		WC()->cart->add_to_cart( $first->get_id(), 1 );
		WC()->cart->calculate_totals();
		WC()->session->save_data();
		$this->next_request_cart();
		$other = $this->simple_product( array( 'name' => 'Other slip' ) );
		WC()->cart->add_to_cart( $other->get_id(), 1 );
		$this->assertSame( array( $first->get_id() ), array_values( wp_list_pluck( WC()->cart->get_cart(), 'product_id' ) ), 'The session cart replaced the line added before it was loaded.' );

		$this->next_request_cart()->get_cart();
		WC()->cart->add_to_cart( $other->get_id(), 1 );
		$this->assertSame( 2, WC()->cart->get_cart_contents_count(), 'Loaded first: both lines.' );
	}

	public function test_stock_checks_and_sold_individually(): void {
		$limited = $this->simple_product( array( 'manage_stock' => true, 'stock_quantity' => 3 ) );
		$this->assertFalse( WC()->cart->add_to_cart( $limited->get_id(), 4 ) );
		$this->assertStringContainsString( 'not enough stock (3 remaining)', wc_get_notices( 'error' )[0]['notice'] );
		wc_clear_notices();
		$this->assertNotFalse( WC()->cart->add_to_cart( $limited->get_id(), 2 ) );
		$this->assertFalse( WC()->cart->add_to_cart( $limited->get_id(), 2 ) );
		$this->assertStringContainsString( 'we have 3 in stock and you already have 2 in your cart', wc_get_notices( 'error' )[0]['notice'] );
		wc_clear_notices();
		$out = $this->simple_product( array( 'stock_status' => 'outofstock' ) );
		$this->assertFalse( WC()->cart->add_to_cart( $out->get_id() ) );
		$this->assertStringContainsString( 'because the product is out of stock', wc_get_notices( 'error' )[0]['notice'] );
		wc_clear_notices();
		$single = $this->simple_product( array( 'sold_individually' => true ) );
		$key    = WC()->cart->add_to_cart( $single->get_id(), 5 );
		$this->assertSame( 1, WC()->cart->get_cart_item( $key )['quantity'] );
		$this->assertFalse( WC()->cart->add_to_cart( $single->get_id() ) );
		$this->assertStringContainsString( 'You cannot add another', wc_get_notices( 'error' )[0]['notice'] );
	}

	public function test_remove_set_quantity_and_hash(): void {
		$this->assertSame( '', WC()->cart->get_cart_hash() );
		$key  = WC()->cart->add_to_cart( $this->simple_product()->get_id(), 1 );
		$hash = WC()->cart->get_cart_hash();
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $hash );
		WC()->cart->set_quantity( $key, 2 );
		$this->assertNotSame( $hash, WC()->cart->get_cart_hash() );
		$removed = array();
		add_action( 'woocommerce_cart_item_removed', static function ( $removed_key, $cart ) use ( &$removed ) {
			$removed[] = array( $removed_key, $cart );
		}, 10, 2 );
		$this->assertTrue( WC()->cart->remove_cart_item( $key ) );
		$this->assertSame( array( array( $key, WC()->cart ) ), $removed );
		$this->assertTrue( WC()->cart->is_empty() );
		$this->assertTrue( WC()->cart->restore_cart_item( $key ) );
		$this->assertSame( 2, WC()->cart->get_cart_contents_count() );
		WC()->cart->set_quantity( $key, 0 );
		$this->assertTrue( WC()->cart->is_empty() );
	}

	public function test_guest_session_survives_the_next_request_by_cookie(): void {
		$cookies = array();
		add_filter( 'woocommerce_set_cookie_enabled', static function ( $enabled, $name, $value ) use ( &$cookies ) {
			$cookies[ $name ] = $value;
			return $enabled;
		}, 10, 3 );
		$product = $this->simple_product();
		WC()->cart->add_to_cart( $product->get_id(), 2 );
		// WC_Cart_Session::maybe_set_cart_cookies() sets the cart and session cookies only while no
		// output has been sent: PHPUnit has printed, so none here (the e2e lane sees them), and the
		// session cookie is sent as the response would.
		$this->assertSame( array(), $cookies );
		$cookie_name = 'wp_woocommerce_session_' . COOKIEHASH;
		$cookies[ $cookie_name ] = $this->send_session_cookie();
		// customer||expiration||expiring||md5 hash on 9.0–9.4.3; customer|expiration|expiring|hash on 10.0.2.
		$this->assertMatchesRegularExpression( '/^t_[a-f0-9]{30}(\|\|\d+\|\|\d+\|\|[a-f0-9]{32}|\|\d+\|\d+\|\S+)$/', $cookies[ $cookie_name ] );
		WC()->cart->calculate_totals();
		WC()->session->save_data();
		$customer = WC()->session->get_customer_id();
		$this->assertIsArray( WC()->session->get_session( $customer ), 'Saved: WooCommerce\'s sessions table, the double\'s option.' );

		$_COOKIE[ $cookie_name ] = $cookies[ $cookie_name ];
		$this->reset_shop_session();
		$this->assertSame( $customer, WC()->session->get_customer_id() );
		$this->assertSame( 2, WC()->cart->get_cart_contents_count() );

		$_COOKIE[ $cookie_name ] = substr( $cookies[ $cookie_name ], 0, -1 ) . ( 'a' === substr( $cookies[ $cookie_name ], -1 ) ? 'b' : 'a' );
		$this->reset_shop_session();
		$this->assertNotSame( $customer, WC()->session->get_customer_id(), 'A forged cookie starts a new session.' );
		$this->assertTrue( WC()->cart->is_empty() );
	}

	public function test_logged_in_cart_is_persisted_in_user_meta(): void {
		$user = $this->create_user( 'customer' );
		$this->log_in( $user );
		$this->reset_shop_session();
		$this->assertSame( (string) $user->ID, WC()->session->get_customer_id() );
		$key   = WC()->cart->add_to_cart( $this->simple_product()->get_id(), 3 );
		$saved = get_user_meta( $user->ID, '_woocommerce_persistent_cart_' . get_current_blog_id(), true );
		$this->assertSame( 3, $saved['cart'][ $key ]['quantity'] );
		$this->assertArrayNotHasKey( 'data', $saved['cart'][ $key ] );
		WC()->session->delete_session( $user->ID );
		$this->reset_shop_session();
		$this->assertSame( 3, WC()->cart->get_cart_contents_count(), 'Another device gets the cart from user meta.' );
	}

	public function test_trashed_product_leaves_the_cart_on_load(): void {
		$product = $this->simple_product();
		WC()->cart->add_to_cart( $product->get_id() );
		WC()->cart->calculate_totals();
		WC()->session->save_data();
		wp_trash_post( $product->get_id() );
		$this->assertTrue( $this->next_request_cart()->is_empty() );
	}
}
