<?php
/**
 * Personal data export and erasure of wishlists.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

use Boudoir\Privacy_Tool;

defined( 'ABSPATH' ) || exit;

/**
 * Tools → Export / Erase Personal Data, for a registered user's lists (found by e-mail → user id,
 * or by the user the request was made for: see Privacy_Tool::user_for()).
 *
 * Guest lists carry no e-mail and no name, only a hashed session: they cannot be
 * matched to a person, are not covered, and expire on their own (Expiry).
 */
final class Privacy extends Privacy_Tool {

	/**
	 * The tools.
	 *
	 * @param Wishlist_Repository $lists Lists.
	 * @param Item_Repository     $items Items.
	 */
	public function __construct( private readonly Wishlist_Repository $lists, private readonly Item_Repository $items ) {
	}

	/** The exporter's and eraser's key; with friendly_name(), how the privacy tools name them. */
	public const ID = 'boudoir-wishlists';

	/**
	 * The name shown in the privacy tools.
	 */
	protected function friendly_name(): string {
		return __( 'Wishlists', 'boudoir' );
	}

	/**
	 * One page of a user's lists and items, as export groups.
	 *
	 * @param string $email The person's e-mail.
	 * @param int    $page  1-based page.
	 * @return array{data:list<array<string,mixed>>,done:bool}
	 */
	public function export( $email, $page = 1 ): array {
		$owner = $this->owner_by_email( (string) $email );
		if ( null === $owner ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		$all   = $this->lists->for_owner( $owner );
		$lists = array_slice( $all, ( max( 1, (int) $page ) - 1 ) * self::PER_PAGE, self::PER_PAGE );
		$items = $this->items->for_wishlists( array_map( static fn ( Wishlist $wishlist ): int => $wishlist->id, $lists ) );
		$data  = array();
		// One query for every product title below instead of one per item.
		$product_ids = array();
		foreach ( $items as $list_items ) {
			foreach ( $list_items as $item ) {
				$product_ids[] = $item->variation_id > 0 ? $item->variation_id : $item->product_id;
			}
		}
		_prime_post_caches( array_unique( $product_ids ), false, false );
		foreach ( $lists as $list ) {
			$data[] = array(
				'group_id'    => 'boudoir-wishlists',
				'group_label' => __( 'Wishlists', 'boudoir' ),
				'item_id'     => 'boudoir-wishlist-' . $list->id,
				'data'        => array(
					array(
						'name'  => __( 'Wishlist name', 'boudoir' ),
						'value' => $list->name,
					),
					array(
						'name'  => __( 'Privacy', 'boudoir' ),
						'value' => $list->privacy,
					),
					array(
						'name'  => __( 'Default list', 'boudoir' ),
						'value' => $list->is_default ? __( 'Yes', 'boudoir' ) : __( 'No', 'boudoir' ),
					),
					array(
						'name'  => __( 'Created', 'boudoir' ),
						'value' => $list->created_at->format( 'Y-m-d H:i:s' ) . ' UTC',
					),
				),
			);
			foreach ( $items[ $list->id ] as $item ) {
				$data[] = array(
					'group_id'    => 'boudoir-wishlist-items',
					'group_label' => __( 'Wishlist items', 'boudoir' ),
					'item_id'     => 'boudoir-wishlist-item-' . $item->id,
					'data'        => array(
						array(
							'name'  => __( 'Wishlist name', 'boudoir' ),
							'value' => $list->name,
						),
						array(
							'name'  => __( 'Product', 'boudoir' ),
							'value' => self::product_label( $item ),
						),
						array(
							'name'  => __( 'Quantity', 'boudoir' ),
							'value' => (string) $item->quantity,
						),
						array(
							'name'  => __( 'Price when added', 'boudoir' ),
							'value' => null === $item->price ? '' : trim( $item->price . ' ' . $item->currency ),
						),
						array(
							'name'  => __( 'Added', 'boudoir' ),
							'value' => $item->added_at->format( 'Y-m-d H:i:s' ) . ' UTC',
						),
						array(
							'name'  => __( 'Chosen options', 'boudoir' ),
							'value' => implode( ', ', array_map( static fn ( string $field, string $value ): string => $field . ': ' . $value, array_keys( $item->variation ), $item->variation ) ),
						),
					),
				);
			}
		}
		return array(
			'data' => $data,
			'done' => count( $all ) <= max( 1, (int) $page ) * self::PER_PAGE,
		);
	}

	/**
	 * Deletes a user's lists and their items, a page at a time.
	 *
	 * @param string $email The person's e-mail.
	 * @param int    $page  1-based page (each call deletes from the start again).
	 * @return array{items_removed:bool,items_retained:bool,messages:list<string>,done:bool}
	 */
	public function erase( $email, $page = 1 ): array {
		$owner = $this->owner_by_email( (string) $email );
		if ( null === $owner ) {
			return array(
				'items_removed'  => false,
				'items_retained' => false,
				'messages'       => array(),
				'done'           => true,
			);
		}
		$lists   = $this->lists->for_owner( $owner );
		$batch   = array_slice( $lists, 0, self::PER_PAGE );
		$deleted = $this->lists->delete_ids( array_map( static fn ( Wishlist $wishlist ): int => $wishlist->id, $batch ) );
		return array(
			'items_removed'  => $deleted > 0,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => count( $lists ) <= self::PER_PAGE,
		);
	}

	/**
	 * The user the request is about as an owner (found by e-mail, or by the request's user), or null.
	 *
	 * @param string $email E-mail.
	 */
	private function owner_by_email( string $email ): ?Owner {
		$user = self::user_for( $email );
		return null !== $user && $user->ID > 0 ? Owner::user( (int) $user->ID ) : null;
	}

	/**
	 * The product's title, and the variation's, with their ids (kept even when the product was deleted).
	 *
	 * @param Wishlist_Item $item The item.
	 */
	private static function product_label( Wishlist_Item $item ): string {
		$id    = $item->variation_id > 0 ? $item->variation_id : $item->product_id;
		$title = get_the_title( $id );
		return sprintf( '%s (#%d)', '' !== $title ? $title : __( 'Deleted product', 'boudoir' ), $id );
	}
}
