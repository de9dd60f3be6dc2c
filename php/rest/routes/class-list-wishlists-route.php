<?php
/**
 * Route 1: `GET /wishlists`, the caller's lists, paged.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Paging;
use Boudoir\Rest\Read_Route;
use Boudoir\Rest\Route;

defined( 'ABSPATH' ) || exit;

/**
 * One page of the caller's lists, with their item counts and price drops (one query for the items, one batch of products) and paging headers; never starts a session.
 *
 * Public: it only ever answers the caller's own lists (none for an anonymous caller).
 */
final class List_Wishlists_Route extends Read_Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/wishlists';
	}

	/**
	 * The fields: a page holds every list under the default cap; api-fetch's per_page=-1 follows the Link header.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return Paging::args( Paging::MAX_PER_PAGE );
	}

	/**
	 * Answers one page of the caller's lists.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];

		list( $total, $lists ) = $this->reader->list_page( $page, $per_page );

		$response = new \WP_REST_Response( $this->answers->wishlists( $lists ) );
		Paging::headers( $response, $request, Route::NAMESPACE . '/wishlists', $total, $page, $per_page );
		return $response;
	}
}
