<?php
/**
 * Tests of Wishlists, the storage layer wired to WordPress.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlists;

require_once __DIR__ . '/class-recording-cookie-jar.php';

/**
 * One of each part per layer, the caller as reader and as saver, a deleted user's lists, the wishlist block's first page.
 */
final class Wishlists_Test extends Test_Case {

	private Recording_Cookie_Jar $jar;

	private Wishlists $wishlists;

	/**
	 * A storage layer over this test's cookie jar, nobody signed in.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->log_out();
		$this->jar       = new Recording_Cookie_Jar();
		$this->wishlists = new Wishlists( null, $this->jar );
	}

	/**
	 * Each part is built once: the routes, the policy and the service share the same repositories.
	 */
	public function test_parts_are_built_once(): void {
		$w = $this->wishlists;
		foreach ( array( 'items', 'lists', 'access', 'service', 'reader', 'saved', 'guest_session' ) as $part ) {
			$this->assertSame( $w->$part(), $w->$part(), $part );
		}
		$this->assertSame( $w->lists()->names(), $w->lists()->names() );
		$this->assertSame( $w->lists()->expiring(), $w->lists()->expiring() );
		$this->assertSame( $w->items()->positions(), $w->items()->positions() );
	}

	/**
	 * Reading never starts a session; saving does, once, and the guest's lists live on from the save.
	 */
	public function test_reading_and_saving_owners(): void {
		$this->assertNull( $this->wishlists->reading_owner() );
		$this->assertSame( array(), $this->jar->sent );

		update_option( 'boudoir_guest_list_days', '3' );
		$guest = $this->wishlists->saving_owner();
		$this->assertTrue( $guest->is_guest() );
		$this->assertCount( 1, $this->jar->sent );
		$this->assertTrue( $guest->equals( $this->wishlists->reading_owner() ) );
		$list = $this->wishlists->lists()->create( $guest, 'Mine' );
		$this->assertEqualsWithDelta( time() + 3 * DAY_IN_SECONDS, $list->expires_at?->getTimestamp(), 5 );

		$user = $this->log_in( $this->create_user() );
		$this->assertTrue( Owner::user( $user->ID )->equals( $this->wishlists->saving_owner() ) );
		$this->assertCount( 1, $this->jar->sent, 'A user gets no guest cookie.' );
	}

	/**
	 * A deleted user's lists and items go; another user's stay.
	 */
	public function test_a_deleted_users_lists_go(): void {
		$gone  = Owner::user( $this->create_user()->ID );
		$stays = Owner::user( $this->create_user()->ID );
		$list  = $this->wishlists->lists()->create( $gone, 'Mine' );
		$this->wishlists->items()->add( $list->id, 5 );
		$kept = $this->wishlists->lists()->create( $stays, 'Theirs' );

		$this->wishlists->delete_user_lists( $gone->user_id );
		$this->wishlists->delete_user_lists( 0 );

		$this->assertNull( $this->wishlists->lists()->find( $list->id ) );
		$this->assertSame( array(), $this->wishlists->items()->for_wishlist( $list->id ) );
		$this->assertNotNull( $this->wishlists->lists()->find( $kept->id ) );
	}

	/**
	 * The wishlist block's first page: null for nobody, 0 without a default list, else its count up to the page.
	 */
	public function test_the_default_lists_first_page(): void {
		$this->assertNull( $this->wishlists->default_list_first_page_count( 10 ) );
		$token = Token::generate();
		$this->jar->cookies[ Guest_Session::name() ] = Guest_Session::cookie_value( $token );
		$this->assertSame( 0, $this->wishlists->default_list_first_page_count( 10 ) );
		$list = $this->wishlists->lists()->default_for_or_create( Owner::guest( $token ) );
		foreach ( array( 1, 2, 3 ) as $product ) {
			$this->wishlists->items()->add( $list->id, $product );
		}
		$this->assertSame( 3, $this->wishlists->default_list_first_page_count( 10 ) );
		$this->assertSame( 2, $this->wishlists->default_list_first_page_count( 2 ) );
	}
}
