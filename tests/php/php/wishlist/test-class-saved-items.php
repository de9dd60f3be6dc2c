<?php
/**
 * Tests of Saved_Items.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Chosen_Variation;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Saved_Items;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist_Repository;

/**
 * An owner's saved products over all their lists, and their number: theirs only, in one query each.
 */
final class Saved_Items_Test extends Test_Case {

	private Item_Repository $items;

	private Wishlist_Repository $lists;

	private Saved_Items $saved;

	/**
	 * Fresh repositories over the test's database.
	 */
	protected function set_up(): void {
		parent::set_up();
		global $wpdb;
		$this->items = new Item_Repository( $wpdb );
		$this->lists = new Wishlist_Repository( $wpdb, $this->items );
		$this->saved = new Saved_Items( $wpdb );
	}

	/**
	 * A guest's saved products: their default list's first, then by list and position, with the chosen values as rows.
	 */
	public function test_a_guests_saved_products(): void {
		$guest   = Owner::guest( Token::generate() );
		$stranger = Owner::guest( Token::generate() );
		$gifts   = $this->lists->create( $guest, 'Gifts' );
		$mine    = $this->lists->default_for_or_create( $guest );
		$first   = $this->items->add( $gifts->id, 5 )->item;
		$second  = $this->items->add( $mine->id, 7, 71, 1, new Chosen_Variation( array( 'attribute_pa_size' => 'm' ), array( 'attribute_pa_size' => 'm' ) ) )->item;
		$third   = $this->items->add( $mine->id, 5 )->item;
		$this->items->add( $this->lists->create( $stranger, 'Theirs' )->id, 5 );

		$this->assertSame(
			array(
				array(
					'item_id'        => $second->id,
					'product_id'     => 7,
					'variation_id'   => 71,
					'variation'      => array(
						array(
							'attribute' => 'attribute_pa_size',
							'value'     => 'm',
						),
					),
					'wishlist_id'    => $mine->id,
					'wishlist_token' => $mine->token,
				),
				array(
					'item_id'        => $third->id,
					'product_id'     => 5,
					'variation_id'   => 0,
					'variation'      => array(),
					'wishlist_id'    => $mine->id,
					'wishlist_token' => $mine->token,
				),
				array(
					'item_id'        => $first->id,
					'product_id'     => 5,
					'variation_id'   => 0,
					'variation'      => array(),
					'wishlist_id'    => $gifts->id,
					'wishlist_token' => $gifts->token,
				),
			),
			$this->saved->for_owner( $guest )
		);
		$this->assertSame( 3, $this->saved->count_for_owner( $guest ) );
		$this->assertSame( 1, $this->saved->count_for_owner( $stranger ) );
	}

	/**
	 * A user's count and products are theirs, never a guest's lists' nor another user's; none for nobody's.
	 */
	public function test_a_users_saved_products_are_theirs_only(): void {
		$user  = Owner::user( $this->create_user()->ID );
		$other = Owner::user( $this->create_user()->ID );
		$this->items->add( $this->lists->create( $user, 'Mine' )->id, 9 );
		$this->items->add( $this->lists->create( $other, 'Theirs' )->id, 9 );
		$this->items->add( $this->lists->create( $other, 'Theirs too' )->id, 10 );

		$this->assertSame( array( 9 ), array_column( $this->saved->for_owner( $user ), 'product_id' ) );
		$this->assertSame( 1, $this->saved->count_for_owner( $user ) );
		$this->assertSame( 2, $this->saved->count_for_owner( $other ) );
		$nobody = Owner::user( $this->create_user()->ID );
		$this->assertSame( array(), $this->saved->for_owner( $nobody ) );
		$this->assertSame( 0, $this->saved->count_for_owner( $nobody ) );
	}

	/**
	 * One query each, however many lists and items.
	 */
	public function test_one_query_each(): void {
		global $wpdb;
		$user = Owner::user( $this->create_user()->ID );
		for ( $list = 0; $list < 3; ++$list ) {
			$id = $this->lists->create( $user, "List {$list}" )->id;
			for ( $product = 1; $product <= 4; ++$product ) {
				$this->items->add( $id, $product );
			}
		}
		$before = $wpdb->num_queries;
		$this->assertCount( 12, $this->saved->for_owner( $user ) );
		$this->assertSame( 12, $this->saved->count_for_owner( $user ) );
		$this->assertSame( 2, $wpdb->num_queries - $before );
	}
}
