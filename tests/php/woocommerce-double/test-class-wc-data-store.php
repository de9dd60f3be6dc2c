<?php
/**
 * Contract: the product data stores (WC_Data_Store::load( 'product' )) and what reads them:
 * find_matching_product_variation() (also behind wc-ajax get_variation) and
 * WC_Product_Variable::get_variation_attributes().
 *
 * WooCommerce: includes/data-stores/class-wc-product-data-store-cpt.php,
 * includes/data-stores/class-wc-product-variable-data-store-cpt.php, includes/class-wc-ajax.php.
 *
 * @package Boudoir\Tests
 */

namespace Boudoir\Tests\WooCommerce_Double;

require_once __DIR__ . '/class-double-test-case.php';

/**
 * @covers \WC_Data_Store
 * @covers \WC_Product_Data_Store_CPT
 * @covers \WC_Product_Variable_Data_Store_CPT
 */
class WC_Data_Store_Test extends Double_Test_Case {

	private function matcher(): \WC_Data_Store {
		return \WC_Data_Store::load( 'product' );
	}

	public function test_load_gives_the_cpt_stores(): void {
		$this->assertSame( 'WC_Product_Data_Store_CPT', $this->matcher()->get_current_class_name() );
		$this->assertSame( 'WC_Product_Variable_Data_Store_CPT', \WC_Data_Store::load( 'product-variable' )->get_current_class_name() );
		$this->expectException( \Exception::class );
		\WC_Data_Store::load( 'nonsense' );
	}

	public function test_a_stored_value_must_be_given(): void {
		$product = $this->variable_product();
		$ids     = $this->variation_ids( $product );
		$this->assertSame( $ids['blue'], (int) $this->matcher()->find_matching_product_variation( $product, array( 'attribute_pa_color' => 'blue' ) ) );
		$this->assertSame( 0, (int) $this->matcher()->find_matching_product_variation( $product, array() ), 'A stored value that was not given does not match.' );
		$this->assertSame( 0, (int) $this->matcher()->find_matching_product_variation( $product, array( 'attribute_pa_color' => '' ) ) );
		$this->assertSame( 0, (int) $this->matcher()->find_matching_product_variation( $product, array( 'attribute_pa_color' => 'black' ) ) );
		$this->assertSame( 0, (int) $this->matcher()->find_matching_product_variation( wc_get_product( $ids['blue'] ), array( 'attribute_pa_color' => 'blue' ) ), 'No variation of a variation.' );
	}

	public function test_any_matches_given_or_not_and_order_is_menu_order(): void {
		$product = $this->variable_product(
			array(
				'red' => array( 'regular_price' => '30' ),
				''    => array( 'regular_price' => '20' ),
			)
		);
		$ids = $this->variation_ids( $product );
		$this->assertSame( $ids['red'], (int) $this->matcher()->find_matching_product_variation( $product, array( 'attribute_pa_color' => 'red' ) ), 'Menu order: red first.' );
		$this->assertSame( $ids[''], (int) $this->matcher()->find_matching_product_variation( $product, array( 'attribute_pa_color' => 'blue' ) ) );
		$this->assertSame( $ids[''], (int) $this->matcher()->find_matching_product_variation( $product, array() ), 'An "any" value needs no given value.' );
	}

	public function test_variations_without_attribute_rows_or_not_published_are_skipped(): void {
		$product = $this->variable_product( array( 'blue' => array( 'regular_price' => '35' ) ) );
		$bare    = new \WC_Product_Variation();
		$bare->set_parent_id( $product->get_id() );
		$bare->set_menu_order( -1 );
		$bare->set_regular_price( '10' );
		$bare->save();
		delete_post_meta( $bare->get_id(), 'attribute_pa_color' );
		$this->assertSame( 0, (int) $this->matcher()->find_matching_product_variation( $product, array() ), 'A variation without any attribute row is not a match.' );

		$ids = $this->variation_ids( $product );
		wp_update_post( array( 'ID' => $ids['blue'], 'post_status' => 'private' ) );
		$this->assertSame( 0, (int) $this->matcher()->find_matching_product_variation( $product, array( 'attribute_pa_color' => 'blue' ) ) );
	}

	public function test_products_before_2_4_retry_with_sanitized_values(): void {
		$product = $this->variable_product();
		$ids     = $this->variation_ids( $product );
		$this->assertSame( 0, (int) $this->matcher()->find_matching_product_variation( $product, array( 'attribute_pa_color' => 'Blue' ) ) );
		delete_post_meta( $product->get_id(), '_product_version' );
		$this->assertSame( $ids['blue'], (int) $this->matcher()->find_matching_product_variation( $product, array( 'attribute_pa_color' => 'Blue' ) ) );
	}

	public function test_wc_ajax_get_variation_uses_the_store(): void {
		$product = $this->variable_product();
		$ids     = $this->variation_ids( $product );
		$this->assertFalse( method_exists( 'WC_AJAX', 'find_matching_product_variation' ), 'WooCommerce has no such WC_AJAX method.' );
		$this->assertSame( $ids['red'], $this->ajax_get_variation( array( 'product_id' => $product->get_id(), 'attribute_pa_color' => 'red' ) )['variation_id'] ?? null );
		$this->assertFalse( $this->ajax_get_variation( array( 'product_id' => $product->get_id() ) ), 'Nothing chosen: no variation.' );
	}

	/**
	 * Runs wc-ajax get_variation with the posted fields and returns the decoded JSON.
	 *
	 * @param array<string,mixed> $post Posted fields.
	 * @return mixed
	 */
	private function ajax_get_variation( array $post ) {
		$_POST = $post;
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter(
			'wp_die_ajax_handler',
			static fn() => static function () {
				throw new \RuntimeException( 'wp_die' );
			}
		);
		$level = ob_get_level();
		ob_start();
		try {
			\WC_AJAX::get_variation();
		} catch ( \RuntimeException $e ) {
			unset( $e );
		} finally {
			// get_variation() opens its own buffer (wp_die() would close it).
			$output = '';
			while ( ob_get_level() > $level ) {
				$output = (string) ob_get_clean() . $output;
			}
			remove_all_filters( 'wp_doing_ajax' );
			remove_all_filters( 'wp_die_ajax_handler' );
			$_POST = array();
		}
		return json_decode( $output, true );
	}

	public function test_variation_attributes_read_every_child_and_a_missing_row_is_not_any(): void {
		$product = $this->variable_product(
			array(
				'red'  => array( 'regular_price' => '30' ),
				'blue' => array( 'regular_price' => '35', 'stock_status' => 'outofstock' ),
			)
		);
		$ids = $this->variation_ids( $product );
		update_option( 'woocommerce_hide_out_of_stock_items', 'yes' );
		wp_update_post( array( 'ID' => $ids['red'], 'post_status' => 'private' ) );
		$bare = new \WC_Product_Variation();
		$bare->set_parent_id( $product->get_id() );
		$bare->set_regular_price( '10' );
		$bare->save();
		delete_post_meta( $bare->get_id(), 'attribute_pa_color' );

		$product = wc_get_product( $product->get_id() );
		$this->assertSame(
			array( 'pa_color' => array( 'red', 'blue' ) ),
			array_map( 'array_values', $product->get_variation_attributes() ),
			'Private and out-of-stock children count; a child without the row adds nothing (it is not "any").'
		);

		update_post_meta( $bare->get_id(), 'attribute_pa_color', '' );
		// The next request: WooCommerce keeps the variation attributes in the object cache for the
		// request (read_variation_attributes()), and a plain meta write does not clear them.
		wp_cache_flush();
		$this->assertSame( array( 'pa_color' => array( 'red', 'blue', 'black' ) ), array_map( 'array_values', wc_get_product( $product->get_id() )->get_variation_attributes() ), 'An empty value offers every option.' );
		update_option( 'woocommerce_hide_out_of_stock_items', 'no' );
	}

	public function test_variation_attributes_without_any_row_offer_every_option(): void {
		$product = $this->variable_product( array( 'red' => array( 'regular_price' => '30' ) ) );
		delete_post_meta( $product->get_children()[0], 'attribute_pa_color' );
		$this->assertSame( array( 'pa_color' => array( 'red', 'blue', 'black' ) ), array_map( 'array_values', wc_get_product( $product->get_id() )->get_variation_attributes() ) );
	}

	public function test_text_attribute_values_compare_exactly(): void {
		$attribute = new \WC_Product_Attribute();
		$attribute->set_name( 'Size' );
		$attribute->set_options( array( 'Small', 'Extra large' ) );
		$attribute->set_visible( true );
		$attribute->set_variation( true );
		$product = new \WC_Product_Variable();
		$product->set_name( 'Robe' );
		$product->set_attributes( array( $attribute ) );
		$product->save();
		foreach ( array( 'extra-large', 'Small' ) as $value ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $product->get_id() );
			$variation->set_attributes( array( 'size' => $value ) );
			$variation->set_regular_price( '50' );
			$variation->save();
		}
		$this->assertSame( array( 'Size' => array( 'Small' ) ), array_map( 'array_values', wc_get_product( $product->get_id() )->get_variation_attributes() ) );
		delete_post_meta( $product->get_id(), '_product_version' );
		wp_cache_flush();
		$this->assertSame( array( 'Size' => array( 'Small', 'Extra large' ) ), array_map( 'array_values', wc_get_product( $product->get_id() )->get_variation_attributes() ), 'Before 2.4: compared through sanitize_title().' );
	}
}
