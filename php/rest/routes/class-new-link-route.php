<?php
/**
 * Route 20: `POST /wishlists/<wishlist_id>/token`, a new share link.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Wishlist\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Gives a list of the caller's (by id: its owner only) a new share token, so every link made
 * with the old one finds nothing: the way to take back a link sent to the wrong person.
 */
final class New_Link_Route extends Owned_List_Route {

	/**
	 * The path's end.
	 */
	protected function action(): string {
		return '/token';
	}

	/**
	 * Makes the new link: `{ result, message, previous_token, wishlist }`.
	 *
	 * @param Wishlist         $wishlist The caller's list.
	 * @param \WP_REST_Request $request  The request.
	 * @return array<string,mixed>|\WP_Error
	 */
	protected function change( Wishlist $wishlist, \WP_REST_Request $request ): array|\WP_Error {
		$renewed = $this->service->new_link( $wishlist );
		if ( is_wp_error( $renewed ) ) {
			return $renewed;
		}
		return array(
			'result'         => true,
			'message'        => __( 'The wishlist has a new link. The old link no longer opens it.', 'boudoir' ),
			'previous_token' => $wishlist->token,
			'wishlist'       => $this->answers->wishlist( $renewed ),
		);
	}
}
