<?php
/**
 * Tests of Merge.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Merge;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Price;
use Boudoir\Wishlist\Price_Source;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Item;
use Boudoir\Wishlist\Wishlist_Privacy;
use Boudoir\Wishlist\Wishlists;

require_once __DIR__ . '/class-recording-cookie-jar.php';

/**
 * Guest lists become the user's at login and registration, losing nothing.
 */
final class Merge_Test extends Test_Case {

	private Recording_Cookie_Jar $jar;

	private Wishlists $wishlists;

	private Owner $guest;

	/**
	 * A guest who saved: default list with 3 products (one in quantity 4), and a "Gifts" list.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->jar       = new Recording_Cookie_Jar();
		$this->wishlists = new Wishlists(
			new class() implements Price_Source {
				/**
				 * Every product costs 10 EUR.
				 *
				 * @param int $product_id   Product.
				 * @param int $variation_id Variation.
				 */
				public function price( int $product_id, int $variation_id ): ?Price {
					return new Price( '10', 'EUR' );
				}
			},
			$this->jar
		);
		$this->guest = $this->wishlists->saving_owner();
		$default     = $this->wishlists->lists()->default_for_or_create( $this->guest );
		$items       = $this->wishlists->items();
		$items->add( $default->id, 1 );
		$items->add( $default->id, 2, 21, 4 );
		$items->add( $default->id, 3 );
		$gifts = $this->wishlists->lists()->create( $this->guest, 'Gifts' );
		$items->add( $gifts->id, 5 );
		// Hooked as the plugin hooks them, to this test's cookie jar.
		( new Merge( $this->wishlists->lists(), $items, $this->wishlists->guest_session() ) )->register();
	}

	/**
	 * At login: default into default (larger quantity kept), name clash renamed, nothing lost, cookie forgotten.
	 */
	public function test_login_merges_into_the_users_lists(): void {
		$user    = $this->create_user_elsewhere();
		$owner   = Owner::user( $user->ID );
		$lists   = $this->wishlists->lists();
		$items   = $this->wishlists->items();
		$default = $lists->default_for_or_create( $owner, 'Favourites' );
		$items->add( $default->id, 9 );
		$items->add( $default->id, 2, 21, 1 );
		$items->add( $default->id, 3, 0, 7 );
		$lists->create( $owner, 'Gifts' );

		do_action( 'wp_login', $user->user_login, $user );

		$this->assertSame( array(), $lists->for_owner( $this->guest ), 'The guest has nothing left.' );
		$mine = $lists->for_owner( $owner );
		$names = array_map( static fn ( Wishlist $list ): string => $list->name, $mine );
		$this->assertSame( 'Favourites', $names[0], "The user's default stays their default." );
		$this->assertEqualsCanonicalizing( array( 'Favourites', 'Gifts', 'Gifts (2)' ), $names );
		$guest_gifts = $mine[ array_search( 'Gifts (2)', $names, true ) ];
		$this->assertSame( 1, count( array_filter( $mine, static fn ( Wishlist $list ): bool => $list->is_default ) ) );
		foreach ( $mine as $list ) {
			$this->assertNull( $list->expires_at, "A user's list does not expire." );
		}

		$merged = $items->for_wishlist( $default->id );
		$this->assertSame(
			array( '9:0' => 1, '2:21' => 4, '3:0' => 7, '1:0' => 1 ),
			self::quantities( $merged ),
			'User items first, then new guest items; on both, the larger quantity.'
		);
		$this->assertSame( range( 0, 3 ), array_map( static fn ( Wishlist_Item $item ): int => $item->position, $merged ) );
		$this->assertSame( '10.0000', end( $merged )->price, 'The price when added travels with the item.' );
		$this->assertSame( array( '5:0' => 1 ), self::quantities( $items->for_wishlist( $guest_gifts->id ) ) );

		$this->assertNull( $this->wishlists->guest_session()->current(), 'The guest cookie was deleted.' );
		$this->assertSame( '', end( $this->jar->sent )['value'] );
	}

	/**
	 * At registration with the guest cookie: the guest's default becomes the new user's default.
	 */
	public function test_registration_hands_over_the_lists(): void {
		// Registering from the guest's browser: the request carries the cookie.
		$user  = $this->create_user();
		$owner = Owner::user( $user->ID );
		$lists = $this->wishlists->lists();

		$mine = $lists->for_owner( $owner );
		$this->assertSame( array( true, false ), array_map( static fn ( Wishlist $list ): bool => $list->is_default, $mine ) );
		$this->assertSame( 'user:' . $user->ID, $lists->default_for( $owner )?->owner->key() );
		$this->assertSame( array( '1:0' => 1, '2:21' => 4, '3:0' => 1 ), self::quantities( $this->wishlists->items()->for_wishlist( $mine[0]->id ) ) );
		$this->assertSame( 'Gifts', $mine[1]->name );
		$this->assertSame( array(), $lists->for_owner( $this->guest ) );

		// The login that often follows registration finds nothing more to merge.
		do_action( 'wp_login', $user->user_login, $user );
		$this->assertCount( 2, $lists->for_owner( $owner ) );
	}

	/**
	 * An administrator creating accounts while holding a guest cookie hands nothing over.
	 */
	public function test_accounts_created_by_a_logged_in_user_get_nothing(): void {
		$this->log_in( $this->create_user_elsewhere( 'administrator' ) );
		$created = $this->create_user();
		$this->assertSame( array(), $this->wishlists->lists()->for_owner( Owner::user( $created->ID ) ) );
		$this->assertCount( 2, $this->wishlists->lists()->for_owner( $this->guest ) );
	}

	/**
	 * Security finding 2: a login (or registration) whose form came from another origin of the
	 * same site (another port or subdomain: SameSite=Lax sends the guest cookie with it) merges
	 * nothing; the guest keeps her lists. The shop's own form still merges.
	 */
	public function test_only_a_login_from_this_site_merges(): void {
		$home    = wp_parse_url( home_url() );
		$other   = $home['scheme'] . '://' . $home['host'] . ':8999';
		$saved   = $_SERVER;
		$user    = $this->create_user_elsewhere();
		$lists   = $this->wishlists->lists();
		try {
			foreach ( array( array( 'HTTP_ORIGIN' => $other ), array( 'HTTP_SEC_FETCH_SITE' => 'same-site' ), array( 'HTTP_ORIGIN' => 'null' ) ) as $forged ) {
				$_SERVER = $forged + $saved;
				do_action( 'wp_login', $user->user_login, $user );
				$this->assertSame( array(), $lists->for_owner( Owner::user( $user->ID ) ), wp_json_encode( $forged ) );
				$this->assertCount( 2, $lists->for_owner( $this->guest ), 'The guest keeps her lists.' );
				$this->assertArrayHasKey( Guest_Session::COOKIE, $this->jar->cookies, 'And her cookie.' );
			}
			$_SERVER = array( 'HTTP_ORIGIN' => $home['scheme'] . '://' . $home['host'] . ( isset( $home['port'] ) ? ':' . $home['port'] : '' ), 'HTTP_SEC_FETCH_SITE' => 'same-origin' ) + $saved;
			do_action( 'wp_login', $user->user_login, $user );
			$this->assertCount( 2, $lists->for_owner( Owner::user( $user->ID ) ), "The shop's own login form merges." );
		} finally {
			$_SERVER = $saved;
		}
	}

	/**
	 * Security finding 6: the login merge keeps to the user's cap of lists (it went 50 → 99 → 148):
	 * lists beyond the cap pour their items into the user's default, so nothing is lost.
	 */
	public function test_the_merge_keeps_to_the_cap(): void {
		add_filter( 'boudoir_max_wishlists', static fn (): int => 3 );
		$lists    = $this->wishlists->lists();
		$items    = $this->wishlists->items();
		$birthday = $lists->create( $this->guest, 'Birthday' );
		$items->add( $birthday->id, 6 );
		$items->add( $birthday->id, 1 );
		$user     = $this->create_user_elsewhere();
		$owner    = Owner::user( $user->ID );
		$default  = $lists->default_for_or_create( $owner, 'Favourites' );
		$lists->create( $owner, 'Mine' );

		do_action( 'wp_login', $user->user_login, $user );

		$mine = $lists->for_owner( $owner );
		$this->assertCount( 3, $mine, 'At the cap, not past it.' );
		$this->assertEqualsCanonicalizing( array( 'Favourites', 'Mine', 'Gifts' ), array_map( static fn ( Wishlist $list ): string => $list->name, $mine ) );
		$this->assertEqualsCanonicalizing( array( 1, 2, 3, 6 ), array_map( static fn ( $item ): int => $item->product_id, $items->for_wishlist( $default->id ) ), "The guest's default and the list beyond the cap, on the user's default." );
		$this->assertSame( array(), $lists->for_owner( $this->guest ) );
		$this->assertSame( 3, $lists->count_for_owner( $owner ) );
	}

	/**
	 * Without a guest cookie, logging in changes nothing.
	 */
	public function test_login_without_a_guest_cookie_changes_nothing(): void {
		unset( $this->jar->cookies[ Guest_Session::COOKIE ] );
		$user = $this->create_user();
		$this->assertCount( 2, $this->wishlists->lists()->for_owner( $this->guest ), 'Registration without the cookie took nothing.' );
		do_action( 'wp_login', $user->user_login, $user );
		$this->assertCount( 2, $this->wishlists->lists()->for_owner( $this->guest ) );
	}

	/**
	 * Lists that change hands get new share tokens: the guest-era link (which whoever planted the session knows) finds nothing.
	 */
	public function test_merged_lists_get_new_share_tokens(): void {
		$lists  = $this->wishlists->lists();
		$before = array();
		foreach ( $lists->for_owner( $this->guest ) as $list ) {
			$list                    = $lists->set_privacy( $list, $list->is_default ? Wishlist_Privacy::PUBLIC : Wishlist_Privacy::SHARED );
			$before[ $list->token ] = $list->id;
		}
		$user = $this->create_user_elsewhere();

		do_action( 'wp_login', $user->user_login, $user );

		$mine = $lists->for_owner( Owner::user( $user->ID ) );
		$this->assertCount( 2, $mine );
		foreach ( $before as $old_token => $id ) {
			$this->assertNull( $lists->find_by_token( $old_token ), 'The old link finds nothing.' );
			$now = $lists->find( $id );
			$this->assertNotNull( $now );
			$this->assertNotSame( $old_token, $now->token );
			$this->assertTrue( Token::is_valid( $now->token ) );
			$this->assertSame( $id, $lists->find_by_token( $now->token )?->id, 'The new token finds the list.' );
			$this->assertTrue( $now->owner->equals( Owner::user( $user->ID ) ) );
		}
	}

	/**
	 * Only this browser's signed cookie merges: an unsigned token (even one with lists) or, on HTTPS, a cookie under the plain name merges nothing.
	 */
	public function test_only_an_issued_session_cookie_merges(): void {
		$signed = $this->jar->cookies[ Guest_Session::COOKIE ];
		$token  = Guest_Session::token_from( $signed );
		$this->assertNotNull( $token );
		$user = $this->create_user_elsewhere();

		// The bare token of a guest who has lists, as a planted or forged cookie would carry it.
		$this->jar->cookies = array( Guest_Session::COOKIE => $token );
		do_action( 'wp_login', $user->user_login, $user );
		$this->assertSame( array(), $this->wishlists->lists()->for_owner( Owner::user( $user->ID ) ) );
		$this->assertCount( 2, $this->wishlists->lists()->for_owner( $this->guest ) );

		// Over HTTPS only the __Host- cookie counts; one under the plain name may come from a subdomain.
		$this->jar->cookies = array( Guest_Session::COOKIE => $signed );
		$_SERVER['HTTPS']   = 'on';
		try {
			do_action( 'wp_login', $user->user_login, $user );
			$this->assertSame( array(), $this->wishlists->lists()->for_owner( Owner::user( $user->ID ) ) );

			$this->jar->cookies = array( Guest_Session::SECURE_COOKIE => $signed );
			do_action( 'wp_login', $user->user_login, $user );
			$this->assertCount( 2, $this->wishlists->lists()->for_owner( Owner::user( $user->ID ) ) );
			$this->assertSame( array(), $this->wishlists->lists()->for_owner( $this->guest ) );
			$this->assertSame( Guest_Session::SECURE_COOKIE, end( $this->jar->sent )['name'], 'The __Host- cookie was forgotten.' );
			$this->assertSame( '', end( $this->jar->sent )['value'] );
		} finally {
			unset( $_SERVER['HTTPS'] );
		}
	}

	/**
	 * A user who registered in another browser (a request without the guest cookie).
	 *
	 * @param string $role Their role.
	 */
	private function create_user_elsewhere( string $role = 'subscriber' ): \WP_User {
		$cookies            = $this->jar->cookies;
		$this->jar->cookies = array();
		$user               = $this->create_user( $role );
		$this->jar->cookies = $cookies;
		return $user;
	}

	/**
	 * "product:variation" => quantity, in position order.
	 *
	 * @param list<Wishlist_Item> $items Items.
	 * @return array<string,int>
	 */
	private static function quantities( array $items ): array {
		$quantities = array();
		foreach ( $items as $item ) {
			$quantities[ $item->product_id . ':' . $item->variation_id ] = $item->quantity;
		}
		return $quantities;
	}
}
