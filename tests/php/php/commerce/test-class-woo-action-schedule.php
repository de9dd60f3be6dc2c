<?php
/**
 * Tests of Boudoir\Commerce\Woo_Action_Schedule and Cron_Schedule, chosen with the adapters.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Cron_Schedule;
use Boudoir\Commerce\Detection;
use Boudoir\Commerce\Woo_Action_Schedule;

/**
 * WooCommerce's adapters run recurring jobs on its Action Scheduler, the stand-ins on WP-Cron; where
 * Action Scheduler is not loaded (the test site's WooCommerce has none), WooCommerce's runs them on WP-Cron.
 */
final class Woo_Action_Schedule_Test extends Test_Case {

	/** A hook of this test only. */
	private const HOOK = 'boudoir_test_recurring';

	/**
	 * Removes the test's events (the cron array is an option: rolled back too, but the cache may keep it).
	 */
	protected function tear_down(): void {
		wp_clear_scheduled_hook( self::HOOK );
		parent::tear_down();
	}

	/**
	 * Detection chooses the scheduler with the other adapters.
	 */
	public function test_chosen_with_the_adapters(): void {
		$this->assertInstanceOf( Woo_Action_Schedule::class, Detection::run( static fn () => '9.4.0' )->adapters()->schedule );
		$this->assertInstanceOf( Cron_Schedule::class, Detection::run( static fn () => null )->adapters()->schedule );
		$this->assertInstanceOf( Cron_Schedule::class, Detection::run( static fn () => '8.9.0' )->adapters()->schedule );
	}

	/**
	 * WP-Cron (Cron_Schedule always; WooCommerce's where Action Scheduler is not loaded, as on the
	 * WooCommerce double): one event however often ensured, at the recurrence's length from now, read
	 * back by next(), removed by clear(). On real WooCommerce, its adapter uses Action Scheduler.
	 */
	public function test_recurring_events(): void {
		$schedules = array( new Cron_Schedule() );
		if ( function_exists( 'as_schedule_recurring_action' ) ) {
			$this->on_action_scheduler();
		} else {
			$schedules[] = new Woo_Action_Schedule();
		}
		foreach ( $schedules as $schedule ) {
			$this->assertNull( $schedule->next( self::HOOK ) );
			$schedule->ensure( self::HOOK, 'daily' );
			$schedule->ensure( self::HOOK, 'daily' );
			$event = wp_get_scheduled_event( self::HOOK );
			$this->assertNotFalse( $event );
			$this->assertSame( 'daily', $event->schedule );
			$this->assertEqualsWithDelta( time() + DAY_IN_SECONDS, $event->timestamp, 5 );
			$this->assertSame( 1, self::count_events(), get_class( $schedule ) . ': one event' );
			$this->assertSame( $event->timestamp, $schedule->next( self::HOOK ) );

			$schedule->clear( self::HOOK );
			$this->assertSame( 0, self::count_events() );
			$this->assertNull( $schedule->next( self::HOOK ) );
		}
	}

	/**
	 * With Action Scheduler: one recurring action in Boudoir's group however often ensured; a WP-Cron
	 * event left from a time without it goes, so the job never runs twice; clear() removes it.
	 */
	private function on_action_scheduler(): void {
		$this->assertTrue( \ActionScheduler::is_initialized() );
		( new Cron_Schedule() )->ensure( self::HOOK, 'hourly' );
		$schedule = new Woo_Action_Schedule();
		$schedule->ensure( self::HOOK, 'hourly' );
		$schedule->ensure( self::HOOK, 'hourly' );
		$this->assertSame( 0, self::count_events(), 'the WP-Cron event is gone' );
		$actions = as_get_scheduled_actions(
			array(
				'hook'   => self::HOOK,
				'group'  => Woo_Action_Schedule::GROUP,
				'status' => \ActionScheduler_Store::STATUS_PENDING,
			),
			'ids'
		);
		$this->assertCount( 1, $actions, 'one action' );
		$this->assertEqualsWithDelta( time() + HOUR_IN_SECONDS, $schedule->next( self::HOOK ), 5 );
		$schedule->clear( self::HOOK );
		$this->assertNull( $schedule->next( self::HOOK ) );
	}

	/**
	 * A recurrence's length as WP-Cron knows it; an hour for one it does not.
	 */
	public function test_interval(): void {
		$this->assertSame( HOUR_IN_SECONDS, Cron_Schedule::interval( 'hourly' ) );
		$this->assertSame( DAY_IN_SECONDS, Cron_Schedule::interval( 'daily' ) );
		$this->assertSame( HOUR_IN_SECONDS, Cron_Schedule::interval( 'fortnightly-ish' ) );
	}

	/**
	 * The events of the test's hook.
	 */
	private static function count_events(): int {
		$count = 0;
		foreach ( _get_cron_array() as $hooks ) {
			$count += count( $hooks[ self::HOOK ] ?? array() );
		}
		return $count;
	}
}
