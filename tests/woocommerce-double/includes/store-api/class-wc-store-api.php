<?php
/**
 * The Store API (`wc/store/v1`, also `wc/store`): route registration, the nonce rule,
 * the response headers, the error shape, and the `wc-blocks-middleware` script.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * What AbstractCartRoute does around every cart and checkout route.
 */
class WC_Store_API {

	/** Namespaces every route is served under. */
	const NAMESPACES = array( 'wc/store/v1', 'wc/store' );

	/**
	 * The extension-data registry (WooCommerce: StoreApi::container()->get( ExtendSchema::class )).
	 *
	 * @var \Automattic\WooCommerce\StoreApi\Schemas\ExtendSchema|null
	 */
	private static $extend_schema = null;

	/**
	 * The one ExtendSchema, which woocommerce_store_api_register_endpoint_data() fills.
	 *
	 * @return \Automattic\WooCommerce\StoreApi\Schemas\ExtendSchema
	 */
	public static function extend_schema() {
		if ( null === self::$extend_schema ) {
			self::$extend_schema = new \Automattic\WooCommerce\StoreApi\Schemas\ExtendSchema();
		}
		return self::$extend_schema;
	}

	/** Hooks. */
	public static function init() {
		add_action( 'rest_api_init', array( __CLASS__, 'register_routes' ) );
		add_action( 'init', array( __CLASS__, 'register_middleware_script' ) );
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'add_middleware_config' ), 1 );
		add_action( 'admin_enqueue_scripts', array( __CLASS__, 'add_middleware_config' ), 1 );
	}

	/**
	 * /cart, /cart/add-item, /cart/update-item, /cart/remove-item, /checkout, /products,
	 * /products/<id> and /batch.
	 */
	public static function register_routes() {
		$cart     = new WC_Store_API_Cart_Routes();
		$checkout = new WC_Store_API_Checkout_Route();
		$products = new WC_Store_API_Products_Routes();
		foreach ( self::NAMESPACES as $namespace ) {
			$cart->register( $namespace );
			$checkout->register( $namespace );
			$products->register( $namespace );
			register_rest_route(
				$namespace,
				'/batch',
				array(
					'methods'             => 'POST',
					'callback'            => array( __CLASS__, 'batch' ),
					'permission_callback' => '__return_true',
					'args'                => array(
						'validation' => array(
							'type'    => 'string',
							'enum'    => array( 'require-all-validate', 'normal' ),
							'default' => 'normal',
						),
						'requests'   => array(
							'required' => true,
							'type'     => 'array',
							'maxItems' => 25,
							'items'    => array(
								'type'       => 'object',
								'properties' => array(
									'method'  => array(
										'type'    => 'string',
										'enum'    => array( 'POST', 'PUT', 'PATCH', 'DELETE' ),
										'default' => 'POST',
									),
									'path'    => array(
										'type'     => 'string',
										'required' => true,
									),
									'body'    => array(
										'type'                 => 'object',
										'properties'           => array(),
										'additionalProperties' => true,
									),
									'headers' => array(
										'type'                 => 'object',
										'properties'           => array(),
										'additionalProperties' => array(
											'type'  => array( 'string', 'array' ),
											'items' => array( 'type' => 'string' ),
										),
									),
								),
							),
						),
					),
				)
			);
		}
	}

	/**
	 * Several Store API requests at once, through WordPress's batch processing.
	 *
	 * @param WP_REST_Request $request Batch request.
	 * @return WP_REST_Response
	 */
	public static function batch( WP_REST_Request $request ) {
		foreach ( (array) $request['requests'] as $args ) {
			if ( ! isset( $args['path'] ) || ! stristr( $args['path'], 'wc/store' ) ) {
				return self::add_headers( self::error_response( 'woocommerce_rest_invalid_path', __( 'Invalid path provided.', 'woocommerce' ), 400 ) );
			}
		}
		$response = rest_ensure_response( rest_get_server()->serve_batch_request_v1( $request ) );
		$nonce    = wp_create_nonce( 'wc_store_api' );
		$response->header( 'Nonce', $nonce );
		$response->header( 'X-WC-Store-API-Nonce', $nonce );
		$response->header( 'Nonce-Timestamp', (string) time() );
		$response->header( 'User-ID', get_current_user_id() );
		return $response;
	}

	/**
	 * Runs a route handler the way AbstractCartRoute::get_response() does.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param callable        $handler Returns a response; may throw.
	 * @return WP_REST_Response
	 */
	public static function respond( WP_REST_Request $request, callable $handler ) {
		self::load_cart_session( $request );
		WC()->cart->calculate_totals();

		$response = null;
		if ( self::requires_nonce( $request ) ) {
			$nonce_check = self::check_nonce( $request );
			if ( is_wp_error( $nonce_check ) ) {
				$response = self::error_response( $nonce_check->get_error_code(), $nonce_check->get_error_message(), $nonce_check->get_error_data()['status'] );
			}
		}
		if ( ! $response ) {
			try {
				$response = rest_ensure_response( $handler( $request ) );
			} catch ( WC_Data_Exception $error ) {
				$response = self::error_response( $error->getErrorCode(), $error->getMessage(), $error->getCode(), $error->getErrorData() );
			} catch ( Exception $error ) {
				$response = self::error_response( 'woocommerce_rest_unknown_server_error', $error->getMessage(), 500 );
			}
			if ( ! $response->is_error() && self::is_update_request( $request ) ) {
				self::cart_updated();
			}
		}
		return self::add_headers( $response );
	}

	/**
	 * The session of the Cart-Token, when one is valid; then the cart.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected static function load_cart_session( WP_REST_Request $request ) {
		$token = $request->get_header( 'Cart-Token' );
		if ( $token && WC_Store_API_Token::validate( $token ) ) {
			$payload = WC_Store_API_Token::get_payload( $token );
			if ( ! WC()->session || WC()->session->get_customer_id() !== (string) $payload['user_id'] ) {
				if ( WC()->session ) {
					WC()->session->save_data();
				}
				$session = new WC_Session_Handler();
				$session->init_session_from_token( $payload['user_id'] );
				WC()->session  = $session;
				WC()->cart     = null;
				WC()->customer = null;
			}
		}
		wc_load_cart();
		WC()->cart->get_cart();
		self::normalize_cart();
	}

	/**
	 * WooCommerce: src/StoreApi/Utilities/CartController.php, CartController::normalize_cart()
	 * (called by AbstractCartRoute::load_cart_session()): lines outside their quantity limits
	 * are set to the nearest valid quantity.
	 */
	protected static function normalize_cart() {
		$quantity_limits = new WC_Store_API_Quantity_Limits();
		$routes          = new WC_Store_API_Cart_Routes();
		foreach ( array_filter( WC()->cart->get_cart() ) as $cart_item ) {
			$cart_qty       = (int) wc_stock_amount( $cart_item['quantity'] );
			$normalized_qty = $quantity_limits->normalize_cart_item_quantity( $cart_qty, $cart_item );
			if ( $normalized_qty !== $cart_qty ) {
				try {
					$routes->set_cart_item_quantity( $cart_item['key'], $normalized_qty );
				} catch ( WC_Data_Exception $e ) {
					// Ignore errors and continue.
					continue;
				}
			}
		}
	}

	/**
	 * Saves the cart to the session, as the routes' cart_updated() does.
	 */
	protected static function cart_updated() {
		WC()->cart->calculate_totals();
		WC()->cart->set_session();
		WC()->session->save_data();
	}

	/**
	 * @param WP_REST_Request $request Request.
	 * @return bool POST, PUT, PATCH, DELETE.
	 */
	public static function is_update_request( WP_REST_Request $request ) {
		return in_array( $request->get_method(), array( 'POST', 'PUT', 'PATCH', 'DELETE' ), true );
	}

	/**
	 * Update requests need a nonce, unless a valid Cart-Token comes with them.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return bool
	 */
	protected static function requires_nonce( WP_REST_Request $request ) {
		$token = $request->get_header( 'Cart-Token' );
		return self::is_update_request( $request ) && ! ( $token && WC_Store_API_Token::validate( $token ) );
	}

	/**
	 * The `Nonce` header, for the action `wc_store_api`. (`X-WC-Store-API-Nonce` is no longer read.)
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	protected static function check_nonce( WP_REST_Request $request ) {
		$nonce = $request->get_header( 'Nonce' );
		if ( apply_filters( 'woocommerce_store_api_disable_nonce_check', false ) ) {
			return true;
		}
		if ( null === $nonce || '' === $nonce ) {
			return new WP_Error( 'woocommerce_rest_missing_nonce', __( 'Missing the Nonce header. This endpoint requires a valid nonce.', 'woocommerce' ), array( 'status' => 401 ) );
		}
		if ( ! wp_verify_nonce( $nonce, 'wc_store_api' ) ) {
			return new WP_Error( 'woocommerce_rest_invalid_nonce', __( 'Nonce is invalid.', 'woocommerce' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * `{code, message, data: {status, …}}`; a 409 carries the cart in `data.cart`.
	 *
	 * @param string $code    Error code.
	 * @param string $message Message.
	 * @param int    $status  HTTP status.
	 * @param array  $data    More data.
	 * @return WP_REST_Response
	 */
	public static function error_response( $code, $message, $status = 400, $data = array() ) {
		$data = array_merge( (array) $data, array( 'status' => (int) $status ) );
		if ( 409 === (int) $status && WC()->cart ) {
			$data['cart'] = WC_Store_API_Schema::cart( WC()->cart );
		}
		return new WP_REST_Response(
			array(
				'code'    => $code,
				'message' => $message,
				'data'    => $data,
			),
			(int) $status
		);
	}

	/**
	 * Nonce, Nonce-Timestamp, User-ID and Cart-Token; nothing else (no cart hash header).
	 *
	 * WooCommerce: src/StoreApi/Routes/V1/AbstractCartRoute.php, AbstractCartRoute::add_response_headers().
	 *
	 * @param WP_REST_Response $response Response.
	 * @return WP_REST_Response
	 */
	public static function add_headers( WP_REST_Response $response ) {
		$response->header( 'Nonce', wp_create_nonce( 'wc_store_api' ) );
		$response->header( 'Nonce-Timestamp', (string) time() );
		$response->header( 'User-ID', get_current_user_id() );
		if ( WC()->session ) {
			$response->header( 'Cart-Token', WC_Store_API_Token::create( WC()->session->get_customer_id() ) );
		}
		return $response;
	}

	/**
	 * The `wc-blocks-middleware` handle: adds the Nonce header to Store API requests made
	 * with wp.apiFetch and keeps it fresh from responses.
	 */
	public static function register_middleware_script() {
		wp_register_script( 'wc-blocks-middleware', plugins_url( 'includes/js/blocks-middleware.js', WC_PLUGIN_FILE ), array( 'wp-api-fetch' ), WC_VERSION, true );
	}

	/**
	 * `wcBlocksMiddlewareConfig = { storeApiNonce, wcStoreApiNonceTimestamp }` before the handle,
	 * for the user of this request.
	 */
	public static function add_middleware_config() {
		if ( ! wp_script_is( 'wc-blocks-middleware', 'registered' ) ) {
			self::register_middleware_script();
		}
		wp_add_inline_script(
			'wc-blocks-middleware',
			"var wcBlocksMiddlewareConfig = {\n\tstoreApiNonce: '" . esc_js( wp_create_nonce( 'wc_store_api' ) ) . "',\n\twcStoreApiNonceTimestamp: '" . esc_js( (string) time() ) . "'\n};",
			'before'
		);
	}
}

WC_Store_API::init();
