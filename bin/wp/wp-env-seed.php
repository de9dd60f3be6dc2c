<?php
/**
 * The demo seed on a wp-env site: runs bin/wp/install.php or bin/wp/seed.php inside the site,
 * for bin/wp-env-seed.mjs (the afterStart script of .wp-env.json).
 *
 * wp-env's Playground runtime has no `wp-env run` (no WP-CLI, no PHP on the host), so the
 * seed reaches the site the one way both runtimes share: a request. wp-env mounts the
 * repository as a plugin, so this file is served from the plugin's folder, beside the seed
 * it runs, which then finds its fixtures where it looks (the repository's tests/).
 *
 *   POST …/wp-content/plugins/<folder>/bin/wp/wp-env-seed.php?step=install|seed
 *   X-Boudoir-Seed-Token: the token bin/wp-env-seed.mjs wrote to .wp/wp-env-seed-token.php
 *
 * The token file exists only while the script seeds: without it, and without the same token,
 * this answers 403 and runs nothing. Two requests, as bin/site.mjs runs two processes:
 * install.php loads WordPress while installing (WP_INSTALLING: no plugin loaded yet), then
 * seed.php loads it as a request does, with the shop's own start-up done.
 *
 * @package Boudoir
 */

// phpcs:disable WordPress.Security.NonceVerification.Recommended -- not WordPress yet: the token below is the check.
$boudoir_seed_step = isset( $_GET['step'] ) && is_string( $_GET['step'] ) ? $_GET['step'] : '';
$boudoir_seed_file = array(
	'install' => 'install.php',
	'seed'    => 'seed.php',
)[ $boudoir_seed_step ] ?? '';
// phpcs:enable

$boudoir_seed_token_file = dirname( __DIR__, 2 ) . '/.wp/wp-env-seed-token.php';
$boudoir_seed_token      = is_readable( $boudoir_seed_token_file ) ? (string) require $boudoir_seed_token_file : '';
$boudoir_seed_given      = isset( $_SERVER['HTTP_X_BOUDOIR_SEED_TOKEN'] ) && is_string( $_SERVER['HTTP_X_BOUDOIR_SEED_TOKEN'] ) ? $_SERVER['HTTP_X_BOUDOIR_SEED_TOKEN'] : '';
$boudoir_seed_method     = isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? $_SERVER['REQUEST_METHOD'] : '';

if ( 'POST' !== $boudoir_seed_method || strlen( $boudoir_seed_token ) < 32 || ! hash_equals( $boudoir_seed_token, $boudoir_seed_given ) ) {
	http_response_code( 403 );
	exit;
}
if ( '' === $boudoir_seed_file ) {
	http_response_code( 400 );
	echo "step must be install or seed\n";
	exit;
}

// The site's root: the folder holding wp-load.php above the plugins folder (wp-env: /var/www/html or /wordpress).
$boudoir_seed_root = __DIR__;
while ( ! is_file( $boudoir_seed_root . '/wp-load.php' ) && dirname( $boudoir_seed_root ) !== $boudoir_seed_root ) {
	$boudoir_seed_root = dirname( $boudoir_seed_root );
}
define( 'BOUDOIR_SITE', $boudoir_seed_root );

// The seed draws the demo's pictures: longer and larger than a page view (as bin/lib/site.mjs gives the CLI).
set_time_limit( 0 );
ignore_user_abort( true );
ini_set( 'memory_limit', '512M' ); // phpcs:ignore WordPress.PHP.IniSet.memory_limit_Disallowed -- dev tooling only, never shipped.
header( 'Content-Type: text/plain; charset=utf-8' );

require __DIR__ . '/' . $boudoir_seed_file;
