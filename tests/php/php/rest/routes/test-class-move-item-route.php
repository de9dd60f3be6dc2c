<?php
/**
 * Tests of Boudoir\Rest\Routes\Move_Item_Route (php/rest/routes/class-move-item-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * A move takes the item off its list (the rest is Transfer_Item_Route_Test's).
 */
final class Move_Item_Route_Test extends Rest_Test_Case {

	/**
	 * The item leaves the source and keeps its id, quantity and price when added; the answer says "Moved to".
	 */
	public function test_the_item_leaves_its_list(): void {
		$me      = $this->as_user();
		$from    = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'From', true );
		$to      = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'To' );
		$item_id = $this->put( $from, $this->product() );
		$before  = Plugin::instance()->wishlists()->items()->get( $item_id );

		$answer = $this->call( 'POST', '/items/move', array( 'wishlist_token' => $from->token, 'destination_wishlist_token' => $to->token, 'item_id' => $item_id ) );

		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 'Moved to "To".', $answer['data']['message'] );
		$this->assertSame( array(), $this->order( $from ) );
		$moved = Plugin::instance()->wishlists()->items()->for_wishlist( $to->id );
		$this->assertCount( 1, $moved );
		$this->assertSame( $answer['data']['item']['item_id'], $moved[0]->id );
		$this->assertSame( $before->price, $moved[0]->price );
		$this->assertSame( $before->quantity, $moved[0]->quantity );
		$this->assertSame( $to->id, $answer['data']['wishlist']['id'] );
		$this->assertSame( 1, $answer['data']['wishlist']['item_count'] );
	}
}
