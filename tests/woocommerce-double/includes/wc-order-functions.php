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
 * The statuses of a paid order (includes/wc-order-functions.php, 9.0–10.0.2), through WooCommerce's filter.
 *
 * @return string[] Without the `wc-` prefix.
 */
function wc_get_is_paid_statuses() {
	return apply_filters( 'woocommerce_order_is_paid_statuses', array( 'processing', 'completed' ) );
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
 * Orders, as wc_get_orders() (WC_Order_Query, 10.0.2) finds them with either order storage, for the
 * arguments below (the others are not reproduced):
 *
 * - customer_id (or customer), status (with or without `wc-`), limit (-1: all), orderby (a field or an
 *   array of field => order, as WP_Query and OrdersTableQuery take `date` and `ID`), order, return
 *   (objects|ids);
 * - date_created: see wc_double_order_date_query();
 * - meta_key, meta_value, meta_compare, meta_type, meta_compare_key, meta_type_key: a meta query on the
 *   order's meta with either storage (posts storage hands them to WP_Query; the order tables turn them
 *   into a meta query, OrdersTableQuery::maybe_remap_args()); a value of '', array() or null counts as not given;
 * - meta_query: honoured with custom order tables only (`woocommerce_custom_orders_table_enabled` is
 *   `yes`, OrdersTableMetaQuery follows WP_Meta_Query). Posts storage drops it and says it was used
 *   wrongly (WC_Order_Data_Store_CPT::query(), 9.2+, through the filter
 *   `woocommerce_order_data_store_cpt_query_unsupported_args`, with `field_query`).
 *
 * @param array $args See above.
 * @return array
 */
function wc_get_orders( $args = array() ) {
	$args          = wp_parse_args(
		$args,
		array(
			'status'  => array_keys( wc_get_order_statuses() ),
			'limit'   => get_option( 'posts_per_page' ),
			'orderby' => 'date',
			'order'   => 'DESC',
			'return'  => 'objects',
		)
	);
	$custom_tables = Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled();
	$skipped       = array( '', array(), null );
	$query         = array(
		'post_type'      => 'shop_order',
		'post_status'    => array_map( static fn( $status ) => 0 === strpos( $status, 'wc-' ) ? $status : 'wc-' . $status, (array) $args['status'] ),
		'posts_per_page' => (int) $args['limit'],
		'orderby'        => $args['orderby'],
		'order'          => $args['order'],
		'fields'         => 'ids',
	);
	$meta_query    = array();
	$customer      = $args['customer_id'] ?? ( $args['customer'] ?? null );
	if ( null !== $customer ) {
		$meta_query[] = array(
			'key'   => '_customer_user',
			'value' => absint( $customer ),
		);
	}
	foreach ( array( 'key', 'value', 'compare', 'type', 'compare_key', 'type_key' ) as $part ) {
		if ( isset( $args[ "meta_{$part}" ] ) && ! in_array( $args[ "meta_{$part}" ], $skipped, true ) ) {
			$query[ "meta_{$part}" ] = $args[ "meta_{$part}" ];
		}
	}
	if ( $custom_tables ) {
		if ( ! empty( $args['meta_query'] ) && is_array( $args['meta_query'] ) ) {
			$meta_query[] = $args['meta_query'];
		}
	} else {
		$unsupported = array_keys( array_filter( array_intersect_key( $args, array_flip( (array) apply_filters( 'woocommerce_order_data_store_cpt_query_unsupported_args', array( 'meta_query', 'field_query' ) ) ) ) ) );
		if ( $unsupported ) {
			// wc_doing_it_wrong() outside AJAX and REST requests.
			_doing_it_wrong(
				'WC_Order_Data_Store_CPT::query',
				esc_html(
					sprintf(
						// translators: %s is a comma separated list of query arguments.
						_n(
							'Order query argument (%s) is not supported on the current order datastore.',
							'Order query arguments (%s) are not supported on the current order datastore.',
							count( $unsupported ),
							'woocommerce'
						),
						implode( ', ', $unsupported )
					)
				) . ' Backtrace: ' . wp_debug_backtrace_summary(), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- as WooCommerce.
				'9.2.0'
			);
		}
	}
	if ( $meta_query ) {
		$query['meta_query'] = $meta_query; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
	}
	if ( isset( $args['date_created'] ) && '' !== $args['date_created'] ) {
		$date_query = wc_double_order_date_query( $args['date_created'] );
		if ( null !== $date_query ) {
			$query['date_query'] = array( $date_query );
		} elseif ( $custom_tables ) {
			// OrdersTableQuery throws "Invalid date_query"; OrdersTableDataStore::query() answers no orders.
			return array();
		}
	}
	$ids = array_map( 'intval', get_posts( $query ) );
	return 'ids' === $args['return'] ? $ids : array_map( 'wc_get_order', $ids );
}

/**
 * A `date_created` value of wc_get_orders() as a WP_Query date query on the order's post, as WooCommerce's
 * posts data store builds it (WC_Data_Store_WP::parse_date_for_wp_query(), 10.0.2); the custom order
 * tables (OrdersTableQuery::process_date_args()) find the same orders.
 *
 * The value: a timestamp or a DateTimeInterface (a WC_DateTime), a date string (`YYYY-MM-DD`, in the site's
 * time zone), or either after an operator `>`, `>=`, `<`, `<=`, or two joined by `...` (`a...b`: both ends
 * included, as are `>=` and `<=`). With a timestamp on either side the comparison is to the second on the
 * UTC date (`post_date_gmt`); with date strings only it is by day on the local date (`post_date`). A lower
 * end that empty() takes for nothing (`0...b`) leaves the range one-sided, which WooCommerce does not read.
 *
 * @param mixed $value The `date_created` argument.
 * @return array|null The date query clause; null when WooCommerce cannot read the value (posts storage then
 *                    ignores it, the order tables find no orders).
 */
function wc_double_order_date_query( $value ) {
	$to_date   = static function ( $raw ) {
		if ( is_numeric( $raw ) ) {
			return new DateTimeImmutable( '@' . (int) $raw );
		}
		$date = date_create_immutable( (string) $raw, wp_timezone() );
		return $date ? $date : null;
	};
	$precision = 'second';
	$operator  = '=';
	$dates     = array();
	if ( $value instanceof DateTimeInterface ) {
		$dates[] = $value;
	} elseif ( is_numeric( $value ) ) {
		$dates[] = $to_date( $value );
	} elseif ( is_string( $value ) && preg_match( '/([^.<>]*)(>=|<=|>|<|\.\.\.)([^.<>]+)/', $value, $sections ) ) {
		if ( ! empty( $sections[1] ) ) {
			$dates[] = $to_date( $sections[1] );
		}
		$operator = $sections[2];
		$dates[]  = $to_date( $sections[3] );
		if ( ! is_numeric( $sections[1] ) && ! is_numeric( $sections[3] ) ) {
			$precision = 'day';
		}
	} else {
		$dates[]   = $to_date( $value );
		$precision = 'day';
	}
	if ( in_array( null, $dates, true ) || ( '...' === $operator && count( $dates ) < 2 ) ) {
		return null;
	}

	$clause      = array(
		'column'    => 'day' === $precision ? 'post_date' : 'post_date_gmt',
		'inclusive' => '>' !== $operator && '<' !== $operator,
	);
	$comparisons = array();
	if ( in_array( $operator, array( '>', '>=', '...' ), true ) ) {
		$comparisons[] = 'after';
	}
	if ( in_array( $operator, array( '<', '<=', '...' ), true ) ) {
		$comparisons[] = 'before';
	}
	// Each date in its own time zone, as WC_DateTime::date(): UTC for a timestamp, the site's for a date string.
	foreach ( $comparisons as $index => $comparison ) {
		$clause[ $comparison ] = 'day' === $precision
			? array(
				'year'  => $dates[ $index ]->format( 'Y' ),
				'month' => $dates[ $index ]->format( 'n' ),
				'day'   => $dates[ $index ]->format( 'j' ),
			)
			: gmdate( 'm/d/Y H:i:s', $dates[ $index ]->getTimestamp() );
	}
	if ( ! $comparisons ) {
		$clause['year']  = $dates[0]->format( 'Y' );
		$clause['month'] = $dates[0]->format( 'n' );
		$clause['day']   = $dates[0]->format( 'j' );
		if ( 'second' === $precision ) {
			$clause['hour']   = $dates[0]->format( 'H' );
			$clause['minute'] = $dates[0]->format( 'i' );
			$clause['second'] = $dates[0]->format( 's' );
		}
	}
	return $clause;
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
