<?php
/**
 * WC_Order and WC_Order_Item_Product over the legacy posts storage (post type `shop_order`).
 *
 * Order fields are WooCommerce's post meta (`_order_key`, `_order_currency`, `_order_total`,
 * `_customer_user`, `_billing_*`, `_shipping_*`, `_payment_method`, `_payment_method_title`,
 * `_created_via`, `_cart_hash`); the status is the post status (`wc-processing` …), the
 * creation date the post's dates (`post_date_gmt`, `post_date`) and the customer note the excerpt. Line items: WooCommerce keeps them in its tables
 * {prefix}woocommerce_order_items / …itemmeta; the double keeps them as the post meta
 * `_wc_double_items` (a list of arrays).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * One line of an order.
 */
class WC_Order_Item_Product {

	/** @var array */
	protected $data = array(
		'id'           => 0,
		'order_id'     => 0,
		'name'         => '',
		'product_id'   => 0,
		'variation_id' => 0,
		'quantity'     => 1,
		'subtotal'     => 0,
		'total'        => 0,
		'meta'         => array(),
	);

	/** @param array $data Stored row. */
	public function __construct( $data = array() ) {
		$this->data = array_merge( $this->data, (array) $data );
	}

	/** @return int */
	public function get_id() {
		return (int) $this->data['id'];
	}

	/** @return int */
	public function get_order_id() {
		return (int) $this->data['order_id'];
	}

	/** @return string */
	public function get_type() {
		return 'line_item';
	}

	/** @return string */
	public function get_name() {
		return $this->data['name'];
	}

	/** @return int */
	public function get_product_id() {
		return (int) $this->data['product_id'];
	}

	/** @return int */
	public function get_variation_id() {
		return (int) $this->data['variation_id'];
	}

	/** @return int */
	public function get_quantity() {
		return (int) $this->data['quantity'];
	}

	/** @return string */
	public function get_subtotal() {
		return wc_format_decimal( $this->data['subtotal'] );
	}

	/** @return string */
	public function get_total() {
		return wc_format_decimal( $this->data['total'] );
	}

	/** @return string */
	public function get_subtotal_tax() {
		return '0';
	}

	/** @return string */
	public function get_total_tax() {
		return '0';
	}

	/** @return WC_Product|false */
	public function get_product() {
		return wc_get_product( $this->get_variation_id() ? $this->get_variation_id() : $this->get_product_id() );
	}

	/**
	 * Item meta (a variation's attributes are kept under their taxonomy name, as WooCommerce).
	 *
	 * @param string $key    Key.
	 * @param bool   $single Unused.
	 * @return mixed
	 */
	public function get_meta( $key = '', $single = true ) {
		return isset( $this->data['meta'][ $key ] ) ? $this->data['meta'][ $key ] : '';
	}

	/** @return array The stored row. */
	public function get_data() {
		return $this->data;
	}
}

/**
 * An order.
 */
class WC_Order {

	/** Address fields. */
	const ADDRESS_FIELDS = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'email', 'phone' );

	/** @var int */
	protected $id = 0;

	/** @var array */
	protected $data = array(
		'status'               => '',
		'currency'             => '',
		'total'                => 0,
		'customer_id'          => 0,
		'payment_method'       => '',
		'payment_method_title' => '',
		'customer_note'        => '',
		'order_key'            => '',
		'created_via'          => '',
		'cart_hash'            => '',
		'customer_ip_address'  => '',
		'customer_user_agent'  => '',
		'date_created'         => null,
		'billing'              => array(),
		'shipping'             => array(),
	);

	/** @var array[] Stored line rows. */
	protected $items = array();

	/** @var array Meta written on save: [key, value, unique|update|delete]. */
	protected $meta_changes = array();

	/** @var string Status before the changes, for transition hooks. */
	protected $status_from = '';

	/**
	 * @param int|WC_Order|WP_Post $order Order to read, or 0.
	 */
	public function __construct( $order = 0 ) {
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			$this->data[ $type ] = array_fill_keys( self::ADDRESS_FIELDS, '' );
		}
		if ( $order instanceof self ) {
			$order = $order->get_id();
		} elseif ( ! empty( $order->ID ) ) {
			$order = $order->ID;
		}
		if ( is_numeric( $order ) && $order > 0 ) {
			$this->read( (int) $order );
		}
	}

	/**
	 * @param int $id Post id.
	 */
	protected function read( $id ) {
		$post = get_post( $id );
		if ( ! $post || 'shop_order' !== $post->post_type ) {
			return;
		}
		$this->id = $post->ID;
		$meta     = static fn( $key ) => get_post_meta( $post->ID, $key, true );
		$this->data['status']               = 0 === strpos( $post->post_status, 'wc-' ) ? substr( $post->post_status, 3 ) : $post->post_status;
		$this->data['currency']             = (string) $meta( '_order_currency' );
		$this->data['total']                = (string) $meta( '_order_total' );
		$this->data['customer_id']          = (int) $meta( '_customer_user' );
		$this->data['payment_method']       = (string) $meta( '_payment_method' );
		$this->data['payment_method_title'] = (string) $meta( '_payment_method_title' );
		$this->data['customer_note']        = $post->post_excerpt;
		$this->data['order_key']            = (string) $meta( '_order_key' );
		$this->data['created_via']          = (string) $meta( '_created_via' );
		$this->data['cart_hash']            = (string) $meta( '_cart_hash' );
		$this->data['customer_ip_address']  = (string) $meta( '_customer_ip_address' );
		$this->data['customer_user_agent']  = (string) $meta( '_customer_user_agent' );
		$this->data['date_created']         = $post->post_date_gmt;
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			foreach ( self::ADDRESS_FIELDS as $field ) {
				$this->data[ $type ][ $field ] = (string) $meta( "_{$type}_{$field}" );
			}
		}
		$this->items       = array_values( (array) $meta( '_wc_double_items' ) );
		$this->status_from = $this->data['status'];
	}

	/** @return int */
	public function get_id() {
		return $this->id;
	}

	/** @return string|int The order number (the id). */
	public function get_order_number() {
		return (string) apply_filters( 'woocommerce_order_number', $this->get_id(), $this );
	}

	/** @return string Without the `wc-` prefix. */
	public function get_status() {
		return $this->data['status'];
	}

	/** @return string */
	public function get_currency() {
		return $this->data['currency'];
	}

	/** @return string */
	public function get_total() {
		return wc_format_decimal( $this->data['total'], wc_get_price_decimals() );
	}

	/** @return float */
	public function get_subtotal() {
		return (float) array_sum( wp_list_pluck( $this->items, 'subtotal' ) );
	}

	/** @return int */
	public function get_customer_id() {
		return $this->data['customer_id'];
	}

	/** @return int Same as the customer id. */
	public function get_user_id() {
		return $this->get_customer_id();
	}

	/** @return WP_User|false */
	public function get_user() {
		return $this->get_customer_id() ? get_user_by( 'id', $this->get_customer_id() ) : false;
	}

	/** @return string */
	public function get_payment_method() {
		return $this->data['payment_method'];
	}

	/** @return string */
	public function get_payment_method_title() {
		return $this->data['payment_method_title'];
	}

	/** @return string */
	public function get_customer_note() {
		return $this->data['customer_note'];
	}

	/** @return string */
	public function get_order_key() {
		return $this->data['order_key'];
	}

	/** @return string */
	public function get_created_via() {
		return $this->data['created_via'];
	}

	/** @return string */
	public function get_cart_hash() {
		return $this->data['cart_hash'];
	}

	/** @return string */
	public function get_customer_ip_address() {
		return $this->data['customer_ip_address'];
	}

	/** @return string */
	public function get_customer_user_agent() {
		return $this->data['customer_user_agent'];
	}

	/** @return DateTimeImmutable|null */
	public function get_date_created() {
		return $this->data['date_created'] ? new DateTimeImmutable( $this->data['date_created'], new DateTimeZone( 'UTC' ) ) : null;
	}

	/**
	 * @param string $type billing or shipping.
	 * @return array
	 */
	public function get_address( $type = 'billing' ) {
		return $this->data[ $type ];
	}

	/**
	 * @param string $types line_item (the only kind the double keeps).
	 * @return WC_Order_Item_Product[] By item id.
	 */
	public function get_items( $types = 'line_item' ) {
		$items = array();
		if ( in_array( 'line_item', (array) $types, true ) ) {
			foreach ( $this->items as $row ) {
				$items[ (int) $row['id'] ] = new WC_Order_Item_Product( array( 'order_id' => $this->id ) + $row );
			}
		}
		return apply_filters( 'woocommerce_order_get_items', $items, $this, (array) $types );
	}

	/** @return int Sum of the quantities. */
	public function get_item_count() {
		return (int) array_sum( wp_list_pluck( $this->items, 'quantity' ) );
	}

	/** @return string The total, formatted in the order's currency. */
	public function get_formatted_order_total() {
		return apply_filters( 'woocommerce_get_formatted_order_total', wc_price( $this->get_total(), array( 'currency' => $this->get_currency() ) ), $this );
	}

	/** @return string The checkout's order-received endpoint with the key. */
	public function get_checkout_order_received_url() {
		$endpoint = get_option( 'woocommerce_checkout_order_received_endpoint', 'order-received' );
		$checkout = wc_get_checkout_url();
		$url      = get_option( 'permalink_structure' ) ? trailingslashit( $checkout ) . $endpoint . '/' . $this->get_id() . '/' : add_query_arg( $endpoint, $this->get_id(), $checkout );
		return apply_filters( 'woocommerce_get_checkout_order_received_url', add_query_arg( 'key', $this->get_order_key(), $url ), $this );
	}

	/** @return bool */
	public function needs_payment() {
		return apply_filters( 'woocommerce_order_needs_payment', $this->has_status( array( 'pending', 'failed', 'checkout-draft' ) ) && $this->get_total() > 0, $this, array( 'pending', 'failed' ) );
	}

	/**
	 * @param string|string[] $status Status(es) without `wc-`.
	 * @return bool
	 */
	public function has_status( $status ) {
		return apply_filters( 'woocommerce_order_has_status', is_array( $status ) ? in_array( $this->get_status(), $status, true ) : $this->get_status() === $status, $this, $status );
	}

	/** @return bool In a paid status (wc_get_is_paid_statuses()). */
	public function is_paid() {
		return apply_filters( 'woocommerce_order_is_paid', $this->has_status( wc_get_is_paid_statuses() ), $this );
	}

	/**
	 * @param string $key    Meta key.
	 * @param bool   $single Single value.
	 * @return mixed Pending changes first, then the stored value.
	 */
	public function get_meta( $key = '', $single = true ) {
		for ( $i = count( $this->meta_changes ) - 1; $i >= 0; $i-- ) {
			if ( $this->meta_changes[ $i ][0] === $key ) {
				return 'delete' === $this->meta_changes[ $i ][2] ? ( $single ? '' : array() ) : $this->meta_changes[ $i ][1];
			}
		}
		return $this->id ? get_post_meta( $this->id, $key, $single ) : ( $single ? '' : array() );
	}

	/**
	 * @param string $key    Key.
	 * @param mixed  $value  Value.
	 * @param bool   $unique Replace existing values.
	 */
	public function add_meta_data( $key, $value, $unique = false ) {
		$this->meta_changes[] = array( $key, $value, $unique ? 'update' : 'add' );
	}

	/**
	 * @param string $key   Key.
	 * @param mixed  $value Value.
	 */
	public function update_meta_data( $key, $value ) {
		$this->meta_changes[] = array( $key, $value, 'update' );
	}

	/** @param string $key Key. */
	public function delete_meta_data( $key ) {
		$this->meta_changes[] = array( $key, null, 'delete' );
	}

	/**
	 * Setters of the order's fields: set_status, set_currency, set_total, set_customer_id, set_billing_*, …
	 *
	 * @param string $name Method.
	 * @param array  $args Arguments.
	 * @return mixed
	 */
	public function __call( $name, $args ) {
		if ( preg_match( '/^(get|set)_(billing|shipping)_(\w+)$/', $name, $m ) && in_array( $m[3], self::ADDRESS_FIELDS, true ) ) {
			if ( 'get' === $m[1] ) {
				return $this->data[ $m[2] ][ $m[3] ];
			}
			$this->data[ $m[2] ][ $m[3] ] = wc_clean( (string) ( $args[0] ?? '' ) );
			return null;
		}
		throw new BadMethodCallException( esc_html( "Call to undefined method WC_Order::{$name}()" ) );
	}

	/** @return string Billing first and last name. */
	public function get_formatted_billing_full_name() {
		/* translators: 1: first name 2: last name */
		return sprintf( _x( '%1$s %2$s', 'full name', 'woocommerce' ), $this->data['billing']['first_name'], $this->data['billing']['last_name'] );
	}

	/**
	 * @param array  $address Fields.
	 * @param string $type    billing or shipping.
	 */
	public function set_address( $address, $type = 'billing' ) {
		foreach ( (array) $address as $field => $value ) {
			if ( in_array( $field, self::ADDRESS_FIELDS, true ) ) {
				$this->data[ $type ][ $field ] = wc_clean( (string) $value );
			}
		}
	}

	/** @param string $status With or without `wc-`. */
	public function set_status( $status ) {
		$status = 0 === strpos( (string) $status, 'wc-' ) ? substr( $status, 3 ) : (string) $status;
		if ( $this->id && '' === $this->status_from ) {
			$this->status_from = $this->data['status'];
		}
		$this->data['status'] = $status;
	}

	/**
	 * As WC_Data::set_date_prop(): a timestamp (UTC), a DateTimeInterface (a WC_DateTime), or a string in
	 * the site's time zone unless it names its own; empty clears it (the save then takes the time of saving).
	 * A string PHP cannot read is ignored, as WooCommerce catches the exception.
	 *
	 * @param string|int|DateTimeInterface|null $date The creation date.
	 */
	public function set_date_created( $date = null ) {
		if ( empty( $date ) || '0000-00-00 00:00:00' === $date ) {
			$this->data['date_created'] = null;
			return;
		}
		if ( $date instanceof DateTimeInterface ) {
			$timestamp = $date->getTimestamp();
		} elseif ( is_numeric( $date ) ) {
			$timestamp = (int) $date;
		} else {
			$parsed = date_create_immutable( (string) $date, wp_timezone() );
			if ( ! $parsed ) {
				return;
			}
			$timestamp = $parsed->getTimestamp();
		}
		$this->data['date_created'] = gmdate( 'Y-m-d H:i:s', $timestamp );
	}

	/** @param string $currency */
	public function set_currency( $currency ) {
		$this->data['currency'] = $currency;
	}

	/** @param float|string $total */
	public function set_total( $total ) {
		$this->data['total'] = wc_format_decimal( $total, wc_get_price_decimals() );
	}

	/** @param int $customer_id */
	public function set_customer_id( $customer_id ) {
		$this->data['customer_id'] = absint( $customer_id );
	}

	/** @param string|object $payment_method Gateway id or gateway. */
	public function set_payment_method( $payment_method = '' ) {
		if ( is_object( $payment_method ) ) {
			$this->data['payment_method']       = $payment_method->id;
			$this->data['payment_method_title'] = $payment_method->get_title();
		} else {
			$this->data['payment_method'] = (string) $payment_method;
		}
	}

	/** @param string $title */
	public function set_payment_method_title( $title ) {
		$this->data['payment_method_title'] = $title;
	}

	/** @param string $note */
	public function set_customer_note( $note ) {
		$this->data['customer_note'] = (string) $note;
	}

	/** @param string $created_via checkout, store-api, admin … */
	public function set_created_via( $created_via ) {
		$this->data['created_via'] = $created_via;
	}

	/** @param string $cart_hash */
	public function set_cart_hash( $cart_hash ) {
		$this->data['cart_hash'] = $cart_hash;
	}

	/** @param string $ip */
	public function set_customer_ip_address( $ip ) {
		$this->data['customer_ip_address'] = $ip;
	}

	/** @param string $user_agent */
	public function set_customer_user_agent( $user_agent ) {
		$this->data['customer_user_agent'] = $user_agent;
	}

	/**
	 * Adds a product line.
	 *
	 * @param WC_Product $product Product or variation.
	 * @param int        $qty     Quantity.
	 * @param array      $args    subtotal, total, variation (attribute_* => value), name.
	 * @return int The item id.
	 */
	public function add_product( $product, $qty = 1, $args = array() ) {
		$line  = wc_get_price_excluding_tax( $product, array( 'qty' => $qty ) );
		$args  = wp_parse_args(
			$args,
			array(
				'name'      => $product->get_name(),
				'subtotal'  => $line,
				'total'     => $line,
				'variation' => $product->is_type( 'variation' ) ? $product->get_variation_attributes() : array(),
			)
		);
		$meta  = array();
		foreach ( (array) $args['variation'] as $key => $value ) {
			$meta[ str_replace( 'attribute_', '', $key ) ] = $value;
		}
		$id            = 1 + array_reduce( $this->items, static fn( $max, $row ) => max( $max, (int) $row['id'] ), 0 );
		$this->items[] = array(
			'id'           => $id,
			'name'         => $args['name'],
			'product_id'   => $product->is_type( 'variation' ) ? $product->get_parent_id() : $product->get_id(),
			'variation_id' => $product->is_type( 'variation' ) ? $product->get_id() : 0,
			'quantity'     => (int) $qty,
			'subtotal'     => (float) $args['subtotal'],
			'total'        => (float) $args['total'],
			'meta'         => $meta,
		);
		return $id;
	}

	/**
	 * The total is the sum of the lines (no taxes, shipping, fees or discounts).
	 *
	 * @param bool $and_taxes Unused.
	 * @return string
	 */
	public function calculate_totals( $and_taxes = true ) {
		$this->set_total( array_sum( wp_list_pluck( $this->items, 'total' ) ) );
		return $this->get_total();
	}

	/**
	 * Changes the status, saves, and fires the transition hooks.
	 *
	 * @param string $new_status Status.
	 * @param string $note       Note (not kept by the double).
	 * @return bool
	 */
	public function update_status( $new_status, $note = '' ) {
		$this->set_status( $new_status );
		$this->save();
		return true;
	}

	/**
	 * Marks the order paid.
	 *
	 * @param string $transaction_id Transaction id.
	 * @return bool
	 */
	public function payment_complete( $transaction_id = '' ) {
		do_action( 'woocommerce_pre_payment_complete', $this->get_id(), $transaction_id );
		if ( $this->has_status( apply_filters( 'woocommerce_valid_order_statuses_for_payment_complete', array( 'on-hold', 'pending', 'failed', 'cancelled', 'checkout-draft' ), $this ) ) ) {
			if ( $transaction_id ) {
				$this->update_meta_data( '_transaction_id', $transaction_id );
			}
			$this->set_status( apply_filters( 'woocommerce_payment_complete_order_status', 'processing', $this->get_id(), $this ) );
			$this->save();
			do_action( 'woocommerce_payment_complete', $this->get_id(), $transaction_id );
		}
		return true;
	}

	/**
	 * Writes the post, meta and items; fires the status transition hooks.
	 *
	 * @return int
	 */
	public function save() {
		do_action( 'woocommerce_before_order_object_save', $this );
		if ( ! $this->data['status'] ) {
			$this->data['status'] = apply_filters( 'woocommerce_default_order_status', 'pending' );
		}
		if ( ! $this->data['currency'] ) {
			$this->data['currency'] = get_woocommerce_currency();
		}
		if ( ! $this->data['order_key'] ) {
			$this->data['order_key'] = 'wc_' . apply_filters( 'woocommerce_generate_order_key', 'order_' . wp_generate_password( 13, false ) );
		}
		$creating = ! $this->id;
		$postarr  = array(
			'post_type'    => 'shop_order',
			'post_status'  => 'wc-' . $this->data['status'],
			'post_excerpt' => $this->data['customer_note'],
			'post_author'  => 1,
			'ping_status'  => 'closed',
		);
		// The post's dates, as WooCommerce's posts data store writes them from the creation date (local and UTC).
		if ( $this->data['date_created'] ) {
			$postarr['post_date_gmt'] = $this->data['date_created'];
			$postarr['post_date']     = get_date_from_gmt( $this->data['date_created'] );
		}
		if ( $creating ) {
			/* translators: %s: Order date */
			$postarr['post_title'] = sprintf( __( 'Order &ndash; %s', 'woocommerce' ), gmdate( 'F j, Y @ h:i A' ) );
			$id                    = wp_insert_post( wp_slash( $postarr ), true );
		} else {
			$postarr['ID'] = $this->id;
			$id            = wp_update_post( wp_slash( $postarr ), true );
		}
		if ( is_wp_error( $id ) || ! $id ) {
			return 0;
		}
		$this->id                   = (int) $id;
		$this->data['date_created'] = get_post_field( 'post_date_gmt', $this->id );
		$meta                       = array(
			'_order_key'            => $this->data['order_key'],
			'_order_currency'       => $this->data['currency'],
			'_order_total'          => $this->get_total(),
			'_customer_user'        => $this->data['customer_id'],
			'_payment_method'       => $this->data['payment_method'],
			'_payment_method_title' => $this->data['payment_method_title'],
			'_created_via'          => $this->data['created_via'],
			'_cart_hash'            => $this->data['cart_hash'],
			'_customer_ip_address'  => $this->data['customer_ip_address'],
			'_customer_user_agent'  => $this->data['customer_user_agent'],
			'_order_version'        => WC_VERSION,
			'_prices_include_tax'   => 'no',
			'_wc_double_items'      => $this->items,
		);
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			foreach ( self::ADDRESS_FIELDS as $field ) {
				$meta[ "_{$type}_{$field}" ] = $this->data[ $type ][ $field ];
			}
		}
		foreach ( $meta as $key => $value ) {
			update_post_meta( $this->id, $key, wp_slash( $value ) );
		}
		foreach ( $this->meta_changes as list( $key, $value, $how ) ) {
			if ( 'delete' === $how ) {
				delete_post_meta( $this->id, $key );
			} elseif ( 'update' === $how ) {
				update_post_meta( $this->id, $key, wp_slash( $value ) );
			} else {
				add_post_meta( $this->id, $key, wp_slash( $value ) );
			}
		}
		$this->meta_changes = array();
		clean_post_cache( $this->id );
		do_action( $creating ? 'woocommerce_new_order' : 'woocommerce_update_order', $this->id, $this );
		$this->status_transition();
		do_action( 'woocommerce_after_order_object_save', $this );
		return $this->id;
	}

	/**
	 * `woocommerce_order_status_{to}` and `woocommerce_order_status_{from}_to_{to}`.
	 */
	protected function status_transition() {
		$from = $this->status_from;
		$to   = $this->data['status'];
		$this->status_from = $to;
		if ( $from === $to ) {
			return;
		}
		do_action( 'woocommerce_order_status_' . $to, $this->id, $this );
		if ( $from ) {
			do_action( 'woocommerce_order_status_' . $from . '_to_' . $to, $this->id, $this );
			do_action( 'woocommerce_order_status_changed', $this->id, $from, $to, $this );
		}
	}

	/**
	 * Deletes the order.
	 *
	 * @param bool $force_delete Skip the trash.
	 * @return bool
	 */
	public function delete( $force_delete = false ) {
		return $this->id && ( $force_delete ? wp_delete_post( $this->id, true ) : wp_trash_post( $this->id ) );
	}
}
