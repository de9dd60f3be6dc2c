<?php
/**
 * Route 9: `POST /items/add`, add to wishlist.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Route;
use Boudoir\Wishlist\Add_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Adds a product to a list of the caller's, to a new one, or to their default list.
 *
 * Error answers of the handler carry `result` and `user_wishlists` (result_error()).
 */
final class Add_Item_Route extends Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/items/add';
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
			'add_to_wishlist'     => self::id_arg( __( 'The product or variation to add.', 'boudoir' ), true ),
			'variation_id'        => self::id_arg( __( 'The variation, or 0.', 'boudoir' ), false, 0 ),
			'variation'           => self::variation_arg(),
			'product_type'        => self::product_type_arg(),
			'quantity'            => self::quantity_arg( false ),
			'wishlist_id'         => array(
				'description' => __( 'A list of the caller\'s, "new" to create one, or 0 for the default list.', 'boudoir' ),
				'type'        => array( 'integer', 'string' ),
				'pattern'     => '^(new|\d{1,19})$',
				'minimum'     => 0,
			),
			'wishlist_name'       => self::name_arg( __( 'The new list\'s name, with "new".', 'boudoir' ), false ),
			'wishlist_visibility' => self::privacy_arg( __( 'Who may read the new list, with "new".', 'boudoir' ), false ),
		);
	}

	/**
	 * The answer: `{ result, message, item, wishlist, user_wishlists }`.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return self::item_result_schema( 'item-added' );
	}

	/**
	 * Adds the product: `201` when added, `200` when it was there already.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		$outcome = $this->service()->add_product(
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
			return $this->result_error( $outcome );
		}
		$list   = $outcome->wishlist;
		$result = $outcome->result->result();
		$item   = $this->shapes()->items( array( $outcome->result->item ) )[0];
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
				'wishlist'       => $this->wishlist_json( $list ),
				'user_wishlists' => $this->user_wishlists(),
			),
			true === $result ? 201 : 200
		);
	}
}
