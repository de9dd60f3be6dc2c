<?php
/**
 * WooCommerce's checkout and registration hooks, and the names order attribution travels
 * under: kept in the adapter layer so no other code names WooCommerce.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Where order attribution plugs into WooCommerce (docs: woocommerce-surfaces.md §5;
 * WooCommerce's OrderAttributionController and OrderAttributionBlocksController use the same).
 */
final class Checkout_Hooks {

	/** Classic checkout: inside the form, after the order notes (templates/checkout/form-checkout.php); passes the checkout. */
	public const CLASSIC_CHECKOUT_FORM = 'woocommerce_after_order_notes';

	/** My Account: inside the register form, before its button (templates/myaccount/form-login.php). */
	public const REGISTER_FORM = 'woocommerce_register_form';

	/** Classic checkout: the order was created from the posted form (WC_Checkout::create_order()); passes the order. */
	public const CHECKOUT_ORDER_CREATED = 'woocommerce_checkout_order_created';

	/** Block checkout: the Store API checkout route filled the order from the request; passes the order and the request. */
	public const STORE_API_UPDATE_ORDER = 'woocommerce_store_api_checkout_update_order_from_request';

	/** A shopper registered (wc_create_new_customer()); passes the user id, the user data and whether the password was generated. */
	public const CUSTOMER_CREATED = 'woocommerce_created_customer';

	/** Something was added to the cart (WC_Cart::add_to_cart(), and the Store API's add-item); passes the cart item's key, the product id, the quantity, the variation id, its attributes and the cart item data. */
	public const ADD_TO_CART = 'woocommerce_add_to_cart';

	/** An order's status changed (WC_Order::status_transition()); passes the order id, the old and the new status (without `wc-`) and the order. */
	public const ORDER_STATUS_CHANGED = 'woocommerce_order_status_changed';

	/** The block of the block checkout page. */
	public const CHECKOUT_BLOCK = 'woocommerce/checkout';

	/** WooCommerce's default prefix of its hidden attribution inputs (OrderAttributionMeta::set_field_prefix()). */
	public const ATTRIBUTION_INPUT_PREFIX = 'wc_order_attribution_';

	/** The prefix of sourcebuster.js's cookies (`sbjs_current`…), which WooCommerce's order attribution loads. */
	public const SOURCEBUSTER_COOKIE_PREFIX = 'sbjs_';

	/** The Store API checkout request's `extensions` key order attribution travels under. */
	public const ATTRIBUTION_EXTENSION = 'woocommerce/order-attribution';

	/** The Store API checkout's schema, the endpoint its extension data is registered for (CheckoutSchema::IDENTIFIER). */
	public const STORE_API_CHECKOUT_ENDPOINT = 'checkout';

	/**
	 * When extension data is registered with the Store API: WordPress's `rest_api_init`, before the Store API
	 * builds its routes' arguments from the registrations there (StoreApi::init(), RoutesController::register_all_routes(), priority 10).
	 * Not earlier: whether WooCommerce's own attribution registers the namespace is known once `init` ran.
	 */
	public const STORE_API_EXTEND = 'rest_api_init';

	/** The priority on STORE_API_EXTEND: before the Store API's routes (10). */
	public const STORE_API_EXTEND_PRIORITY = 5;
}
