<?php
/**
 * Tests of Boudoir\Commerce\Feature_Compatibility.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Automattic\WooCommerce\Utilities\FeaturesUtil;

/**
 * WooCommerce lists Boudoir as compatible with its order tables (HPOS) and with the cart and
 * checkout blocks: without it, WooCommerce warns the shop owner and keeps HPOS from being turned on.
 */
final class Feature_Compatibility_Test extends Test_Case {

	/**
	 * Boudoir declared both on `before_woocommerce_init`, which ran while WordPress loaded.
	 */
	public function test_boudoir_is_compatible_with_order_tables_and_the_checkout_blocks(): void {
		$this->assertGreaterThan( 0, did_action( 'before_woocommerce_init' ) );
		foreach ( array( 'custom_order_tables', 'cart_checkout_blocks' ) as $feature ) {
			$plugins = FeaturesUtil::get_compatible_plugins_for_feature( $feature );
			$this->assertContains( 'boudoir/boudoir.php', $plugins['compatible'] ?? array(), $feature );
			$this->assertNotContains( 'boudoir/boudoir.php', $plugins['incompatible'] ?? array(), $feature );
		}
	}
}
