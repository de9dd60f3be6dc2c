<?php
/**
 * How many estimate requests one shopper may send.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Estimate;

use Boudoir\Wishlist_Options;

defined( 'ABSPATH' ) || exit;

/**
 * A fixed window per requester (user or guest session), per network (an IPv4 address, an IPv6
 * /64) and for the whole shop, in `{prefix}boudoir_estimate_limits`.
 *
 * Each request e-mails the shop: without a limit the form floods its inbox. The
 * check and the count are one statement (take()), so parallel requests cannot all
 * pass a check made before any of them counted. Only hashes of the keys are stored.
 * An IPv6 address counts as its /64, the block one subscriber gets (a host there may
 * take any of its 2^64 addresses), and the shop-wide cap holds whatever the number of
 * addresses a sender has.
 */
final class Rate_Limit {

	/** Table name without the site's prefix. */
	public const TABLE = 'boudoir_estimate_limits';

	/** Requests per window and owner (user or guest session), by default. */
	public const DEFAULT_LIMIT = 5;

	/** Requests per window and IP address, by default: several shoppers may share one (an office, a mobile carrier). */
	public const DEFAULT_IP_LIMIT = 20;

	/** Requests per window for the whole shop, by default: what one shop's inbox takes in an hour. */
	public const DEFAULT_SHOP_LIMIT = 100;

	/** The window, in seconds. */
	public const WINDOW = HOUR_IN_SECONDS;

	/**
	 * The limiter.
	 *
	 * @param \wpdb|null $db The database; the global one by default.
	 */
	public function __construct( private readonly ?\wpdb $db = null ) {
	}

	/**
	 * How many requests a window allows per owner (the `boudoir_estimate_rate_limit` filter; 0 or less switches every limit off).
	 */
	public static function limit(): int {
		/**
		 * Estimate requests allowed per user or guest session and hour.
		 *
		 * @param int $limit Default 5; 0 or less for no limit at all (per address either).
		 */
		return (int) apply_filters( 'boudoir_estimate_rate_limit', self::DEFAULT_LIMIT );
	}

	/**
	 * How many requests a window allows per IP address (the `boudoir_estimate_ip_rate_limit` filter).
	 */
	public static function ip_limit(): int {
		/**
		 * Estimate requests allowed per IP address and hour, whoever sends them.
		 *
		 * @param int $limit Default 20; 0 or less for no limit per address.
		 */
		return (int) apply_filters( 'boudoir_estimate_ip_rate_limit', self::DEFAULT_IP_LIMIT );
	}

	/**
	 * How many requests a window allows for the whole shop (the `boudoir_estimate_shop_rate_limit` filter).
	 */
	public static function shop_limit(): int {
		/**
		 * Estimate requests allowed per hour for the whole shop, whoever sends them from wherever.
		 *
		 * @param int $limit Default 100; 0 or less for no shop-wide limit.
		 */
		return (int) apply_filters( 'boudoir_estimate_shop_rate_limit', self::DEFAULT_SHOP_LIMIT );
	}

	/**
	 * The network an address counts as: an IPv4 address itself (an IPv4-mapped IPv6 one too),
	 * an IPv6 address as its /64 (`2001:db8:1:2::/64`); '' for anything else.
	 *
	 * @param string $ip An address.
	 */
	public static function network( string $ip ): string {
		$binary = '' === self::valid_ip( $ip ) ? false : inet_pton( trim( $ip ) );
		if ( ! is_string( $binary ) ) {
			return '';
		}
		if ( 16 === strlen( $binary ) && str_starts_with( $binary, str_repeat( "\x00", 10 ) . "\xff\xff" ) ) {
			$binary = substr( $binary, 12 );
		}
		if ( 4 === strlen( $binary ) ) {
			return (string) inet_ntop( $binary );
		}
		return inet_ntop( substr( $binary, 0, 8 ) . str_repeat( "\x00", 8 ) ) . '/64';
	}

	/**
	 * CREATE TABLE for dbDelta (its format: two spaces after PRIMARY KEY, KEY not INDEX).
	 */
	public function schema(): string {
		return "CREATE TABLE {$this->table()} (
  bucket char(64) NOT NULL,
  window_start bigint(20) unsigned NOT NULL,
  hits int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (bucket),
  KEY window_start (window_start)
) {$this->db()->get_charset_collate()};\n";
	}

	/**
	 * The table's full name; read per call so switch_to_blog() is honoured.
	 */
	public function table(): string {
		return $this->db()->prefix . self::TABLE;
	}

	/**
	 * Takes one request of the owner's, the network's and the shop's allowance, or none when one is spent.
	 *
	 * The owner is counted first, then the network, then the shop: a request one refuses never
	 * uses the allowances after it. A request refused later still used those before it (it was
	 * one more try).
	 *
	 * @param string $owner An Owner::key(), or '' for a guest without a session.
	 * @param string $ip    A valid address, or ''.
	 * @param int    $now   Unix time.
	 */
	public function allow( string $owner, string $ip, int $now ): bool {
		$limit = self::limit();
		if ( $limit <= 0 ) {
			return true;
		}
		if ( '' !== $owner && ! $this->take( $owner, $limit, $now ) ) {
			return false;
		}
		$network  = self::network( $ip );
		$ip_limit = self::ip_limit();
		if ( '' !== $network && $ip_limit > 0 && ! $this->take( 'ip:' . $network, $ip_limit, $now ) ) {
			return false;
		}
		$shop_limit = self::shop_limit();
		return $shop_limit <= 0 || $this->take( 'shop', $shop_limit, $now );
	}

	/**
	 * Counts one request of a key's window if it holds fewer than `$limit`: check and count in one UPDATE.
	 *
	 * The row is made first (INSERT IGNORE: a concurrent twin is harmless). The UPDATE then
	 * either starts a new window (the old one is over) or adds one hit below the limit; the
	 * database serialises UPDATEs of a row (InnoDB's row lock; SQLite's write lock), and each
	 * evaluates its WHERE on the row as the previous one left it, so of N parallel requests
	 * exactly the allowance's worth change the row. Its affected-row count is the answer.
	 *
	 * @param string $key   A stable key: Owner::key(), `ip:<network>` or `shop`.
	 * @param int    $limit Requests allowed per window, > 0.
	 * @param int    $now   Unix time.
	 */
	public function take( string $key, int $limit, int $now ): bool {
		$wpdb   = $this->db(); // So the WPCS DB sniffs recognise the connection.
		$bucket = self::bucket( $key );
		$over   = $now - self::WINDOW;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- an atomic counter of its own table; a cache would defeat it.
		$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (bucket, window_start, hits) VALUES (%s, %d, 0)', $this->table(), $bucket, $now ) );
		$changed = $wpdb->query(
			$wpdb->prepare(
				'UPDATE %i SET hits = CASE WHEN window_start <= %d THEN 1 ELSE hits + 1 END, window_start = CASE WHEN window_start <= %d THEN %d ELSE window_start END WHERE bucket = %s AND ( window_start <= %d OR hits < %d )',
				$this->table(),
				$over,
				$over,
				$now,
				$bucket,
				$over,
				$limit
			)
		);
		// phpcs:enable
		return 1 === $changed;
	}

	/**
	 * Requests counted in a key's current window (0 once it is over).
	 *
	 * @param string $key A stable key.
	 * @param int    $now Unix time.
	 */
	public function count( string $key, int $now ): int {
		$wpdb = $this->db(); // So the WPCS DB sniffs recognise the connection.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the counter's own table, read fresh.
		$hits = $wpdb->get_var( $wpdb->prepare( 'SELECT hits FROM %i WHERE bucket = %s AND window_start > %d', $this->table(), self::bucket( $key ), $now - self::WINDOW ) );
		return null === $hits ? 0 : (int) $hits;
	}

	/**
	 * Deletes the windows that are over (the daily clean-up); returns how many.
	 *
	 * @param int $now Unix time.
	 */
	public function purge( int $now ): int {
		$wpdb = $this->db(); // So the WPCS DB sniffs recognise the connection.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the counter's own table.
		$deleted = $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE window_start <= %d', $this->table(), $now - self::WINDOW ) );
		return is_int( $deleted ) ? $deleted : 0;
	}

	/**
	 * The client's address: REMOTE_ADDR, or with a trusted proxy header configured, the right-most untrusted one in it.
	 *
	 * The header (option Wishlist_Options::TRUSTED_PROXY_HEADER, e.g. `X-Forwarded-For`, off by
	 * default) is only read when REMOTE_ADDR is one of the trusted proxies (the filter
	 * `boudoir_trusted_proxies`, addresses or CIDR ranges; empty means "the peer is the
	 * proxy"). Its entries are read from the right, skipping trusted proxies: entries
	 * further left were written by the client and prove nothing. '' when nothing valid.
	 *
	 * @param array<string,mixed> $server The request's $_SERVER.
	 */
	public static function client_ip( array $server ): string {
		$remote = self::valid_ip( $server['REMOTE_ADDR'] ?? '' );
		if ( '' === $remote || '' === self::proxy_server_key() ) {
			return $remote;
		}
		/**
		 * The reverse proxies in front of the shop, as addresses or CIDR ranges (e.g. `10.0.0.0/8`).
		 *
		 * @param list<string> $proxies Default none: then the peer (REMOTE_ADDR) is taken for the proxy.
		 */
		$proxies = array_values( array_filter( (array) apply_filters( 'boudoir_trusted_proxies', array() ), 'is_string' ) );
		if ( array() !== $proxies && ! self::in_ranges( $remote, $proxies ) ) {
			// The request did not come through the proxy: its header is the client's to forge.
			return $remote;
		}
		$name  = self::proxy_server_key();
		$value = isset( $server[ $name ] ) && is_string( $server[ $name ] ) ? $server[ $name ] : '';
		foreach ( array_reverse( explode( ',', $value ) ) as $entry ) {
			$ip = self::valid_ip( $entry );
			if ( '' === $ip ) {
				// A malformed hop: nothing left of it can be trusted either.
				break;
			}
			if ( ! self::in_ranges( $ip, $proxies ) ) {
				return $ip;
			}
		}
		return $remote;
	}

	/**
	 * The $_SERVER key of the trusted proxy header (`X-Forwarded-For` → `HTTP_X_FORWARDED_FOR`), '' when none is set.
	 */
	public static function proxy_server_key(): string {
		$header = strtoupper( str_replace( '-', '_', trim( (string) get_option( Wishlist_Options::TRUSTED_PROXY_HEADER, '' ) ) ) );
		return 1 === preg_match( '/^[A-Z0-9_]+$/', $header ) ? 'HTTP_' . $header : '';
	}

	/**
	 * A valid IPv4 or IPv6 address, trimmed (a port or brackets are not an address), else ''.
	 *
	 * @param mixed $value Untrusted input.
	 */
	private static function valid_ip( mixed $value ): string {
		$ip = is_string( $value ) ? trim( $value ) : '';
		return false === filter_var( $ip, FILTER_VALIDATE_IP ) ? '' : $ip;
	}

	/**
	 * Whether an address is one of the addresses or CIDR ranges given.
	 *
	 * @param string       $ip     A valid address.
	 * @param list<string> $ranges Addresses or `address/bits`.
	 */
	private static function in_ranges( string $ip, array $ranges ): bool {
		$binary = (string) inet_pton( $ip );
		foreach ( $ranges as $range ) {
			$parts = explode( '/', trim( $range ), 2 );
			$base  = self::valid_ip( $parts[0] );
			if ( '' === $base ) {
				continue;
			}
			$network = (string) inet_pton( $base );
			if ( strlen( $network ) !== strlen( $binary ) ) {
				continue;
			}
			$bits = isset( $parts[1] ) && ctype_digit( $parts[1] ) ? min( (int) $parts[1], 8 * strlen( $binary ) ) : 8 * strlen( $binary );
			$mask = str_repeat( "\xff", intdiv( $bits, 8 ) ) . ( $bits % 8 ? chr( ( 0xff << ( 8 - $bits % 8 ) ) & 0xff ) : '' );
			$mask = str_pad( $mask, strlen( $binary ), "\x00" );
			if ( ( $binary & $mask ) === ( $network & $mask ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A key's row: hashed with a site secret, so no address or session hash is readable in the table.
	 *
	 * @param string $key A stable key.
	 */
	private static function bucket( string $key ): string {
		return hash_hmac( 'sha256', $key, wp_salt( 'nonce' ) );
	}

	/**
	 * The database.
	 */
	private function db(): \wpdb {
		global $wpdb;
		return $this->db ?? $wpdb;
	}
}
