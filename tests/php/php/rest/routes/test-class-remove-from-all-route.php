<?php
/**
 * Tests of Boudoir\Rest\Routes\Remove_From_All_Route (php/rest/routes/class-remove-from-all-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class Remove_From_All_Route_Test extends Rest_Test_Case {

	/**
	 * Remove from all my lists touches only mine.
	 */
	public function test_removes_a_product_from_all_my_lists(): void {
		$product = $this->product();
		$theirs  = $this->make_list( Owner::user( $this->create_user( 'customer' )->ID ), Wishlist_Privacy::PUBLIC );
		$their_item = $this->put( $theirs, $product );
		$me      = $this->as_user();
		$a       = $this->make_list( $me );
		$b       = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'B' );
		$this->put( $a, $product );
		$this->put( $b, $product );

		$answer = $this->call( 'POST', '/items/remove-from-all', array( 'prod_id' => $product, 'wishlist_id' => $a->id ) );

		$this->assertSame( 2, $answer['data']['removed'] );
		$this->assertSame( 0, $answer['data']['wishlist']['item_count'] );
		$this->assertSame( array( $their_item ), $this->order( $theirs ) );
	}
}
