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
		$this->assertTrue( class_exists( 'WooCommerce', false ) && defined( 'WC_DOUBLE' ), 'The WooCommerce double is not active on the test site.' );
		$_COOKIE = array();
		update_option( 'woocommerce_currency', 'EUR' );
		update_option( 'woocommerce_currency_pos', 'left' );
		update_option( 'woocommerce_price_decimal_sep', '.' );
		update_option( 'woocommerce_price_thousand_sep', ',' );
		update_option( 'woocommerce_price_num_decimals', '2' );
		$this->reset_shop_session();
	}

	protected function tear_down(): void {
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
		WC()->session  = null;
		WC()->cart     = null;
		WC()->customer = null;
		wc_load_cart();
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
		return $this->dispatch_rest( $method, '/wc/store/v1' . $route, $params, array_filter( $headers, static fn( $value ) => null !== $value ) );
	}
}
