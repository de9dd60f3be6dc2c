<?php
/**
 * Tests of Boudoir\Rest\Schemas\Wishlist_Deleted_Schema.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Schemas\Wishlist_Deleted_Schema;
use Boudoir\Rest\Schemas\Wishlist_Schema;
use Boudoir\Tests\Test_Case;

/**
 * The answer of a deleted list: its id and the caller's lists left.
 */
final class Wishlist_Deleted_Schema_Test extends Test_Case {

	/**
	 * The fields, in order, and the name; an answer validates.
	 */
	public function test_the_shape(): void {
		$schema     = new Wishlist_Deleted_Schema();
		$properties = $schema->properties();
		$this->assertSame( 'boudoir-wishlist-deleted', $schema->get_item_schema()['title'] );
		$this->assertSame( array( 'deleted', 'id', 'message', 'user_wishlists' ), array_keys( $properties ) );
		$this->assertSame( ( new Wishlist_Schema() )->summaries(), $properties['user_wishlists'] );
		$answer = array(
			'deleted'        => true,
			'id'             => 4,
			'message'        => 'Deleted.',
			'user_wishlists' => array(),
		);
		$this->assertTrue( rest_validate_value_from_schema( $answer, $schema->get_item_schema() ) );
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( array( 'id' => 'four' ) + $answer, $schema->get_item_schema() ) );
	}
}
