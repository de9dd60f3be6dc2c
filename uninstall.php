<?php
/**
 * Deletes Boudoir's tables and options when the plugin is deleted, only if the shop opted in.
 *
 * The default keeps everything: deleting a plugin to reinstall it must not wipe
 * the shoppers' wishlists. Opt in with the option `boudoir_delete_data_on_uninstall` = `yes`;
 * on a network each site decides for its own data.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/php/wishlist/class-item-repository.php';
require_once __DIR__ . '/php/wishlist/class-wishlist-repository.php';
require_once __DIR__ . '/php/wishlist/class-expiry.php';
require_once __DIR__ . '/php/estimate/class-estimate-repository.php';

// A closure, not a named function: nothing is declared globally (and tests can include this file twice).
$boudoir_uninstall_site = static function (): void {
	global $wpdb;
	wp_clear_scheduled_hook( Boudoir\Wishlist\Expiry::HOOK );
	if ( 'yes' !== get_option( 'boudoir_delete_data_on_uninstall' ) ) {
		return;
	}
	// Table names from the repositories' own constants, with this site's prefix.
	foreach ( array( Boudoir\Wishlist\Item_Repository::TABLE, Boudoir\Wishlist\Wishlist_Repository::TABLE ) as $table ) {
		$wpdb->query( 'DROP TABLE IF EXISTS `' . esc_sql( $wpdb->prefix . $table ) . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.SchemaChange -- uninstalling.
	}
	// Estimates are posts of a type nothing registers once Boudoir is gone: delete them, meta included.
	$estimates = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", Boudoir\Estimate\Estimate_Repository::POST_TYPE ) );
	foreach ( $estimates as $estimate_id ) {
		wp_delete_post( (int) $estimate_id, true );
	}
	$options = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'boudoir_' ) . '%' ) );
	foreach ( $options as $option ) {
		delete_option( $option );
	}
};

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $boudoir_site_id ) {
		switch_to_blog( (int) $boudoir_site_id );
		$boudoir_uninstall_site();
		restore_current_blog();
	}
} else {
	$boudoir_uninstall_site();
}
