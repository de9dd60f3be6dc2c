<?php
/**
 * Order attribution when there is no shop.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Stands in when WooCommerce is missing or too old: no orders, no attribution script, nothing stored.
 */
final class No_Order_Attribution implements Order_Attribution {

	/**
	 * None: without the shop's script there are no attribution cookies.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function attribution_cookie_fields(): array {
		return array();
	}

	/**
	 * Never: there is no shop to track for.
	 */
	public function own_attribution_active(): bool {
		return false;
	}

	/**
	 * Never.
	 */
	public function own_attribution_allows_tracking(): bool {
		return false;
	}

	/**
	 * Never: there is no checkout.
	 */
	public function accept_checkout_attribution(): bool {
		return false;
	}

	/**
	 * Stores nothing.
	 *
	 * @param object               $order  Ignored.
	 * @param array<string,string> $values Ignored.
	 */
	public function save_order_attribution( object $order, array $values ): bool { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- the interface's signature.
		return false;
	}

	/**
	 * Stores nothing.
	 *
	 * @param int                  $customer_id Ignored.
	 * @param array<string,string> $values      Ignored.
	 * @return list<string> None.
	 */
	public function save_customer_attribution( int $customer_id, array $values ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- the interface's signature.
		return array();
	}

	/**
	 * Always empty.
	 *
	 * @param int $order_id Ignored.
	 * @return array<string,string>
	 */
	public function order_attribution( int $order_id ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- the interface's signature.
		return array();
	}

	/**
	 * None: there are no orders.
	 *
	 * @param string $campaign Ignored.
	 * @param int    $since    Ignored.
	 * @param int    $until    Ignored.
	 * @param int    $limit    Ignored.
	 * @return list<array{id:int,created:int,total:string,currency:string,product_ids:list<int>}>
	 */
	public function campaign_orders( string $campaign, int $since, int $until, int $limit = 500 ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- the interface's signature.
		return array();
	}

	/**
	 * None.
	 *
	 * @return list<string>
	 */
	public function order_screen_ids(): array {
		return array();
	}

	/**
	 * Always 0.
	 *
	 * @param mixed $post_or_order Ignored.
	 */
	public function order_id( mixed $post_or_order ): int { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- the interface's signature.
		return 0;
	}
}
