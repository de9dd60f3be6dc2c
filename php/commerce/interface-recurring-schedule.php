<?php
/**
 * How Boudoir's recurring jobs are run: WooCommerce's Action Scheduler, or WP-Cron.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Runs an action again and again. Woo_Action_Schedule when WooCommerce 9.0+ runs (its Action Scheduler),
 * Cron_Schedule otherwise; a job names its hook and how often, never the scheduler.
 */
interface Recurring_Schedule {

	/**
	 * Schedules the hook to fire every `$recurrence` unless it is; cheap enough for every request's init.
	 *
	 * @param string $hook       The action fired, with no arguments.
	 * @param string $recurrence A WP-Cron recurrence (wp_get_schedules()), e.g. `hourly` or `daily`.
	 */
	public function ensure( string $hook, string $recurrence ): void;

	/**
	 * Removes every pending run of the hook (deactivation).
	 *
	 * @param string $hook The action.
	 */
	public function clear( string $hook ): void;

	/**
	 * When the hook fires next (Unix time; now for a run under way); null when it is not scheduled.
	 *
	 * @param string $hook The action.
	 */
	public function next( string $hook ): ?int;
}
