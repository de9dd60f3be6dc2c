<?php
/**
 * Tests of Owner.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;

/**
 * Owners are users or hashed guest sessions, never anything else.
 */
final class Owner_Test extends Test_Case {

	/**
	 * A guest owner holds the hash of the session token, never the token.
	 */
	public function test_guest_owner_holds_only_the_hash(): void {
		$token = Token::generate();
		$guest = Owner::guest( $token );
		$this->assertTrue( $guest->is_guest() );
		$this->assertSame( hash( 'sha256', $token ), $guest->session_hash );
		$this->assertStringNotContainsString( $token, $guest->key() );
		$this->assertTrue( $guest->equals( Owner::guest_from_hash( $guest->session_hash ) ) );
		$this->assertFalse( $guest->equals( Owner::guest( Token::generate() ) ) );
		$this->assertSame( 'user:7', Owner::user( 7 )->key() );
		$this->assertFalse( Owner::user( 7 )->equals( Owner::user( 8 ) ) );
	}

	/**
	 * Neither a user 0, nor a session that is not a token, nor a hash that is not one, makes an owner.
	 */
	public function test_refuses_what_is_no_owner(): void {
		foreach ( array( fn () => Owner::user( 0 ), fn () => Owner::guest( 'abc' ), fn () => Owner::guest_from_hash( str_repeat( 'G', 64 ) ), fn () => Owner::guest_from_hash( str_repeat( 'a', 63 ) ) ) as $make ) {
			try {
				$make();
				$this->fail( 'Refused.' );
			} catch ( \InvalidArgumentException $refused ) {
				$this->assertNotSame( '', $refused->getMessage() );
			}
		}
		$this->assertFalse( Owner::user( 7 )->is_guest() );
		$this->assertFalse( Owner::user( 7 )->equals( Owner::guest( Token::generate() ) ) );
	}
}
