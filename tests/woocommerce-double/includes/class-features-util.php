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
		'custom_order_tables'  => array( 'enabled_by_default' => false ),
	);

	/**
	 * Declared compatibility, by feature: feature id => compatible|incompatible => plugin ids.
	 *
	 * @var array<string,array{compatible:list<string>,incompatible:list<string>}>
	 */
	private static array $compatibility = array();

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

	/**
	 * A plugin declares itself compatible (or not) with a feature (FeaturesController::declare_compatibility(),
	 * 9.0–10.0): only inside `before_woocommerce_init` (else "doing it wrong" and false), only for a known
	 * feature, by the plugin's id (plugin_basename() of its main file).
	 *
	 * @param string $feature_id             Unique feature id.
	 * @param string $plugin_file            The plugin's main file.
	 * @param bool   $positive_compatibility True: compatible; false: incompatible.
	 * @return bool Whether the declaration was taken.
	 * @throws \Exception When the plugin declared the opposite before, as WooCommerce throws.
	 */
	public static function declare_compatibility( string $feature_id, string $plugin_file, bool $positive_compatibility = true ): bool {
		if ( ! doing_action( 'before_woocommerce_init' ) ) {
			// As wc_doing_it_wrong() reports it. translators: 1: class::method 2: before_woocommerce_init.
			_doing_it_wrong( 'FeaturesController::declare_compatibility', sprintf( __( '%1$s should be called inside the %2$s action.', 'woocommerce' ), 'FeaturesController::declare_compatibility', 'before_woocommerce_init' ), '7.0' );
			return false;
		}
		if ( ! isset( self::FEATURES[ $feature_id ] ) ) {
			return false;
		}
		$plugin   = str_replace( '\\', '/', plugin_basename( $plugin_file ) );
		$key      = $positive_compatibility ? 'compatible' : 'incompatible';
		$opposite = $positive_compatibility ? 'incompatible' : 'compatible';
		self::$compatibility[ $feature_id ] ??= array(
			'compatible'   => array(),
			'incompatible' => array(),
		);
		if ( in_array( $plugin, self::$compatibility[ $feature_id ][ $opposite ], true ) ) {
			throw new \Exception( esc_html( "Plugin $plugin is trying to declare itself as $key with the '$feature_id' feature, but it already declared itself as $opposite" ) );
		}
		if ( ! in_array( $plugin, self::$compatibility[ $feature_id ][ $key ], true ) ) {
			self::$compatibility[ $feature_id ][ $key ][] = $plugin;
		}
		return true;
	}

	/**
	 * The plugins that declared themselves compatible or incompatible with a feature, and the active
	 * ones that declared nothing (FeaturesController::get_compatible_plugins_for_feature()).
	 *
	 * @param string $feature_id Unique feature id.
	 * @return array{compatible:list<string>,incompatible:list<string>,uncertain:list<string>}
	 */
	public static function get_compatible_plugins_for_feature( string $feature_id ): array {
		$declared = self::$compatibility[ $feature_id ] ?? array(
			'compatible'   => array(),
			'incompatible' => array(),
		);
		$active   = array_values( array_diff( (array) get_option( 'active_plugins', array() ), array( 'woocommerce-double/woocommerce-double.php' ) ) );
		return $declared + array( 'uncertain' => array_values( array_diff( $active, $declared['compatible'], $declared['incompatible'] ) ) );
	}
}
