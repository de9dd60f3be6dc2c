<?php
/**
 * What may be saved: the product, its variation and chosen values, and the quantity.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

use Boudoir\Commerce\Catalogue;
use Boudoir\Commerce\Product;

defined( 'ABSPATH' ) || exit;

/**
 * The product rules of a save, asked of the shop's catalogue, with one
 * batched lookup. Errors are Field_Error's `400 boudoir_invalid_<field>`.
 */
final class Product_Rules {

	/**
	 * The rules.
	 *
	 * @param \Closure(): Catalogue $catalogue The shop's catalogue, asked when first needed (WooCommerce loads after Boudoir).
	 */
	public function __construct( private readonly \Closure $catalogue ) {
	}

	/**
	 * Checks a product (or variation) to save, the chosen attribute values and a quantity.
	 *
	 * A variation's values are checked as WooCommerce's Store API checks them (Chosen_Variation::resolve()):
	 * those the variation fixes are filled in, its "any" ones must be posted. A variable product without a
	 * variation id but with values is matched to its variation, as the Store API does.
	 *
	 * @param int    $product_id    A product or variation id.
	 * @param int    $variation_id  A variation id, or 0.
	 * @param int    $quantity      The quantity.
	 * @param string $product_field The field the product came in.
	 * @param mixed  $variation     The posted `variation` rows (`[{ attribute, value }]`), or null.
	 */
	public function saveable( int $product_id, int $variation_id, int $quantity, string $product_field, mixed $variation = null ): Saveable_Product|\WP_Error {
		$posted = Chosen_Variation::posted( $variation );
		if ( null === $posted ) {
			return Field_Error::of( 'variation', __( 'Please send the chosen options as a list of attribute and value pairs.', 'boudoir' ) );
		}
		$catalogue = ( $this->catalogue )();
		$products  = $catalogue->find_products( array_filter( array( $product_id, $variation_id ) ) );
		$product   = $products[ $product_id ] ?? null;
		if ( null === $product || ! $product->is_visible() ) {
			return Field_Error::of( $product_field, __( 'This product does not exist.', 'boudoir' ) );
		}
		if ( $product->is_variation() ) {
			// A variation id sent as the product: stored as its product + variation, like the shop's own forms.
			if ( $variation_id > 0 && $variation_id !== $product->id ) {
				return Field_Error::of( 'variation_id', __( 'This variation does not belong to the product.', 'boudoir' ) );
			}
			$variation_id = $product->id;
			$product_id   = $product->parent_id;
		} elseif ( $variation_id > 0 ) {
			$variation = $products[ $variation_id ] ?? null;
			if ( null === $variation || ! $variation->is_variation() || $variation->parent_id !== $product_id || ! $variation->is_visible() ) {
				return Field_Error::of( 'variation_id', __( 'This variation does not belong to the product.', 'boudoir' ) );
			}
			$product = $variation;
		} elseif ( $posted && $product->is_variable() ) {
			$matched = $catalogue->find_variation_id( $product_id, $posted );
			$found   = null === $matched ? null : $catalogue->find_product( $matched );
			if ( null === $found || ! $found->is_variation() || ! $found->is_visible() ) {
				return Field_Error::of( 'variation', __( 'This combination of options is not available. Choose another.', 'boudoir' ) );
			}
			$variation_id = $found->id;
			$product      = $found;
		}
		$choice = null;
		if ( $variation_id > 0 ) {
			$choice = Chosen_Variation::resolve( $catalogue->variation_attribute_options( $product_id ) ?? array(), $product->attributes, $posted );
			if ( is_wp_error( $choice ) ) {
				return $choice;
			}
		} elseif ( $posted ) {
			return Field_Error::of( 'variation', __( 'This product has no options to choose.', 'boudoir' ) );
		}
		return self::check_quantity( $product, $quantity ) ?? new Saveable_Product( $product_id, $variation_id, $product, $choice );
	}

	/**
	 * The product or variation an item saved, as the shop has it now (null when it is gone).
	 *
	 * @param Wishlist_Item $item The item.
	 */
	public function product_of( Wishlist_Item $item ): ?Product {
		return ( $this->catalogue )()->find_product( $item->variation_id > 0 ? $item->variation_id : $item->product_id );
	}

	/**
	 * A 400 unless the quantity is within what the shop sells of the product at once.
	 *
	 * An out-of-stock product (max 0) may still be wished for, once.
	 *
	 * @param Product|null $product  The product or variation; null when it is gone (only the schema's limits apply).
	 * @param int          $quantity The quantity.
	 */
	public static function check_quantity( ?Product $product, int $quantity ): ?\WP_Error {
		$max = Item_Repository::MAX_QUANTITY;
		if ( null !== $product && null !== $product->max_purchase_quantity ) {
			$max = min( $max, max( 1, $product->max_purchase_quantity ) );
		}
		if ( $quantity < 1 || $quantity > $max ) {
			return Field_Error::of(
				'quantity',
				/* translators: %d: the largest quantity allowed. */
				sprintf( __( 'Please choose a quantity between 1 and %d.', 'boudoir' ), $max ),
				array( 'max' => $max )
			);
		}
		return null;
	}
}
