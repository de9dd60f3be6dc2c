<?php
/**
 * Tests of Boudoir\Rest\Schemas\Estimate_Schema.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Schemas\Estimate_Schema;
use Boudoir\Tests\Test_Case;

/**
 * The answer of an estimate request: the result, the message, the confirmation and where to go next.
 */
final class Estimate_Schema_Test extends Test_Case {

	/**
	 * The fields, in order, and the name; an answer validates, with or without a page to go to.
	 */
	public function test_the_shape(): void {
		$schema = ( new Estimate_Schema() )->get_item_schema();
		$this->assertSame( 'boudoir-estimate', $schema['title'] );
		$this->assertSame( array( 'result', 'message', 'template', 'redirect' ), array_keys( $schema['properties'] ) );
		$answer = array(
			'result'   => true,
			'message'  => 'Your estimate request was sent.',
			'template' => '<p>Thank you.</p>',
			'redirect' => null,
		);
		$this->assertTrue( rest_validate_value_from_schema( $answer, $schema ) );
		$this->assertTrue( rest_validate_value_from_schema( array( 'redirect' => 'https://example.org/thanks/' ) + $answer, $schema ) );
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( array( 'template' => array() ) + $answer, $schema ) );
	}
}
