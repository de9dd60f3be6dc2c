<?php
/**
 * Tests of Boudoir\Rest\Routes\Sort_Items_Route (php/rest/routes/class-sort-items-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Wishlist\Owner;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class Sort_Items_Route_Test extends Rest_Test_Case {

	/**
	 * Sort one page: the other pages keep their places; a wrong set of ids is refused.
	 */
	public function test_sorts_a_page(): void {
		$me   = $this->as_user();
		$list = $this->make_list( $me );
		$ids  = array();
		for ( $i = 1; $i <= 5; $i++ ) {
			$ids[] = $this->put( $list, $this->product() );
		}

		$answer = $this->call( 'POST', '/items/sort', array( 'wishlist_token' => $list->token, 'positions' => array( $ids[3], $ids[2] ), 'page' => 2, 'per_page' => 2 ) );

		$this->assertSame( 200, $answer['status'] );
		$expected = array( $ids[0], $ids[1], $ids[3], $ids[2], $ids[4] );
		$this->assertSame( $expected, $answer['data']['positions'] );
		$this->assertSame( $expected, $this->order( $list ) );

		$whole = array_reverse( $expected );
		$this->assertSame( $whole, $this->call( 'POST', '/items/sort', array( 'wishlist_token' => $list->token, 'positions' => $whole ) )['data']['positions'] );

		$theirs = $this->put( $this->make_list( Owner::user( $this->create_user( 'customer' )->ID ) ), $this->product() );
		foreach ( array( array( $ids[0] ), array( $ids[0], $theirs ), array( $ids[0], $ids[0] ) ) as $positions ) {
			$bad = $this->call( 'POST', '/items/sort', array( 'wishlist_token' => $list->token, 'positions' => $positions, 'per_page' => 2 ) );
			$this->assert_error( 400, 'boudoir_invalid_positions', $bad );
			$this->assertArrayHasKey( 'positions', $bad['data']['data']['params'] );
		}
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'POST', '/items/sort', array( 'wishlist_token' => $list->token, 'positions' => array( 'x' ) ) ) );
		$this->assertSame( $whole, $this->order( $list ) );
	}
}
