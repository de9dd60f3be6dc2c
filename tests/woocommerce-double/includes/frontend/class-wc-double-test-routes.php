<?php
/**
 * Test-only REST routes of the double (not a WooCommerce surface), for administrators:
 * set the few WooCommerce options a contract test switches, and read an order's meta.
 *
 *   POST /wp-json/wc-double/v1/options { "woocommerce_cod_settings": { "enabled": "yes" } }
 *   GET  /wp-json/wc-double/v1/orders/<id>
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Test routes.
 */
class WC_Double_Test_Routes {

	/** Options a test may set. */
	const OPTIONS = array(
		'woocommerce_cod_settings',
		'woocommerce_bacs_settings',
		'woocommerce_cheque_settings',
		'woocommerce_feature_order_attribution_enabled',
		'woocommerce_enable_myaccount_registration',
		'woocommerce_enable_ajax_add_to_cart',
		'woocommerce_cart_redirect_after_add',
		'woocommerce_hide_out_of_stock_items',
	);

	/** Hooks in. */
	public static function init() {
		add_action( 'rest_api_init', array( __CLASS__, 'register' ) );
	}

	/** Registers the routes. */
	public static function register() {
		$admin = static function () {
			return current_user_can( 'manage_options' );
		};
		register_rest_route(
			'wc-double/v1',
			'/options',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'callback'            => static function ( WP_REST_Request $request ) {
					$set = array();
					foreach ( (array) $request->get_json_params() as $option => $value ) {
						if ( in_array( $option, self::OPTIONS, true ) ) {
							$set[ $option ] = get_option( $option, null );
							update_option( $option, $value );
						}
					}
					return rest_ensure_response( array( 'previous' => $set ) );
				},
			)
		);
		register_rest_route(
			'wc-double/v1',
			'/orders/(?P<id>\d+)',
			array(
				'methods'             => 'GET',
				'permission_callback' => $admin,
				'callback'            => static function ( WP_REST_Request $request ) {
					$order = wc_get_order( (int) $request['id'] );
					if ( ! $order ) {
						return new WP_Error( 'wc_double_order_not_found', 'No such order.', array( 'status' => 404 ) );
					}
					$meta = array();
					foreach ( get_post_meta( $order->get_id() ) as $key => $values ) {
						$meta[ $key ] = maybe_unserialize( $values[0] );
					}
					return rest_ensure_response(
						array(
							'id'             => $order->get_id(),
							'status'         => $order->get_status(),
							'total'          => (string) $order->get_total(),
							'payment_method' => $order->get_payment_method(),
							'created_via'    => $order->get_created_via(),
							'meta'           => $meta,
						)
					);
				},
			)
		);
	}
}
