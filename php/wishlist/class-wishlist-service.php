<?php
/**
 * The wishlist operations every route shares, with their rules in one place.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

use Boudoir\Options;
use Boudoir\Wishlist_Options;

defined( 'ABSPATH' ) || exit;

/**
 * Operations on the caller's lists, once the Access_Policy has allowed them.
 *
 * The guest session is started here, explicitly, by an allowed write (start_saving()),
 * never by reading who the caller is. Each write that changed something fires
 * `boudoir_wishlist_changed` once with a Wishlist_Change, after it is stored.
 */
final class Wishlist_Service {

	/** Lists per owner by default when the "several wishlists" setting is on (the setting and filter `boudoir_max_wishlists`). */
	public const DEFAULT_MAX_LISTS = 50;

	/**
	 * The service.
	 *
	 * @param Wishlists          $wishlists The storage layer.
	 * @param Product_Rules|null $rules     What may be saved (the shop's products); null where no product is saved.
	 */
	public function __construct( private readonly Wishlists $wishlists, private readonly ?Product_Rules $rules = null ) {
	}

	/**
	 * The product rules.
	 *
	 * @throws \LogicException Without them (a service made for list operations only).
	 */
	private function rules(): Product_Rules {
		return $this->rules ?? throw new \LogicException( 'Wishlist_Service needs Product_Rules to save products.' );
	}

	/**
	 * Tells the site what a write changed, once it is stored.
	 *
	 * @param Wishlist_Change $change The change.
	 */
	private function changed( Wishlist_Change $change ): void {
		/**
		 * Fires after a shopper's wishlists changed through Wishlist_Service (every REST write),
		 * once per change: a list made, renamed, made private or public, given a new link,
		 * deleted; an item added, moved, copied, removed, re-ordered or given another quantity.
		 * Never for a refused or failed write, nor one that changed nothing (a product already
		 * saved). The login merge, guest-list expiry and the privacy eraser do not announce theirs.
		 *
		 * @param Wishlist_Change $change What changed, whose, where.
		 */
		do_action( 'boudoir_wishlist_changed', $change );
	}

	/**
	 * How many lists an owner may keep: the "Lists per shopper" setting (50 by default), 1 when the "several wishlists" setting is off.
	 *
	 * @param Owner|null $owner The owner (for the filter), or null for anyone.
	 */
	public static function max_lists( ?Owner $owner = null ): int {
		$max = Wishlist_Options::multi_wishlist() ? (int) Options::get( Wishlist_Options::MAX_LISTS ) : 1;
		/**
		 * Filters how many wishlists one shopper (user or guest session) may keep; at least 1.
		 *
		 * @param int        $max   The setting (50 by default), or 1 when several wishlists are off.
		 * @param Owner|null $owner The shopper.
		 */
		return max( 1, (int) apply_filters( 'boudoir_max_wishlists', $max, $owner ) );
	}

	/**
	 * The caller as a saver: the logged-in user, or the guest, whose session starts now (only call once a write is allowed).
	 */
	public function start_saving(): Owner {
		return $this->wishlists->saving_owner();
	}

	/**
	 * Creates a list for the caller, within their cap; their first list becomes their default.
	 *
	 * The cap is checked before any session starts, so a refused create sets no cookie.
	 *
	 * @param string $name    A clean, non-empty name.
	 * @param string $privacy A privacy level.
	 * @return Wishlist|\WP_Error `409 boudoir_too_many_wishlists` (with `data.max`) at the cap; `500 boudoir_wishlist_error`.
	 */
	public function create( string $name, string $privacy ): Wishlist|\WP_Error {
		$lists  = $this->wishlists->lists();
		$reader = $this->wishlists->reading_owner();
		$max    = self::max_lists( $reader );
		if ( null !== $reader && $lists->count_for_owner( $reader ) >= $max ) {
			return self::too_many( $max );
		}
		$owner      = $this->start_saving();
		$privacy    = Wishlist_Privacy::is_valid( $privacy ) ? $privacy : Wishlist_Privacy::DEFAULT;
		$as_default = null === $lists->default_for( $owner );
		while ( true ) {
			try {
				$wishlist = $lists->create( $owner, $name, $privacy, $as_default, $max );
				$this->changed( new Wishlist_Change( Wishlist_Change::LIST_CREATED, $owner, $wishlist->id ) );
				return $wishlist;
			} catch ( \OverflowException $at_cap ) {
				// A parallel create took the last place between the count above and the insert.
				return self::too_many( $max );
			} catch ( \RuntimeException | \InvalidArgumentException $error ) {
				// A parallel create made the owner's first list, their default, between the read and the
				// insert (the unique key kept one default): this list is then one more, named list.
				if ( ! $as_default || null === $lists->default_for( $owner ) ) {
					return self::storage_error();
				}
				$as_default = false;
			}
		}
	}

	/**
	 * Creates a list for the caller from a name as sent: `400 boudoir_invalid_<field>` when nothing is left of it.
	 *
	 * @param mixed  $name    The name as sent.
	 * @param mixed  $privacy A privacy level as sent, or null for the default.
	 * @param string $field   The field the name came in, for the error.
	 * @return Wishlist|\WP_Error
	 */
	public function create_named( mixed $name, mixed $privacy, string $field = 'wishlist_name' ): Wishlist|\WP_Error {
		$name = is_string( $name ) ? List_Names::plain_text( $name ) : '';
		if ( '' === $name ) {
			return Field_Error::of( $field, __( 'Please enter a name for the wishlist.', 'boudoir' ) );
		}
		return $this->create( $name, is_string( $privacy ) ? $privacy : Wishlist_Privacy::DEFAULT );
	}

	/**
	 * Saves a product as the shopper asked: the product, variation and quantity checked first
	 * (nothing is created, and no session started, for a product that may not be saved), then
	 * on the list asked for — a new one, one of theirs (by id: the Access_Policy's rule), or
	 * their default list, made when they have none —, its price recorded.
	 *
	 * @param Add_Request $request What was asked.
	 * @return Add_Outcome|\WP_Error The list and the item (added, or there already); a Field_Error, a list not found, the cap.
	 */
	public function add_product( Add_Request $request ): Add_Outcome|\WP_Error {
		$saveable = $this->saveable( $request );
		if ( is_wp_error( $saveable ) ) {
			return $saveable;
		}
		if ( $request->wants_new_list() ) {
			// Creating starts the guest's session.
			$wishlist = $this->create_named( $request->new_name, $request->new_privacy );
		} elseif ( $request->list_id() > 0 ) {
			$wishlist = $this->wishlists->access()->owned_by_id( $request->list_id() );
		} else {
			$wishlist = $this->default_list();
		}
		if ( is_wp_error( $wishlist ) ) {
			return $wishlist;
		}
		return $this->save( $wishlist, $saveable, $request->quantity );
	}

	/**
	 * Saves a product on a list the Access_Policy already gave as the caller's (the request's list choice is not read).
	 *
	 * @param Wishlist    $wishlist The list.
	 * @param Add_Request $request  The product, variation and quantity.
	 * @return Add_Outcome|\WP_Error
	 */
	public function add_product_to( Wishlist $wishlist, Add_Request $request ): Add_Outcome|\WP_Error {
		$saveable = $this->saveable( $request );
		return is_wp_error( $saveable ) ? $saveable : $this->save( $wishlist, $saveable, $request->quantity );
	}

	/**
	 * Changes an item's quantity within what the shop sells of its product at once.
	 *
	 * @param Wishlist_Item $item     The caller's item.
	 * @param int           $quantity The quantity asked for.
	 * @return Wishlist_Item|\WP_Error The item as stored now; `400 boudoir_invalid_quantity` (with `data.max`).
	 */
	public function change_quantity( Wishlist_Item $item, int $quantity ): Wishlist_Item|\WP_Error {
		return Product_Rules::check_quantity( $this->rules()->product_of( $item ), $quantity ) ?? $this->set_quantity( $item, $quantity );
	}

	/**
	 * The request's product as it may be saved.
	 *
	 * @param Add_Request $request The request.
	 */
	private function saveable( Add_Request $request ): Saveable_Product|\WP_Error {
		return $this->rules()->saveable( $request->product_id, $request->variation_id, $request->quantity, $request->product_field, $request->variation );
	}

	/**
	 * Saves a checked product on a list.
	 *
	 * @param Wishlist         $wishlist The list.
	 * @param Saveable_Product $saveable The product.
	 * @param int              $quantity Checked with it.
	 */
	private function save( Wishlist $wishlist, Saveable_Product $saveable, int $quantity ): Add_Outcome|\WP_Error {
		$result = $this->add( $wishlist, $saveable->product_id, $saveable->variation_id, $quantity, $saveable->choice );
		return is_wp_error( $result ) ? $result : new Add_Outcome( $wishlist, $result );
	}

	/**
	 * The caller's default list, created (and their session started) when they have none.
	 *
	 * @return Wishlist|\WP_Error `500 boudoir_wishlist_error` when the database refused.
	 */
	public function default_list(): Wishlist|\WP_Error {
		try {
			return $this->wishlists->lists()->default_for_or_create( $this->start_saving() );
		} catch ( \RuntimeException | \InvalidArgumentException $error ) {
			return self::storage_error();
		}
	}

	/**
	 * Adds a product to a list of the caller's, recording its price now (the repository asks the price source).
	 *
	 * The same variation with other chosen "any" values is another item, as in the cart.
	 *
	 * @param Wishlist              $wishlist     A list the policy gave as the caller's.
	 * @param int                   $product_id   The product.
	 * @param int                   $variation_id The variation, or 0.
	 * @param int                   $quantity     Already checked against the product.
	 * @param Chosen_Variation|null $choice       The variation's attribute values, already checked; null for none.
	 * @return Add_Result|\WP_Error `404 boudoir_item_not_found` when a parallel request took the new item off
	 *                              (or deleted the list) before it was read back; `500 boudoir_wishlist_error`.
	 */
	public function add( Wishlist $wishlist, int $product_id, int $variation_id, int $quantity = 1, ?Chosen_Variation $choice = null ): Add_Result|\WP_Error {
		$owner = $this->start_saving();
		try {
			$result = $this->wishlists->items()->add( $wishlist->id, $product_id, $variation_id, $quantity, $choice );
		} catch ( \RuntimeException | \InvalidArgumentException $error ) {
			return self::storage_error();
		}
		if ( null === $result ) {
			return Access_Policy::item_not_found();
		}
		if ( $result->added ) {
			$this->changed( new Wishlist_Change( Wishlist_Change::ITEM_ADDED, $owner, $wishlist->id, array( $result->item->id ), $product_id, 0, $result->item->variation_id ) );
		}
		return $result;
	}

	/**
	 * Moves or copies an item to another list of the caller's; it keeps its quantity, price when added and date.
	 *
	 * @param Wishlist_Item $item        An item the policy gave as the caller's.
	 * @param Wishlist      $target      The destination, the caller's.
	 * @param bool          $keep_source True to copy.
	 * @return Add_Result|\WP_Error `404 boudoir_item_not_found` when a parallel move or removal took the item first.
	 */
	public function transfer( Wishlist_Item $item, Wishlist $target, bool $keep_source ): Add_Result|\WP_Error {
		$owner = $this->start_saving();
		try {
			$result = $this->wishlists->items()->transfer( $item, $target->id, $keep_source );
		} catch ( \RuntimeException | \InvalidArgumentException $error ) {
			return self::storage_error();
		}
		if ( null === $result ) {
			return Access_Policy::item_not_found();
		}
		// A copy of a product the list already has changes nothing; a move still takes the item off its list.
		if ( $result->added || ! $keep_source ) {
			$this->changed(
				new Wishlist_Change(
					$keep_source ? Wishlist_Change::ITEM_COPIED : Wishlist_Change::ITEM_MOVED,
					$owner,
					$item->wishlist_id,
					array_values( array_unique( array( $item->id, $result->item->id ) ) ),
					$item->product_id,
					$target->id,
					$item->variation_id
				)
			);
		}
		return $result;
	}

	/**
	 * Puts one page of a list in a new order; the other pages keep their places.
	 *
	 * @param Wishlist  $wishlist  The caller's list.
	 * @param list<int> $positions The page's item ids in their new order.
	 * @param int       $page      The page, from 1.
	 * @param int|null  $per_page  Its size; null when the positions cover the whole list.
	 * @return list<int>|\WP_Error The whole list's item ids in order; `400 boudoir_invalid_positions` unless exactly that page's items.
	 */
	public function sort( Wishlist $wishlist, array $positions, int $page, ?int $per_page ): array|\WP_Error {
		$items   = $this->wishlists->items();
		$order   = array_map( static fn ( Wishlist_Item $item ): int => $item->id, $items->for_wishlist( $wishlist->id ) );
		$size    = $per_page ?? max( 1, count( $order ) );
		$offset  = ( max( 1, $page ) - 1 ) * $size;
		$on_page = array_slice( $order, $offset, $size );
		$wanted  = $positions;
		$current = $on_page;
		sort( $wanted );
		sort( $current );
		if ( ! $on_page || $wanted !== $current ) {
			$message = __( 'The order sent does not match the items of this page. Please reload the page.', 'boudoir' );
			return new \WP_Error(
				'boudoir_invalid_positions',
				$message,
				array(
					'status' => 400,
					'params' => array( 'positions' => $message ),
				)
			);
		}
		array_splice( $order, $offset, count( $on_page ), $positions );
		$owner = $this->start_saving();
		$items->positions()->reorder( $wishlist->id, $order );
		$this->changed( new Wishlist_Change( Wishlist_Change::ITEMS_SORTED, $owner, $wishlist->id, $order ) );
		return $order;
	}

	/**
	 * Changes an item's quantity (already checked against the product).
	 *
	 * @param Wishlist_Item $item     The caller's item.
	 * @param int           $quantity The quantity.
	 * @return Wishlist_Item As stored now.
	 */
	public function set_quantity( Wishlist_Item $item, int $quantity ): Wishlist_Item {
		$owner = $this->start_saving();
		$this->wishlists->items()->set_quantity( $item->id, $quantity );
		$stored = $this->wishlists->items()->get( $item->id ) ?? $item;
		if ( $stored->quantity !== $item->quantity ) {
			$this->changed( new Wishlist_Change( Wishlist_Change::QUANTITY_CHANGED, $owner, $item->wishlist_id, array( $item->id ), $item->product_id ) );
		}
		return $stored;
	}

	/**
	 * Takes an item off its list.
	 *
	 * @param Wishlist      $wishlist The caller's list.
	 * @param Wishlist_Item $item An item of it.
	 */
	public function remove_item( Wishlist $wishlist, Wishlist_Item $item ): bool {
		$owner   = $this->start_saving();
		$removed = $this->wishlists->items()->remove( $wishlist->id, $item->id );
		if ( $removed ) {
			$this->changed( new Wishlist_Change( Wishlist_Change::ITEMS_REMOVED, $owner, $wishlist->id, array( $item->id ), $item->product_id ) );
		}
		return $removed;
	}

	/**
	 * Takes a product (every variation of it, or one) off lists already known to be the caller's; their rows are read in one query.
	 *
	 * @param list<int> $list_ids     The lists.
	 * @param int       $product_id   The product.
	 * @param int|null  $variation_id Only this variation, or null for all.
	 * @return int Items removed.
	 */
	public function remove_product( array $list_ids, int $product_id, ?int $variation_id ): int {
		if ( ! $list_ids ) {
			return 0;
		}
		$owner   = $this->start_saving();
		$items   = $this->wishlists->items();
		$removed = 0;
		foreach ( $items->for_wishlists( $list_ids ) as $list_id => $list_items ) {
			$gone = array();
			foreach ( $list_items as $item ) {
				if ( $item->product_id === $product_id && ( null === $variation_id || $variation_id === $item->variation_id ) && $items->remove( $list_id, $item->id ) ) {
					$gone[] = $item->id;
				}
			}
			if ( $gone ) {
				$removed += count( $gone );
				$this->changed( new Wishlist_Change( Wishlist_Change::ITEMS_REMOVED, $owner, (int) $list_id, $gone, $product_id ) );
			}
		}
		return $removed;
	}

	/**
	 * Takes a product off every list of the caller's (none for a caller without lists; starts no session).
	 *
	 * @param int      $product_id   The product.
	 * @param int|null $variation_id Only this variation, or null for all.
	 * @return int Items removed.
	 */
	public function remove_from_all( int $product_id, ?int $variation_id ): int {
		$owner = $this->wishlists->reading_owner();
		if ( null === $owner ) {
			return 0;
		}
		$ids = array_map( static fn ( Wishlist $wishlist ): int => $wishlist->id, $this->wishlists->lists()->for_owner( $owner ) );
		return $this->remove_product( $ids, $product_id, $variation_id );
	}

	/**
	 * Renames a list of the caller's.
	 *
	 * @param Wishlist $wishlist The list.
	 * @param string   $name A clean, non-empty name.
	 */
	public function rename( Wishlist $wishlist, string $name ): Wishlist {
		$owner   = $this->start_saving();
		$renamed = $this->wishlists->lists()->rename( $wishlist, $name );
		$this->changed( new Wishlist_Change( Wishlist_Change::LIST_RENAMED, $owner, $wishlist->id ) );
		return $renamed;
	}

	/**
	 * Changes who may read a list of the caller's.
	 *
	 * @param Wishlist $wishlist    The list.
	 * @param string   $privacy A privacy level.
	 */
	public function set_privacy( Wishlist $wishlist, string $privacy ): Wishlist {
		$owner   = $this->start_saving();
		$changed = $this->wishlists->lists()->set_privacy( $wishlist, $privacy );
		$this->changed( new Wishlist_Change( Wishlist_Change::PRIVACY_CHANGED, $owner, $wishlist->id ) );
		return $changed;
	}

	/**
	 * Gives a list of the caller's a new share token: links made with the old one find nothing.
	 *
	 * @param Wishlist $wishlist The list.
	 * @return Wishlist|\WP_Error The list with its new token.
	 */
	public function new_link( Wishlist $wishlist ): Wishlist|\WP_Error {
		$owner = $this->start_saving();
		$lists = $this->wishlists->lists();
		if ( null === $lists->rotate_token( $wishlist->id ) ) {
			return self::storage_error();
		}
		$this->changed( new Wishlist_Change( Wishlist_Change::LINK_RENEWED, $owner, $wishlist->id ) );
		return $lists->find( $wishlist->id ) ?? self::storage_error();
	}

	/**
	 * Deletes a list of the caller's and its items.
	 *
	 * @param Wishlist $wishlist The list.
	 * @return true|\WP_Error
	 */
	public function delete( Wishlist $wishlist ): bool|\WP_Error {
		$owner = $this->start_saving();
		if ( ! $this->wishlists->lists()->delete( $wishlist ) ) {
			return self::storage_error();
		}
		$this->changed( new Wishlist_Change( Wishlist_Change::LIST_DELETED, $owner, $wishlist->id ) );
		return true;
	}

	/**
	 * `500 boudoir_wishlist_error`: the database refused a write.
	 */
	public static function storage_error(): \WP_Error {
		return new \WP_Error( 'boudoir_wishlist_error', __( 'The wishlist could not be saved. Please try again.', 'boudoir' ), array( 'status' => 500 ) );
	}

	/**
	 * `409 boudoir_too_many_wishlists`.
	 *
	 * @param int $max The cap.
	 */
	public static function too_many( int $max ): \WP_Error {
		return new \WP_Error(
			'boudoir_too_many_wishlists',
			1 === $max
				? __( 'You already have a wishlist. Please add to it instead.', 'boudoir' )
				/* translators: %d: how many wishlists a shopper may keep. */
				: sprintf( _n( 'You can keep at most %d wishlist. Please delete one first.', 'You can keep at most %d wishlists. Please delete one first.', $max, 'boudoir' ), $max ),
			array(
				'status' => 409,
				'max'    => $max,
			)
		);
	}
}
