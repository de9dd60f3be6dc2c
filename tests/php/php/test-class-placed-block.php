<?php
/**
 * Tests of Boudoir\Placed_Block.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Placed_Block;
use Boudoir\Swatch_Options;

/**
 * A block placed by Boudoir: on while its switch and the shop are, rendered for one product.
 */
final class Placed_Block_Test extends Test_Case {

	/** A block of the test's own, so no shop is needed to render it. */
	private const BLOCK = 'boudoir-test/placed';

	/**
	 * Registers the block: it prints the product it was given.
	 */
	protected function set_up(): void {
		parent::set_up();
		register_block_type(
			self::BLOCK,
			array(
				'attributes'      => array( 'productId' => array( 'type' => 'integer' ) ),
				'render_callback' => static fn ( array $attributes ): string => '<p data-product="' . (int) $attributes['productId'] . '"></p>',
			)
		);
	}

	/**
	 * Unregisters the block and forgets the switch.
	 */
	protected function tear_down(): void {
		unregister_block_type( self::BLOCK );
		delete_option( Swatch_Options::ENABLED );
		parent::tear_down();
	}

	/**
	 * A placement of the test block behind a registry switch.
	 *
	 * @param bool $shop Whether the shop features are on.
	 */
	private static function placed( bool $shop ): Placed_Block {
		return new Placed_Block( self::BLOCK, Swatch_Options::ENABLED, static fn (): bool => $shop );
	}

	public function test_it_renders_the_block_for_the_product_while_on(): void {
		$this->assertTrue( self::placed( true )->is_on(), 'The switch is on by default.' );
		$this->assertSame( '<p data-product="42"></p>', self::placed( true )->markup( 42 ) );
	}

	public function test_nothing_while_the_switch_or_the_shop_is_off(): void {
		update_option( Swatch_Options::ENABLED, 'no' );
		$this->assertFalse( self::placed( true )->is_on() );
		$this->assertSame( '', self::placed( true )->markup( 42 ) );

		update_option( Swatch_Options::ENABLED, 'yes' );
		$this->assertFalse( self::placed( false )->is_on() );
		$this->assertSame( '', self::placed( false )->markup( 42 ) );
	}

	public function test_nothing_without_a_product(): void {
		$this->assertSame( '', self::placed( true )->markup( 0 ) );
		$this->assertSame( '', self::placed( true )->markup( -3 ) );
	}
}
