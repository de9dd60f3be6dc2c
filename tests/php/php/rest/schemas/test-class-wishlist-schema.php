<?php
/**
 * Tests of Boudoir\Rest\Schemas\Wishlist_Schema.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Rest\Schemas\Wishlist_Schema;
use Boudoir\Rest\Shapes;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * A list as Shapes answers it, and its short form in `user_wishlists`.
 */
final class Wishlist_Schema_Test extends Rest_Test_Case {

	/**
	 * The schema describes Shapes' lists, field for field, in order, and they validate; so does the short form.
	 */
	public function test_it_describes_the_shapes(): void {
		$schema = new Wishlist_Schema();
		$shapes = new Shapes( Plugin::instance()->catalogue() );
		$owner  = $this->as_user();
		$list   = $this->make_list( $owner, Wishlist_Privacy::SHARED );

		$this->assertSame( 'boudoir-wishlist', $schema->get_item_schema()['title'] );
		foreach ( array( null, 2 ) as $drops ) {
			$json = $shapes->wishlist( $list, 3, $owner, $drops );
			$this->assertSame( array_keys( $schema->properties() ), array_keys( $json ) );
			$this->assertTrue( rest_validate_value_from_schema( $json, $schema->get_item_schema() ) );
		}
		$summaries = $schema->summaries();
		$short     = $shapes->user_wishlists( array( $list ) );
		$this->assertSame( array_keys( $summaries['items']['properties'] ), array_keys( $short[0] ) );
		$this->assertTrue( rest_validate_value_from_schema( $short, $summaries ) );
	}

	/**
	 * The privacy is one of the levels; the short form's fields are the list's own.
	 */
	public function test_privacy_and_the_short_form(): void {
		$schema     = new Wishlist_Schema();
		$properties = $schema->properties();
		$this->assertSame( Wishlist_Privacy::all(), $properties['privacy']['enum'] );
		$this->assertSame( 'array', $schema->summaries()['type'] );
		foreach ( $schema->summaries()['items']['properties'] as $field => $field_schema ) {
			$this->assertSame( $properties[ $field ], $field_schema, $field );
		}
	}
}
