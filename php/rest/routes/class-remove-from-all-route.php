<?php
/**
 * Route 16: `POST /items/remove-from-all`, remove a product from all my lists.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Route;
use Boudoir\Rest\Shapes;

defined( 'ABSPATH' ) || exit;

/**
 * Takes a product off every list of the caller's (and only theirs).
 */
final class Remove_From_All_Route extends Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/items/remove-from-all';
	}

	/**
	 * The method.
	 */
	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array(
			'prod_id'      => self::id_arg( __( 'The product to remove.', 'boudoir' ), true ),
			'variation_id' => self::id_arg( __( 'Only this variation.', 'boudoir' ), false, 0 ),
			'wishlist_id'  => self::id_arg( __( 'A list whose new state to answer.', 'boudoir' ), false ),
		);
	}

	/**
	 * The answer: `{ result, removed, message, wishlist, user_wishlists }` (`wishlist` null unless one was named).
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return self::answer_schema(
			'product-removed-from-all',
			array(
				'result'         => array( 'type' => 'boolean' ),
				'removed'        => array( 'type' => 'integer' ),
				'message'        => array( 'type' => 'string' ),
				'wishlist'       => self::field_schema( Shapes::wishlist_schema(), true ),
				'user_wishlists' => self::user_wishlists_schema(),
			)
		);
	}

	/**
	 * Removes the product from the caller's lists.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$shown = null;
		if ( null !== $request['wishlist_id'] ) {
			$shown = $this->owned_list_by_id( $request['wishlist_id'] );
			if ( is_wp_error( $shown ) ) {
				return $shown;
			}
		}
		$removed = $this->service()->remove_from_all( (int) $request['prod_id'], self::only_variation( $request ) );
		return new \WP_REST_Response(
			array(
				'result'         => true,
				'removed'        => $removed,
				'message'        => $removed > 0 ? __( 'Removed from all your wishlists.', 'boudoir' ) : __( 'This product was not on your wishlists.', 'boudoir' ),
				'wishlist'       => null === $shown ? null : $this->wishlist_json( $shown ),
				'user_wishlists' => $this->user_wishlists(),
			)
		);
	}
}
