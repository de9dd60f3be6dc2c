<?php
/**
 * The alerts' hourly run: the job, then the day's digests once the send hour is reached.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Commerce\Recurring_Schedule;

defined( 'ABSPATH' ) || exit;

/**
 * Every hour (HOOK, on the shop's scheduler: Action Scheduler with WooCommerce, else WP-Cron) the job
 * turns the products changed since into alerts with the shop's rules; from the send hour on (the shop's
 * time zone) the day's digests go, so a shopper hears at most once a day, and alerts decided later in
 * the day wait for the next day's. With both kinds of alert off, nothing runs. The schedule is kept on
 * every wp-admin page (a lost one comes back) and removed on deactivation.
 */
final class Alert_Schedule {

	/** The recurring action. */
	public const HOOK = 'boudoir_alerts_run';

	/** How often it runs (a WP-Cron recurrence). */
	public const RECURRENCE = 'hourly';

	/**
	 * The run.
	 *
	 * @param Alerts   $alerts   The room: its job and its digests' sender.
	 * @param \Closure $schedule fn (): Recurring_Schedule, the shop's scheduler (chosen once WooCommerce was looked for).
	 */
	public function __construct( private readonly Alerts $alerts, private readonly \Closure $schedule ) {
	}

	/**
	 * Hooks the run, keeps it scheduled, and removes it on deactivation.
	 */
	public function register(): void {
		add_action( self::HOOK, array( $this, 'run_now' ) );
		// Checked in wp-admin, where Action Scheduler's functions work and a lost schedule comes back;
		// never on a shopper's page, where asking Action Scheduler costs a query.
		add_action( 'admin_init', array( $this, 'schedule' ) );
		if ( defined( 'BOUDOIR_FILE' ) ) {
			register_deactivation_hook( BOUDOIR_FILE, array( $this, 'unschedule' ) );
		}
	}

	/**
	 * Schedules the hourly run unless it is (init).
	 */
	public function schedule(): void {
		$this->scheduler()->ensure( self::HOOK, self::RECURRENCE );
	}

	/**
	 * Removes the run (deactivation).
	 */
	public function unschedule(): void {
		$this->scheduler()->clear( self::HOOK );
	}

	/**
	 * HOOK's callback: runs now.
	 */
	public function run_now(): void {
		$this->run( time() );
	}

	/**
	 * Runs the job with the shop's rules, then, from the send hour on, sends the day's digests.
	 *
	 * @param int $now Unix time.
	 * @return array{job:?array,digests:?array} What each did (Alert_Job::run(), Digest_Sender::run()); null for what did not run.
	 */
	public function run( int $now ): array {
		$done = array(
			'job'     => null,
			'digests' => null,
		);
		if ( ! in_array( true, Alert_Options::offered(), true ) ) {
			return $done;
		}
		$done['job'] = $this->alerts->job( Alert_Options::rules() )->run( $now );
		if ( (int) wp_date( 'G', $now ) >= Alert_Options::send_hour() ) {
			$done['digests'] = $this->alerts->sender()->run( $now );
		}
		return $done;
	}

	/**
	 * The shop's scheduler.
	 */
	private function scheduler(): Recurring_Schedule {
		return ( $this->schedule )();
	}
}
