<?php
/**
 * What Boudoir reads of the shop's orders for the wishlist insights.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * One order's lines and a note Boudoir keeps on it. Woo_Orders when WooCommerce 9.0+ runs, No_Orders otherwise.
 */
interface Orders {

	/**
	 * An order as the insights need it; null when it is not one of the shop's orders.
	 *
	 * @param mixed $order An order id, or the order object a hook of the shop passed.
	 * @return array{id:int,customer_id:int,currency:string,paid:bool,lines:list<array{product_id:int,variation_id:int,quantity:int,total:string}>}|null
	 *         paid: its status is one of the shop's paid statuses; lines: its product lines (product_id: the parent
	 *         product; total: the line's total after discounts, before tax, as a decimal string).
	 */
	public function order( mixed $order ): ?array;

	/**
	 * A note Boudoir keeps on an order (order meta), or '' when there is none.
	 *
	 * @param int    $order_id The order.
	 * @param string $key      Its meta key (Boudoir's own, `_boudoir_…`).
	 */
	public function note( int $order_id, string $key ): string;

	/**
	 * Keeps a note on an order (order meta) and saves the order.
	 *
	 * @param int    $order_id The order.
	 * @param string $key      Its meta key (Boudoir's own, `_boudoir_…`).
	 * @param string $value    The note.
	 * @return bool Whether it was an order of the shop and the note was kept.
	 */
	public function keep_note( int $order_id, string $key, string $value ): bool;
}
