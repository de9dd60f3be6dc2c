<?php
/**
 * Tests of Boudoir\Rest\Schemas\Item_Quantity_Schema.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Schemas\Item_Quantity_Schema;
use Boudoir\Rest\Schemas\Item_Schema;
use Boudoir\Tests\Test_Case;

/**
 * The answer of a new quantity: the item as saved.
 */
final class Item_Quantity_Schema_Test extends Test_Case {

	/**
	 * The fields, in order, and the name; the item is an item as its schema says.
	 */
	public function test_the_shape(): void {
		$schema     = new Item_Quantity_Schema();
		$properties = $schema->properties();
		$this->assertSame( 'boudoir-item-quantity', $schema->get_item_schema()['title'] );
		$this->assertSame( array( 'result', 'item' ), array_keys( $properties ) );
		$this->assertSame( ( new Item_Schema() )->as_field(), $properties['item'] );
	}
}
