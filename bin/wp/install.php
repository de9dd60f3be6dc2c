<?php
/**
 * Installs Boudoir's development site: WordPress itself, the demo accounts,
 * pretty permalinks, the plugins, then the demo content (when present).
 *
 * Run by `bin/site.mjs` with native PHP (`php install.php`) or inside
 * WordPress Playground; the database comes from the environment (wp-config.php).
 * Idempotent: a second run changes nothing that is already in place. The demo
 * content follows in a second process, bin/wp/seed.php, where WordPress loads as a
 * request does: the shop's own start-up (WooCommerce installs its tables on `init`)
 * has run before the seed writes a product.
 */

define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = $_SERVER['HTTP_HOST'] ?? 'localhost';
$_SERVER['REQUEST_URI'] = $_SERVER['REQUEST_URI'] ?? '/';

$boudoir_site = defined( 'BOUDOIR_SITE' ) ? BOUDOIR_SITE : ( getenv( 'BOUDOIR_SITE' ) ?: '/wordpress' );
require $boudoir_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_blog_installed() ) {
	wp_install( 'Boudoir', 'admin', 'admin@boudoir.test', true, '', 'password' );
	echo "installed WordPress\n";
}

update_option( 'blogdescription', 'Lingerie, made to be kept' );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'timezone_string', 'UTC' );
update_option( 'users_can_register', 1 );

// The shop: WooCommerce itself where bin/site.mjs linked a release (BOUDOIR_WOOCOMMERCE_DIR), else the double.
$boudoir_shop = file_exists( WP_PLUGIN_DIR . '/woocommerce/woocommerce.php' ) ? 'woocommerce/woocommerce.php' : 'woocommerce-double/woocommerce-double.php';
foreach ( array( 'boudoir/boudoir.php', $boudoir_shop ) as $boudoir_plugin ) {
	if ( file_exists( WP_PLUGIN_DIR . '/' . $boudoir_plugin ) && ! is_plugin_active( $boudoir_plugin ) ) {
		// The plugins are linked in: as for an active plugin, WordPress must map the link's real path
		// to its folder, or plugin_basename() misnames the activation hook (WooCommerce's installs its tables).
		wp_register_plugin_realpath( WP_PLUGIN_DIR . '/' . $boudoir_plugin );
		$boudoir_result = activate_plugin( $boudoir_plugin );
		if ( is_wp_error( $boudoir_result ) ) {
			fwrite( STDERR, $boudoir_plugin . ': ' . $boudoir_result->get_error_message() . "\n" );
			exit( 1 );
		}
		echo "activated {$boudoir_plugin}\n";
	}
}

// The demo accounts of docs/contract.md. "customer" exists once the shop is active.
$boudoir_role = wp_roles()->is_role( 'customer' ) ? 'customer' : 'subscriber';
foreach ( array( 'shopper', 'other' ) as $boudoir_login ) {
	$boudoir_user = get_user_by( 'login', $boudoir_login );
	if ( ! $boudoir_user ) {
		wp_insert_user(
			array(
				'user_login'   => $boudoir_login,
				'user_pass'    => 'password',
				'user_email'   => $boudoir_login . '@boudoir.test',
				'display_name' => ucfirst( $boudoir_login ),
				'role'         => $boudoir_role,
			)
		);
		echo "created user {$boudoir_login}\n";
	} elseif ( ! in_array( $boudoir_role, $boudoir_user->roles, true ) ) {
		$boudoir_user->set_role( $boudoir_role );
	}
}

flush_rewrite_rules( false );
echo "site installed\n";
