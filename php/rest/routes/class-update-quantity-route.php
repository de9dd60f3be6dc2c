<?php
/**
 * Route 11: `POST /items/quantity`, update item quantity.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Route;
use Boudoir\Rest\Shapes;

defined( 'ABSPATH' ) || exit;

/**
 * Changes an item's quantity on a list of the caller's, within what the shop sells at once.
 */
final class Update_Quantity_Route extends Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/items/quantity';
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
			'wishlist_token' => self::token_arg( __( 'The list\'s share token.', 'boudoir' ), true ),
			'item_id'        => self::id_arg( __( 'The item.', 'boudoir' ), false ),
			'product_id'     => self::id_arg( __( 'The product, when no item id is given.', 'boudoir' ), false ),
			'variation_id'   => self::id_arg( __( 'The variation, or 0.', 'boudoir' ), false, 0 ),
			'quantity'       => self::quantity_arg( true ),
		);
	}

	/**
	 * The answer: `{ result, item }`.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return self::answer_schema(
			'item-quantity',
			array(
				'result' => array( 'type' => 'boolean' ),
				'item'   => self::field_schema( Shapes::item_schema() ),
			)
		);
	}

	/**
	 * Saves the quantity.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->owned_list_by_token( $request['wishlist_token'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$item_id = (int) $request['item_id'];
		if ( $item_id <= 0 && (int) $request['product_id'] <= 0 ) {
			return self::invalid( 'item_id', __( 'Please say which item to change.', 'boudoir' ) );
		}
		if ( $item_id <= 0 ) {
			$found   = $this->wishlists()->items()->find( $list->id, (int) $request['product_id'], (int) $request['variation_id'] );
			$item_id = null === $found ? $this->only_choice( $list->id, (int) $request['product_id'], (int) $request['variation_id'] ) : $found->id;
		}
		$owned = $this->owned_item( $item_id, $list );
		if ( is_wp_error( $owned ) ) {
			return $owned;
		}
		$item = $this->service()->change_quantity( $owned[1], (int) $request['quantity'] );
		if ( is_wp_error( $item ) ) {
			return $item;
		}
		return new \WP_REST_Response(
			array(
				'result' => true,
				'item'   => $this->shapes()->items( array( $item ) )[0],
			)
		);
	}

	/**
	 * The one item of a variation saved with chosen "any" values (none saved without), or 0: with
	 * several choices of one variation on the list, only `item_id` says which.
	 *
	 * @param int $list_id      The list.
	 * @param int $product_id   The product.
	 * @param int $variation_id The variation.
	 */
	private function only_choice( int $list_id, int $product_id, int $variation_id ): int {
		$matches = array_values(
			array_filter(
				$this->wishlists()->items()->for_wishlist( $list_id ),
				static fn ( $item ): bool => $item->product_id === $product_id && $item->variation_id === $variation_id
			)
		);
		return 1 === count( $matches ) ? $matches[0]->id : 0;
	}
}
