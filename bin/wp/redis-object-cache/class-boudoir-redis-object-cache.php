<?php
/**
 * Boudoir's persistent object cache: WordPress's object cache API over Redis, for the
 * development site's cluster lane and bench (bin/wp/object-cache.php loads it).
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

/**
 * WordPress's object cache kept in Redis, so that every web node of a site reads what any
 * other wrote.
 *
 * It behaves as WordPress's own WP_Object_Cache wherever a caller can tell (return values,
 * the found flag, copies, incr/decr's arithmetic, invalid keys), with what sharing needs on
 * top: add, replace, incr and decr are decided by Redis in one operation, so two nodes never
 * both win an add nor lose an increment. Values read or written during a request are kept in
 * the request's memory too (the runtime copy), as a persistent cache usually does: a second
 * read of a key in the same request does not ask Redis again unless `$force` says so.
 *
 * Keys are `{prefix}{blog id}:{group}:{key}`, or `{prefix}{group}:{key}` for a global group,
 * so the sites of a network, and several sites sharing one Redis, never read each other's
 * entries; flush() removes this prefix's keys only. Integers are stored as Redis's own
 * numbers (so an increment is INCRBY), everything else PHP-serialized.
 *
 * Not named WP_Object_Cache so that it can be loaded next to WordPress's own cache (the
 * PHPUnit suite does).
 */
class Boudoir_Redis_Object_Cache {

	/**
	 * Increments or decrements a key as WP_Object_Cache::incr() does, in one server-side step:
	 * false for a missing key; a value that is not numeric counts as 0; never below 0; the
	 * key's expiry kept. Integers stored raw go through INCRBY; a numeric string or a float
	 * (stored serialized) follows PHP's arithmetic (an integer string stays an integer, a
	 * float gives a float). Returns the new stored form, which decode() reads.
	 *
	 * KEYS[1]: the key. ARGV[1]: the offset, an integer (negative for decr).
	 */
	private const INCR_SCRIPT = <<<'LUA'
local raw = redis.call( 'GET', KEYS[1] )
if not raw then
	return false
end
local offset = tonumber( ARGV[1] )
if string.find( raw, '^%-?%d+$' ) then
	local done = redis.pcall( 'INCRBY', KEYS[1], ARGV[1] )
	if type( done ) == 'number' then
		if done < 0 then
			redis.call( 'SET', KEYS[1], '0', 'KEEPTTL' )
			return '0'
		end
		return redis.call( 'GET', KEYS[1] )
	end
	-- Past PHP_INT_MAX PHP goes on in floats.
	local sum = tonumber( raw ) + offset
	if sum < 0 then
		redis.call( 'SET', KEYS[1], '0', 'KEEPTTL' )
		return '0'
	end
	local stored = 'd:' .. string.format( '%.17g', sum ) .. ';'
	redis.call( 'SET', KEYS[1], stored, 'KEEPTTL' )
	return stored
end
local number = 0
local float = false
local kind = string.sub( raw, 1, 2 )
if kind == 'd:' then
	number = tonumber( string.sub( raw, 3, -2 ) ) or 0
	float = true
elseif kind == 's:' then
	local text = string.match( raw, '^s:%d+:"(.*)";$' )
	if text then
		-- PHP's is_numeric(): blanks around, a sign, digits with at most one point, an exponent.
		local trimmed = string.match( text, '^[ \t\n\r\v\f]*(.-)[ \t\n\r\v\f]*$' )
		local unsigned = string.match( trimmed, '^[+-]?(.*)$' )
		local mantissa, exponent = string.match( unsigned, '^([^eE]*)[eE]([+-]?%d+)$' )
		if not mantissa then
			mantissa = unsigned
		end
		if string.find( mantissa, '^%d+%.?%d*$' ) or string.find( mantissa, '^%.%d+$' ) then
			number = tonumber( ( string.gsub( trimmed, '^%+', '' ) ) ) or 0
			float = not ( exponent == nil and string.find( mantissa, '^%d+$' ) )
		end
	end
end
local sum = number + offset
if sum < 0 then
	redis.call( 'SET', KEYS[1], '0', 'KEEPTTL' )
	return '0'
end
local stored
if float then
	stored = 'd:' .. string.format( '%.17g', sum ) .. ';'
else
	stored = string.format( '%.0f', sum )
end
redis.call( 'SET', KEYS[1], stored, 'KEEPTTL' )
return stored
LUA;

	/**
	 * Reads that found a value (WP_Object_Cache's name).
	 *
	 * @var int
	 */
	public $cache_hits = 0;

	/**
	 * Reads that found nothing (WP_Object_Cache's name).
	 *
	 * @var int
	 */
	public $cache_misses = 0;

	/**
	 * The connection.
	 *
	 * @var Redis
	 */
	private Redis $redis;

	/**
	 * What every key of this site starts with.
	 *
	 * @var string
	 */
	private string $prefix;

	/**
	 * The blog whose keys the non-global groups use.
	 *
	 * @var int
	 */
	private int $blog_id;

	/**
	 * The runtime copy, by group then Redis key. An object of a persistent group is kept
	 * serialized in $objects instead (its entry here is null), so each read gets its own copy.
	 *
	 * @var array<string,array<string,mixed>>
	 */
	private array $cache = array();

	/**
	 * Serialized objects of the runtime copy, by Redis key.
	 *
	 * @var array<string,string>
	 */
	private array $objects = array();

	/**
	 * Groups shared by all the sites of a network (no blog id in their keys), as keys.
	 *
	 * @var array<string,true>
	 */
	private array $global_groups = array();

	/**
	 * Groups kept in the request's memory only, never in Redis, as keys.
	 *
	 * @var array<string,true>
	 */
	private array $non_persistent_groups = array();

	/**
	 * Each group's key prefix for the current blog, worked out once.
	 *
	 * @var array<string,string>
	 */
	private array $group_prefixes = array();

	/**
	 * Connects to Redis; a Redis that does not answer is an error, never a cache quietly left out.
	 *
	 * @param array{host?: string, port?: int, database?: int, prefix?: string, timeout?: float, blog_id?: int} $config Where Redis answers,
	 *        which database, the site's key prefix, the connection's timeout in seconds and the
	 *        current blog (get_current_blog_id() by default).
	 * @throws RuntimeException When Redis cannot be reached or php-redis is missing.
	 */
	public function __construct( array $config = array() ) {
		$host     = (string) ( $config['host'] ?? '127.0.0.1' );
		$port     = (int) ( $config['port'] ?? 6379 );
		$database = (int) ( $config['database'] ?? 0 );
		$timeout  = (float) ( $config['timeout'] ?? 2.0 );

		$this->prefix  = (string) ( $config['prefix'] ?? 'boudoir:' );
		$this->blog_id = (int) ( $config['blog_id'] ?? ( function_exists( 'get_current_blog_id' ) ? get_current_blog_id() : 1 ) );

		if ( ! class_exists( 'Redis' ) ) {
			// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- not HTML: a message for the PHP error log.
			throw new RuntimeException( "Boudoir's object cache needs PHP's Redis extension (Debian: apt-get install php-redis)." );
		}
		$this->redis = new Redis();
		$reason      = '';
		try {
			// Database 0 is where a connection starts: no SELECT round trip on every request.
			$connected = $this->redis->connect( $host, $port, $timeout ) && ( 0 === $database || $this->redis->select( $database ) );
		} catch ( RedisException $error ) {
			$connected = false;
			$reason    = $error->getMessage();
		}
		if ( ! $connected ) {
			throw new RuntimeException(
				sprintf(
					"Boudoir's object cache: Redis does not answer at %s:%d, database %d%s. BOUDOIR_CACHE=redis asks for it: start Redis (redis-server --daemonize yes) or unset BOUDOIR_CACHE.",
					$host, // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- not HTML: a message for the PHP error log.
					$port, // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- not HTML: a message for the PHP error log.
					$database, // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- not HTML: a message for the PHP error log.
					'' === $reason ? '' : " ({$reason})" // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- not HTML: a message for the PHP error log.
				)
			);
		}
	}

	/**
	 * The cache the environment asks for (bin/wp/object-cache.php's contract: BOUDOIR_REDIS_HOST,
	 * BOUDOIR_REDIS_PORT, BOUDOIR_REDIS_DATABASE, BOUDOIR_REDIS_PREFIX).
	 *
	 * @throws RuntimeException When Redis cannot be reached.
	 */
	public static function from_environment(): self {
		$host   = getenv( 'BOUDOIR_REDIS_HOST' );
		$port   = getenv( 'BOUDOIR_REDIS_PORT' );
		$prefix = getenv( 'BOUDOIR_REDIS_PREFIX' );
		return new self(
			array(
				'host'     => $host ? $host : '127.0.0.1',
				'port'     => $port ? (int) $port : 6379,
				'database' => (int) getenv( 'BOUDOIR_REDIS_DATABASE' ),
				// One Redis serves every site of the machine: by default each database has its own keys.
				'prefix'   => $prefix ? $prefix : 'boudoir:' . ( defined( 'DB_NAME' ) ? DB_NAME : 'wordpress' ) . ':',
			)
		);
	}

	/**
	 * Stores a value unless its key has one (in Redis: SET NX, so of two nodes adding at once only one wins).
	 *
	 * @param int|string $key    The key.
	 * @param mixed      $data   The value.
	 * @param string     $group  The group ('' is 'default').
	 * @param int        $expire Seconds until it expires; 0: never.
	 * @return bool Whether it was stored.
	 */
	public function add( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( function_exists( 'wp_suspend_cache_addition' ) && wp_suspend_cache_addition() ) {
			return false;
		}
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		return $this->store( $key, $data, $this->group( $group ), (int) $expire, 'nx' );
	}

	/**
	 * Stores values where their keys have none, in one round trip.
	 *
	 * @param array<int|string,mixed> $data   Key → value.
	 * @param string                  $group  The group.
	 * @param int                     $expire Seconds until they expire; 0: never.
	 * @return array<int|string,bool> Key → whether it was stored.
	 */
	public function add_multiple( array $data, $group = '', $expire = 0 ): array {
		if ( function_exists( 'wp_suspend_cache_addition' ) && wp_suspend_cache_addition() ) {
			return array_fill_keys( array_keys( $data ), false );
		}
		return $this->in_order( $data, $this->store_multiple( $this->valid_keys( $data ), $this->group( $group ), (int) $expire, 'nx' ) );
	}

	/**
	 * Stores a value only where its key has one (in Redis: SET XX).
	 *
	 * @param int|string $key    The key.
	 * @param mixed      $data   The value.
	 * @param string     $group  The group.
	 * @param int        $expire Seconds until it expires; 0: never.
	 * @return bool Whether it was stored.
	 */
	public function replace( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		return $this->store( $key, $data, $this->group( $group ), (int) $expire, 'xx' );
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
	public function set( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		return $this->store( $key, $data, $this->group( $group ), (int) $expire, '' );
	}

	/**
	 * Stores values, in one round trip.
	 *
	 * @param array<int|string,mixed> $data   Key → value.
	 * @param string                  $group  The group.
	 * @param int                     $expire Seconds until they expire; 0: never.
	 * @return array<int|string,bool> Key → whether it was stored.
	 */
	public function set_multiple( array $data, $group = '', $expire = 0 ): array {
		return $this->in_order( $data, $this->store_multiple( $this->valid_keys( $data ), $this->group( $group ), (int) $expire, '' ) );
	}

	/**
	 * A value: from the runtime copy, else from Redis.
	 *
	 * @param int|string $key   The key.
	 * @param string     $group The group.
	 * @param bool       $force Read Redis even when the request already holds a copy.
	 * @param bool|null  $found Set to whether the key has a value (a stored false is found).
	 * @return mixed The value, false when there is none.
	 */
	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		$group      = $this->group( $group );
		$id         = $this->id( $key, $group );
		$persistent = ! isset( $this->non_persistent_groups[ $group ] );
		if ( ( ! $force || ! $persistent ) && isset( $this->cache[ $group ] ) && array_key_exists( $id, $this->cache[ $group ] ) ) {
			$found = true;
			++$this->cache_hits;
			return $this->recall( $group, $id );
		}
		if ( $persistent ) {
			$raw = $this->redis->get( $id );
			if ( is_string( $raw ) ) {
				$value = $this->decode( $raw );
				$this->remember( $group, $id, $value, $raw );
				$found = true;
				++$this->cache_hits;
				// Decoded just now: nobody else holds this copy.
				return $value;
			}
			// A forced read found it gone: the runtime copy was stale.
			$this->forget( $group, $id );
		}
		$found = false;
		++$this->cache_misses;
		return false;
	}

	/**
	 * Values, those the request does not hold yet read from Redis in one round trip.
	 *
	 * @param array<int|string> $keys  The keys.
	 * @param string            $group The group.
	 * @param bool              $force Read Redis even for the keys the request already holds.
	 * @return array<int|string,mixed> Key → value, false for a key without one.
	 */
	public function get_multiple( $keys, $group = 'default', $force = false ): array {
		$group      = $this->group( $group );
		$persistent = ! isset( $this->non_persistent_groups[ $group ] );
		$values     = array();
		$fetch      = array();
		foreach ( $keys as $key ) {
			$values[ $key ] = false;
			if ( ! $this->is_valid_key( $key ) ) {
				continue;
			}
			$id = $this->id( $key, $group );
			if ( ( ! $force || ! $persistent ) && isset( $this->cache[ $group ] ) && array_key_exists( $id, $this->cache[ $group ] ) ) {
				++$this->cache_hits;
				$values[ $key ] = $this->recall( $group, $id );
			} elseif ( $persistent ) {
				$fetch[ $key ] = $id;
			} else {
				++$this->cache_misses;
			}
		}
		if ( $fetch ) {
			$raws = $this->redis->mget( array_values( $fetch ) );
			foreach ( array_keys( $fetch ) as $index => $key ) {
				$raw = is_array( $raws ) ? ( $raws[ $index ] ?? false ) : false;
				if ( is_string( $raw ) ) {
					$values[ $key ] = $this->decode( $raw );
					$this->remember( $group, $fetch[ $key ], $values[ $key ], $raw );
					++$this->cache_hits;
				} else {
					$this->forget( $group, $fetch[ $key ] );
					++$this->cache_misses;
				}
			}
		}
		return $values;
	}

	/**
	 * Removes a value.
	 *
	 * @param int|string $key   The key.
	 * @param string     $group The group.
	 * @return bool Whether there was one.
	 */
	public function delete( $key, $group = 'default' ): bool {
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		$group = $this->group( $group );
		$id    = $this->id( $key, $group );
		if ( isset( $this->non_persistent_groups[ $group ] ) ) {
			$existed = isset( $this->cache[ $group ] ) && array_key_exists( $id, $this->cache[ $group ] );
		} else {
			$existed = $this->redis->del( $id ) > 0;
		}
		$this->forget( $group, $id );
		return $existed;
	}

	/**
	 * Removes values, in one round trip.
	 *
	 * @param array<int|string> $keys  The keys.
	 * @param string            $group The group.
	 * @return array<int|string,bool> Key → whether there was a value.
	 */
	public function delete_multiple( array $keys, $group = '' ): array {
		$group = $this->group( $group );
		if ( isset( $this->non_persistent_groups[ $group ] ) ) {
			$values = array();
			foreach ( $keys as $key ) {
				$values[ $key ] = $this->delete( $key, $group );
			}
			return $values;
		}
		$values = array();
		$ids    = array();
		foreach ( $keys as $key ) {
			$values[ $key ] = false;
			if ( $this->is_valid_key( $key ) ) {
				$ids[] = array( $key, $this->id( $key, $group ) );
			}
		}
		if ( ! $ids ) {
			return $values;
		}
		$pipe = $this->redis->pipeline();
		foreach ( $ids as $pair ) {
			$pipe->del( $pair[1] );
		}
		$results = $pipe->exec();
		foreach ( $ids as $index => $pair ) {
			$this->forget( $group, $pair[1] );
			// A key listed twice was deleted by its first DEL.
			$values[ $pair[0] ] = $values[ $pair[0] ] || ( is_array( $results ) && ( $results[ $index ] ?? 0 ) > 0 );
		}
		return $values;
	}

	/**
	 * Adds to a number (see INCR_SCRIPT): atomic across every process sharing the Redis.
	 *
	 * @param int|string $key    The key.
	 * @param int        $offset How much to add.
	 * @param string     $group  The group.
	 * @return int|float|false The new value, false when the key has none.
	 */
	public function incr( $key, $offset = 1, $group = 'default' ) {
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		return $this->add_to( $key, (int) $offset, $this->group( $group ) );
	}

	/**
	 * Subtracts from a number, never below 0 (see INCR_SCRIPT): atomic across every process sharing the Redis.
	 *
	 * @param int|string $key    The key.
	 * @param int        $offset How much to subtract.
	 * @param string     $group  The group.
	 * @return int|float|false The new value, false when the key has none.
	 */
	public function decr( $key, $offset = 1, $group = 'default' ) {
		if ( ! $this->is_valid_key( $key ) ) {
			return false;
		}
		return $this->add_to( $key, -1 * (int) $offset, $this->group( $group ) );
	}

	/**
	 * Removes every value of this site (its prefix, all its blogs), never another site's in
	 * the same Redis: so no FLUSHDB.
	 */
	public function flush(): bool {
		$this->flush_runtime();
		$this->delete_matching( $this->glob( $this->prefix ) . '*' );
		return true;
	}

	/**
	 * Forgets the runtime copy only (and with it the non-persistent groups): Redis keeps its values.
	 */
	public function flush_runtime(): bool {
		$this->cache   = array();
		$this->objects = array();
		return true;
	}

	/**
	 * Removes a group's values: the current blog's, or every blog's for a global group.
	 *
	 * @param string $group The group.
	 */
	public function flush_group( $group ): bool {
		$group = $this->group( $group );
		foreach ( array_keys( $this->cache[ $group ] ?? array() ) as $id ) {
			unset( $this->objects[ $id ] );
		}
		unset( $this->cache[ $group ] );
		if ( ! isset( $this->non_persistent_groups[ $group ] ) ) {
			$this->delete_matching( $this->glob( $this->group_prefix( $group ) ) . '*' );
		}
		return true;
	}

	/**
	 * Makes groups shared by the sites of a network.
	 *
	 * @param string|array<string> $groups Groups.
	 */
	public function add_global_groups( $groups ): void {
		$this->global_groups += array_fill_keys( array_map( 'strval', (array) $groups ), true );
		$this->group_prefixes = array();
	}

	/**
	 * Keeps groups in the request's memory only.
	 *
	 * @param string|array<string> $groups Groups.
	 */
	public function add_non_persistent_groups( $groups ): void {
		$this->non_persistent_groups += array_fill_keys( array_map( 'strval', (array) $groups ), true );
	}

	/**
	 * Reads and writes another blog's keys from now on (the global groups' stay shared).
	 *
	 * @param int $blog_id The blog.
	 */
	public function switch_to_blog( $blog_id ): void {
		$this->blog_id        = (int) $blog_id;
		$this->group_prefixes = array();
	}

	/**
	 * Deprecated in WordPress 3.5 (wp_cache_switch_to_blog() replaced it): as WP_Object_Cache,
	 * forgets the non-global groups' runtime copies.
	 */
	public function reset(): void {
		if ( function_exists( '_deprecated_function' ) ) {
			_deprecated_function( __FUNCTION__, '3.5.0', 'Boudoir_Redis_Object_Cache::switch_to_blog()' );
		}
		foreach ( array_keys( $this->cache ) as $group ) {
			if ( ! isset( $this->global_groups[ $group ] ) ) {
				$this->flush_runtime_group( (string) $group );
			}
		}
	}

	/**
	 * Ends the request's use of the cache. The connection stays open: shutdown callbacks that
	 * run after WordPress's wp_cache_close() may still read, and PHP closes it with the request.
	 */
	public function close(): bool {
		return true;
	}

	/**
	 * Prints the hits, misses and the runtime copy's groups, as WP_Object_Cache::stats().
	 */
	public function stats(): void {
		echo '<p>';
		echo '<strong>Cache Hits:</strong> ' . (int) $this->cache_hits . '<br />';
		echo '<strong>Cache Misses:</strong> ' . (int) $this->cache_misses . '<br />';
		echo '</p>';
		echo '<ul>';
		foreach ( $this->cache as $group => $cache ) {
			$bytes = strlen( serialize( $cache ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- a size, as WP_Object_Cache::stats() measures it.
			foreach ( array_keys( $cache ) as $id ) {
				$bytes += strlen( $this->objects[ $id ] ?? '' );
			}
			echo '<li><strong>Group:</strong> ' . esc_html( (string) $group ) . ' - ( ' . esc_html( number_format( $bytes / 1024, 2 ) ) . 'k )</li>';
		}
		echo '</ul>';
	}

	/**
	 * Whether a key can be used, as WP_Object_Cache::is_valid_key(): an integer or a non-empty
	 * string; anything else is reported as incorrect usage.
	 *
	 * @param mixed $key The key.
	 */
	protected function is_valid_key( $key ): bool {
		if ( is_int( $key ) ) {
			return true;
		}
		if ( is_string( $key ) && '' !== trim( $key ) ) {
			return true;
		}
		if ( ! function_exists( '_doing_it_wrong' ) ) {
			return false;
		}
		if ( ! function_exists( '__' ) ) {
			wp_load_translations_early();
		}
		$message = is_string( $key )
			// phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WordPress's own message, in WordPress's translations.
			? __( 'Cache key must not be an empty string.', 'default' )
			/* translators: %s: The type of the given cache key. */
			: sprintf( __( 'Cache key must be an integer or a non-empty string, %s given.', 'default' ), gettype( $key ) ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WordPress's own message, in WordPress's translations.
		// Through valid_keys(), the method called wrongly is its caller.
		$frames = debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS, 3 ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_debug_backtrace -- names the method called wrongly, as WP_Object_Cache::is_valid_key() does.
		$caller = $frames[1]['function'] ?? '';
		$caller = 'valid_keys' === $caller ? ( $frames[2]['function'] ?? '' ) : $caller;
		_doing_it_wrong( esc_html( __CLASS__ . '::' . $caller ), esc_html( $message ), '6.1.0' );
		return false;
	}

	/**
	 * Stores one value: in Redis for a persistent group (NX: only if absent, XX: only if
	 * present), then in the runtime copy.
	 *
	 * @param int|string $key       A valid key.
	 * @param mixed      $data      The value.
	 * @param string     $group     The group, normalised.
	 * @param int        $expire    Seconds; 0: never.
	 * @param string     $condition 'nx', 'xx' or ''.
	 */
	private function store( $key, $data, string $group, int $expire, string $condition ): bool {
		$id = $this->id( $key, $group );
		if ( isset( $this->non_persistent_groups[ $group ] ) ) {
			$exists = isset( $this->cache[ $group ] ) && array_key_exists( $id, $this->cache[ $group ] );
			if ( ( 'nx' === $condition && $exists ) || ( 'xx' === $condition && ! $exists ) ) {
				return false;
			}
			$this->cache[ $group ][ $id ] = is_object( $data ) ? clone $data : $data;
			return true;
		}
		$raw = $this->encode( $data );
		if ( true !== $this->redis->set( $id, $raw, $this->set_options( $expire, $condition ) ) ) {
			return false;
		}
		$this->remember( $group, $id, $data, $raw );
		return true;
	}

	/**
	 * Stores values, pipelined.
	 *
	 * @param array<int|string,mixed> $data      Key → value, the keys valid.
	 * @param string                  $group     The group, normalised.
	 * @param int                     $expire    Seconds; 0: never.
	 * @param string                  $condition 'nx' or ''.
	 * @return array<int|string,bool>
	 */
	private function store_multiple( array $data, string $group, int $expire, string $condition ): array {
		$values = array();
		if ( isset( $this->non_persistent_groups[ $group ] ) ) {
			foreach ( $data as $key => $value ) {
				$values[ $key ] = $this->store( $key, $value, $group, $expire, $condition );
			}
			return $values;
		}
		if ( ! $data ) {
			return $values;
		}
		$writes  = array();
		$options = $this->set_options( $expire, $condition );
		foreach ( $data as $key => $value ) {
			$writes[ $key ] = array( $this->id( $key, $group ), $this->encode( $value ) );
		}
		$pipe = $this->redis->pipeline();
		foreach ( $writes as $write ) {
			$pipe->set( $write[0], $write[1], $options );
		}
		$results = $pipe->exec();
		$index   = 0;
		foreach ( $writes as $key => $write ) {
			$values[ $key ] = is_array( $results ) && true === ( $results[ $index++ ] ?? false );
			if ( $values[ $key ] ) {
				$this->remember( $group, $write[0], $data[ $key ], $write[1] );
			}
		}
		return $values;
	}

	/**
	 * The entries whose keys are valid (the others reported as incorrect usage).
	 *
	 * @param array<int|string,mixed> $data Key → value.
	 * @return array<int|string,mixed>
	 */
	private function valid_keys( array $data ): array {
		foreach ( array_keys( $data ) as $key ) {
			if ( ! $this->is_valid_key( $key ) ) {
				unset( $data[ $key ] );
			}
		}
		return $data;
	}

	/**
	 * Results in the order of the entries given, false for those left out (invalid keys).
	 *
	 * @param array<int|string,mixed> $data    Key → value, as given.
	 * @param array<int|string,bool>  $results Key → result.
	 * @return array<int|string,bool>
	 */
	private function in_order( array $data, array $results ): array {
		$values = array();
		foreach ( array_keys( $data ) as $key ) {
			$values[ $key ] = $results[ $key ] ?? false;
		}
		return $values;
	}

	/**
	 * SET's options for an expiry and a condition.
	 *
	 * @param int    $expire    Seconds; 0 (or less): never.
	 * @param string $condition 'nx', 'xx' or ''.
	 * @return array<int|string,string|int>
	 */
	private function set_options( int $expire, string $condition ): array {
		$options = array();
		if ( '' !== $condition ) {
			$options[] = $condition;
		}
		if ( $expire > 0 ) {
			$options['ex'] = $expire;
		}
		return $options;
	}

	/**
	 * Adds an offset to a key's number, in Redis (one script) or, for a non-persistent group,
	 * in memory as WP_Object_Cache does.
	 *
	 * @param int|string $key    A valid key.
	 * @param int        $offset Negative to subtract.
	 * @param string     $group  The group, normalised.
	 * @return int|float|false
	 * @throws RuntimeException When Redis refuses the script.
	 */
	private function add_to( $key, int $offset, string $group ) {
		$id = $this->id( $key, $group );
		if ( isset( $this->non_persistent_groups[ $group ] ) ) {
			if ( ! isset( $this->cache[ $group ] ) || ! array_key_exists( $id, $this->cache[ $group ] ) ) {
				return false;
			}
			$value = $this->cache[ $group ][ $id ];
			if ( ! is_numeric( $value ) ) {
				$value = 0;
			}
			$value += $offset;
			if ( $value < 0 ) {
				$value = 0;
			}
			$this->cache[ $group ][ $id ] = $value;
			return $value;
		}
		$arguments = array( $id, (string) $offset );
		$raw       = $this->redis->evalSha( sha1( self::INCR_SCRIPT ), $arguments, 1 );
		if ( false === $raw && 0 === strpos( (string) $this->redis->getLastError(), 'NOSCRIPT' ) ) {
			// The first increment since Redis started: EVAL caches the script for the next EVALSHA.
			$this->redis->clearLastError();
			$raw = $this->redis->eval( self::INCR_SCRIPT, $arguments, 1 );
		}
		if ( false === $raw && null !== $this->redis->getLastError() ) {
			// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- not HTML: a message for the PHP error log.
			throw new RuntimeException( "Boudoir's object cache: Redis refused the increment: " . $this->redis->getLastError() );
		}
		if ( ! is_string( $raw ) ) {
			$this->forget( $group, $id );
			return false;
		}
		$value = $this->decode( $raw );
		$this->remember( $group, $id, $value, $raw );
		return $value;
	}

	/**
	 * A group's name as the API takes it: '' (or another empty value) is 'default'.
	 *
	 * @param mixed $group The group.
	 */
	private function group( $group ): string {
		return empty( $group ) ? 'default' : (string) $group;
	}

	/**
	 * A key's name in Redis.
	 *
	 * @param int|string $key   A valid key.
	 * @param string     $group The group.
	 */
	private function id( $key, string $group ): string {
		return ( $this->group_prefixes[ $group ] ?? $this->group_prefix( $group ) ) . $key;
	}

	/**
	 * What the keys of a group start with, in the current blog.
	 *
	 * @param string $group The group.
	 */
	private function group_prefix( string $group ): string {
		if ( ! isset( $this->group_prefixes[ $group ] ) ) {
			// A colon in a group's name would make its keys another group's.
			$name = strtr(
				$group,
				array(
					'%' => '%25',
					':' => '%3A',
				)
			);
			$blog = isset( $this->global_groups[ $group ] ) ? '' : $this->blog_id . ':';

			$this->group_prefixes[ $group ] = $this->prefix . $blog . $name . ':';
		}
		return $this->group_prefixes[ $group ];
	}

	/**
	 * A literal text as a SCAN pattern (its glob characters escaped).
	 *
	 * @param string $text The text.
	 */
	private function glob( string $text ): string {
		return addcslashes( $text, '\\*?[]^' );
	}

	/**
	 * Deletes the keys matching a pattern: SCAN then UNLINK, batch by batch, so a large site
	 * never blocks Redis as KEYS would.
	 *
	 * @param string $pattern A SCAN pattern.
	 */
	private function delete_matching( string $pattern ): void {
		$cursor = null;
		do {
			$keys = $this->redis->scan( $cursor, $pattern, 1000 );
			if ( is_array( $keys ) && $keys ) {
				$this->redis->unlink( $keys );
			}
		} while ( $cursor > 0 );
	}

	/**
	 * A value as Redis keeps it: an integer as its digits (so INCRBY works on it), anything
	 * else serialized (which never starts with a digit or a minus, so decode() tells them apart).
	 *
	 * @param mixed $value The value.
	 */
	private function encode( $value ): string {
		return is_int( $value ) ? (string) $value : serialize( $value ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- Redis keeps strings: the cache keeps any PHP value, as WordPress's own does.
	}

	/**
	 * A value read from Redis (see encode()).
	 *
	 * @param string $raw What Redis returned.
	 * @return mixed
	 */
	private function decode( string $raw ) {
		$first = $raw[0] ?? '';
		if ( '-' === $first || ctype_digit( $first ) ) {
			return (int) $raw;
		}
		return unserialize( $raw ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- only this class writes these keys, serialized by encode().
	}

	/**
	 * Keeps a value of a persistent group in the runtime copy.
	 *
	 * @param string $group The group.
	 * @param string $id    The Redis key.
	 * @param mixed  $value The value.
	 * @param string $raw   Its stored form.
	 */
	private function remember( string $group, string $id, $value, string $raw ): void {
		if ( is_object( $value ) ) {
			// Kept serialized: a caller changing the object it stored or read never changes the cache's.
			$this->objects[ $id ]         = $raw;
			$this->cache[ $group ][ $id ] = null;
			return;
		}
		unset( $this->objects[ $id ] );
		$this->cache[ $group ][ $id ] = $value;
	}

	/**
	 * A copy of a value in the runtime copy.
	 *
	 * @param string $group The group.
	 * @param string $id    The Redis key.
	 * @return mixed
	 */
	private function recall( string $group, string $id ) {
		if ( isset( $this->objects[ $id ] ) ) {
			return unserialize( $this->objects[ $id ] ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- serialized by encode() in this request.
		}
		$value = $this->cache[ $group ][ $id ];
		return is_object( $value ) ? clone $value : $value;
	}

	/**
	 * Drops a key from the runtime copy.
	 *
	 * @param string $group The group.
	 * @param string $id    The Redis key.
	 */
	private function forget( string $group, string $id ): void {
		unset( $this->cache[ $group ][ $id ], $this->objects[ $id ] );
	}

	/**
	 * Drops a group from the runtime copy.
	 *
	 * @param string $group The group.
	 */
	private function flush_runtime_group( string $group ): void {
		foreach ( array_keys( $this->cache[ $group ] ?? array() ) as $id ) {
			unset( $this->objects[ $id ] );
		}
		unset( $this->cache[ $group ] );
	}
}
