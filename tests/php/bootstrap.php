<?php
/**
 * PHPUnit bootstrap: installs WordPress into a throwaway database, loads it with
 * Boudoir active, and removes the database when the run ends.
 *
 * Environment:
 *   BOUDOIR_DB       sqlite (default) or mariadb
 *   BOUDOIR_DB_NAME  defaults to `phpunit_<pid>` (SQLite file) or `boudoir_phpunit_<pid>` (MariaDB);
 *                    the demo's `boudoir` and `boudoir_demo` are refused
 *   BOUDOIR_SITE     the WordPress folder, default .wp/wordpress in this checkout
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

require_once __DIR__ . '/includes/class-test-database.php';

$boudoir_repo    = dirname( __DIR__, 2 );
$boudoir_started = microtime( true );

try {
	$boudoir_database = Test_Database::from_environment( $boudoir_repo . '/.wp/wordpress' );
} catch ( \RuntimeException $boudoir_error ) {
	fwrite( STDERR, 'Boudoir tests: ' . $boudoir_error->getMessage() . "\n" );
	exit( 1 );
}

// wp-config.php reads these from the environment, in this process and in the installer's.
$boudoir_debug_log = sys_get_temp_dir() . '/boudoir-phpunit-' . $boudoir_database->engine . '-' . $boudoir_database->name . '.log';
$boudoir_env       = $boudoir_database->environment() + array( 'BOUDOIR_DEBUG_LOG' => $boudoir_debug_log );
foreach ( $boudoir_env as $boudoir_key => $boudoir_value ) {
	putenv( "{$boudoir_key}={$boudoir_value}" );
}
file_put_contents( $boudoir_debug_log, '' );

$boudoir_site = $boudoir_env['BOUDOIR_SITE'];
$boudoir_link = realpath( $boudoir_site . '/wp-content/plugins/boudoir' );
if ( realpath( $boudoir_repo ) !== $boudoir_link ) {
	fwrite( STDERR, "Boudoir tests: {$boudoir_site}/wp-content/plugins/boudoir is not this checkout ({$boudoir_repo}); run `node bin/site.mjs prepare`.\n" );
	exit( 1 );
}

$boudoir_installer = null;
$boudoir_cleanup   = static function () use ( $boudoir_database, $boudoir_debug_log, &$boudoir_installer ): void {
	// Interrupted while installing: the installer must not write on after the drop.
	if ( is_resource( $boudoir_installer ) ) {
		proc_terminate( $boudoir_installer, SIGKILL );
		proc_close( $boudoir_installer );
	}
	// WP_DEBUG_DISPLAY is off, so a fatal error would only be in the debug log.
	$fatal = error_get_last();
	if ( $fatal && in_array( $fatal['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR, E_RECOVERABLE_ERROR ), true ) ) {
		fwrite( STDERR, "\nPHP fatal error: {$fatal['message']} in {$fatal['file']}:{$fatal['line']}\n" );
	}
	if ( isset( $GLOBALS['wpdb'] ) && $GLOBALS['wpdb'] instanceof \wpdb ) {
		// MariaDB would wait on our own open transaction's metadata locks before dropping.
		$GLOBALS['wpdb']->close();
	}
	try {
		$boudoir_database->drop();
	} catch ( \RuntimeException $error ) {
		fwrite( STDERR, 'Boudoir tests: could not remove ' . $boudoir_database->label() . ': ' . $error->getMessage() . "\n" );
	}
	clearstatcache();
	if ( is_file( $boudoir_debug_log ) && filesize( $boudoir_debug_log ) > 0 ) {
		fwrite( STDERR, "\nWordPress logged PHP messages to {$boudoir_debug_log}\n" );
	} elseif ( is_file( $boudoir_debug_log ) ) {
		unlink( $boudoir_debug_log );
	}
};

try {
	$boudoir_database->create();
} catch ( \RuntimeException $boudoir_error ) {
	fwrite( STDERR, 'Boudoir tests: ' . $boudoir_error->getMessage() . "\n" );
	exit( 1 );
}

// Whatever ends the run removes the database. Registered again from the shutdown queue so
// it runs after WordPress's own `shutdown` hook, which may still need the database.
register_shutdown_function(
	static function () use ( $boudoir_cleanup ): void {
		register_shutdown_function( $boudoir_cleanup );
	}
);

// An interrupted run (Ctrl-C, timeout) too: exit() runs the shutdown functions.
if ( function_exists( 'pcntl_async_signals' ) ) {
	pcntl_async_signals( true );
	foreach ( array( SIGINT, SIGTERM, SIGHUP ) as $boudoir_signal ) {
		pcntl_signal(
			$boudoir_signal,
			static function ( int $signal ): void {
				exit( 128 + $signal );
			}
		);
	}
}

$boudoir_installer = proc_open(
	array( PHP_BINARY, '-d', 'memory_limit=512M', __DIR__ . '/includes/install.php' ),
	array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ),
	$boudoir_pipes
);
$boudoir_install_out = stream_get_contents( $boudoir_pipes[1] );
$boudoir_install_err = stream_get_contents( $boudoir_pipes[2] );
if ( 0 !== proc_close( $boudoir_installer ) ) {
	fwrite( STDERR, 'Boudoir tests: installing WordPress into ' . $boudoir_database->label() . " failed:\n{$boudoir_install_out}{$boudoir_install_err}\n" );
	exit( 1 );
}

// PHPUnit includes this file inside a method: WordPress's globals must be declared so.
global $wpdb, $current_site, $current_blog, $wp_rewrite, $shortcode_tags, $wp, $phpmailer, $wp_theme_directories;

$_SERVER['HTTP_HOST']       = 'localhost';
$_SERVER['SERVER_NAME']     = 'localhost';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['PHP_SELF']        = '/index.php';
$GLOBALS['PHP_SELF']        = '/index.php';

require_once __DIR__ . '/includes/class-test-case.php';
Test_Case::watch_boot();

require_once $boudoir_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

// The suites need the shop: without WooCommerce (or its double) they would have nothing to test, so the run stops.
if ( ! class_exists( 'WooCommerce' ) || ! function_exists( 'WC' ) || ! ( is_plugin_active( 'woocommerce-double/woocommerce-double.php' ) || is_plugin_active( 'woocommerce/woocommerce.php' ) ) ) {
	fwrite( STDERR, "Boudoir tests: neither WooCommerce nor its double (tests/woocommerce-double) is active on the test site; run `node bin/site.mjs prepare`.\n" );
	exit( 1 );
}

// Real WooCommerce finishes a new install on the first admin screen (WC_Install::newly_installed(),
// on admin_init): the block hooks' version, HPOS for a new store, the coming-soon option. Done now,
// as that first visit would, so every run starts from the same shop.
if ( 'yes' === get_option( 'woocommerce_newly_installed' ) ) {
	do_action( 'woocommerce_newly_installed' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own action.
	update_option( 'woocommerce_newly_installed', 'no' );
}

// A test run is no shopper's request. WooCommerce loads this process's customer as a visitor's
// and saves it to the session at `shutdown` (WooCommerce::initialize_cart()); by then the tests
// have replaced the session (null between tests), and WooCommerce itself would end the run with
// a fatal error before the database is removed. The tests' own requests save what they need.
if ( WC()->customer ) {
	remove_action( 'shutdown', array( WC()->customer, 'save' ), 10 );
}

Test_Case::isolate_side_effects();

printf(
	"%s on %s, installed in %.1f s (debug log: %s)\n\n",
	trim( $boudoir_install_out ),
	$boudoir_database->label(),
	microtime( true ) - $boudoir_started,
	$boudoir_debug_log
);
