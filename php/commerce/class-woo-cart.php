<?php
/**
 * WooCommerce's cart.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * WC()->cart->add_to_cart() (its checks: purchasable, in stock, quantities; a failure leaves its own
 * notice) and wc_add_notice(), shown by the cart page's store notices.
 */
final class Woo_Cart implements Cart {

	/**
	 * Adds to the cart.
	 *
	 * @param int                  $product_id   The product.
	 * @param int                  $variation_id The variation, or 0.
	 * @param array<string,string> $variation    Its attribute values.
	 * @param int                  $quantity     How many.
	 */
	public function add( int $product_id, int $variation_id, array $variation, int $quantity ): bool {
		if ( ! function_exists( 'WC' ) || ! is_object( WC() ) ) {
			return false;
		}
		// Outside the shop's own front-end requests the cart may not be loaded yet.
		if ( null === WC()->cart && function_exists( 'wc_load_cart' ) ) {
			wc_load_cart();
		}
		if ( null === WC()->cart ) {
			return false;
		}
		return false !== WC()->cart->add_to_cart( $product_id, max( 1, $quantity ), $variation_id, $variation );
	}

	/**
	 * A success notice for the next page.
	 *
	 * @param string $message The notice.
	 */
	public function notice( string $message ): void {
		if ( function_exists( 'wc_add_notice' ) ) {
			wc_add_notice( esc_html( $message ), 'success' );
		}
	}

	/**
	 * Keeps ids with the shopper's WooCommerce session.
	 *
	 * @param string    $key   The session key.
	 * @param list<int> $value The ids.
	 */
	public function remember( string $key, array $value ): bool {
		$session = self::session();
		if ( null === $session ) {
			return false;
		}
		$session->set( $key, array_values( array_map( 'intval', $value ) ) );
		return true;
	}

	/**
	 * The ids kept with the shopper's WooCommerce session.
	 *
	 * @param string $key The session key.
	 */
	public function recall( string $key ): array {
		$session = self::session();
		$value   = null === $session ? null : $session->get( $key );
		return is_array( $value ) ? array_values( array_filter( array_map( 'intval', $value ), static fn ( int $id ): bool => $id > 0 ) ) : array();
	}

	/**
	 * WooCommerce's session of this request's shopper, or null (no shop, or a request without one).
	 */
	private static function session(): ?object {
		if ( ! function_exists( 'WC' ) || ! is_object( WC() ) ) {
			return null;
		}
		$session = WC()->session;
		return is_object( $session ) && method_exists( $session, 'get' ) && method_exists( $session, 'set' ) ? $session : null;
	}
}
