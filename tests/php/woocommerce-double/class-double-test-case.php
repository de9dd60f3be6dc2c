<?php
/**
 * Base of the WooCommerce double's contract tests: a fresh session and cart per test, the
 * shop in euros, and helpers that make products both ways the README allows.
 *
 * @package Boudoir\Tests
 */

namespace Boudoir\Tests\WooCommerce_Double;

use Boudoir\Tests\Test_Case;

/**
 * Helpers for the double's tests.
 */
abstract class Double_Test_Case extends Test_Case {

	protected function set_up(): void {
		parent::set_up();
		// The contracts hold for WooCommerce itself (a site with a release linked in) and for the double.
		$this->assertTrue( class_exists( 'WooCommerce', false ) && function_exists( 'WC' ), 'Neither WooCommerce nor its double is active on the test site.' );
		$_COOKIE = array();
		update_option( 'woocommerce_currency', 'EUR' );
		update_option( 'woocommerce_currency_pos', 'left' );
		update_option( 'woocommerce_price_decimal_sep', '.' );
		update_option( 'woocommerce_price_thousand_sep', ',' );
		update_option( 'woocommerce_price_num_decimals', '2' );
		$this->reset_shop_session();
	}

	protected function tear_down(): void {
		$this->drop_cart_hooks();
		WC()->session  = null;
		WC()->cart     = null;
		WC()->customer = null;
		$_COOKIE       = array();
		parent::tear_down();
	}

	/**
	 * A new request's session and cart (after a log-in or log-out too).
	 */
	protected function reset_shop_session(): void {
		$this->drop_cart_hooks();
		WC()->session  = null;
		WC()->cart     = null;
		WC()->customer = null;
		$this->forget_loaded_cart();
		wc_load_cart();
	}

	/**
	 * The next request's cart: the current cart object is gone, with the hooks it added, and
	 * nothing is read from the session yet.
	 */
	protected function next_request_cart(): \WC_Cart {
		$this->drop_cart_hooks();
		$this->forget_loaded_cart();
		WC()->cart = new \WC_Cart();
		return WC()->cart;
	}

	/**
	 * Removes the hooks of every cart and customer object made so far in this process (WC_Cart, on
	 * WooCommerce its WC_Cart_Session, and the WC_Customer saved at `shutdown`): a next request
	 * starts without any, and none may run at the end of the PHPUnit process, without a session.
	 */
	private function drop_cart_hooks(): void {
		foreach ( $GLOBALS['wp_filter'] as $hook => $wp_hook ) {
			foreach ( $wp_hook->callbacks as $priority => $callbacks ) {
				foreach ( $callbacks as $callback ) {
					$object = is_array( $callback['function'] ) ? $callback['function'][0] : null;
					if ( $object instanceof \WC_Cart || $object instanceof \WC_Customer || ( is_object( $object ) && 'WC_Cart_Session' === get_class( $object ) ) ) {
						remove_filter( $hook, $callback['function'], $priority );
					}
				}
			}
		}
	}

	/**
	 * Forgets that this request read the cart from the session, as the next request (a new PHP
	 * process) would: WC_Cart::get_cart() and the Store API's CartController::load_cart() read it
	 * only once per request, by did_action( 'woocommerce_load_cart_from_session' ).
	 */
	protected function forget_loaded_cart(): void {
		foreach ( array( 'woocommerce_load_cart_from_session', 'woocommerce_cart_loaded_from_session' ) as $action ) {
			unset( $GLOBALS['wp_actions'][ $action ] );
		}
	}

	/**
	 * Forgets, on WooCommerce itself, whether a Store API route saw a valid Cart-Token: the route
	 * object keeps it (AbstractCartRoute::$has_cart_token) and lives as long as the PHP process,
	 * one request on a site, the whole run here.
	 */
	protected function forget_store_api_request(): void {
		foreach ( rest_get_server()->get_routes( 'wc/store/v1' ) as $handlers ) {
			foreach ( $handlers as $handler ) {
				$route = is_array( $handler['callback'] ?? null ) ? $handler['callback'][0] : null;
				if ( is_object( $route ) && property_exists( $route, 'has_cart_token' ) ) {
					( function (): void {
						$this->has_cart_token = null;
					} )->call( $route );
				}
			}
		}
	}

	/**
	 * Skips a test of the double's own facilities on WooCommerce itself, which has nothing of them
	 * to test. (Test_Case turns any other skip into a failure: that one would hide a missing shop.)
	 *
	 * @param string $reason What the test needs that only the double has.
	 */
	protected function only_on_the_double( string $reason ): void {
		if ( ! defined( 'WC_DOUBLE' ) ) {
			\PHPUnit\Framework\TestCase::markTestSkipped( 'On WooCommerce itself: ' . $reason );
		}
	}

	/**
	 * Whether the WooCommerce under test has a behaviour that only later supported versions have,
	 * told by the method that brought it. The double reproduces the later behaviour: yes.
	 *
	 * @param string $class  WooCommerce's class.
	 * @param string $method The method.
	 */
	protected function woocommerce_has( string $class, string $method ): bool {
		return defined( 'WC_DOUBLE' ) || method_exists( $class, $method );
	}

	/**
	 * The session cookie a response sends once the shopper has a cart, as the browser receives it.
	 *
	 * WooCommerce sets it (WC_Cart_Session::maybe_set_cart_cookies(), then
	 * WC_Session_Handler::set_customer_session_cookie()) only while no output has been sent; PHPUnit
	 * has printed already, so here it is sent explicitly. Only then does the session handler save a
	 * guest's session (has_session()) at the end of the request.
	 *
	 * @return string The cookie's value.
	 */
	protected function send_session_cookie(): string {
		$sent    = '';
		$capture = static function ( $enabled, $name, $value ) use ( &$sent ) {
			if ( 0 === strpos( (string) $name, 'wp_woocommerce_session_' ) ) {
				$sent = (string) $value;
			}
			// Not to PHP: headers are sent already.
			return false;
		};
		add_filter( 'woocommerce_set_cookie_enabled', $capture, 10, 3 );
		WC()->session->set_customer_session_cookie( true );
		remove_filter( 'woocommerce_set_cookie_enabled', $capture, 10 );
		return $sent;
	}

	/**
	 * The global attribute pa_color with Red, Blue, Black (in that term order).
	 *
	 * @return array<string,int> slug => term id.
	 */
	protected function color_attribute(): array {
		if ( ! wc_attribute_taxonomy_id_by_name( 'color' ) ) {
			$this->assertIsInt( wc_create_attribute( array( 'name' => 'Color', 'slug' => 'color' ) ) );
		}
		// Registered at once, as WooCommerce's next request would (Test_Case::tear_down() unregisters it).
		$this->register_attribute_taxonomies();
		$terms = array();
		foreach ( array( 'Red', 'Blue', 'Black' ) as $order => $name ) {
			$term = term_exists( $name, 'pa_color' ) ?: wp_insert_term( $name, 'pa_color' );
			update_term_meta( (int) $term['term_id'], 'order', $order );
			$terms[ sanitize_title( $name ) ] = (int) $term['term_id'];
		}
		return $terms;
	}

	/**
	 * A simple product through the CRUD classes.
	 *
	 * @param array<string,mixed> $props Props for set_props().
	 */
	protected function simple_product( array $props = array() ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_props( $props + array( 'name' => 'Silk slip', 'regular_price' => '19.99' ) );
		$product->save();
		return new \WC_Product_Simple( $product->get_id() );
	}

	/**
	 * A variable product (pa_color Red/Blue/Black) through the CRUD classes.
	 *
	 * @param array<string,array<string,mixed>> $variations color slug => variation props.
	 * @return \WC_Product_Variable
	 */
	protected function variable_product( array $variations = array(), string $name = 'Lace set' ): \WC_Product_Variable {
		$terms     = $this->color_attribute();
		$attribute = new \WC_Product_Attribute();
		$attribute->set_id( wc_attribute_taxonomy_id_by_name( 'pa_color' ) );
		$attribute->set_name( 'pa_color' );
		$attribute->set_options( array_values( $terms ) );
		$attribute->set_visible( true );
		$attribute->set_variation( true );
		$product = new \WC_Product_Variable();
		$product->set_name( $name );
		$product->set_attributes( array( $attribute ) );
		$product->save();
		$variations = $variations ?: array(
			'red'  => array( 'regular_price' => '30' ),
			'blue' => array( 'regular_price' => '35' ),
		);
		$position   = 0;
		foreach ( $variations as $slug => $props ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $product->get_id() );
			$variation->set_attributes( array( 'pa_color' => $slug ) );
			$variation->set_menu_order( $position++ );
			$variation->set_props( $props );
			$variation->save();
		}
		// WooCommerce syncs the parent's prices from its variations at the end of the request
		// (WC_Product::maybe_defer_product_sync(), WC_Post_Data::do_deferred_product_sync() on
		// `shutdown`); a test, still inside the request, syncs now, as WooCommerce's own helper does.
		\WC_Product_Variable::sync( $product->get_id() );
		return new \WC_Product_Variable( $product->get_id() );
	}

	/**
	 * Ids of a variable product's variations by colour.
	 *
	 * @return array<string,int>
	 */
	protected function variation_ids( \WC_Product_Variable $product ): array {
		$ids = array();
		foreach ( $product->get_children() as $id ) {
			$ids[ get_post_meta( $id, 'attribute_pa_color', true ) ] = $id;
		}
		return $ids;
	}

	/**
	 * A Store API request with a valid nonce (for update methods).
	 *
	 * @param array<string,mixed>  $params  Body.
	 * @param array<string,string> $headers Headers.
	 * @return array{status:int,data:mixed,headers:array<string,mixed>,response:\WP_REST_Response}
	 */
	protected function store_api( string $method, string $route, array $params = array(), array $headers = array() ): array {
		if ( 'GET' !== strtoupper( $method ) && ! array_key_exists( 'Nonce', $headers ) ) {
			$headers['Nonce'] = wp_create_nonce( 'wc_store_api' );
		}
		$headers = array_filter( $headers, static fn( $value ) => null !== $value );
		$this->forget_store_api_request();
		if ( isset( $headers['Cart-Token'] ) ) {
			// A client of its own: the request before it ended (its session saved at `shutdown`), and
			// this one starts with no session; WooCommerce's Store API session handler reads the
			// token from the server variables, as PHP gives it the request's header.
			if ( WC()->session ) {
				WC()->session->save_data();
			}
			WC()->session  = null;
			WC()->cart     = null;
			WC()->customer = null;
			$this->forget_loaded_cart();
			$_SERVER['HTTP_CART_TOKEN'] = $headers['Cart-Token'];
		}
		try {
			return $this->dispatch_rest( $method, '/wc/store/v1' . $route, $params, $headers );
		} finally {
			unset( $_SERVER['HTTP_CART_TOKEN'] );
		}
	}
}
