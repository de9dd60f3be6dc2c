<?php
/**
 * A schema's `extensions` property and the route argument made of it.
 *
 * WooCommerce: src/StoreApi/Schemas/V1/AbstractSchema.php (identical in 9.4 and 10.0):
 * get_extended_schema() — the endpoint's registrations (ExtendSchema::get_endpoint_schema()) as an object
 * whose `arg_options` hold the defaults and the recursive validate and sanitize callbacks —, and
 * get_endpoint_args_for_item_schema(): rest_get_endpoint_args_for_schema(), then remove_arg_options().
 * So WordPress validates the request's `extensions` against the registered schemas (a failure is its
 * 400 `rest_invalid_param`), then sanitizes it to the registered namespaces and their declared properties.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Builds the `extensions` argument of a Store API route.
 */
class WC_Store_API_Extensions {

	/**
	 * The route argument `extensions` of a creatable route of the schema `$endpoint` (`checkout`…).
	 *
	 * @param string $endpoint The schema's identifier.
	 * @return array
	 */
	public static function endpoint_arg( $endpoint ) {
		$args = rest_get_endpoint_args_for_schema( array( 'properties' => array( 'extensions' => self::get_extended_schema( $endpoint ) ) ), WP_REST_Server::CREATABLE );
		return self::remove_arg_options( $args )['extensions'];
	}

	/**
	 * AbstractSchema::get_extended_schema().
	 *
	 * @param string $endpoint The schema's identifier.
	 * @return array
	 */
	public static function get_extended_schema( $endpoint ) {
		$extended_schema = WC_Store_API::extend_schema()->get_endpoint_schema( $endpoint, array() );
		$defaults        = self::get_recursive_schema_property_defaults( $extended_schema );

		return array(
			'type'        => 'object',
			'context'     => array( 'view', 'edit' ),
			'arg_options' => array(
				'default'           => $defaults,
				'validate_callback' => self::get_recursive_validate_callback( $extended_schema ),
				'sanitize_callback' => self::get_recursive_sanitize_callback( $extended_schema ),
			),
			'properties'  => $extended_schema,
		);
	}

	/**
	 * AbstractSchema::get_recursive_schema_property_defaults().
	 *
	 * @param array|object $properties Schema properties.
	 * @return array
	 */
	protected static function get_recursive_schema_property_defaults( $properties ) {
		$defaults = array();
		foreach ( $properties as $property_key => $property_value ) {
			if ( isset( $property_value['arg_options']['default'] ) ) {
				$defaults[ $property_key ] = $property_value['arg_options']['default'];
			} elseif ( isset( $property_value['properties'] ) ) {
				$defaults[ $property_key ] = self::get_recursive_schema_property_defaults( $property_value['properties'] );
			}
		}
		return $defaults;
	}

	/**
	 * AbstractSchema::get_recursive_validate_callback(): each property through its own `validate_callback`
	 * or rest_validate_value_from_schema(), an empty value skipped where null is allowed, then its children.
	 *
	 * @param array|object $properties Schema properties.
	 * @return callable
	 */
	protected static function get_recursive_validate_callback( $properties ) {
		return static function ( $values, $request, $param ) use ( $properties ) {
			foreach ( $properties as $property_key => $property_value ) {
				$current_value = isset( $values[ $property_key ] ) ? $values[ $property_key ] : null;

				$property_type = is_array( $property_value['type'] ) ? $property_value['type'] : array( $property_value['type'] );
				if ( empty( $current_value ) && in_array( 'null', $property_type, true ) ) {
					continue;
				}

				if ( isset( $property_value['arg_options']['validate_callback'] ) ) {
					$callback = $property_value['arg_options']['validate_callback'];
					$result   = is_callable( $callback ) ? $callback( $current_value, $request, $param ) : false;
				} else {
					$result = rest_validate_value_from_schema( $current_value, $property_value, $param . ' > ' . $property_key );
				}

				if ( ! $result || is_wp_error( $result ) ) {
					return $result;
				}

				if ( isset( $property_value['properties'] ) ) {
					$validate_callback = self::get_recursive_validate_callback( $property_value['properties'] );
					$result            = $validate_callback( $current_value, $request, $param . ' > ' . $property_key );

					if ( ! $result || is_wp_error( $result ) ) {
						return $result;
					}
				}
			}
			return true;
		};
	}

	/**
	 * AbstractSchema::get_recursive_sanitize_callback(): only the declared properties, each through its own
	 * `sanitize_callback` or rest_sanitize_value_from_schema(), then its children.
	 *
	 * @param array|object $properties Schema properties.
	 * @return callable
	 */
	protected static function get_recursive_sanitize_callback( $properties ) {
		return static function ( $values, $request, $param ) use ( $properties ) {
			$sanitized_values = array();

			foreach ( $properties as $property_key => $property_value ) {
				$current_value = isset( $values[ $property_key ] ) ? $values[ $property_key ] : null;

				if ( isset( $property_value['arg_options']['sanitize_callback'] ) ) {
					$callback      = $property_value['arg_options']['sanitize_callback'];
					$current_value = is_callable( $callback ) ? $callback( $current_value, $request, $param ) : $current_value;
				} else {
					$current_value = rest_sanitize_value_from_schema( $current_value, $property_value, $param . ' > ' . $property_key );
				}

				if ( is_wp_error( $current_value ) ) {
					return $current_value;
				}

				if ( isset( $property_value['properties'] ) ) {
					$sanitize_callback                 = self::get_recursive_sanitize_callback( $property_value['properties'] );
					$sanitized_values[ $property_key ] = $sanitize_callback( $current_value, $request, $param . ' > ' . $property_key );
				} else {
					$sanitized_values[ $property_key ] = $current_value;
				}
			}

			return $sanitized_values;
		};
	}

	/**
	 * AbstractSchema::remove_arg_options(), recursively.
	 *
	 * @param array $properties Schema properties.
	 * @return array
	 */
	protected static function remove_arg_options( $properties ) {
		return array_map(
			static function ( $property ) {
				if ( isset( $property['properties'] ) ) {
					$property['properties'] = self::remove_arg_options( $property['properties'] );
				} elseif ( isset( $property['items']['properties'] ) ) {
					$property['items']['properties'] = self::remove_arg_options( $property['items']['properties'] );
				}
				unset( $property['arg_options'] );
				return $property;
			},
			(array) $properties
		);
	}
}
