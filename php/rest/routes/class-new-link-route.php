<?php
/**
 * Route 20: `POST /wishlists/<wishlist_id>/token`, a new share link.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Route;
use Boudoir\Rest\Shapes;

defined( 'ABSPATH' ) || exit;

/**
 * Gives a list of the caller's (by id: its owner only) a new share token, so every link made
 * with the old one finds nothing: the way to take back a link sent to the wrong person.
 */
final class New_Link_Route extends Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/wishlists/(?P<wishlist_id>\d{1,19})/token';
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
			'wishlist_id' => self::id_arg( __( 'The list.', 'boudoir' ), true ),
		);
	}

	/**
	 * The answer: `{ result, message, previous_token, wishlist }`.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return self::answer_schema(
			'wishlist-token',
			array(
				'result'         => array( 'type' => 'boolean' ),
				'message'        => array( 'type' => 'string' ),
				'previous_token' => array( 'type' => 'string' ),
				'wishlist'       => self::field_schema( Shapes::wishlist_schema() ),
			)
		);
	}

	/**
	 * Makes the new link.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->owned_list_by_id( $request['wishlist_id'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$renewed = $this->service()->new_link( $list );
		if ( is_wp_error( $renewed ) ) {
			return $renewed;
		}
		return new \WP_REST_Response(
			array(
				'result'         => true,
				'message'        => __( 'The wishlist has a new link. The old link no longer opens it.', 'boudoir' ),
				'previous_token' => $list->token,
				'wishlist'       => $this->wishlist_json( $renewed ),
			)
		);
	}
}
