<?php
/**
 * Tests of Token.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Token;

/**
 * Tokens are long, random and URL-safe.
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
	 * The pattern routes and arguments use is the one is_valid() checks.
	 */
	public function test_the_pattern_is_the_tokens(): void {
		$this->assertSame( 1, preg_match( '/^' . Token::PATTERN . '$/D', Token::generate() ) );
		$this->assertSame( 0, preg_match( '/^' . Token::PATTERN . '$/D', str_repeat( 'a', Token::LENGTH - 1 ) ) );
		$this->assertSame( 0, preg_match( '/^' . Token::PATTERN . '$/D', str_repeat( 'a', Token::LENGTH - 1 ) . '+' ) );
	}
}
