<?php
/**
 * Tests of Boudoir\Rest\Routes\New_Link_Route (php/rest/routes/class-new-link-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class New_Link_Route_Test extends Rest_Test_Case {

	/**
	 * A new link retires the old one (issue 34.10): a shared link sent to the wrong person is
	 * taken back, and going private and shared again does not bring it back.
	 */
	public function test_a_new_link_retires_the_old_one(): void {
		$owner_id = $this->as_user()->user_id;
		$list     = $this->make_list( Owner::user( $owner_id ), Wishlist_Privacy::SHARED, 'Gifts' );
		$this->put( $list, $this->product() );
		$old = $list->token;
		$this->as_user();
		$this->assertSame( 200, $this->call( 'GET', '/wishlists/' . $old )['status'], 'The friend reads the list by its link.' );

		$this->as_existing_user( $owner_id );
		$answer = $this->call( 'POST', "/wishlists/{$list->id}/token" );

		$this->assertSame( 200, $answer['status'] );
		$this->assertTrue( $answer['data']['result'] );
		$this->assertSame( $old, $answer['data']['previous_token'] );
		$new = $answer['data']['wishlist']['token'];
		$this->assertNotSame( $old, $new );
		$this->assertTrue( \Boudoir\Wishlist\Token::is_valid( $new ) );
		$this->assertStringContainsString( 'wishlist=' . $new, $answer['data']['wishlist']['share_url'] );
		$this->assertSame( 1, (int) $this->call( 'GET', "/wishlists/{$new}/items" )['headers']['X-WP-Total'], 'The items stay.' );

		$this->as_user();
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'GET', '/wishlists/' . $old ), 'The old link finds nothing.' );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'GET', "/wishlists/{$old}/items" ) );
		$this->assertSame( 200, $this->call( 'GET', '/wishlists/' . $new )['status'], 'The new link opens the list.' );

		$this->as_existing_user( $owner_id );
		$this->call( 'POST', "/wishlists/{$list->id}/privacy", array( 'privacy' => 'private' ) );
		$shared = $this->call( 'POST', "/wishlists/{$list->id}/privacy", array( 'privacy' => 'shared' ) );
		$this->assertSame( $new, $shared['data']['wishlist']['token'], 'Private and shared again keeps the new link, not the old one.' );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'POST', '/wishlists/999999/token' ) );
	}
}
