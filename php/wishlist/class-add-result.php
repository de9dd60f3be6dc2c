<?php
/**
 * What adding a product to a list did.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Added, or already there (the contract's `result`: `true` or `exists`).
 */
final class Add_Result {

	/**
	 * A result.
	 *
	 * @param bool          $added Whether a row was inserted.
	 * @param Wishlist_Item $item  The new item, or the one already on the list.
	 */
	public function __construct( public readonly bool $added, public readonly Wishlist_Item $item ) {
	}

	/**
	 * The REST contract's value: true, or 'exists'.
	 */
	public function result(): bool|string {
		return $this->added ? true : 'exists';
	}
}
