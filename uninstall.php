<?php
/**
 * Deletes Boudoir's tables and options when the plugin is deleted, only if the shop opted in.
 *
 * The default keeps everything: deleting a plugin to reinstall it must not wipe
 * the shoppers' wishlists. Opt in with the option Wishlist_Options::DELETE_ON_UNINSTALL = `yes`;
 * on a network each site decides for its own data. Either way Boudoir's cron events
 * and its transients (caches such as the estimate rate limit's windows) go.
 *
 * With the opt-in: the tables of Installer::TABLES, the estimates (posts and their
 * meta), every option under Options::PREFIX (`boudoir_*`), every `boudoir_*` term meta (the swatch colour
 * and image of attribute terms) and the user meta Boudoir wrote: the attribution values
 * saved on customers at registration, each key it noted (Customer_Attribution).
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

// Class definitions only (the plugin is not booted): the constants below name the tables, hooks and keys.
require_once __DIR__ . '/php/load.php';

// Closures, not named functions: nothing is declared globally (and tests can include this file twice).

/*
 * Deletes rows of an options-like table whose name starts with a prefix, through the API
 * that owns them so caches forget them too.
 */
$boudoir_delete_transients = static function ( string $table, string $column, callable $delete ): void {
	global $wpdb;
	$patterns = array( '_transient_boudoir_', '_transient_timeout_boudoir_', '_site_transient_boudoir_', '_site_transient_timeout_boudoir_' );
	foreach ( $patterns as $pattern ) {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- uninstalling: no API lists transients by prefix, and nothing is left to cache.
		$names = $wpdb->get_col( $wpdb->prepare( 'SELECT %i FROM %i WHERE %i LIKE %s', $column, $table, $column, $wpdb->esc_like( $pattern ) . '%' ) );
		foreach ( $names as $name ) {
			$delete( (string) $name );
		}
	}
};

$boudoir_uninstall_site = static function () use ( $boudoir_delete_transients ): void {
	global $wpdb;
	// Every event under Boudoir's prefix: the daily expiry, a pending follow-up, any later one.
	foreach ( _get_cron_array() as $boudoir_events ) {
		foreach ( array_keys( (array) $boudoir_events ) as $boudoir_hook ) {
			if ( str_starts_with( (string) $boudoir_hook, 'boudoir_' ) ) {
				wp_clear_scheduled_hook( (string) $boudoir_hook );
			}
		}
	}
	Boudoir\Wishlist\Expiry::unschedule();
	// Transients are caches: they go without the opt-in. With a persistent object cache they are not rows and expire there.
	$boudoir_delete_transients( $wpdb->options, 'option_name', 'delete_option' );
	// So are the cache tables (product views, when the site has no persistent object cache).
	foreach ( Boudoir\Installer::CACHE_TABLES as $table ) {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- uninstalling: dropping the plugin's own cache table.
		$wpdb->query( $wpdb->prepare( 'DROP TABLE IF EXISTS %i', $wpdb->prefix . $table ) );
	}
	if ( 'yes' !== get_option( Boudoir\Wishlist_Options::DELETE_ON_UNINSTALL ) ) {
		return;
	}
	// The installer's list of tables, with this site's prefix.
	foreach ( array_diff( Boudoir\Installer::TABLES, Boudoir\Installer::CACHE_TABLES ) as $table ) {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- uninstalling: dropping the plugin's own tables (a schema change, nothing to cache).
		$wpdb->query( $wpdb->prepare( 'DROP TABLE IF EXISTS %i', $wpdb->prefix . $table ) );
	}
	// Estimates are posts of a type nothing registers once Boudoir is gone: delete them, meta included.
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- uninstalling: the post type is no longer registered, so WP_Query cannot list it.
	$estimates = $wpdb->get_col( $wpdb->prepare( 'SELECT ID FROM %i WHERE post_type = %s', $wpdb->posts, Boudoir\Estimate\Estimate_Repository::POST_TYPE ) );
	foreach ( $estimates as $estimate_id ) {
		wp_delete_post( (int) $estimate_id, true );
	}
	// Term meta (the swatches' boudoir_swatch_color and boudoir_swatch_image, and any later boudoir_* key), from every term.
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- uninstalling: no API lists meta keys by prefix.
	$term_keys = $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT meta_key FROM %i WHERE meta_key LIKE %s', $wpdb->termmeta, $wpdb->esc_like( 'boudoir_' ) . '%' ) );
	foreach ( array_unique( array_merge( array( Boudoir\Swatches\Term_Meta::COLOR, Boudoir\Swatches\Term_Meta::IMAGE ), $term_keys ) ) as $key ) {
		delete_metadata( 'term', 0, (string) $key, '', true );
	}
	// The attribution values saved on customers, by the keys Boudoir noted on each (never WooCommerce's own).
	Boudoir\Attribution\Customer_Attribution::forget_all();
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- uninstalling: no API lists options by prefix.
	$options = $wpdb->get_col( $wpdb->prepare( 'SELECT option_name FROM %i WHERE option_name LIKE %s', $wpdb->options, $wpdb->esc_like( Boudoir\Options::PREFIX ) . '%' ) );
	foreach ( $options as $option ) {
		delete_option( $option );
	}
};

if ( is_multisite() ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $boudoir_site_id ) {
		switch_to_blog( (int) $boudoir_site_id );
		$boudoir_uninstall_site();
		restore_current_blog();
	}
	// A network's site transients live in its sitemeta.
	$boudoir_delete_transients(
		$GLOBALS['wpdb']->sitemeta,
		'meta_key',
		static function ( string $name ): void {
			delete_site_option( $name );
		}
	);
} else {
	$boudoir_uninstall_site();
}
