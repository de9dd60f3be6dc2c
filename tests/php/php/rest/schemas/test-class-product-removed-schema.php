<?php
/**
 * Tests of Boudoir\Rest\Schemas\Product_Removed_Schema.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Schemas\Product_Removed_Schema;
use Boudoir\Rest\Schemas\Wishlist_Schema;
use Boudoir\Tests\Test_Case;

/**
 * A product off one list, or off all the caller's: the same fields, and for all, a list only when one was named and the lists left.
 */
final class Product_Removed_Schema_Test extends Test_Case {

	/**
	 * Off one list: the list is always there.
	 */
	public function test_off_one_list(): void {
		$schema     = new Product_Removed_Schema();
		$properties = $schema->properties();
		$this->assertSame( 'boudoir-product-removed', $schema->get_item_schema()['title'] );
		$this->assertSame( array( 'result', 'removed', 'message', 'wishlist' ), array_keys( $properties ) );
		$this->assertSame( ( new Wishlist_Schema() )->as_field(), $properties['wishlist'] );
	}

	/**
	 * Off all lists: the list may be null, and the caller's lists follow.
	 */
	public function test_off_all_lists(): void {
		$schema     = new Product_Removed_Schema( true );
		$properties = $schema->properties();
		$this->assertSame( 'boudoir-product-removed-from-all', $schema->get_item_schema()['title'] );
		$this->assertSame( array( 'result', 'removed', 'message', 'wishlist', 'user_wishlists' ), array_keys( $properties ) );
		$this->assertSame( ( new Wishlist_Schema() )->as_field( true ), $properties['wishlist'] );
		$this->assertSame( ( new Wishlist_Schema() )->summaries(), $properties['user_wishlists'] );
	}
}
