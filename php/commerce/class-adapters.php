<?php
/**
 * The shop's adapters, one per concern, as detection chose them.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The adapters of one shop, all WooCommerce's or all stand-ins: only the plugin's frame holds the set;
 * each module is handed the one it needs.
 */
final class Adapters {

	/**
	 * Holds one adapter per concern.
	 *
	 * @param Catalogue          $catalogue   Products, variations and the shop's names for them.
	 * @param Shop_Pages         $pages       The shop's pages, URLs and the settings that shape them.
	 * @param Order_Attribution  $attribution Where shoppers come from, on orders and customers.
	 * @param Money              $money       The shop's currency and price format.
	 * @param Recurring_Schedule $schedule    How recurring jobs run: the shop's scheduler, or WP-Cron.
	 * @param Orders             $orders      The shop's orders' lines, and Boudoir's notes on them.
	 */
	public function __construct(
		public readonly Catalogue $catalogue,
		public readonly Shop_Pages $pages,
		public readonly Order_Attribution $attribution,
		public readonly Money $money,
		public readonly Recurring_Schedule $schedule,
		public readonly Orders $orders
	) {
	}

	/**
	 * WooCommerce's adapters (build them only once a supported WooCommerce is loaded).
	 */
	public static function woocommerce(): self {
		$money = new Woo_Money();
		return new self( new Woo_Catalogue( new Woo_Product_Reader( $money ) ), new Woo_Shop_Pages(), new Woo_Order_Attribution(), $money, new Woo_Action_Schedule(), new Woo_Orders() );
	}

	/**
	 * The stand-ins for when there is no supported shop.
	 */
	public static function none(): self {
		return new self( new No_Catalogue(), new No_Shop_Pages(), new No_Order_Attribution(), new No_Money(), new Cron_Schedule(), new No_Orders() );
	}
}
