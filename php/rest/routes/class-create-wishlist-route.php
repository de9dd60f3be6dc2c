<?php
/**
 * Route 2: `POST /wishlists`, create a list.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Args;
use Boudoir\Rest\Write_Route;

defined( 'ABSPATH' ) || exit;

/**
 * Creates a list for the caller (starting a guest session when needed), within the list cap.
 */
final class Create_Wishlist_Route extends Write_Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/wishlists';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array(
			'wishlist_name'       => Args::name( __( 'The new list\'s name.', 'boudoir' ), true ),
			'wishlist_visibility' => Args::privacy( __( 'Who may read the list.', 'boudoir' ), false ),
		);
	}

	/**
	 * Creates the list: `201` with it.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->service->create_named( $request['wishlist_name'], $request['wishlist_visibility'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		return new \WP_REST_Response( $this->answers->wishlist( $list ), 201 );
	}
}
