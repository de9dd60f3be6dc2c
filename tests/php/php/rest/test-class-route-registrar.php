<?php
/**
 * Tests of Boudoir\Rest\Route_Registrar: the namespace and the routes it registers.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

require_once __DIR__ . '/class-rest-test-case.php';

/**
 * The namespace lists every route the registrar registers.
 */
final class Route_Registrar_Test extends Rest_Test_Case {

	/**
	 * Every route is listed by the namespace's index, and none is keyed by user id.
	 */
	public function test_the_namespace_lists_the_routes(): void {
		$answer = $this->dispatch_rest( 'GET', '/boudoir/v1' );
		$routes = array_keys( $answer['data']['routes'] );
		foreach ( array( '/boudoir/v1/wishlists', '/boudoir/v1/wishlists/reload', '/boudoir/v1/items/add', '/boudoir/v1/items/move', '/boudoir/v1/items/copy', '/boudoir/v1/items/sort', '/boudoir/v1/items/quantity', '/boudoir/v1/items/remove', '/boudoir/v1/items/remove-from-all' ) as $route ) {
			$this->assertContains( $route, $routes );
		}
		foreach ( $routes as $route ) {
			$this->assertStringNotContainsString( 'user', $route );
		}
		foreach ( rest_get_server()->get_routes( 'boudoir/v1' ) as $route => $handlers ) {
			if ( '/boudoir/v1' === $route ) {
				// The namespace's index is WordPress's own.
				continue;
			}
			foreach ( $handlers as $handler ) {
				$this->assertArrayHasKey( 'permission_callback', $handler, $route );
				$this->assertNotNull( $handler['permission_callback'], $route );
			}
		}
	}
}
