<?php
/**
 * Tests of Boudoir\Rest\Schemas\Schema, the base of the answers' schemas.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Schemas\Schema;
use Boudoir\Tests\Test_Case;

/**
 * A schema is a draft-04 object named `boudoir-…`; as a field it loses `$schema` and may be null.
 */
final class Schema_Test extends Test_Case {

	/**
	 * A schema of two fields, one of them string records.
	 */
	private static function schema(): Schema {
		return new class() extends Schema {
			/**
			 * The name.
			 */
			protected function title(): string {
				return 'probe';
			}

			/**
			 * The fields.
			 *
			 * @return array<string,array<string,mixed>>
			 */
			public function properties(): array {
				return array(
					'result' => self::result(),
					'pairs'  => self::string_records( 'attribute', 'value' ),
				);
			}
		};
	}

	/**
	 * The published schema: draft-04, `boudoir-` and the title, an object of the fields in order.
	 */
	public function test_the_published_schema(): void {
		$schema = self::schema()->get_item_schema();
		$this->assertSame( 'http://json-schema.org/draft-04/schema#', $schema['$schema'] );
		$this->assertSame( 'boudoir-probe', $schema['title'] );
		$this->assertSame( 'object', $schema['type'] );
		$this->assertSame( array( 'result', 'pairs' ), array_keys( $schema['properties'] ) );
	}

	/**
	 * As a field: the same without `$schema`; nullable when asked.
	 */
	public function test_as_a_field(): void {
		$field = self::schema()->as_field();
		$this->assertArrayNotHasKey( '$schema', $field );
		$this->assertSame( 'boudoir-probe', $field['title'] );
		$this->assertSame( 'object', $field['type'] );
		$this->assertSame( array( 'object', 'null' ), self::schema()->as_field( true )['type'] );
		$this->assertTrue( rest_validate_value_from_schema( null, self::schema()->as_field( true ) ) );
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( null, $field ) );
	}

	/**
	 * `result` takes true, "exists", an error code or null; string records take strings only.
	 */
	public function test_the_shared_fields(): void {
		$properties = self::schema()->properties();
		foreach ( array( true, 'exists', 'boudoir_wishlist_not_found', null ) as $result ) {
			$this->assertTrue( rest_validate_value_from_schema( $result, $properties['result'] ), wp_json_encode( $result ) );
		}
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( 3, $properties['result'] ) );
		$pair = array(
			'attribute' => 'attribute_pa_size',
			'value'     => 'm',
		);
		$this->assertTrue( rest_validate_value_from_schema( array( $pair ), $properties['pairs'] ) );
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( array( array( 'value' => array( 'm' ) ) ), $properties['pairs'] ) );
	}
}
