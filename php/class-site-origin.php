<?php
/**
 * This site's origins (scheme, host, port), for the checks that must not stop at the host.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * A URL's origin, and whether it is this site's: the home or the site URL, scheme, host and port
 * alike. WordPress's own `wp_validate_redirect()` compares hosts only, so another port on the same
 * host (another program, another site) would pass it.
 */
final class Site_Origin {

	/**
	 * A URL's origin, `scheme://host:port` with the default port written out; null when it has none
	 * (a path, "null", garbage).
	 *
	 * @param string $url A URL or an Origin header.
	 */
	public static function of( string $url ): ?string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
			return null;
		}
		$scheme = strtolower( $parts['scheme'] );
		$port   = $parts['port'] ?? ( 'https' === $scheme ? 443 : 80 );
		return $scheme . '://' . strtolower( $parts['host'] ) . ':' . $port;
	}

	/**
	 * Whether a browser's request headers say it comes from this site's own pages, or say nothing
	 * (clients that are not browsers): `Sec-Fetch-Site` same-origin (or, when allowed, `none`: an
	 * address typed in), and an `Origin` of this site's.
	 *
	 * @param string|null $fetch_site The `Sec-Fetch-Site` header, or null.
	 * @param string|null $origin     The `Origin` header, or null.
	 * @param bool        $typed_in   Whether `Sec-Fetch-Site: none` (the address bar) counts as this site.
	 */
	public static function says_own( ?string $fetch_site, ?string $origin, bool $typed_in = false ): bool {
		if ( null !== $fetch_site ) {
			$fetch_site = strtolower( trim( $fetch_site ) );
			if ( 'same-origin' !== $fetch_site && ! ( $typed_in && 'none' === $fetch_site ) ) {
				return false;
			}
		}
		return null === $origin || self::is_own( trim( $origin ) );
	}

	/**
	 * Whether a URL's origin is this site's (its home or site URL).
	 *
	 * @param string $url A URL or an Origin header.
	 */
	public static function is_own( string $url ): bool {
		$origin = self::of( $url );
		return null !== $origin && in_array( $origin, array( self::of( home_url() ), self::of( site_url() ) ), true );
	}
}
