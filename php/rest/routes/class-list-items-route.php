<?php
/**
 * Route 8: `GET /wishlists/<wishlist_token>/items`, a list's items, paged.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Args;
use Boudoir\Rest\Paging;
use Boudoir\Rest\Read_Route;
use Boudoir\Rest\Route;
use Boudoir\Wishlist\Token;

defined( 'ABSPATH' ) || exit;

/**
 * One page of a readable list, with paging headers.
 *
 * Public: the handler answers 404 for private lists of others, and a token only grants read.
 * Queries: the list, all its rows (one query), the page's products in one batch.
 */
final class List_Items_Route extends Read_Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/wishlists/(?P<wishlist_token>' . Token::PATTERN . ')/items';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array(
			'wishlist_token' => Args::token( __( 'The list\'s share token.', 'boudoir' ), true ),
		) + Paging::args();
	}

	/**
	 * Answers one page of the list's items.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->access->readable_by_token( $request['wishlist_token'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$items    = $this->reader->items( $list );
		$response = new \WP_REST_Response( $this->answers->items( Paging::slice( $items, $page, $per_page ) ) );
		Paging::headers( $response, $request, Route::NAMESPACE . '/wishlists/' . $list->token . '/items', count( $items ), $page, $per_page );
		return $response;
	}
}
