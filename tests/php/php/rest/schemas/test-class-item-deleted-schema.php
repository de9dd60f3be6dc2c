<?php
/**
 * Tests of Boudoir\Rest\Schemas\Item_Deleted_Schema.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Schemas\Item_Deleted_Schema;
use Boudoir\Rest\Schemas\Wishlist_Schema;
use Boudoir\Tests\Test_Case;

/**
 * The answer of a deleted item: its id, and the list it was on.
 */
final class Item_Deleted_Schema_Test extends Test_Case {

	/**
	 * The fields, in order, and the name; the list may not be null.
	 */
	public function test_the_shape(): void {
		$schema     = new Item_Deleted_Schema();
		$properties = $schema->properties();
		$this->assertSame( 'boudoir-item-deleted', $schema->get_item_schema()['title'] );
		$this->assertSame( array( 'deleted', 'item_id', 'message', 'wishlist' ), array_keys( $properties ) );
		$this->assertSame( ( new Wishlist_Schema() )->as_field(), $properties['wishlist'] );
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( null, $properties['wishlist'] ) );
	}
}
