<?php
/**
 * Tests of Boudoir\Rest\Schemas\Item_Result_Schema.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Schemas\Item_Result_Schema;
use Boudoir\Rest\Schemas\Item_Schema;
use Boudoir\Rest\Schemas\Wishlist_Schema;
use Boudoir\Tests\Test_Case;

/**
 * The answer of add, move and copy: named by the write, the item and list as their own schemas say.
 */
final class Item_Result_Schema_Test extends Test_Case {

	/**
	 * One shape, three names; `item` and `wishlist` are the item's and the list's schemas, `user_wishlists` the short lists.
	 */
	public function test_the_shape(): void {
		foreach ( array( 'item-added', 'item-moved', 'item-copied' ) as $title ) {
			$schema = new Item_Result_Schema( $title );
			$this->assertSame( 'boudoir-' . $title, $schema->get_item_schema()['title'] );
			$properties = $schema->properties();
			$this->assertSame( array( 'result', 'message', 'item', 'wishlist', 'user_wishlists' ), array_keys( $properties ) );
			$this->assertSame( ( new Item_Schema() )->as_field(), $properties['item'] );
			$this->assertSame( ( new Wishlist_Schema() )->as_field(), $properties['wishlist'] );
			$this->assertSame( ( new Wishlist_Schema() )->summaries(), $properties['user_wishlists'] );
		}
	}

	/**
	 * `result` is true when added, "exists" when it was there already.
	 */
	public function test_result(): void {
		$result = ( new Item_Result_Schema( 'item-added' ) )->properties()['result'];
		$this->assertTrue( rest_validate_value_from_schema( true, $result ) );
		$this->assertTrue( rest_validate_value_from_schema( 'exists', $result ) );
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( array(), $result ) );
	}
}
