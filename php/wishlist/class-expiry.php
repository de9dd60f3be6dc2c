<?php
/**
 * Guest lists expire.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

use Boudoir\Wishlist_Options;

defined( 'ABSPATH' ) || exit;

/**
 * A daily WP-Cron event deletes guest lists (and their items) nobody saved to for
 * `boudoir_guest_list_days` days. Users' lists never expire.
 *
 * It keeps up with however fast guests create lists: a run deletes batch after
 * batch (each batch's items in one query with them) until nothing expired is left
 * or its time budget is spent, and then, while rows remain, schedules a follow-up
 * run a minute later (a single event), and so on until the backlog is gone.
 */
final class Expiry {

	/** The cron event. */
	public const HOOK = 'boudoir_expire_guest_wishlists';

	/** Days a guest list lives after its last save. */
	public const OPTION_DAYS = Wishlist_Options::GUEST_LIST_DAYS;

	/** The option's default. */
	public const DEFAULT_DAYS = 30;

	/** The single event of a follow-up run, while expired lists remain after a run. */
	public const HOOK_MORE = 'boudoir_expire_guest_wishlists_more';

	/** Lists deleted per query (their items in one more), so no query holds long locks. */
	public const BATCH = 500;

	/** Seconds a run may spend deleting, well inside a cron request's time limit. */
	public const TIME_BUDGET = 20.0;

	/** Seconds between a run that ran out of time and its follow-up. */
	public const FOLLOW_UP_DELAY = MINUTE_IN_SECONDS;

	/**
	 * The expiry job.
	 *
	 * @param Expiring_Lists $lists       The guest lists' expiry dates.
	 * @param int            $batch       Lists per batch (tests pass fewer).
	 * @param float          $time_budget Seconds per run (tests pass less).
	 */
	public function __construct(
		private readonly Expiring_Lists $lists,
		private readonly int $batch = self::BATCH,
		private readonly float $time_budget = self::TIME_BUDGET,
	) {
	}

	/**
	 * Hooks the job and makes sure it is scheduled.
	 */
	public function register(): void {
		add_action( self::HOOK, array( $this, 'run' ) );
		add_action( self::HOOK_MORE, array( $this, 'run' ) );
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
	 * Removes the events, the daily one and a pending follow-up (deactivation, uninstall).
	 */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
		wp_clear_scheduled_hook( self::HOOK_MORE );
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
	 * Deletes the expired guest lists and their items, batch by batch within the time budget; the cron callback.
	 *
	 * At least one batch runs whatever the budget. When the budget ran out with
	 * expired lists left, a follow-up run is scheduled (once: a pending one is kept).
	 *
	 * @param int|null $now Unix time; now by default (tests pass another).
	 * @return int Lists deleted.
	 */
	public function run( ?int $now = null ): int {
		$now     = is_int( $now ) ? $now : time();
		$batch   = max( 1, $this->batch );
		$until   = microtime( true ) + $this->time_budget;
		$deleted = 0;
		do {
			$ids = $this->lists->expired_ids( $now, $batch );
			if ( ! $ids ) {
				return $deleted;
			}
			$deleted += $this->lists->delete( $ids, $now );
			// A short batch was the last one.
			if ( count( $ids ) < $batch ) {
				return $deleted;
			}
		} while ( microtime( true ) < $until );
		self::schedule_follow_up();
		return $deleted;
	}

	/**
	 * Schedules a follow-up run soon, unless one is pending.
	 */
	private static function schedule_follow_up(): void {
		if ( ! wp_next_scheduled( self::HOOK_MORE ) ) {
			wp_schedule_single_event( time() + self::FOLLOW_UP_DELAY, self::HOOK_MORE );
		}
	}
}
