<?php
/**
 * Route 11: `POST /items/quantity`, update item quantity.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Args;
use Boudoir\Rest\Write_Route;
use Boudoir\Wishlist\Field_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Changes an item's quantity on a list of the caller's, within what the shop sells at once.
 */
final class Update_Quantity_Route extends Write_Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/items/quantity';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array(
			'wishlist_token' => Args::token( __( 'The list\'s share token.', 'boudoir' ), true ),
			'item_id'        => Args::id( __( 'The item.', 'boudoir' ), false ),
			'product_id'     => Args::id( __( 'The product, when no item id is given.', 'boudoir' ), false ),
			'variation_id'   => Args::id( __( 'The variation, or 0.', 'boudoir' ), false, 0 ),
			'quantity'       => Args::quantity( true ),
		);
	}

	/**
	 * Saves the quantity: `{ result, item }`.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->access->writable_by_token( $request['wishlist_token'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$item_id = (int) $request['item_id'];
		if ( $item_id <= 0 && (int) $request['product_id'] <= 0 ) {
			return Field_Error::of( 'item_id', __( 'Please say which item to change.', 'boudoir' ) );
		}
		$owned = $item_id > 0
			? $this->access->owned_item( $item_id, $list )
			: $this->access->owned_item_of_product( $list, (int) $request['product_id'], (int) $request['variation_id'] );
		if ( is_wp_error( $owned ) ) {
			return $owned;
		}
		$item = $this->service->change_quantity( $owned[1], (int) $request['quantity'] );
		if ( is_wp_error( $item ) ) {
			return $item;
		}
		return new \WP_REST_Response(
			array(
				'result' => true,
				'item'   => $this->answers->item( $item ),
			)
		);
	}
}
