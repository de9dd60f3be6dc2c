<?php
/**
 * Boudoir's Redis object cache (bin/wp/redis-object-cache/), against the real Redis at
 * 127.0.0.1:6379 (BOUDOIR_REDIS_HOST / BOUDOIR_REDIS_PORT). Without php-redis or Redis these
 * tests fail, saying so: the php lane starts Redis (bin/lib/system.mjs).
 *
 * Each test uses a key prefix of its own (two PHPUnit runs, one per database, share the
 * Redis) and removes its keys afterwards.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir_Redis_Object_Cache;

require_once dirname( __DIR__, 4 ) . '/bin/wp/redis-object-cache/class-boudoir-redis-object-cache.php';

/**
 * The cache's class directly (two instances are two web nodes), its wp_cache_* functions
 * through a PHP process of their own, and races between several processes.
 */
final class Boudoir_Redis_Object_Cache_Test extends Test_Case {

	/** The drop-in's folder. */
	private const DROP_IN = __DIR__ . '/../../../../bin/wp';

	/**
	 * A raw connection, to look at what the cache wrote.
	 *
	 * @var \Redis
	 */
	private \Redis $redis;

	/**
	 * What every key of this test starts with: the cache's prefix, and another site's, are under it.
	 *
	 * @var string
	 */
	private string $base;

	/**
	 * The cache's key prefix in this test.
	 *
	 * @var string
	 */
	private string $prefix;

	/**
	 * Connects, or fails the test saying what is missing.
	 */
	protected function set_up(): void {
		parent::set_up();
		if ( ! class_exists( '\Redis' ) ) {
			$this->fail( "PHP's Redis extension is missing: apt-get install php-redis (bin/test.mjs's php lane installs it)." );
		}
		$this->redis = new \Redis();
		try {
			$this->redis->connect( self::host(), self::port(), 2.0 );
			$this->redis->ping();
		} catch ( \RedisException $error ) {
			$this->fail( sprintf( 'Redis does not answer at %s:%d (%s): start it, e.g. redis-server --daemonize yes (bin/test.mjs\'s php lane does).', self::host(), self::port(), $error->getMessage() ) );
		}
		$this->base   = 'boudoir-phpunit:' . getmypid() . '-' . bin2hex( random_bytes( 6 ) ) . ':';
		$this->prefix = $this->base . 'site:';
	}

	/**
	 * Removes the test's keys.
	 */
	protected function tear_down(): void {
		if ( isset( $this->redis, $this->base ) ) {
			$this->delete_keys( $this->base );
			$this->redis->close();
		}
		parent::tear_down();
	}

	/**
	 * A miss is false with found false; a stored false is found; the counters follow.
	 */
	public function test_get_says_whether_it_found_a_value(): void {
		$cache = $this->cache();
		$found = null;
		$this->assertFalse( $cache->get( 'nothing', 'default', false, $found ) );
		$this->assertFalse( $found );

		$this->assertTrue( $cache->set( 'no', false ) );
		$this->assertFalse( $cache->get( 'no', 'default', false, $found ) );
		$this->assertTrue( $found, 'from the runtime copy' );
		$this->assertFalse( $cache->get( 'no', 'default', true, $found ) );
		$this->assertTrue( $found, 'forced: from Redis' );
		$this->assertFalse( $this->cache()->get( 'no', '', false, $found ) );
		$this->assertTrue( $found, 'from Redis' );

		$this->assertSame( 2, $cache->cache_hits );
		$this->assertSame( 1, $cache->cache_misses );

		ob_start();
		$cache->stats();
		$stats = (string) ob_get_clean();
		$this->assertStringContainsString( '<strong>Cache Hits:</strong> 2<br />', $stats );
		$this->assertStringContainsString( '<strong>Cache Misses:</strong> 1<br />', $stats );
		$this->assertStringContainsString( '<strong>Group:</strong> default', $stats );
	}

	/**
	 * Every type comes back as it went in, from the runtime copy and from Redis; integers are
	 * kept as Redis numbers, everything else serialized.
	 */
	public function test_values_keep_their_types(): void {
		$values = array(
			'int'          => 42,
			'negative'     => -7,
			'zero'         => 0,
			'big'          => PHP_INT_MAX,
			'digits'       => '42',
			'minus-string' => '-1',
			'empty'        => '',
			'text'         => "lace\nset: \"ivory\" 'é' \0 end",
			'float'        => 1.5,
			'whole-float'  => 2.0,
			'tiny'         => 0.1,
			'true'         => true,
			'false'        => false,
			'null'         => null,
			'array'        => array(
				'a' => 1,
				2   => array( 'b', 3.25, null ),
			),
			'list'         => array(),
		);
		$writer = $this->cache();
		foreach ( $values as $key => $value ) {
			$this->assertTrue( $writer->set( $key, $value ), $key );
		}
		$reader = $this->cache();
		foreach ( $values as $key => $value ) {
			$this->assertSame( $value, $writer->get( $key ), "{$key} from the runtime copy" );
			$found = null;
			$this->assertSame( $value, $reader->get( $key, '', false, $found ), "{$key} from Redis" );
			$this->assertTrue( $found, $key );
		}
		$this->assertSame( '42', $this->redis->get( $this->prefix . '1:default:int' ), 'an integer is a Redis number' );
		$this->assertSame( '-7', $this->redis->get( $this->prefix . '1:default:negative' ) );
		$this->assertSame( 's:2:"42";', $this->redis->get( $this->prefix . '1:default:digits' ), 'a string is serialized' );
		$this->assertSame( 'd:1.5;', $this->redis->get( $this->prefix . '1:default:float' ) );
		$this->assertSame( 'N;', $this->redis->get( $this->prefix . '1:default:null' ) );

		// Integer keys, as WordPress's post ids.
		$this->assertTrue( $writer->set( 15, 'post', 'posts' ) );
		$this->assertSame( 'post', $reader->get( 15, 'posts' ) );
		$this->assertSame( 'post', $reader->get( '15', 'posts' ) );
	}

	/**
	 * An object stored or read is a copy: changing it changes nothing in the cache, however deep.
	 */
	public function test_objects_are_copies(): void {
		$cache = $this->cache();
		$bra   = new \stdClass();

		$bra->size  = '75B';
		$bra->inner = new \stdClass();

		$bra->inner->colour = 'ivory';
		$cache->set( 'bra', $bra );
		$bra->size          = '80C';
		$bra->inner->colour = 'black';

		$readers = array(
			'runtime copy' => $cache,
			'Redis'        => $this->cache(),
		);
		foreach ( $readers as $from => $reader ) {
			$read = $reader->get( 'bra' );
			$this->assertInstanceOf( \stdClass::class, $read, $from );
			$this->assertNotSame( $bra, $read, $from );
			$this->assertSame( '75B', $read->size, $from );
			$this->assertSame( 'ivory', $read->inner->colour, $from );
			$read->size          = '90D';
			$read->inner->colour = 'red';
			$again               = $reader->get( 'bra' );
			$this->assertNotSame( $read, $again, $from );
			$this->assertSame( '75B', $again->size, $from );
			$this->assertSame( 'ivory', $again->inner->colour, $from );
		}

		$post = new \WP_Post(
			(object) array(
				'ID'         => 7,
				'post_title' => 'Margaux',
			)
		);
		$cache->set( 7, $post, 'posts' );
		$read = $this->cache()->get( 7, 'posts' );
		$this->assertInstanceOf( \WP_Post::class, $read );
		$this->assertSame( 'Margaux', $read->post_title );

		// A non-persistent group is copied as WordPress's own cache copies: cloned.
		$cache->add_non_persistent_groups( 'local' );
		$cache->set( 'bra', $bra, 'local' );
		$bra->size = '95E';
		$this->assertSame( '80C', $cache->get( 'bra', 'local' )->size );
	}

	/**
	 * Add stores only where there is nothing, replace only where there is something, as Redis
	 * sees it: another connection's runtime copy does not matter.
	 */
	public function test_add_and_replace_are_decided_by_redis(): void {
		$node_1 = $this->cache();
		$node_2 = $this->cache();

		$this->assertTrue( $node_1->add( 'stamp', 'one' ) );
		$this->assertFalse( $node_2->add( 'stamp', 'two' ), 'node 2 never read it, Redis has it' );
		$this->assertFalse( $node_1->add( 'stamp', 'three' ) );
		$this->assertSame( 'one', $node_2->get( 'stamp' ) );

		$this->assertTrue( $node_1->delete( 'stamp' ) );
		$this->assertTrue( $node_2->add( 'stamp', 'four' ), 'its runtime copy is stale, Redis has nothing' );
		$this->assertSame( 'four', $node_1->get( 'stamp', '', true ) );

		$this->assertFalse( $node_2->replace( 'absent', 'x' ) );
		$this->assertFalse( $node_1->get( 'absent' ) );
		$node_1->set( 'absent', 'now here' );
		$this->assertTrue( $node_2->replace( 'absent', 'replaced' ) );
		$this->assertSame( 'replaced', $node_1->get( 'absent', '', true ) );
		$node_1->delete( 'absent' );
		$this->assertFalse( $node_2->replace( 'absent', 'again' ), 'its runtime copy is stale, Redis has nothing' );
		$this->assertSame( 0, $this->redis->exists( $this->prefix . '1:default:absent' ) );
	}

	/**
	 * Eight processes add the same key at once: exactly one wins, and its value stays.
	 */
	public function test_add_is_atomic_across_processes(): void {
		$outputs = $this->race(
			8,
			'$won = $cache->add( "race", getmypid() ); echo $won ? "won:" . getmypid() : "lost";'
		);
		$winners = preg_grep( '/^won:/', $outputs );
		$this->assertCount( 1, $winners, implode( ', ', $outputs ) );
		$this->assertSame( (int) substr( (string) reset( $winners ), 4 ), $this->cache()->get( 'race' ) );
	}

	/**
	 * Incr and decr as WordPress's cache: false without a value, a non-numeric value counts as
	 * 0, never below 0, PHP's arithmetic on numeric strings and floats; the expiry kept.
	 */
	public function test_incr_and_decr_follow_wordpress(): void {
		$cache = $this->cache();
		$this->assertFalse( $cache->incr( 'missing' ) );
		$this->assertFalse( $cache->decr( 'missing' ) );
		$this->assertSame( 0, $this->redis->exists( $this->prefix . '1:default:missing' ) );

		$cache->set( 'count', 5 );
		$this->assertSame( 6, $cache->incr( 'count' ) );
		$this->assertSame( 10, $cache->incr( 'count', 4 ) );
		$this->assertSame( 7, $cache->decr( 'count', 3 ) );
		$this->assertSame( 0, $cache->decr( 'count', 100 ), 'never below 0' );
		$this->assertSame( 0, $cache->get( 'count' ), 'the runtime copy follows' );
		$this->assertSame( '0', $this->redis->get( $this->prefix . '1:default:count' ) );

		$cases = array(
			array( 'abc', 'incr', 2, 2 ),
			array( array( 1 ), 'incr', 3, 3 ),
			array( null, 'decr', 1, 0 ),
			array( '5', 'incr', 1, 6 ),
			array( ' 7 ', 'incr', 1, 8 ),
			array( '1.5', 'incr', 1, 2.5 ),
			array( '1e3', 'incr', 1, 1001.0 ),
			array( '0x1A', 'incr', 1, 1 ),
			array( 1.5, 'incr', 2, 3.5 ),
			array( 1.5, 'decr', 2, 0 ),
			array( -5, 'incr', 1, 0 ),
			array( PHP_INT_MAX, 'incr', 1, PHP_INT_MAX + 1 ),
		);
		foreach ( $cases as $index => list( $value, $method, $offset, $expected ) ) {
			$cache->set( "case-{$index}", $value );
			$label = "{$method} " . var_export( $value, true ) . " by {$offset}"; // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- a test's label.
			$this->assertSame( $expected, $this->cache()->$method( "case-{$index}", $offset ), $label );
			$this->assertSame( $expected, $this->cache()->get( "case-{$index}" ), "{$label}, read again" );
		}

		$cache->set( 'expiring', 1, '', 300 );
		$this->assertSame( 2, $cache->incr( 'expiring' ) );
		$this->assertSame( 1, $cache->decr( 'expiring' ) );
		$cache->set( 'expiring-text', 'x', '', 300 );
		$this->assertSame( 1, $cache->incr( 'expiring-text' ) );
		foreach ( array( 'expiring', 'expiring-text' ) as $key ) {
			$ttl = $this->redis->ttl( $this->prefix . '1:default:' . $key );
			$this->assertGreaterThan( 290, $ttl, "{$key} keeps its expiry" );
			$this->assertLessThanOrEqual( 300, $ttl, $key );
		}
	}

	/**
	 * Two instances (two web nodes) incrementing in turn, then four processes at once: no
	 * increment is lost.
	 */
	public function test_incr_and_decr_are_atomic_across_nodes(): void {
		$node_1 = $this->cache();
		$node_2 = $this->cache();
		$node_1->set( 'hits', 0 );
		for ( $i = 0; $i < 200; $i++ ) {
			$node_1->incr( 'hits' );
			$node_2->incr( 'hits', 2 );
			if ( 0 === $i % 10 ) {
				$node_2->decr( 'hits' );
			}
		}
		$this->assertSame( 580, $node_1->get( 'hits', '', true ) );

		$this->cache()->set( 'hits', 0 );
		$outputs = $this->race( 4, 'for ( $i = 0; $i < 500; $i++ ) { $cache->incr( "hits" ); } $cache->decr( "hits", 100 ); echo "done";' );
		$this->assertSame( array_fill( 0, 4, 'done' ), $outputs );
		$this->assertSame( 1600, $this->cache()->get( 'hits' ) );
	}

	/**
	 * Expiry in seconds on every write, 0 (or less) for none: Redis's TTL says so.
	 */
	public function test_expiry_is_redis_ttl(): void {
		$cache = $this->cache();
		$cache->set( 'set', 1, '', 100 );
		$cache->add( 'add', 1, '', 50 );
		$cache->set( 'replace', 1 );
		$cache->replace( 'replace', 2, '', 30 );
		$cache->set_multiple( array( 'set-1' => 1 ), '', 20 );
		$cache->add_multiple( array( 'add-1' => 1 ), '', 10 );
		$cache->set( 'forever', 1, '', 0 );
		$cache->set( 'negative', 1, '', -5 );
		$cache->set( 'short', 1, '', 1 );
		foreach ( array(
			'set'     => 100,
			'add'     => 50,
			'replace' => 30,
			'set-1'   => 20,
			'add-1'   => 10,
			'short'   => 1,
		) as $key => $seconds ) {
			$ttl = $this->redis->pttl( $this->prefix . '1:default:' . $key );
			$this->assertGreaterThan( max( $seconds - 5, 0 ) * 1000, $ttl, $key );
			$this->assertLessThanOrEqual( $seconds * 1000, $ttl, $key );
		}
		$this->assertSame( -1, $this->redis->ttl( $this->prefix . '1:default:forever' ) );
		$this->assertSame( -1, $this->redis->ttl( $this->prefix . '1:default:negative' ) );
	}

	/**
	 * The multiple functions: one answer per key, in the order asked, the runtime copy and Redis together.
	 */
	public function test_multiple_functions(): void {
		$node_1 = $this->cache();
		$node_2 = $this->cache();
		$this->assertSame(
			array(
				'a' => true,
				'b' => true,
				3   => true,
			),
			$node_1->set_multiple(
				array(
					'a' => 'A',
					'b' => array( 'B' ),
					3   => 3,
				),
				'lists'
			)
		);
		$node_2->get( 'a', 'lists' );
		$this->redis->del( $this->prefix . '1:lists:a' );
		$this->assertSame(
			array(
				'z' => false,
				'a' => 'A',
				3   => 3,
				'b' => array( 'B' ),
			),
			$node_2->get_multiple( array( 'z', 'a', 3, 'b' ), 'lists' ),
			'a from the runtime copy, the others from Redis'
		);
		$this->assertSame(
			array(
				'z' => false,
				'a' => false,
				3   => 3,
				'b' => array( 'B' ),
			),
			$node_2->get_multiple( array( 'z', 'a', 3, 'b' ), 'lists', true ),
			'forced: all from Redis'
		);
		$this->assertSame(
			array(
				'a' => true,
				'b' => false,
				'c' => true,
			),
			$node_2->add_multiple(
				array(
					'a' => 'A2',
					'b' => 'B2',
					'c' => 'C2',
				),
				'lists'
			)
		);
		$this->assertSame(
			array(
				'a'    => true,
				'nope' => false,
				3      => true,
			),
			$node_1->delete_multiple( array( 'a', 'nope', 3 ), 'lists' )
		);
		$this->assertSame(
			array(
				'a' => false,
				'b' => array( 'B' ),
				'c' => 'C2',
				3   => false,
			),
			$this->cache()->get_multiple( array( 'a', 'b', 'c', 3 ), 'lists' )
		);
		$this->assertSame( array(), $node_1->get_multiple( array(), 'lists' ) );
		$this->assertSame( array(), $node_1->set_multiple( array(), 'lists' ) );
		$this->assertSame( array(), $node_1->delete_multiple( array(), 'lists' ) );

		$this->assertSame( 'C2', $node_2->get( 'c', 'lists' ) );
		$this->assertTrue( $node_2->delete( 'c', 'lists' ) );
		$this->assertFalse( $node_2->delete( 'c', 'lists' ) );
		$this->assertFalse( $node_2->get( 'c', 'lists' ), 'deleted from the runtime copy too' );
	}

	/**
	 * Flush removes this site's keys, every blog's, and nothing of another prefix (no FLUSHDB).
	 */
	public function test_flush_removes_only_this_prefix(): void {
		$cache = $this->cache();
		$blog  = $this->cache( array( 'blog_id' => 2 ) );
		$other = $this->cache( array( 'prefix' => $this->base . 'other-site:' ) );
		$cache->add_global_groups( 'users' );
		$cache->set( 'a', 1 );
		$cache->set( 'u', 1, 'users' );
		$blog->set( 'b', 2 );
		$other->set( 'a', 'theirs' );
		$this->redis->set( $this->base . 'not-a-cache-key', 'kept' );

		$this->assertTrue( $cache->flush() );
		$this->assertSame( array(), $this->keys( $this->prefix ) );
		$this->assertFalse( $cache->get( 'a' ), 'the runtime copy is gone too' );
		$this->assertSame( 'theirs', $this->cache( array( 'prefix' => $this->base . 'other-site:' ) )->get( 'a' ) );
		$this->assertSame( 'kept', $this->redis->get( $this->base . 'not-a-cache-key' ) );

		// A prefix with glob characters is a literal.
		$this->cache( array( 'prefix' => $this->base . 'sX' ) )->set( 'a', 1 );
		$this->cache( array( 'prefix' => $this->base . 's*' ) )->flush();
		$this->assertSame( 1, $this->cache( array( 'prefix' => $this->base . 'sX' ) )->get( 'a' ) );
	}

	/**
	 * Flushing the runtime copy forgets the request's copies, not Redis's values; a copy spares a round trip.
	 */
	public function test_runtime_copy_and_flush_runtime(): void {
		$cache = $this->cache();
		$cache->set( 'kept', 'v' );
		$cache->add_non_persistent_groups( 'local' );
		$cache->set( 'local', 'l', 'local' );
		$this->redis->set( $this->prefix . '1:default:kept', serialize( 'changed behind its back' ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- the cache's own format.
		$this->assertSame( 'v', $cache->get( 'kept' ), 'the runtime copy: Redis is not asked' );
		$this->assertSame( 'changed behind its back', $cache->get( 'kept', 'default', true ), 'forced' );

		$this->redis->del( $this->prefix . '1:default:kept' );
		$this->assertSame( 'changed behind its back', $cache->get( 'kept' ) );
		$this->assertTrue( $cache->flush_runtime() );
		$found = null;
		$this->assertFalse( $cache->get( 'kept', 'default', false, $found ) );
		$this->assertFalse( $found );
		$this->assertFalse( $cache->get( 'local', 'local' ), 'non-persistent groups live in the runtime copy only' );
	}

	/**
	 * Flushing a group removes it: the current blog's keys, or every blog's for a global group.
	 */
	public function test_flush_group(): void {
		$blog_1 = $this->cache();
		$blog_2 = $this->cache( array( 'blog_id' => 2 ) );
		foreach ( array( $blog_1, $blog_2 ) as $cache ) {
			$cache->add_global_groups( array( 'users' ) );
			$cache->set( 'p', 'post', 'posts' );
			$cache->set( 't', 'term', 'terms' );
		}
		$blog_1->set( 'u', 'user', 'users' );
		$blog_1->set( 'x', 'colon', 'posts:x' );

		$this->assertTrue( $blog_1->flush_group( 'posts' ) );
		$this->assertFalse( $blog_1->get( 'p', 'posts' ), 'the runtime copy too' );
		$this->assertFalse( $this->cache()->get( 'p', 'posts' ) );
		$this->assertSame( 'post', $this->cache( array( 'blog_id' => 2 ) )->get( 'p', 'posts' ), "blog 2's posts stay" );
		$this->assertSame( 'term', $this->cache()->get( 't', 'terms' ) );
		$this->assertSame( 'colon', $this->cache()->get( 'x', 'posts:x' ), 'a group whose name starts the same stays' );

		$this->assertTrue( $blog_2->flush_group( 'users' ) );
		$fresh = $this->cache();
		$fresh->add_global_groups( 'users' );
		$this->assertFalse( $fresh->get( 'u', 'users' ), 'a global group is flushed for every blog' );
		$this->assertSame( 'term', $fresh->get( 't', 'terms' ) );

		$blog_1->add_non_persistent_groups( 'local' );
		$blog_1->set( 'l', 1, 'local' );
		$this->assertTrue( $blog_1->flush_group( 'local' ) );
		$this->assertFalse( $blog_1->get( 'l', 'local' ) );
	}

	/**
	 * Non-persistent groups never reach Redis and are not shared; they follow WordPress's semantics.
	 */
	public function test_non_persistent_groups_stay_in_the_request(): void {
		$cache = $this->cache();
		$cache->add_non_persistent_groups( array( 'counts', 'plugins' ) );
		$this->assertTrue( $cache->set( 'posts', 3, 'counts' ) );
		$this->assertTrue( $cache->add( 'new', 'n', 'counts' ) );
		$this->assertFalse( $cache->add( 'new', 'again', 'counts' ) );
		$this->assertFalse( $cache->replace( 'none', 'r', 'counts' ) );
		$this->assertTrue( $cache->replace( 'new', 'r', 'counts' ) );
		$this->assertSame( 5, $cache->incr( 'posts', 2, 'counts' ) );
		$this->assertSame( 0, $cache->decr( 'posts', 9, 'counts' ) );
		$this->assertFalse( $cache->incr( 'none', 1, 'counts' ) );
		$this->assertSame(
			array(
				'a' => true,
				'b' => true,
			),
			$cache->set_multiple(
				array(
					'a' => 1,
					'b' => 2,
				),
				'plugins'
			)
		);
		$this->assertSame(
			array(
				'a' => false,
				'c' => true,
			),
			$cache->add_multiple(
				array(
					'a' => 1,
					'c' => 3,
				),
				'plugins'
			)
		);
		$this->assertSame(
			array(
				'a' => 1,
				'c' => 3,
				'z' => false,
			),
			$cache->get_multiple( array( 'a', 'c', 'z' ), 'plugins', true )
		);
		$this->assertSame( 'r', $cache->get( 'new', 'counts', true ), 'forced: still from memory' );
		$this->assertSame( array(), $this->keys( $this->base ), 'nothing reached Redis' );
		$this->assertFalse( $this->cache()->get( 'new', 'counts' ) );
		$this->assertSame(
			array(
				'a' => true,
				'z' => false,
			),
			$cache->delete_multiple( array( 'a', 'z' ), 'plugins' )
		);
		$this->assertTrue( $cache->delete( 'new', 'counts' ) );
		$this->assertFalse( $cache->delete( 'new', 'counts' ) );
	}

	/**
	 * Global groups are shared by every blog, the others kept apart by the blog id in their keys.
	 */
	public function test_global_groups_are_shared_across_blogs(): void {
		$blog_1 = $this->cache( array( 'blog_id' => 1 ) );
		$blog_2 = $this->cache( array( 'blog_id' => 2 ) );
		foreach ( array( $blog_1, $blog_2 ) as $cache ) {
			$cache->add_global_groups( array( 'users', 'site-options' ) );
		}
		$blog_1->set( 7, 'Chloé', 'users' );
		$blog_1->set( 'title', 'Blog 1', 'options' );

		$this->assertSame( 'Chloé', $blog_2->get( 7, 'users' ) );
		$this->assertFalse( $blog_2->get( 'title', 'options' ) );
		$this->assertTrue( $blog_2->add( 'title', 'Blog 2', 'options' ) );
		$this->assertSame( 'Blog 1', $this->cache()->get( 'title', 'options' ) );

		$this->assertSame(
			array( $this->prefix . '1:options:title', $this->prefix . '2:options:title', $this->prefix . 'users:7' ),
			$this->keys( $this->prefix ),
			'{prefix}{blog}:{group}:{key}, no blog for a global group'
		);
	}

	/**
	 * Switching blogs changes the blog of the non-global groups' keys.
	 */
	public function test_switch_to_blog(): void {
		$cache = $this->cache();
		$cache->add_global_groups( 'users' );
		$cache->set( 'name', 'Blog 1', 'options' );
		$cache->set( 1, 'admin', 'users' );

		$cache->switch_to_blog( 3 );
		$this->assertFalse( $cache->get( 'name', 'options' ) );
		$this->assertSame( 'admin', $cache->get( 1, 'users' ) );
		$cache->set( 'name', 'Blog 3', 'options' );
		$this->assertTrue( $this->redis->exists( $this->prefix . '3:options:name' ) > 0 );

		$cache->switch_to_blog( 1 );
		$this->assertSame( 'Blog 1', $cache->get( 'name', 'options' ) );
		$this->assertSame( 'Blog 3', $this->cache( array( 'blog_id' => 3 ) )->get( 'name', 'options' ) );
	}

	/**
	 * Suspended cache addition (wp_suspend_cache_addition()) stops add (and add_multiple), not set.
	 */
	public function test_suspended_cache_addition(): void {
		$cache = $this->cache();
		wp_suspend_cache_addition( true );
		try {
			$this->assertFalse( $cache->add( 'a', 1 ) );
			$this->assertSame(
				array(
					'b' => false,
					'c' => false,
				),
				$cache->add_multiple(
					array(
						'b' => 1,
						'c' => 1,
					)
				)
			);
			$this->assertTrue( $cache->set( 'd', 1 ) );
		} finally {
			wp_suspend_cache_addition( false );
		}
		$this->assertSame( array( $this->prefix . '1:default:d' ), $this->keys( $this->prefix ) );
		$this->assertTrue( $cache->add( 'a', 1 ) );
	}

	/**
	 * Keys WordPress's cache refuses are refused here too, reported as incorrect usage; '' is the default group.
	 */
	public function test_invalid_keys_and_the_default_group(): void {
		$cache = $this->cache();
		foreach ( array( 'get', 'set', 'add', 'replace', 'delete', 'incr', 'add_multiple', 'set_multiple' ) as $method ) {
			$this->expect_incorrect_usage( "Boudoir_Redis_Object_Cache::{$method}" );
		}
		$this->assertFalse( $cache->get( '' ) );
		$this->assertFalse( $cache->set( ' ', 1 ) );
		$this->assertFalse( $cache->add( null, 1 ) );
		$this->assertFalse( $cache->replace( array(), 1 ) );
		$this->assertFalse( $cache->delete( 1.5 ) );
		$this->assertFalse( $cache->incr( false ) );
		$this->assertSame(
			array(
				''   => false,
				'ok' => true,
			),
			$cache->add_multiple(
				array(
					''   => 1,
					'ok' => 2,
				)
			)
		);
		$this->assertSame(
			array(
				'ok2' => true,
				' '   => false,
			),
			$cache->set_multiple(
				array(
					'ok2' => 1,
					' '   => 2,
				)
			)
		);
		$this->assertSame( array( $this->prefix . '1:default:ok', $this->prefix . '1:default:ok2' ), $this->keys( $this->prefix ) );

		$cache->set( 'g', 'default group', '' );
		$this->assertSame( 'default group', $this->cache()->get( 'g', 'default' ) );
		$this->assertSame( 'default group', $this->cache()->get( 'g' ) );
	}

	/**
	 * A Redis that does not answer is an error saying where it was looked for, never a silent fall back.
	 */
	public function test_redis_down_is_an_error(): void {
		$this->expectException( \RuntimeException::class );
		$this->expectExceptionMessage( "Boudoir's object cache: Redis does not answer at 127.0.0.1:1, database 0" );
		new Boudoir_Redis_Object_Cache(
			array(
				'host'   => '127.0.0.1',
				'port'   => 1,
				'prefix' => $this->prefix,
			)
		);
	}

	/**
	 * The drop-in as WordPress loads it: bin/wp/object-cache.php with BOUDOIR_CACHE=redis defines
	 * the wp_cache_* functions over the class, in a PHP process of its own (the few WordPress
	 * functions it calls stubbed); without it, nothing; with Redis down, a fatal error.
	 */
	public function test_the_drop_in_functions(): void {
		$script = <<<'PHP'
			function get_current_blog_id() { return 1; }
			function wp_suspend_cache_addition( $suspend = null ) {
				static $suspended = false;
				if ( is_bool( $suspend ) ) { $suspended = $suspend; }
				return $suspended;
			}
			function _doing_it_wrong( $function_name, $message, $version ) { $GLOBALS['notices'][] = "wrong {$function_name}"; }
			function _deprecated_function( $function_name, $version, $replacement = '' ) { $GLOBALS['notices'][] = "deprecated {$function_name}"; }
			function __( $text, $domain = 'default' ) { return $text; }
			function esc_html( $text ) { return htmlspecialchars( (string) $text, ENT_QUOTES ); }
			$GLOBALS['notices'] = array();
			require getenv( 'DROP_IN' ) . '/object-cache.php';
			$out = array( 'defined' => function_exists( 'wp_cache_init' ) );
			if ( ! $out['defined'] ) { echo serialize( $out ); return; }
			wp_cache_init();
			wp_cache_add_global_groups( array( 'users' ) );
			wp_cache_add_non_persistent_groups( array( 'counts' ) );
			$out['class']          = get_class( $GLOBALS['wp_object_cache'] );
			$out['add']            = wp_cache_add( 'k', 'v', '', 60 );
			$out['add_again']      = wp_cache_add( 'k', 'w' );
			$out['replace']        = wp_cache_replace( 'k', 'r' );
			$out['replace_none']   = wp_cache_replace( 'none', 'r' );
			$out['set']            = wp_cache_set( 'n', 5, 'numbers' );
			$out['get']            = wp_cache_get( 'k', '', false, $found );
			$out['found']          = $found;
			$out['get_miss']       = wp_cache_get( 'none', '', true, $missing );
			$out['found_miss']     = $missing;
			$out['incr']           = wp_cache_incr( 'n', 2, 'numbers' );
			$out['decr']           = wp_cache_decr( 'n', 10, 'numbers' );
			$out['add_multiple']   = wp_cache_add_multiple( array( 'a' => 1, 'k' => 2 ) );
			$out['set_multiple']   = wp_cache_set_multiple( array( 'b' => 2, 'c' => 3 ), 'letters', 30 );
			$out['get_multiple']   = wp_cache_get_multiple( array( 'b', 'z', 'c' ), 'letters' );
			$out['delete_multiple'] = wp_cache_delete_multiple( array( 'b', 'z' ), 'letters' );
			$out['delete']         = wp_cache_delete( 'a' );
			$out['delete_none']    = wp_cache_delete( 'a' );
			wp_cache_set( 1, 'admin', 'users' );
			wp_cache_set( 'posts', 4, 'counts' );
			$out['counts']         = wp_cache_get( 'posts', 'counts' );
			wp_cache_switch_to_blog( 2 );
			$out['blog_2_k']       = wp_cache_get( 'k' );
			$out['blog_2_user']    = wp_cache_get( 1, 'users' );
			wp_cache_switch_to_blog( 1 );
			$out['supports']       = array_map( 'wp_cache_supports', array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group', 'something_else' ) );
			wp_suspend_cache_addition( true );
			$out['suspended_add']  = wp_cache_add( 'suspended', 1 );
			wp_suspend_cache_addition( false );
			$out['invalid']        = wp_cache_get( '' );
			$out['keys']           = $GLOBALS['wp_object_cache']->get_multiple( array( 'k' ) );
			$redis = new Redis();
			$redis->connect( getenv( 'BOUDOIR_REDIS_HOST' ), (int) getenv( 'BOUDOIR_REDIS_PORT' ) );
			$prefix = getenv( 'BOUDOIR_REDIS_PREFIX' );
			$keys = $redis->keys( $prefix . '*' );
			sort( $keys );
			$out['redis_keys']     = $keys;
			$out['flush_runtime']  = wp_cache_flush_runtime();
			$out['after_runtime']  = array( wp_cache_get( 'k' ), wp_cache_get( 'posts', 'counts' ) );
			$out['flush_group']    = wp_cache_flush_group( 'letters' );
			$out['letters_left']   = $redis->keys( $prefix . '1:letters:*' );
			wp_cache_reset();
			$out['close']          = wp_cache_close();
			$out['flush']          = wp_cache_flush();
			$out['left']           = $redis->keys( $prefix . '*' );
			$out['notices']        = $GLOBALS['notices'];
			echo serialize( $out );
			PHP;

		$environment = array(
			'DROP_IN'              => realpath( self::DROP_IN ),
			'BOUDOIR_CACHE'        => 'redis',
			'BOUDOIR_REDIS_HOST'   => self::host(),
			'BOUDOIR_REDIS_PORT'   => (string) self::port(),
			'BOUDOIR_REDIS_PREFIX' => $this->prefix,
		);

		$run = self::php( $script, $environment );
		$this->assertSame( 0, $run['status'], $run['stdout'] . $run['stderr'] );
		$out = unserialize( $run['stdout'] ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- our own subprocess's answer.
		$this->assertIsArray( $out, $run['stdout'] . $run['stderr'] );
		$p = $this->prefix;
		$this->assertSame(
			array(
				'defined'         => true,
				'class'           => 'Boudoir_Redis_Object_Cache',
				'add'             => true,
				'add_again'       => false,
				'replace'         => true,
				'replace_none'    => false,
				'set'             => true,
				'get'             => 'r',
				'found'           => true,
				'get_miss'        => false,
				'found_miss'      => false,
				'incr'            => 7,
				'decr'            => 0,
				'add_multiple'    => array(
					'a' => true,
					'k' => false,
				),
				'set_multiple'    => array(
					'b' => true,
					'c' => true,
				),
				'get_multiple'    => array(
					'b' => 2,
					'z' => false,
					'c' => 3,
				),
				'delete_multiple' => array(
					'b' => true,
					'z' => false,
				),
				'delete'          => true,
				'delete_none'     => false,
				'counts'          => 4,
				'blog_2_k'        => false,
				'blog_2_user'     => 'admin',
				'supports'        => array( true, true, true, true, true, true, false ),
				'suspended_add'   => false,
				'invalid'         => false,
				'keys'            => array( 'k' => 'r' ),
				'redis_keys'      => array( "{$p}1:default:k", "{$p}1:letters:c", "{$p}1:numbers:n", "{$p}users:1" ),
				'flush_runtime'   => true,
				'after_runtime'   => array( 'r', false ),
				'flush_group'     => true,
				'letters_left'    => array(),
				'close'           => true,
				'flush'           => true,
				'left'            => array(),
				'notices'         => array( 'wrong Boudoir_Redis_Object_Cache::get', 'deprecated wp_cache_reset', 'deprecated reset' ),
			),
			$out
		);

		$run = self::php( $script, array( 'BOUDOIR_CACHE' => '' ) + $environment );
		$this->assertSame( 'a:1:{s:7:"defined";b:0;}', $run['stdout'], 'without BOUDOIR_CACHE=redis: nothing (WordPress keeps its own cache)' );

		$run = self::php( $script, array( 'BOUDOIR_REDIS_PORT' => '1' ) + $environment );
		$this->assertSame( 255, $run['status'], 'Redis down: a fatal error' );
		$this->assertStringContainsString( "Uncaught RuntimeException: Boudoir's object cache: Redis does not answer at 127.0.0.1:1", $run['stdout'] . $run['stderr'] );
	}

	/**
	 * A cache of this test's prefix, as a web node would have it.
	 *
	 * @param array<string,mixed> $config Overrides (blog_id, prefix).
	 */
	private function cache( array $config = array() ): Boudoir_Redis_Object_Cache {
		return new Boudoir_Redis_Object_Cache(
			$config + array(
				'host'   => self::host(),
				'port'   => self::port(),
				'prefix' => $this->prefix,
			)
		);
	}

	/**
	 * Where Redis answers.
	 */
	private static function host(): string {
		$host = getenv( 'BOUDOIR_REDIS_HOST' );
		return $host ? $host : '127.0.0.1';
	}

	/**
	 * Redis's port.
	 */
	private static function port(): int {
		$port = getenv( 'BOUDOIR_REDIS_PORT' );
		return $port ? (int) $port : 6379;
	}

	/**
	 * The keys under a prefix, sorted.
	 *
	 * @param string $prefix A prefix.
	 * @return list<string>
	 */
	private function keys( string $prefix ): array {
		$keys = $this->redis->keys( addcslashes( $prefix, '\\*?[]^' ) . '*' );
		sort( $keys );
		return $keys;
	}

	/**
	 * Deletes the keys under a prefix.
	 *
	 * @param string $prefix A prefix.
	 */
	private function delete_keys( string $prefix ): void {
		$keys = $this->keys( $prefix );
		if ( $keys ) {
			$this->redis->del( $keys );
		}
	}

	/**
	 * Runs PHP code (without `<?php`) in a process of its own.
	 *
	 * @param string               $code        The code.
	 * @param array<string,string> $environment Variables added to this process's.
	 * @return array{status: int, stdout: string, stderr: string}
	 */
	private static function php( string $code, array $environment ): array {
		$process = self::start_php( $code, $environment, $pipes );
		$stdout  = (string) stream_get_contents( $pipes[1] );
		$stderr  = (string) stream_get_contents( $pipes[2] );
		return array(
			'status' => proc_close( $process ),
			'stdout' => $stdout,
			'stderr' => $stderr,
		);
	}

	/**
	 * Starts PHP code in a process of its own.
	 *
	 * @param string               $code        The code.
	 * @param array<string,string> $environment Variables added to this process's.
	 * @param array<int,resource>  $pipes       Set to its stdout (1) and stderr (2).
	 * @return resource
	 */
	private static function start_php( string $code, array $environment, &$pipes ) {
		$process = proc_open(
			array( PHP_BINARY, '-d', 'display_errors=stderr', '-d', 'error_reporting=-1', '-r', $code ),
			array(
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes,
			null,
			$environment + getenv()
		);
		self::assertIsResource( $process );
		return $process;
	}

	/**
	 * Runs the same code in several processes at once, each with a cache of this test's prefix
	 * in `$cache`: they start together (they wait for a go key), so their commands interleave.
	 *
	 * @param int    $count How many processes.
	 * @param string $code  What each does; it echoes its answer.
	 * @return list<string> Their answers.
	 */
	private function race( int $count, string $code ): array {
		$go          = $this->base . 'go';
		$prelude     = <<<'PHP'
			require getenv( 'CLASS_FILE' );
			$cache = new Boudoir_Redis_Object_Cache( array( 'host' => getenv( 'H' ), 'port' => (int) getenv( 'P' ), 'prefix' => getenv( 'PREFIX' ) ) );
			$redis = new Redis();
			$redis->connect( getenv( 'H' ), (int) getenv( 'P' ) );
			$redis->incr( getenv( 'GO' ) . ':ready' );
			$deadline = microtime( true ) + 10;
			while ( ! $redis->exists( getenv( 'GO' ) ) && microtime( true ) < $deadline ) { usleep( 200 ); }
			PHP;
		$environment = array(
			'CLASS_FILE' => realpath( self::DROP_IN . '/redis-object-cache/class-boudoir-redis-object-cache.php' ),
			'H'          => self::host(),
			'P'          => (string) self::port(),
			'PREFIX'     => $this->prefix,
			'GO'         => $go,
		);
		$processes   = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$pipes       = array();
			$processes[] = array( self::start_php( $prelude . "\n" . $code, $environment, $pipes ), $pipes );
		}
		// Once every process is connected and waiting, all go at once.
		$deadline = microtime( true ) + 10;
		while ( (int) $this->redis->get( $go . ':ready' ) < $count && microtime( true ) < $deadline ) {
			usleep( 1000 );
		}
		$this->assertSame( (string) $count, $this->redis->get( $go . ':ready' ), 'every racer started' );
		$this->redis->set( $go, '1' );
		$outputs = array();
		foreach ( $processes as list( $process, $pipes ) ) {
			$stdout = (string) stream_get_contents( $pipes[1] );
			$stderr = (string) stream_get_contents( $pipes[2] );
			$this->assertSame( 0, proc_close( $process ), $stdout . $stderr );
			$outputs[] = trim( $stdout );
		}
		return $outputs;
	}
}
