<?php
/**
 * The parts of the wishlist routes' answers that several routes give.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Item;
use Boudoir\Wishlist\Wishlist_Reader;

defined( 'ABSPATH' ) || exit;

/**
 * A list, the caller's lists, items and pages of them as JSON (Shapes), read for the caller
 * (Wishlist_Reader), with the queries each costs said once; and the error answer that carries
 * the contract's `result` and `user_wishlists`.
 */
final class Answers {

	/**
	 * The answers.
	 *
	 * @param Wishlist_Reader $reader What the caller may see.
	 * @param Shapes          $shapes The JSON shapes.
	 */
	public function __construct( private readonly Wishlist_Reader $reader, private readonly Shapes $shapes ) {
	}

	/**
	 * A list as JSON, with its item count, and its price drops when asked for.
	 *
	 * Write answers leave the drops out (`null`): counting them reads every product on the
	 * list, which a write to one item should not pay for; the lists' reads carry them.
	 *
	 * @param Wishlist $wishlist    The list.
	 * @param bool     $price_drops Count the price drops too.
	 * @return array<string,mixed>
	 */
	public function wishlist( Wishlist $wishlist, bool $price_drops = false ): array {
		if ( $price_drops ) {
			return $this->wishlist_with( $wishlist, $this->reader->items( $wishlist ) );
		}
		return $this->shapes->wishlist( $wishlist, $this->reader->item_count( $wishlist ), $this->reader->viewer(), null );
	}

	/**
	 * Lists as JSON with their counts and price drops: their items in one query, their products in one batch.
	 *
	 * @param list<Wishlist> $wishlists The caller's lists.
	 * @return list<array<string,mixed>>
	 */
	public function wishlists( array $wishlists ): array {
		$viewer = $this->reader->viewer();
		$items  = $this->reader->items_by_list( $wishlists );
		$drops  = $this->shapes->price_drop_counts( $items );
		return array_map(
			fn ( Wishlist $wishlist ): array => $this->shapes->wishlist( $wishlist, count( $items[ $wishlist->id ] ?? array() ), $viewer, $drops[ $wishlist->id ] ?? 0 ),
			$wishlists
		);
	}

	/**
	 * The caller's lists in short (the contract's `user_wishlists`); [] for an anonymous caller.
	 *
	 * @return list<array<string,mixed>>
	 */
	public function user_wishlists(): array {
		return $this->shapes->user_wishlists( $this->reader->lists() );
	}

	/**
	 * Items as JSON, their products read in one batch.
	 *
	 * @param list<Wishlist_Item> $items The items.
	 * @return list<array<string,mixed>>
	 */
	public function items( array $items ): array {
		return $this->shapes->items( $items );
	}

	/**
	 * One item as JSON.
	 *
	 * @param Wishlist_Item $item The item.
	 * @return array<string,mixed>
	 */
	public function item( Wishlist_Item $item ): array {
		return $this->shapes->items( array( $item ) )[0];
	}

	/**
	 * A list with a page of its items (or all of them): `{ wishlist, items, total, total_pages, page, per_page }`.
	 *
	 * One query for the items, one batch of products for the list's price drops and one for the page.
	 *
	 * @param Wishlist $wishlist A list the caller may read.
	 * @param int      $page     From 1.
	 * @param int|null $per_page A page's size; null for every item on one page.
	 * @return array{wishlist:array<string,mixed>,items:list<array<string,mixed>>,total:int,total_pages:int,page:int,per_page:int}
	 */
	public function list_page( Wishlist $wishlist, int $page, ?int $per_page ): array {
		$items = $this->reader->items( $wishlist );
		$total = count( $items );
		$size  = $per_page ?? max( 1, $total );
		return array(
			'wishlist'    => $this->wishlist_with( $wishlist, $items ),
			'items'       => $this->shapes->items( Paging::slice( $items, $page, $size ) ),
			'total'       => $total,
			'total_pages' => Paging::pages( $total, $size ),
			'page'        => $page,
			'per_page'    => $size,
		);
	}

	/**
	 * An error answer that also carries the contract's `result` and `user_wishlists` (add, move, copy).
	 *
	 * @param \WP_Error $error The error.
	 */
	public function error_with_lists( \WP_Error $error ): \WP_REST_Response {
		$data = (array) $error->get_error_data();
		return new \WP_REST_Response(
			array(
				'code'           => $error->get_error_code(),
				'message'        => $error->get_error_message(),
				'data'           => $data,
				'result'         => $error->get_error_code(),
				'user_wishlists' => $this->user_wishlists(),
			),
			(int) ( $data['status'] ?? 400 )
		);
	}

	/**
	 * A list as JSON with the items already read: their count, and their price drops (one batch of products).
	 *
	 * @param Wishlist            $wishlist The list.
	 * @param list<Wishlist_Item> $items    Its items.
	 * @return array<string,mixed>
	 */
	private function wishlist_with( Wishlist $wishlist, array $items ): array {
		$drops = $this->shapes->price_drop_counts( array( $wishlist->id => $items ) );
		return $this->shapes->wishlist( $wishlist, count( $items ), $this->reader->viewer(), $drops[ $wishlist->id ] );
	}
}
