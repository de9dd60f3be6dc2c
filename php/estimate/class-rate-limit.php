<?php
/**
 * How many estimate requests one shopper may send.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Estimate;

defined( 'ABSPATH' ) || exit;

/**
 * A fixed window per requester (user, guest session or IP address), kept in a transient.
 *
 * Each request sends the shop an e-mail, and can send one to any address typed in:
 * without a limit the form is a spam relay.
 */
final class Rate_Limit {

	/** Requests per window, by default. */
	public const DEFAULT_LIMIT = 5;

	/** The window, in seconds. */
	public const WINDOW = HOUR_IN_SECONDS;

	private const PREFIX = 'boudoir_estimate_rate_';

	/**
	 * How many requests a window allows (the `boudoir_estimate_rate_limit` filter; 0 or less switches the limit off).
	 */
	public static function limit(): int {
		/**
		 * Estimate requests allowed per requester and hour.
		 *
		 * @param int $limit Default 5; 0 or less for no limit.
		 */
		return (int) apply_filters( 'boudoir_estimate_rate_limit', self::DEFAULT_LIMIT );
	}

	/**
	 * Whether the requester may send another request now.
	 *
	 * @param string $requester A stable key: Owner::key() or `ip:<address>`.
	 * @param int    $now       Unix time.
	 */
	public function allows( string $requester, int $now ): bool {
		$limit = self::limit();
		return $limit <= 0 || $this->count( $requester, $now ) < $limit;
	}

	/**
	 * Counts one request.
	 *
	 * @param string $requester A stable key.
	 * @param int    $now       Unix time.
	 */
	public function hit( string $requester, int $now ): void {
		$window = $this->window( $requester, $now );
		$window['count']++;
		set_transient( self::key( $requester ), $window, max( 1, $window['start'] + self::WINDOW - $now ) );
	}

	/**
	 * Requests counted in the current window.
	 *
	 * @param string $requester A stable key.
	 * @param int    $now       Unix time.
	 */
	public function count( string $requester, int $now ): int {
		return $this->window( $requester, $now )['count'];
	}

	/**
	 * The current window: when it started and how many requests it holds.
	 *
	 * @param string $requester A stable key.
	 * @param int    $now       Unix time.
	 * @return array{start:int,count:int}
	 */
	private function window( string $requester, int $now ): array {
		$stored = get_transient( self::key( $requester ) );
		if ( is_array( $stored ) && isset( $stored['start'], $stored['count'] ) && (int) $stored['start'] + self::WINDOW > $now ) {
			return array(
				'start' => (int) $stored['start'],
				'count' => (int) $stored['count'],
			);
		}
		return array(
			'start' => $now,
			'count' => 0,
		);
	}

	/**
	 * The transient's name: hashed, so no address or session hash is readable in the options table.
	 *
	 * @param string $requester A stable key.
	 */
	private static function key( string $requester ): string {
		return self::PREFIX . substr( hash( 'sha256', wp_salt( 'nonce' ) . $requester ), 0, 32 );
	}
}
