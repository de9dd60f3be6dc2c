<?php
/**
 * Route 19: `GET /items/saved`, the caller's saved products, ids only.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Route;

defined( 'ABSPATH' ) || exit;

/**
 * The caller's saved products over all their lists, ids only; [] for an anonymous caller.
 *
 * Public: it answers only the caller's own items. One query; reads the session cookie but never sets one.
 */
final class Saved_Items_Route extends Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/items/saved';
	}

	/**
	 * The method.
	 */
	public function methods(): string {
		return \WP_REST_Server::READABLE;
	}

	/**
	 * No fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array();
	}

	/**
	 * The answer: a list of `{ item_id, product_id, variation_id, variation, wishlist_id, wishlist_token }`.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return self::answer_schema(
			'saved-item',
			array(
				'item_id'        => array( 'type' => 'integer' ),
				'product_id'     => array( 'type' => 'integer' ),
				'variation_id'   => array( 'type' => 'integer' ),
				'variation'      => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'attribute' => array( 'type' => 'string' ),
							'value'     => array( 'type' => 'string' ),
						),
					),
				),
				'wishlist_id'    => array( 'type' => 'integer' ),
				'wishlist_token' => array( 'type' => 'string' ),
			)
		);
	}

	/**
	 * Answers the caller's saved items.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		$owner = $this->wishlists()->reading_owner();
		return new \WP_REST_Response( null === $owner ? array() : $this->wishlists()->items()->saved_by_owner( $owner ) );
	}
}
