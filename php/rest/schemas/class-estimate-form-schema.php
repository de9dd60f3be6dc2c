<?php
/**
 * The JSON schema of the answer of the estimate form's offer.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{ copy_to, name, email }`: what the estimate form offers the caller, each null for a guest.
 */
final class Estimate_Form_Schema extends Schema {

	/**
	 * The name.
	 */
	protected function title(): string {
		return 'estimate-form';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function properties(): array {
		return array(
			'copy_to' => array(
				'description' => __( 'Where a copy of the request goes: the signed-in shopper’s account e-mail, or null (guests get no copy).', 'boudoir' ),
				'type'        => array( 'string', 'null' ),
				'readonly'    => true,
			),
			'name'    => array(
				'description' => __( 'The name the form starts with: the signed-in shopper’s, or null.', 'boudoir' ),
				'type'        => array( 'string', 'null' ),
				'readonly'    => true,
			),
			'email'   => array(
				'description' => __( 'The e-mail address the form starts with: the signed-in shopper’s account e-mail, or null.', 'boudoir' ),
				'type'        => array( 'string', 'null' ),
				'readonly'    => true,
			),
		);
	}
}
