<?php
/**
 * Tests of blocks/variation-swatches/render.php (served from build/variation-swatches/).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Plugin;
use Boudoir\Swatches\Swatch_Data;

require_once dirname( __DIR__, 2 ) . '/php/swatches/trait-swatch-fixtures.php';

/**
 * The wrapper and the product's swatch data as JSON; nothing for products that are not variable.
 */
final class Variation_Swatches_Render_Test extends Test_Case {

	use Swatch_Fixtures;

	private const BLOCK = 'boudoir/variation-swatches';

	/**
	 * Needs WooCommerce or its double.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_swatch_shop();
		Plugin::instance()->detect_commerce();
	}

	/**
	 * Restores the globals and the adapter (Test_Case unregisters the taxonomies).
	 */
	protected function tear_down(): void {
		unset( $GLOBALS['post'] );
		Plugin::instance()->detect_commerce();
		parent::tear_down();
	}

	/**
	 * Renders the block as a post's content would.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	private function render( array $attributes = array() ): string {
		return do_blocks(
			serialize_block(
				array(
					'blockName'    => self::BLOCK,
					'attrs'        => $attributes,
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			)
		);
	}

	/**
	 * The JSON the block printed, decoded.
	 *
	 * @param string $html The block's output.
	 * @return array<string,mixed>
	 */
	private function data_of( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script(?=[^>]* type="application/json")(?=[^>]* class="boudoir-swatches__data")[^>]*>(.*?)</script>#s', $html, $match ), 'one data script' );
		$data = json_decode( $match[1], true );
		$this->assertIsArray( $data );
		return $data;
	}

	/**
	 * A small variable bra: Noir and Blush in bands 32 and 34.
	 */
	private function small_bra(): int {
		$attributes = $this->demo_attributes();
		return $this->variable_bra(
			'Balconette bra',
			array(
				'pa_color' => array_intersect_key( $attributes['pa_color'], array_flip( array( 'noir', 'blush' ) ) ),
				'pa_band'  => array_intersect_key( $attributes['pa_band'], array_flip( array( '32', '34' ) ) ),
			),
			array(
				array( array( 'pa_color' => 'noir', 'pa_band' => '32' ), 4 ),
				array( array( 'pa_color' => 'blush', 'pa_band' => '34' ), 0 ),
			)
		)['parent'];
	}

	public function test_prints_the_wrapper_and_the_products_swatch_data(): void {
		$id   = $this->small_bra();
		$html = $this->render( array( 'productId' => $id ) );

		$this->assertStringContainsString( 'wp-block-boudoir-variation-swatches', $html );
		$this->assertStringContainsString( 'data-product-id="' . $id . '"', $html );
		$this->assertStringContainsString( 'data-shape="circle"', $html );
		$this->assertStringContainsString( 'data-size="medium"', $html );
		$this->assertSame( Swatch_Data::for_product( $id, Plugin::instance()->catalogue() ), $this->data_of( $html ) );
		$data = $this->data_of( $html );
		$this->assertSame( array( 'attribute_pa_color', 'attribute_pa_band' ), array_column( $data['attributes'], 'name' ) );
		$this->assertNull( $data['availability'], 'the page carries the variations: no map' );
	}

	/**
	 * The real stock prints as an object keyed by variation id, which the view looks up by the `variation_id`
	 * of WooCommerce's variation JSON (that JSON has no stock: its `max_qty` is a purchase limit).
	 */
	public function test_prints_the_real_stock_by_variation_id(): void {
		$id       = $this->small_bra();
		$children = wc_get_product( $id )->get_children();
		$html     = $this->render( array( 'productId' => $id ) );

		$this->assertSame( 1, preg_match( '#<script(?=[^>]* type="application/json")(?=[^>]* class="boudoir-swatches__data")[^>]*>(.*?)</script>#s', $html, $match ) );
		$this->assertStringContainsString( sprintf( '"stock":{"%d":4,"%d":0}', $children[0], $children[1] ), $match[1] );
	}

	public function test_large_products_carry_the_availability_map(): void {
		$id   = $this->large_bra( 2 )['parent'];
		$html = $this->render( array( 'productId' => $id ) );
		$data = $this->data_of( $html );

		$this->assertIsArray( $data['availability'] );
		$this->assertSame( array( 'attribute_pa_color', 'attribute_pa_band', 'attribute_pa_cup' ), $data['availability']['attributes'] );
		$this->assertGreaterThan( 30, count( $data['availability']['variations'] ) );
	}

	public function test_shape_and_size_are_kept_to_their_values(): void {
		$id   = $this->small_bra();
		$html = $this->render(
			array(
				'productId' => $id,
				'shape'     => 'square',
				'size'      => 'large',
			)
		);
		$this->assertStringContainsString( 'data-shape="square"', $html );
		$this->assertStringContainsString( 'data-size="large"', $html );

		$odd = $this->render(
			array(
				'productId' => $id,
				'shape'     => '"><script>',
				'size'      => 'huge',
			)
		);
		$this->assertStringContainsString( 'data-shape="circle"', $odd );
		$this->assertStringContainsString( 'data-size="medium"', $odd );
	}

	public function test_the_current_post_is_the_product_by_default(): void {
		$id = $this->small_bra();
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the loop's current post.
		$GLOBALS['post'] = get_post( $id );
		setup_postdata( $GLOBALS['post'] );

		$this->assertSame( $id, $this->data_of( $this->render() )['productId'] );
	}

	public function test_nothing_for_a_product_that_is_not_variable_or_for_no_product(): void {
		$simple = new \WC_Product_Simple();
		$simple->set_name( 'Margaux Lace Brief' );
		$simple->set_status( 'publish' );
		$id = (int) $simple->save();

		$this->assertSame( '', trim( $this->render( array( 'productId' => $id ) ) ) );
		$this->assertSame( '', trim( $this->render() ) );
	}

	public function test_nothing_without_the_shop(): void {
		$id = $this->small_bra();
		Plugin::instance()->detect_commerce( fn () => null );

		$this->assertSame( '', trim( $this->render( array( 'productId' => $id ) ) ) );
	}

	public function test_the_json_cannot_close_its_script_element(): void {
		$attributes = $this->demo_attributes();
		$evil       = $this->global_attribute( 'cup', 'Cup', array( 'z' => 'Z' ) );
		// WordPress strips tags from term names when saving; a plugin may still hand out anything.
		add_filter(
			'get_pa_cup',
			static function ( $term ) {
				if ( $term instanceof \WP_Term && 'z' === $term->slug ) {
					$term->name = '</script><script>alert(1)</script>';
				}
				return $term;
			}
		);
		$id         = $this->variable_bra(
			'Evil bra',
			array(
				'pa_color' => array_intersect_key( $attributes['pa_color'], array_flip( array( 'noir' ) ) ),
				'pa_cup'   => $evil,
			),
			array( array( array( 'pa_color' => 'noir', 'pa_cup' => 'z' ), 1 ) )
		)['parent'];
		$html = $this->render( array( 'productId' => $id ) );

		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertSame( 1, substr_count( $html, '</script>' ) );
		$titles = array_column( $this->data_of( $html )['attributes'][1]['values'], 'title' );
		$this->assertContains( '</script><script>alert(1)</script>', $titles );
	}
}
