<?php
/**
 * The development site's wp-content/object-cache.php: Boudoir's own Redis object cache
 * (bin/wp/redis-object-cache/) for the processes that ask for it, none for the others.
 *
 * One WordPress tree serves every site of this machine (the demo, the test lanes, the
 * bench), so the persistent object cache is chosen per process, by environment, as the
 * database is (bin/wp/wp-config.php.tpl); bin/lib/cluster.mjs sets these:
 *   BOUDOIR_CACHE           redis: load the drop-in (anything else: WordPress's own per-request cache)
 *   BOUDOIR_REDIS_PREFIX    the site's key prefix (default boudoir:<DB_NAME>:), so sites never share keys
 *   BOUDOIR_REDIS_HOST/PORT where Redis answers (127.0.0.1:6379)
 *   BOUDOIR_REDIS_DATABASE  Redis's database number (0)
 * Without BOUDOIR_CACHE=redis this file defines no wp_cache_init(), and WordPress
 * carries on with its in-memory cache (wp-includes/load.php: wp_start_object_cache()).
 * With it, a Redis that does not answer is a fatal error, never a quiet fall back to no cache.
 *
 * @package Boudoir
 */

if ( 'redis' === getenv( 'BOUDOIR_CACHE' ) ) {
	// __DIR__ is this file's real folder, also through wp-content's symbolic link.
	require_once __DIR__ . '/redis-object-cache/functions.php';
}
