<?php
/**
 * Route 4: `POST /wishlists/<wishlist_id>/title`, save title.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Route;
use Boudoir\Rest\Shapes;

defined( 'ABSPATH' ) || exit;

/**
 * Renames a list of the caller's (by id: its owner only).
 */
final class Save_Title_Route extends Route {

	/**
	 * The path.
	 */
	public function path(): string {
		return '/wishlists/(?P<wishlist_id>\d{1,19})/title';
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
			'title'       => self::name_arg( __( 'The list\'s new name.', 'boudoir' ), true ),
		);
	}

	/**
	 * The answer: `{ result, message, wishlist }`.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return self::answer_schema(
			'wishlist-title',
			array(
				'result'   => array( 'type' => 'boolean' ),
				'message'  => array( 'type' => 'string' ),
				'wishlist' => self::field_schema( Shapes::wishlist_schema() ),
			)
		);
	}

	/**
	 * Renames the list.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->owned_list_by_id( $request['wishlist_id'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$title = self::clean_name( $request['title'] );
		if ( '' === $title ) {
			return self::invalid( 'title', __( 'Please enter a title for the wishlist.', 'boudoir' ) );
		}
		$list = $this->service()->rename( $list, $title );
		return new \WP_REST_Response(
			array(
				'result'   => true,
				'message'  => __( 'The wishlist has been renamed.', 'boudoir' ),
				'wishlist' => $this->wishlist_json( $list ),
			)
		);
	}
}
