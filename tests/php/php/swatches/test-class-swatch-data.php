<?php
/**
 * Tests of Boudoir\Swatches\Swatch_Data (and the adapter's variation matrix behind it).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\No_Commerce;
use Boudoir\Commerce\Woo_Commerce;
use Boudoir\Swatches\Swatch_Data;

require_once __DIR__ . '/trait-swatch-fixtures.php';

/**
 * Per-product swatch data of demo-like bras, built through the shop adapter.
 */
final class Swatch_Data_Test extends Test_Case {

	use Swatch_Fixtures;

	private Woo_Commerce $commerce;

	/**
	 * Needs WooCommerce's product classes.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_swatch_shop();
		$this->commerce = new Woo_Commerce( (string) constant( 'WC_VERSION' ) );
	}

	/**
	 * Leaves no taxonomy behind.
	 */
	protected function tear_down(): void {
		$this->tear_down_swatch_shop();
		parent::tear_down();
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

		$data = Swatch_Data::for_product( $product['parent'], $this->commerce );

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
		$data    = Swatch_Data::for_product( $product['parent'], $this->commerce );

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
		$this->assertNotNull( Swatch_Data::for_product( $product['parent'], $this->commerce )['availability'] );

		add_filter( 'woocommerce_ajax_variation_threshold', static fn (): int => 34 );
		$this->assertNull( Swatch_Data::for_product( $product['parent'], $this->commerce )['availability'] );

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
			Swatch_Data::for_product( $small['parent'], $this->commerce )['availability'],
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
			update_post_meta( $variation_id, 'attribute_strap', 0 === $index ? 'Fixed' : '' );
		}

		$data  = Swatch_Data::for_product( $product['parent'], $this->commerce );
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

		$this->assertNull( Swatch_Data::for_product( $simple_id, $this->commerce ) );
		$this->assertNull( Swatch_Data::for_product( 0, $this->commerce ) );
		$this->assertNull( Swatch_Data::for_product( 999999, $this->commerce ) );
		$product = $this->large_bra( 1 );
		$this->assertNull( Swatch_Data::for_product( $product['parent'], new No_Commerce() ) );
	}

	/**
	 * The data costs the same queries for 34 or 136 variations of the same attributes (no query per variation or per term).
	 */
	public function test_queries_do_not_grow_with_the_variation_count(): void {
		$small = $this->large_bra( 4, 34 );
		$large = $this->large_bra( 4 );
		wp_cache_flush();
		$small_queries = $this->count_queries( fn () => Swatch_Data::for_product( $small['parent'], $this->commerce ) );
		wp_cache_flush();
		$large_queries = $this->count_queries( fn () => Swatch_Data::for_product( $large['parent'], $this->commerce ) );

		fwrite( STDERR, sprintf( "\n[queries] Swatch_Data::for_product: 34 variations → %d, 136 → %d\n", $small_queries, $large_queries ) );
		$this->assertGreaterThan( 0, $small_queries, 'The cache was flushed: the data must have been read.' );
		$this->assertLessThanOrEqual( $small_queries, $large_queries );
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
