<?php
/**
 * Recurring jobs on WooCommerce's Action Scheduler.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's Action Scheduler (its queue survives a busy site, logs each run and shows it under
 * Tools → Scheduled Actions, group GROUP). WooCommerce loads it on plugins_loaded, after the adapters
 * are chosen, and its functions work from its own init (`action_scheduler_init`): asked earlier, ensure()
 * waits for it. Where its functions are missing (a WooCommerce without it), the runs are WP-Cron's.
 */
final class Woo_Action_Schedule implements Recurring_Schedule {

	/** The Action Scheduler group of Boudoir's actions. */
	public const GROUP = 'boudoir';

	/**
	 * The scheduler.
	 *
	 * @param Recurring_Schedule $without The runs where Action Scheduler is missing: WP-Cron's.
	 */
	public function __construct( private readonly Recurring_Schedule $without = new Cron_Schedule() ) {
	}

	/**
	 * Schedules the recurring action unless it is pending or running (its `$unique` flag guards two
	 * requests at once); a WP-Cron event left from a time without Action Scheduler goes, so a job
	 * never runs twice.
	 *
	 * @param string $hook       The action fired.
	 * @param string $recurrence A WP-Cron recurrence, for its length.
	 */
	public function ensure( string $hook, string $recurrence ): void {
		if ( ! self::loaded() ) {
			$this->without->ensure( $hook, $recurrence );
			return;
		}
		if ( ! \ActionScheduler::is_initialized() ) {
			add_action( 'action_scheduler_init', fn () => $this->ensure( $hook, $recurrence ) );
			return;
		}
		if ( null !== $this->without->next( $hook ) ) {
			$this->without->clear( $hook );
		}
		if ( ! as_has_scheduled_action( $hook, null, self::GROUP ) ) {
			$interval = Cron_Schedule::interval( $recurrence );
			as_schedule_recurring_action( time() + $interval, $interval, $hook, array(), self::GROUP, true );
		}
	}

	/**
	 * Cancels the hook's pending actions, and any WP-Cron event of it.
	 *
	 * @param string $hook The action.
	 */
	public function clear( string $hook ): void {
		if ( self::loaded() && \ActionScheduler::is_initialized() ) {
			as_unschedule_all_actions( $hook, array(), self::GROUP );
		}
		$this->without->clear( $hook );
	}

	/**
	 * When the action runs next; now while one runs.
	 *
	 * @param string $hook The action.
	 */
	public function next( string $hook ): ?int {
		if ( ! self::loaded() || ! \ActionScheduler::is_initialized() ) {
			return $this->without->next( $hook );
		}
		$next = as_next_scheduled_action( $hook, null, self::GROUP );
		if ( true === $next ) {
			return time();
		}
		return is_int( $next ) ? $next : null;
	}

	/**
	 * Whether Action Scheduler's functions are loaded.
	 */
	private static function loaded(): bool {
		return function_exists( 'as_schedule_recurring_action' ) && class_exists( 'ActionScheduler', false );
	}
}
