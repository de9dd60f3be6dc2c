<?php
/**
 * Plugin Name: WooCommerce test double
 * Description: Test infrastructure only: reproduces WooCommerce's public surfaces (functions, classes, markup, Store API routes, headers and error codes) for Boudoir's tests and offline demo. Never install it on a shop.
 * Version: 9.4.0
 * Requires PHP: 8.1
 * Text Domain: woocommerce
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

// A real WooCommerce wins: the double never runs beside it.
if ( defined( 'WC_VERSION' ) || class_exists( 'WooCommerce', false ) ) {
	return;
}

define( 'WC_PLUGIN_FILE', __FILE__ );
define( 'WC_ABSPATH', __DIR__ . '/' );
define( 'WC_VERSION', '9.4.0' );
define( 'WC_DOUBLE', true );

require __DIR__ . '/includes/load.php';

// The plugin folder is usually a symlink into the repository: WordPress names the activation
// hook after the path under wp-content/plugins, not after the real path in __FILE__.
$wc_double_plugin_file = WP_PLUGIN_DIR . '/' . basename( __DIR__ ) . '/' . basename( __FILE__ );
register_activation_hook( realpath( $wc_double_plugin_file ) === realpath( __FILE__ ) ? $wc_double_plugin_file : __FILE__, array( 'WC_Install', 'install' ) );
unset( $wc_double_plugin_file );
// As WooCommerce's WC_Install::check_version(): a site that skipped activation installs on init.
add_action( 'init', array( 'WC_Install', 'check_version' ), 5 );

/**
 * The one WooCommerce instance, as in WooCommerce.
 *
 * @return WooCommerce
 */
function WC() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.FunctionNameInvalid
	return WooCommerce::instance();
}

$GLOBALS['woocommerce'] = WC();
