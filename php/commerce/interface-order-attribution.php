<?php
/**
 * What Boudoir needs from the shop's orders to record where shoppers come from.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The shop's order attribution: its fields and cookies, its own tracking, and attribution stored on
 * orders and customers. Woo_Order_Attribution when WooCommerce 9.0+ runs, No_Order_Attribution otherwise.
 */
interface Order_Attribution {

	/**
	 * Where the shop's order-attribution script keeps each field in the shopper's cookies:
	 * field (`utm_source`, as WooCommerce names its order-attribution fields) → array( cookie name, key in
	 * the cookie's `key=value|||key=value` list ); empty without a shop (no script, no cookies).
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function attribution_cookie_fields(): array;

	/**
	 * Whether the shop tracks order attribution itself (WooCommerce's own order attribution, on by
	 * default since 8.5): Boudoir then defers to it, tracks nothing and only reads its cookies.
	 */
	public function own_attribution_active(): bool;

	/**
	 * Whether the shop's own order attribution may track the shopper now (its allow-tracking filter,
	 * which its consent integration answers); false when it is not active.
	 */
	public function own_attribution_allows_tracking(): bool;

	/**
	 * Lets the block checkout carry attribution values to the server: registers the Store API checkout's
	 * extension data under Checkout_Hooks::ATTRIBUTION_EXTENSION (each field a string or null), which the
	 * Store API drops unless registered. Nothing while the shop's own attribution is active: it registers
	 * that namespace itself. Call it on Checkout_Hooks::STORE_API_EXTEND, at STORE_API_EXTEND_PRIORITY.
	 *
	 * @return bool Whether the data was registered.
	 */
	public function accept_checkout_attribution(): bool;

	/**
	 * Stores attribution values on an order as the shop's own order attribution stores them
	 * (meta `_wc_order_attribution_{field}`), and saves them.
	 *
	 * @param object               $order  The order a checkout hook of the shop passed (see Checkout_Hooks).
	 * @param array<string,string> $values Field (`utm_source`, `device_type`…) → sanitized value.
	 * @return bool Whether it was an order of the shop and the values were stored.
	 */
	public function save_order_attribution( object $order, array $values ): bool;

	/**
	 * Stores attribution values on a customer as the shop stores them at registration (the same meta keys, on the user).
	 *
	 * @param int                  $customer_id The new customer's user id.
	 * @param array<string,string> $values      Field → sanitized value.
	 * @return list<string> The meta keys written (Customer_Attribution keeps them for the privacy tools and uninstall).
	 */
	public function save_customer_attribution( int $customer_id, array $values ): array;

	/**
	 * The attribution values stored on an order: field → value, in the shop's field order, device type last; empty when none.
	 *
	 * @param int $order_id The order.
	 * @return array<string,string>
	 */
	public function order_attribution( int $order_id ): array;

	/**
	 * Paid orders (WooCommerce's paid statuses) created in [$since, $until) whose order attribution's
	 * utm_campaign is $campaign, newest first, at most $limit; none when the range is empty or $limit < 1.
	 *
	 * @param string $campaign The utm_campaign value, compared as stored.
	 * @param int    $since    Unix time, inclusive.
	 * @param int    $until    Unix time, exclusive.
	 * @param int    $limit    How many at most.
	 * @return list<array{id:int,created:int,total:string,currency:string,product_ids:list<int>}> created: Unix
	 *         time; total: decimal string; product_ids: the parent product ids of its line items (variations →
	 *         their parent), unique.
	 */
	public function campaign_orders( string $campaign, int $since, int $until, int $limit = 500 ): array;

	/**
	 * The admin screens where an order is edited with the order storage in use (posts storage or custom
	 * order tables); empty without a shop.
	 *
	 * @return list<string>
	 */
	public function order_screen_ids(): array;

	/**
	 * The order id behind what an order screen hands its meta boxes (a post, or the shop's order object); 0 when none.
	 *
	 * @param mixed $post_or_order What `add_meta_boxes` passed.
	 */
	public function order_id( mixed $post_or_order ): int;
}
