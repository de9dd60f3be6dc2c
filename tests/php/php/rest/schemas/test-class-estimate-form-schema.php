<?php
/**
 * Tests of Boudoir\Rest\Schemas\Estimate_Form_Schema.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Schemas\Estimate_Form_Schema;
use Boudoir\Tests\Test_Case;

/**
 * What the estimate form offers the caller: each field a string, or null for a guest; all read-only.
 */
final class Estimate_Form_Schema_Test extends Test_Case {

	/**
	 * The fields, in order, described and read-only; a user's and a guest's answers validate.
	 */
	public function test_the_shape(): void {
		$schema = ( new Estimate_Form_Schema() )->get_item_schema();
		$this->assertSame( 'boudoir-estimate-form', $schema['title'] );
		$this->assertSame( array( 'copy_to', 'name', 'email' ), array_keys( $schema['properties'] ) );
		foreach ( $schema['properties'] as $field => $property ) {
			$this->assertNotSame( '', $property['description'], $field );
			$this->assertTrue( $property['readonly'], $field );
		}
		$guest = array_fill_keys( array( 'copy_to', 'name', 'email' ), null );
		$this->assertTrue( rest_validate_value_from_schema( $guest, $schema ) );
		$user = array(
			'copy_to' => 'camille@example.org',
			'name'    => 'Camille Roux',
			'email'   => 'camille@example.org',
		);
		$this->assertTrue( rest_validate_value_from_schema( $user, $schema ) );
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( array( 'name' => 42 ) + $user, $schema ) );
	}
}
