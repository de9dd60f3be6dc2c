<?php
/**
 * Tests of Boudoir\Rest\Routes\Reload_Wishlist_Route (php/rest/routes/class-reload-wishlist-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class Reload_Wishlist_Route_Test extends Rest_Test_Case {

	/**
	 * POST /wishlists/reload: adds to my list and answers a page of items, never HTML.
	 */
	public function test_reload_adds_and_answers_the_page(): void {
		$me   = $this->as_user();
		$list = $this->make_list( $me );
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->put( $list, $this->product( "Stocking {$i}" ) );
		}
		$new = $this->product( 'Robe' );

		$answer = $this->call(
			'POST',
			'/wishlists/reload',
			array(
				'wishlist_token'  => $list->token,
				'add_to_wishlist' => $new,
				'product_type'    => 'simple',
				'per_page'        => 2,
				'page'            => 2,
			)
		);

		$this->assertSame( 200, $answer['status'] );
		$this->assertTrue( $answer['data']['result'] );
		$this->assertSame( 4, $answer['data']['total'] );
		$this->assertSame( 2, $answer['data']['total_pages'] );
		$this->assertSame( array( 'Stocking 3', 'Robe' ), array_column( $answer['data']['items'], 'name' ) );
		$this->assertSame( '4', $answer['headers']['X-WP-Total'] );
		$this->assertArrayNotHasKey( 'html', $answer['data'] );

		$again = $this->call(
			'POST',
			'/wishlists/reload',
			array(
				'wishlist_id'     => $list->id,
				'add_to_wishlist' => $new,
				'pagination'      => 'no',
			)
		);
		$this->assertSame( 'exists', $again['data']['result'] );
		$this->assertCount( 4, $again['data']['items'] );
	}

	/**
	 * Reload: readers of shared lists may reload but not add; private lists of others are 404.
	 */
	public function test_reload_permissions(): void {
		$owner   = Owner::user( $this->create_user( 'customer' )->ID );
		$shared  = $this->make_list( $owner, Wishlist_Privacy::SHARED );
		$private = $this->make_list( $owner, Wishlist_Privacy::PRIVATE );
		$product = $this->product();
		$this->as_guest();

		$this->assertSame( 200, $this->call( 'POST', '/wishlists/reload', array( 'wishlist_token' => $shared->token ) )['status'] );
		$this->assert_error( 403, 'boudoir_forbidden', $this->call( 'POST', '/wishlists/reload', array( 'wishlist_token' => $shared->token, 'add_to_wishlist' => $product ) ) );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'POST', '/wishlists/reload', array( 'wishlist_token' => $private->token ) ) );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'POST', '/wishlists/reload', array( 'wishlist_id' => $private->id, 'add_to_wishlist' => $product ) ) );
		$this->assert_error( 400, 'boudoir_invalid_wishlist_token', $this->call( 'POST', '/wishlists/reload' ) );
		$this->assertSame( array(), Plugin::instance()->wishlists()->items()->for_wishlist( $shared->id ) );
	}
}
