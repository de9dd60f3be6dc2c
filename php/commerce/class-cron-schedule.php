<?php
/**
 * Recurring jobs on WP-Cron.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's own scheduler: the stand-in when there is no shop, and where WooCommerce runs without
 * its Action Scheduler loaded. As the daily jobs (Expiry, Estimates) do: the first run one recurrence
 * from now, kept on init, cleared on deactivation.
 */
final class Cron_Schedule implements Recurring_Schedule {

	/**
	 * Schedules the event unless it is (one read of the autoloaded cron array).
	 *
	 * @param string $hook       The action fired.
	 * @param string $recurrence A WP-Cron recurrence.
	 */
	public function ensure( string $hook, string $recurrence ): void {
		if ( false === wp_next_scheduled( $hook ) ) {
			wp_schedule_event( time() + self::interval( $recurrence ), $recurrence, $hook );
		}
	}

	/**
	 * Removes every event of the hook.
	 *
	 * @param string $hook The action.
	 */
	public function clear( string $hook ): void {
		wp_clear_scheduled_hook( $hook );
	}

	/**
	 * When the event fires next.
	 *
	 * @param string $hook The action.
	 */
	public function next( string $hook ): ?int {
		$next = wp_next_scheduled( $hook );
		return false === $next ? null : (int) $next;
	}

	/**
	 * A recurrence's length in seconds, as WP-Cron knows it (an hour for one it does not know).
	 *
	 * @param string $recurrence A WP-Cron recurrence.
	 */
	public static function interval( string $recurrence ): int {
		return max( 60, (int) ( wp_get_schedules()[ $recurrence ]['interval'] ?? HOUR_IN_SECONDS ) );
	}
}
