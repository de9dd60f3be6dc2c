<?php
/**
 * Route 13: `POST /items/move`, move to another wishlist.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

defined( 'ABSPATH' ) || exit;

/**
 * Moves an item to another list of the caller's (or a new one): it leaves the source.
 */
final class Move_Item_Route extends Transfer_Item_Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/items/move';
	}

	/**
	 * A move takes the item off the source.
	 */
	protected function keep_source(): bool {
		return false;
	}
}
