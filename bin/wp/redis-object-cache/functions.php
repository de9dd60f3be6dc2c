<?php
/**
 * WordPress's object cache API (wp-includes/cache.php's functions, with the signatures of
 * WordPress 6.5 and later) over a Boudoir_Redis_Object_Cache in the global $wp_object_cache.
 *
 * Loaded by bin/wp/object-cache.php, the drop-in, only when the process asks for Redis;
 * WordPress then skips its own cache.php.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

// These are the functions WordPress asks a drop-in for, under WordPress's names and with its global.
// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedFunctionFound

require_once __DIR__ . '/class-boudoir-redis-object-cache.php';

/**
 * Starts the cache: connects to Redis as the environment says. A Redis that does not answer
 * stops the request with a fatal error naming it (an uncaught RuntimeException).
 */
function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = Boudoir_Redis_Object_Cache::from_environment(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the drop-in's one job is to set WordPress's cache.
}

/**
 * Stores a value unless its key has one (atomic across web nodes).
 *
 * @param int|string $key    The key.
 * @param mixed      $data   The value.
 * @param string     $group  The group.
 * @param int        $expire Seconds until it expires; 0: never.
 * @return bool Whether it was stored.
 */
function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	global $wp_object_cache;
	return $wp_object_cache->add( $key, $data, $group, (int) $expire );
}

/**
 * Stores values where their keys have none.
 *
 * @param array  $data   Key → value.
 * @param string $group  The group.
 * @param int    $expire Seconds until they expire; 0: never.
 * @return bool[] Key → whether it was stored.
 */
function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	global $wp_object_cache;
	return $wp_object_cache->add_multiple( $data, $group, (int) $expire );
}

/**
 * Stores a value only where its key has one.
 *
 * @param int|string $key    The key.
 * @param mixed      $data   The value.
 * @param string     $group  The group.
 * @param int        $expire Seconds until it expires; 0: never.
 * @return bool Whether it was stored.
 */
function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	global $wp_object_cache;
	return $wp_object_cache->replace( $key, $data, $group, (int) $expire );
}

/**
 * Stores a value.
 *
 * @param int|string $key    The key.
 * @param mixed      $data   The value.
 * @param string     $group  The group.
 * @param int        $expire Seconds until it expires; 0: never.
 * @return bool Whether it was stored.
 */
function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	global $wp_object_cache;
	return $wp_object_cache->set( $key, $data, $group, (int) $expire );
}

/**
 * Stores values.
 *
 * @param array  $data   Key → value.
 * @param string $group  The group.
 * @param int    $expire Seconds until they expire; 0: never.
 * @return bool[] Key → whether it was stored.
 */
function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	global $wp_object_cache;
	return $wp_object_cache->set_multiple( $data, $group, (int) $expire );
}

/**
 * A value.
 *
 * @param int|string $key   The key.
 * @param string     $group The group.
 * @param bool       $force Read Redis even when the request holds a copy.
 * @param bool       $found Set to whether the key has a value.
 * @return mixed The value, false when there is none.
 */
function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	global $wp_object_cache;
	return $wp_object_cache->get( $key, $group, $force, $found );
}

/**
 * Values.
 *
 * @param array  $keys  The keys.
 * @param string $group The group.
 * @param bool   $force Read Redis even for the keys the request holds.
 * @return array Key → value, false for a key without one.
 */
function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	global $wp_object_cache;
	return $wp_object_cache->get_multiple( $keys, $group, $force );
}

/**
 * Removes a value.
 *
 * @param int|string $key   The key.
 * @param string     $group The group.
 * @return bool Whether there was one.
 */
function wp_cache_delete( $key, $group = '' ) {
	global $wp_object_cache;
	return $wp_object_cache->delete( $key, $group );
}

/**
 * Removes values.
 *
 * @param array  $keys  The keys.
 * @param string $group The group.
 * @return bool[] Key → whether there was a value.
 */
function wp_cache_delete_multiple( array $keys, $group = '' ) {
	global $wp_object_cache;
	return $wp_object_cache->delete_multiple( $keys, $group );
}

/**
 * Adds to a number (atomic across web nodes).
 *
 * @param int|string $key    The key.
 * @param int        $offset How much to add.
 * @param string     $group  The group.
 * @return int|false The new value, false when the key has none.
 */
function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	global $wp_object_cache;
	return $wp_object_cache->incr( $key, $offset, $group );
}

/**
 * Subtracts from a number, never below 0 (atomic across web nodes).
 *
 * @param int|string $key    The key.
 * @param int        $offset How much to subtract.
 * @param string     $group  The group.
 * @return int|false The new value, false when the key has none.
 */
function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	global $wp_object_cache;
	return $wp_object_cache->decr( $key, $offset, $group );
}

/**
 * Removes every value of this site (its key prefix), never another site's.
 *
 * @return bool True.
 */
function wp_cache_flush() {
	global $wp_object_cache;
	return $wp_object_cache->flush();
}

/**
 * Forgets the request's copies; Redis keeps its values.
 *
 * @return bool True.
 */
function wp_cache_flush_runtime() {
	global $wp_object_cache;
	return $wp_object_cache->flush_runtime();
}

/**
 * Removes a group's values (the current blog's; every blog's for a global group).
 *
 * @param string $group The group.
 * @return bool True.
 */
function wp_cache_flush_group( $group ) {
	global $wp_object_cache;
	return $wp_object_cache->flush_group( $group );
}

/**
 * Whether the cache supports a feature: all those of WordPress 6.5's API.
 *
 * @param string $feature add_multiple, set_multiple, get_multiple, delete_multiple, flush_runtime or flush_group.
 * @return bool Whether it does.
 */
function wp_cache_supports( $feature ) {
	switch ( $feature ) {
		case 'add_multiple':
		case 'set_multiple':
		case 'get_multiple':
		case 'delete_multiple':
		case 'flush_runtime':
		case 'flush_group':
			return true;
		default:
			return false;
	}
}

/**
 * Ends the request's use of the cache.
 *
 * @return bool True.
 */
function wp_cache_close() {
	global $wp_object_cache;
	return $wp_object_cache->close();
}

/**
 * Makes groups shared by the sites of a network.
 *
 * @param string|string[] $groups Groups.
 */
function wp_cache_add_global_groups( $groups ) {
	global $wp_object_cache;
	$wp_object_cache->add_global_groups( $groups );
}

/**
 * Keeps groups in the request's memory only.
 *
 * @param string|string[] $groups Groups.
 */
function wp_cache_add_non_persistent_groups( $groups ) {
	global $wp_object_cache;
	$wp_object_cache->add_non_persistent_groups( $groups );
}

/**
 * Reads and writes another blog's keys from now on.
 *
 * @param int $blog_id The blog.
 */
function wp_cache_switch_to_blog( $blog_id ) {
	global $wp_object_cache;
	$wp_object_cache->switch_to_blog( $blog_id );
}

/**
 * Deprecated since WordPress 3.5: use wp_cache_switch_to_blog().
 */
function wp_cache_reset() {
	_deprecated_function( __FUNCTION__, '3.5.0', 'wp_cache_switch_to_blog()' );
	global $wp_object_cache;
	$wp_object_cache->reset();
}

// phpcs:enable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedFunctionFound
