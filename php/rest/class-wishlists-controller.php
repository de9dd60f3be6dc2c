<?php
/**
 * The wishlist routes: list, create, read, title, privacy, delete, reload.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Wishlist\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * `/boudoir/v1/wishlists…` (docs/rest-api.md, routes 1–7).
 */
final class Wishlists_Controller extends Controller {

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/wishlists',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_mine' ),
					// Public: it only ever answers the caller's own lists (none for an anonymous caller).
					'permission_callback' => '__return_true',
					// A page holds every list under the default cap; api-fetch's per_page=-1 follows the Link header.
					'args'                => self::paging_args( self::MAX_PER_PAGE ),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create' ),
					'permission_callback' => array( $this, 'write_permission' ),
					'args'                => array(
						'wishlist_name'       => self::name_arg( __( 'The new list\'s name.', 'boudoir' ), true ),
						'wishlist_visibility' => self::privacy_arg( __( 'Who may read the list.', 'boudoir' ), false ),
					),
				),
				// The answer's shape (OPTIONS, the index with context=help).
				'schema' => array( Shapes::class, 'wishlist_schema' ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/wishlists/reload',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'reload' ),
				'permission_callback' => array( $this, 'write_permission' ),
				'args'                => array(
					'wishlist_token'  => self::token_arg( __( 'The list\'s share token.', 'boudoir' ), false ),
					'wishlist_id'     => self::id_arg( __( 'The list, when no token is given.', 'boudoir' ), false ),
					'add_to_wishlist' => self::id_arg( __( 'A product or variation to add first.', 'boudoir' ), false ),
					'variation_id'    => self::id_arg( __( 'The variation, or 0.', 'boudoir' ), false, 0 ),
					'product_type'    => array(
						'description' => __( 'The product\'s type as the page saw it (informative).', 'boudoir' ),
						'type'        => 'string',
						'maxLength'   => 20,
					),
					'pagination'      => array(
						'description' => __( 'Whether to answer one page (yes) or every item (no).', 'boudoir' ),
						'type'        => 'string',
						'enum'        => array( 'yes', 'no' ),
						'default'     => 'yes',
					),
				) + self::paging_args(),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/wishlists/(?P<wishlist_token>' . self::TOKEN_PATTERN . ')',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_one' ),
					// Public: the handler answers 404 for private lists of others, and a token only grants read.
					'permission_callback' => '__return_true',
					'args'                => array(
						'wishlist_token' => self::token_arg( __( 'The list\'s share token.', 'boudoir' ), true ),
					),
				),
				// The answer's shape (OPTIONS, the index with context=help).
				'schema' => array( Shapes::class, 'wishlist_schema' ),
			)
		);
		$id_arg = array( 'wishlist_id' => self::id_arg( __( 'The list.', 'boudoir' ), true ) );
		register_rest_route(
			self::NAMESPACE,
			'/wishlists/(?P<wishlist_id>\d{1,19})',
			array(
				'methods'             => \WP_REST_Server::DELETABLE,
				'callback'            => array( $this, 'delete' ),
				'permission_callback' => array( $this, 'write_permission' ),
				'args'                => $id_arg,
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/wishlists/(?P<wishlist_id>\d{1,19})/title',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'save_title' ),
				'permission_callback' => array( $this, 'write_permission' ),
				'args'                => $id_arg + array( 'title' => self::name_arg( __( 'The list\'s new name.', 'boudoir' ), true ) ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/wishlists/(?P<wishlist_id>\d{1,19})/privacy',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'save_privacy' ),
				'permission_callback' => array( $this, 'write_permission' ),
				'args'                => $id_arg + array( 'privacy' => self::privacy_arg( __( 'Who may read the list.', 'boudoir' ), true ) ),
			)
		);
	}

	/**
	 * GET /wishlists: one page of the caller's lists, with their item counts in one query and paging headers; never starts a session.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_mine( \WP_REST_Request $request ): \WP_REST_Response {
		$owner    = $this->wishlists()->reading_owner();
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$total    = null === $owner ? 0 : $this->wishlists()->lists()->count_for_owner( $owner );
		$lists    = null === $owner || 0 === $total ? array() : $this->wishlists()->lists()->page_for_owner( $owner, $page, $per_page );
		$counts   = $lists ? $this->wishlists()->items()->counts( array_map( static fn ( Wishlist $wishlist ): int => $wishlist->id, $lists ) ) : array();
		$response = new \WP_REST_Response(
			array_map( fn ( Wishlist $wishlist ): array => $this->shapes()->wishlist( $wishlist, $counts[ $wishlist->id ] ?? 0, $owner ), $lists )
		);
		self::paging_headers( $response, $request, self::NAMESPACE . '/wishlists', $total, $page, $per_page );
		return $response;
	}

	/**
	 * POST /wishlists: creates a list.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->create_list( $request['wishlist_name'], $request['wishlist_visibility'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		return new \WP_REST_Response( $this->wishlist_json( $list ), 201 );
	}

	/**
	 * GET /wishlists/<token>: one list, for its owner or, when shared or public, for the token's holder.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_one( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->readable_list( $request['wishlist_token'] );
		return is_wp_error( $list ) ? $list : new \WP_REST_Response( $this->wishlist_json( $list ) );
	}

	/**
	 * POST /wishlists/<id>/title: renames a list.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function save_title( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
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

	/**
	 * POST /wishlists/<id>/privacy: changes who may read a list.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function save_privacy( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
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

	/**
	 * DELETE /wishlists/<id>: deletes a list and its items.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function delete( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->owned_list_by_id( $request['wishlist_id'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$deleted = $this->service()->delete( $list );
		if ( is_wp_error( $deleted ) ) {
			return $deleted;
		}
		return new \WP_REST_Response(
			array(
				'deleted'        => true,
				'id'             => $list->id,
				'message'        => __( 'The wishlist has been deleted.', 'boudoir' ),
				'user_wishlists' => $this->user_wishlists(),
			)
		);
	}

	/**
	 * POST /wishlists/reload: adds a product to a list when asked, then answers the list and a page of its items (never HTML).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function reload( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$token = $request['wishlist_token'];
		$id    = (int) $request['wishlist_id'];
		if ( ( ! is_string( $token ) || '' === $token ) && $id <= 0 ) {
			return self::invalid( 'wishlist_token', __( 'Please say which wishlist to reload.', 'boudoir' ) );
		}
		$product = (int) $request['add_to_wishlist'];
		if ( ! is_string( $token ) || '' === $token ) {
			// By id: its owner only, like every route keyed by id.
			$list = $this->owned_list_by_id( $id );
		} else {
			$list = $product > 0 ? $this->owned_list_by_token( $token ) : $this->readable_list( $token );
		}
		if ( is_wp_error( $list ) ) {
			return $list;
		}

		$result  = null;
		$message = '';
		if ( $product > 0 ) {
			$saveable = $this->saveable_product( $product, (int) $request['variation_id'], 1, 'add_to_wishlist' );
			if ( is_wp_error( $saveable ) ) {
				return $saveable;
			}
			$added = $this->service()->add( $list, $saveable[0], $saveable[1] );
			if ( is_wp_error( $added ) ) {
				return $added;
			}
			$result  = $added->result();
			$message = true === $result ? __( 'Added to your wishlist.', 'boudoir' ) : __( 'This product is already on the wishlist.', 'boudoir' );
		}

		$items = $this->wishlists()->items()->for_wishlist( $list->id );
		$total = count( $items );
		$page  = (int) $request['page'];
		$size  = 'no' === $request['pagination'] ? max( 1, $total ) : (int) $request['per_page'];
		$shown = array_slice( $items, ( $page - 1 ) * $size, $size );

		$response = new \WP_REST_Response(
			array(
				'result'      => $result,
				'message'     => $message,
				'wishlist'    => $this->shapes()->wishlist( $list, $total, $this->wishlists()->reading_owner() ),
				'items'       => $this->shapes()->items( $shown ),
				'total'       => $total,
				'total_pages' => max( 1, (int) ceil( $total / $size ) ),
				'page'        => $page,
				'per_page'    => $size,
			)
		);
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) max( 1, (int) ceil( $total / $size ) ) );
		return $response;
	}
}
