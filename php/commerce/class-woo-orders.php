<?php
/**
 * WooCommerce's orders, for the wishlist insights.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Reads an order's product lines through `wc_get_order()` and keeps Boudoir's notes as order meta,
 * which works with either order storage (posts or custom order tables).
 */
final class Woo_Orders implements Orders {

	/**
	 * The order's lines; null when it is not an order of the shop (a refund, another post).
	 *
	 * @param mixed $order An order id, or the order object a hook passed.
	 */
	public function order( mixed $order ): ?array {
		$order = self::find( $order );
		if ( null === $order ) {
			return null;
		}
		$lines = array();
		foreach ( $order->get_items( 'line_item' ) as $item ) {
			if ( ! is_object( $item ) || ! method_exists( $item, 'get_product_id' ) ) {
				continue;
			}
			$product_id = (int) $item->get_product_id();
			if ( $product_id < 1 ) {
				continue;
			}
			$lines[] = array(
				'product_id'   => $product_id,
				'variation_id' => max( 0, (int) $item->get_variation_id() ),
				'quantity'     => max( 0, (int) $item->get_quantity() ),
				'total'        => number_format( (float) $item->get_total(), 4, '.', '' ),
			);
		}
		return array(
			'id'          => (int) $order->get_id(),
			'customer_id' => max( 0, (int) $order->get_customer_id() ),
			'currency'    => (string) $order->get_currency(),
			'paid'        => in_array( (string) $order->get_status(), self::paid_statuses(), true ),
			'lines'       => $lines,
		);
	}

	/**
	 * Boudoir's note on the order, or ''.
	 *
	 * @param int    $order_id The order.
	 * @param string $key      Its meta key.
	 */
	public function note( int $order_id, string $key ): string {
		$order = self::find( $order_id );
		return null === $order ? '' : (string) $order->get_meta( $key, true );
	}

	/**
	 * Keeps Boudoir's note on the order and saves it.
	 *
	 * @param int    $order_id The order.
	 * @param string $key      Its meta key.
	 * @param string $value    The note.
	 */
	public function keep_note( int $order_id, string $key, string $value ): bool {
		$order = self::find( $order_id );
		if ( null === $order ) {
			return false;
		}
		$order->update_meta_data( $key, $value );
		$order->save();
		return true;
	}

	/**
	 * The shop's paid statuses, without their `wc-` prefix.
	 *
	 * @return list<string>
	 */
	private static function paid_statuses(): array {
		return function_exists( 'wc_get_is_paid_statuses' ) ? array_values( array_map( 'strval', (array) wc_get_is_paid_statuses() ) ) : array( 'processing', 'completed' );
	}

	/**
	 * The shop's order behind an id or object; null for anything else (refunds included).
	 *
	 * @param mixed $order An id or an order.
	 */
	private static function find( mixed $order ): ?\WC_Order {
		if ( $order instanceof \WC_Order ) {
			return $order;
		}
		if ( ! is_numeric( $order ) || (int) $order < 1 || ! function_exists( 'wc_get_order' ) ) {
			return null;
		}
		$found = wc_get_order( (int) $order );
		return $found instanceof \WC_Order ? $found : null;
	}
}
