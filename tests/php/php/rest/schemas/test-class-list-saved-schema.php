<?php
/**
 * Tests of Boudoir\Rest\Schemas\List_Saved_Schema.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Schemas\List_Saved_Schema;
use Boudoir\Rest\Schemas\Wishlist_Schema;
use Boudoir\Tests\Test_Case;

/**
 * The answer of a new title or privacy: `{ result, message, wishlist }`, named by the write.
 */
final class List_Saved_Schema_Test extends Test_Case {

	/**
	 * The fields, the name, the list as its schema says; `result` is true, never "exists".
	 */
	public function test_the_shape(): void {
		foreach ( array( 'wishlist-title', 'wishlist-privacy' ) as $title ) {
			$schema     = new List_Saved_Schema( $title );
			$properties = $schema->properties();
			$this->assertSame( 'boudoir-' . $title, $schema->get_item_schema()['title'] );
			$this->assertSame( array( 'result', 'message', 'wishlist' ), array_keys( $properties ) );
			$this->assertSame( ( new Wishlist_Schema() )->as_field(), $properties['wishlist'] );
			$this->assertSame( array( 'type' => 'boolean' ), $properties['result'] );
		}
	}
}
