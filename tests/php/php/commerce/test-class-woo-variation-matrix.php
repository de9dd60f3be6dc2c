<?php
/**
 * Tests of Boudoir\Commerce\Woo_Variation_Matrix against the WooCommerce double.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Woo_Catalogue;
use Boudoir\Commerce\Woo_Variation_Matrix;

require_once __DIR__ . '/trait-product-fixtures.php';

/**
 * A variable product's variations form as data, read as WooCommerce's form and script read it.
 */
final class Woo_Variation_Matrix_Test extends Test_Case {

	use Product_Fixtures;

	private Woo_Variation_Matrix $matrix;

	/**
	 * Needs WooCommerce's product classes (the double's or the real ones).
	 */
	protected function set_up(): void {
		parent::set_up();
		if ( ! class_exists( 'WC_Product_Variable' ) || ! function_exists( 'WC' ) ) {
			$this->markTestSkipped( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		$this->matrix = new Woo_Variation_Matrix();
	}

	/**
	 * The catalogue answers with the matrix; nothing for what is not a variable product.
	 */
	public function test_the_catalogue_reads_the_matrix_and_nothing_else_has_one(): void {
		$ids = $this->variable_product();

		$this->assertSame( $this->matrix->read( $ids['parent'] ), ( new Woo_Catalogue() )->variation_matrix( $ids['parent'] ) );
		$this->assertNull( $this->matrix->read( $ids['black_b'] ), 'A variation has no variations form.' );
		$this->assertNull( $this->matrix->read( $this->simple_product()->get_id() ) );
		$this->assertNull( $this->matrix->read( 0 ) );
	}

	/**
	 * Above the AJAX threshold the matrix's rows stand in for WooCommerce's variation JSON: they go through
	 * get_available_variation() and its `woocommerce_available_variation` filter (a falsy answer leaves the
	 * variation out, as get_available_variations() does), and the flags are read as add-to-cart-variation.js
	 * reads them: truthy or not in JavaScript (`"0"` and `[]` are true there, `0` false).
	 */
	public function test_variation_matrix_reads_rows_through_the_available_variation_filter_above_the_threshold(): void {
		$ids = $this->variable_product();
		add_filter( 'woocommerce_ajax_variation_threshold', static fn (): int => 2 );
		add_filter(
			'woocommerce_available_variation',
			static function ( $data, $product, $variation ) use ( $ids ) {
				switch ( $variation->get_id() ) {
					case $ids['black_b']:
						$data['variation_is_active'] = '0';
						$data['is_in_stock']         = 0;
						break;
					case $ids['black_c']:
						$data['variation_is_active'] = 0;
						$data['is_in_stock']         = array();
						break;
					case $ids['red_b']:
						return false;
				}
				return $data;
			},
			10,
			3
		);

		$matrix = $this->matrix->read( $ids['parent'] );

		$this->assertFalse( $matrix['carries_variations'] );
		$rows = array_column( $matrix['variations'], null, 'id' );
		$this->assertSame( array( $ids['black_b'], $ids['black_c'], $ids['any_d'] ), array_keys( $rows ), 'The filter left Red B out.' );
		$this->assertSame( array( true, false ), array( $rows[ $ids['black_b'] ]['active'], $rows[ $ids['black_b'] ]['in_stock'] ), '"0" is true in JavaScript, 0 false.' );
		$this->assertSame( array( false, true ), array( $rows[ $ids['black_c'] ]['active'], $rows[ $ids['black_c'] ]['in_stock'] ), '0 is false, an empty array true.' );
		$this->assertSame(
			array(
				'attribute_pa_color' => '',
				'attribute_cup'      => 'D',
			),
			$rows[ $ids['any_d'] ]['attributes']
		);
		$this->assertSame( 2, $rows[ $ids['black_b'] ]['quantity'], 'The real stock, whatever the filter did.' );
	}

	/**
	 * At or under the threshold the page carries WooCommerce's own JSON: the matrix reads the variations themselves
	 * (for their stock) without building that JSON a second time.
	 */
	public function test_variation_matrix_under_the_threshold_does_not_build_the_variation_json_again(): void {
		$ids   = $this->variable_product();
		$calls = 0;
		add_filter(
			'woocommerce_available_variation',
			static function ( $data ) use ( &$calls ) {
				++$calls;
				return $data;
			}
		);

		$matrix = $this->matrix->read( $ids['parent'] );

		$this->assertTrue( $matrix['carries_variations'] );
		$this->assertSame( 0, $calls );
		$this->assertSame( array( 2, 0, null, null ), array_column( $matrix['variations'], 'quantity' ) );
	}
}
