<?php
/**
 * One wishlist REST route as a small class: its path, method, arguments, answer schema, permission and handler.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * The base of every wishlist route (docs/rest-api.md, routes 1–16 and 19), registered by Route_Registrar.
 *
 * Each route says what it is in one place: get_args() is the schema WordPress validates the
 * request against (and what docs/rest-api.md documents), get_item_schema() the answer's shape
 * (published with the route, shown by `OPTIONS`). Permission: a read is public and its handler
 * answers through the Access_Policy; a write asks the Write_Guard first (write_permission()).
 * Shared argument builders, lookups and errors are the Controller's.
 */
abstract class Route extends Controller {

	/**
	 * The path under the namespace, path parameters as named groups (e.g. `/items/(?P<item_id>\d{1,19})`).
	 */
	abstract public function path(): string;

	/**
	 * The HTTP method: one of WP_REST_Server's READABLE, CREATABLE or DELETABLE.
	 */
	abstract public function methods(): string;

	/**
	 * The request's fields as a schema; WordPress validates them before permission() and handle() run.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	abstract public function get_args(): array;

	/**
	 * The JSON schema of the answer (for a collection, of one of its entries).
	 *
	 * @return array<string,mixed>
	 */
	abstract public function get_item_schema(): array;

	/**
	 * Answers the request, once its fields are valid and permission() allowed it.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	abstract public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error;

	/**
	 * Whether the route changes something (every method but GET).
	 */
	public function is_write(): bool {
		return \WP_REST_Server::READABLE !== $this->methods();
	}

	/**
	 * The route's permission: reads are public (the handler answers only what the Access_Policy allows); writes ask the Write_Guard.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return $this->is_write() ? $this->write_permission( $request ) : true;
	}

	/**
	 * Registers the route (on rest_api_init, by Route_Registrar); routes sharing a path add their handler to it.
	 */
	final public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			$this->path(),
			array(
				array(
					'methods'             => $this->methods(),
					'callback'            => array( $this, 'handle' ),
					'permission_callback' => array( $this, 'permission' ),
					'args'                => $this->get_args(),
				),
				// The answer's shape (OPTIONS, the index with context=help).
				'schema' => array( $this, 'get_item_schema' ),
			)
		);
	}
}
