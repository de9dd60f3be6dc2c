<?php
/**
 * The JSON schema of the answer of the alert routes.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{ result, message, alerts }`: a list's alert choices (Alerts\Alert_Preferences::state()), and
 * what the write did in words ('' for a read).
 */
final class Alerts_Schema extends Schema {

	/**
	 * The name.
	 */
	protected function title(): string {
		return 'wishlist-alerts';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function properties(): array {
		$kinds = array(
			'type'       => 'object',
			'properties' => array(
				'price_drops'   => array( 'type' => 'boolean' ),
				'back_in_stock' => array( 'type' => 'boolean' ),
			),
		);
		return array(
			'result'  => array( 'type' => 'boolean' ),
			'message' => array( 'type' => 'string' ),
			'alerts'  => array(
				'type'       => 'object',
				'properties' => array(
					'wishlist_id' => array( 'type' => 'integer' ),
					'offered'     => array( 'description' => __( 'The kinds of alert the shop sends.', 'boudoir' ) ) + $kinds,
					'list'        => array( 'description' => __( 'The list\'s choice, its items\' default.', 'boudoir' ) ) + $kinds,
					'items'       => array(
						'description' => __( 'The items with a choice of their own.', 'boudoir' ),
						'type'        => 'array',
						'items'       => array(
							'type'       => 'object',
							'properties' => array( 'item_id' => array( 'type' => 'integer' ) ) + $kinds['properties'],
						),
					),
					'contact'     => array(
						'description' => __( 'Where the alerts go.', 'boudoir' ),
						'type'        => 'object',
						'properties'  => array(
							'status' => array(
								'type' => 'string',
								'enum' => array( 'account', 'confirmed', 'pending', 'none' ),
							),
							'email'  => array( 'type' => 'string' ),
						),
					),
				),
			),
		);
	}
}
