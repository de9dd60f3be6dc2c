<?php
/**
 * Tests of Boudoir\Rest\Routes\Delete_Wishlist_Route (php/rest/routes/class-delete-wishlist-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class Delete_Wishlist_Route_Test extends Rest_Test_Case {

	/**
	 * Deleting the default makes the next list the default; the answer lists what is left.
	 */
	public function test_deleting_the_default_promotes_the_next(): void {
		$me      = $this->as_user();
		$default = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Mine', true );
		$next    = $this->make_list( $me );
		$this->put( $default, $this->product() );

		$answer = $this->call( 'DELETE', "/wishlists/{$default->id}" );

		$this->assertSame( array( $next->id ), array_column( $answer['data']['user_wishlists'], 'id' ) );
		$this->assertTrue( $answer['data']['user_wishlists'][0]['default'] );
		$this->assertSame( array(), Plugin::instance()->wishlists()->items()->for_wishlist( $default->id ) );
	}
}
