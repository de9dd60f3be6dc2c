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
use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist;

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
	 * Every documented wishlist route (1–16, 19–23) is one class, with its own path and method, registered with its fields, permission and handler.
	 */
	public function test_each_route_is_one_class_registered_as_it_says(): void {
		$routes = $this->routes();
		$this->assertCount( 21, $routes );
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

	/**
	 * Item writes: the ownership matrix (other user, other guest, anonymous) on private and shared lists.
	 */
	public function test_item_writes_need_ownership(): void {
		$guest_token = Token::generate();
		$owners      = array(
			'user'  => Owner::user( $this->create_user( 'customer' )->ID ),
			'guest' => Owner::guest( $guest_token ),
		);
		$product = $this->product();
		foreach ( $owners as $kind => $owner ) {
			foreach ( array( Wishlist_Privacy::PRIVATE, Wishlist_Privacy::SHARED ) as $privacy ) {
				$list    = $this->make_list( $owner, $privacy );
				$other   = $this->make_list( $owner, $privacy, 'Other' );
				$item    = $this->put( $list, $product );
				$list_err = Wishlist_Privacy::PRIVATE === $privacy ? array( 404, 'boudoir_wishlist_not_found' ) : array( 403, 'boudoir_forbidden' );
				// By id (list or item) only the owner is answered: 404 whatever the privacy (issue 10); by token a readable list is 403.
				$id_err   = array( 404, 'boudoir_wishlist_not_found' );
				$item_err = array( 404, 'boudoir_item_not_found' );
				foreach ( array( 'other user' => fn () => $this->as_user(), 'other guest' => fn () => $this->as_guest(), 'anonymous' => fn () => $this->as_anonymous() ) as $who => $become ) {
					$become();
					$context = "{$who} on {$kind}'s {$privacy} list";
					$this->assert_error( $id_err[0], $id_err[1], $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $product, 'wishlist_id' => $list->id ) ), $context );
					$this->assert_error( $list_err[0], $list_err[1], $this->call( 'POST', '/items/remove', array( 'remove_from_wishlist' => $product, 'wishlist_token' => $list->token ) ), $context );
					$this->assert_error( $id_err[0], $id_err[1], $this->call( 'POST', '/items/remove', array( 'remove_from_wishlist' => $product, 'wishlist_id' => $list->id ) ), $context );
					$this->assert_error( $list_err[0], $list_err[1], $this->call( 'POST', '/items/quantity', array( 'wishlist_token' => $list->token, 'item_id' => $item, 'quantity' => 2 ) ), $context );
					$this->assert_error( $list_err[0], $list_err[1], $this->call( 'POST', '/items/sort', array( 'wishlist_token' => $list->token, 'positions' => array( $item ) ) ), $context );
					$this->assert_error( $list_err[0], $list_err[1], $this->call( 'POST', '/items/move', array( 'wishlist_token' => $list->token, 'destination_wishlist_token' => $other->token, 'item_id' => $item ) ), $context );
					$this->assert_error( $list_err[0], $list_err[1], $this->call( 'POST', '/items/copy', array( 'wishlist_token' => $list->token, 'destination_wishlist_token' => 'new', 'wishlist_name' => 'Stolen', 'item_id' => $item ) ), $context );
					$this->assert_error( $item_err[0], $item_err[1], $this->call( 'DELETE', "/items/{$item}" ), $context );
					$this->assert_error( $id_err[0], $id_err[1], $this->call( 'POST', '/items/remove-from-all', array( 'prod_id' => $product, 'wishlist_id' => $list->id ) ), $context );
					$this->assertSame( 0, $this->call( 'POST', '/items/remove-from-all', array( 'prod_id' => $product ) )['data']['removed'], $context );
					if ( 'anonymous' === $who ) {
						$this->assertArrayNotHasKey( Guest_Session::COOKIE, $_COOKIE, 'A refused write sets no cookie.' );
					}
				}
				$this->assertSame( array( $item ), $this->order( $list ), 'Nothing changed.' );
				$this->assertSame( 1, Plugin::instance()->wishlists()->items()->get( $item )->quantity );

				'user' === $kind ? $this->as_existing_user( $owner->user_id ) : $this->as_guest( $guest_token );
				$this->assertSame( 200, $this->call( 'POST', '/items/quantity', array( 'wishlist_token' => $list->token, 'item_id' => $item, 'quantity' => 2 ) )['status'] );
				$this->assertSame( 200, $this->call( 'DELETE', "/items/{$item}" )['status'] );
			}
		}
	}

	/**
	 * Writes need the nonce, guests included.
	 */
	public function test_item_writes_need_the_nonce(): void {
		$guest   = $this->as_guest();
		$list    = $this->make_list( $guest );
		$product = $this->product();
		$item    = $this->put( $list, $product );
		$this->send_nonce = false;
		$calls = array(
			array( 'POST', '/items/add', array( 'add_to_wishlist' => $product ) ),
			array( 'POST', '/items/remove', array( 'remove_from_wishlist' => $product, 'wishlist_token' => $list->token ) ),
			array( 'POST', '/items/quantity', array( 'wishlist_token' => $list->token, 'item_id' => $item, 'quantity' => 2 ) ),
			array( 'POST', '/items/sort', array( 'wishlist_token' => $list->token, 'positions' => array( $item ) ) ),
			array( 'POST', '/items/move', array( 'wishlist_token' => $list->token, 'destination_wishlist_token' => 'new', 'wishlist_name' => 'X', 'item_id' => $item ) ),
			array( 'POST', '/items/copy', array( 'wishlist_token' => $list->token, 'destination_wishlist_token' => 'new', 'wishlist_name' => 'X', 'item_id' => $item ) ),
			array( 'DELETE', "/items/{$item}", array() ),
			array( 'POST', '/items/remove-from-all', array( 'prod_id' => $product ) ),
		);
		foreach ( $calls as list( $method, $route, $params ) ) {
			$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( $method, $route, $params ), $route );
			$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( $method, $route, $params, 'bad' ), $route );
		}
		$this->assertSame( array( $item ), $this->order( $list ) );
		$this->assertCount( 1, Plugin::instance()->wishlists()->lists()->for_owner( $guest ) );
	}

	/**
	 * An item id is not a capability: an item of my other list, or of someone's, is refused.
	 */
	public function test_item_ids_are_checked_against_the_list(): void {
		$me      = $this->as_user();
		$mine    = $this->make_list( $me );
		$second  = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Second' );
		$product = $this->product();
		$on_second = $this->put( $second, $product );

		$this->assert_error( 404, 'boudoir_item_not_found', $this->call( 'POST', '/items/quantity', array( 'wishlist_token' => $mine->token, 'item_id' => $on_second, 'quantity' => 2 ) ) );
		$this->assert_error( 404, 'boudoir_item_not_found', $this->call( 'POST', '/items/move', array( 'wishlist_token' => $mine->token, 'destination_wishlist_token' => $second->token, 'item_id' => $on_second ) ) );
		$this->assert_error( 404, 'boudoir_item_not_found', $this->call( 'DELETE', '/items/999999' ) );
	}

	/**
	 * Hostile input never reaches a PHP notice or a 500: every route answers a 4xx with a code.
	 */
	public function test_hostile_input_is_a_clean_400(): void {
		$me      = $this->as_user();
		$list    = $this->make_list( $me );
		$item    = $this->put( $list, $this->product() );
		$values  = array( array( 'a' => 'b' ), array( 1, 2 ), '99999999999999999999', '-1', "1' OR 1=1 --", str_repeat( 'x', 5000 ), true, null, 1.5, '<script>alert(1)</script>' );
		$fields  = array( 'add_to_wishlist', 'variation_id', 'quantity', 'wishlist_id', 'wishlist_name', 'wishlist_visibility', 'wishlist_token', 'destination_wishlist_token', 'item_id', 'product_id', 'positions', 'page', 'per_page', 'title', 'privacy', 'prod_id', 'remove_from_wishlist', 'pagination' );
		$routes  = array(
			array( 'POST', '/wishlists' ),
			array( 'POST', "/wishlists/{$list->id}/title" ),
			array( 'POST', "/wishlists/{$list->id}/privacy" ),
			array( 'POST', '/wishlists/reload' ),
			array( 'GET', "/wishlists/{$list->token}/items" ),
			array( 'POST', '/items/add' ),
			array( 'POST', '/items/remove' ),
			array( 'POST', '/items/quantity' ),
			array( 'POST', '/items/sort' ),
			array( 'POST', '/items/move' ),
			array( 'POST', '/items/copy' ),
			array( 'POST', '/items/remove-from-all' ),
		);
		foreach ( $routes as list( $method, $route ) ) {
			foreach ( $fields as $field ) {
				foreach ( $values as $value ) {
					$answer = $this->call( $method, $route, array( $field => $value ) );
					$this->assertLessThan( 500, $answer['status'], "{$method} {$route} {$field}=" . wp_json_encode( $value ) . ': ' . wp_json_encode( $answer['data'] ) );
				}
			}
		}
		$this->assert_error( 404, 'boudoir_item_not_found', $this->call( 'DELETE', '/items/9999999999999999999' ) );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'POST', '/wishlists/9999999999999999999/title', array( 'title' => 'X' ) ) );
		$this->assertSame( array( $item ), $this->order( $list ) );
	}

	/**
	 * Writes need the nonce, also for guests; refused requests set no cookie.
	 */
	public function test_writes_need_the_nonce(): void {
		$this->as_anonymous();
		$this->send_nonce = false;
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Ideas' ) ) );
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Ideas' ), 'forged' ) );
		$this->assertArrayNotHasKey( Guest_Session::COOKIE, $_COOKIE );

		$me = $this->as_user();
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Ideas' ) ) );
		$list = $this->make_list( $me );
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'POST', "/wishlists/{$list->id}/title", array( 'title' => 'X' ) ) );
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'POST', "/wishlists/{$list->id}/privacy", array( 'privacy' => 'public' ) ) );
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'DELETE', "/wishlists/{$list->id}" ) );
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'POST', '/wishlists/reload', array( 'wishlist_token' => $list->token ) ) );

		// Another user's nonce is no good either.
		$nonce = wp_create_nonce( 'wp_rest' );
		$this->as_user();
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Ideas' ), $nonce ) );
	}

	/**
	 * Without the shop every write is a 503, reads still work.
	 */
	public function test_writes_wait_for_the_shop(): void {
		$me   = $this->as_user();
		$list = $this->make_list( $me );
		Plugin::instance()->detect_commerce( static fn () => null );

		$this->assert_error( 503, 'boudoir_shop_unavailable', $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Ideas' ) ) );
		$this->assert_error( 503, 'boudoir_shop_unavailable', $this->call( 'DELETE', "/wishlists/{$list->id}" ) );
		$this->assert_error( 503, 'boudoir_shop_unavailable', $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => 1 ) ) );
		$this->assertSame( 200, $this->call( 'GET', '/wishlists' )['status'] );
	}

	/**
	 * Title, privacy and delete: the write matrix (owner, other user, guest with session, other guest, anonymous).
	 */
	public function test_list_writes_need_ownership(): void {
		$guest_token = \Boudoir\Wishlist\Token::generate();
		$owners      = array(
			'user'  => Owner::user( $this->create_user( 'customer' )->ID ),
			'guest' => Owner::guest( $guest_token ),
		);
		foreach ( $owners as $kind => $owner ) {
			foreach ( Wishlist_Privacy::all() as $privacy ) {
				$list     = $this->make_list( $owner, $privacy, 'List' );
				// Routes keyed by id answer only the owner: the same 404 whatever the privacy (issue 10).
				$outsider = array( 404, 'boudoir_wishlist_not_found' );
				foreach ( array( 'other user' => fn () => $this->as_user(), 'other guest' => fn () => $this->as_guest(), 'anonymous' => fn () => $this->as_anonymous() ) as $who => $become ) {
					$become();
					$this->assert_error( $outsider[0], $outsider[1], $this->call( 'POST', "/wishlists/{$list->id}/title", array( 'title' => 'Mine now' ) ), "{$who} on {$kind} {$privacy}" );
					$this->assert_error( $outsider[0], $outsider[1], $this->call( 'POST', "/wishlists/{$list->id}/privacy", array( 'privacy' => 'public' ) ) );
					$this->assert_error( $outsider[0], $outsider[1], $this->call( 'POST', "/wishlists/{$list->id}/token" ) );
					$this->assert_error( $outsider[0], $outsider[1], $this->call( 'DELETE', "/wishlists/{$list->id}" ) );
					$this->assertArrayNotHasKey( Guest_Session::COOKIE, 'anonymous' === $who ? $_COOKIE : array(), 'A refused write sets no cookie.' );
				}
				'user' === $kind ? $this->as_existing_user( $owner->user_id ) : $this->as_guest( $guest_token );
				$answer = $this->call( 'POST', "/wishlists/{$list->id}/title", array( 'title' => '  Honeymoon ' ) );
				$this->assertSame( 200, $answer['status'] );
				$this->assertTrue( $answer['data']['result'] );
				$this->assertSame( 'Honeymoon', $answer['data']['wishlist']['wishlist_name'] );
				$answer = $this->call( 'POST', "/wishlists/{$list->id}/privacy", array( 'privacy' => 'shared' ) );
				$this->assertSame( 'shared', $answer['data']['wishlist']['privacy'] );
				$answer = $this->call( 'DELETE', "/wishlists/{$list->id}" );
				$this->assertTrue( $answer['data']['deleted'] );
				$this->assertNull( Plugin::instance()->wishlists()->lists()->find( $list->id ) );
			}
		}
	}
}
