<?php
/**
 * Route 14: `POST /items/copy`, copy to another wishlist.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

defined( 'ABSPATH' ) || exit;

/**
 * Copies an item to another list of the caller's (or a new one): it stays on the source too.
 */
final class Copy_Item_Route extends Transfer_Item_Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/items/copy';
	}

	/**
	 * A copy leaves the item on the source.
	 */
	protected function keep_source(): bool {
		return true;
	}
}
