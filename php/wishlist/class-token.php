<?php
/**
 * Random tokens for share links and guest sessions.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * URL-safe tokens from the CSPRNG.
 *
 * YITH's 12-character and TI's 6-hex-character keys were scanned; 192 bits leave
 * nothing to scan. 24 bytes encode to 32 base64url characters without padding.
 */
final class Token {

	/** Random bytes per token: 192 bits, above the 128-bit floor. */
	public const BYTES = 24;

	/** Characters of an encoded token. */
	public const LENGTH = 32;

	/** A token's characters, as a regular expression without delimiters (route paths and arguments use it too). */
	public const PATTERN = '[A-Za-z0-9_-]{' . self::LENGTH . '}';

	/**
	 * A new token: 32 characters of [A-Za-z0-9_-].
	 */
	public static function generate(): string {
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- base64url encoding of random bytes, not obfuscation.
		return rtrim( strtr( base64_encode( random_bytes( self::BYTES ) ), '+/', '-_' ), '=' );
	}

	/**
	 * Whether a string has the shape of a token; anything else is refused before it reaches a query.
	 *
	 * @param mixed $token Untrusted input.
	 */
	public static function is_valid( mixed $token ): bool {
		return is_string( $token ) && 1 === preg_match( '/^' . self::PATTERN . '$/D', $token );
	}

	/**
	 * The SHA-256 (hex) of a token, stored instead of a guest session token so a database leak hands over no sessions.
	 *
	 * @param string $token A token.
	 */
	public static function hash( string $token ): string {
		return hash( 'sha256', $token );
	}
}
