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
 * The guest cookie: only on the first save, signed, host-only, HttpOnly, SameSite=Lax, only its hash stored.
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
		$token = Guest_Session::token_from( $cookie['value'] );
		$this->assertTrue( Token::is_valid( $token ), 'The cookie holds a token and its signature.' );
		$this->assertSame( Guest_Session::cookie_value( $token ), $cookie['value'] );
		$this->assertTrue( $cookie['options']['httponly'] );
		$this->assertSame( 'Lax', $cookie['options']['samesite'] );
		$this->assertSame( is_ssl(), $cookie['options']['secure'] );
		$this->assertEqualsWithDelta( time() + 30 * DAY_IN_SECONDS, $cookie['options']['expires'], 5 );

		// Only the hash of the session token is stored.
		$table = $wishlists->lists()->table();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT user_id, session_hash FROM {$table} WHERE id = %d", $list->id ), ARRAY_A );
		$this->assertSame( array( 'user_id' => '0', 'session_hash' => hash( 'sha256', $token ) ), $row );
		$this->assertSame( '0', (string) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE token IN (%s, %s) OR session_hash IN (%s, %s) OR name IN (%s, %s)", $token, $cookie['value'], $token, $cookie['value'], $token, $cookie['value'] ) ) );

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
		$this->assertNotNull( Guest_Session::token_from( $jar->cookies[ Guest_Session::COOKIE ] ) );
		$this->assertTrue( $owner->equals( $session->current() ) );

		$session->forget();
		$this->assertNull( $session->current() );
		$last = end( $jar->sent );
		$this->assertSame( '', $last['value'] );
		$this->assertLessThan( time(), $last['options']['expires'] );
	}

	/**
	 * Only cookies this site signed are sessions: unsigned tokens, other keys' signatures and tampered values are none, and reach no query.
	 */
	public function test_only_issued_cookies_are_sessions(): void {
		$issued = Token::generate();
		$other  = Token::generate();
		$forged = array(
			'an unsigned token'          => $issued,
			'another key\'s signature'  => $issued . '.' . hash_hmac( 'sha256', 'boudoir-guest-session|' . $issued, 'not-this-site' ),
			'a signature of another token' => $issued . '.' . substr( Guest_Session::cookie_value( $other ), Token::LENGTH + 1 ),
			'an upper-cased signature'   => strtoupper( Guest_Session::cookie_value( $issued ) ),
			'a truncated signature'      => substr( Guest_Session::cookie_value( $issued ), 0, -1 ),
			'two signatures'             => Guest_Session::cookie_value( $issued ) . '.' . substr( Guest_Session::cookie_value( $issued ), Token::LENGTH + 1 ),
			'a signed non-token'         => "x' OR '1'='1." . hash_hmac( 'sha256', "boudoir-guest-session|x' OR '1'='1", wp_salt( 'auth' ) ),
			'an empty value'             => '',
		);
		$queries = 0;
		$count   = static function ( $query ) use ( &$queries ) {
			++$queries;
			return $query;
		};
		foreach ( $forged as $what => $value ) {
			$jar       = new Recording_Cookie_Jar( array( Guest_Session::COOKIE => $value ) );
			$wishlists = new Wishlists( null, $jar );
			add_filter( 'query', $count );
			$this->assertNull( $wishlists->guest_session()->current(), "{$what} is no session." );
			$this->assertNull( $wishlists->reading_owner(), "{$what} is no owner." );
			remove_filter( 'query', $count );
			$this->assertSame( 0, $queries, "{$what} reached no query." );
			$this->assertNull( Guest_Session::token_from( $value ) );

			// A save from that browser starts a new session: the planted value is never adopted.
			$owner = $wishlists->guest_session()->start( 30 );
			$this->assertFalse( $owner->equals( Owner::guest( $issued ) ), "{$what} was not adopted." );
			$this->assertNotSame( $value, $jar->cookies[ Guest_Session::COOKIE ] );
		}

		// What the site issued round-trips.
		$jar = new Recording_Cookie_Jar( array( Guest_Session::COOKIE => Guest_Session::cookie_value( $issued ) ) );
		$this->assertSame( $issued, Guest_Session::token_from( $jar->cookies[ Guest_Session::COOKIE ] ) );
		$this->assertTrue( Owner::guest( $issued )->equals( ( new Guest_Session( $jar ) )->current() ) );
		$this->assertTrue( Owner::guest( $issued )->equals( ( new Guest_Session( $jar ) )->start( 30 ) ), 'A save keeps an issued session.' );
		$this->assertSame( Guest_Session::cookie_value( $issued ), $jar->cookies[ Guest_Session::COOKIE ] );

		// Rotating the site's salts ends every session.
		$salt = static fn (): string => 'a new salt';
		add_filter( 'salt', $salt );
		$this->assertNull( ( new Guest_Session( $jar ) )->current() );
		remove_filter( 'salt', $salt );
	}

	/**
	 * The cookie is host-only (no Domain, whatever COOKIE_DOMAIN says); over HTTPS it is `__Host-` prefixed, Secure, Path=/.
	 */
	public function test_cookie_is_host_only_and_host_prefixed_on_https(): void {
		$jar = new Recording_Cookie_Jar();
		( new Guest_Session( $jar ) )->start( 30 );
		$this->assertSame( Guest_Session::COOKIE, $jar->sent[0]['name'] );
		$this->assertArrayNotHasKey( 'domain', $jar->sent[0]['options'] );
		$this->assertFalse( $jar->sent[0]['options']['secure'] );

		$https = $_SERVER['HTTPS'] ?? null;
		$_SERVER['HTTPS'] = 'on';
		try {
			$this->assertTrue( is_ssl() );
			$this->assertSame( '__Host-boudoir_wishlist_session', Guest_Session::name() );

			// Over HTTPS a cookie under the plain name (which a subdomain could have set) is no session.
			$plain   = Guest_Session::cookie_value( Token::generate() );
			$jar     = new Recording_Cookie_Jar( array( Guest_Session::COOKIE => $plain ) );
			$session = new Guest_Session( $jar );
			$this->assertNull( $session->current() );

			$owner  = $session->start( 30 );
			$cookie = end( $jar->sent );
			$this->assertSame( Guest_Session::SECURE_COOKIE, $cookie['name'] );
			$this->assertArrayNotHasKey( 'domain', $cookie['options'] );
			$this->assertTrue( $cookie['options']['secure'] );
			$this->assertSame( '/', $cookie['options']['path'] );
			$this->assertTrue( $cookie['options']['httponly'] );
			$this->assertTrue( $owner->equals( $session->current() ) );
			$this->assertNotSame( $plain, $cookie['value'] );

			$session->forget();
			$this->assertSame( array( Guest_Session::SECURE_COOKIE, '' ), array( end( $jar->sent )['name'], end( $jar->sent )['value'] ) );
			$this->assertArrayNotHasKey( 'domain', end( $jar->sent )['options'] );
			$this->assertNull( $session->current() );
		} finally {
			if ( null === $https ) {
				unset( $_SERVER['HTTPS'] );
			} else {
				$_SERVER['HTTPS'] = $https;
			}
		}
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
