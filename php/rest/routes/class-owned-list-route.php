<?php
/**
 * What routes 4, 5, 6 and 20 share: a change to a list of the caller's, reached by its id.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Args;
use Boudoir\Rest\Write_Route;
use Boudoir\Wishlist\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * `/wishlists/<wishlist_id>…`: by id, a list answers its owner only (the Access_Policy's same 404
 * for anyone else's and for none); then the route changes it.
 */
abstract class Owned_List_Route extends Write_Route {

	/**
	 * The path.
	 */
	final public function path(): string {
		return '/wishlists/(?P<wishlist_id>\d{1,19})' . $this->action();
	}

	/**
	 * The fields: the list's id, then the route's own.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	final public function get_args(): array {
		return array( 'wishlist_id' => Args::id( __( 'The list.', 'boudoir' ), true ) ) + $this->fields();
	}

	/**
	 * Finds the caller's list, then changes it.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	final public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->access->owned_by_id( $request['wishlist_id'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$answer = $this->change( $list, $request );
		return is_wp_error( $answer ) ? $answer : new \WP_REST_Response( $answer );
	}

	/**
	 * What follows the list's id in the path ('' for the list itself), e.g. `/title`.
	 */
	abstract protected function action(): string;

	/**
	 * Changes the list.
	 *
	 * @param Wishlist         $wishlist The caller's list.
	 * @param \WP_REST_Request $request  The request.
	 * @return array<string,mixed>|\WP_Error The answer, or why not.
	 */
	abstract protected function change( Wishlist $wishlist, \WP_REST_Request $request ): array|\WP_Error;

	/**
	 * The fields after the list's id.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	protected function fields(): array {
		return array();
	}

	/**
	 * The answer of a saved title or privacy: `{ result, message, wishlist }`.
	 *
	 * @param Wishlist $wishlist The list as saved.
	 * @param string   $message  What was saved, translated.
	 * @return array<string,mixed>
	 */
	protected function saved( Wishlist $wishlist, string $message ): array {
		return array(
			'result'   => true,
			'message'  => $message,
			'wishlist' => $this->answers->wishlist( $wishlist ),
		);
	}
}
