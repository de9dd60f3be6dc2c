<?php
/**
 * The JSON schema of the answer of a list's new order.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{ result, positions }`: the whole list's item ids in their order.
 */
final class Items_Sorted_Schema extends Schema {

	/**
	 * The name.
	 */
	protected function title(): string {
		return 'items-sorted';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function properties(): array {
		return array(
			'result'    => array( 'type' => 'boolean' ),
			'positions' => array(
				'type'  => 'array',
				'items' => array( 'type' => 'integer' ),
			),
		);
	}
}
