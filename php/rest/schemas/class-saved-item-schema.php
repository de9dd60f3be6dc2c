<?php
/**
 * The JSON schema of a saved product, ids only.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * An entry of `GET /items/saved` (Saved_Items::for_owner()): which product, variation and chosen
 * values the caller saved, on which list.
 */
final class Saved_Item_Schema extends Schema {

	/**
	 * The name.
	 */
	protected function title(): string {
		return 'saved-item';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function properties(): array {
		return array(
			'item_id'        => array( 'type' => 'integer' ),
			'product_id'     => array( 'type' => 'integer' ),
			'variation_id'   => array( 'type' => 'integer' ),
			'variation'      => self::string_records( 'attribute', 'value' ),
			'wishlist_id'    => array( 'type' => 'integer' ),
			'wishlist_token' => array( 'type' => 'string' ),
		);
	}
}
