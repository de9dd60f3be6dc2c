<?php
/**
 * The JSON schema of the answer of a reloaded list.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{ result, message, wishlist, items, total, total_pages, page, per_page }`: what was added first,
 * if anything, then the list and a page of its items.
 */
final class Reload_Schema extends Schema {

	/**
	 * The name.
	 */
	protected function title(): string {
		return 'wishlist-reload';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function properties(): array {
		return array(
			'result'      => self::result(),
			'message'     => array( 'type' => 'string' ),
			'wishlist'    => ( new Wishlist_Schema() )->as_field(),
			'items'       => array(
				'type'  => 'array',
				'items' => ( new Item_Schema() )->as_field(),
			),
			'total'       => array( 'type' => 'integer' ),
			'total_pages' => array( 'type' => 'integer' ),
			'page'        => array( 'type' => 'integer' ),
			'per_page'    => array( 'type' => 'integer' ),
		);
	}
}
