<?php
/**
 * Tests of Read_Guard: reads of boudoir/v1 from this site only, no JSONP, no credentialed CORS for other origins.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Read_Guard;

require_once __DIR__ . '/class-rest-test-case.php';

/**
 * Reads are dispatched as WordPress dispatches them (rest_request_before_callbacks runs the guard).
 */
final class Read_Guard_Test extends Rest_Test_Case {

	/**
	 * Security finding 1: a guest's private list was read from another origin of the same site (another
	 * port or subdomain: SameSite=Lax sends the session cookie), by fetch with credentials or by a
	 * `<script>` through `?_jsonp=`. Reads are checked for their origin as writes are; JSONP is refused.
	 */
	public function test_cross_origin_reads_are_refused(): void {
		$home  = wp_parse_url( home_url() );
		$self  = $home['scheme'] . '://' . $home['host'] . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
		$guest = $this->as_guest();
		$list  = $this->make_list( $guest, 'private', 'Secret' );
		$refused = array(
			array( 'Origin' => $home['scheme'] . '://' . $home['host'] . ':8999' ),
			array( 'Origin' => $home['scheme'] . '://shop.' . $home['host'] ),
			array( 'Sec-Fetch-Site' => 'same-site' ),
			array( 'Sec-Fetch-Site' => 'cross-site' ),
		);
		foreach ( array( '/boudoir/v1/wishlists', '/boudoir/v1/wishlists/' . $list->token ) as $route ) {
			foreach ( $refused as $headers ) {
				$answer = $this->dispatch_rest( 'GET', $route, array(), $headers );
				$this->assert_error( 403, 'boudoir_cross_site', $answer, $route . ' ' . wp_json_encode( $headers ) );
			}
			foreach ( array( array(), array( 'Sec-Fetch-Site' => 'same-origin' ), array( 'Sec-Fetch-Site' => 'none' ), array( 'Origin' => $self ) ) as $headers ) {
				$answer = $this->dispatch_rest( 'GET', $route, array(), $headers );
				$this->assertSame( 200, $answer['status'], $route . ' ' . wp_json_encode( $headers ) );
				$this->assertStringContainsString( 'Secret', (string) wp_json_encode( $answer['data'] ) );
			}
		}
		$answer = $this->dispatch_rest( 'GET', '/boudoir/v1/wishlists', array( '_jsonp' => 'steal' ) );
		$this->assert_error( 400, 'boudoir_no_jsonp', $answer, 'JSONP' );
		// Other namespaces are WordPress's business.
		$this->assertSame( 200, $this->dispatch_rest( 'GET', '/', array(), array( 'Sec-Fetch-Site' => 'cross-site' ) )['status'] );
	}

	/**
	 * The guard looks at boudoir/v1 only, lets an earlier error through, and leaves writes to the Write_Guard.
	 */
	public function test_only_reads_of_the_namespace_are_checked(): void {
		$cross = static function ( string $method, string $route ): \WP_REST_Request {
			$request = new \WP_REST_Request( $method, $route );
			$request->set_header( 'Sec-Fetch-Site', 'cross-site' );
			return $request;
		};
		$refused = Read_Guard::check( null, array(), $cross( 'GET', '/boudoir/v1' ) );
		$this->assertInstanceOf( \WP_Error::class, $refused, 'The namespace index is ours too.' );
		$this->assertSame( 'boudoir_cross_site', $refused->get_error_code() );
		$this->assertSame( 'boudoir_cross_site', Read_Guard::check( null, array(), $cross( 'HEAD', '/boudoir/v1/items/saved' ) )->get_error_code() );
		$this->assertNull( Read_Guard::check( null, array(), $cross( 'GET', '/boudoir/v10/wishlists' ) ), 'Another namespace that starts alike.' );
		$this->assertNull( Read_Guard::check( null, array(), $cross( 'POST', '/boudoir/v1/wishlists' ) ), "A write is the Write_Guard's." );
		$earlier = new \WP_Error( 'earlier', 'An earlier error.' );
		$this->assertSame( $earlier, Read_Guard::check( $earlier, array(), $cross( 'GET', '/boudoir/v1/wishlists' ) ) );
		$jsonp = new \WP_REST_Request( 'POST', '/boudoir/v1/wishlists' );
		$jsonp->set_query_params( array( '_jsonp' => 'steal' ) );
		$this->assertSame( 'boudoir_no_jsonp', Read_Guard::check( null, array(), $jsonp )->get_error_code(), 'No JSONP, whatever the method.' );
	}

	/**
	 * The CORS filter passes on what it is given, whoever asks.
	 */
	public function test_withholding_cors_passes_the_answer_on(): void {
		$request = new \WP_REST_Request( 'GET', '/boudoir/v1/wishlists' );
		$request->set_header( 'Origin', 'https://evil.test' );
		$this->assertFalse( Read_Guard::withhold_cors( false, null, $request ) );
		$this->assertTrue( Read_Guard::withhold_cors( true, null, new \WP_REST_Request( 'GET', '/wp/v2/posts' ) ) );
	}
}
