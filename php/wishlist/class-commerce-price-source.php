<?php
/**
 * Prices of wishlist items, read from the shop through the commerce adapter.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

use Boudoir\Commerce\Catalogue;

defined( 'ABSPATH' ) || exit;

/**
 * The price a product or variation sells at now, recorded as "price when added".
 */
final class Commerce_Price_Source implements Price_Source {

	/**
	 * Keeps how to reach the shop's catalogue.
	 *
	 * @param \Closure():Catalogue $catalogue The catalogue, looked up on use: the wishlist layer is built before
	 *                                        plugins are loaded, the adapter after.
	 */
	public function __construct( private \Closure $catalogue ) {
	}

	/**
	 * The variation's price when one is given, else the product's; null when the shop has none.
	 *
	 * @param int $product_id   The product.
	 * @param int $variation_id The variation, or 0.
	 */
	public function price( int $product_id, int $variation_id ): ?Price {
		$product = ( $this->catalogue )()->find_product( $variation_id > 0 ? $variation_id : $product_id );
		if ( null === $product || null === $product->price || $product->price < 0 || '' === $product->currency ) {
			return null;
		}
		return new Price( number_format( $product->price, 4, '.', '' ), strtoupper( $product->currency ) );
	}
}
