<?php
/**
 * What one wishlist write changed: the payload of the `boudoir_wishlist_changed` action.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * One change to a shopper's lists, made through Wishlist_Service, which fires
 * `boudoir_wishlist_changed` with it once the change is stored (never for a refused or
 * failed write, nor for one that changed nothing). The header counter's cookie
 * (Saved_Count) listens; so may caches, alerts or analytics, without knowing the routes:
 * `add_action( 'boudoir_wishlist_changed', fn ( Wishlist_Change $change ) => … )`, with
 * changes_items() saying whether the saved products or their number may have changed.
 */
final class Wishlist_Change {

	/** A list was made (by "Create", or by an add, move or copy to a new list). */
	public const LIST_CREATED = 'list_created';

	/** A list and its items were deleted. */
	public const LIST_DELETED = 'list_deleted';

	/** A list was renamed. */
	public const LIST_RENAMED = 'list_renamed';

	/** A list's privacy changed. */
	public const PRIVACY_CHANGED = 'privacy_changed';

	/** A list was given a new share link. */
	public const LINK_RENEWED = 'link_renewed';

	/** A product was saved (a new item). */
	public const ITEM_ADDED = 'item_added';

	/** An item went to another list. */
	public const ITEM_MOVED = 'item_moved';

	/** An item was copied to another list. */
	public const ITEM_COPIED = 'item_copied';

	/** A list's items were put in a new order. */
	public const ITEMS_SORTED = 'items_sorted';

	/** An item's quantity changed. */
	public const QUANTITY_CHANGED = 'quantity_changed';

	/** Items were taken off lists. */
	public const ITEMS_REMOVED = 'items_removed';

	/** The kinds that change which products, or how many items, an owner has saved. */
	private const ITEM_KINDS = array( self::LIST_DELETED, self::ITEM_ADDED, self::ITEM_MOVED, self::ITEM_COPIED, self::ITEMS_REMOVED );

	/**
	 * A change.
	 *
	 * @param string    $kind        One of the constants above.
	 * @param Owner     $owner       Whose lists changed.
	 * @param int       $wishlist_id The list changed (for a move or copy, the list the item left or came from).
	 * @param list<int> $item_ids    The items concerned (added, moved, copied, removed, changed; a sort: the list's order).
	 * @param int       $product_id  The product concerned, or 0.
	 * @param int       $target_id   A move's or copy's destination list, or 0.
	 * @param int       $variation_id The variation concerned (an item added, moved or copied), or 0.
	 */
	public function __construct(
		public readonly string $kind,
		public readonly Owner $owner,
		public readonly int $wishlist_id,
		public readonly array $item_ids = array(),
		public readonly int $product_id = 0,
		public readonly int $target_id = 0,
		public readonly int $variation_id = 0,
	) {
	}

	/**
	 * Whether the owner's saved products or their number may have changed (what the header
	 * counter and the "saved" hearts show); a rename, a sort or a new link changes neither.
	 */
	public function changes_items(): bool {
		return in_array( $this->kind, self::ITEM_KINDS, true );
	}
}
