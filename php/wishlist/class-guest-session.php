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
 * Identifies a guest by a random token in an HttpOnly cookie.
 *
 * The cookie is sent only by start(), which the write paths call when a guest
 * saves something: page views never set it, so pages stay cacheable. The table
 * stores the token's hash (see Owner::guest()).
 */
final class Guest_Session {

	/** The cookie's name. */
	public const COOKIE = 'boudoir_wishlist_session';

	/**
	 * A session over a cookie jar.
	 *
	 * @param Cookie_Jar $cookies The request's cookies; tests pass their own.
	 */
	public function __construct( private readonly Cookie_Jar $cookies ) {
	}

	/**
	 * The guest of this request, or null when they never saved anything; sends nothing.
	 */
	public function current(): ?Owner {
		$token = $this->cookies->get( self::COOKIE );
		// A forged or truncated cookie is simply no session: it never reaches a query.
		return Token::is_valid( $token ) ? Owner::guest( $token ) : null;
	}

	/**
	 * The guest's session, started if need be; (re)sends the cookie so it lives as long as the lists.
	 *
	 * @param int $days How long the cookie lives, as the guest's lists do.
	 */
	public function start( int $days ): Owner {
		$token = $this->cookies->get( self::COOKIE );
		if ( ! Token::is_valid( $token ) ) {
			$token = Token::generate();
		}
		$this->cookies->set( self::COOKIE, $token, $this->options( time() + max( 1, $days ) * DAY_IN_SECONDS ) );
		return Owner::guest( $token );
	}

	/**
	 * Deletes the cookie, e.g. once the guest's lists were merged into a user's.
	 */
	public function forget(): void {
		if ( null === $this->cookies->get( self::COOKIE ) ) {
			return;
		}
		$this->cookies->set( self::COOKIE, '', $this->options( time() - YEAR_IN_SECONDS ) );
	}

	/**
	 * The cookie's attributes.
	 *
	 * @param int $expires Unix time.
	 * @return array{expires:int,path:string,domain:string,secure:bool,httponly:bool,samesite:string}
	 */
	private function options( int $expires ): array {
		return array(
			'expires'  => $expires,
			'path'     => defined( 'COOKIEPATH' ) && COOKIEPATH ? COOKIEPATH : '/',
			'domain'   => defined( 'COOKIE_DOMAIN' ) && COOKIE_DOMAIN ? (string) COOKIE_DOMAIN : '',
			// Scripts never read it: the REST API does, with the cookie the browser sends.
			'secure'   => is_ssl(),
			'httponly' => true,
			// Lax: sent on top-level navigation from a shared link, not on cross-site subrequests (CSRF).
			'samesite' => 'Lax',
		);
	}
}
