<?php
/**
 * Tests of Boudoir\Rest\Route and Route_Registrar: each wishlist route is one small class, registered as it describes itself.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Rest\Route;
use Boudoir\Rest\Route_Registrar;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once __DIR__ . '/class-rest-test-case.php';

/**
 * The route classes are the one truth of paths, methods, fields, permissions and answer shapes.
 */
final class Route_Test extends Rest_Test_Case {

	/**
	 * The route classes, one instance each.
	 *
	 * @return list<Route>
	 */
	private function routes(): array {
		return ( new Route_Registrar( Plugin::instance() ) )->routes();
	}

	/**
	 * The handler WordPress registered for a route's path and method.
	 *
	 * @param Route $route The route.
	 * @return array<string,mixed>
	 */
	private function registered( Route $route ): array {
		$path = '/' . Route::NAMESPACE . $route->path();
		$this->assertArrayHasKey( $path, rest_get_server()->get_routes( Route::NAMESPACE ), $path );
		foreach ( rest_get_server()->get_routes( Route::NAMESPACE )[ $path ] as $handler ) {
			if ( isset( $handler['methods'][ $route->methods() ] ) ) {
				return $handler;
			}
		}
		$this->fail( "{$route->methods()} {$path} is registered." );
	}

	/**
	 * Every documented wishlist route (1–16, 19, 20) is one class, with its own path and method, registered with its fields, permission and handler.
	 */
	public function test_each_route_is_one_class_registered_as_it_says(): void {
		$routes = $this->routes();
		$this->assertCount( 18, $routes );
		$seen = array();
		foreach ( $routes as $route ) {
			$key = $route->methods() . ' ' . $route->path();
			$this->assertArrayNotHasKey( $key, $seen, 'One class per route.' );
			$seen[ $key ] = true;

			$handler = $this->registered( $route );
			$this->assertSame( array_keys( $route->get_args() ), array_keys( $handler['args'] ), "{$key}: the fields are the class's." );
			$this->assertSame( 'handle', $handler['callback'][1], $key );
			$this->assertInstanceOf( get_class( $route ), $handler['callback'][0], $key );
			$this->assertSame( 'permission', $handler['permission_callback'][1], $key );
		}
		// Reading and writing on one path (GET and POST /wishlists) are two classes on one route.
		$this->assertArrayHasKey( 'GET /wishlists', $seen );
		$this->assertArrayHasKey( 'POST /wishlists', $seen );
	}

	/**
	 * Reads are public; every write asks the Write_Guard (here: a guest without nonce is refused, and nothing is started).
	 */
	public function test_reads_are_public_and_writes_ask_the_write_guard(): void {
		$this->as_guest();
		foreach ( $this->routes() as $route ) {
			$request = new \WP_REST_Request( $route->methods(), '/' . Route::NAMESPACE . $route->path() );
			$allowed = $route->permission( $request );
			if ( ! $route->is_write() ) {
				$this->assertTrue( $allowed, $route->path() );
				continue;
			}
			$this->assertInstanceOf( \WP_Error::class, $allowed, $route->methods() . ' ' . $route->path() );
			$this->assertSame( 'boudoir_invalid_nonce', $allowed->get_error_code() );
			$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
			$this->assertTrue( $route->permission( $request ), $route->methods() . ' ' . $route->path() );
		}
	}

	/**
	 * Every route publishes its answer's schema (OPTIONS), and every field of it is named in docs/rest-api.md.
	 */
	public function test_answer_schemas_are_published_and_documented(): void {
		$docs = (string) file_get_contents( dirname( __DIR__, 4 ) . '/docs/rest-api.md' );
		$list = $this->make_list( $this->as_user(), Wishlist_Privacy::SHARED );
		foreach ( $this->routes() as $route ) {
			$schema = $route->get_item_schema();
			$this->assertSame( 'object', $schema['type'], $route->path() );
			$this->assertStringStartsWith( 'boudoir-', $schema['title'] );
			foreach ( array_keys( $schema['properties'] ) as $field ) {
				$this->assertTrue( str_contains( $docs, "\"{$field}\"" ) || str_contains( $docs, "`{$field}`" ), "docs/rest-api.md names the answer field {$field} of {$route->path()}." );
			}
			$path    = str_replace( array( '(?P<wishlist_token>[A-Za-z0-9_-]{32})', '(?P<wishlist_id>\d{1,19})', '(?P<item_id>\d{1,19})' ), array( $list->token, (string) $list->id, '1' ), $route->path() );
			$options = rest_do_request( new \WP_REST_Request( 'OPTIONS', '/' . Route::NAMESPACE . $path ) )->get_data();
			$this->assertArrayHasKey( 'schema', $options, $path );
			$this->assertSame( array_keys( $schema['properties'] ), array_keys( $options['schema']['properties'] ), $path );
		}
	}

	/**
	 * No shared cache may keep an answer of Boudoir's routes (each depends on who asks), as WordPress
	 * serves them (rest_post_dispatch); its own index may be kept.
	 */
	public function test_answers_are_marked_private_for_shared_caches(): void {
		$this->as_anonymous();
		$served = static function ( string $route ): array {
			$request  = new \WP_REST_Request( 'GET', $route );
			$response = apply_filters( 'rest_post_dispatch', rest_do_request( $request ), rest_get_server(), $request );
			return $response->get_headers();
		};
		$this->assertSame( 'no-store, private', $served( '/boudoir/v1/wishlists' )['Cache-Control'] ?? null, 'my lists' );
		$this->assertSame( 'no-store, private', $served( '/boudoir/v1/items/saved' )['Cache-Control'] ?? null, 'my saved products' );
		$this->assertSame( 'no-store, private', $served( '/boudoir/v1/wishlists/' . str_repeat( 'a', 32 ) )['Cache-Control'] ?? null, 'an error answer' );
		$this->assertArrayNotHasKey( 'Cache-Control', $served( '/boudoir/v1' ), 'the namespace index' );
		$this->assertArrayNotHasKey( 'Cache-Control', $served( '/wp/v2/types/post' ), "another plugin's route" );
	}

	/**
	 * The answers are what the routes' schemas say: the same fields, in order, valid against them.
	 */
	public function test_answers_match_their_routes_schemas(): void {
		$me      = $this->as_user();
		$list    = $this->make_list( $me, Wishlist_Privacy::SHARED, 'Gifts', true );
		$other   = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Other' );
		$product = $this->product();
		$item_id = $this->put( $list, $product );
		$routes  = array();
		foreach ( $this->routes() as $route ) {
			$routes[ $route->methods() . ' ' . $route->path() ] = $route;
		}
		$calls = array(
			array( 'GET /wishlists', 'GET', '/wishlists', array(), true ),
			array( 'GET /wishlists/(?P<wishlist_token>[A-Za-z0-9_-]{32})', 'GET', '/wishlists/' . $list->token, array(), false ),
			array( 'GET /wishlists/(?P<wishlist_token>[A-Za-z0-9_-]{32})/items', 'GET', '/wishlists/' . $list->token . '/items', array(), true ),
			array( 'GET /items/saved', 'GET', '/items/saved', array(), true ),
			array( 'POST /wishlists/reload', 'POST', '/wishlists/reload', array( 'wishlist_token' => $list->token ), false ),
			array( 'POST /items/quantity', 'POST', '/items/quantity', array( 'wishlist_token' => $list->token, 'item_id' => $item_id, 'quantity' => 2 ), false ),
			array( 'POST /items/sort', 'POST', '/items/sort', array( 'wishlist_token' => $list->token, 'positions' => array( $item_id ) ), false ),
			array( 'POST /items/copy', 'POST', '/items/copy', array( 'wishlist_token' => $list->token, 'destination_wishlist_token' => $other->token, 'item_id' => $item_id ), false ),
			array( 'POST /wishlists/(?P<wishlist_id>\d{1,19})/title', 'POST', '/wishlists/' . $other->id . '/title', array( 'title' => 'Renamed' ), false ),
			array( 'POST /wishlists/(?P<wishlist_id>\d{1,19})/privacy', 'POST', '/wishlists/' . $other->id . '/privacy', array( 'privacy' => 'public' ), false ),
			array( 'POST /items/remove', 'POST', '/items/remove', array( 'wishlist_token' => $other->token, 'remove_from_wishlist' => $product ), false ),
			array( 'POST /items/add', 'POST', '/items/add', array( 'add_to_wishlist' => $product, 'wishlist_id' => $other->id ), false ),
			array( 'DELETE /items/(?P<item_id>\d{1,19})', 'DELETE', '/items/' . $item_id, array(), false ),
			array( 'POST /items/remove-from-all', 'POST', '/items/remove-from-all', array( 'prod_id' => $product ), false ),
			array( 'POST /wishlists', 'POST', '/wishlists', array( 'wishlist_name' => 'New' ), false ),
			array( 'DELETE /wishlists/(?P<wishlist_id>\d{1,19})', 'DELETE', '/wishlists/' . $other->id, array(), false ),
		);
		foreach ( $calls as list( $key, $method, $path, $params, $collection ) ) {
			$this->assertArrayHasKey( $key, $routes );
			$schema = $routes[ $key ]->get_item_schema();
			$answer = $this->call( $method, $path, $params );
			$this->assertLessThan( 300, $answer['status'], "{$key}: " . wp_json_encode( $answer['data'] ) );
			$entries = $collection ? $answer['data'] : array( $answer['data'] );
			$this->assertNotEmpty( $entries, $key );
			foreach ( $entries as $entry ) {
				$this->assertSame( array_keys( $schema['properties'] ), array_keys( $entry ), "{$key} answers its schema's fields, in order." );
				$this->assertTrue( rest_validate_value_from_schema( $entry, $schema, $key ), "{$key} answers valid against its schema." );
			}
		}
	}
}
