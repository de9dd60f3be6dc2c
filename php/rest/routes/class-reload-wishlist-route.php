<?php
/**
 * Route 7: `POST /wishlists/reload`, reload wishlist and add element.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Route;
use Boudoir\Rest\Shapes;
use Boudoir\Wishlist\Add_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Adds a product to a list when asked, then answers the list and a page of its items (never HTML).
 *
 * By id: its owner only, like every route keyed by id. By token: a reader may reload a
 * shared or public list; adding needs ownership.
 */
final class Reload_Wishlist_Route extends Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/wishlists/reload';
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
			'wishlist_token'  => self::token_arg( __( 'The list\'s share token.', 'boudoir' ), false ),
			'wishlist_id'     => self::id_arg( __( 'The list, when no token is given.', 'boudoir' ), false ),
			'add_to_wishlist' => self::id_arg( __( 'A product or variation to add first.', 'boudoir' ), false ),
			'variation_id'    => self::id_arg( __( 'The variation, or 0.', 'boudoir' ), false, 0 ),
			'variation'       => self::variation_arg(),
			'product_type'    => self::product_type_arg(),
			'pagination'      => array(
				'description' => __( 'Whether to answer one page (yes) or every item (no).', 'boudoir' ),
				'type'        => 'string',
				'enum'        => array( 'yes', 'no' ),
				'default'     => 'yes',
			),
		) + self::paging_args();
	}

	/**
	 * The answer: `{ result, message, wishlist, items, total, total_pages, page, per_page }`.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return self::answer_schema(
			'wishlist-reload',
			array(
				'result'      => self::result_schema(),
				'message'     => array( 'type' => 'string' ),
				'wishlist'    => self::field_schema( Shapes::wishlist_schema() ),
				'items'       => array(
					'type'  => 'array',
					'items' => self::field_schema( Shapes::item_schema() ),
				),
				'total'       => array( 'type' => 'integer' ),
				'total_pages' => array( 'type' => 'integer' ),
				'page'        => array( 'type' => 'integer' ),
				'per_page'    => array( 'type' => 'integer' ),
			)
		);
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
			return self::invalid( 'wishlist_token', __( 'Please say which wishlist to reload.', 'boudoir' ) );
		}
		$product = (int) $request['add_to_wishlist'];
		if ( ! is_string( $token ) || '' === $token ) {
			// By id: its owner only, like every route keyed by id.
			$list = $this->owned_list_by_id( $id );
		} else {
			$list = $product > 0 ? $this->owned_list_by_token( $token ) : $this->readable_list( $token );
		}
		if ( is_wp_error( $list ) ) {
			return $list;
		}

		$result  = null;
		$message = '';
		if ( $product > 0 ) {
			$added = $this->service()->add_product_to( $list, new Add_Request( $product, (int) $request['variation_id'], 1, $request['variation'] ) );
			if ( is_wp_error( $added ) ) {
				return $added;
			}
			$result  = $added->result->result();
			$message = true === $result ? __( 'Added to your wishlist.', 'boudoir' ) : __( 'This product is already on the wishlist.', 'boudoir' );
		}

		$items = $this->wishlists()->items()->for_wishlist( $list->id );
		$total = count( $items );
		$page  = (int) $request['page'];
		$size  = 'no' === $request['pagination'] ? max( 1, $total ) : (int) $request['per_page'];
		$shown = array_slice( $items, ( $page - 1 ) * $size, $size );

		$response = new \WP_REST_Response(
			array(
				'result'      => $result,
				'message'     => $message,
				'wishlist'    => $this->shapes()->wishlist( $list, $total, $this->wishlists()->reading_owner(), $this->shapes()->price_drop_counts( array( $list->id => $items ) )[ $list->id ] ),
				'items'       => $this->shapes()->items( $shown ),
				'total'       => $total,
				'total_pages' => max( 1, (int) ceil( $total / $size ) ),
				'page'        => $page,
				'per_page'    => $size,
			)
		);
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) max( 1, (int) ceil( $total / $size ) ) );
		return $response;
	}
}
