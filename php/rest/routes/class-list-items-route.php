<?php
/**
 * Route 8: `GET /wishlists/<wishlist_token>/items`, a list's items, paged.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Route;
use Boudoir\Rest\Shapes;

defined( 'ABSPATH' ) || exit;

/**
 * One page of a readable list, with paging headers.
 *
 * Public: the handler answers 404 for private lists of others, and a token only grants read.
 * Queries: the list, all its rows (one query), the page's products in one batch.
 */
final class List_Items_Route extends Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/wishlists/(?P<wishlist_token>' . self::TOKEN_PATTERN . ')/items';
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
		) + self::paging_args();
	}

	/**
	 * The answer: a list of Item.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return Shapes::item_schema();
	}

	/**
	 * Answers one page of the list's items.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->readable_list( $request['wishlist_token'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$items    = $this->wishlists()->items()->for_wishlist( $list->id );
		$response = new \WP_REST_Response( $this->shapes()->items( array_slice( $items, ( $page - 1 ) * $per_page, $per_page ) ) );
		self::paging_headers( $response, $request, self::NAMESPACE . '/wishlists/' . $list->token . '/items', count( $items ), $page, $per_page );
		return $response;
	}
}
