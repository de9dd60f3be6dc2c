<?php
/**
 * Tests of Field_Error.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Field_Error;

/**
 * `400 boudoir_invalid_<field>`, naming the field as WordPress's schema errors do.
 */
final class Field_Error_Test extends Test_Case {

	/**
	 * The code names the field; the data has the status, the field's message, and what else was given.
	 */
	public function test_names_the_field(): void {
		$error = Field_Error::of( 'quantity', 'Too many.', array( 'max' => 3 ) );
		$this->assertSame( 'boudoir_invalid_quantity', $error->get_error_code() );
		$this->assertSame( 'Too many.', $error->get_error_message() );
		$this->assertSame(
			array(
				'status' => 400,
				'params' => array( 'quantity' => 'Too many.' ),
				'max'    => 3,
			),
			$error->get_error_data()
		);
		$this->assertSame( 400, Field_Error::of( 'title', 'Empty.', array( 'status' => 500 ) )->get_error_data()['status'], 'The status stays 400.' );
	}
}
