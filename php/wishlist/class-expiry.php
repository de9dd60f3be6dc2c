<?php
/**
 * Guest lists expire.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * A daily WP-Cron event deletes guest lists (and their items) nobody saved to for
 * `boudoir_guest_list_days` days. Users' lists never expire.
 */
final class Expiry {

	/** The cron event. */
	public const HOOK = 'boudoir_expire_guest_wishlists';

	/** Days a guest list lives after its last save. */
	public const OPTION_DAYS = 'boudoir_guest_list_days';

	/** The option's default. */
	public const DEFAULT_DAYS = 30;

	/** Lists deleted per query, so one run never holds long locks. */
	private const BATCH = 200;

	/** Batches per run; what is left waits for tomorrow. */
	private const MAX_BATCHES = 50;

	/**
	 * The expiry job.
	 *
	 * @param Wishlist_Repository $lists The lists.
	 */
	public function __construct( private readonly Wishlist_Repository $lists ) {
	}

	/**
	 * Hooks the job and makes sure it is scheduled.
	 */
	public function register(): void {
		add_action( self::HOOK, array( $this, 'run' ) );
		// Scheduled here too (not only on activation) so a site where the event was lost gets it back; one autoloaded read.
		add_action( 'init', array( self::class, 'schedule' ) );
	}

	/**
	 * Schedules the daily event unless it is.
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::HOOK );
		}
	}

	/**
	 * Removes the event (deactivation, uninstall).
	 */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * The configured lifetime of a guest list in days (1 to 3650; the default when unset or invalid).
	 */
	public static function days(): int {
		$days = (int) get_option( self::OPTION_DAYS, self::DEFAULT_DAYS );
		return $days >= 1 ? min( $days, 3650 ) : self::DEFAULT_DAYS;
	}

	/**
	 * When a guest list saved at `$now` expires, as a DATETIME (UTC).
	 *
	 * @param int $now Unix time.
	 */
	public static function expires_at( int $now ): string {
		return gmdate( 'Y-m-d H:i:s', $now + self::days() * DAY_IN_SECONDS );
	}

	/**
	 * Deletes the expired guest lists and their items; the cron callback.
	 *
	 * @param int|null $now Unix time; now by default (tests pass another).
	 * @return int Lists deleted.
	 */
	public function run( ?int $now = null ): int {
		$now     = $now ?? time();
		$deleted = 0;
		for ( $batch = 0; $batch < self::MAX_BATCHES; ++$batch ) {
			$ids = $this->lists->expired_guest_list_ids( $now, self::BATCH );
			if ( ! $ids ) {
				break;
			}
			$deleted += $this->lists->delete_expired( $ids, $now );
			if ( count( $ids ) < self::BATCH ) {
				break;
			}
		}
		return $deleted;
	}
}
