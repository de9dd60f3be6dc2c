<?php
/**
 * WC_Session_Handler: the customer's session, as WooCommerce's.
 *
 * Guests get a generated customer id (`t_` + 30 hex characters) in the cookie
 * `wp_woocommerce_session_<COOKIEHASH>` = `customer_id||expiration||expiring||hash`; logged-in
 * customers use their user id. WooCommerce stores the data in its table
 * {prefix}woocommerce_sessions; the double stores each session as the options
 * `_wc_session_<customer_id>` (the data array) and `_wc_session_expires_<customer_id>` (a
 * timestamp), not autoloaded. Data is written at `shutdown` (and by save_data()).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * The session.
 */
class WC_Session_Handler {

	/** @var string Customer id: user id, or a guest's `t_…`. */
	protected $_customer_id = ''; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/** @var array */
	protected $_data = array(); // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/** @var bool Unsaved changes. */
	protected $_dirty = false; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/** @var string Cookie name. */
	protected $_cookie; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/** @var int */
	protected $_session_expiring = 0; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/** @var int */
	protected $_session_expiration = 0; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/** @var bool The cookie was set in this request. */
	protected $_has_cookie = false; // phpcs:ignore PSR2.Classes.PropertyDeclaration.Underscore

	/**
	 * Names the cookie.
	 */
	public function __construct() {
		$this->_cookie = apply_filters( 'woocommerce_cookie', 'wp_woocommerce_session_' . COOKIEHASH );
	}

	/**
	 * Reads the cookie and hooks saving.
	 */
	public function init() {
		$this->init_session_cookie();
		add_action( 'woocommerce_set_cart_cookies', array( $this, 'set_customer_session_cookie' ), 10 );
		add_action( 'shutdown', array( $this, 'save_data' ), 20 );
		add_action( 'wp_logout', array( $this, 'destroy_session' ) );
		if ( ! is_user_logged_in() ) {
			add_filter( 'nonce_user_logged_out', array( $this, 'maybe_update_nonce_user_logged_out' ), 10, 2 );
		}
	}

	/**
	 * Restores the session from the cookie; a guest who logged in takes the guest's data along.
	 */
	public function init_session_cookie() {
		$cookie = $this->get_session_cookie();
		if ( $cookie ) {
			$this->_customer_id        = $cookie[0];
			$this->_session_expiration = (int) $cookie[1];
			$this->_session_expiring   = (int) $cookie[2];
			$this->_has_cookie         = true;
			$this->_data               = $this->get_session_data();
			if ( is_user_logged_in() && strval( get_current_user_id() ) !== $this->_customer_id ) {
				$guest_session_id   = $this->_customer_id;
				$this->_customer_id = strval( get_current_user_id() );
				$this->_dirty       = true;
				$this->save_data( $guest_session_id );
				$this->set_customer_session_cookie( true );
			}
			if ( time() > $this->_session_expiring ) {
				$this->set_session_expiration();
			}
		} else {
			$this->set_session_expiration();
			$this->_customer_id = $this->generate_customer_id();
			$this->_data        = $this->get_session_data();
		}
	}

	/**
	 * Starts the session of a known customer id (the Store API's Cart-Token).
	 *
	 * @param string $customer_id Customer id.
	 */
	public function init_session_from_token( $customer_id ) {
		$this->_customer_id = (string) $customer_id;
		$this->_has_cookie  = true;
		$this->set_session_expiration();
		$this->_data = $this->get_session( $this->_customer_id, array() );
		add_action( 'shutdown', array( $this, 'save_data' ), 20 );
	}

	/**
	 * Sets the cookie (when $set) with the customer id, expiry and an HMAC of both.
	 *
	 * @param bool $set Set it.
	 */
	public function set_customer_session_cookie( $set ) {
		if ( ! $set ) {
			return;
		}
		$to_hash           = $this->_customer_id . '|' . $this->_session_expiration;
		$cookie_hash       = hash_hmac( 'md5', $to_hash, wp_hash( $to_hash ) );
		$cookie_value      = $this->_customer_id . '||' . $this->_session_expiration . '||' . $this->_session_expiring . '||' . $cookie_hash;
		$this->_has_cookie = true;
		if ( ! isset( $_COOKIE[ $this->_cookie ] ) || $_COOKIE[ $this->_cookie ] !== $cookie_value ) {
			wc_setcookie( $this->_cookie, $cookie_value, $this->_session_expiration, apply_filters( 'wc_session_use_secure_cookie', wc_site_is_https() && is_ssl() ), true );
		}
	}

	/** @return bool A cookie, a logged-in user, or the cookie set in this request. */
	public function has_session() {
		return isset( $_COOKIE[ $this->_cookie ] ) || $this->_has_cookie || is_user_logged_in(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
	}

	/** Expiring in 47 hours, expired in 48 (WooCommerce's defaults). */
	public function set_session_expiration() {
		$this->_session_expiring   = time() + intval( apply_filters( 'wc_session_expiring', 60 * 60 * 47 ) );
		$this->_session_expiration = time() + intval( apply_filters( 'wc_session_expiration', 60 * 60 * 48 ) );
	}

	/** @return string The user id when logged in, else `t_` + 30 random hex characters. */
	public function generate_customer_id() {
		if ( is_user_logged_in() ) {
			return strval( get_current_user_id() );
		}
		return 't_' . substr( md5( wp_generate_password( 32, false ) ), 2 );
	}

	/** @return bool Whether the customer id is a guest's generated one. */
	public function is_customer_guest( $customer_id = null ) {
		$customer_id = null === $customer_id ? $this->_customer_id : $customer_id;
		return ! is_numeric( $customer_id );
	}

	/**
	 * The cookie's parts when its hash is valid.
	 *
	 * @return array|false [customer_id, expiration, expiring, hash].
	 */
	public function get_session_cookie() {
		$cookie_value = isset( $_COOKIE[ $this->_cookie ] ) ? wp_unslash( $_COOKIE[ $this->_cookie ] ) : false; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		if ( empty( $cookie_value ) || ! is_string( $cookie_value ) ) {
			return false;
		}
		$parts = explode( '||', $cookie_value );
		if ( count( $parts ) < 4 ) {
			return false;
		}
		list( $customer_id, $session_expiration, $session_expiring, $cookie_hash ) = $parts;
		if ( empty( $customer_id ) ) {
			return false;
		}
		$to_hash = $customer_id . '|' . $session_expiration;
		$hash    = hash_hmac( 'md5', $to_hash, wp_hash( $to_hash ) );
		if ( empty( $cookie_hash ) || ! hash_equals( $hash, $cookie_hash ) ) {
			return false;
		}
		return array( $customer_id, $session_expiration, $session_expiring, $cookie_hash );
	}

	/** @return array The stored data of this session. */
	public function get_session_data() {
		return $this->has_session() ? (array) $this->get_session( $this->_customer_id, array() ) : array();
	}

	/**
	 * A stored session's data, or $default when missing or expired.
	 *
	 * @param string $customer_id Customer id.
	 * @param mixed  $default     Default.
	 * @return mixed
	 */
	public function get_session( $customer_id, $default = false ) {
		$expires = (int) get_option( '_wc_session_expires_' . $customer_id, 0 );
		if ( $expires && $expires < time() ) {
			return $default;
		}
		$value = get_option( '_wc_session_' . $customer_id, null );
		return is_array( $value ) ? $value : $default;
	}

	/**
	 * @param string $key     Key.
	 * @param mixed  $default Default.
	 * @return mixed
	 */
	public function get( $key, $default = null ) {
		$key = sanitize_key( $key );
		return isset( $this->_data[ $key ] ) ? maybe_unserialize( $this->_data[ $key ] ) : $default;
	}

	/**
	 * @param string $key   Key.
	 * @param mixed  $value Value (null removes).
	 */
	public function set( $key, $value ) {
		if ( $value !== $this->get( $key ) ) {
			$this->_data[ sanitize_key( $key ) ] = maybe_serialize( $value );
			$this->_dirty                        = true;
		}
	}

	/**
	 * @param string $key Key.
	 * @return bool
	 */
	public function __isset( $key ) {
		return isset( $this->_data[ sanitize_key( $key ) ] );
	}

	/** @return string */
	public function get_customer_id() {
		return $this->_customer_id;
	}

	/** @return string Id a guest's session is keyed by (the same here). */
	public function get_customer_unique_id() {
		return $this->_customer_id;
	}

	/** @return string The cookie's name. */
	public function get_cookie_name() {
		return $this->_cookie;
	}

	/**
	 * Writes the data when it changed, and removes a guest's old session after login.
	 *
	 * @param string $old_session_key Guest session to delete.
	 */
	public function save_data( $old_session_key = '' ) {
		if ( $this->_dirty && $this->has_session() ) {
			update_option( '_wc_session_' . $this->_customer_id, $this->_data, false );
			update_option( '_wc_session_expires_' . $this->_customer_id, $this->_session_expiration, false );
			$this->_dirty = false;
			if ( $old_session_key && $old_session_key !== $this->_customer_id ) {
				$this->delete_session( $old_session_key );
			}
		}
	}

	/**
	 * Forgets the session (on logout).
	 */
	public function destroy_session() {
		$this->delete_session( $this->_customer_id );
		$this->forget_session();
	}

	/**
	 * Clears the cookie and the data in memory; a new guest id follows.
	 */
	public function forget_session() {
		wc_setcookie( $this->_cookie, '', time() - YEAR_IN_SECONDS, apply_filters( 'wc_session_use_secure_cookie', false ), true );
		if ( function_exists( 'wc_empty_cart' ) && WC()->cart ) {
			WC()->cart->empty_cart( false );
		}
		$this->_data        = array();
		$this->_dirty       = false;
		$this->_has_cookie  = false;
		$this->_customer_id = $this->generate_customer_id();
	}

	/**
	 * @param string $customer_id Customer id.
	 */
	public function delete_session( $customer_id ) {
		delete_option( '_wc_session_' . $customer_id );
		delete_option( '_wc_session_expires_' . $customer_id );
	}

	/**
	 * WooCommerce's own nonces (actions starting `woocommerce`) are tied to a guest's session id.
	 *
	 * @param int        $uid    User id (0).
	 * @param string|int $action Nonce action.
	 * @return int|string
	 */
	public function maybe_update_nonce_user_logged_out( $uid, $action ) {
		if ( is_string( $action ) && 0 === strpos( $action, 'woocommerce' ) ) {
			return $this->has_session() && $this->_customer_id ? $this->_customer_id : $uid;
		}
		return $uid;
	}

	/**
	 * Removes expired sessions.
	 */
	public function cleanup_sessions() {
		global $wpdb;
		$expired = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s AND option_value < %d", $wpdb->esc_like( '_wc_session_expires_' ) . '%', time() ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		foreach ( $expired as $option ) {
			$this->delete_session( substr( $option, strlen( '_wc_session_expires_' ) ) );
		}
	}
}

/** @return bool Whether the home URL is https. */
function wc_site_is_https() {
	return false !== strstr( get_option( 'home' ), 'https:' );
}
