<?php
/**
 * Installs Boudoir's development site: WordPress itself, the demo accounts,
 * pretty permalinks, the plugins, then the demo content (when present).
 *
 * Run by `bin/site.mjs` with native PHP (`php install.php`) or inside
 * WordPress Playground; the database comes from the environment (wp-config.php).
 * Idempotent: a second run changes nothing that is already in place.
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

foreach ( array( 'boudoir/boudoir.php', 'woocommerce-double/woocommerce-double.php' ) as $boudoir_plugin ) {
	if ( file_exists( WP_PLUGIN_DIR . '/' . $boudoir_plugin ) && ! is_plugin_active( $boudoir_plugin ) ) {
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

// Demo content: each seed file is idempotent and runs in name order.
$boudoir_seeds = glob( __DIR__ . '/seed/*.php' ) ?: array();
sort( $boudoir_seeds );
// One transaction: SQLite would otherwise sync the file to disk after every single write.
$wpdb->query( 'START TRANSACTION' );
foreach ( $boudoir_seeds as $boudoir_seed ) {
	require $boudoir_seed;
}
$wpdb->query( 'COMMIT' );

flush_rewrite_rules( false );
echo "site ready\n";
