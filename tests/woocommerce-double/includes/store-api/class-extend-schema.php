<?php
/**
 * ExtendSchema: the Store API's registry of extension data.
 *
 * WooCommerce: src/StoreApi/Schemas/ExtendSchema.php (identical from 9.0 to 10.0), reached through
 * woocommerce_store_api_register_endpoint_data() (src/StoreApi/functions.php). The registrations of an
 * endpoint become its schema's `extensions` property (AbstractSchema::get_extended_schema(), here
 * WC_Store_API_Extensions): a request keeps only registered namespaces, each cut down to the properties
 * its schema declares, validated against them. Registering a namespace again replaces it (no error).
 * The double holds the one instance in WC_Store_API::extend_schema() (WooCommerce: StoreApi::container()).
 *
 * @package WooCommerce_Double
 */

namespace Automattic\WooCommerce\StoreApi\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's ExtendSchema (endpoint data only: no update callbacks, payment requirements or formatters).
 */
final class ExtendSchema {

	/**
	 * The schemas extensions may extend: CartItemSchema, CartSchema, CheckoutSchema, ProductSchema::IDENTIFIER.
	 *
	 * @var string[]
	 */
	private $endpoints = array( 'cart-item', 'cart', 'checkout', 'product' );

	/**
	 * Endpoint → namespace → `schema_callback`, `data_callback`, `schema_type`.
	 *
	 * @var array
	 */
	private $extend_data = array();

	/**
	 * Registers endpoint data under a namespace.
	 *
	 * @param array $args `endpoint`, `namespace`, `schema_callback`, `data_callback`, `schema_type` (ARRAY_A or ARRAY_N).
	 * @throws \Exception On failure to register (only with WP_DEBUG, for a shop manager; see throw_exception()).
	 */
	public function register_endpoint_data( $args ) {
		$args = wp_parse_args(
			$args,
			array(
				'endpoint'        => '',
				'namespace'       => '',
				'schema_callback' => null,
				'data_callback'   => null,
				'schema_type'     => ARRAY_A,
			)
		);

		if ( ! is_string( $args['namespace'] ) || empty( $args['namespace'] ) ) {
			$this->throw_exception( 'You must provide a plugin namespace when extending a Store REST endpoint.' );
		}

		if ( ! in_array( $args['endpoint'], $this->endpoints, true ) ) {
			$this->throw_exception(
				sprintf( 'You must provide a valid Store REST endpoint to extend, valid endpoints are: %1$s. You provided %2$s.', implode( ', ', $this->endpoints ), $args['endpoint'] )
			);
		}

		if ( ! is_null( $args['schema_callback'] ) && ! is_callable( $args['schema_callback'] ) ) {
			$this->throw_exception( '$schema_callback must be a callable function.' );
		}

		if ( ! is_null( $args['data_callback'] ) && ! is_callable( $args['data_callback'] ) ) {
			$this->throw_exception( '$data_callback must be a callable function.' );
		}

		if ( ! in_array( $args['schema_type'], array( ARRAY_N, ARRAY_A ), true ) ) {
			$this->throw_exception(
				sprintf( 'Data type must be either ARRAY_N for a numeric array or ARRAY_A for an object like array. You provided %1$s.', $args['schema_type'] )
			);
		}

		$this->extend_data[ $args['endpoint'] ][ $args['namespace'] ] = array(
			'schema_callback' => $args['schema_callback'],
			'data_callback'   => $args['data_callback'],
			'schema_type'     => $args['schema_type'],
		);
	}

	/**
	 * The double's own: forgets a namespace, so WC_Order_Attribution::register_hooks() can decide again as
	 * at start-up (WooCommerce registers once and never unregisters).
	 *
	 * @param string $endpoint  The endpoint.
	 * @param string $namespace The namespace.
	 */
	public function forget_endpoint_data( $endpoint, $namespace ) {
		unset( $this->extend_data[ $endpoint ][ $namespace ] );
	}

	/**
	 * The registered data of an endpoint's response: namespace → what its data callback returned.
	 *
	 * @param string $endpoint    The endpoint.
	 * @param array  $passed_args Passed to the callbacks.
	 * @return object
	 */
	public function get_endpoint_data( $endpoint, array $passed_args = array() ) {
		$registered_data = array();
		foreach ( isset( $this->extend_data[ $endpoint ] ) ? $this->extend_data[ $endpoint ] : array() as $namespace => $callbacks ) {
			if ( is_null( $callbacks['data_callback'] ) ) {
				continue;
			}
			try {
				$data = $callbacks['data_callback']( ...$passed_args );
				if ( ! is_array( $data ) ) {
					$data = array();
					throw new \Exception( '$data_callback must return an array.' );
				}
			} catch ( \Throwable $e ) {
				$this->throw_exception( $e );
			}
			$registered_data[ $namespace ] = $data;
		}
		return (object) $registered_data;
	}

	/**
	 * The registered schema of an endpoint: namespace → an object (or array) property of the schema's properties.
	 *
	 * @param string $endpoint    The endpoint.
	 * @param array  $passed_args Passed to the callbacks.
	 * @return object
	 */
	public function get_endpoint_schema( $endpoint, array $passed_args = array() ) {
		$registered_schema = array();
		foreach ( isset( $this->extend_data[ $endpoint ] ) ? $this->extend_data[ $endpoint ] : array() as $namespace => $callbacks ) {
			if ( is_null( $callbacks['schema_callback'] ) ) {
				continue;
			}
			try {
				$schema = $callbacks['schema_callback']( ...$passed_args );
				if ( ! is_array( $schema ) ) {
					$schema = array();
					throw new \Exception( '$schema_callback must return an array.' );
				}
			} catch ( \Throwable $e ) {
				$this->throw_exception( $e );
			}
			$registered_schema[ $namespace ] = $this->format_extensions_properties( $namespace, $schema, $callbacks['schema_type'] );
		}
		return (object) $registered_schema;
	}

	/**
	 * Logs the error (wc_caught_exception()); throws it only with WP_DEBUG for a shop manager, as WooCommerce does.
	 *
	 * @param string|\Throwable $exception_or_error Message or exception.
	 * @throws \Throwable With WP_DEBUG, for a shop manager.
	 */
	private function throw_exception( $exception_or_error ) {
		$exception = is_string( $exception_or_error ) ? new \Exception( $exception_or_error ) : $exception_or_error;

		// wc_caught_exception( $exception ), called without a function name or arguments.
		$message = $exception->getMessage() . '. Args: ' . print_r( array(), true ) . '.'; // phpcs:ignore WordPress.PHP.DevelopmentFunctions -- WooCommerce's message.
		do_action( 'woocommerce_caught_exception', $exception, '', array() );
		error_log( "Exception caught in . {$message}." ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions -- WooCommerce logs it so.

		if ( defined( 'WP_DEBUG' ) && WP_DEBUG && current_user_can( 'manage_woocommerce' ) ) {
			throw $exception;
		}
	}

	/**
	 * A namespace's property: an object of the schema's properties (ARRAY_A) or an array of its items (ARRAY_N), or null.
	 *
	 * @param string $namespace   The namespace.
	 * @param array  $schema      What the schema callback returned.
	 * @param string $schema_type ARRAY_A or ARRAY_N.
	 * @return array
	 */
	private function format_extensions_properties( $namespace, $schema, $schema_type ) {
		if ( ARRAY_N === $schema_type ) {
			return array(
				/* translators: %s: extension namespace */
				'description' => sprintf( __( 'Extension data registered by %s', 'woocommerce' ), $namespace ),
				'type'        => array( 'array', 'null' ),
				'context'     => array( 'view', 'edit' ),
				'items'       => $schema,
			);
		}
		return array(
			/* translators: %s: extension namespace */
			'description' => sprintf( __( 'Extension data registered by %s', 'woocommerce' ), $namespace ),
			'type'        => array( 'object', 'null' ),
			'context'     => array( 'view', 'edit' ),
			'properties'  => $schema,
		);
	}
}
