<?php
/**
 * The JSON schema of a wishlist item as answered.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * An item with its product as the shop shows it now (Shapes::items(); docs/rest-api.md, "Shapes"):
 * the entries of a list's items, and the `item` field of the item writes.
 */
final class Item_Schema extends Schema {

	/**
	 * The name.
	 */
	protected function title(): string {
		return 'wishlist-item';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function properties(): array {
		$nullable_string = array( 'type' => array( 'string', 'null' ) );
		return array(
			'item_id'             => array( 'type' => 'integer' ),
			'product_id'          => array( 'type' => 'integer' ),
			'variation_id'        => array( 'type' => 'integer' ),
			'variation'           => self::string_records( 'raw_attribute', 'raw_value', 'attribute', 'value' ),
			'product_type'        => $nullable_string,
			'name'                => array( 'type' => 'string' ),
			'permalink'           => array( 'type' => 'string' ),
			'image'               => array(
				'type'       => array( 'object', 'null' ),
				'properties' => array(
					'src' => array( 'type' => 'string' ),
					'alt' => array( 'type' => 'string' ),
				),
			),
			'price_html'          => array( 'type' => 'string' ),
			'price'               => $nullable_string,
			'currency'            => array( 'type' => 'string' ),
			'price_when_added'    => $nullable_string,
			'currency_when_added' => array( 'type' => 'string' ),
			'price_dropped'       => array( 'type' => 'boolean' ),
			'stock_status'        => $nullable_string,
			'stock_quantity'      => array( 'type' => array( 'integer', 'null' ) ),
			'quantity'            => array( 'type' => 'integer' ),
			'position'            => array( 'type' => 'integer' ),
			'added_at'            => array(
				'type'   => 'string',
				'format' => 'date-time',
			),
		);
	}
}
