<?php
/**
 * Route 3: `GET /wishlists/<wishlist_token>`, read a list.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Route;
use Boudoir\Rest\Shapes;

defined( 'ABSPATH' ) || exit;

/**
 * One list, for its owner or, when shared or public, for the token's holder.
 *
 * Public: the handler answers 404 for private lists of others, and a token only grants read.
 */
final class Read_Wishlist_Route extends Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/wishlists/(?P<wishlist_token>' . self::TOKEN_PATTERN . ')';
	}

	/**
	 * The method.
	 */
	public function methods(): string {
		return \WP_REST_Server::READABLE;
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array(
			'wishlist_token' => self::token_arg( __( 'The list\'s share token.', 'boudoir' ), true ),
		);
	}

	/**
	 * The answer: a Wishlist.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return Shapes::wishlist_schema();
	}

	/**
	 * Answers the list.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->readable_list( $request['wishlist_token'] );
		return is_wp_error( $list ) ? $list : new \WP_REST_Response( $this->wishlist_json( $list, true ) );
	}
}
