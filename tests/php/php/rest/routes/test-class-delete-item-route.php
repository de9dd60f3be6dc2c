<?php
/**
 * Tests of Boudoir\Rest\Routes\Delete_Item_Route (php/rest/routes/class-delete-item-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class Delete_Item_Route_Test extends Rest_Test_Case {

	/**
	 * Delete item by id.
	 */
	public function test_deletes_an_item(): void {
		$me   = $this->as_user();
		$list = $this->make_list( $me );
		$a    = $this->put( $list, $this->product() );
		$b    = $this->put( $list, $this->product() );

		$answer = $this->call( 'DELETE', "/items/{$a}" );

		$this->assertTrue( $answer['data']['deleted'] );
		$this->assertSame( $a, $answer['data']['item_id'] );
		$this->assertSame( array( $b ), $this->order( $list ) );
		$this->assertSame( 0, Plugin::instance()->wishlists()->items()->get( $b )->position, 'The gap is closed.' );
	}
}
