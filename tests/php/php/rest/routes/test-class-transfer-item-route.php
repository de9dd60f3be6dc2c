<?php
/**
 * Tests of Boudoir\Rest\Routes\Transfer_Item_Route (php/rest/routes/class-transfer-item-route.php).
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
final class Transfer_Item_Route_Test extends Rest_Test_Case {

	/**
	 * Move and copy: to my list, to a new one, exists; the contract's fields answered.
	 */
	public function test_moves_and_copies(): void {
		$me      = $this->as_user();
		$from    = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'From', true );
		$to      = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'To' );
		$product = $this->product();
		$item    = $this->put( $from, $product );

		$copy = $this->call( 'POST', '/items/copy', array( 'wishlist_token' => $from->token, 'destination_wishlist_token' => $to->token, 'item_id' => $item ) );
		$this->assertSame( 200, $copy['status'] );
		$this->assertTrue( $copy['data']['result'] );
		$this->assertSame( $to->id, $copy['data']['wishlist']['id'] );
		$this->assertCount( 2, $copy['data']['user_wishlists'] );
		$this->assertSame( array( $item ), $this->order( $from ) );

		$move = $this->call( 'POST', '/items/move', array( 'wishlist_token' => $from->token, 'destination_wishlist_token' => $to->token, 'item_id' => $item ) );
		$this->assertSame( 'exists', $move['data']['result'] );
		$this->assertSame( array(), $this->order( $from ), 'A move to a list that has it still takes it off the source.' );

		$back = $this->call(
			'POST',
			'/items/move',
			array(
				'wishlist_token'             => $to->token,
				'destination_wishlist_token' => 'new',
				'wishlist_name'              => 'Later',
				'wishlist_visibility'        => 'public',
				'item_id'                    => $copy['data']['item']['item_id'],
			)
		);
		$this->assertTrue( $back['data']['result'] );
		$this->assertSame( 'Later', $back['data']['wishlist']['wishlist_name'] );
		$this->assertSame( 'public', $back['data']['wishlist']['privacy'] );
		$this->assertCount( 3, $back['data']['user_wishlists'] );
		$this->assertSame( array(), $this->order( $to ) );
	}

	/**
	 * Move errors: all three fields required, destination not the source, new needs a name, others' lists refused.
	 */
	public function test_move_errors(): void {
		$me     = $this->as_user();
		$from   = $this->make_list( $me );
		$item   = $this->put( $from, $this->product() );
		$theirs = $this->make_list( Owner::user( $this->create_user( 'customer' )->ID ), Wishlist_Privacy::PUBLIC );
		$hidden = $this->make_list( Owner::user( $this->create_user( 'customer' )->ID ), Wishlist_Privacy::PRIVATE );
		$this->as_existing_user( $me->user_id );
		$base = array( 'wishlist_token' => $from->token, 'destination_wishlist_token' => $theirs->token, 'item_id' => $item );

		foreach ( array_keys( $base ) as $field ) {
			$missing = $base;
			unset( $missing[ $field ] );
			$answer = $this->call( 'POST', '/items/move', $missing );
			$this->assert_error( 400, 'rest_missing_callback_param', $answer, $field );
			$this->assertContains( $field, $answer['data']['data']['params'] );
		}
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'POST', '/items/move', array( 'destination_wishlist_token' => '' ) + $base ) );
		$this->assert_error( 403, 'boudoir_forbidden', $this->call( 'POST', '/items/move', $base ) );
		$hidden_answer = $this->call( 'POST', '/items/move', array( 'destination_wishlist_token' => $hidden->token ) + $base );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $hidden_answer );
		$this->assertSame( 'boudoir_wishlist_not_found', $hidden_answer['data']['result'] );
		$this->assert_error( 400, 'boudoir_invalid_destination_wishlist_token', $this->call( 'POST', '/items/move', array( 'destination_wishlist_token' => $from->token ) + $base ) );
		$this->assert_error( 400, 'boudoir_invalid_wishlist_name', $this->call( 'POST', '/items/move', array( 'destination_wishlist_token' => 'new' ) + $base ) );
		$this->assertSame( array( $item ), $this->order( $from ) );
		$this->assertCount( 1, Plugin::instance()->wishlists()->lists()->for_owner( $me ) );
	}
}
