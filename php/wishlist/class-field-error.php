<?php
/**
 * A refused field: the one error shape of a rule that a value breaks.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * `400 boudoir_invalid_<field>`, naming the field as WordPress's own schema errors do
 * (`data.params.<field>`), so a form can show the message beside the field.
 */
final class Field_Error {

	/**
	 * The error.
	 *
	 * @param string              $field   The field.
	 * @param string              $message Why, translated.
	 * @param array<string,mixed> $extra   More data (e.g. `max`).
	 */
	public static function of( string $field, string $message, array $extra = array() ): \WP_Error {
		return new \WP_Error(
			'boudoir_invalid_' . $field,
			$message,
			array(
				'status' => 400,
				'params' => array( $field => $message ),
			) + $extra
		);
	}
}
