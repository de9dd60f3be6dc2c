<?php
/**
 * Seeds the demo content into the installed development site (bin/wp/install.php ran
 * first), with WordPress and its active plugins loaded as for a request: the shop
 * (WooCommerce or the double) has run its own start-up, tables and all.
 *
 * Run by `bin/site.mjs` after install.php. Each seed file is idempotent and runs in
 * name order.
 */

$_SERVER['HTTP_HOST']   = $_SERVER['HTTP_HOST'] ?? 'localhost';
$_SERVER['REQUEST_URI'] = $_SERVER['REQUEST_URI'] ?? '/';

$boudoir_site = defined( 'BOUDOIR_SITE' ) ? BOUDOIR_SITE : ( getenv( 'BOUDOIR_SITE' ) ?: '/wordpress' );
require $boudoir_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

// Real WooCommerce finishes a new install on the first admin screen (WC_Install::newly_installed(),
// on admin_init): the block hooks' version, HPOS for a new store, the coming-soon option. Done now,
// as that first visit would, so every run starts from the same shop.
if ( 'yes' === get_option( 'woocommerce_newly_installed' ) ) {
	do_action( 'woocommerce_newly_installed' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own action.
	update_option( 'woocommerce_newly_installed', 'no' );
	// A new store starts "coming soon" from WooCommerce 9.x's Launch Your Store (10.0: for every new
	// store; shoppers then see a placeholder page): the demo shop is launched, as its owner would.
	if ( 'yes' === get_option( 'woocommerce_coming_soon' ) ) {
		update_option( 'woocommerce_coming_soon', 'no' );
	}
	// SQLite only: real WooCommerce's order tables (HPOS, on for a new store) send queries the SQLite
	// integration cannot run (an order's refunds, in every order e-mail: "datatype mismatch"), so
	// the SQLite sites keep orders as posts. MariaDB, production's database, keeps WooCommerce's
	// choice; the PHPUnit lanes test Boudoir's order code with both storages on both databases.
	if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE && class_exists( \Automattic\WooCommerce\Utilities\OrderUtil::class ) ) {
		update_option( 'woocommerce_custom_orders_table_enabled', 'no' );
	}
}

// Demo content: each seed file is idempotent and runs in name order.
$boudoir_seeds = glob( __DIR__ . '/seed/*.php' ) ?: array();
sort( $boudoir_seeds );
// One transaction: SQLite would otherwise sync the file to disk after every single write.
$wpdb->query( 'START TRANSACTION' );
try {
	foreach ( $boudoir_seeds as $boudoir_seed ) {
		require $boudoir_seed;
	}
} catch ( Throwable $boudoir_error ) {
	// Said here: WordPress Playground's PHP shows no uncaught error, only the exit status (255).
	fwrite( STDERR, 'seeding failed: ' . $boudoir_error->getMessage() . ' (' . $boudoir_error->getFile() . ':' . $boudoir_error->getLine() . ")\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- CLI output.
	$wpdb->query( 'ROLLBACK' );
	exit( 1 );
}
$wpdb->query( 'COMMIT' );

flush_rewrite_rules( false );
echo "site ready\n";
