<?php
/**
 * The JSON schema of the answer of a deleted list.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{ deleted, id, message, user_wishlists }`: the list's id, and the caller's lists left.
 */
final class Wishlist_Deleted_Schema extends Schema {

	/**
	 * The name.
	 */
	protected function title(): string {
		return 'wishlist-deleted';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function properties(): array {
		return array(
			'deleted'        => array( 'type' => 'boolean' ),
			'id'             => array( 'type' => 'integer' ),
			'message'        => array( 'type' => 'string' ),
			'user_wishlists' => ( new Wishlist_Schema() )->summaries(),
		);
	}
}
