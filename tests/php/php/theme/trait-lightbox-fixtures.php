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
		$id = (int) wp_insert_attachment(
			array(
				'post_title'     => $file,
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2025/01/' . $file
		);
		update_post_meta( $id, '_wp_attached_file', '2025/01/' . $file );
		update_post_meta(
			$id,
			'_wp_attachment_metadata',
			array(
				'width'  => 1200,
				'height' => 900,
				'file'   => '2025/01/' . $file,
				'sizes'  => array(
					'medium' => array(
						'file'      => str_replace( '.jpg', '-300x225.jpg', $file ),
						'width'     => 300,
						'height'    => 225,
						'mime-type' => 'image/jpeg',
					),
				),
			)
		);
		return $id;
	}
}
