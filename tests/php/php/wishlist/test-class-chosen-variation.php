<?php
/**
 * Tests of Chosen_Variation.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Chosen_Variation;

/**
 * A variation's values as the Store API takes them: posted, checked against the product, kept, shown.
 */
final class Chosen_Variation_Test extends Test_Case {

	/**
	 * A product's variation attributes: a colour taxonomy and a custom band size.
	 *
	 * @return list<array{name:string,attribute:string,label:string,taxonomy:bool,options:array<string,string>}>
	 */
	private static function spec(): array {
		return array(
			array(
				'name'      => 'attribute_pa_color',
				'attribute' => 'pa_color',
				'label'     => 'Colour',
				'taxonomy'  => true,
				'options'   => array(
					'noir'  => 'Noir',
					'blush' => 'Blush',
				),
			),
			array(
				'name'      => 'attribute_band',
				'attribute' => 'Band',
				'label'     => 'Band',
				'taxonomy'  => false,
				'options'   => array(
					'70' => '70',
					'75' => '75',
				),
			),
		);
	}

	/**
	 * Posted rows become attribute → value; anything but rows of two scalars is malformed (null); nothing is none.
	 */
	public function test_posted_rows(): void {
		$this->assertSame( array(), Chosen_Variation::posted( null ) );
		$this->assertSame(
			array( 'attribute_pa_color' => 'blush' ),
			Chosen_Variation::posted(
				array(
					array(
						'attribute' => 'attribute_pa_color',
						'value'     => 'blush',
					),
				)
			)
		);
		$this->assertNull( Chosen_Variation::posted( 'blush' ) );
		$this->assertNull( Chosen_Variation::posted( array( array( 'attribute' => 'pa_color' ) ) ) );
		$this->assertNull(
			Chosen_Variation::posted(
				array(
					array(
						'attribute' => 'pa_color',
						'value'     => array( 'blush' ),
					),
				)
			)
		);
	}

	/**
	 * The variation's fixed values are filled in, "any" ones must be chosen among the options, by field, name or label.
	 */
	public function test_resolve(): void {
		$choice = Chosen_Variation::resolve( self::spec(), array( 'pa_color' => 'noir' ), array( 'Band' => '75' ) );
		$this->assertInstanceOf( Chosen_Variation::class, $choice );
		$this->assertSame(
			array(
				'attribute_band'     => '75',
				'attribute_pa_color' => 'noir',
			),
			$choice->attributes
		);
		$this->assertSame( array( 'attribute_band' => '75' ), $choice->chosen );
		$this->assertSame( Chosen_Variation::key_of( array( 'attribute_band' => '75' ) ), $choice->key() );

		$missing = Chosen_Variation::resolve( self::spec(), array( 'pa_color' => 'noir' ), array() );
		$this->assertSame( Chosen_Variation::MISSING, $missing->get_error_code() );
		$this->assertSame( 400, $missing->get_error_data()['status'] );
		$this->assertArrayHasKey( 'variation', $missing->get_error_data()['params'] );
		$this->assertSame( Chosen_Variation::INVALID, Chosen_Variation::resolve( self::spec(), array( 'pa_color' => 'noir' ), array( 'attribute_pa_color' => 'blush', 'Band' => '75' ) )->get_error_code(), 'Not the variation\'s colour.' );
		$this->assertSame( Chosen_Variation::INVALID, Chosen_Variation::resolve( self::spec(), array(), array( 'attribute_pa_color' => 'red', 'Band' => '75' ) )->get_error_code(), 'Not an option.' );
		$this->assertSame( Chosen_Variation::INVALID, Chosen_Variation::resolve( self::spec(), array( 'pa_color' => 'noir' ), array( 'Band' => '75', 'Cup' => 'B' ) )->get_error_code(), 'No such attribute.' );
	}

	/**
	 * The key tells choices apart and ignores their order; no choice, no key.
	 */
	public function test_key(): void {
		$this->assertSame( '', ( new Chosen_Variation() )->key() );
		$this->assertSame( Chosen_Variation::key_of( array( 'a' => '1', 'b' => '2' ) ), Chosen_Variation::key_of( array( 'b' => '2', 'a' => '1' ) ) );
		$this->assertNotSame( Chosen_Variation::key_of( array( 'a' => '1' ) ), Chosen_Variation::key_of( array( 'a' => '2' ) ) );
		$this->assertSame( 32, strlen( Chosen_Variation::key_of( array( 'a' => '1' ) ) ) );
	}

	/**
	 * Shown in the product's order with labels and names; values of unknown attributes as they are; rows for the cart.
	 */
	public function test_describe_and_rows(): void {
		$values = array(
			'attribute_band'     => '70',
			'attribute_pa_color' => 'blush',
			'attribute_gone'     => 'x',
			'attribute_empty'    => '',
		);
		$this->assertSame(
			array(
				array(
					'raw_attribute' => 'attribute_pa_color',
					'raw_value'     => 'blush',
					'attribute'     => 'Colour',
					'value'         => 'Blush',
				),
				array(
					'raw_attribute' => 'attribute_band',
					'raw_value'     => '70',
					'attribute'     => 'Band',
					'value'         => '70',
				),
				array(
					'raw_attribute' => 'attribute_gone',
					'raw_value'     => 'x',
					'attribute'     => 'attribute_gone',
					'value'         => 'x',
				),
			),
			Chosen_Variation::describe( self::spec(), $values )
		);
		$this->assertCount( 3, Chosen_Variation::describe( null, $values ), 'Without the product, raw names.' );
		$this->assertSame(
			array(
				array(
					'attribute' => 'attribute_band',
					'value'     => '70',
				),
			),
			Chosen_Variation::rows( array( 'attribute_band' => '70' ) )
		);
	}
}
