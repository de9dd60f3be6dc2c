<?php
/**
 * Route 6: `DELETE /wishlists/<wishlist_id>`, delete a list.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Route;

defined( 'ABSPATH' ) || exit;

/**
 * Deletes a list of the caller's and its items (by id: its owner only).
 */
final class Delete_Wishlist_Route extends Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/wishlists/(?P<wishlist_id>\d{1,19})';
	}

	/**
	 * The method.
	 */
	public function methods(): string {
		return \WP_REST_Server::DELETABLE;
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
	 * The answer: `{ deleted, id, message, user_wishlists }`.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return self::answer_schema(
			'wishlist-deleted',
			array(
				'deleted'        => array( 'type' => 'boolean' ),
				'id'             => array( 'type' => 'integer' ),
				'message'        => array( 'type' => 'string' ),
				'user_wishlists' => self::user_wishlists_schema(),
			)
		);
	}

	/**
	 * Deletes the list.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->owned_list_by_id( $request['wishlist_id'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$deleted = $this->service()->delete( $list );
		if ( is_wp_error( $deleted ) ) {
			return $deleted;
		}
		return new \WP_REST_Response(
			array(
				'deleted'        => true,
				'id'             => $list->id,
				'message'        => __( 'The wishlist has been deleted.', 'boudoir' ),
				'user_wishlists' => $this->user_wishlists(),
			)
		);
	}
}
