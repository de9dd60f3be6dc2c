<?php
/**
 * The product a product block is about, for the render.php of the blocks that show one.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * One rule for every product block (Add to wishlist, Variation swatches): the product
 * chosen in the block, else the one of the query loop around it, else the page's.
 */
final class Product_Block {

	/**
	 * The id of the product a block is about: its `productId` attribute, else its
	 * context's `postId` (in a query loop), else the current post's. 0 when there is
	 * none, and while the shop features are off: the block then prints nothing.
	 *
	 * @param mixed               $block      The block (render.php's `$block`).
	 * @param array<string,mixed> $attributes Its attributes, with block.json's defaults.
	 */
	public static function product_id( mixed $block, array $attributes ): int {
		if ( ! Plugin::instance()->shop_enabled() ) {
			return 0;
		}
		$product_id = max( 0, (int) ( $attributes['productId'] ?? 0 ) );
		if ( 0 === $product_id && $block instanceof \WP_Block ) {
			$product_id = max( 0, (int) ( $block->context['postId'] ?? 0 ) );
		}
		if ( 0 === $product_id ) {
			$product_id = max( 0, (int) get_the_ID() );
		}
		return $product_id;
	}
}
