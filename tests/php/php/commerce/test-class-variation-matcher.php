<?php
/**
 * Tests of Boudoir\Commerce\Variation_Matcher.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Variation_Matcher;

/**
 * WooCommerce's variation matching rule, on plain data.
 */
final class Variation_Matcher_Test extends Test_Case {

	/** Colour × cup, as stored on the variations, in WooCommerce's order. */
	private const VARIATIONS = array(
		11 => array(
			'attribute_pa_color' => 'black',
			'attribute_cup'      => 'B',
		),
		12 => array(
			'attribute_pa_color' => 'black',
			'attribute_cup'      => 'C',
		),
		13 => array(
			'attribute_pa_color' => '',
			'attribute_cup'      => 'C',
		),
		14 => array(
			'attribute_pa_color' => 'red',
			'attribute_cup'      => '',
		),
	);

	/**
	 * Choices and the variation each selects.
	 *
	 * @return array<string,array{0:array<string,string>,1:int|null}>
	 */
	public function choices(): array {
		return array(
			'exact'                     => array( array( 'attribute_pa_color' => 'black', 'attribute_cup' => 'B' ), 11 ),
			'first in order wins'       => array( array( 'attribute_pa_color' => 'black', 'attribute_cup' => 'C' ), 12 ),
			'any colour'                => array( array( 'attribute_pa_color' => 'ivory', 'attribute_cup' => 'C' ), 13 ),
			'any cup'                   => array( array( 'attribute_pa_color' => 'red', 'attribute_cup' => 'E' ), 14 ),
			'any cup, cup not chosen'   => array( array( 'attribute_pa_color' => 'red' ), 14 ),
			'a required one is missing' => array( array( 'attribute_pa_color' => 'black' ), null ),
			'no such combination'       => array( array( 'attribute_pa_color' => 'ivory', 'attribute_cup' => 'B' ), null ),
			'values are case-sensitive' => array( array( 'attribute_pa_color' => 'Black', 'attribute_cup' => 'B' ), null ),
			'extra keys are ignored'    => array( array( 'attribute_pa_color' => 'black', 'attribute_cup' => 'B', 'attribute_band' => '70' ), 11 ),
			'nothing chosen'            => array( array(), null ),
		);
	}

	/**
	 * Each choice selects what WooCommerce's data store would.
	 *
	 * @dataProvider choices
	 *
	 * @param array<string,string> $chosen   The choice.
	 * @param int|null             $expected The variation id.
	 */
	public function test_matches_like_woocommerce( array $chosen, ?int $expected ): void {
		$this->assertSame( $expected, Variation_Matcher::match( self::VARIATIONS, $chosen ) );
	}

	/**
	 * No variations, no match; a variation storing only "any" values matches anything.
	 */
	public function test_edge_cases(): void {
		$this->assertNull( Variation_Matcher::match( array(), array( 'attribute_cup' => 'B' ) ) );
		$this->assertSame( 7, Variation_Matcher::match( array( 7 => array( 'attribute_cup' => '' ) ), array() ) );
	}
}
