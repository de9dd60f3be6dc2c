<?php
/**
 * Who may read or change a list or an item, by id or by share token: the one rule every route asks.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * The access rules of lists and items (docs/rest-api.md, "Who may do what").
 *
 * - A list reached by its **id** answers only its owner: anyone else gets the same
 *   `404 boudoir_wishlist_not_found` whether the id is missing, private, shared or public,
 *   so ids (sequential) reveal nothing.
 * - Everyone else reaches a list by its **share token**: a shared or public list is readable;
 *   a private one is `404` to all but its owner; a write to a list the caller may read but
 *   does not own is `403 boudoir_forbidden` (the token holder already knows it exists).
 * - An **item** reached by its id answers only the owner of its list (`404 boudoir_item_not_found`
 *   otherwise); on a list reached by token it must be on that list.
 *
 * The caller is decided with reading_owner(), which never starts a session.
 */
final class Access_Policy {

	/**
	 * The policy.
	 *
	 * @param Wishlists $wishlists The storage layer (repositories and the caller).
	 */
	public function __construct( private readonly Wishlists $wishlists ) {
	}

	/**
	 * A list the caller may read, by share token: theirs, or a shared or public one.
	 *
	 * @param mixed $token From the request.
	 * @return Wishlist|\WP_Error 404 when no list has it, or it is private and not the caller's.
	 */
	public function readable_by_token( mixed $token ): Wishlist|\WP_Error {
		$list = $this->find_by_token( $token );
		if ( null === $list || ! $list->is_readable_by( $this->wishlists->reading_owner() ) ) {
			return self::list_not_found();
		}
		return $list;
	}

	/**
	 * A list the caller may change, by share token.
	 *
	 * @param mixed $token From the request.
	 * @return Wishlist|\WP_Error 404 as for reading; 403 when readable but not the caller's.
	 */
	public function writable_by_token( mixed $token ): Wishlist|\WP_Error {
		$list = $this->readable_by_token( $token );
		if ( ! is_wp_error( $list ) && ! $list->is_owned_by( $this->wishlists->reading_owner() ) ) {
			return self::forbidden();
		}
		return $list;
	}

	/**
	 * A list by id, for its owner only (to read or to change).
	 *
	 * @param mixed $id From the request.
	 * @return Wishlist|\WP_Error The same 404 for a missing id and for anyone else's list, whatever its privacy.
	 */
	public function owned_by_id( mixed $id ): Wishlist|\WP_Error {
		$id   = is_numeric( $id ) ? (int) $id : 0;
		$list = $id > 0 ? $this->wishlists->lists()->find( $id ) : null;
		if ( null === $list || ! $list->is_owned_by( $this->wishlists->reading_owner() ) ) {
			return self::list_not_found();
		}
		return $list;
	}

	/**
	 * An item the caller may change: on the list given (already checked), or by its id alone on a list of theirs.
	 *
	 * @param int           $item_id From the request.
	 * @param Wishlist|null $on      The list it must be on, when the request reached one by token.
	 * @return array{0:Wishlist,1:Wishlist_Item}|\WP_Error The same 404 for a missing item and for anyone else's.
	 */
	public function owned_item( int $item_id, ?Wishlist $on = null ): array|\WP_Error {
		$item = $item_id > 0 ? $this->wishlists->items()->get( $item_id ) : null;
		if ( null === $item || ( null !== $on && $item->wishlist_id !== $on->id ) ) {
			return self::item_not_found();
		}
		$list = $on ?? $this->wishlists->lists()->find( $item->wishlist_id );
		if ( null === $list || ! $list->is_owned_by( $this->wishlists->reading_owner() ) ) {
			return self::item_not_found();
		}
		return array( $list, $item );
	}

	/**
	 * An item the caller may change, named by its product on a list of theirs: the item of the product
	 * (and variation) saved without chosen "any" values, else the one item of that variation saved with
	 * some; with several choices of one variation on the list, only the item's id says which (404).
	 *
	 * @param Wishlist $on           A list already given as the caller's.
	 * @param int      $product_id   The product.
	 * @param int      $variation_id The variation, or 0.
	 * @return array{0:Wishlist,1:Wishlist_Item}|\WP_Error
	 */
	public function owned_item_of_product( Wishlist $on, int $product_id, int $variation_id ): array|\WP_Error {
		$items = $this->wishlists->items();
		$found = $items->find( $on->id, $product_id, $variation_id );
		if ( null === $found ) {
			$choices = array_values(
				array_filter(
					$items->for_wishlist( $on->id ),
					static fn ( Wishlist_Item $item ): bool => $item->product_id === $product_id && $item->variation_id === $variation_id
				)
			);
			$found   = 1 === count( $choices ) ? $choices[0] : null;
		}
		return $this->owned_item( null === $found ? 0 : $found->id, $on );
	}

	/**
	 * `404 boudoir_wishlist_not_found`: the same for a missing list and one the caller may not reach this way.
	 */
	public static function list_not_found(): \WP_Error {
		return new \WP_Error( 'boudoir_wishlist_not_found', __( 'This wishlist does not exist.', 'boudoir' ), array( 'status' => 404 ) );
	}

	/**
	 * `404 boudoir_item_not_found`.
	 */
	public static function item_not_found(): \WP_Error {
		return new \WP_Error( 'boudoir_item_not_found', __( 'This item is not on the wishlist.', 'boudoir' ), array( 'status' => 404 ) );
	}

	/**
	 * `403 boudoir_forbidden`: a list the caller reached by its token and may read, but not change.
	 */
	public static function forbidden(): \WP_Error {
		return new \WP_Error( 'boudoir_forbidden', __( 'Only the owner of this wishlist can change it.', 'boudoir' ), array( 'status' => 403 ) );
	}

	/**
	 * A list by share token (matched exactly, case included).
	 *
	 * @param mixed $token From the request.
	 */
	private function find_by_token( mixed $token ): ?Wishlist {
		return is_string( $token ) ? $this->wishlists->lists()->find_by_token( $token ) : null;
	}
}
