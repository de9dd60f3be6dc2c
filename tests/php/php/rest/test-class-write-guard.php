<?php
/**
 * Tests of Write_Guard: no write by GET, same-site writes only, guests' nonce from the header only.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Rest\Write_Guard;
use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Owner;

require_once __DIR__ . '/class-rest-test-case.php';

/**
 * Requests are served through WP_REST_Server::serve_request() as WordPress serves them over HTTP
 * ($_SERVER, $_GET, $_POST), or checked with the permission function directly.
 */
final class Write_Guard_Test extends Rest_Test_Case {

	/**
	 * Serves one HTTP request through the REST server, as rest_api_loaded() does.
	 *
	 * @param string               $method HTTP method ($_SERVER['REQUEST_METHOD']).
	 * @param string               $path   Path under the REST root.
	 * @param array<string,mixed>  $get    Query fields.
	 * @param array<string,mixed>  $post   Form fields.
	 * @param array<string,string> $server HTTP headers, as $_SERVER keys (HTTP_…).
	 * @return array{status:int,data:mixed}
	 */
	private function serve( string $method, string $path, array $get = array(), array $post = array(), array $server = array() ): array {
		$saved                     = array( $_GET, $_POST, $_REQUEST, $_SERVER );
		$_SERVER['REQUEST_METHOD'] = $method;
		$_SERVER                   = $server + $_SERVER;
		$_GET                      = $get;
		$_POST                     = $post;
		$_REQUEST                  = $post + $get;
		$GLOBALS['HTTP_RAW_POST_DATA'] = '';
		$rest                      = new class() extends \WP_REST_Server {
			/** The status the server set. */
			public int $status = 200;

			/**
			 * No header in a test.
			 *
			 * @param string $key   Header.
			 * @param string $value Value.
			 */
			public function send_header( $key, $value ) {
			}

			/**
			 * No header in a test.
			 *
			 * @param string $key Header.
			 */
			public function remove_header( $key ) {
			}

			/**
			 * Keeps the status.
			 *
			 * @param int $code Status.
			 */
			protected function set_status( $code ) {
				$this->status = (int) $code;
			}
		};
		$GLOBALS['wp_rest_server'] = $rest;
		do_action( 'rest_api_init', $rest );
		// WordPress sends its CORS headers with header() when an Origin comes: none in a test.
		$cors = remove_filter( 'rest_pre_serve_request', 'rest_send_cors_headers' );
		ob_start();
		try {
			$rest->serve_request( $path );
		} finally {
			$body = (string) ob_get_clean();
			if ( $cors ) {
				add_filter( 'rest_pre_serve_request', 'rest_send_cors_headers' );
			}
			list( $_GET, $_POST, $_REQUEST, $_SERVER ) = $saved;
			unset( $GLOBALS['HTTP_RAW_POST_DATA'] );
		}
		return array(
			'status' => $rest->status,
			'data'   => json_decode( $body, true ),
		);
	}

	/**
	 * The caller's lists, counted in the database.
	 *
	 * @param Owner $owner The caller.
	 */
	private function lists_of( Owner $owner ): int {
		return count( Plugin::instance()->wishlists()->lists()->for_owner( $owner ) );
	}

	/**
	 * `GET …?_method=POST` (the issue's forged link) and `X-HTTP-Method-Override` on a GET write nothing; a real POST does.
	 */
	public function test_no_write_by_get_with_a_method_override(): void {
		$guest = $this->as_guest();
		$nonce = wp_create_nonce( 'wp_rest' );
		$link  = $this->serve(
			'GET',
			'/boudoir/v1/wishlists',
			array(
				'_method'       => 'POST',
				'_wpnonce'      => $nonce,
				'wishlist_name' => 'x',
			)
		);
		$this->assertSame( 405, $link['status'], wp_json_encode( $link['data'] ) );
		$this->assertSame( 'boudoir_write_by_get', $link['data']['code'] );
		// Even with the header nonce a script could send, a GET does not write.
		foreach ( array( 'GET', 'HEAD' ) as $method ) {
			$override = $this->serve(
				$method,
				'/boudoir/v1/wishlists',
				array( 'wishlist_name' => 'x' ),
				array(),
				array(
					'HTTP_X_HTTP_METHOD_OVERRIDE' => 'POST',
					'HTTP_X_WP_NONCE'             => $nonce,
				)
			);
			$this->assertSame( 405, $override['status'], $method );
		}
		$delete = $this->serve( 'GET', '/boudoir/v1/wishlists/1', array( '_method' => 'DELETE' ), array(), array( 'HTTP_X_WP_NONCE' => $nonce ) );
		$this->assertSame( 405, $delete['status'] );
		$this->assertSame( 0, $this->lists_of( $guest ), 'Nothing was created.' );

		$post = $this->serve( 'POST', '/boudoir/v1/wishlists', array(), array( 'wishlist_name' => 'Real' ), array( 'HTTP_X_WP_NONCE' => $nonce ) );
		$this->assertSame( 201, $post['status'], wp_json_encode( $post['data'] ) );
		$this->assertSame( 1, $this->lists_of( $guest ) );
		$renamed = $this->serve( 'POST', '/boudoir/v1/wishlists/' . $post['data']['id'] . '/title', array(), array( 'title' => 'Renamed' ), array( 'HTTP_X_WP_NONCE' => $nonce ) );
		$this->assertSame( 200, $renamed['status'], 'A real POST with the header nonce writes.' );
		$deleted = $this->serve( 'POST', '/boudoir/v1/wishlists/' . $post['data']['id'], array(), array(), array( 'HTTP_X_HTTP_METHOD_OVERRIDE' => 'DELETE', 'HTTP_X_WP_NONCE' => $nonce ) );
		$this->assertSame( 200, $deleted['status'], 'A POST overridden to DELETE (api-fetch) writes.' );
	}

	/**
	 * Security finding 8: only a real POST, PUT, PATCH or DELETE writes. `OPTIONS …?_method=POST`
	 * and PROPFIND, with the nonce and this site's origin, wrote before; now they are refused.
	 */
	public function test_only_write_methods_write(): void {
		$guest  = $this->as_guest();
		$nonce  = wp_create_nonce( 'wp_rest' );
		$origin = array(
			'HTTP_X_WP_NONCE' => $nonce,
			'HTTP_ORIGIN'     => home_url(),
		);
		foreach ( array( 'OPTIONS', 'PROPFIND', 'TRACE', 'CONNECT' ) as $method ) {
			$answer = $this->serve( $method, '/boudoir/v1/wishlists', array( '_method' => 'POST' ), array( 'wishlist_name' => $method ), $origin );
			$this->assertSame( 405, $answer['status'], $method . ': ' . wp_json_encode( $answer['data'] ) );
			$this->assertSame( 'boudoir_write_method', $answer['data']['code'], $method );
			$header = $this->serve( $method, '/boudoir/v1/wishlists', array(), array( 'wishlist_name' => $method ), $origin + array( 'HTTP_X_HTTP_METHOD_OVERRIDE' => 'POST' ) );
			$this->assertSame( 405, $header['status'], $method . ' with X-HTTP-Method-Override' );
		}
		$this->assertSame( 0, $this->lists_of( $guest ), 'Nothing was created.' );
		foreach ( array( 'POST', 'PUT', 'PATCH' ) as $method ) {
			$answer = $this->serve( $method, '/boudoir/v1/wishlists', array( '_method' => 'POST' ), array( 'wishlist_name' => $method ), $origin );
			$this->assertSame( 201, $answer['status'], $method . ': ' . wp_json_encode( $answer['data'] ) );
		}
		$this->assertSame( 3, $this->lists_of( $guest ) );
		// A plain OPTIONS (a CORS preflight, no override) still answers what the route allows.
		$preflight = $this->serve( 'OPTIONS', '/boudoir/v1/wishlists', array(), array(), array( 'HTTP_ORIGIN' => home_url() ) );
		$this->assertSame( 200, $preflight['status'] );
	}

	/**
	 * A logged-in user's GET with `_method` is refused too, and reads still answer on GET.
	 */
	public function test_a_users_get_with_a_method_override_is_refused(): void {
		$me    = $this->as_user();
		$list  = $this->make_list( $me );
		$nonce = wp_create_nonce( 'wp_rest' );
		$link  = $this->serve( 'GET', '/boudoir/v1/wishlists/' . $list->id . '/privacy', array( '_method' => 'POST', '_wpnonce' => $nonce, 'privacy' => 'public' ) );
		$this->assertSame( 405, $link['status'] );
		$this->assertSame( 'private', Plugin::instance()->wishlists()->lists()->find( $list->id )->privacy );
		$read = $this->serve( 'GET', '/boudoir/v1/wishlists', array(), array(), array( 'HTTP_X_WP_NONCE' => $nonce ) );
		$this->assertSame( 200, $read['status'] );
		$this->assertCount( 1, $read['data'] );
	}

	/**
	 * Requests dispatched inside PHP (rest_do_request) keep working while the HTTP request is a GET.
	 */
	public function test_internal_dispatches_keep_working(): void {
		$guest = $this->as_guest();
		$_SERVER['REQUEST_METHOD'] = 'GET';
		// A GET served first must not mark later internal requests.
		$this->serve( 'GET', '/boudoir/v1/wishlists' );
		$answer = $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Inside' ) );
		$this->assertSame( 201, $answer['status'] );
		$this->assertSame( 1, $this->lists_of( $guest ) );
	}

	/**
	 * A guest's nonce counts only from the X-WP-Nonce header: not as `_wpnonce` in the query or the body.
	 */
	public function test_a_guests_nonce_only_from_the_header(): void {
		$this->as_guest();
		foreach ( array( 'query', 'body' ) as $where ) {
			$request = new \WP_REST_Request( 'POST', '/boudoir/v1/wishlists' );
			'query' === $where ? $request->set_query_params( array( '_wpnonce' => wp_create_nonce( 'wp_rest' ) ) ) : $request->set_body_params( array( '_wpnonce' => wp_create_nonce( 'wp_rest' ) ) );
			$error = Write_Guard::check( $request );
			$this->assertInstanceOf( \WP_Error::class, $error, $where );
			$this->assertSame( 'boudoir_invalid_nonce', $error->get_error_code() );
			$this->assertSame( 403, $error->get_error_data()['status'] );
		}
		$served = $this->serve( 'POST', '/boudoir/v1/wishlists', array( '_wpnonce' => wp_create_nonce( 'wp_rest' ) ), array( 'wishlist_name' => 'x' ) );
		$this->assertSame( 403, $served['status'] );
		$this->assertSame( 'boudoir_invalid_nonce', $served['data']['code'] );
		$this->as_anonymous();
		$served = $this->serve( 'POST', '/boudoir/v1/items/add', array(), array( '_wpnonce' => wp_create_nonce( 'wp_rest' ), 'add_to_wishlist' => $this->product() ) );
		$this->assertSame( 'boudoir_invalid_nonce', $served['data']['code'] );
		$this->assertArrayNotHasKey( Guest_Session::COOKIE, $_COOKIE, 'A refused write starts no session.' );
	}

	/**
	 * Cross-site writes (Origin of another site, Sec-Fetch-Site other than same-origin) are refused; same-origin and silent clients pass.
	 */
	public function test_cross_site_writes_are_refused(): void {
		$home = wp_parse_url( home_url() );
		$self = $home['scheme'] . '://' . $home['host'] . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
		foreach ( array( 'guest' => fn () => $this->as_guest(), 'user' => fn () => $this->as_user() ) as $who => $become ) {
			$become();
			$refused = array(
				array( 'Origin' => 'https://evil.test' ),
				array( 'Origin' => 'null' ),
				array( 'Origin' => $self . '.evil.test' ),
				array( 'Origin' => ( 'https' === $home['scheme'] ? 'http' : 'https' ) . '://' . $home['host'] ),
				array( 'Sec-Fetch-Site' => 'cross-site' ),
				array( 'Sec-Fetch-Site' => 'same-site' ),
				array( 'Sec-Fetch-Site' => 'none' ),
				array(
					'Sec-Fetch-Site' => 'cross-site',
					'Origin'         => $self,
				),
			);
			foreach ( $refused as $headers ) {
				$answer = $this->dispatch_rest( 'POST', '/boudoir/v1/wishlists', array( 'wishlist_name' => 'x' ), $headers + array( 'X-WP-Nonce' => wp_create_nonce( 'wp_rest' ) ) );
				$this->assert_error( 403, 'boudoir_cross_site', $answer, $who . ' ' . wp_json_encode( $headers ) );
			}
			$allowed = array(
				array(),
				array( 'Origin' => $self ),
				array( 'Origin' => strtoupper( $self ) ),
				array( 'Sec-Fetch-Site' => 'same-origin' ),
				array(
					'Sec-Fetch-Site' => 'same-origin',
					'Origin'         => $self,
				),
			);
			foreach ( $allowed as $headers ) {
				$answer = $this->dispatch_rest( 'POST', '/boudoir/v1/wishlists', array( 'wishlist_name' => 'x' ), $headers + array( 'X-WP-Nonce' => wp_create_nonce( 'wp_rest' ) ) );
				$this->assertSame( 201, $answer['status'], $who . ' ' . wp_json_encode( $headers ) . ' ' . wp_json_encode( $answer['data'] ) );
			}
		}
		$this->as_guest();
		$served = $this->serve( 'POST', '/boudoir/v1/wishlists', array(), array( 'wishlist_name' => 'x' ), array( 'HTTP_X_WP_NONCE' => wp_create_nonce( 'wp_rest' ), 'HTTP_ORIGIN' => 'https://evil.test' ) );
		$this->assertSame( 403, $served['status'] );
		$this->assertSame( 'boudoir_cross_site', $served['data']['code'] );
	}
}
