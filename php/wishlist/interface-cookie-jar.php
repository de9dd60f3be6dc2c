<?php
/**
 * Reading and sending cookies, swappable in tests.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * The request's cookies and the response's Set-Cookie headers.
 */
interface Cookie_Jar {

	/**
	 * A cookie of the request, or null.
	 *
	 * @param string $name Cookie name.
	 */
	public function get( string $name ): ?string;

	/**
	 * Sends a cookie.
	 *
	 * @param string              $name    Cookie name.
	 * @param string              $value   Value ('' with a past expiry deletes it).
	 * @param array<string,mixed> $options setcookie()'s options: expires, path, domain, secure, httponly, samesite.
	 */
	public function set( string $name, string $value, array $options ): void;
}
