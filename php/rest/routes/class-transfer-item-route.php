<?php
/**
 * What routes 13 and 14 share: moving or copying an item to another list of the caller's.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Route;

defined( 'ABSPATH' ) || exit;

/**
 * Moves or copies an item of a source list of the caller's (by token) to another of theirs, or to a new one.
 *
 * Error answers of the handler carry `result` and `user_wishlists` like add's (result_error()).
 */
abstract class Transfer_Item_Route extends Route {

	/**
	 * Whether the item stays on the source list (copy) or leaves it (move).
	 */
	abstract protected function keep_source(): bool;

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
			'wishlist_token'             => self::token_arg( __( 'The source list\'s share token.', 'boudoir' ), true ),
			'destination_wishlist_token' => self::token_arg( __( 'The destination list\'s share token, or "new".', 'boudoir' ), true, true ),
			'item_id'                    => self::id_arg( __( 'The item.', 'boudoir' ), true ),
			'wishlist_name'              => self::name_arg( __( 'The new list\'s name, with "new".', 'boudoir' ), false ),
			'wishlist_visibility'        => self::privacy_arg( __( 'Who may read the new list, with "new".', 'boudoir' ), false ),
		);
	}

	/**
	 * The answer: `{ result, message, item, wishlist, user_wishlists }`, `wishlist` being the destination.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema(): array {
		return self::item_result_schema( $this->keep_source() ? 'item-copied' : 'item-moved' );
	}

	/**
	 * Moves or copies the item.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		$keep_source = $this->keep_source();
		$source      = $this->owned_list_by_token( $request['wishlist_token'] );
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
			? $this->service()->create_named( $request['wishlist_name'], $request['wishlist_visibility'] )
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
}
