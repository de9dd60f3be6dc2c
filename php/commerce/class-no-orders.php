<?php
/**
 * Orders without a shop: none.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * No orders, no notes.
 */
final class No_Orders implements Orders {

	/**
	 * None.
	 *
	 * @param mixed $order An order id or object.
	 */
	public function order( mixed $order ): ?array {
		unset( $order );
		return null;
	}

	/**
	 * None.
	 *
	 * @param int    $order_id The order.
	 * @param string $key      Its meta key.
	 */
	public function note( int $order_id, string $key ): string {
		unset( $order_id, $key );
		return '';
	}

	/**
	 * Nothing kept.
	 *
	 * @param int    $order_id The order.
	 * @param string $key      Its meta key.
	 * @param string $value    The note.
	 */
	public function keep_note( int $order_id, string $key, string $value ): bool {
		unset( $order_id, $key, $value );
		return false;
	}
}
