<?php
/**
 * Route 19: `GET /items/saved`, the caller's saved products, ids only.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Read_Route;

defined( 'ABSPATH' ) || exit;

/**
 * The caller's saved products over all their lists, ids only; [] for an anonymous caller.
 *
 * Public: it answers only the caller's own items. One query; reads the session cookie but never sets one.
 */
final class Saved_Items_Route extends Read_Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/items/saved';
	}

	/**
	 * No fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array();
	}

	/**
	 * Answers the caller's saved items: a list of `{ item_id, product_id, variation_id, variation, wishlist_id, wishlist_token }`.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		unset( $request );
		return new \WP_REST_Response( $this->reader->saved() );
	}
}
