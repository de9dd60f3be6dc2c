<?php
/**
 * Route 4: `POST /wishlists/<wishlist_id>/title`, save title.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Args;
use Boudoir\Wishlist\Field_Error;
use Boudoir\Wishlist\List_Names;
use Boudoir\Wishlist\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Renames a list of the caller's (by id: its owner only).
 */
final class Save_Title_Route extends Owned_List_Route {

	/**
	 * The path's end.
	 */
	protected function action(): string {
		return '/title';
	}

	/**
	 * The new name.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	protected function fields(): array {
		return array(
			'title' => Args::name( __( 'The list\'s new name.', 'boudoir' ), true ),
		);
	}

	/**
	 * Renames the list: `{ result, message, wishlist }`; `400 boudoir_invalid_title` when nothing is left of the name.
	 *
	 * @param Wishlist         $wishlist The caller's list.
	 * @param \WP_REST_Request $request  The request.
	 * @return array<string,mixed>|\WP_Error
	 */
	protected function change( Wishlist $wishlist, \WP_REST_Request $request ): array|\WP_Error {
		$title = is_string( $request['title'] ) ? List_Names::plain_text( $request['title'] ) : '';
		if ( '' === $title ) {
			return Field_Error::of( 'title', __( 'Please enter a title for the wishlist.', 'boudoir' ) );
		}
		return $this->saved( $this->service->rename( $wishlist, $title ), __( 'The wishlist has been renamed.', 'boudoir' ) );
	}
}
