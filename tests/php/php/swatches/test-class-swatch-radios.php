<?php
/**
 * Tests of Swatch_Radios: the swatches the server prints before each attribute select.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Swatches;

use Boudoir\Plugin;
use Boudoir\Swatches\Swatch_Data;
use Boudoir\Swatches\Swatch_Radios;
use Boudoir\Tests\Swatch_Fixtures;
use Boudoir\Tests\Test_Case;

require_once __DIR__ . '/trait-swatch-fixtures.php';

/**
 * Radios in the server's markup, for the products whose swatches block rendered: a
 * radio group per attribute named by its label, a radio per value the form offers, the
 * form's choice checked; the select untouched after them.
 */
final class Swatch_Radios_Test extends Test_Case {

	use Swatch_Fixtures;

	/**
	 * Needs WooCommerce or its double.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_swatch_shop();
		Plugin::instance()->detect_commerce();
	}

	/**
	 * Restores the globals and the adapter.
	 */
	protected function tear_down(): void {
		unset( $GLOBALS['post'], $GLOBALS['product'] );
		Plugin::instance()->detect_commerce();
		parent::tear_down();
	}

	/**
	 * Noir and Blush in bands 32 and 34; Sage is a term of the product that no variation carries.
	 *
	 * @return int The product.
	 */
	private function bra(): int {
		$attributes = $this->demo_attributes();
		return $this->variable_bra(
			'Balconette bra',
			array(
				'pa_color' => array_intersect_key( $attributes['pa_color'], array_flip( array( 'noir', 'blush', 'sage' ) ) ),
				'pa_band'  => array_intersect_key( $attributes['pa_band'], array_flip( array( '32', '34' ) ) ),
			),
			array(
				array( array( 'pa_color' => 'noir', 'pa_band' => '32' ), 3 ),
				array( array( 'pa_color' => 'blush', 'pa_band' => '' ), null ),
			)
		)['parent'];
	}

	/**
	 * A Swatch_Radios as the plugin builds it.
	 */
	private static function radios(): Swatch_Radios {
		return new Swatch_Radios( fn ( mixed $args ): ?array => Plugin::instance()->shop_pages()->variation_select_of( $args ) );
	}

	/**
	 * Tells radios that the block rendered for a product, with what the block reads.
	 *
	 * @param Swatch_Radios $radios     The radios.
	 * @param int           $product_id The product.
	 * @param string        $shape      The block's shape.
	 * @param string        $size       The block's size.
	 */
	private static function remember( Swatch_Radios $radios, int $product_id, string $shape, string $size ): void {
		$matrix = Plugin::instance()->catalogue()->variation_matrix( $product_id );
		$radios->remember( $product_id, $shape, $size, (array) Swatch_Data::from_matrix( $product_id, $matrix ), $matrix );
	}

	/**
	 * WooCommerce's select of an attribute, through its own function (and so the filter).
	 *
	 * @param int    $product_id The product.
	 * @param string $attribute  The taxonomy.
	 * @param string $selected   The choice ('' none).
	 */
	private static function dropdown( int $product_id, string $attribute, string $selected = '' ): string {
		$product = wc_get_product( $product_id );
		ob_start();
		wc_dropdown_variation_attribute_options(
			array(
				'options'   => $product->get_variation_attributes()[ $attribute ],
				'attribute' => $attribute,
				'product'   => $product,
				'selected'  => $selected,
			)
		);
		return (string) ob_get_clean();
	}

	/**
	 * The markup parsed.
	 *
	 * @param string $html Markup.
	 */
	private static function xpath( string $html ): \DOMXPath {
		$document = new \DOMDocument();
		$document->loadHTML( '<?xml encoding="utf-8"?><div id="root">' . $html . '</div>', LIBXML_NOERROR );
		return new \DOMXPath( $document );
	}

	public function test_the_plugin_hooks_the_attribute_select(): void {
		$this->assertSame( array( 10 ), $this->hooked_priorities( Swatch_Radios::FILTER, Swatch_Radios::class, 'before_select' ) );
	}

	public function test_a_product_whose_block_rendered_gets_radios_before_each_select(): void {
		$id = $this->bra();
		self::remember( Plugin::instance()->swatch_radios(), $id, 'square', 'large' );

		$html  = self::dropdown( $id, 'pa_color', 'blush' );
		$xpath = self::xpath( $html );

		$group = $xpath->query( '//div[@data-boudoir-swatches="server"]/div[@role="radiogroup"]' );
		$this->assertSame( 1, $group->length );
		$this->assertSame( 'Colour', $group->item( 0 )->getAttribute( 'aria-label' ) );
		$this->assertSame( 'attribute_pa_color', $group->item( 0 )->getAttribute( 'data-attribute_name' ) );
		$this->assertStringContainsString( 'is-shape-square is-size-large', $group->item( 0 )->getAttribute( 'class' ) );

		// The values the variations carry, in the shop's order: Sage has no variation.
		$radios = $xpath->query( '//input[@type="radio"]' );
		$names  = array();
		foreach ( $radios as $radio ) {
			$names[ $radio->getAttribute( 'aria-label' ) ] = $radio->hasAttribute( 'checked' );
			$this->assertSame( 'boudoir_swatch_attribute_pa_color', $radio->getAttribute( 'name' ), 'a name of their own: the select stays the field' );
		}
		$this->assertSame(
			array(
				'Noir'  => false,
				'Blush' => true,
			),
			$names
		);
		$this->assertSame( 'background-color:#111111', $xpath->query( '//input[@value="noir"]/following-sibling::span//span[@class="boudoir-swatches__color"]' )->item( 0 )->getAttribute( 'style' ) );

		// Then WooCommerce's select, whole and next to the radios (the loader hands a choice to it).
		$select = $xpath->query( '//div[@data-boudoir-swatches="server"]/following-sibling::*[1]' )->item( 0 );
		$this->assertSame( 'select', $select->nodeName );
		$this->assertSame( 'attribute_pa_color', $select->getAttribute( 'name' ) );
		$this->assertStringEndsWith( '</select>', $html );
	}

	public function test_a_value_any_variation_takes_keeps_every_value(): void {
		$id = $this->bra();
		self::remember( Plugin::instance()->swatch_radios(), $id, 'circle', 'medium' );

		// Blush takes any band: 32 and 34 both stay, as labels.
		$xpath  = self::xpath( self::dropdown( $id, 'pa_band' ) );
		$radios = $xpath->query( '//input[@type="radio"]' );
		$this->assertSame( 2, $radios->length );
		$this->assertSame( 0, $xpath->query( '//input[@checked]' )->length, 'nothing chosen, nothing checked' );
		$this->assertSame( '34', trim( $xpath->query( '//input[@value="34"]/following-sibling::span' )->item( 0 )->textContent ) );
	}

	public function test_nothing_for_a_product_whose_block_did_not_render(): void {
		$id   = $this->bra();
		$html = self::dropdown( $id, 'pa_color' );

		$this->assertStringStartsWith( '<select', $html );
		$this->assertStringNotContainsString( 'boudoir-swatches', $html );
	}

	public function test_the_block_render_remembers_its_product_and_look(): void {
		$id = $this->bra();
		render_block(
			array(
				'blockName'    => 'boudoir/variation-swatches',
				'attrs'        => array(
					'productId' => $id,
					'shape'     => 'square',
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);

		$this->assertStringContainsString( 'is-type-color is-shape-square is-size-medium', self::dropdown( $id, 'pa_color' ) );
	}

	public function test_anything_but_a_select_of_a_known_attribute_goes_through_untouched(): void {
		$id      = $this->bra();
		$radios  = self::radios();
		$product = wc_get_product( $id );
		self::remember( $radios, $id, 'circle', 'medium' );

		$this->assertSame( 42, $radios->before_select( 42, array( 'attribute' => 'pa_color' ) ) );
		$this->assertSame( '<select></select>', $radios->before_select( '<select></select>', array() ) );
		$this->assertSame( '<select></select>', $radios->before_select( '<select></select>', array( 'attribute' => 'pa_cup', 'product' => $product ) ) );
		$this->assertSame( '<select></select>', $radios->before_select( '<select></select>', array( 'attribute' => 'pa_color', 'product' => null ) ) );
		$this->assertStringStartsWith( '<div class="boudoir-swatches"', $radios->before_select( '<select></select>', array( 'attribute' => 'pa_color', 'product' => $product ) ) );
	}

	public function test_the_choice_is_the_value_or_its_slug(): void {
		$this->assertTrue( Swatch_Radios::is_selected( 'noir', 'noir' ) );
		$this->assertTrue( Swatch_Radios::is_selected( 'noir', 'Noir' ) );
		$this->assertTrue( Swatch_Radios::is_selected( 'Extra large', 'Extra large' ) );
		$this->assertFalse( Swatch_Radios::is_selected( 'noir', '' ) );
		$this->assertFalse( Swatch_Radios::is_selected( 'noir', 'blush' ) );
	}

	public function test_the_markup_escapes_what_it_prints(): void {
		$html = Swatch_Radios::markup(
			array(
				'name'   => 'attribute_size',
				'label'  => 'Size "quoted" <b>',
				'type'   => 'label',
				'values' => array(
					array(
						'value' => 'x" onfocus="alert(1)',
						'title' => '<img src=x onerror=alert(1)>',
						'color' => null,
						'image' => null,
					),
				),
			),
			'',
			array(
				'shape' => 'circle',
				'size'  => 'medium',
			),
			true
		);

		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertStringNotContainsString( '" onfocus="', $html );
		$this->assertStringContainsString( 'is-mobile', $html );
		$xpath = self::xpath( $html );
		$this->assertSame( 'x" onfocus="alert(1)', $xpath->query( '//input' )->item( 0 )->getAttribute( 'value' ) );
		$this->assertSame( 'Size "quoted" <b>', $xpath->query( '//div[@role="radiogroup"]' )->item( 0 )->getAttribute( 'aria-label' ) );
	}

	public function test_offered_values_follow_the_variations(): void {
		$matrix = array(
			'attributes' => array( array( 'name' => 'attribute_pa_color' ), array( 'name' => 'attribute_size' ) ),
			'variations' => array(
				array( 'attributes' => array( 'attribute_pa_color' => 'noir', 'attribute_size' => 'S &amp; M' ) ),
				array( 'attributes' => array( 'attribute_pa_color' => 'noir', 'attribute_size' => '' ) ),
			),
		);
		$this->assertSame(
			array(
				'attribute_pa_color' => array( 'noir' ),
				'attribute_size'     => null,
			),
			Swatch_Radios::offered( $matrix )
		);
		$this->assertSame( array(), Swatch_Radios::offered( null ) );
	}
}
