<?php
/**
 * Route 22: `POST /wishlists/<wishlist_id>/alerts`, save a list's or an item's alert choice.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Alerts\Subscriptions;
use Boudoir\Estimate\Rate_Limit;
use Boudoir\Rest\Args;
use Boudoir\Rest\Write_Permission;
use Boudoir\Wishlist\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Opts a list of the caller's, or one of its items, in or out of price-drop and back-in-stock
 * alerts (by id: its owner only). A guest gives the address to confirm (Alert_Preferences).
 */
final class Save_Alerts_Route extends Alerts_Route {

	/**
	 * The choice.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	protected function fields(): array {
		return array(
			'item_id'       => Args::id( __( 'One of the list\'s items; 0 or none: the list.', 'boudoir' ), false, 0 ) + array( 'default' => Subscriptions::WHOLE_LIST ),
			'price_drops'   => array(
				'description' => __( 'Tell when the price drops.', 'boudoir' ),
				'type'        => 'boolean',
				'default'     => false,
			),
			'back_in_stock' => array(
				'description' => __( 'Tell when it is back in stock.', 'boudoir' ),
				'type'        => 'boolean',
				'default'     => false,
			),
			'inherit'       => array(
				'description' => __( 'An item\'s: forget its own choice and follow the list\'s.', 'boudoir' ),
				'type'        => 'boolean',
				'default'     => false,
			),
			'email'         => array(
				'description' => __( 'A guest\'s address for the alerts; she confirms it from the e-mail sent to it.', 'boudoir' ),
				'type'        => 'string',
				'format'      => 'email',
				'maxLength'   => 100,
			),
			'page'          => array(
				'description' => __( 'The page the choice is made on, kept with the consent.', 'boudoir' ),
				'type'        => 'string',
				'maxLength'   => 2000,
				'default'     => '',
			),
		);
	}

	/**
	 * Saves the choice: `{ result, message, alerts }`.
	 *
	 * @param Wishlist         $wishlist The caller's list.
	 * @param \WP_REST_Request $request  The request.
	 * @return array<string,mixed>|\WP_Error
	 */
	protected function change( Wishlist $wishlist, \WP_REST_Request $request ): array|\WP_Error {
		$item_id = (int) $request['item_id'];
		if ( Subscriptions::WHOLE_LIST !== $item_id ) {
			$owned = $this->access->owned_item( $item_id, $wishlist );
			if ( is_wp_error( $owned ) ) {
				return $owned;
			}
		}
		$page    = esc_url_raw( (string) $request['page'] );
		$message = $this->preferences->save(
			$wishlist,
			$item_id,
			(bool) $request['price_drops'],
			(bool) $request['back_in_stock'],
			(bool) $request['inherit'],
			null === $request['email'] ? null : sanitize_email( (string) $request['email'] ),
			'' === $page ? (string) wp_get_referer() : $page,
			Rate_Limit::network( Write_Permission::client_ip() ),
			time()
		);
		if ( is_wp_error( $message ) ) {
			return $message;
		}
		return array(
			'result'  => true,
			'message' => $message,
			'alerts'  => $this->preferences->state( $wishlist ),
		);
	}
}
