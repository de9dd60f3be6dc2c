<?php
/**
 * FeaturesUtil: whether a WooCommerce feature is enabled.
 *
 * WooCommerce: src/Utilities/FeaturesUtil.php, FeaturesUtil::feature_is_enabled(), which asks
 * src/Internal/Features/FeaturesController.php, FeaturesController::feature_is_enabled():
 * unknown features are off; a known one is on when its option
 * (`woocommerce_feature_{$feature_id}_enabled`) is `yes`, the option defaulting to the
 * feature's `enabled_by_default`. No filter applies.
 *
 * @package WooCommerce_Double
 */

namespace Automattic\WooCommerce\Utilities;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's FeaturesUtil (the part the double needs).
 */
class FeaturesUtil {

	/**
	 * The feature definitions the double knows (FeaturesController::init_feature_definitions()).
	 *
	 * @var array<string,array{enabled_by_default:bool}>
	 */
	private const FEATURES = array(
		'order_attribution'    => array( 'enabled_by_default' => true ),
		'cart_checkout_blocks' => array( 'enabled_by_default' => false ),
	);

	/**
	 * @param string $feature_id Unique feature id.
	 * @return bool
	 */
	public static function feature_is_enabled( string $feature_id ): bool {
		if ( ! isset( self::FEATURES[ $feature_id ] ) ) {
			return false;
		}
		$default_value = self::FEATURES[ $feature_id ]['enabled_by_default'] ? 'yes' : 'no';
		return 'yes' === get_option( 'woocommerce_feature_' . $feature_id . '_enabled', $default_value );
	}
}
