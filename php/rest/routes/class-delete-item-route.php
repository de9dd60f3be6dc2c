<?php
/**
 * Route 15: `DELETE /items/<item_id>`, delete item.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Route;
use Boudoir\Rest\Shapes;

defined( 'ABSPATH' ) || exit;

/**
 * Takes an item off its list, once its list is known to be the caller's (by id: its owner only).
 */
final class Delete_Item_Route extends Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/items/(?P<item_id>\d{1,19})';
	}

	/**
	 * The method.
	 */
	public function methods(): string {
		return \WP_REST_Server::DELETABLE;
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array(
			'item_id' => self::id_arg( __( 'The item.', 'boudoir' ), true ),
		);
	}

	/**
	 * The answer: `{ deleted, item_id, message, wishlist }`.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return self::answer_schema(
			'item-deleted',
			array(
				'deleted'  => array( 'type' => 'boolean' ),
				'item_id'  => array( 'type' => 'integer' ),
				'message'  => array( 'type' => 'string' ),
				'wishlist' => self::field_schema( Shapes::wishlist_schema() ),
			)
		);
	}

	/**
	 * Deletes the item.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$owned = $this->owned_item( (int) $request['item_id'] );
		if ( is_wp_error( $owned ) ) {
			return $owned;
		}
		list( $list, $item ) = $owned;
		$this->service()->remove_item( $list, $item );
		return new \WP_REST_Response(
			array(
				'deleted'  => true,
				'item_id'  => $item->id,
				'message'  => __( 'Removed from the wishlist.', 'boudoir' ),
				'wishlist' => $this->wishlist_json( $list ),
			)
		);
	}
}
