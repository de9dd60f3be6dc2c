<?php
/**
 * What routes 13 and 14 share: moving or copying an item to another list of the caller's.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Rest\Args;
use Boudoir\Rest\Write_Route;
use Boudoir\Wishlist\Field_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Moves or copies an item of a source list of the caller's (by token) to another of theirs, or to a new one.
 *
 * Error answers of the handler carry `result` and `user_wishlists` like add's (Answers::error_with_lists()).
 */
abstract class Transfer_Item_Route extends Write_Route {

	/**
	 * Whether the item stays on the source list (copy) or leaves it (move).
	 */
	abstract protected function keep_source(): bool;

	/**
	 * The fields.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array(
			'wishlist_token'             => Args::token( __( 'The source list\'s share token.', 'boudoir' ), true ),
			'destination_wishlist_token' => Args::token( __( 'The destination list\'s share token, or "new".', 'boudoir' ), true, true ),
			'item_id'                    => Args::id( __( 'The item.', 'boudoir' ), true ),
			'wishlist_name'              => Args::name( __( 'The new list\'s name, with "new".', 'boudoir' ), false ),
			'wishlist_visibility'        => Args::privacy( __( 'Who may read the new list, with "new".', 'boudoir' ), false ),
		);
	}

	/**
	 * Moves or copies the item: `{ result, message, item, wishlist, user_wishlists }`, `wishlist` being the destination.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		$keep_source = $this->keep_source();
		$source      = $this->access->writable_by_token( $request['wishlist_token'] );
		if ( is_wp_error( $source ) ) {
			return $this->answers->error_with_lists( $source );
		}
		$owned = $this->access->owned_item( (int) $request['item_id'], $source );
		if ( is_wp_error( $owned ) ) {
			return $this->answers->error_with_lists( $owned );
		}
		$item        = $owned[1];
		$destination = (string) $request['destination_wishlist_token'];
		if ( $destination === $source->token ) {
			return $this->answers->error_with_lists( Field_Error::of( 'destination_wishlist_token', __( 'Please choose another wishlist.', 'boudoir' ) ) );
		}
		$target = 'new' === $destination
			? $this->service->create_named( $request['wishlist_name'], $request['wishlist_visibility'] )
			: $this->access->writable_by_token( $destination );
		if ( is_wp_error( $target ) ) {
			return $this->answers->error_with_lists( $target );
		}
		$moved = $this->service->transfer( $item, $target, $keep_source );
		if ( is_wp_error( $moved ) ) {
			return $this->answers->error_with_lists( $moved );
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
				'item'           => $this->answers->item( $moved->item ),
				'wishlist'       => $this->answers->wishlist( $target ),
				'user_wishlists' => $this->answers->user_wishlists(),
			)
		);
	}
}
