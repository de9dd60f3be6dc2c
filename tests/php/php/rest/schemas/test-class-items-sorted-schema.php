<?php
/**
 * Tests of Boudoir\Rest\Schemas\Items_Sorted_Schema.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Schemas\Items_Sorted_Schema;
use Boudoir\Tests\Test_Case;

/**
 * The answer of a new order: the whole list's item ids.
 */
final class Items_Sorted_Schema_Test extends Test_Case {

	/**
	 * The fields, in order, and the name; positions are integers.
	 */
	public function test_the_shape(): void {
		$schema = new Items_Sorted_Schema();
		$this->assertSame( 'boudoir-items-sorted', $schema->get_item_schema()['title'] );
		$this->assertSame( array( 'result', 'positions' ), array_keys( $schema->properties() ) );
		$valid = array(
			'result'    => true,
			'positions' => array( 3, 1, 2 ),
		);
		$this->assertTrue( rest_validate_value_from_schema( $valid, $schema->get_item_schema() ) );
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( array( 'positions' => array( 'three' ) ) + $valid, $schema->get_item_schema() ) );
	}
}
