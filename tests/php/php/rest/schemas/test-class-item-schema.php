<?php
/**
 * Tests of Boudoir\Rest\Schemas\Item_Schema.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Rest\Schemas\Item_Schema;
use Boudoir\Rest\Shapes;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * An item as Shapes answers it: a product still there, and one gone.
 */
final class Item_Schema_Test extends Rest_Test_Case {

	/**
	 * Shapes' items have the schema's fields in order and validate, whether their product is shown or gone.
	 */
	public function test_it_describes_the_shapes(): void {
		$schema  = new Item_Schema();
		$list    = $this->make_list( $this->as_user() );
		$shown   = $this->put( $list, $this->product() );
		$gone    = $this->put( $list, $this->product( 'Draft', '10', null, 'draft' ) );
		$items   = Plugin::instance()->wishlists()->items()->for_wishlist( $list->id );
		$answers = ( new Shapes( Plugin::instance()->catalogue() ) )->items( $items );

		$this->assertSame( 'boudoir-wishlist-item', $schema->get_item_schema()['title'] );
		$this->assertSame( array( $shown, $gone ), array_column( $answers, 'item_id' ) );
		foreach ( $answers as $answer ) {
			$this->assertSame( array_keys( $schema->properties() ), array_keys( $answer ) );
			$this->assertTrue( rest_validate_value_from_schema( $answer, $schema->get_item_schema() ) );
		}
		$this->assertNull( $answers[1]['image'] );
	}

	/**
	 * The chosen values are records of four strings; a date is a date-time.
	 */
	public function test_variation_and_date(): void {
		$properties = ( new Item_Schema() )->properties();
		$this->assertSame( array( 'raw_attribute', 'raw_value', 'attribute', 'value' ), array_keys( $properties['variation']['items']['properties'] ) );
		$this->assertSame( 'date-time', $properties['added_at']['format'] );
		$this->assertSame( array( 'object', 'null' ), $properties['image']['type'] );
	}
}
