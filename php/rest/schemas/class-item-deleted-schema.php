<?php
/**
 * The JSON schema of the answer of a deleted item.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{ deleted, item_id, message, wishlist }`: the item's id, and the list it was on.
 */
final class Item_Deleted_Schema extends Schema {

	/**
	 * The name.
	 */
	protected function title(): string {
		return 'item-deleted';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function properties(): array {
		return array(
			'deleted'  => array( 'type' => 'boolean' ),
			'item_id'  => array( 'type' => 'integer' ),
			'message'  => array( 'type' => 'string' ),
			'wishlist' => ( new Wishlist_Schema() )->as_field(),
		);
	}
}
