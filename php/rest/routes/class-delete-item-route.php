<?php
/**
 * Route 15: `DELETE /items/<item_id>`, delete item.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Args;
use Boudoir\Rest\Write_Route;

defined( 'ABSPATH' ) || exit;

/**
 * Takes an item off its list, once its list is known to be the caller's (by id: its owner only).
 */
final class Delete_Item_Route extends Write_Route {

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
			'item_id' => Args::id( __( 'The item.', 'boudoir' ), true ),
		);
	}

	/**
	 * Deletes the item: `{ deleted, item_id, message, wishlist }`.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$owned = $this->access->owned_item( (int) $request['item_id'] );
		if ( is_wp_error( $owned ) ) {
			return $owned;
		}
		list( $list, $item ) = $owned;
		$this->service->remove_item( $list, $item );
		return new \WP_REST_Response(
			array(
				'deleted'  => true,
				'item_id'  => $item->id,
				'message'  => __( 'Removed from the wishlist.', 'boudoir' ),
				'wishlist' => $this->answers->wishlist( $list ),
			)
		);
	}
}
