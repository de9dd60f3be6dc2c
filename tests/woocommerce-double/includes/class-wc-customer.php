<?php
/**
 * WC_Customer: the minimal customer (addresses) WC()->customer holds.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Billing and shipping addresses: user meta `billing_*` / `shipping_*` for users, the session's
 * `customer` entry for guests (as WooCommerce's session customer).
 */
class WC_Customer {

	/** Address fields WooCommerce knows. */
	const ADDRESS_FIELDS = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'email', 'phone' );

	/** @var int */
	protected $id = 0;

	/** @var bool Kept in the session. */
	protected $is_session;

	/** @var array */
	protected $data = array(
		'billing'  => array(),
		'shipping' => array(),
	);

	/**
	 * @param int  $customer_id User id or 0.
	 * @param bool $is_session  Read and write the session's copy.
	 */
	public function __construct( $customer_id = 0, $is_session = false ) {
		$this->id         = absint( $customer_id );
		$this->is_session = $is_session;
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			foreach ( self::ADDRESS_FIELDS as $field ) {
				$this->data[ $type ][ $field ] = $this->id ? (string) get_user_meta( $this->id, $type . '_' . $field, true ) : '';
			}
		}
		if ( $is_session && WC()->session ) {
			$stored = WC()->session->get( 'customer' );
			if ( is_array( $stored ) ) {
				foreach ( array( 'billing', 'shipping' ) as $type ) {
					foreach ( self::ADDRESS_FIELDS as $field ) {
						if ( isset( $stored[ $type . '_' . $field ] ) && '' !== $stored[ $type . '_' . $field ] ) {
							$this->data[ $type ][ $field ] = $stored[ $type . '_' . $field ];
						}
					}
				}
			}
		}
	}

	/** @return int */
	public function get_id() {
		return $this->id;
	}

	/**
	 * @param string $name   Method name, get_billing_city / set_shipping_country …
	 * @param array  $args   Arguments.
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
		throw new BadMethodCallException( esc_html( "Call to undefined method WC_Customer::{$name}()" ) );
	}

	/** @return string */
	public function get_email() {
		return $this->id ? (string) get_userdata( $this->id )->user_email : $this->data['billing']['email'];
	}

	/**
	 * @param string $type billing or shipping.
	 * @return array
	 */
	public function get_address( $type = 'billing' ) {
		return $this->data[ $type ];
	}

	/** @return int */
	public function save() {
		if ( $this->id ) {
			foreach ( array( 'billing', 'shipping' ) as $type ) {
				foreach ( self::ADDRESS_FIELDS as $field ) {
					update_user_meta( $this->id, $type . '_' . $field, $this->data[ $type ][ $field ] );
				}
			}
		}
		if ( $this->is_session && WC()->session ) {
			$flat = array( 'id' => $this->id );
			foreach ( array( 'billing', 'shipping' ) as $type ) {
				foreach ( self::ADDRESS_FIELDS as $field ) {
					$flat[ $type . '_' . $field ] = $this->data[ $type ][ $field ];
				}
			}
			WC()->session->set( 'customer', $flat );
		}
		return $this->id;
	}
}
