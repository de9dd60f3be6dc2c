<?php
/**
 * Tests of Boudoir\Rest\Schemas\New_Link_Schema.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Schemas\New_Link_Schema;
use Boudoir\Rest\Schemas\Wishlist_Schema;
use Boudoir\Tests\Test_Case;

/**
 * The answer of a new share link: the list with its new token, and the old token.
 */
final class New_Link_Schema_Test extends Test_Case {

	/**
	 * The fields, in order, and the name.
	 */
	public function test_the_shape(): void {
		$schema     = new New_Link_Schema();
		$properties = $schema->properties();
		$this->assertSame( 'boudoir-wishlist-token', $schema->get_item_schema()['title'] );
		$this->assertSame( array( 'result', 'message', 'previous_token', 'wishlist' ), array_keys( $properties ) );
		$this->assertSame( array( 'type' => 'string' ), $properties['previous_token'] );
		$this->assertSame( ( new Wishlist_Schema() )->as_field(), $properties['wishlist'] );
	}
}
