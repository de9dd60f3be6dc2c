<?php
/**
 * Route 3: `GET /wishlists/<wishlist_token>`, read a list.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Args;
use Boudoir\Rest\Read_Route;
use Boudoir\Wishlist\Token;

defined( 'ABSPATH' ) || exit;

/**
 * One list, for its owner or, when shared or public, for the token's holder.
 *
 * Public: the handler answers 404 for private lists of others, and a token only grants read.
 */
final class Read_Wishlist_Route extends Read_Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/wishlists/(?P<wishlist_token>' . Token::PATTERN . ')';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array(
			'wishlist_token' => Args::token( __( 'The list\'s share token.', 'boudoir' ), true ),
		);
	}

	/**
	 * Answers the list, with its price drops.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->access->readable_by_token( $request['wishlist_token'] );
		return is_wp_error( $list ) ? $list : new \WP_REST_Response( $this->answers->wishlist( $list, true ) );
	}
}
