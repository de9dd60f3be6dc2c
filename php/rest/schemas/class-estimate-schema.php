<?php
/**
 * The JSON schema of the answer of an estimate request.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{ result, message, template, redirect }`: the request sent, the confirmation shown in place
 * of the form, and where the shop sends the shopper next (null: nowhere).
 */
final class Estimate_Schema extends Schema {

	/**
	 * The name.
	 */
	protected function title(): string {
		return 'estimate';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function properties(): array {
		return array(
			'result'   => array( 'type' => 'boolean' ),
			'message'  => array( 'type' => 'string' ),
			'template' => array( 'type' => 'string' ),
			'redirect' => array( 'type' => array( 'string', 'null' ) ),
		);
	}
}
