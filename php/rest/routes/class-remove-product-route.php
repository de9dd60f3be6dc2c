<?php
/**
 * Route 10: `POST /items/remove`, remove a product from a list.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Args;
use Boudoir\Rest\Write_Route;
use Boudoir\Wishlist\Field_Error;
use Boudoir\Wishlist\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Takes a product (every variation of it, or one) off a list of the caller's, named by token or id.
 */
final class Remove_Product_Route extends Write_Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/items/remove';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array(
			'remove_from_wishlist' => Args::id( __( 'The product to remove.', 'boudoir' ), true ),
			'variation_id'         => Args::id( __( 'Only this variation.', 'boudoir' ), false, 0 ),
			'wishlist_token'       => Args::token( __( 'The list\'s share token.', 'boudoir' ), false ),
			'wishlist_id'          => Args::id( __( 'The list, when no token is given.', 'boudoir' ), false ),
		);
	}

	/**
	 * Removes the product from the list: `{ result, removed, message, wishlist }`.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->list_from_token_or_id( $request );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$removed = $this->service->remove_product( array( $list->id ), (int) $request['remove_from_wishlist'], self::only_variation( $request ) );
		return new \WP_REST_Response(
			array(
				'result'   => true,
				'removed'  => $removed,
				'message'  => $removed > 0 ? __( 'Removed from the wishlist.', 'boudoir' ) : __( 'This product was not on the wishlist.', 'boudoir' ),
				'wishlist' => $this->answers->wishlist( $list ),
			)
		);
	}

	/**
	 * A list of the caller's named by `wishlist_token` or `wishlist_id`.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return Wishlist|\WP_Error
	 */
	private function list_from_token_or_id( \WP_REST_Request $request ): Wishlist|\WP_Error {
		$token = $request['wishlist_token'];
		if ( is_string( $token ) && '' !== $token ) {
			return $this->access->writable_by_token( $token );
		}
		if ( (int) $request['wishlist_id'] > 0 ) {
			return $this->access->owned_by_id( $request['wishlist_id'] );
		}
		return Field_Error::of( 'wishlist_token', __( 'Please say which wishlist to change.', 'boudoir' ) );
	}
}
