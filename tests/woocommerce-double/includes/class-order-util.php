<?php
/**
 * OrderUtil: which order storage is in use.
 *
 * WooCommerce: src/Utilities/OrderUtil.php, OrderUtil::custom_orders_table_usage_is_enabled(),
 * which asks src/Internal/DataStores/Orders/CustomOrdersTableController.php (9.0–10.0): the option
 * `woocommerce_custom_orders_table_enabled` is `yes` (HPOS: orders in the custom order tables);
 * anything else, missing included, means posts storage.
 *
 * The double's simplification: it only reports the option. Its orders stay in posts storage
 * whatever the option says (it has no custom order tables), so code and tests must read and
 * write orders through WC_Order and wc_get_order(), never as posts, to hold on WooCommerce itself.
 *
 * @package WooCommerce_Double
 */

namespace Automattic\WooCommerce\Utilities;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's OrderUtil (the part the double needs).
 */
final class OrderUtil {

	/**
	 * Whether the custom order tables (HPOS) hold the orders.
	 *
	 * @return bool
	 */
	public static function custom_orders_table_usage_is_enabled(): bool {
		return 'yes' === get_option( 'woocommerce_custom_orders_table_enabled' );
	}
}
