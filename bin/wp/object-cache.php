<?php
/**
 * The development site's wp-content/object-cache.php: the Redis Object Cache plugin's
 * drop-in for the processes that ask for it, none for the others.
 *
 * One WordPress tree serves every site of this machine (the demo, the test lanes, the
 * bench), so the persistent object cache is chosen per process, by environment, as the
 * database is (bin/wp/wp-config.php.tpl); bin/lib/cluster.mjs sets these:
 *   BOUDOIR_CACHE           redis: load the drop-in (anything else: WordPress's own per-request cache)
 *   BOUDOIR_REDIS_PREFIX    the site's key prefix (WP_REDIS_PREFIX), so sites never share keys
 *   BOUDOIR_REDIS_HOST/PORT where Redis answers (127.0.0.1:6379)
 *   BOUDOIR_REDIS_DATABASE  Redis's database number (0)
 * Without BOUDOIR_CACHE=redis this file defines no wp_cache_init(), and WordPress
 * carries on with its in-memory cache (wp-includes/load.php: wp_start_object_cache()).
 *
 * @package Boudoir
 */

// The WP_REDIS_* constants are the Redis Object Cache plugin's own configuration names.
// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound
if ( 'redis' === getenv( 'BOUDOIR_CACHE' ) ) {
	$boudoir_redis_dropin = WP_CONTENT_DIR . '/plugins/redis-cache/includes/object-cache.php';
	if ( ! is_readable( $boudoir_redis_dropin ) ) {
		// A site asked for Redis must not silently run without it.
		trigger_error( 'BOUDOIR_CACHE=redis, but wp-content/plugins/redis-cache is missing (bin/lib/cluster.mjs installs it).', E_USER_ERROR ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_trigger_error
	}
	defined( 'WP_REDIS_HOST' ) || define( 'WP_REDIS_HOST', getenv( 'BOUDOIR_REDIS_HOST' ) ? getenv( 'BOUDOIR_REDIS_HOST' ) : '127.0.0.1' );
	defined( 'WP_REDIS_PORT' ) || define( 'WP_REDIS_PORT', (int) ( getenv( 'BOUDOIR_REDIS_PORT' ) ? getenv( 'BOUDOIR_REDIS_PORT' ) : 6379 ) );
	defined( 'WP_REDIS_DATABASE' ) || define( 'WP_REDIS_DATABASE', (int) getenv( 'BOUDOIR_REDIS_DATABASE' ) );
	defined( 'WP_REDIS_PREFIX' ) || define( 'WP_REDIS_PREFIX', getenv( 'BOUDOIR_REDIS_PREFIX' ) ? getenv( 'BOUDOIR_REDIS_PREFIX' ) : 'boudoir:' . DB_NAME . ':' );
	// wp_cache_flush() empties this site's keys only, never the other sites' in the same Redis.
	defined( 'WP_REDIS_SELECTIVE_FLUSH' ) || define( 'WP_REDIS_SELECTIVE_FLUSH', true );
	defined( 'WP_REDIS_CLIENT' ) || define( 'WP_REDIS_CLIENT', 'phpredis' );
	// A Redis that is down is an error here, not a quiet fall back to no cache.
	defined( 'WP_REDIS_GRACEFUL' ) || define( 'WP_REDIS_GRACEFUL', false );
	require_once $boudoir_redis_dropin;
	unset( $boudoir_redis_dropin );
}
// phpcs:enable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound
