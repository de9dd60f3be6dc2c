<?php
/**
 * Route 5: `POST /wishlists/<wishlist_id>/privacy`, save privacy.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Args;
use Boudoir\Wishlist\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Changes who may read a list of the caller's (by id: its owner only).
 */
final class Save_Privacy_Route extends Owned_List_Route {

	/**
	 * The path's end.
	 */
	protected function action(): string {
		return '/privacy';
	}

	/**
	 * The new privacy.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	protected function fields(): array {
		return array(
			'privacy' => Args::privacy( __( 'Who may read the list.', 'boudoir' ), true ),
		);
	}

	/**
	 * Saves the privacy: `{ result, message, wishlist }`.
	 *
	 * @param Wishlist         $wishlist The caller's list.
	 * @param \WP_REST_Request $request  The request.
	 * @return array<string,mixed>
	 */
	protected function change( Wishlist $wishlist, \WP_REST_Request $request ): array {
		return $this->saved( $this->service->set_privacy( $wishlist, (string) $request['privacy'] ), __( 'The wishlist\'s privacy has been saved.', 'boudoir' ) );
	}
}
