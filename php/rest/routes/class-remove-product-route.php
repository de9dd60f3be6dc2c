<?php
/**
 * Route 10: `POST /items/remove`, remove a product from a list.
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
 * Takes a product (every variation of it, or one) off a list of the caller's, named by token or id.
 */
final class Remove_Product_Route extends Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/items/remove';
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
			'remove_from_wishlist' => self::id_arg( __( 'The product to remove.', 'boudoir' ), true ),
			'variation_id'         => self::id_arg( __( 'Only this variation.', 'boudoir' ), false, 0 ),
			'wishlist_token'       => self::token_arg( __( 'The list\'s share token.', 'boudoir' ), false ),
			'wishlist_id'          => self::id_arg( __( 'The list, when no token is given.', 'boudoir' ), false ),
		);
	}

	/**
	 * The answer: `{ result, removed, message, wishlist }`.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return self::answer_schema(
			'product-removed',
			array(
				'result'   => array( 'type' => 'boolean' ),
				'removed'  => array( 'type' => 'integer' ),
				'message'  => array( 'type' => 'string' ),
				'wishlist' => self::field_schema( Shapes::wishlist_schema() ),
			)
		);
	}

	/**
	 * Removes the product from the list.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->list_from_token_or_id( $request );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$removed = $this->service()->remove_product( array( $list->id ), (int) $request['remove_from_wishlist'], self::only_variation( $request ) );
		return new \WP_REST_Response(
			array(
				'result'   => true,
				'removed'  => $removed,
				'message'  => $removed > 0 ? __( 'Removed from the wishlist.', 'boudoir' ) : __( 'This product was not on the wishlist.', 'boudoir' ),
				'wishlist' => $this->wishlist_json( $list ),
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
			return $this->owned_list_by_token( $token );
		}
		if ( (int) $request['wishlist_id'] > 0 ) {
			return $this->owned_list_by_id( $request['wishlist_id'] );
		}
		return self::invalid( 'wishlist_token', __( 'Please say which wishlist to change.', 'boudoir' ) );
	}
}
