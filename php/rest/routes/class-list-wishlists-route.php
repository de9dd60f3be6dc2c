<?php
/**
 * Route 1: `GET /wishlists`, the caller's lists, paged.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Route;
use Boudoir\Rest\Shapes;
use Boudoir\Wishlist\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * One page of the caller's lists, with their item counts and price drops (one query for the items, one batch of products) and paging headers; never starts a session.
 *
 * Public: it only ever answers the caller's own lists (none for an anonymous caller).
 */
final class List_Wishlists_Route extends Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/wishlists';
	}

	/**
	 * The method.
	 */
	public function methods(): string {
		return \WP_REST_Server::READABLE;
	}

	/**
	 * The fields: a page holds every list under the default cap; api-fetch's per_page=-1 follows the Link header.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return self::paging_args( self::MAX_PER_PAGE );
	}

	/**
	 * The answer: a list of Wishlist.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return Shapes::wishlist_schema();
	}

	/**
	 * Answers one page of the caller's lists.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		$owner    = $this->wishlists()->reading_owner();
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$total    = null === $owner ? 0 : $this->wishlists()->lists()->count_for_owner( $owner );
		$lists    = null === $owner || 0 === $total ? array() : $this->wishlists()->lists()->page_for_owner( $owner, $page, $per_page );
		// The lists' items in one query: their counts, and their price drops from one batch of products.
		$items    = $lists ? $this->wishlists()->items()->for_wishlists( array_map( static fn ( Wishlist $wishlist ): int => $wishlist->id, $lists ) ) : array();
		$drops    = $this->shapes()->price_drop_counts( $items );
		$response = new \WP_REST_Response(
			array_map( fn ( Wishlist $wishlist ): array => $this->shapes()->wishlist( $wishlist, count( $items[ $wishlist->id ] ?? array() ), $owner, $drops[ $wishlist->id ] ?? 0 ), $lists )
		);
		self::paging_headers( $response, $request, self::NAMESPACE . '/wishlists', $total, $page, $per_page );
		return $response;
	}
}
