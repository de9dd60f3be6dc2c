<?php
/**
 * Tests of Boudoir\Swatches\Swatch_Data (and the adapter's variation matrix behind it).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\No_Catalogue;
use Boudoir\Commerce\Woo_Catalogue;
use Boudoir\Swatches\Swatch_Data;

require_once __DIR__ . '/trait-swatch-fixtures.php';

/**
 * Per-product swatch data of demo-like bras, built through the shop adapter.
 */
final class Swatch_Data_Test extends Test_Case {

	use Swatch_Fixtures;

	private Woo_Catalogue $catalogue;

	/**
	 * Needs WooCommerce's product classes.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_swatch_shop();
		$this->catalogue = new Woo_Catalogue();
	}

	/**
	 * A small bra (under the threshold): colour swatches with hexes, labels in the shop's order, no map.
	 */
	public function test_small_product_has_typed_attributes_in_the_shops_order_and_no_map(): void {
		$attributes = $this->demo_attributes();
		$product    = $this->variable_bra(
			'Balconette bra',
			array(
				'pa_color' => array_intersect_key( $attributes['pa_color'], array_flip( array( 'noir', 'ivory' ) ) ),
				'pa_band'  => array_intersect_key( $attributes['pa_band'], array_flip( array( '32', '34' ) ) ),
			),
			array(
				array( array( 'pa_color' => 'ivory', 'pa_band' => '34' ), 2 ),
				array( array( 'pa_color' => 'noir', 'pa_band' => '32' ), null ),
				array( array( 'pa_color' => 'noir', 'pa_band' => '34' ), 0 ),
			)
		);

		$data = Swatch_Data::for_product( $product['parent'], $this->catalogue );

		$this->assertNotNull( $data );
		$this->assertSame( $product['parent'], $data['productId'] );
		$this->assertNull( $data['availability'], 'The page carries the variations: no map.' );
		$this->assertSame(
			array(
				'name'   => 'attribute_pa_color',
				'label'  => 'Colour',
				'type'   => 'color',
				'values' => array(
					array(
						'value' => 'noir',
						'title' => 'Noir',
						'color' => '#111111',
						'image' => null,
					),
					array(
						'value' => 'ivory',
						'title' => 'Ivory',
						'color' => '#f4efe6',
						'image' => null,
					),
				),
			),
			$data['attributes'][0]
		);
		$this->assertSame( 'attribute_pa_band', $data['attributes'][1]['name'] );
		$this->assertSame( 'label', $data['attributes'][1]['type'] );
		$this->assertSame( array( '32', '34' ), array_column( $data['attributes'][1]['values'], 'value' ) );
		$this->assertSame( array( null, null ), array_column( $data['attributes'][1]['values'], 'color' ) );
	}

	/**
	 * Above WooCommerce's threshold the map lists every purchasable variation: values, stock flag, quantity.
	 */
	public function test_large_product_carries_the_availability_map(): void {
		$product = $this->large_bra( 4 );
		$data    = Swatch_Data::for_product( $product['parent'], $this->catalogue );

		$this->assertNotNull( $data['availability'] );
		$map = $data['availability'];
		$this->assertSame( array( 'attribute_pa_color', 'attribute_pa_band', 'attribute_pa_cup' ), $map['attributes'] );
		$this->assertCount( 4 * ( 36 - 2 ), $map['variations'] );
		$this->assertContains( array( 'noir', '32', 'b', 1, 3 ), $map['variations'] );
		$this->assertContains( array( 'noir', '32', 'c', 0, 0 ), $map['variations'] );
		$this->assertContains( array( 'sage', '40', 'd', 1, null ), $map['variations'] );
		$this->assertNotContains( array( 'noir', '30', 'f', 1, null ), $map['variations'], 'A missing combination is not in the map.' );
		$this->assertSame( array( 'noir', 'ivory', 'blush', 'sage' ), array_column( $data['attributes'][0]['values'], 'value' ) );
		$this->assertSame( array( 'a', 'b', 'c', 'd', 'e', 'f' ), array_column( $data['attributes'][2]['values'], 'value' ) );
		$this->assertSame( array( 'A', 'B', 'C', 'D', 'E', 'F' ), array_column( $data['attributes'][2]['values'], 'title' ) );
	}

	/**
	 * The map follows the `woocommerce_ajax_variation_threshold` filter, as the page's data attribute does.
	 */
	public function test_map_follows_the_ajax_threshold_filter(): void {
		$product = $this->large_bra( 1 ); // 34 variations: over the default 30.
		$this->assertNotNull( Swatch_Data::for_product( $product['parent'], $this->catalogue )['availability'] );

		add_filter( 'woocommerce_ajax_variation_threshold', static fn (): int => 34 );
		$this->assertNull( Swatch_Data::for_product( $product['parent'], $this->catalogue )['availability'] );

		add_filter( 'woocommerce_ajax_variation_threshold', static fn (): int => 2, 20 );
		$small = $this->variable_bra(
			'Bralette',
			array( 'pa_band' => $this->demo_attributes()['pa_band'] ),
			array(
				array( array( 'pa_band' => '30' ), null ),
				array( array( 'pa_band' => '32' ), 1 ),
				array( array( 'pa_band' => '' ), 0 ),
			)
		);
		$this->assertSame(
			array(
				'attributes' => array( 'attribute_pa_band' ),
				'variations' => array( array( '30', 1, null ), array( '32', 1, 1 ), array( '', 0, 0 ) ),
			),
			Swatch_Data::for_product( $small['parent'], $this->catalogue )['availability'],
			'Three variations over a threshold of 2, the sold-out “any band” one included.'
		);
	}

	/**
	 * Type: colour when a term has a colour, image when one has an image, else label; custom attributes are labels.
	 */
	public function test_type_detection(): void {
		$colours = $this->global_attribute( 'color', 'Colour', array( 'noir' => 'Noir', 'ivory' => 'Ivory' ) );
		// Only one term with a colour is enough.
		update_term_meta( $colours['ivory'], 'boudoir_swatch_color', '#f4efe6' );
		$fabrics    = $this->global_attribute( 'fabric', 'Fabric', array( 'lace' => 'Lace', 'silk' => 'Silk' ) );
		$attachment = $this->image_attachment( 'canola.jpg' );
		update_post_meta( $attachment, '_wp_attachment_image_alt', 'Chantilly lace' );
		update_term_meta( $fabrics['lace'], 'boudoir_swatch_image', $attachment );

		$attribute = new \WC_Product_Attribute();
		$attribute->set_id( 0 );
		$attribute->set_name( 'Strap' );
		$attribute->set_options( array( 'Fixed', 'Removable' ) );
		$attribute->set_variation( true );

		$product = $this->variable_bra(
			'Silk bra',
			array(
				'pa_color'  => $colours,
				'pa_fabric' => $fabrics,
			),
			array(
				array( array( 'pa_color' => 'noir', 'pa_fabric' => 'lace' ), null ),
				array( array( 'pa_color' => 'ivory', 'pa_fabric' => 'silk' ), null ),
			)
		);
		$parent     = wc_get_product( $product['parent'] );
		$attributes = $parent->get_attributes();
		$attributes[] = $attribute;
		$parent->set_attributes( $attributes );
		$parent->save();
		foreach ( $product['variations'] as $index => $variation_id ) {
			$variation = wc_get_product( $variation_id );
			$variation->set_attributes( $variation->get_attributes() + array( 'strap' => 0 === $index ? 'Fixed' : '' ) );
			$variation->save();
		}

		$data  = Swatch_Data::for_product( $product['parent'], $this->catalogue );
		$types = array_column( $data['attributes'], 'type', 'name' );

		$this->assertSame(
			array(
				'attribute_pa_color'  => 'color',
				'attribute_pa_fabric' => 'image',
				'attribute_strap'     => 'label',
			),
			$types
		);
		$this->assertSame( array( null, '#f4efe6' ), array_column( $data['attributes'][0]['values'], 'color' ) );
		$lace = $data['attributes'][1]['values'][0];
		$this->assertSame( 'lace', $lace['value'] );
		$this->assertSame( 'Chantilly lace', $lace['image']['alt'] );
		$this->assertStringEndsWith( '2025/01/canola-150x150.jpg', $lace['image']['src'] );
		$this->assertNull( $data['attributes'][1]['values'][1]['image'] );
		$this->assertSame( 'Strap', $data['attributes'][2]['label'] );
		$this->assertSame( array( 'Fixed', 'Removable' ), array_column( $data['attributes'][2]['values'], 'value' ) );
	}

	/**
	 * Not a variable product, no product, or no shop: null.
	 */
	public function test_null_for_anything_but_a_variable_product(): void {
		$simple = new \WC_Product_Simple();
		$simple->set_name( 'Bralette' );
		$simple->set_status( 'publish' );
		$simple_id = (int) $simple->save();

		$this->assertNull( Swatch_Data::for_product( $simple_id, $this->catalogue ) );
		$this->assertNull( Swatch_Data::for_product( 0, $this->catalogue ) );
		$this->assertNull( Swatch_Data::for_product( 999999, $this->catalogue ) );
		$product = $this->large_bra( 1 );
		$this->assertNull( Swatch_Data::for_product( $product['parent'], new No_Catalogue() ) );
	}

	/**
	 * The data costs the same queries for 34 or 136 variations of the same attributes and terms (no query per variation).
	 *
	 * Both use every term: WooCommerce itself looks each term of a variation up by slug once when it loads
	 * variations (WC_Product_Variation_Data_Store_CPT::read(), the title and attribute summary), a query per
	 * term and not per variation that the double does not make; the comparison is of the variations' count alone.
	 */
	public function test_queries_do_not_grow_with_the_variation_count(): void {
		$small = $this->large_bra( 4, 0, 4 );
		$large = $this->large_bra( 4 );
		$this->assertCount( 34, $small['variations'] );
		wp_cache_flush();
		$small_queries = $this->count_queries( fn () => Swatch_Data::for_product( $small['parent'], $this->catalogue ) );
		wp_cache_flush();
		$large_queries = $this->count_queries( fn () => Swatch_Data::for_product( $large['parent'], $this->catalogue ) );

		fwrite( STDERR, sprintf( "\n[queries] Swatch_Data::for_product: 34 variations → %d, 136 → %d\n", $small_queries, $large_queries ) );
		$this->assertGreaterThan( 0, $small_queries, 'The cache was flushed: the data must have been read.' );
		$this->assertLessThanOrEqual( $small_queries, $large_queries );
	}

	/**
	 * Above the threshold the map is WooCommerce's variation JSON in short: read through the
	 * `woocommerce_available_variation` filter (flags as WooCommerce's script reads them, a falsy answer
	 * leaving the variation out), and an inactive variation keeps its row, marked with a trailing 0.
	 */
	public function test_map_follows_the_available_variation_filter(): void {
		$product = $this->large_bra( 1 ); // 34 variations: over the default 30.
		$ids     = array(); // Colour/band/cup => variation id.
		foreach ( $product['variations'] as $variation_id ) {
			$ids[ implode( '/', wc_get_product( $variation_id )->get_variation_attributes() ) ] = $variation_id;
		}
		add_filter(
			'woocommerce_available_variation',
			static function ( $data, $parent, $variation ) use ( $ids ) {
				switch ( $variation->get_id() ) {
					case $ids['noir/32/b']:
						$data['is_in_stock'] = 0;
						break;
					case $ids['noir/32/d']:
						$data['variation_is_active'] = 0;
						break;
					case $ids['noir/32/e']:
						$data['variation_is_active'] = '0';
						break;
					case $ids['noir/34/a']:
						return false;
				}
				return $data;
			},
			10,
			3
		);

		$map = Swatch_Data::for_product( $product['parent'], $this->catalogue )['availability'];

		$this->assertContains( array( 'noir', '32', 'b', 0, 3 ), $map['variations'], 'Out of stock for the filter; the real stock stays.' );
		$this->assertContains( array( 'noir', '32', 'd', 1, null, 0 ), $map['variations'], 'Inactive: kept, marked.' );
		$this->assertContains( array( 'noir', '32', 'e', 1, null ), $map['variations'], '"0" is true for WooCommerce\'s script.' );
		$this->assertNotContains( array( 'noir', '34', 'a', 1, null ), $map['variations'], 'The filter left it out.' );
		$this->assertCount( 33, $map['variations'] );
	}

	/**
	 * A variation that cannot be bought stays in the map: WooCommerce's script treats it as any other, and its
	 * AJAX answer for it (WC_AJAX::get_variation()) is the variation, shown unavailable, not false.
	 */
	public function test_map_keeps_variations_that_cannot_be_bought(): void {
		$product   = $this->large_bra( 1 );
		$unpayable = $product['variations'][0];
		add_filter( 'woocommerce_variation_is_purchasable', static fn ( $purchasable, $variation ) => $variation->get_id() === $unpayable ? false : $purchasable, 10, 2 );

		$map = Swatch_Data::for_product( $product['parent'], $this->catalogue )['availability'];

		$this->assertCount( 34, $map['variations'] );
		$this->assertContains( array( 'noir', '30', 'a', 1, null ), $map['variations'] );
	}

	/**
	 * Where WooCommerce leaves variations out of its JSON (get_available_variations()): private ones, and out-of-stock
	 * ones when the shop hides them. The map leaves them out too, so the swatches drop values only they use.
	 */
	public function test_map_leaves_out_private_and_hidden_out_of_stock_variations(): void {
		$product = $this->large_bra( 1 );
		$private = wc_get_product( $product['variations'][0] ); // noir/30/a.
		$private->set_status( 'private' );
		$private->save();
		update_option( 'woocommerce_hide_out_of_stock_items', 'yes' );

		$map = Swatch_Data::for_product( $product['parent'], $this->catalogue )['availability'];

		$cups = array_unique( array_column( $map['variations'], 2 ) );
		sort( $cups );
		$this->assertSame( array( 'a', 'b', 'd', 'e', 'f' ), $cups, 'Every C is sold out: no row offers C.' );
		$this->assertNotContains( array( 'noir', '30', 'a', 1, null ), $map['variations'], 'Private.' );
		delete_option( 'woocommerce_hide_out_of_stock_items' );
	}

	/**
	 * Under the threshold the page carries WooCommerce's JSON, whose `max_qty` is a purchase limit (1 when sold
	 * individually), not stock: the data carries the real stock of the variations that manage it.
	 */
	public function test_inline_pages_get_the_real_stock_not_max_qty(): void {
		$product = $this->variable_bra(
			'Bralette',
			array( 'pa_band' => $this->demo_attributes()['pa_band'] ),
			array(
				array( array( 'pa_band' => '30' ), null ),
				array( array( 'pa_band' => '32' ), 4 ),
				array( array( 'pa_band' => '34' ), null ),
			)
		);
		foreach ( array( 0, 1 ) as $index ) {
			$variation = wc_get_product( $product['variations'][ $index ] );
			$variation->set_sold_individually( true );
			$variation->save();
		}

		$data = Swatch_Data::for_product( $product['parent'], $this->catalogue );

		$this->assertNull( $data['availability'] );
		$this->assertSame( array( $product['variations'][1] => 4 ), $data['stock'], 'Sold individually, unmanaged: no stock, whatever max_qty says.' );
	}

	/**
	 * A value is what the form's select holds: WooCommerce prints `value="esc_attr( $option )"`, which the browser
	 * reads with its entities decoded. (WooCommerce decodes a custom attribute's options when it reads them,
	 * wc_get_text_attributes(), so an option rarely holds an entity; when one does, `&amp;amp;` stored, the select
	 * holds `&`.)
	 */
	public function test_values_are_the_selects_values(): void {
		$strap = new \WC_Product_Attribute();
		$strap->set_id( 0 );
		$strap->set_name( 'Strap' );
		$strap->set_options( array( 'Lace &amp; silk', 'Plain' ) );
		$strap->set_variation( true );
		$product = $this->variable_bra(
			'Silk bra',
			array( 'pa_band' => $this->demo_attributes()['pa_band'] ),
			array(
				array( array( 'pa_band' => '30' ), null ),
				array( array( 'pa_band' => '32' ), null ),
			)
		);
		$parent     = wc_get_product( $product['parent'] );
		$attributes = $parent->get_attributes();
		$attributes[] = $strap;
		$parent->set_attributes( $attributes );
		$parent->save();
		update_post_meta( $product['variations'][0], 'attribute_strap', 'Lace & silk' );
		update_post_meta( $product['variations'][1], 'attribute_strap', 'Plain' );

		$data   = Swatch_Data::for_product( $product['parent'], $this->catalogue );
		$values = array_column( array_column( $data['attributes'], 'values', 'name' )['attribute_strap'], 'value' );

		$this->assertSame( array( 'Lace & silk', 'Plain' ), $values );
		$this->assertSame( 'Tom & Jerry <3', Swatch_Data::select_value( 'Tom &amp; Jerry &lt;3' ) );
		$this->assertSame( 'R&amp;D', Swatch_Data::select_value( 'R&amp;amp;D' ) );
		$this->assertSame( 'A & B', Swatch_Data::select_value( 'A & B' ) );
		$this->assertSame( 'pa-70', Swatch_Data::select_value( 'pa-70' ) );
	}

	/**
	 * Queries WordPress ran during a callback.
	 *
	 * @param callable $callback What to measure.
	 */
	private function count_queries( callable $callback ): int {
		global $wpdb;
		$before = $wpdb->num_queries;
		$callback();
		return $wpdb->num_queries - $before;
	}
}
