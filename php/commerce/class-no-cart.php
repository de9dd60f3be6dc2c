<?php
/**
 * No cart: the shop is off.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Adds nothing.
 */
final class No_Cart implements Cart {

	/**
	 * Adds nothing.
	 *
	 * @param int                  $product_id   The product.
	 * @param int                  $variation_id The variation, or 0.
	 * @param array<string,string> $variation    Its attribute values.
	 * @param int                  $quantity     How many.
	 */
	public function add( int $product_id, int $variation_id, array $variation, int $quantity ): bool {
		unset( $product_id, $variation_id, $variation, $quantity );
		return false;
	}

	/**
	 * Leaves nothing.
	 *
	 * @param string $message The notice.
	 */
	public function notice( string $message ): void {
		unset( $message );
	}

	/**
	 * Nothing kept: no shop, no session.
	 *
	 * @param string    $key   The key.
	 * @param list<int> $value The ids.
	 */
	public function remember( string $key, array $value ): bool {
		unset( $key, $value );
		return false;
	}

	/**
	 * Nothing.
	 *
	 * @param string $key The key.
	 */
	public function recall( string $key ): array {
		unset( $key );
		return array();
	}
}
