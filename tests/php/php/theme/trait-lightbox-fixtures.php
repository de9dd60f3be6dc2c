<?php
/**
 * What the lightbox's tests share: an image attachment of a known size.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

/**
 * Fixtures of the lightbox's tests.
 */
trait Lightbox_Fixtures {

	/**
	 * An image attachment of 1200 × 900 with a 300 × 225 size (no file needed).
	 *
	 * @param string $file Its file name under uploads.
	 */
	private function image( string $file = 'robe.jpg' ): int {
		return self::sized_image( $file, array( 1200, 900 ), 'medium', array( 300, 225 ) );
	}
}
