<?php
/**
 * No request puts what it sends into SQL as SQL: every `boudoir/v1` route, every method, every
 * field (and the guest cookie), each given values that break out of a string, a quoted
 * identifier or a number, by a user and by a guest. Every query that reaches the database
 * (wpdb's `query` filter, on SQLite as on MariaDB) is read: outside its string literals the
 * marker must never appear. Where a field is stored as text, the marker must reach SQL inside a
 * literal (so the test sees the values arrive, and a route that refused everything would fail).
 *
 * The code-reading half of the rule is test-prepared-sql.php.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Route;
use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist_Privacy;

/**
 * Hostile values through every route; the SQL they reach, read.
 */
final class SQL_Injection_Test extends Rest_Test_Case {

	/** The word every payload carries where SQL would run it. */
	private const MARKER = 'xq7taint';

	/** Values that end a string, a double-quoted string, an identifier or a number, then say the marker. */
	private const PAYLOADS = array(
		"a' OR xq7taint OR 'b",
		'a" OR xq7taint OR "b',
		"a\\' OR xq7taint -- ",
		'1 OR xq7taint',
		'a` OR xq7taint OR `b',
	);

	/** Fields stored as text somewhere: their payload must reach SQL, inside a literal. */
	private const STORED_AS_TEXT = array( 'wishlist_name', 'title', 'name', 'notes' );

	/**
	 * The SQL of the current request.
	 *
	 * @var list<string>
	 */
	private array $queries = array();

	/**
	 * The products the callers save, made once per test.
	 *
	 * @var list<int>|null
	 */
	private ?array $products = null;

	/**
	 * Records every query.
	 */
	protected function set_up(): void {
		parent::set_up();
		add_filter( 'query', array( $this, 'record' ), PHP_INT_MAX );
	}

	/**
	 * Stops recording.
	 */
	protected function tear_down(): void {
		remove_filter( 'query', array( $this, 'record' ), PHP_INT_MAX );
		parent::tear_down();
	}

	/**
	 * The `query` filter: keeps the query as the database gets it.
	 *
	 * @param string $query The SQL.
	 * @return string The same.
	 */
	public function record( $query ) {
		$this->queries[] = (string) $query;
		return $query;
	}

	/**
	 * A query with every string literal ('…' and "…", with backslash and doubled-quote escapes) blanked.
	 * Backquoted identifiers are kept: a value that lands in one is SQL.
	 *
	 * @param string $sql The SQL.
	 */
	public static function outside_literals( string $sql ): string {
		$out    = '';
		$length = strlen( $sql );
		for ( $i = 0; $i < $length; $i++ ) {
			$char = $sql[ $i ];
			if ( "'" !== $char && '"' !== $char ) {
				$out .= $char;
				continue;
			}
			for ( ++$i; $i < $length; $i++ ) {
				if ( '\\' === $sql[ $i ] ) {
					++$i;
				} elseif ( $char === $sql[ $i ] ) {
					if ( $i + 1 < $length && $char === $sql[ $i + 1 ] ) {
						++$i;
						continue;
					}
					break;
				}
			}
			$out .= '?';
		}
		return $out;
	}

	/**
	 * What the detector reads as SQL, and what as data.
	 */
	public function test_the_detector_finds_values_outside_literals(): void {
		global $wpdb;
		$payload = self::PAYLOADS[0];
		$this->assertStringContainsString( self::MARKER, self::outside_literals( "SELECT * FROM t WHERE name = '{$payload}'" ), 'A value concatenated into quotes breaks out.' );
		$this->assertStringContainsString( self::MARKER, self::outside_literals( 'SELECT * FROM t WHERE id = ' . self::PAYLOADS[3] ), 'A number concatenated is SQL.' );
		$this->assertStringContainsString( self::MARKER, self::outside_literals( 'SELECT * FROM `' . self::PAYLOADS[4] . '`' ), 'An identifier is SQL.' );
		foreach ( self::PAYLOADS as $value ) {
			$prepared = $wpdb->prepare( 'SELECT * FROM t WHERE name = %s AND id = %d', $value, $value );
			$this->assertStringNotContainsString( self::MARKER, self::outside_literals( $prepared ), $prepared );
			$this->assertStringContainsString( self::MARKER, $prepared );
		}
		$this->assertSame( "SELECT ? AND ?, ?", self::outside_literals( "SELECT 'it''s' AND \"a\\\"b\", 'c\\\\'" ) );
	}

	/**
	 * Every route, method and field, by a user and by a guest, with every payload: the marker never
	 * reaches SQL outside a literal; the text fields' payloads reach it inside one.
	 */
	public function test_no_route_puts_a_value_into_sql_as_sql(): void {
		$routes     = $this->routes();
		$violations = array();
		$reached    = array();
		$this->assertGreaterThanOrEqual( 19, count( $routes ), 'Every route of boudoir/v1 is tried.' );
		foreach ( array( 'user', 'guest' ) as $caller ) {
			foreach ( $routes as list( $method, $pattern, $args ) ) {
				foreach ( array_merge( array_keys( $args ), array( '*' ) ) as $field ) {
					$fixture = null;
					foreach ( self::PAYLOADS as $payload ) {
						// A request that changed nothing leaves the lists as they were: the next payload reuses them.
						$fixture ??= $this->fixture( $caller );
						$fields  = $this->valid_fields( $fixture, array_keys( $args ) );
						foreach ( '*' === $field ? array_keys( $args ) : array( $field ) as $tainted ) {
							$fields[ $tainted ] = $this->tainted( $args[ $tainted ], $payload );
						}
						$path          = $this->path( $pattern, $fixture );
						$this->queries = array();
						$answer        = $this->call( $method, $path, $fields );
						if ( $answer['status'] < 300 ) {
							$fixture = null;
						}
						$this->assertLessThan( 500, $answer['status'], "{$method} {$path} with {$field} = {$payload}: " . wp_json_encode( $answer['data'] ) );
						foreach ( $this->queries as $sql ) {
							if ( false === stripos( $sql, self::MARKER ) ) {
								continue;
							}
							$reached[ $field ] = true;
							if ( false !== stripos( self::outside_literals( $sql ), self::MARKER ) ) {
								$violations[] = "{$caller} {$method} {$path}, {$field} = {$payload}:\n  {$sql}";
							}
						}
					}
				}
			}
		}
		$this->assertSame( array(), $violations, "Values that reached SQL as SQL:\n" . implode( "\n", $violations ) );
		foreach ( self::STORED_AS_TEXT as $field ) {
			$this->assertArrayHasKey( $field, $reached, "{$field}'s payloads reached no query: did every request fail before the database?" );
		}
	}

	/**
	 * A guest cookie that is a payload reaches no SQL as SQL either.
	 */
	public function test_a_hostile_guest_cookie_puts_nothing_into_sql(): void {
		$product = $this->product();
		foreach ( self::PAYLOADS as $payload ) {
			foreach ( array( $payload, $payload . '.' . $payload ) as $cookie ) {
				$this->log_out();
				$_COOKIE[ Guest_Session::COOKIE ] = $cookie;
				$this->queries                    = array();
				$this->call( 'GET', '/wishlists' );
				$this->call( 'GET', '/items/saved' );
				$this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $product ) );
				foreach ( $this->queries as $sql ) {
					$this->assertStringNotContainsStringIgnoringCase( self::MARKER, self::outside_literals( $sql ), $sql );
				}
			}
		}
	}

	/**
	 * The namespace's routes: method, path pattern, args.
	 *
	 * @return list<array{0:string,1:string,2:array<string,array<string,mixed>>}>
	 */
	private function routes(): array {
		$found = array();
		foreach ( rest_get_server()->get_routes( Route::NAMESPACE ) as $pattern => $endpoints ) {
			if ( '/' . Route::NAMESPACE === $pattern ) {
				continue;
			}
			foreach ( $endpoints as $endpoint ) {
				foreach ( array_keys( $endpoint['methods'] ) as $method ) {
					$found[] = array( $method, substr( $pattern, strlen( '/' . Route::NAMESPACE ) ), $endpoint['args'] ?? array() );
				}
			}
		}
		return $found;
	}

	/**
	 * A caller with two lists (the default holding two products) and a product to add.
	 *
	 * @param string $caller user or guest.
	 * @return array<string,mixed>
	 */
	private function fixture( string $caller ): array {
		$this->products ??= array( $this->product(), $this->product( 'Silk robe' ), $this->product( 'Odette plunge bra' ) );
		$owner             = 'user' === $caller ? $this->as_user() : $this->as_guest();
		$first             = $this->make_list( $owner, Wishlist_Privacy::PRIVATE, 'Gifts', true );
		return array(
			'owner' => $owner,
			'first' => $first,
			'other' => $this->make_list( $owner, Wishlist_Privacy::SHARED, 'Later' ),
			'saved' => $this->products[0],
			'new'   => $this->products[2],
			'items' => array( $this->put( $first, $this->products[0] ), $this->put( $first, $this->products[1] ) ),
		);
	}

	/**
	 * Valid values for a route's fields, so a request gets past the fields it does not taint.
	 *
	 * @param array<string,mixed> $fixture The caller's lists and products.
	 * @param list<string>        $names   The route's fields.
	 * @return array<string,mixed>
	 */
	private function valid_fields( array $fixture, array $names ): array {
		$valid = array(
			'add_to_wishlist'            => $fixture['new'],
			'product_id'                 => $fixture['saved'],
			'prod_id'                    => $fixture['saved'],
			'product_type'               => 'simple',
			'variation_id'               => 0,
			'wishlist_id'                => $fixture['first']->id,
			'wishlist_token'             => $fixture['first']->token,
			'token'                      => $fixture['first']->token,
			'destination_wishlist_token' => $fixture['other']->token,
			'destination_wishlist_id'    => $fixture['other']->id,
			'item_id'                    => $fixture['items'][0],
			'quantity'                   => 2,
			'positions'                  => array_reverse( $fixture['items'] ),
			'page'                       => 1,
			'per_page'                   => 10,
			'title'                      => 'Birthday',
			'wishlist_name'              => 'Birthday',
			'wishlist_visibility'        => Wishlist_Privacy::PRIVATE,
			'privacy'                    => Wishlist_Privacy::SHARED,
			'name'                       => 'Ann',
			'email'                      => 'ann@example.com',
			'notes'                      => 'For May',
		);
		return array_intersect_key( $valid, array_flip( $names ) );
	}

	/**
	 * A payload in a field's shape: in every element of a list, as key and value of a map.
	 *
	 * @param array<string,mixed> $arg     The field's schema.
	 * @param string              $payload The payload.
	 * @return mixed
	 */
	private function tainted( array $arg, string $payload ): mixed {
		$types = (array) ( $arg['type'] ?? 'string' );
		if ( in_array( 'array', $types, true ) ) {
			return array( $payload, $payload );
		}
		if ( in_array( 'object', $types, true ) ) {
			return array( $payload => $payload );
		}
		return $payload;
	}

	/**
	 * A route's path with its parameters filled from the fixture (their patterns admit no payload).
	 *
	 * @param string              $pattern The route's pattern.
	 * @param array<string,mixed> $fixture The caller's lists.
	 */
	private function path( string $pattern, array $fixture ): string {
		return (string) preg_replace_callback(
			'/\(\?P<(\w+)>[^)]*\)/',
			static fn ( array $match ): string => (string) match ( $match[1] ) {
				'wishlist_id' => $fixture['first']->id,
				'item_id'     => $fixture['items'][0],
				default       => $fixture['first']->token,
			},
			$pattern
		);
	}
}
