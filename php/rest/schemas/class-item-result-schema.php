<?php
/**
 * The JSON schema of the answer of add, move and copy.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{ result, message, item, wishlist, user_wishlists }`: the item as it is on the list it was added
 * to, moved or copied to (`wishlist`), and the caller's lists in short.
 */
final class Item_Result_Schema extends Schema {

	/**
	 * The schema.
	 *
	 * @param string $title Its name, after `boudoir-`: which write answers it (`item-added`, `item-moved`, `item-copied`).
	 */
	public function __construct( private readonly string $title ) {
	}

	/**
	 * The name.
	 */
	protected function title(): string {
		return $this->title;
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function properties(): array {
		$wishlist = new Wishlist_Schema();
		return array(
			'result'         => self::result(),
			'message'        => array( 'type' => 'string' ),
			'item'           => ( new Item_Schema() )->as_field(),
			'wishlist'       => $wishlist->as_field(),
			'user_wishlists' => $wishlist->summaries(),
		);
	}
}
