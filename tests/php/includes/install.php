<?php
/**
 * Installs WordPress into the test run's throwaway database, with Boudoir and the
 * WooCommerce double active (both required). No demo content: tests make their own.
 *
 * Run by the bootstrap in its own PHP process, like WordPress's own test suite,
 * because WP_INSTALLING changes how WordPress behaves for the rest of a process.
 * The database comes from the environment (BOUDOIR_DB, BOUDOIR_DB_NAME, BOUDOIR_SITE).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

define( 'WP_INSTALLING', true );

$_SERVER['HTTP_HOST']       = 'localhost';
$_SERVER['SERVER_NAME']     = 'localhost';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

/**
 * The welcome e-mail would land in the demo site's shared mail log (bin/wp/boudoir-dev.php).
 *
 * Pluggable: defined before wp-admin/includes/upgrade.php declares its own.
 */
function wp_new_blog_notification(): void {
}

require getenv( 'BOUDOIR_SITE' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( is_blog_installed() ) {
	fwrite( STDERR, 'The test database ' . DB_NAME . " is not empty; the bootstrap should have created it fresh.\n" );
	exit( 1 );
}

wp_install( 'Boudoir tests', 'admin', 'admin@boudoir.test', false, '', 'password' );

// The shop's URLs (docs/contract.md) are pretty permalinks; some REST and block tests will build them.
// Through WP_Rewrite, so the rules flushed below are built for this structure, not the default one.
$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
update_option( 'timezone_string', 'UTC' );

// WordPress's sample post, page and comment only get in the way of counting things.
foreach ( get_posts( array( 'post_type' => 'any', 'post_status' => 'any', 'numberposts' => -1 ) ) as $boudoir_sample ) {
	wp_delete_post( $boudoir_sample->ID, true );
}

$boudoir_active = array();
// The shop: WooCommerce itself where bin/site.mjs linked a release (BOUDOIR_WOOCOMMERCE_DIR), else the double.
$boudoir_shop = file_exists( WP_PLUGIN_DIR . '/woocommerce/woocommerce.php' ) ? 'woocommerce/woocommerce.php' : 'woocommerce-double/woocommerce-double.php';
foreach ( array( 'boudoir/boudoir.php', $boudoir_shop ) as $boudoir_plugin ) {
	// Both are required: a missing shop would let every suite that needs it skip.
	if ( ! file_exists( WP_PLUGIN_DIR . '/' . $boudoir_plugin ) ) {
		fwrite( STDERR, $boudoir_plugin . ' is not in ' . WP_PLUGIN_DIR . "; run `node bin/site.mjs prepare`.\n" );
		exit( 1 );
	}
	// The plugins are linked in: as for an active plugin, WordPress must map the link's real path
	// to its folder, or plugin_basename() misnames the activation hook (WooCommerce's installs its tables).
	wp_register_plugin_realpath( WP_PLUGIN_DIR . '/' . $boudoir_plugin );
	$boudoir_result = activate_plugin( $boudoir_plugin );
	if ( is_wp_error( $boudoir_result ) ) {
		fwrite( STDERR, $boudoir_plugin . ': ' . $boudoir_result->get_error_message() . "\n" );
		exit( 1 );
	}
	$boudoir_active[] = dirname( $boudoir_plugin );
}

flush_rewrite_rules( false );

echo 'WordPress ' . get_bloginfo( 'version' ) . ' with ' . implode( ', ', $boudoir_active ) . "\n";
