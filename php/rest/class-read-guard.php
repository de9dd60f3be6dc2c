<?php
/**
 * What every read of boudoir/v1 must show: this site's pages asked for it.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Site_Origin;

defined( 'ABSPATH' ) || exit;

/**
 * Reads are checked for their origin as writes are, since a guest is known by the session cookie
 * alone and a browser sends it (SameSite=Lax) from any page of the same site: another port,
 * another subdomain.
 *
 * - **Same origin.** A browser's `Sec-Fetch-Site` other than `same-origin` or `none` (an address
 *   typed in), or an `Origin` other than this site's (home or site URL: scheme, host, port), is
 *   `403 boudoir_cross_site`. Absent headers pass (clients that are not browsers).
 * - **No JSONP.** WordPress wraps any route's answer in `?_jsonp=` (a `<script>` from another
 *   origin reads it, cookies and all): on boudoir/v1 it is `400 boudoir_no_jsonp`.
 * - **No credentialed CORS.** WordPress answers any `Origin` with that origin in
 *   `Access-Control-Allow-Origin` and `Access-Control-Allow-Credentials: true`; on boudoir/v1
 *   both go unless the origin is this site's, so no other origin's script may read an answer.
 */
final class Read_Guard {

	/**
	 * Hooks the REST server: before any callback of a boudoir/v1 route, and once the answer's headers are set.
	 */
	public static function register(): void {
		add_filter( 'rest_request_before_callbacks', array( self::class, 'check' ), 10, 3 );
		add_filter( 'rest_pre_serve_request', array( self::class, 'withhold_cors' ), 20, 3 );
	}

	/**
	 * Refuses a boudoir/v1 request for JSONP, or a read from another origin (the rest_request_before_callbacks filter).
	 *
	 * Writes are the Write_Guard's (its errors and their order are documented).
	 *
	 * @param mixed            $response What the filter carries: null, or an error already.
	 * @param mixed            $handler  The route's handler.
	 * @param \WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public static function check( mixed $response, $handler, $request ): mixed { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundInExtendedClassBeforeLastUsed -- the filter's signature.
		if ( is_wp_error( $response ) || ! $request instanceof \WP_REST_Request || ! self::is_ours( $request ) ) {
			return $response;
		}
		if ( null !== $request->get_param( '_jsonp' ) ) {
			return new \WP_Error( 'boudoir_no_jsonp', __( 'Wishlists are not available as JSONP.', 'boudoir' ), array( 'status' => 400 ) );
		}
		$method = strtoupper( $request->get_method() );
		if ( in_array( $method, array( 'GET', 'HEAD' ), true ) && ! self::is_same_origin( $request ) ) {
			return new \WP_Error( 'boudoir_cross_site', __( 'Wishlists can only be read from this site.', 'boudoir' ), array( 'status' => 403 ) );
		}
		return $response;
	}

	/**
	 * Withholds WordPress's CORS answer on boudoir/v1 from other origins (the rest_pre_serve_request filter, after core's).
	 *
	 * @param mixed            $served  Whether the request was served already, unchanged.
	 * @param mixed            $result  The answer.
	 * @param \WP_REST_Request $request The request.
	 * @return mixed
	 */
	public static function withhold_cors( mixed $served, $result, $request ): mixed { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundInExtendedClassBeforeLastUsed -- the filter's signature.
		if ( $request instanceof \WP_REST_Request && self::is_ours( $request ) && ! headers_sent() ) {
			$origin = $request->get_header( 'Origin' );
			if ( null !== $origin && ! Site_Origin::is_own( trim( $origin ) ) ) {
				header_remove( 'Access-Control-Allow-Origin' );
				header_remove( 'Access-Control-Allow-Credentials' );
			}
		}
		return $served;
	}

	/**
	 * Whether the request is for a boudoir/v1 route.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	private static function is_ours( \WP_REST_Request $request ): bool {
		$route = $request->get_route();
		return '/' . Route::NAMESPACE === $route || str_starts_with( $route, '/' . Route::NAMESPACE . '/' );
	}

	/**
	 * Whether the browser says the read comes from this site, or from its address bar (or says nothing).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	private static function is_same_origin( \WP_REST_Request $request ): bool {
		return Site_Origin::says_own( $request->get_header( 'Sec-Fetch-Site' ), $request->get_header( 'Origin' ), true );
	}
}
