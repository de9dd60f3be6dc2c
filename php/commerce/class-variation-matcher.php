<?php
/**
 * WooCommerce's rule for which variation an attribute choice selects.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The matching of WC_Product_Data_Store_CPT::find_matching_product_variation(), on plain data.
 *
 * Variations are tried in their order (menu order, then id); the first whose every stored
 * attribute is either '' ("any") or equal to the chosen value wins. A stored non-empty
 * attribute with no chosen value rules the variation out.
 */
final class Variation_Matcher {

	/**
	 * The first variation the choice selects; null when none.
	 *
	 * @param array<int,array<string,string>> $variations Variation id → `attribute_*` → stored value, in WooCommerce's order.
	 * @param array<string,string>            $chosen     `attribute_*` → chosen value.
	 */
	public static function match( array $variations, array $chosen ): ?int {
		foreach ( $variations as $variation_id => $attributes ) {
			if ( self::selects( $attributes, $chosen ) ) {
				return (int) $variation_id;
			}
		}
		return null;
	}

	/**
	 * Whether a choice selects one variation.
	 *
	 * @param array<string,string> $attributes The variation's stored attributes.
	 * @param array<string,string> $chosen     The choice.
	 */
	private static function selects( array $attributes, array $chosen ): bool {
		foreach ( $attributes as $key => $value ) {
			if ( '' === $value ) {
				continue;
			}
			if ( ! array_key_exists( $key, $chosen ) || $chosen[ $key ] !== $value ) {
				return false;
			}
		}
		return true;
	}
}
