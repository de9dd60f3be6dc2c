<?php
/**
 * What a shopper asks when saving a product: which product, how many, on which list.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * The input of Wishlist_Service::add_product(), as sent (the service checks every part).
 */
final class Add_Request {

	/** The list asked for is a new one, named in the request. */
	public const NEW_LIST = 'new';

	/**
	 * A request.
	 *
	 * @param int        $product_id    A product or variation id.
	 * @param int        $variation_id  A variation id, or 0.
	 * @param int        $quantity      How many.
	 * @param mixed      $variation     The posted `variation` rows (`[{ attribute, value }]`), or null.
	 * @param int|string $wishlist      A list id of the caller's, `new`, or 0 for their default list.
	 * @param mixed      $new_name      With `new`: its name as sent.
	 * @param mixed      $new_privacy   With `new`: its privacy as sent, or null for the default.
	 * @param string     $product_field The field the product came in, for its error.
	 */
	public function __construct(
		public readonly int $product_id,
		public readonly int $variation_id = 0,
		public readonly int $quantity = 1,
		public readonly mixed $variation = null,
		public readonly int|string $wishlist = 0,
		public readonly mixed $new_name = null,
		public readonly mixed $new_privacy = null,
		public readonly string $product_field = 'add_to_wishlist',
	) {
	}

	/**
	 * Whether the product goes on a new list.
	 */
	public function wants_new_list(): bool {
		return self::NEW_LIST === $this->wishlist;
	}

	/**
	 * The list id asked for; 0 for the default list (or a new one).
	 */
	public function list_id(): int {
		return $this->wants_new_list() ? 0 : max( 0, (int) $this->wishlist );
	}
}
