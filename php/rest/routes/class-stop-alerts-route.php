<?php
/**
 * Route 23: `DELETE /wishlists/<wishlist_id>/alerts`, every alert of a list off.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Wishlist\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Turns off the alerts of a list of the caller's and of all its items (by id: its owner only).
 */
final class Stop_Alerts_Route extends Alerts_Route {

	/**
	 * The method.
	 */
	public function methods(): string {
		return \WP_REST_Server::DELETABLE;
	}

	/**
	 * Stops the list's alerts: `{ result, message, alerts }`.
	 *
	 * @param Wishlist         $wishlist The caller's list.
	 * @param \WP_REST_Request $request  The request.
	 * @return array<string,mixed>
	 */
	protected function change( Wishlist $wishlist, \WP_REST_Request $request ): array {
		unset( $request );
		return array(
			'result'  => true,
			'message' => $this->preferences->stop( $wishlist ),
			'alerts'  => $this->preferences->state( $wishlist ),
		);
	}
}
