<?php
/**
 * Route 16: `POST /items/remove-from-all`, remove a product from all my lists.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Args;
use Boudoir\Rest\Write_Route;

defined( 'ABSPATH' ) || exit;

/**
 * Takes a product off every list of the caller's (and only theirs).
 */
final class Remove_From_All_Route extends Write_Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/items/remove-from-all';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array(
			'prod_id'      => Args::id( __( 'The product to remove.', 'boudoir' ), true ),
			'variation_id' => Args::id( __( 'Only this variation.', 'boudoir' ), false, 0 ),
			'wishlist_id'  => Args::id( __( 'A list whose new state to answer.', 'boudoir' ), false ),
		);
	}

	/**
	 * Removes the product from the caller's lists: `{ result, removed, message, wishlist, user_wishlists }` (`wishlist` null unless one was named).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$shown = null;
		if ( null !== $request['wishlist_id'] ) {
			$shown = $this->access->owned_by_id( $request['wishlist_id'] );
			if ( is_wp_error( $shown ) ) {
				return $shown;
			}
		}
		$removed = $this->service->remove_from_all( (int) $request['prod_id'], self::only_variation( $request ) );
		return new \WP_REST_Response(
			array(
				'result'         => true,
				'removed'        => $removed,
				'message'        => $removed > 0 ? __( 'Removed from all your wishlists.', 'boudoir' ) : __( 'This product was not on your wishlists.', 'boudoir' ),
				'wishlist'       => null === $shown ? null : $this->answers->wishlist( $shown ),
				'user_wishlists' => $this->answers->user_wishlists(),
			)
		);
	}
}
