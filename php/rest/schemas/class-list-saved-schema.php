<?php
/**
 * The JSON schema of the answer of a list's new title or privacy.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{ result, message, wishlist }`: the list as saved.
 */
final class List_Saved_Schema extends Schema {

	/**
	 * The schema.
	 *
	 * @param string $title Its name, after `boudoir-`: which write answers it (`wishlist-title`, `wishlist-privacy`).
	 */
	public function __construct( private readonly string $title ) {
	}

	/**
	 * The name.
	 */
	protected function title(): string {
		return $this->title;
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
			'wishlist' => ( new Wishlist_Schema() )->as_field(),
		);
	}
}
