<?php
/**
 * The real cookie jar: $_COOKIE and setcookie().
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Cookies of the current HTTP request.
 */
final class Php_Cookie_Jar implements Cookie_Jar {

	/**
	 * A cookie of the request, or null.
	 *
	 * @param string $name Cookie name.
	 */
	public function get( string $name ): ?string {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- validated by the caller (Token::is_valid).
		$value = $_COOKIE[ $name ] ?? null;
		return is_string( $value ) ? wp_unslash( $value ) : null;
	}

	/**
	 * Sends a cookie, and lets the rest of this request see it.
	 *
	 * @param string              $name    Cookie name.
	 * @param string              $value   Value.
	 * @param array<string,mixed> $options setcookie()'s options.
	 */
	public function set( string $name, string $value, array $options ): void {
		if ( '' === $value ) {
			unset( $_COOKIE[ $name ] );
		} else {
			$_COOKIE[ $name ] = $value;
		}
		// From the CLI or after output the header can no longer be sent; the request still sees the value.
		if ( ! headers_sent() ) {
			setcookie( $name, $value, $options );
		}
	}
}
