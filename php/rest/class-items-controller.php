<?php
/**
 * The wishlist item routes: read, add, remove, quantity, sort, move, copy, delete, remove from all.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Wishlist\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * `/boudoir/v1/wishlists/<token>/items` and `/boudoir/v1/items…` (docs/rest-api.md, routes 8–16).
 */
final class Items_Controller extends Controller {

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/wishlists/(?P<wishlist_token>' . self::TOKEN_PATTERN . ')/items',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					// Public: the handler answers 404 for private lists of others, and a token only grants read.
					'permission_callback' => '__return_true',
					'args'                => array(
						'wishlist_token' => self::token_arg( __( 'The list\'s share token.', 'boudoir' ), true ),
					) + self::paging_args(),
				),
				// The answer's shape (OPTIONS, the index with context=help).
				'schema' => array( Shapes::class, 'item_schema' ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/items/saved',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_saved' ),
				// Public: it answers only the caller's own items (none for an anonymous caller) and never starts a session.
				'permission_callback' => '__return_true',
				'args'                => array(),
			)
		);
		$this->write_route(
			'/items/add',
			'add',
			array(
				'add_to_wishlist'     => self::id_arg( __( 'The product or variation to add.', 'boudoir' ), true ),
				'variation_id'        => self::id_arg( __( 'The variation, or 0.', 'boudoir' ), false, 0 ),
				'product_type'        => array(
					'description' => __( 'The product\'s type as the page saw it (informative).', 'boudoir' ),
					'type'        => 'string',
					'maxLength'   => 20,
				),
				'quantity'            => self::quantity_arg( false ),
				'wishlist_id'         => array(
					'description' => __( 'A list of the caller\'s, "new" to create one, or 0 for the default list.', 'boudoir' ),
					'type'        => array( 'integer', 'string' ),
					'pattern'     => '^(new|\d{1,19})$',
					'minimum'     => 0,
				),
				'wishlist_name'       => self::name_arg( __( 'The new list\'s name, with "new".', 'boudoir' ), false ),
				'wishlist_visibility' => self::privacy_arg( __( 'Who may read the new list, with "new".', 'boudoir' ), false ),
			)
		);
		$this->write_route(
			'/items/remove',
			'remove',
			array(
				'remove_from_wishlist' => self::id_arg( __( 'The product to remove.', 'boudoir' ), true ),
				'variation_id'         => self::id_arg( __( 'Only this variation.', 'boudoir' ), false, 0 ),
				'wishlist_token'       => self::token_arg( __( 'The list\'s share token.', 'boudoir' ), false ),
				'wishlist_id'          => self::id_arg( __( 'The list, when no token is given.', 'boudoir' ), false ),
			)
		);
		$this->write_route(
			'/items/quantity',
			'update_quantity',
			array(
				'wishlist_token' => self::token_arg( __( 'The list\'s share token.', 'boudoir' ), true ),
				'item_id'        => self::id_arg( __( 'The item.', 'boudoir' ), false ),
				'product_id'     => self::id_arg( __( 'The product, when no item id is given.', 'boudoir' ), false ),
				'variation_id'   => self::id_arg( __( 'The variation, or 0.', 'boudoir' ), false, 0 ),
				'quantity'       => self::quantity_arg( true ),
			)
		);
		$this->write_route(
			'/items/sort',
			'sort',
			array(
				'wishlist_token' => self::token_arg( __( 'The list\'s share token.', 'boudoir' ), true ),
				'positions'      => array(
					'description' => __( 'The item ids of one page in their new order.', 'boudoir' ),
					'type'        => 'array',
					'items'       => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'maxItems'    => self::MAX_PER_PAGE * 10,
					'required'    => true,
				),
			) + self::paging_args( null )
		);
		$transfer_args = array(
			'wishlist_token'             => self::token_arg( __( 'The source list\'s share token.', 'boudoir' ), true ),
			'destination_wishlist_token' => self::token_arg( __( 'The destination list\'s share token, or "new".', 'boudoir' ), true, true ),
			'item_id'                    => self::id_arg( __( 'The item.', 'boudoir' ), true ),
			'wishlist_name'              => self::name_arg( __( 'The new list\'s name, with "new".', 'boudoir' ), false ),
			'wishlist_visibility'        => self::privacy_arg( __( 'Who may read the new list, with "new".', 'boudoir' ), false ),
		);
		$this->write_route( '/items/move', 'move', $transfer_args );
		$this->write_route( '/items/copy', 'copy', $transfer_args );
		register_rest_route(
			self::NAMESPACE,
			'/items/(?P<item_id>\d{1,19})',
			array(
				'methods'             => \WP_REST_Server::DELETABLE,
				'callback'            => array( $this, 'delete' ),
				'permission_callback' => array( $this, 'write_permission' ),
				'args'                => array( 'item_id' => self::id_arg( __( 'The item.', 'boudoir' ), true ) ),
			)
		);
		$this->write_route(
			'/items/remove-from-all',
			'remove_from_all',
			array(
				'prod_id'      => self::id_arg( __( 'The product to remove.', 'boudoir' ), true ),
				'variation_id' => self::id_arg( __( 'Only this variation.', 'boudoir' ), false, 0 ),
				'wishlist_id'  => self::id_arg( __( 'A list whose new state to answer.', 'boudoir' ), false ),
			)
		);
	}

	/**
	 * GET /wishlists/<token>/items: one page of a readable list, with paging headers.
	 *
	 * Queries: the list, all its rows (one query), the page's products in one batch.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->readable_list( $request['wishlist_token'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$items    = $this->wishlists()->items()->for_wishlist( $list->id );
		$response = new \WP_REST_Response( $this->shapes()->items( array_slice( $items, ( $page - 1 ) * $per_page, $per_page ) ) );
		self::paging_headers( $response, $request, self::NAMESPACE . '/wishlists/' . $list->token . '/items', count( $items ), $page, $per_page );
		return $response;
	}

	/**
	 * GET /items/saved: the caller's saved products over all their lists, ids only; [] for an anonymous caller.
	 *
	 * One query; reads the session cookie but never sets one.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_saved( \WP_REST_Request $request ): \WP_REST_Response { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- the route callback's signature.
		$owner = $this->wishlists()->reading_owner();
		return new \WP_REST_Response( null === $owner ? array() : $this->wishlists()->items()->saved_by_owner( $owner ) );
	}

	/**
	 * POST /items/add: adds a product to a list of the caller's, to a new one, or to their default list.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function add( \WP_REST_Request $request ): \WP_REST_Response {
		$saveable = $this->saveable_product( (int) $request['add_to_wishlist'], (int) $request['variation_id'], (int) ( $request['quantity'] ?? 1 ), 'add_to_wishlist' );
		if ( is_wp_error( $saveable ) ) {
			return $this->result_error( $saveable );
		}
		$target = (string) ( $request['wishlist_id'] ?? '' );
		if ( 'new' === $target ) {
			// Creating starts the guest's session.
			$list = $this->create_list( $request['wishlist_name'], $request['wishlist_visibility'] );
		} elseif ( (int) $target > 0 ) {
			$list = $this->owned_list_by_id( $target );
		} else {
			$list = $this->service()->default_list();
		}
		if ( is_wp_error( $list ) ) {
			return $this->result_error( $list );
		}
		$added = $this->service()->add( $list, $saveable[0], $saveable[1], (int) ( $request['quantity'] ?? 1 ) );
		if ( is_wp_error( $added ) ) {
			return $this->result_error( $added );
		}
		$result = $added->result();
		return new \WP_REST_Response(
			array(
				'result'         => $result,
				'message'        => true === $result
					/* translators: %s: the wishlist's name. */
					? sprintf( __( 'Added to "%s".', 'boudoir' ), $list->name )
					/* translators: %s: the wishlist's name. */
					: sprintf( __( 'This product is already on "%s".', 'boudoir' ), $list->name ),
				'item'           => $this->shapes()->items( array( $added->item ) )[0],
				'wishlist'       => $this->wishlist_json( $list ),
				'user_wishlists' => $this->user_wishlists(),
			),
			true === $result ? 201 : 200
		);
	}

	/**
	 * POST /items/remove: takes a product (every variation of it, or one) off a list of the caller's.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function remove( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->list_from_token_or_id( $request );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$removed = $this->service()->remove_product( array( $list->id ), (int) $request['remove_from_wishlist'], self::only_variation( $request ) );
		return new \WP_REST_Response(
			array(
				'result'   => true,
				'removed'  => $removed,
				'message'  => $removed > 0 ? __( 'Removed from the wishlist.', 'boudoir' ) : __( 'This product was not on the wishlist.', 'boudoir' ),
				'wishlist' => $this->wishlist_json( $list ),
			)
		);
	}

	/**
	 * POST /items/quantity: changes an item's quantity, within what the shop sells at once.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_quantity( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->owned_list_by_token( $request['wishlist_token'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$item_id = (int) $request['item_id'];
		if ( $item_id <= 0 && (int) $request['product_id'] <= 0 ) {
			return self::invalid( 'item_id', __( 'Please say which item to change.', 'boudoir' ) );
		}
		if ( $item_id <= 0 ) {
			$found   = $this->wishlists()->items()->find( $list->id, (int) $request['product_id'], (int) $request['variation_id'] );
			$item_id = null === $found ? 0 : $found->id;
		}
		$owned = $this->owned_item( $item_id, $list );
		if ( is_wp_error( $owned ) ) {
			return $owned;
		}
		$item     = $owned[1];
		$quantity = (int) $request['quantity'];
		$error    = self::check_quantity( $this->commerce()->find_product( $item->variation_id > 0 ? $item->variation_id : $item->product_id ), $quantity );
		if ( null !== $error ) {
			return $error;
		}
		$item = $this->service()->set_quantity( $item, $quantity );
		return new \WP_REST_Response(
			array(
				'result' => true,
				'item'   => $this->shapes()->items( array( $item ) )[0],
			)
		);
	}

	/**
	 * POST /items/sort: puts one page of a list in a new order; the other pages keep their places.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function sort( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->owned_list_by_token( $request['wishlist_token'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$order = $this->service()->sort(
			$list,
			array_map( 'intval', (array) $request['positions'] ),
			(int) $request['page'],
			null === $request['per_page'] ? null : (int) $request['per_page']
		);
		if ( is_wp_error( $order ) ) {
			return $order;
		}
		return new \WP_REST_Response(
			array(
				'result'    => true,
				'positions' => $order,
			)
		);
	}

	/**
	 * POST /items/move: moves an item to another list of the caller's (or a new one).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function move( \WP_REST_Request $request ): \WP_REST_Response {
		return $this->transfer( $request, false );
	}

	/**
	 * POST /items/copy: copies an item to another list of the caller's (or a new one).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function copy( \WP_REST_Request $request ): \WP_REST_Response {
		return $this->transfer( $request, true );
	}

	/**
	 * DELETE /items/<id>: takes an item off its list, once its list is known to be the caller's.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function delete( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$owned = $this->owned_item( (int) $request['item_id'] );
		if ( is_wp_error( $owned ) ) {
			return $owned;
		}
		list( $list, $item ) = $owned;
		$this->service()->remove_item( $list, $item );
		return new \WP_REST_Response(
			array(
				'deleted'  => true,
				'item_id'  => $item->id,
				'message'  => __( 'Removed from the wishlist.', 'boudoir' ),
				'wishlist' => $this->wishlist_json( $list ),
			)
		);
	}

	/**
	 * POST /items/remove-from-all: takes a product off every list of the caller's (and only theirs).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function remove_from_all( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$shown = null;
		if ( null !== $request['wishlist_id'] ) {
			$shown = $this->owned_list_by_id( $request['wishlist_id'] );
			if ( is_wp_error( $shown ) ) {
				return $shown;
			}
		}
		$removed = $this->service()->remove_from_all( (int) $request['prod_id'], self::only_variation( $request ) );
		return new \WP_REST_Response(
			array(
				'result'         => true,
				'removed'        => $removed,
				'message'        => $removed > 0 ? __( 'Removed from all your wishlists.', 'boudoir' ) : __( 'This product was not on your wishlists.', 'boudoir' ),
				'wishlist'       => null === $shown ? null : $this->wishlist_json( $shown ),
				'user_wishlists' => $this->user_wishlists(),
			)
		);
	}

	/**
	 * Moves or copies an item; errors carry `result` and `user_wishlists` like add's.
	 *
	 * @param \WP_REST_Request $request     The request.
	 * @param bool             $keep_source True to copy.
	 */
	private function transfer( \WP_REST_Request $request, bool $keep_source ): \WP_REST_Response {
		$source = $this->owned_list_by_token( $request['wishlist_token'] );
		if ( is_wp_error( $source ) ) {
			return $this->result_error( $source );
		}
		$owned = $this->owned_item( (int) $request['item_id'], $source );
		if ( is_wp_error( $owned ) ) {
			return $this->result_error( $owned );
		}
		$item        = $owned[1];
		$destination = (string) $request['destination_wishlist_token'];
		if ( $destination === $source->token ) {
			return $this->result_error( self::invalid( 'destination_wishlist_token', __( 'Please choose another wishlist.', 'boudoir' ) ) );
		}
		$target = 'new' === $destination
			? $this->create_list( $request['wishlist_name'], $request['wishlist_visibility'] )
			: $this->owned_list_by_token( $destination );
		if ( is_wp_error( $target ) ) {
			return $this->result_error( $target );
		}
		$moved = $this->service()->transfer( $item, $target, $keep_source );
		if ( is_wp_error( $moved ) ) {
			return $this->result_error( $moved );
		}
		$result = $moved->result();
		if ( true === $result ) {
			$message = $keep_source
				/* translators: %s: the destination wishlist's name. */
				? sprintf( __( 'Copied to "%s".', 'boudoir' ), $target->name )
				/* translators: %s: the destination wishlist's name. */
				: sprintf( __( 'Moved to "%s".', 'boudoir' ), $target->name );
		} else {
			/* translators: %s: the destination wishlist's name. */
			$message = sprintf( __( 'This product is already on "%s".', 'boudoir' ), $target->name );
		}
		return new \WP_REST_Response(
			array(
				'result'         => $result,
				'message'        => $message,
				'item'           => $this->shapes()->items( array( $moved->item ) )[0],
				'wishlist'       => $this->wishlist_json( $target ),
				'user_wishlists' => $this->user_wishlists(),
			)
		);
	}

	/**
	 * A list of the caller's named by `wishlist_token` or `wishlist_id`.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return Wishlist|\WP_Error
	 */
	private function list_from_token_or_id( \WP_REST_Request $request ): Wishlist|\WP_Error {
		$token = $request['wishlist_token'];
		if ( is_string( $token ) && '' !== $token ) {
			return $this->owned_list_by_token( $token );
		}
		if ( (int) $request['wishlist_id'] > 0 ) {
			return $this->owned_list_by_id( $request['wishlist_id'] );
		}
		return self::invalid( 'wishlist_token', __( 'Please say which wishlist to change.', 'boudoir' ) );
	}

	/**
	 * The `variation_id` a removal is limited to, or null for every variation.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	private static function only_variation( \WP_REST_Request $request ): ?int {
		return null === $request['variation_id'] ? null : (int) $request['variation_id'];
	}

	/**
	 * Registers one POST write route.
	 *
	 * @param string                            $route  The path.
	 * @param string                            $method The handler.
	 * @param array<string,array<string,mixed>> $args   Its schema.
	 */
	private function write_route( string $route, string $method, array $args ): void {
		register_rest_route(
			self::NAMESPACE,
			$route,
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, $method ),
				'permission_callback' => array( $this, 'write_permission' ),
				'args'                => $args,
			)
		);
	}

	/**
	 * The quantity argument of the schema.
	 *
	 * @param bool $required Whether it must be sent.
	 * @return array<string,mixed>
	 */
	private static function quantity_arg( bool $required ): array {
		$arg = array(
			'description' => __( 'How many, at least 1.', 'boudoir' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'maximum'     => \Boudoir\Wishlist\Item_Repository::MAX_QUANTITY,
			'required'    => $required,
		);
		if ( ! $required ) {
			$arg['default'] = 1;
		}
		return $arg;
	}
}
