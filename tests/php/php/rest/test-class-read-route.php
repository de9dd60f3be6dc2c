<?php
/**
 * Tests of Boudoir\Rest\Read_Route: what the routes that only read share.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Rest\Read_Route;
use Boudoir\Rest\Route;
use Boudoir\Rest\Route_Registrar;
use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once __DIR__ . '/class-rest-test-case.php';

/**
 * Reads are GET, public, and never start a session.
 */
final class Read_Route_Test extends Rest_Test_Case {

	/**
	 * The read routes the registrar builds.
	 *
	 * @return list<Read_Route>
	 */
	private function reads(): array {
		return array_values( array_filter( ( new Route_Registrar( Plugin::instance() ) )->routes(), static fn ( Route $route ): bool => $route instanceof Read_Route ) );
	}

	/**
	 * Routes 1, 3, 8, 19 and 21 read: GET, allowed to anyone without a nonce (route 21 answers its owner only: Alerts_Routes_Test).
	 */
	public function test_reads_are_public_gets(): void {
		$this->as_anonymous();
		$reads = $this->reads();
		$this->assertSame( array( '/wishlists', '/wishlists/(?P<wishlist_token>[A-Za-z0-9_-]{32})', '/wishlists/(?P<wishlist_token>[A-Za-z0-9_-]{32})/items', '/items/saved', '/wishlists/(?P<wishlist_id>\d{1,19})/alerts' ), array_map( static fn ( Route $route ): string => $route->path(), $reads ) );
		foreach ( $reads as $route ) {
			$this->assertSame( \WP_REST_Server::READABLE, $route->methods() );
			$this->assertFalse( $route->is_write() );
			$this->assertTrue( $route->permission( new \WP_REST_Request( 'GET', '/' . Route::NAMESPACE . $route->path() ) ) );
		}
	}

	/**
	 * An anonymous visitor reads a shared list, its items, her lists and saved products: no cookie comes back.
	 */
	public function test_reads_start_no_session(): void {
		$list = $this->make_list( $this->as_user(), Wishlist_Privacy::SHARED );
		$this->put( $list, $this->product() );
		$this->as_anonymous();
		foreach ( array( '/wishlists', "/wishlists/{$list->token}", "/wishlists/{$list->token}/items", '/items/saved' ) as $path ) {
			$this->assertSame( 200, $this->call( 'GET', $path )['status'], $path );
			$this->assertArrayNotHasKey( Guest_Session::COOKIE, $_COOKIE, $path );
		}
		$this->assertNull( Plugin::instance()->wishlists()->reader()->viewer() );
	}
}
