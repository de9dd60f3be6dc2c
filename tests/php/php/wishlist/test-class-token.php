<?php
/**
 * Tests of Token, Wishlist_Privacy and Owner.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist_Privacy;

/**
 * Tokens are long, random and URL-safe; owners are users or hashed sessions.
 */
final class Token_Test extends Test_Case {

	/**
	 * 10,000 tokens: all distinct, URL-safe, at least 128 bits.
	 */
	public function test_tokens_are_distinct_url_safe_and_at_least_128_bits(): void {
		$tokens = array();
		for ( $i = 0; $i < 10000; ++$i ) {
			$tokens[] = Token::generate();
		}
		$this->assertCount( 10000, array_unique( $tokens ) );
		foreach ( $tokens as $token ) {
			$this->assertMatchesRegularExpression( '/^[A-Za-z0-9_-]{32}$/D', $token );
			$this->assertSame( $token, rawurlencode( $token ) );
		}
		$this->assertGreaterThanOrEqual( 128, Token::BYTES * 8 );
		$this->assertSame( Token::BYTES, strlen( base64_decode( strtr( $tokens[0], '-_', '+/' ), true ) ) );
		// All 64 characters of the alphabet occur: no fixed prefix, no padding.
		$this->assertSame( 64, strlen( count_chars( implode( '', $tokens ), 3 ) ) );
	}

	/**
	 * Malformed tokens are refused before any query.
	 */
	public function test_is_valid_refuses_anything_but_a_token(): void {
		$this->assertTrue( Token::is_valid( Token::generate() ) );
		foreach ( array( '', 'abc', str_repeat( 'a', 31 ), str_repeat( 'a', 33 ), str_repeat( 'a', 31 ) . '=', str_repeat( 'a', 31 ) . "'", str_repeat( 'a', 32 ) . "\n", null, 42, array() ) as $bad ) {
			$this->assertFalse( Token::is_valid( $bad ), var_export( $bad, true ) );
		}
	}

	/**
	 * Privacy levels validate, and new lists are private.
	 */
	public function test_privacy_levels(): void {
		$this->assertSame( array( 'public', 'shared', 'private' ), Wishlist_Privacy::all() );
		$this->assertSame( Wishlist_Privacy::PRIVATE, Wishlist_Privacy::DEFAULT );
		$this->assertSame( 'shared', Wishlist_Privacy::from( 'shared' ) );
		$this->assertFalse( Wishlist_Privacy::is_valid( 'PUBLIC' ) );
		$this->expectException( \InvalidArgumentException::class );
		Wishlist_Privacy::from( 'friends' );
	}

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
}
