<?php
/**
 * REST route: add a wishlist item to the cart.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Commerce\No_Commerce;
use Boudoir\Commerce\Woo_Commerce;
use Boudoir\Settings;
use Boudoir\Wishlist\Item_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /boudoir/v1/wishlists/<token>/items/<item_id>/add-to-cart`.
 *
 * Adds the item's exact product and variation through the shop adapter, then takes it
 * off the list when the remove-after-add setting is on and the caller owns the list (SPEC §4).
 */
final class Cart_Controller extends Controller {

	/**
	 * Registers the route (the rest_api_init action).
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/wishlists/(?P<token>[A-Za-z0-9_-]+)/items/(?P<item_id>\d+)/add-to-cart',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'add_to_cart' ),
				'permission_callback' => array( $this, 'write_permission' ),
				'args'                => array(
					'token'    => array(
						'description' => __( 'The wishlist’s share token.', 'boudoir' ),
						'type'        => 'string',
					),
					'item_id'  => array(
						'description' => __( 'The wishlist item.', 'boudoir' ),
						'type'        => 'integer',
					),
					'quantity' => array(
						'description' => __( 'How many to add; the item’s quantity by default.', 'boudoir' ),
						'type'        => array( 'integer', 'string' ),
					),
				),
			)
		);
	}

	/**
	 * Adds the item to the cart; never redirects (the shop's cart redirect is overridden for this call).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function add_to_cart( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->readable_list( $request['token'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		// Never trusted from its id alone: it must be on the list the token names.
		$item = $this->wishlists()->items()->get( (int) $request['item_id'] );
		if ( null === $item || $item->wishlist_id !== $list->id ) {
			return self::item_not_found();
		}

		$quantity = $item->quantity;
		if ( null !== $request['quantity'] && '' !== $request['quantity'] ) {
			$asked = $request['quantity'];
			if ( ! is_numeric( $asked ) || (string) (int) $asked !== (string) $asked || (int) $asked < 1 || (int) $asked > Item_Repository::MAX_QUANTITY ) {
				return self::invalid(
					'quantity',
					/* translators: %d: the largest quantity allowed. */
					sprintf( __( 'Please choose a quantity between 1 and %d.', 'boudoir' ), Item_Repository::MAX_QUANTITY ),
					array( 'max' => Item_Repository::MAX_QUANTITY )
				);
			}
			$quantity = (int) $asked;
		}

		// The exact variation saved on the list, never one matched again from attributes.
		$commerce = $this->commerce();
		$added    = $commerce->add_to_cart( $item->product_id, $quantity, $item->variation_id );
		if ( is_wp_error( $added ) ) {
			return self::cart_error( $added );
		}

		$removed = false;
		if ( Settings::remove_after_add() && $list->is_owned_by( $this->wishlists()->reading_owner() ) ) {
			$removed = $this->wishlists()->items()->remove( $list->id, $item->id );
		}

		$product = $commerce->find_product( $item->variation_id > 0 ? $item->variation_id : $item->product_id );
		return new \WP_REST_Response(
			array(
				'result'              => true,
				'message'             => null === $product
					? __( 'The product has been added to your cart.', 'boudoir' )
					/* translators: %s: a product's name. */
					: sprintf( __( '“%s” has been added to your cart.', 'boudoir' ), $product->name ),
				'removed'             => $removed,
				'cart_url'            => $commerce->cart_url(),
				// SPEC §4: the shop's cart redirect is overridden here, the wishlist stays on screen.
				'redirect'            => null,
				'redirect_overridden' => $commerce->redirects_to_cart_after_add(),
				'cart_item_key'       => $added->cart_item_key,
				'quantity'            => $added->quantity,
				'line_quantity'       => $added->line_quantity,
				'variation_id'        => $added->variation_id,
			),
			200
		);
	}

	/**
	 * The adapter's error as the route's: boudoir_* codes, 400 for the request, 409 for the product's state.
	 *
	 * @param \WP_Error $error From Commerce::add_to_cart().
	 */
	private static function cart_error( \WP_Error $error ): \WP_Error {
		switch ( $error->get_error_code() ) {
			case Woo_Commerce::INVALID_QUANTITY:
				return new \WP_Error( 'boudoir_invalid_quantity', __( 'Choose a quantity of at least 1.', 'boudoir' ), array( 'status' => 400 ) );
			case Woo_Commerce::INVALID_PRODUCT:
				return new \WP_Error( 'boudoir_product_unavailable', __( 'This product is no longer available.', 'boudoir' ), array( 'status' => 409 ) );
			case Woo_Commerce::NO_MATCHING_VARIATION:
				return new \WP_Error( 'boudoir_variation_unavailable', __( 'This combination of options is no longer available.', 'boudoir' ), array( 'status' => 409 ) );
			case Woo_Commerce::NO_CART:
			case No_Commerce::INACTIVE:
				return new \WP_Error( 'boudoir_shop_unavailable', __( 'The shop is not available right now.', 'boudoir' ), array( 'status' => 503 ) );
			default:
				// The shop's own reason (out of stock, sold individually…), already in the shopper's language.
				$message = $error->get_error_message();
				return new \WP_Error( 'boudoir_not_added_to_cart', '' !== $message ? $message : __( 'This product could not be added to the cart.', 'boudoir' ), array( 'status' => 409 ) );
		}
	}
}
