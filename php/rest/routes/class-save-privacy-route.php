<?php
/**
 * Route 5: `POST /wishlists/<wishlist_id>/privacy`, save privacy.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Route;
use Boudoir\Rest\Shapes;

defined( 'ABSPATH' ) || exit;

/**
 * Changes who may read a list of the caller's (by id: its owner only).
 */
final class Save_Privacy_Route extends Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/wishlists/(?P<wishlist_id>\d{1,19})/privacy';
	}

	/**
	 * The method.
	 */
	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array(
			'wishlist_id' => self::id_arg( __( 'The list.', 'boudoir' ), true ),
			'privacy'     => self::privacy_arg( __( 'Who may read the list.', 'boudoir' ), true ),
		);
	}

	/**
	 * The answer: `{ result, message, wishlist }`.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return self::answer_schema(
			'wishlist-privacy',
			array(
				'result'   => array( 'type' => 'boolean' ),
				'message'  => array( 'type' => 'string' ),
				'wishlist' => self::field_schema( Shapes::wishlist_schema() ),
			)
		);
	}

	/**
	 * Saves the privacy.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->owned_list_by_id( $request['wishlist_id'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$list = $this->service()->set_privacy( $list, (string) $request['privacy'] );
		return new \WP_REST_Response(
			array(
				'result'   => true,
				'message'  => __( 'The wishlist\'s privacy has been saved.', 'boudoir' ),
				'wishlist' => $this->wishlist_json( $list ),
			)
		);
	}
}
