<?php
/**
 * Tests of Guest_Session and Wishlists' owners.
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
 * The guest cookie: only on the first save, HttpOnly, SameSite=Lax, only its hash stored.
 */
final class Guest_Session_Test extends Test_Case {

	/**
	 * Page views (reads) never send a cookie; the first save does, once per save, with safe attributes.
	 */
	public function test_cookie_only_set_when_a_guest_first_saves(): void {
		global $wpdb;
		$jar       = new Recording_Cookie_Jar();
		$wishlists = new Wishlists( null, $jar );

		// Page views and reads: no session, no cookie.
		$this->assertNull( $wishlists->reading_owner() );
		$this->assertNull( $wishlists->guest_session()->current() );
		$this->assertSame( array(), $jar->sent );

		// The first save.
		$owner = $wishlists->saving_owner();
		$list  = $wishlists->lists()->default_for_or_create( $owner );
		$wishlists->items()->add( $list->id, 10 );

		$this->assertCount( 1, $jar->sent );
		$cookie = $jar->sent[0];
		$this->assertSame( Guest_Session::COOKIE, $cookie['name'] );
		$this->assertTrue( Token::is_valid( $cookie['value'] ) );
		$this->assertTrue( $cookie['options']['httponly'] );
		$this->assertSame( 'Lax', $cookie['options']['samesite'] );
		$this->assertSame( is_ssl(), $cookie['options']['secure'] );
		$this->assertEqualsWithDelta( time() + 30 * DAY_IN_SECONDS, $cookie['options']['expires'], 5 );

		// Only the hash of the session token is stored.
		$table = $wishlists->lists()->table();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT user_id, session_hash FROM {$table} WHERE id = %d", $list->id ), ARRAY_A );
		$this->assertSame( array( 'user_id' => '0', 'session_hash' => hash( 'sha256', $cookie['value'] ) ), $row );
		$this->assertSame( '0', (string) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE token = %s OR session_hash = %s OR name = %s", $cookie['value'], $cookie['value'], $cookie['value'] ) ) );

		// The next request carries the cookie: same guest; reads still send nothing.
		$this->assertTrue( $owner->equals( $wishlists->reading_owner() ) );
		$this->assertCount( 1, $jar->sent );
		// A later save keeps the token and refreshes the expiry.
		$again = $wishlists->saving_owner();
		$this->assertTrue( $owner->equals( $again ) );
		$this->assertCount( 2, $jar->sent );
		$this->assertSame( $cookie['value'], $jar->sent[1]['value'] );
	}

	/**
	 * A logged-in shopper is their user id; no guest cookie is sent for them.
	 */
	public function test_logged_in_users_get_no_cookie(): void {
		$jar       = new Recording_Cookie_Jar();
		$wishlists = new Wishlists( null, $jar );
		$user      = $this->log_in( $this->create_user() );
		$this->assertTrue( Owner::user( $user->ID )->equals( $wishlists->saving_owner() ) );
		$this->assertTrue( Owner::user( $user->ID )->equals( $wishlists->reading_owner() ) );
		$this->assertSame( array(), $jar->sent );
	}

	/**
	 * A forged cookie is no session; forget() deletes a real one.
	 */
	public function test_forged_cookies_are_ignored_and_forget_deletes(): void {
		$jar     = new Recording_Cookie_Jar( array( Guest_Session::COOKIE => "x' OR '1'='1" ) );
		$session = new Guest_Session( $jar );
		$this->assertNull( $session->current() );

		$owner = $session->start( 30 );
		$this->assertNotSame( "x' OR '1'='1", $jar->cookies[ Guest_Session::COOKIE ], 'A forged value is replaced by a new token.' );
		$this->assertTrue( $owner->equals( $session->current() ) );

		$session->forget();
		$this->assertNull( $session->current() );
		$last = end( $jar->sent );
		$this->assertSame( '', $last['value'] );
		$this->assertLessThan( time(), $last['options']['expires'] );
	}

	/**
	 * Saving extends every list of the guest by the configured days.
	 */
	public function test_each_save_extends_the_guest_lists(): void {
		update_option( 'boudoir_guest_list_days', '3' );
		$wishlists = new Wishlists( null, new Recording_Cookie_Jar() );
		$owner     = $wishlists->saving_owner();
		$list      = $wishlists->lists()->create( $owner, 'Mine' );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "UPDATE {$wishlists->lists()->table()} SET expires_at = %s WHERE id = %d", gmdate( 'Y-m-d H:i:s', time() + 60 ), $list->id ) );

		$wishlists->saving_owner();
		$this->assertEqualsWithDelta( time() + 3 * DAY_IN_SECONDS, $wishlists->lists()->find( $list->id )->expires_at?->getTimestamp(), 5 );
	}
}
