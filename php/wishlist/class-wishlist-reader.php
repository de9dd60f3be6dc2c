<?php
/**
 * What the caller may see of their own lists, read only.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * The reads behind the REST answers: who is asking, their lists (paged), a list's items and
 * their number, the products they saved. A getter changes nothing: none of these starts a
 * guest session or sends a cookie, and an anonymous caller has no lists and saved nothing.
 *
 * Lists reached by id or token are the Access_Policy's; this only reads what it is given or what
 * is the caller's by definition.
 */
final class Wishlist_Reader {

	/**
	 * The reader.
	 *
	 * @param Wishlists $wishlists The storage layer (repositories and the caller).
	 */
	public function __construct( private readonly Wishlists $wishlists ) {
	}

	/**
	 * Who is asking: the logged-in user, the guest of the session cookie, or null.
	 */
	public function viewer(): ?Owner {
		return $this->wishlists->reading_owner();
	}

	/**
	 * The caller's lists, default first, then oldest first.
	 *
	 * @return list<Wishlist>
	 */
	public function lists(): array {
		$owner = $this->viewer();
		return null === $owner ? array() : $this->wishlists->lists()->for_owner( $owner );
	}

	/**
	 * One page of the caller's lists, and how many they have in all (one COUNT, then the page unless there is none).
	 *
	 * @param int $page     From 1.
	 * @param int $per_page Lists per page.
	 * @return array{0:int,1:list<Wishlist>} The total, the page.
	 */
	public function list_page( int $page, int $per_page ): array {
		$owner = $this->viewer();
		if ( null === $owner ) {
			return array( 0, array() );
		}
		$lists = $this->wishlists->lists();
		$total = $lists->count_for_owner( $owner );
		return array( $total, 0 === $total ? array() : $lists->page_for_owner( $owner, $page, $per_page ) );
	}

	/**
	 * A list's items in order (one query).
	 *
	 * @param Wishlist $wishlist A list the caller may read.
	 * @return list<Wishlist_Item>
	 */
	public function items( Wishlist $wishlist ): array {
		return $this->wishlists->items()->for_wishlist( $wishlist->id );
	}

	/**
	 * Several lists' items in one query, by list id (none queried for no list).
	 *
	 * @param list<Wishlist> $wishlists Lists the caller may read.
	 * @return array<int,list<Wishlist_Item>>
	 */
	public function items_by_list( array $wishlists ): array {
		if ( ! $wishlists ) {
			return array();
		}
		return $this->wishlists->items()->for_wishlists( array_map( static fn ( Wishlist $wishlist ): int => $wishlist->id, $wishlists ) );
	}

	/**
	 * How many items a list holds (one COUNT).
	 *
	 * @param Wishlist $wishlist A list the caller may read.
	 */
	public function item_count( Wishlist $wishlist ): int {
		return $this->wishlists->items()->counts( array( $wishlist->id ) )[ $wishlist->id ] ?? 0;
	}

	/**
	 * The caller's saved products over all their lists, ids only (one query).
	 *
	 * @return list<array{item_id:int,product_id:int,variation_id:int,variation:list<array{attribute:string,value:string}>,wishlist_id:int,wishlist_token:string}>
	 */
	public function saved(): array {
		$owner = $this->viewer();
		return null === $owner ? array() : $this->wishlists->saved()->for_owner( $owner );
	}
}
