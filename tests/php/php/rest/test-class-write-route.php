<?php
/**
 * Tests of Boudoir\Rest\Write_Route: what the routes that change something share.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Rest\Route;
use Boudoir\Rest\Route_Registrar;
use Boudoir\Rest\Write_Route;

require_once __DIR__ . '/class-rest-test-case.php';

/**
 * Writes are POST or DELETE and ask the Write_Permission: shop, request checks, nonce.
 */
final class Write_Route_Test extends Rest_Test_Case {

	/**
	 * The write routes the registrar builds.
	 *
	 * @return list<Write_Route>
	 */
	private function writes(): array {
		return array_values( array_filter( ( new Route_Registrar( Plugin::instance() ) )->routes(), static fn ( Route $route ): bool => $route instanceof Write_Route ) );
	}

	/**
	 * Sixteen writes; each POST but the three deletes; each a write.
	 */
	public function test_writes_post_or_delete(): void {
		$methods = array();
		foreach ( $this->writes() as $route ) {
			$this->assertTrue( $route->is_write() );
			$methods[] = $route->methods() . ' ' . $route->path();
		}
		$this->assertCount( 16, $methods );
		$this->assertSame(
			array(
				'DELETE /wishlists/(?P<wishlist_id>\d{1,19})',
				'DELETE /items/(?P<item_id>\d{1,19})',
				'DELETE /wishlists/(?P<wishlist_id>\d{1,19})/alerts',
			),
			array_values( array_filter( $methods, static fn ( string $method ): bool => ! str_starts_with( $method, \WP_REST_Server::CREATABLE . ' ' ) ) )
		);
	}

	/**
	 * Each asks the permission: refused without a nonce, allowed with one, refused without the shop.
	 */
	public function test_writes_ask_the_permission(): void {
		$this->as_guest();
		$writes = $this->writes();
		foreach ( $writes as $route ) {
			$request = new \WP_REST_Request( $route->methods(), '/' . Route::NAMESPACE . $route->path() );
			$this->assertSame( 'boudoir_invalid_nonce', $route->permission( $request )->get_error_code(), $route->path() );
			$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
			$this->assertTrue( $route->permission( $request ), $route->path() );
		}
		Plugin::instance()->detect_commerce( static fn () => null );
		foreach ( $writes as $route ) {
			$request = new \WP_REST_Request( $route->methods(), '/' . Route::NAMESPACE . $route->path() );
			$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
			$this->assertSame( 'boudoir_shop_unavailable', $route->permission( $request )->get_error_code(), $route->path() );
		}
	}

	/**
	 * A removal limited to one variation removes that one; without `variation_id`, every variation.
	 */
	public function test_a_removal_limited_to_a_variation(): void {
		$bra  = $this->variable_product();
		$list = $this->make_list( $this->as_user() );
		$this->put( $list, $bra['parent'], $bra['a'] );
		$this->put( $list, $bra['parent'], $bra['b'] );
		$this->put( $list, $bra['parent'] );

		$one = $this->call( 'POST', '/items/remove', array( 'remove_from_wishlist' => $bra['parent'], 'variation_id' => $bra['a'], 'wishlist_token' => $list->token ) );
		$this->assertSame( 1, $one['data']['removed'] );
		$none = $this->call( 'POST', '/items/remove', array( 'remove_from_wishlist' => $bra['parent'], 'variation_id' => 0, 'wishlist_token' => $list->token ) );
		$this->assertSame( 1, $none['data']['removed'], 'Variation 0: the product saved without one.' );
		$all = $this->call( 'POST', '/items/remove-from-all', array( 'prod_id' => $bra['parent'] ) );
		$this->assertSame( 1, $all['data']['removed'], 'No variation named: every one left.' );
	}
}
