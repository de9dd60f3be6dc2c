<?php
/**
 * What every write must show before it is looked at: a real POST or DELETE, from this site, with the REST nonce.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * The request checks of every write route (CSRF), before ownership.
 *
 * - **No write by GET.** WordPress serves `GET …?_method=POST` (and `X-HTTP-Method-Override`)
 *   as a POST, so a link or a top-level navigation from another site could write. The request
 *   WordPress serves over HTTP is remembered with its real method (`$_SERVER['REQUEST_METHOD']`);
 *   a write whose real method is GET or HEAD is `405 boudoir_write_by_get`, and one whose real
 *   method is anything but POST, PUT, PATCH or DELETE (`OPTIONS …?_method=POST`, PROPFIND) is
 *   `405 boudoir_write_method`: only the methods that are writes may write. Requests dispatched
 *   inside PHP (`rest_do_request()`) have no HTTP method of their own and keep working.
 * - **Same site only.** A browser's `Sec-Fetch-Site` other than `same-origin`, or an `Origin`
 *   other than this site's (home or site URL: scheme, host, port), is `403 boudoir_cross_site`.
 *   Absent headers pass (clients that are not browsers).
 * - **Nonce.** `wp_rest`, from the `X-WP-Nonce` header; a logged-in user may send it as the
 *   `_wpnonce` field as WordPress allows, a guest may not (every logged-out visitor has the same
 *   nonce, so it must not work from a URL or a cross-site form): `403 boudoir_invalid_nonce`.
 */
final class Write_Guard {

	/**
	 * The real methods a write may come with; any other (OPTIONS, PROPFIND, …) overridden to a write is refused.
	 *
	 * @var string[]
	 */
	private const WRITE_METHODS = array( 'POST', 'PUT', 'PATCH', 'DELETE' );

	/**
	 * The real method of the next request the REST server dispatches, set while it serves an HTTP request.
	 *
	 * @var ?string
	 */
	private static ?string $pending_method = null;

	/**
	 * The request WordPress is serving over HTTP.
	 *
	 * @var ?\WP_REST_Request
	 */
	private static ?\WP_REST_Request $served = null;

	/**
	 * Its real HTTP method.
	 *
	 * @var string
	 */
	private static string $served_method = '';

	/**
	 * Hooks the REST server so the request it serves over HTTP is known with its real method.
	 *
	 * WP_REST_Server::serve_request() checks authentication (the filter) then dispatches the request
	 * it built from the HTTP request (rest_pre_dispatch): the first dispatch after that check is it.
	 */
	public static function register(): void {
		add_filter( 'rest_authentication_errors', array( self::class, 'note_http_method' ), PHP_INT_MAX );
		add_filter( 'rest_pre_dispatch', array( self::class, 'remember_served_request' ), PHP_INT_MIN, 3 );
		add_filter( 'rest_post_dispatch', array( self::class, 'forget_pending' ), PHP_INT_MAX );
	}

	/**
	 * Notes the HTTP method of the request about to be served (the rest_authentication_errors filter).
	 *
	 * @param mixed $result What the filter carries, unchanged.
	 * @return mixed
	 */
	public static function note_http_method( mixed $result ): mixed {
		$method               = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
		self::$pending_method = strtoupper( $method );
		return $result;
	}

	/**
	 * Remembers the first request dispatched after that as the served one (the rest_pre_dispatch filter).
	 *
	 * @param mixed            $result  What the filter carries, unchanged.
	 * @param \WP_REST_Server  $server  The server.
	 * @param \WP_REST_Request $request The request.
	 * @return mixed
	 */
	public static function remember_served_request( mixed $result, $server, $request ): mixed { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundInExtendedClassBeforeLastUsed -- the filter's signature.
		if ( null !== self::$pending_method && $request instanceof \WP_REST_Request ) {
			self::$served         = $request;
			self::$served_method  = self::$pending_method;
			self::$pending_method = null;
		}
		return $result;
	}

	/**
	 * Forgets a noted method that no dispatch took (authentication failed) (the rest_post_dispatch filter).
	 *
	 * @param mixed $response What the filter carries, unchanged.
	 * @return mixed
	 */
	public static function forget_pending( mixed $response ): mixed {
		self::$pending_method = null;
		return $response;
	}

	/**
	 * The method the request really came with: the HTTP one for the request served, its own otherwise.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public static function real_method( \WP_REST_Request $request ): string {
		return $request === self::$served ? self::$served_method : strtoupper( $request->get_method() );
	}

	/**
	 * Checks a write: real method, origin, nonce.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public static function check( \WP_REST_Request $request ): bool|\WP_Error {
		$method = self::real_method( $request );
		if ( in_array( $method, array( 'GET', 'HEAD' ), true ) ) {
			return new \WP_Error( 'boudoir_write_by_get', __( 'Wishlists cannot be changed by opening a link. Please use the buttons on the page.', 'boudoir' ), array( 'status' => 405 ) );
		}
		if ( ! in_array( $method, self::WRITE_METHODS, true ) ) {
			return new \WP_Error( 'boudoir_write_method', __( 'Wishlists can only be changed with the buttons on the page.', 'boudoir' ), array( 'status' => 405 ) );
		}
		if ( ! self::is_same_origin( $request ) ) {
			return new \WP_Error( 'boudoir_cross_site', __( 'Wishlists can only be changed from this site.', 'boudoir' ), array( 'status' => 403 ) );
		}
		$nonce = $request->get_header( 'X-WP-Nonce' );
		if ( null === $nonce && is_user_logged_in() ) {
			// WordPress accepts the field too; a logged-in user's nonce is their own.
			$nonce = $request->get_param( '_wpnonce' );
		}
		if ( ! is_string( $nonce ) || '' === $nonce || false === wp_verify_nonce( $nonce, 'wp_rest' ) ) {
			return new \WP_Error( 'boudoir_invalid_nonce', __( 'Your session has expired. Please reload the page and try again.', 'boudoir' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Whether the browser says the request comes from this site (or says nothing).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	private static function is_same_origin( \WP_REST_Request $request ): bool {
		return \Boudoir\Site_Origin::says_own( $request->get_header( 'Sec-Fetch-Site' ), $request->get_header( 'Origin' ) );
	}
}
