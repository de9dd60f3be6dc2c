<?php
/**
 * Tests of Boudoir\Rest\Schemas\Saved_Item_Schema.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Rest\Schemas\Saved_Item_Schema;
use Boudoir\Wishlist\Chosen_Variation;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * A saved product, ids only, as Saved_Items reads it.
 */
final class Saved_Item_Schema_Test extends Rest_Test_Case {

	/**
	 * The saved products have the schema's fields in order and validate, chosen values included.
	 */
	public function test_it_describes_the_saved_products(): void {
		$schema = new Saved_Item_Schema();
		$me     = $this->as_user();
		$list   = $this->make_list( $me );
		$bra    = $this->variable_product();
		Plugin::instance()->wishlists()->items()->add( $list->id, $bra['parent'], $bra['a'], 1, new Chosen_Variation( array( 'attribute_cup' => 'B' ), array( 'attribute_cup' => 'B' ) ) );
		$this->put( $list, $this->product() );
		$saved = Plugin::instance()->wishlists()->saved()->for_owner( $me );

		$this->assertSame( 'boudoir-saved-item', $schema->get_item_schema()['title'] );
		$this->assertCount( 2, $saved );
		foreach ( $saved as $entry ) {
			$this->assertSame( array_keys( $schema->properties() ), array_keys( $entry ) );
			$this->assertTrue( rest_validate_value_from_schema( $entry, $schema->get_item_schema() ) );
		}
		$this->assertSame( array( 'attribute', 'value' ), array_keys( $schema->properties()['variation']['items']['properties'] ) );
	}
}
