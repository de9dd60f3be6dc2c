<?php
/**
 * One wishlist REST route as a small class: its path, method, arguments, answer schema, permission and handler.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Rest\Schemas\Schema;
use Boudoir\Wishlist\Access_Policy;

defined( 'ABSPATH' ) || exit;

/**
 * The base of every wishlist route (docs/rest-api.md, routes 1–16, 19 and 20), built and registered by Route_Registrar.
 *
 * Each route says what it is in one place: get_args() is the schema WordPress validates the
 * request against (and what docs/rest-api.md documents), get_item_schema() the answer's shape
 * (the schema it is given, published with the route, shown by `OPTIONS`). A read is public and
 * answers through the Access_Policy (Read_Route); a write asks the Write_Permission first and
 * changes through the Wishlist_Service (Write_Route). A handler turns the request into those
 * calls and their result into JSON, and nothing else.
 */
abstract class Route {

	/** The REST namespace. */
	public const NAMESPACE = 'boudoir/v1';

	/**
	 * A route, with what every route shares.
	 *
	 * @param Schema        $schema  Its answer's shape.
	 * @param Access_Policy $access  Who may reach which list or item.
	 * @param Answers       $answers Lists and items as JSON.
	 */
	public function __construct( private readonly Schema $schema, protected readonly Access_Policy $access, protected readonly Answers $answers ) {
	}

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
	 * Whether the caller may send the request (true, or the refusal as an error).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	abstract public function permission( \WP_REST_Request $request ): bool|\WP_Error;

	/**
	 * Answers the request, once its fields are valid and permission() allowed it.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	abstract public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error;

	/**
	 * The JSON schema of the answer (for a collection, of one of its entries).
	 *
	 * @return array<string,mixed>
	 */
	final public function get_item_schema(): array {
		return $this->schema->get_item_schema();
	}

	/**
	 * Whether the route changes something (every method but GET).
	 */
	public function is_write(): bool {
		return \WP_REST_Server::READABLE !== $this->methods();
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
