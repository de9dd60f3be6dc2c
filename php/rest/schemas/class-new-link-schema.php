<?php
/**
 * The JSON schema of the answer of a list's new share link.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{ result, message, previous_token, wishlist }`: the list with its new token, and the old one.
 */
final class New_Link_Schema extends Schema {

	/**
	 * The name.
	 */
	protected function title(): string {
		return 'wishlist-token';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function properties(): array {
		return array(
			'result'         => array( 'type' => 'boolean' ),
			'message'        => array( 'type' => 'string' ),
			'previous_token' => array( 'type' => 'string' ),
			'wishlist'       => ( new Wishlist_Schema() )->as_field(),
		);
	}
}
