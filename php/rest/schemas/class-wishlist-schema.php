<?php
/**
 * The JSON schema of a wishlist as answered.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Schemas;

use Boudoir\Wishlist\Wishlist_Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * A list (Shapes::wishlist(); docs/rest-api.md, "Shapes"): the answer of the list routes and the
 * `wishlist` field of the writes; its short form is each entry of `user_wishlists` (summaries()).
 */
final class Wishlist_Schema extends Schema {

	/** The fields of a list in short (Shapes::user_wishlists()). */
	private const SUMMARY = array( 'id', 'token', 'wishlist_name', 'default', 'add_to_this_wishlist_url' );

	/**
	 * The name.
	 */
	protected function title(): string {
		return 'wishlist';
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function properties(): array {
		return array(
			'id'                       => array( 'type' => 'integer' ),
			'token'                    => array( 'type' => 'string' ),
			'wishlist_name'            => array( 'type' => 'string' ),
			'slug'                     => array( 'type' => 'string' ),
			'privacy'                  => array(
				'type' => 'string',
				'enum' => Wishlist_Privacy::all(),
			),
			'default'                  => array( 'type' => 'boolean' ),
			'item_count'               => array( 'type' => 'integer' ),
			'price_drop_count'         => array( 'type' => array( 'integer', 'null' ) ),
			'add_to_this_wishlist_url' => array(
				'type'   => 'string',
				'format' => 'uri',
			),
			'share_url'                => array(
				'type'   => array( 'string', 'null' ),
				'format' => 'uri',
			),
			'is_user_owner'            => array( 'type' => 'boolean' ),
		);
	}

	/**
	 * The `user_wishlists` field: the caller's lists in short.
	 *
	 * @return array<string,mixed>
	 */
	public function summaries(): array {
		return array(
			'type'  => 'array',
			'items' => array(
				'type'       => 'object',
				'properties' => array_intersect_key( $this->properties(), array_flip( self::SUMMARY ) ),
			),
		);
	}
}
