<?php
/**
 * The guest's wishlist session cookie.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Identifies a guest by a random token in a signed, host-only, HttpOnly cookie.
 *
 * The cookie is sent only by start(), which the write paths call when a guest
 * saves something: page views never set it, so pages stay cacheable. The table
 * stores the token's hash (see Owner::guest()).
 *
 * Only tokens this site issued are sessions: the cookie holds the token and an
 * HMAC of it keyed by the site's auth salt, checked in constant time. A value
 * that is not signed, or signed with another key, is no session and never
 * reaches a query; start() then issues a new token instead of adopting it, so
 * nobody can plant a session they chose (session fixation). The cookie is
 * host-only (no Domain attribute, whatever COOKIE_DOMAIN says), and on HTTPS its
 * name carries the `__Host-` prefix, which browsers accept only from this very
 * host, with Secure and Path=/: a subdomain cannot set or overwrite it.
 */
final class Guest_Session {

	/** The cookie's name over plain HTTP (and the base of the HTTPS name). */
	public const COOKIE = 'boudoir_wishlist_session';

	/** The cookie's name over HTTPS: host-only, Secure, Path=/, enforced by the browser. */
	public const SECURE_COOKIE = '__Host-' . self::COOKIE;

	/** Separates the token from its signature in the cookie's value. */
	private const SEPARATOR = '.';

	/** Domain separation of the HMAC: the auth salt also signs other things. */
	private const CONTEXT = 'boudoir-guest-session|';

	/**
	 * A session over a cookie jar.
	 *
	 * @param Cookie_Jar $cookies The request's cookies; tests pass their own.
	 */
	public function __construct( private readonly Cookie_Jar $cookies ) {
	}

	/**
	 * The cookie's name on this request: `__Host-boudoir_wishlist_session` on HTTPS, else `boudoir_wishlist_session`.
	 */
	public static function name(): string {
		return is_ssl() ? self::SECURE_COOKIE : self::COOKIE;
	}

	/**
	 * The cookie's value for a token: the token, a dot, and its signature.
	 *
	 * @param string $token A token (Token::generate()).
	 * @throws \InvalidArgumentException When it is not a token.
	 */
	public static function cookie_value( string $token ): string {
		if ( ! Token::is_valid( $token ) ) {
			throw new \InvalidArgumentException( 'Not a guest session token.' );
		}
		return $token . self::SEPARATOR . self::signature( $token );
	}

	/**
	 * The token of a cookie value this site issued, or null for anything else (unsigned, forged, malformed).
	 *
	 * @param mixed $value Untrusted input.
	 */
	public static function token_from( mixed $value ): ?string {
		if ( ! is_string( $value ) || 1 !== substr_count( $value, self::SEPARATOR ) ) {
			return null;
		}
		list( $token, $signature ) = explode( self::SEPARATOR, $value );
		if ( ! Token::is_valid( $token ) ) {
			return null;
		}
		return hash_equals( self::signature( $token ), $signature ) ? $token : null;
	}

	/**
	 * The guest of this request, or null when they never saved anything; sends nothing.
	 */
	public function current(): ?Owner {
		$token = self::token_from( $this->cookies->get( self::name() ) );
		return null === $token ? null : Owner::guest( $token );
	}

	/**
	 * The guest's session, started if need be; (re)sends the cookie so it lives as long as the lists.
	 *
	 * @param int $days How long the cookie lives, as the guest's lists do.
	 */
	public function start( int $days ): Owner {
		// A value this site did not sign is replaced by a new token, never adopted.
		$token = self::token_from( $this->cookies->get( self::name() ) ) ?? Token::generate();
		$this->cookies->set( self::name(), self::cookie_value( $token ), $this->options( time() + max( 1, $days ) * DAY_IN_SECONDS ) );
		return Owner::guest( $token );
	}

	/**
	 * Deletes the cookie, e.g. once the guest's lists were merged into a user's.
	 */
	public function forget(): void {
		if ( null === $this->cookies->get( self::name() ) ) {
			return;
		}
		$this->cookies->set( self::name(), '', $this->options( time() - YEAR_IN_SECONDS ) );
	}

	/**
	 * The cookie's attributes: host-only (no domain), and what the `__Host-` prefix requires on HTTPS.
	 *
	 * @param int $expires Unix time.
	 * @return array{expires:int,path:string,secure:bool,httponly:bool,samesite:string}
	 */
	private function options( int $expires ): array {
		$secure = is_ssl();
		return array(
			'expires'  => $expires,
			// `__Host-` demands Path=/; over HTTP the site's own path is enough.
			'path'     => ! $secure && defined( 'COOKIEPATH' ) && COOKIEPATH ? COOKIEPATH : '/',
			// No 'domain': a cookie shared with subdomains (COOKIE_DOMAIN) could be read or planted by any of them.
			'secure'   => $secure,
			// Scripts never read it: the REST API does, with the cookie the browser sends.
			'httponly' => true,
			// Lax: sent on top-level navigation from a shared link, not on cross-site subrequests (CSRF).
			'samesite' => 'Lax',
		);
	}

	/**
	 * The HMAC-SHA256 of a token under the site's auth salt, hex.
	 *
	 * @param string $token A token.
	 */
	private static function signature( string $token ): string {
		return hash_hmac( 'sha256', self::CONTEXT . $token, wp_salt( 'auth' ) );
	}
}
