<?php
/**
 * Tests of Boudoir\Wishlist\Wishlist_Service: the wishlist writes and the one action each
 * change fires.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Add_Result;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Change;
use Boudoir\Wishlist\Wishlist_Item;
use Boudoir\Wishlist\Wishlist_Privacy;
use Boudoir\Wishlist\Wishlist_Service;
use Boudoir\Wishlist\Wishlists;

require_once __DIR__ . '/class-recording-cookie-jar.php';

/**
 * Every stored change fires `boudoir_wishlist_changed` once, with what changed; a refused
 * write, a failed one or one that changed nothing fires nothing.
 */
final class Wishlist_Service_Test extends Test_Case {

	private Wishlists $wishlists;

	private Wishlist_Service $service;

	/**
	 * The changes fired so far.
	 *
	 * @var list<Wishlist_Change>
	 */
	private array $changes = array();

	/**
	 * A signed-in shopper's service, and a listener that records the changes.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->log_in( $this->create_user() );
		$this->wishlists = new Wishlists( null, new Recording_Cookie_Jar() );
		$this->service   = new Wishlist_Service( $this->wishlists );
		add_action( 'boudoir_wishlist_changed', array( $this, 'record' ) );
	}

	/**
	 * Stops listening.
	 */
	protected function tear_down(): void {
		remove_action( 'boudoir_wishlist_changed', array( $this, 'record' ) );
		parent::tear_down();
	}

	/**
	 * The listener.
	 *
	 * @param Wishlist_Change $change A change.
	 */
	public function record( Wishlist_Change $change ): void {
		$this->changes[] = $change;
	}

	/**
	 * The changes fired since the last call, as `[ kind, list, items, product, target ]`.
	 *
	 * @return list<array{0:string,1:int,2:list<int>,3:int,4:int}>
	 */
	private function fired(): array {
		$fired         = array_map(
			static fn ( Wishlist_Change $change ): array => array( $change->kind, $change->wishlist_id, $change->item_ids, $change->product_id, $change->target_id ),
			$this->changes
		);
		$this->changes = array();
		return $fired;
	}

	/**
	 * A new list of the shopper's.
	 *
	 * @param string $name Its name.
	 */
	private function list_named( string $name ): Wishlist {
		$list = $this->service->create( $name, Wishlist_Privacy::PRIVATE );
		$this->assertInstanceOf( Wishlist::class, $list );
		return $list;
	}

	/**
	 * Saves a product on a list.
	 *
	 * @param Wishlist $list    The list.
	 * @param int      $product The product.
	 */
	private function save( Wishlist $list, int $product ): Wishlist_Item {
		$result = $this->service->add( $list, $product, 0 );
		$this->assertInstanceOf( Add_Result::class, $result );
		return $result->item;
	}

	public function test_list_changes_fire_one_action_each_with_the_owner(): void {
		$list = $this->list_named( 'Bridal' );
		$this->service->rename( $list, 'Wedding' );
		$this->service->set_privacy( $list, Wishlist_Privacy::SHARED );
		$this->assertInstanceOf( Wishlist::class, $this->service->new_link( $list ) );
		$owner = $this->changes[0]->owner;
		$this->assertTrue( $this->service->delete( $list ) );

		$this->assertTrue( $owner->equals( Owner::user( get_current_user_id() ) ) );
		$this->assertSame(
			array(
				array( Wishlist_Change::LIST_CREATED, $list->id, array(), 0, 0 ),
				array( Wishlist_Change::LIST_RENAMED, $list->id, array(), 0, 0 ),
				array( Wishlist_Change::PRIVACY_CHANGED, $list->id, array(), 0, 0 ),
				array( Wishlist_Change::LINK_RENEWED, $list->id, array(), 0, 0 ),
				array( Wishlist_Change::LIST_DELETED, $list->id, array(), 0, 0 ),
			),
			$this->fired()
		);
	}

	public function test_item_changes_fire_one_action_each_with_what_changed(): void {
		$list  = $this->list_named( 'Bridal' );
		$other = $this->list_named( 'Gifts' );
		$this->fired();

		$robe = $this->save( $list, 11 );
		$slip = $this->save( $list, 12 );
		$this->service->set_quantity( $robe, 3 );
		$this->assertSame( array( $slip->id, $robe->id ), $this->service->sort( $list, array( $slip->id, $robe->id ), 1, null ) );
		$copy = $this->service->transfer( $slip, $other, true );
		$this->assertInstanceOf( Add_Result::class, $copy );
		$this->assertTrue( $this->service->remove_item( $other, $copy->item ) );
		$moved = $this->service->transfer( $robe, $other, false );
		$this->assertInstanceOf( Add_Result::class, $moved );

		$this->assertSame(
			array(
				array( Wishlist_Change::ITEM_ADDED, $list->id, array( $robe->id ), 11, 0 ),
				array( Wishlist_Change::ITEM_ADDED, $list->id, array( $slip->id ), 12, 0 ),
				array( Wishlist_Change::QUANTITY_CHANGED, $list->id, array( $robe->id ), 11, 0 ),
				array( Wishlist_Change::ITEMS_SORTED, $list->id, array( $slip->id, $robe->id ), 0, 0 ),
				array( Wishlist_Change::ITEM_COPIED, $list->id, array( $slip->id, $copy->item->id ), 12, $other->id ),
				array( Wishlist_Change::ITEMS_REMOVED, $other->id, array( $copy->item->id ), 12, 0 ),
				array( Wishlist_Change::ITEM_MOVED, $list->id, array( $robe->id, $moved->item->id ), 11, $other->id ),
			),
			$this->fired()
		);
	}

	public function test_removing_a_product_fires_once_per_list_it_left(): void {
		$list  = $this->list_named( 'Bridal' );
		$other = $this->list_named( 'Gifts' );
		$empty = $this->list_named( 'Later' );
		$first = $this->save( $list, 11 );
		$this->save( $list, 12 );
		$second = $this->save( $other, 11 );
		$this->fired();

		$this->assertSame( 2, $this->service->remove_from_all( 11, null ) );

		$fired = $this->fired();
		usort( $fired, static fn ( array $a, array $b ): int => $a[1] <=> $b[1] );
		$this->assertSame(
			array(
				array( Wishlist_Change::ITEMS_REMOVED, $list->id, array( $first->id ), 11, 0 ),
				array( Wishlist_Change::ITEMS_REMOVED, $other->id, array( $second->id ), 11, 0 ),
			),
			$fired
		);
		$this->assertSame( 0, $this->service->remove_product( array( $empty->id ), 11, null ) );
		$this->assertSame( array(), $this->fired() );
	}

	public function test_what_changes_nothing_fires_nothing(): void {
		$list  = $this->list_named( 'Bridal' );
		$other = $this->list_named( 'Gifts' );
		$robe  = $this->save( $list, 11 );
		$this->save( $other, 11 );
		$this->fired();

		// The product is on the list already.
		$again = $this->service->add( $list, 11, 0 );
		$this->assertInstanceOf( Add_Result::class, $again );
		$this->assertFalse( $again->added );
		// So is it on the copy's destination.
		$copy = $this->service->transfer( $robe, $other, true );
		$this->assertInstanceOf( Add_Result::class, $copy );
		$this->assertFalse( $copy->added );
		// The same quantity.
		$this->service->set_quantity( $robe, $robe->quantity );
		// An order that is not this page's items.
		$this->assertInstanceOf( \WP_Error::class, $this->service->sort( $list, array( $robe->id, 999999 ), 1, null ) );
		// An item already gone.
		$this->assertTrue( $this->service->remove_item( $list, $robe ) );
		$this->fired();
		$this->assertFalse( $this->service->remove_item( $list, $robe ) );
		$this->assertInstanceOf( \WP_Error::class, $this->service->transfer( $robe, $other, false ) );

		$this->assertSame( array(), $this->fired() );
	}

	/**
	 * An item a parallel request took off before the add could read it back: `404
	 * boudoir_item_not_found` (it is not on the list), not a 500, and no change fired.
	 */
	public function test_an_item_taken_off_in_parallel_is_not_found_not_a_storage_error(): void {
		global $wpdb;
		$list = $this->list_named( 'Bridal' );
		$this->fired();
		$table    = $wpdb->prefix . Item_Repository::TABLE;
		$parallel = static function ( string $query ) use ( $wpdb, $table, $list ): string {
			static $done = false;
			if ( ! $done && str_starts_with( ltrim( $query ), 'SELECT' ) && str_contains( $query, 'variation_key =' ) ) {
				$done = true;
				$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE wishlist_id = %d', $table, $list->id ) );
			}
			return $query;
		};
		add_filter( 'query', $parallel );
		$result = $this->service->add( $list, 12, 0 );
		remove_filter( 'query', $parallel );

		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'boudoir_item_not_found', $result->get_error_code() );
		$this->assertSame( 404, $result->get_error_data()['status'] );
		$this->assertSame( array(), $this->fired() );
	}

	public function test_a_create_refused_at_the_cap_fires_nothing(): void {
		add_filter( 'boudoir_max_wishlists', static fn (): int => 1 );
		$this->list_named( 'Only' );
		$this->fired();

		$refused = $this->service->create( 'One more', Wishlist_Privacy::PRIVATE );

		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertSame( 'boudoir_too_many_wishlists', $refused->get_error_code() );
		$this->assertSame( array(), $this->fired() );
	}
}
