<?php
/**
 * Tests of Boudoir\Wishlist\Saved_Count: the header counter's cookie.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Saved_Count;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Change;
use Boudoir\Wishlist\Wishlist_Service;
use Boudoir\Wishlist\Wishlists;

require_once __DIR__ . '/class-recording-cookie-jar.php';

/**
 * The count follows every change, at login and on a logged-in shopper's page views; it
 * holds a number and nothing else, readable by scripts.
 */
final class Saved_Count_Test extends Test_Case {

	private Recording_Cookie_Jar $jar;

	private Wishlists $wishlists;

	private Saved_Count $count;

	/**
	 * A storage layer over this test's cookie jar.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->jar       = new Recording_Cookie_Jar();
		$this->wishlists = new Wishlists( null, $this->jar );
		$this->count     = new Saved_Count( $this->wishlists, $this->jar );
	}

	/**
	 * The values of the count cookie sent so far.
	 *
	 * @return list<string>
	 */
	private function sent(): array {
		return array_values(
			array_map(
				static fn ( array $cookie ): string => $cookie['value'],
				array_filter( $this->jar->sent, static fn ( array $cookie ): bool => Saved_Count::COOKIE === $cookie['name'] )
			)
		);
	}

	/**
	 * Saves products for an owner: two on the default list, one on another.
	 *
	 * @param Owner $owner The owner.
	 */
	private function save_three( Owner $owner ): void {
		$lists = $this->wishlists->lists();
		$items = $this->wishlists->items();
		$items->add( $lists->default_for_or_create( $owner )->id, 11 );
		$items->add( $lists->default_for_or_create( $owner )->id, 12, 121 );
		$items->add( $lists->create( $owner, 'Gifts' )->id, 13 );
	}

	/**
	 * A change of the given kind, as Wishlist_Service announces it.
	 *
	 * @param string $kind  Wishlist_Change's kind.
	 * @param Owner  $owner Whose lists changed.
	 */
	private function change( string $kind, Owner $owner ): void {
		$this->count->on_change( new Wishlist_Change( $kind, $owner, 7, array( 70 ), 11 ) );
	}

	public function test_counts_every_item_of_every_list_of_the_owner_only(): void {
		$user = $this->create_user()->ID;
		$this->save_three( Owner::user( $user ) );
		$this->save_three( Owner::user( $this->create_user()->ID ) );

		$this->assertSame( 3, $this->wishlists->saved()->count_for_owner( Owner::user( $user ) ) );
		$this->assertSame( 0, $this->wishlists->saved()->count_for_owner( Owner::user( $this->create_user()->ID ) ) );
	}

	public function test_a_change_of_saved_items_sends_the_new_count(): void {
		$owner = Owner::user( $this->log_in( $this->create_user() )->ID );
		$this->save_three( $owner );

		$this->change( Wishlist_Change::ITEM_ADDED, $owner );
		$this->change( Wishlist_Change::LIST_DELETED, $owner );

		$this->assertSame( array( '3', '3' ), $this->sent() );
		$cookie = $this->jar->sent[0];
		$this->assertFalse( $cookie['options']['httponly'], 'the counter script reads it' );
		$this->assertSame( 'Lax', $cookie['options']['samesite'] );
		$this->assertArrayNotHasKey( 'domain', $cookie['options'], 'host-only' );
		$this->assertGreaterThan( time(), $cookie['options']['expires'] );
	}

	public function test_each_kind_that_changes_saved_items_sends_it(): void {
		$owner = Owner::user( $this->log_in( $this->create_user() )->ID );
		$this->save_three( $owner );

		foreach ( array( Wishlist_Change::LIST_DELETED, Wishlist_Change::ITEM_ADDED, Wishlist_Change::ITEM_MOVED, Wishlist_Change::ITEM_COPIED, Wishlist_Change::ITEMS_REMOVED ) as $kind ) {
			$this->change( $kind, $owner );
		}

		$this->assertSame( array( '3', '3', '3', '3', '3' ), $this->sent() );
	}

	public function test_changes_that_keep_the_count_send_nothing(): void {
		$owner = Owner::user( $this->log_in( $this->create_user() )->ID );
		$this->save_three( $owner );

		foreach ( array( Wishlist_Change::LIST_CREATED, Wishlist_Change::LIST_RENAMED, Wishlist_Change::PRIVACY_CHANGED, Wishlist_Change::LINK_RENEWED, Wishlist_Change::ITEMS_SORTED, Wishlist_Change::QUANTITY_CHANGED ) as $kind ) {
			$this->change( $kind, $owner );
		}
		$this->count->on_change( 'not a change' );

		$this->assertSame( array(), $this->sent() );
	}

	public function test_the_count_is_the_changed_owners(): void {
		$shopper = Owner::user( $this->create_user()->ID );
		$this->save_three( $shopper );
		// Whoever is signed in, the count sent is that of the lists that changed.
		$this->log_in( $this->create_user() );

		$this->change( Wishlist_Change::ITEMS_REMOVED, $shopper );

		$this->assertSame( array( '3' ), $this->sent() );
	}

	public function test_a_guests_first_save_starts_the_count(): void {
		wp_set_current_user( 0 );
		$service = new Wishlist_Service( $this->wishlists );
		add_action( 'boudoir_wishlist_changed', array( $this->count, 'on_change' ) );
		try {
			$list = $service->default_list();
			$this->assertInstanceOf( Wishlist::class, $list );
			$this->assertSame( array(), $this->sent(), 'an empty list counts nothing' );
			$service->add( $list, 5, 0 );
		} finally {
			remove_action( 'boudoir_wishlist_changed', array( $this->count, 'on_change' ) );
		}

		$this->assertSame( array( '1' ), $this->sent() );
	}

	public function test_login_sends_the_users_count(): void {
		$user = $this->create_user();
		$this->save_three( Owner::user( $user->ID ) );

		$this->count->on_login( $user->user_login, $user );

		$this->assertSame( array( '3' ), $this->sent() );
	}

	public function test_logout_deletes_it(): void {
		$this->jar->cookies[ Saved_Count::COOKIE ] = '4';

		$this->count->forget();

		$this->assertSame( array( '' ), $this->sent() );
		$this->assertLessThan( time(), $this->jar->sent[0]['options']['expires'] );
		$this->assertNull( $this->jar->get( Saved_Count::COOKIE ) );
	}

	public function test_page_views_refresh_it_for_a_logged_in_shopper_every_time(): void {
		$user = $this->log_in( $this->create_user() )->ID;
		$this->save_three( Owner::user( $user ) );
		$this->jar->cookies[ Saved_Count::COOKIE ] = '1';

		$this->count->on_page_view();

		$this->assertSame( array( '3' ), $this->sent(), 'a change on another device shows on the next page' );
	}

	public function test_page_views_of_a_guest_send_it_only_when_missing(): void {
		wp_set_current_user( 0 );
		$this->count->on_page_view();
		$this->assertSame( array(), $this->sent(), 'a visitor who saved nothing gets no cookie' );

		$guest = $this->wishlists->saving_owner();
		$this->wishlists->items()->add( $this->wishlists->lists()->default_for_or_create( $guest )->id, 5 );
		$this->count->on_page_view();
		$this->assertSame( array( '1' ), $this->sent() );

		$this->count->on_page_view();
		$this->assertSame( array( '1' ), $this->sent(), 'once sent, a guest\'s page views send nothing' );
	}

	public function test_is_hooked_by_the_storage_layer(): void {
		$this->assertNotFalse( has_action( 'boudoir_wishlist_changed' ) );
		$this->assertNotFalse( has_action( 'wp_logout' ) );
		$this->count->register();
		$this->assertSame( 10, has_action( 'boudoir_wishlist_changed', array( $this->count, 'on_change' ) ) );
		$this->assertSame( 20, has_action( 'wp_login', array( $this->count, 'on_login' ) ), 'after the merge (priority 10)' );
		$this->assertSame( 10, has_action( 'template_redirect', array( $this->count, 'on_page_view' ) ) );
	}
}
