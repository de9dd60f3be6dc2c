<?php
/**
 * The JSON schema of one answer shape.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * One class per answer shape, as WooCommerce's Store API has (`Schemas/V1`): a route is given its
 * answer's schema (Route_Registrar), publishes it with its registration (`OPTIONS` on the route,
 * the namespace's index with `context=help`), and a shape used inside another answer (a list, an
 * item) is that shape's schema as a field (as_field()), never written again.
 */
abstract class Schema {

	/**
	 * The schema's name, after `boudoir-`.
	 */
	abstract protected function title(): string;

	/**
	 * The answer's fields, in the order they are answered.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	abstract public function properties(): array;

	/**
	 * The JSON schema of the answer (for a collection, of one of its entries).
	 *
	 * @return array<string,mixed>
	 */
	final public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'boudoir-' . $this->title(),
			'type'       => 'object',
			'properties' => $this->properties(),
		);
	}

	/**
	 * This shape as a field of another answer (without its `$schema`), nullable when asked.
	 *
	 * @param bool $nullable Whether the field may be null.
	 * @return array<string,mixed>
	 */
	final public function as_field( bool $nullable = false ): array {
		$schema = $this->get_item_schema();
		unset( $schema['$schema'] );
		if ( $nullable ) {
			$schema['type'] = array( $schema['type'], 'null' );
		}
		return $schema;
	}

	/**
	 * The `result` field of a write: true, `"exists"`, an error code, or null when nothing was asked.
	 *
	 * @return array<string,mixed>
	 */
	protected static function result(): array {
		return array( 'type' => array( 'boolean', 'string', 'null' ) );
	}

	/**
	 * A list of objects whose fields are strings (a variation's attribute values).
	 *
	 * @param string ...$fields The objects' fields, in order.
	 * @return array<string,mixed>
	 */
	protected static function string_records( string ...$fields ): array {
		return array(
			'type'  => 'array',
			'items' => array(
				'type'       => 'object',
				'properties' => array_fill_keys( $fields, array( 'type' => 'string' ) ),
			),
		);
	}
}
