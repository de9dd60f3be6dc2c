<?php
/**
 * Tests of Boudoir\Rest\Routes\Copy_Item_Route (php/rest/routes/class-copy-item-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * A copy leaves the item on its list too (the rest is Transfer_Item_Route_Test's).
 */
final class Copy_Item_Route_Test extends Rest_Test_Case {

	/**
	 * The item stays and a new one is on the destination; a second copy answers "exists" and adds nothing.
	 */
	public function test_the_item_stays_on_its_list(): void {
		$me      = $this->as_user();
		$from    = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'From', true );
		$to      = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'To' );
		$item_id = $this->put( $from, $this->product() );
		$params  = array( 'wishlist_token' => $from->token, 'destination_wishlist_token' => $to->token, 'item_id' => $item_id );

		$answer = $this->call( 'POST', '/items/copy', $params );

		$this->assertSame( 200, $answer['status'] );
		$this->assertTrue( $answer['data']['result'] );
		$this->assertSame( 'Copied to "To".', $answer['data']['message'] );
		$this->assertSame( array( $item_id ), $this->order( $from ) );
		$this->assertNotSame( $item_id, $answer['data']['item']['item_id'] );
		$this->assertSame( array( $answer['data']['item']['item_id'] ), $this->order( $to ) );

		$again = $this->call( 'POST', '/items/copy', $params );
		$this->assertSame( 'exists', $again['data']['result'] );
		$this->assertSame( 'This product is already on "To".', $again['data']['message'] );
		$this->assertCount( 1, Plugin::instance()->wishlists()->items()->for_wishlist( $to->id ) );
	}
}
