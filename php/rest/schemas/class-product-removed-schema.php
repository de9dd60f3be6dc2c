<?php
/**
 * The JSON schema of the answer of a product taken off a list, or off all the caller's lists.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{ result, removed, message, wishlist }`: how many items went, and the list; off all the
 * caller's lists, `wishlist` is null unless one was named, and `user_wishlists` follows.
 */
final class Product_Removed_Schema extends Schema {

	/**
	 * The schema.
	 *
	 * @param bool $from_all Whether the product left all the caller's lists (`product-removed-from-all`) or one.
	 */
	public function __construct( private readonly bool $from_all = false ) {
	}

	/**
	 * The name.
	 */
	protected function title(): string {
		return $this->from_all ? 'product-removed-from-all' : 'product-removed';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function properties(): array {
		$wishlist   = new Wishlist_Schema();
		$properties = array(
			'result'   => array( 'type' => 'boolean' ),
			'removed'  => array( 'type' => 'integer' ),
			'message'  => array( 'type' => 'string' ),
			'wishlist' => $wishlist->as_field( $this->from_all ),
		);
		return $this->from_all ? $properties + array( 'user_wishlists' => $wishlist->summaries() ) : $properties;
	}
}
