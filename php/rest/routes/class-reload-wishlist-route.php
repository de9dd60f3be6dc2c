<?php
/**
 * Route 7: `POST /wishlists/reload`, reload wishlist and add element.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Args;
use Boudoir\Rest\Paging;
use Boudoir\Rest\Write_Route;
use Boudoir\Wishlist\Add_Request;
use Boudoir\Wishlist\Field_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Adds a product to a list when asked, then answers the list and a page of its items (never HTML).
 *
 * By id: its owner only, like every route keyed by id. By token: a reader may reload a
 * shared or public list; adding needs ownership.
 */
final class Reload_Wishlist_Route extends Write_Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/wishlists/reload';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array(
			'wishlist_token'  => Args::token( __( 'The list\'s share token.', 'boudoir' ), false ),
			'wishlist_id'     => Args::id( __( 'The list, when no token is given.', 'boudoir' ), false ),
			'add_to_wishlist' => Args::id( __( 'A product or variation to add first.', 'boudoir' ), false ),
			'variation_id'    => Args::id( __( 'The variation, or 0.', 'boudoir' ), false, 0 ),
			'variation'       => Args::variation(),
			'product_type'    => Args::product_type(),
			'pagination'      => array(
				'description' => __( 'Whether to answer one page (yes) or every item (no).', 'boudoir' ),
				'type'        => 'string',
				'enum'        => array( 'yes', 'no' ),
				'default'     => 'yes',
			),
		) + Paging::args();
	}

	/**
	 * Reloads the list, adding the product first when one is given.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$token = $request['wishlist_token'];
		$id    = (int) $request['wishlist_id'];
		if ( ( ! is_string( $token ) || '' === $token ) && $id <= 0 ) {
			return Field_Error::of( 'wishlist_token', __( 'Please say which wishlist to reload.', 'boudoir' ) );
		}
		$product = (int) $request['add_to_wishlist'];
		if ( ! is_string( $token ) || '' === $token ) {
			// By id: its owner only, like every route keyed by id.
			$list = $this->access->owned_by_id( $id );
		} else {
			$list = $product > 0 ? $this->access->writable_by_token( $token ) : $this->access->readable_by_token( $token );
		}
		if ( is_wp_error( $list ) ) {
			return $list;
		}

		$result  = null;
		$message = '';
		if ( $product > 0 ) {
			$added = $this->service->add_product_to( $list, new Add_Request( $product, (int) $request['variation_id'], 1, $request['variation'] ) );
			if ( is_wp_error( $added ) ) {
				return $added;
			}
			$result  = $added->result->result();
			$message = true === $result ? __( 'Added to your wishlist.', 'boudoir' ) : __( 'This product is already on the wishlist.', 'boudoir' );
		}

		$page     = $this->answers->list_page( $list, (int) $request['page'], 'no' === $request['pagination'] ? null : (int) $request['per_page'] );
		$response = new \WP_REST_Response(
			array(
				'result'  => $result,
				'message' => $message,
			) + $page
		);
		Paging::count_headers( $response, $page['total'], $page['per_page'] );
		return $response;
	}
}
