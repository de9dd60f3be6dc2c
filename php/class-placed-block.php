<?php
/**
 * A block Boudoir puts on the shop's product pages by itself, while the shop lets it.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * The rule both automatic placements share (the swatches on variations forms, the
 * add-to-wishlist button beside add-to-cart): on while its switch in the option registry is
 * and the shop features are, and rendered for one product, as a hand-placed block would be.
 */
final class Placed_Block {

	/**
	 * Keeps the block, its switch and how to learn whether the shop features are on.
	 *
	 * @param string   $block        The block's name, e.g. `boudoir/variation-swatches`.
	 * @param string   $option       The switch that turns the placement on (a registry option).
	 * @param \Closure $shop_enabled fn(): bool, whether the shop features are on.
	 */
	public function __construct( private readonly string $block, private readonly string $option, private readonly \Closure $shop_enabled ) {
	}

	/**
	 * Whether the block is placed now: its switch on, and the shop features.
	 */
	public function is_on(): bool {
		return Options::is_on( $this->option ) && ( $this->shop_enabled )();
	}

	/**
	 * The block's markup for a product ('' while off, or without a product).
	 *
	 * @param int $product_id The product.
	 */
	public function markup( int $product_id ): string {
		if ( $product_id <= 0 || ! $this->is_on() ) {
			return '';
		}
		return render_block(
			array(
				'blockName'    => $this->block,
				'attrs'        => array( 'productId' => $product_id ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}
}
