<?php
/**
 * Route 2: `POST /wishlists`, create a list.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Route;
use Boudoir\Rest\Shapes;

defined( 'ABSPATH' ) || exit;

/**
 * Creates a list for the caller (starting a guest session when needed), within the list cap.
 */
final class Create_Wishlist_Route extends Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/wishlists';
	}

	/**
	 * The method.
	 */
	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array(
			'wishlist_name'       => self::name_arg( __( 'The new list\'s name.', 'boudoir' ), true ),
			'wishlist_visibility' => self::privacy_arg( __( 'Who may read the list.', 'boudoir' ), false ),
		);
	}

	/**
	 * The answer: the new Wishlist.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return Shapes::wishlist_schema();
	}

	/**
	 * Creates the list: `201` with it.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->service()->create_named( $request['wishlist_name'], $request['wishlist_visibility'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		return new \WP_REST_Response( $this->wishlist_json( $list ), 201 );
	}
}
