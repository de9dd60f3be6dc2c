<?php
/**
 * WooCommerce: the main class behind WC().
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Holds the session, customer and cart; fires WooCommerce's start-up actions.
 */
final class WooCommerce {

	/** @var string */
	public $version = WC_VERSION;

	/** @var WC_Session_Handler|null */
	public $session = null;

	/** @var WC_Customer|null */
	public $customer = null;

	/** @var WC_Cart|null */
	public $cart = null;

	/** @var WooCommerce|null */
	protected static $instance = null;

	/** @return WooCommerce */
	public static function instance() {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * Hooks start-up.
	 */
	private function __construct() {
		add_action( 'plugins_loaded', array( $this, 'on_plugins_loaded' ), -1 );
		add_action( 'after_setup_theme', array( $this, 'add_image_sizes' ) );
		add_action( 'init', array( $this, 'init' ), 0 );
	}

	/**
	 * `woocommerce_loaded`.
	 */
	public function on_plugins_loaded() {
		do_action( 'woocommerce_loaded' );
	}

	/**
	 * `before_woocommerce_init`, the cart for front-end requests, then `woocommerce_init`.
	 */
	public function init() {
		do_action( 'before_woocommerce_init' );
		if ( $this->is_request( 'frontend' ) ) {
			wc_load_cart();
		}
		do_action( 'woocommerce_init' );
	}

	/**
	 * @param string $type admin, ajax, cron, frontend.
	 * @return bool
	 */
	public function is_request( $type ) {
		switch ( $type ) {
			case 'admin':
				return is_admin();
			case 'ajax':
				return defined( 'DOING_AJAX' );
			case 'cron':
				return defined( 'DOING_CRON' );
			case 'frontend':
				return ( ! is_admin() || defined( 'DOING_AJAX' ) ) && ! defined( 'DOING_CRON' ) && ! $this->is_rest_api_request();
		}
		return false;
	}

	/** @return bool The request's path is under the REST prefix. */
	public function is_rest_api_request() {
		if ( empty( $_SERVER['REQUEST_URI'] ) ) {
			return false;
		}
		$rest_prefix = trailingslashit( rest_get_url_prefix() );
		return apply_filters( 'woocommerce_is_rest_api_request', false !== strpos( wp_unslash( $_SERVER['REQUEST_URI'] ), $rest_prefix ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
	}

	/** @return bool The request is for the Store API. */
	public function is_store_api_request() {
		return ! empty( $_SERVER['REQUEST_URI'] ) && false !== strpos( wp_unslash( $_SERVER['REQUEST_URI'] ), trailingslashit( rest_get_url_prefix() ) . 'wc/store/' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
	}

	/**
	 * The session, from the `woocommerce_session_handler` class.
	 */
	public function initialize_session() {
		$session_class = apply_filters( 'woocommerce_session_handler', 'WC_Session_Handler' );
		if ( null === $this->session || ! $this->session instanceof $session_class ) {
			$this->session = new $session_class();
			$this->session->init();
		}
	}

	/**
	 * The customer and the cart.
	 */
	public function initialize_cart() {
		if ( null === $this->customer || ! $this->customer instanceof WC_Customer ) {
			$this->customer = new WC_Customer( get_current_user_id(), true );
		}
		if ( null === $this->cart || ! $this->cart instanceof WC_Cart ) {
			$this->cart = new WC_Cart();
		}
	}

	/**
	 * `payment_gateways` and `checkout` are properties in WooCommerce as well.
	 *
	 * @param string $key Property.
	 * @return mixed
	 */
	public function __get( $key ) {
		if ( 'payment_gateways' === $key ) {
			return $this->payment_gateways();
		}
		if ( 'checkout' === $key ) {
			return $this->checkout();
		}
		return null;
	}

	/** @return WC_Payment_Gateways */
	public function payment_gateways() {
		return WC_Payment_Gateways::instance();
	}

	/** @return WC_Checkout */
	public function checkout() {
		return WC_Checkout::instance();
	}

	/** WooCommerce's image sizes. */
	public function add_image_sizes() {
		$thumbnail         = wc_get_image_size( 'thumbnail' );
		$single            = wc_get_image_size( 'single' );
		$gallery_thumbnail = wc_get_image_size( 'gallery_thumbnail' );
		add_image_size( 'woocommerce_thumbnail', $thumbnail['width'], $thumbnail['height'], $thumbnail['crop'] );
		add_image_size( 'woocommerce_single', $single['width'], $single['height'], $single['crop'] );
		add_image_size( 'woocommerce_gallery_thumbnail', $gallery_thumbnail['width'], $gallery_thumbnail['height'], $gallery_thumbnail['crop'] );
	}

	/** @return string The plugin's URL. */
	public function plugin_url() {
		return untrailingslashit( plugins_url( '/', WC_PLUGIN_FILE ) );
	}

	/** @return string The plugin's folder. */
	public function plugin_path() {
		return untrailingslashit( plugin_dir_path( WC_PLUGIN_FILE ) );
	}

	/** @return string Folder themes override templates in. */
	public function template_path() {
		return apply_filters( 'woocommerce_template_path', 'woocommerce/' );
	}
}
