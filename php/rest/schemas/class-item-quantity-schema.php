<?php
/**
 * The JSON schema of the answer of an item's new quantity.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{ result, item }`: the item as saved.
 */
final class Item_Quantity_Schema extends Schema {

	/**
	 * The name.
	 */
	protected function title(): string {
		return 'item-quantity';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function properties(): array {
		return array(
			'result' => array( 'type' => 'boolean' ),
			'item'   => ( new Item_Schema() )->as_field(),
		);
	}
}
