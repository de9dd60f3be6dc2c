<?php
/**
 * What Boudoir tells WooCommerce about the optional features it works with.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Boudoir's declared compatibility with WooCommerce's features (order tables, cart and checkout blocks).
 */
final class Feature_Compatibility {

	/**
	 * Tells WooCommerce which of its optional features Boudoir works with, on `before_woocommerce_init`
	 * (FeaturesUtil::declare_compatibility(), src/Utilities/FeaturesUtil.php, 9.0–10.0): its order tables
	 * (HPOS; Boudoir reads and writes orders through WC_Order only) and the cart and checkout blocks
	 * (Boudoir's attribution rides on the Store API checkout). Without it WooCommerce warns the shop
	 * owner that Boudoir is incompatible with HPOS and keeps it from turning HPOS on. Static: it must be
	 * hooked before WooCommerce's `init`, whichever adapter detection picks.
	 *
	 * @param string $plugin_file Boudoir's main file.
	 */
	public static function register( string $plugin_file ): void {
		add_action(
			'before_woocommerce_init',
			static function () use ( $plugin_file ): void {
				$features = '\Automattic\WooCommerce\Utilities\FeaturesUtil';
				if ( ! class_exists( $features ) ) {
					return;
				}
				foreach ( array( 'custom_order_tables', 'cart_checkout_blocks' ) as $feature ) {
					$features::declare_compatibility( $feature, $plugin_file, true );
				}
			}
		);
	}
}
