<?php
/**
 * Route 9: `POST /items/add`, add to wishlist.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Args;
use Boudoir\Rest\Write_Route;
use Boudoir\Wishlist\Add_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Adds a product to a list of the caller's, to a new one, or to their default list.
 *
 * Error answers of the handler carry `result` and `user_wishlists` (Answers::error_with_lists()).
 */
final class Add_Item_Route extends Write_Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/items/add';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array(
			'add_to_wishlist'     => Args::id( __( 'The product or variation to add.', 'boudoir' ), true ),
			'variation_id'        => Args::id( __( 'The variation, or 0.', 'boudoir' ), false, 0 ),
			'variation'           => Args::variation(),
			'product_type'        => Args::product_type(),
			'quantity'            => Args::quantity( false ),
			'wishlist_id'         => array(
				'description' => __( 'A list of the caller\'s, "new" to create one, or 0 for the default list.', 'boudoir' ),
				'type'        => array( 'integer', 'string' ),
				'pattern'     => '^(new|\d{1,19})$',
				'minimum'     => 0,
			),
			'wishlist_name'       => Args::name( __( 'The new list\'s name, with "new".', 'boudoir' ), false ),
			'wishlist_visibility' => Args::privacy( __( 'Who may read the new list, with "new".', 'boudoir' ), false ),
		);
	}

	/**
	 * Adds the product: `201` when added, `200` when it was there already.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		$outcome = $this->service->add_product(
			new Add_Request(
				(int) $request['add_to_wishlist'],
				(int) $request['variation_id'],
				(int) ( $request['quantity'] ?? 1 ),
				$request['variation'],
				is_string( $request['wishlist_id'] ) ? $request['wishlist_id'] : (int) $request['wishlist_id'],
				$request['wishlist_name'],
				$request['wishlist_visibility']
			)
		);
		if ( is_wp_error( $outcome ) ) {
			return $this->answers->error_with_lists( $outcome );
		}
		$list   = $outcome->wishlist;
		$result = $outcome->result->result();
		$item   = $this->answers->item( $outcome->result->item );
		if ( true !== $result ) {
			/* translators: %s: the wishlist's name. */
			$message = sprintf( __( 'This product is already on "%s".', 'boudoir' ), $list->name );
		} elseif ( 0 === (int) $item['variation_id'] && in_array( $item['product_type'], array( 'variable', 'variable-subscription' ), true ) ) {
			// Saved from a shop card, or a product page before a size was chosen: said honestly.
			/* translators: %s: the wishlist's name. */
			$message = sprintf( __( 'Added to "%s", with its options to choose later.', 'boudoir' ), $list->name );
		} else {
			/* translators: %s: the wishlist's name. */
			$message = sprintf( __( 'Added to "%s".', 'boudoir' ), $list->name );
		}
		return new \WP_REST_Response(
			array(
				'result'         => $result,
				'message'        => $message,
				'item'           => $item,
				'wishlist'       => $this->answers->wishlist( $list ),
				'user_wishlists' => $this->answers->user_wishlists(),
			),
			true === $result ? 201 : 200
		);
	}
}
