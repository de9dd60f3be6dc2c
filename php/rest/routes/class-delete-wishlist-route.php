<?php
/**
 * Route 6: `DELETE /wishlists/<wishlist_id>`, delete a list.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Wishlist\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Deletes a list of the caller's and its items (by id: its owner only).
 */
final class Delete_Wishlist_Route extends Owned_List_Route {

	/**
	 * The list itself.
	 */
	protected function action(): string {
		return '';
	}

	/**
	 * The method.
	 */
	public function methods(): string {
		return \WP_REST_Server::DELETABLE;
	}

	/**
	 * Deletes the list: `{ deleted, id, message, user_wishlists }`.
	 *
	 * @param Wishlist         $wishlist The caller's list.
	 * @param \WP_REST_Request $request  The request.
	 * @return array<string,mixed>|\WP_Error
	 */
	protected function change( Wishlist $wishlist, \WP_REST_Request $request ): array|\WP_Error {
		$deleted = $this->service->delete( $wishlist );
		if ( is_wp_error( $deleted ) ) {
			return $deleted;
		}
		return array(
			'deleted'        => true,
			'id'             => $wishlist->id,
			'message'        => __( 'The wishlist has been deleted.', 'boudoir' ),
			'user_wishlists' => $this->answers->user_wishlists(),
		);
	}
}
