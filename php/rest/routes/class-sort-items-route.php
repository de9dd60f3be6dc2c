<?php
/**
 * Route 12: `POST /items/sort`, sort items.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Args;
use Boudoir\Rest\Paging;
use Boudoir\Rest\Write_Route;

defined( 'ABSPATH' ) || exit;

/**
 * Puts one page of a list of the caller's in a new order; the other pages keep their places.
 */
final class Sort_Items_Route extends Write_Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/items/sort';
	}

	/**
	 * The fields; without `per_page`, `positions` covers the whole list.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array(
			'wishlist_token' => Args::token( __( 'The list\'s share token.', 'boudoir' ), true ),
			'positions'      => array(
				'description' => __( 'The item ids of one page in their new order.', 'boudoir' ),
				'type'        => 'array',
				'items'       => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				'maxItems'    => Paging::MAX_PER_PAGE * 10,
				'required'    => true,
			),
		) + Paging::args( null );
	}

	/**
	 * Saves the order: `{ result, positions }`, the whole list's item ids in order.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->access->writable_by_token( $request['wishlist_token'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$order = $this->service->sort(
			$list,
			array_map( 'intval', (array) $request['positions'] ),
			(int) $request['page'],
			null === $request['per_page'] ? null : (int) $request['per_page']
		);
		if ( is_wp_error( $order ) ) {
			return $order;
		}
		return new \WP_REST_Response(
			array(
				'result'    => true,
				'positions' => $order,
			)
		);
	}
}
