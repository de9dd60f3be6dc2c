<?php
/**
 * Order attribution (WooCommerce 8.5+): the server half of OrderAttributionController.
 *
 * Active only while the `order_attribution` feature is enabled (FeaturesUtil::feature_is_enabled():
 * the option `woocommerce_feature_order_attribution_enabled`, `yes` when missing), as in WooCommerce. Block checkout: `extensions['woocommerce/order-attribution']` of the Store API
 * checkout request. Classic checkout: the posted `wc_order_attribution_<field>` inputs, read on
 * `woocommerce_checkout_order_created`. Each field becomes the order meta
 * `_wc_order_attribution_<field>` (values `(none)` and empty are skipped), plus
 * `_wc_order_attribution_device_type` (Mobile, Tablet or Desktop, from the user agent).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Stores attribution on orders.
 */
class WC_Order_Attribution {

	/** Extension namespace of the block checkout. */
	const EXTENSION = 'woocommerce/order-attribution';

	/** Field prefix of inputs and the JS params. */
	const FIELD_PREFIX = 'wc_order_attribution_';

	/** The fields and their sourcebuster paths (surfaces doc §5). */
	const FIELDS = array(
		'source_type'          => 'current.typ',
		'referrer'             => 'current_add.rf',
		'utm_campaign'         => 'current.cmp',
		'utm_source'           => 'current.src',
		'utm_medium'           => 'current.mdm',
		'utm_content'          => 'current.cnt',
		'utm_id'               => 'current.id',
		'utm_term'             => 'current.trm',
		'utm_source_platform'  => 'current.plt',
		'utm_creative_format'  => 'current.fmt',
		'utm_marketing_tactic' => 'current.tct',
		'session_entry'        => 'current_add.ep',
		'session_start_time'   => 'current_add.fd',
		'session_pages'        => 'session.pgs',
		'session_count'        => 'udata.vst',
		'user_agent'           => 'udata.uag',
	);

	/** Hooks, when the feature is on. */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'register_hooks' ), 20 );
	}

	/**
	 * Decided once at start-up, as WooCommerce registers the feature's controllers; tests call it again
	 * after changing the option, so it also undoes what it did before (WooCommerce never unregisters).
	 */
	public static function register_hooks() {
		remove_action( 'woocommerce_store_api_checkout_update_order_from_request', array( __CLASS__, 'from_store_api_request' ) );
		remove_action( 'woocommerce_checkout_order_created', array( __CLASS__, 'from_classic_checkout' ) );
		WC_Store_API::extend_schema()->forget_endpoint_data( 'checkout', self::EXTENSION );
		if ( ! self::is_enabled() ) {
			return;
		}
		// OrderAttributionBlocksController::extend_api(): the block checkout's data, kept by the Store API once registered.
		woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => 'checkout',
				'namespace'       => self::EXTENSION,
				'schema_callback' => array( __CLASS__, 'get_schema' ),
			)
		);
		add_action( 'woocommerce_store_api_checkout_update_order_from_request', array( __CLASS__, 'from_store_api_request' ), 10, 2 );
		add_action( 'woocommerce_checkout_order_created', array( __CLASS__, 'from_classic_checkout' ) );
	}

	/**
	 * The extension data's schema (OrderAttributionBlocksController::get_schema_callback()): each field a
	 * string or null (anything else: WP_Error `api-error`), sanitized with sanitize_text_field().
	 *
	 * @return array
	 */
	public static function get_schema() {
		$validate_callback = static function ( $value ) {
			if ( ! is_string( $value ) && null !== $value ) {
				return new WP_Error(
					'api-error',
					sprintf(
						/* translators: %s is the property type */
						esc_html__( 'Value of type %s was posted to the order attribution callback', 'woocommerce' ),
						gettype( $value )
					)
				);
			}
			return true;
		};
		$sanitize_callback = static function ( $value ) {
			return sanitize_text_field( $value );
		};
		$schema            = array();
		foreach ( array_keys( self::FIELDS ) as $field_name ) {
			$schema[ $field_name ] = array(
				/* translators: %s is the field name */
				'description' => sprintf( __( 'Order attribution field: %s', 'woocommerce' ), esc_html( $field_name ) ),
				'type'        => array( 'string', 'null' ),
				'context'     => array(),
				'arg_options' => array(
					'validate_callback' => $validate_callback,
					'sanitize_callback' => $sanitize_callback,
				),
			);
		}
		return $schema;
	}

	/**
	 * The feature gate, as OrderAttributionController::register() asks it:
	 * FeaturesUtil::feature_is_enabled( 'order_attribution' ).
	 *
	 * @return bool
	 */
	public static function is_enabled() {
		return \Automattic\WooCommerce\Utilities\FeaturesUtil::feature_is_enabled( 'order_attribution' );
	}

	/**
	 * Block checkout.
	 *
	 * @param WC_Order        $order   Order (saved by the route afterwards).
	 * @param WP_REST_Request $request Checkout request.
	 */
	public static function from_store_api_request( $order, $request ) {
		$extensions = $request->get_param( 'extensions' );
		$values     = is_array( $extensions ) && isset( $extensions[ self::EXTENSION ] ) ? (array) $extensions[ self::EXTENSION ] : array();
		self::set_order_source_data( $values, $order );
	}

	/**
	 * Classic checkout: posted `wc_order_attribution_*` fields.
	 *
	 * @param WC_Order $order Saved order.
	 */
	public static function from_classic_checkout( $order ) {
		$values = array();
		foreach ( array_keys( self::FIELDS ) as $field ) {
			if ( isset( $_POST[ self::FIELD_PREFIX . $field ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Missing
				$values[ $field ] = wp_unslash( $_POST[ self::FIELD_PREFIX . $field ] ); // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
			}
		}
		self::set_order_source_data( $values, $order );
		$order->save();
	}

	/**
	 * Adds the meta to the order (not saved here).
	 *
	 * @param array    $values field => value.
	 * @param WC_Order $order  Order.
	 */
	public static function set_order_source_data( $values, $order ) {
		$values = array_intersect_key( (array) $values, self::FIELDS );
		if ( ! $values ) {
			return;
		}
		foreach ( $values as $field => $value ) {
			$value = is_scalar( $value ) ? sanitize_text_field( (string) $value ) : '';
			if ( '' === $value || '(none)' === $value ) {
				continue;
			}
			if ( 'referrer' === $field || 'session_entry' === $field ) {
				$value = esc_url_raw( $value );
			}
			$order->add_meta_data( '_wc_order_attribution_' . $field, $value, true );
		}
		// OrderAttributionMeta::get_source_values() (9.0–10.0.2): a device type only from a user agent.
		if ( ! empty( $values['user_agent'] ) ) {
			$order->add_meta_data( '_wc_order_attribution_device_type', self::get_device_type( (string) $values['user_agent'] ), true );
		}
		do_action( 'woocommerce_order_save_attribution_data', $order, $values );
	}

	/**
	 * Mobile, Tablet or Desktop from a user agent.
	 *
	 * WooCommerce: src/Internal/Traits/OrderAttributionMeta.php, get_device_type(): MobileDetect's
	 * isMobile() is asked FIRST, then isTablet(). MobileDetect's isMobile() is true for tablets too
	 * (its rules include the tablet ones), so a tablet is reported as "Mobile"; "Tablet" is only
	 * reached when isMobile() is false. The double approximates MobileDetect's rules with the
	 * common phone and tablet tokens.
	 *
	 * @param string $user_agent User agent.
	 * @return string
	 */
	public static function get_device_type( $user_agent ) {
		$tablet = (bool) preg_match( '/(tablet|ipad|playbook|silk|kindle|nexus (7|9|10)|sm-t\d|android(?!.*mobi))/i', $user_agent );
		$phone  = (bool) preg_match( '/(mobi|iphone|ipod|blackberry|bb10|opera mini|iemobile|windows phone|android|webos)/i', $user_agent );
		if ( $phone || $tablet ) { // MobileDetect::isMobile().
			return __( 'Mobile', 'woocommerce' );
		} elseif ( $tablet ) { // MobileDetect::isTablet().
			return __( 'Tablet', 'woocommerce' );
		}
		return __( 'Desktop', 'woocommerce' );
	}
}

WC_Order_Attribution::init();
