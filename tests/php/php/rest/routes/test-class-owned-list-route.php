<?php
/**
 * Tests of Boudoir\Rest\Routes\Owned_List_Route (php/rest/routes/class-owned-list-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Rest\Route;
use Boudoir\Rest\Route_Registrar;
use Boudoir\Rest\Routes\Owned_List_Route;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * Routes 4, 5, 6, 20, 22 and 23: a list of the caller's by its id, found before anything else is looked at.
 */
final class Owned_List_Route_Test extends Rest_Test_Case {

	/**
	 * The six routes keyed by a list id, by path: `/wishlists/<wishlist_id>…`, `wishlist_id` their first, required field.
	 */
	public function test_the_routes_by_list_id(): void {
		$routes = array_values( array_filter( ( new Route_Registrar( Plugin::instance() ) )->routes(), static fn ( Route $route ): bool => $route instanceof Owned_List_Route ) );
		$paths  = array_map( static fn ( Route $route ): string => $route->methods() . ' ' . $route->path(), $routes );
		$this->assertSame(
			array(
				'DELETE /wishlists/(?P<wishlist_id>\d{1,19})',
				'POST /wishlists/(?P<wishlist_id>\d{1,19})/title',
				'POST /wishlists/(?P<wishlist_id>\d{1,19})/privacy',
				'POST /wishlists/(?P<wishlist_id>\d{1,19})/token',
				'POST /wishlists/(?P<wishlist_id>\d{1,19})/alerts',
				'DELETE /wishlists/(?P<wishlist_id>\d{1,19})/alerts',
			),
			$paths
		);
		foreach ( $routes as $route ) {
			$this->assertSame( 'wishlist_id', array_key_first( $route->get_args() ) );
			$this->assertTrue( $route->get_args()['wishlist_id']['required'] );
		}
	}

	/**
	 * Someone else's list is the same 404 on all four, before the route looks at its own fields; nothing changes.
	 */
	public function test_the_list_is_found_first(): void {
		$list = $this->make_list( $this->as_user(), Wishlist_Privacy::SHARED, 'Theirs' );
		$this->as_user();
		$answers = array(
			$this->call( 'POST', "/wishlists/{$list->id}/title", array( 'title' => ' ' ) ),
			$this->call( 'POST', "/wishlists/{$list->id}/privacy", array( 'privacy' => 'private' ) ),
			$this->call( 'POST', "/wishlists/{$list->id}/token" ),
			$this->call( 'DELETE', "/wishlists/{$list->id}" ),
		);
		foreach ( $answers as $answer ) {
			$this->assert_error( 404, 'boudoir_wishlist_not_found', $answer );
			$this->assertSame( $answers[0]['data'], $answer['data'], 'The same answer, whatever the route.' );
		}
		$this->assertEquals( $list, Plugin::instance()->wishlists()->lists()->find( $list->id ) );
	}
}
