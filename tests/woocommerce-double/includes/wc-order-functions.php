<?php
/**
 * Order functions and stock reduction.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * @return array<string,string> `wc-` statuses and labels.
 */
function wc_get_order_statuses() {
	return apply_filters(
		'wc_order_statuses',
		array(
			'wc-pending'        => _x( 'Pending payment', 'Order status', 'woocommerce' ),
			'wc-processing'     => _x( 'Processing', 'Order status', 'woocommerce' ),
			'wc-on-hold'        => _x( 'On hold', 'Order status', 'woocommerce' ),
			'wc-completed'      => _x( 'Completed', 'Order status', 'woocommerce' ),
			'wc-cancelled'      => _x( 'Cancelled', 'Order status', 'woocommerce' ),
			'wc-refunded'       => _x( 'Refunded', 'Order status', 'woocommerce' ),
			'wc-failed'         => _x( 'Failed', 'Order status', 'woocommerce' ),
			'wc-checkout-draft' => _x( 'Draft', 'Order status', 'woocommerce' ),
		)
	);
}

/**
 * Creates an order.
 *
 * @param array $args status, customer_id, customer_note, created_via, cart_hash, order_id.
 * @return WC_Order|WP_Error
 */
function wc_create_order( $args = array() ) {
	$args  = wp_parse_args(
		$args,
		array(
			'status'        => null,
			'customer_id'   => null,
			'customer_note' => null,
			'parent'        => null,
			'created_via'   => null,
			'cart_hash'     => null,
			'order_id'      => 0,
		)
	);
	$order = new WC_Order( $args['order_id'] );
	if ( $args['order_id'] && ! $order->get_id() ) {
		return new WP_Error( 'invalid_order_id', __( 'Invalid order ID.', 'woocommerce' ) );
	}
	foreach ( array( 'status', 'customer_id', 'customer_note', 'created_via', 'cart_hash' ) as $field ) {
		if ( null !== $args[ $field ] ) {
			$order->{"set_$field"}( $args[ $field ] );
		}
	}
	if ( ! $args['order_id'] ) {
		$order->set_currency( get_woocommerce_currency() );
	}
	$order->save();
	return $order;
}

/**
 * @param mixed $the_order Id, post or order; the global post when false.
 * @return WC_Order|false
 */
function wc_get_order( $the_order = false ) {
	if ( false === $the_order ) {
		$the_order = $GLOBALS['post'] ?? false;
	}
	if ( $the_order instanceof WC_Order ) {
		$the_order = $the_order->get_id();
	} elseif ( ! empty( $the_order->ID ) ) {
		$the_order = $the_order->ID;
	}
	if ( ! is_numeric( $the_order ) || 'shop_order' !== get_post_type( (int) $the_order ) ) {
		return false;
	}
	return new WC_Order( (int) $the_order );
}

/**
 * Orders by customer and status.
 *
 * @param array $args customer_id (or customer), status, limit, orderby, order, return (objects|ids).
 * @return array
 */
function wc_get_orders( $args = array() ) {
	$args  = wp_parse_args(
		$args,
		array(
			'status'  => array_keys( wc_get_order_statuses() ),
			'limit'   => get_option( 'posts_per_page' ),
			'orderby' => 'date',
			'order'   => 'DESC',
			'return'  => 'objects',
		)
	);
	$query = array(
		'post_type'      => 'shop_order',
		'post_status'    => array_map( static fn( $status ) => 0 === strpos( $status, 'wc-' ) ? $status : 'wc-' . $status, (array) $args['status'] ),
		'posts_per_page' => (int) $args['limit'],
		'orderby'        => $args['orderby'],
		'order'          => $args['order'],
		'fields'         => 'ids',
	);
	$customer = $args['customer_id'] ?? ( $args['customer'] ?? null );
	if ( null !== $customer ) {
		$query['meta_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
			array(
				'key'   => '_customer_user',
				'value' => absint( $customer ),
			),
		);
	}
	$ids = array_map( 'intval', get_posts( $query ) );
	return 'ids' === $args['return'] ? $ids : array_map( 'wc_get_order', $ids );
}

/**
 * Reduces the stock of an order's products once (meta `_order_stock_reduced`).
 *
 * @param int|WC_Order $order_id Order.
 */
function wc_reduce_stock_levels( $order_id ) {
	$order = wc_get_order( $order_id );
	if ( ! $order || 'yes' === $order->get_meta( '_order_stock_reduced' ) || ! apply_filters( 'woocommerce_can_reduce_order_stock', true, $order ) ) {
		return;
	}
	foreach ( $order->get_items() as $item ) {
		$product = $item->get_product();
		if ( $product && $product->managing_stock() ) {
			wc_update_product_stock( $product, $item->get_quantity(), 'decrease' );
		}
	}
	update_post_meta( $order->get_id(), '_order_stock_reduced', 'yes' );
	do_action( 'woocommerce_reduce_order_stock', $order );
}

/**
 * WooCommerce reduces stock when an order is paid or put on hold.
 *
 * @param int $order_id Order.
 */
function wc_maybe_reduce_stock_levels( $order_id ) {
	wc_reduce_stock_levels( $order_id );
}
add_action( 'woocommerce_payment_complete', 'wc_maybe_reduce_stock_levels' );
add_action( 'woocommerce_order_status_completed', 'wc_maybe_reduce_stock_levels' );
add_action( 'woocommerce_order_status_processing', 'wc_maybe_reduce_stock_levels' );
add_action( 'woocommerce_order_status_on-hold', 'wc_maybe_reduce_stock_levels' );
