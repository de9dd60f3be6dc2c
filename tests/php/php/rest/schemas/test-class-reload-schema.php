<?php
/**
 * Tests of Boudoir\Rest\Schemas\Reload_Schema.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Schemas\Item_Schema;
use Boudoir\Rest\Schemas\Reload_Schema;
use Boudoir\Rest\Schemas\Wishlist_Schema;
use Boudoir\Tests\Test_Case;

/**
 * The answer of a reloaded list: what was added, the list, a page of its items and the paging.
 */
final class Reload_Schema_Test extends Test_Case {

	/**
	 * The fields, in order; the items are items as their schema says; `result` is null when nothing was added.
	 */
	public function test_the_shape(): void {
		$schema     = new Reload_Schema();
		$properties = $schema->properties();
		$this->assertSame( 'boudoir-wishlist-reload', $schema->get_item_schema()['title'] );
		$this->assertSame( array( 'result', 'message', 'wishlist', 'items', 'total', 'total_pages', 'page', 'per_page' ), array_keys( $properties ) );
		$this->assertSame( ( new Wishlist_Schema() )->as_field(), $properties['wishlist'] );
		$this->assertSame( ( new Item_Schema() )->as_field(), $properties['items']['items'] );
		foreach ( array( null, true, 'exists' ) as $result ) {
			$this->assertTrue( rest_validate_value_from_schema( $result, $properties['result'] ) );
		}
	}
}
