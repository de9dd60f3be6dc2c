<?php
/**
 * Tests of Alert_Schedule.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Alerts;

use Boudoir\Alerts\Alert_Options;
use Boudoir\Alerts\Alert_Schedule;
use Boudoir\Alerts\Changed_Products;
use Boudoir\Alerts\Outbox;
use Boudoir\Alerts\Subscriptions;
use Boudoir\Commerce\Cron_Schedule;
use Boudoir\Commerce\Recurring_Schedule;
use Boudoir\Plugin;
use Boudoir\Tests\Product_Fixtures;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Owner;

require_once dirname( __DIR__ ) . '/commerce/trait-product-fixtures.php';

/**
 * The alerts' hourly run: scheduled once on WP-Cron (the test site's WooCommerce has no Action
 * Scheduler), gone on deactivation; the job every hour, the digests from the shop's send hour on.
 */
final class Alert_Schedule_Test extends Test_Case {

	use Product_Fixtures;

	/** A time zone without summer time, so the day's hours are fixed. */
	private const TIME_ZONE = 'Asia/Taipei';

	/**
	 * The run on the site's alerts, on WP-Cron.
	 */
	private static function schedule(): Alert_Schedule {
		return new Alert_Schedule( Plugin::instance()->alerts(), static fn (): Recurring_Schedule => new Cron_Schedule() );
	}

	/**
	 * Today at a time of the shop's day.
	 *
	 * @param string $time `H:i`.
	 */
	private static function today_at( string $time ): int {
		return ( new \DateTimeImmutable( 'today ' . $time, new \DateTimeZone( self::TIME_ZONE ) ) )->getTimestamp();
	}

	/**
	 * The events of HOOK.
	 *
	 * @return list<array{0:int,1:array<string,mixed>}> When, and the event.
	 */
	private static function events(): array {
		$events = array();
		foreach ( _get_cron_array() as $timestamp => $hooks ) {
			foreach ( $hooks[ Alert_Schedule::HOOK ] ?? array() as $event ) {
				$events[] = array( (int) $timestamp, $event );
			}
		}
		return $events;
	}

	/**
	 * A signed-in shopper (mailed at her account's address) whose list holds a slip (100.00) and a robe
	 * (80.00), asking for alerts; the shop then lowers both (to 70.00 and 60.00): the queue holds the change.
	 *
	 * @return \WP_User The shopper.
	 */
	private function shopper_with_two_drops_queued(): \WP_User {
		$slip   = $this->simple_product( 'Silk slip', '100.00', 5 );
		$robe   = $this->simple_product( 'Satin robe', '80.00', 5 );
		$user   = $this->create_user( 'customer', array( 'user_email' => 'margaux@example.test' ) );
		$lists  = Plugin::instance()->wishlists();
		$list   = $lists->lists()->create( Owner::user( $user->ID ), 'Wants' );
		$alerts = Plugin::instance()->alerts();
		$lists->items()->add( $list->id, $slip->get_id() );
		$lists->items()->add( $list->id, $robe->get_id() );
		$alerts->subscribe( $list->id, Subscriptions::WHOLE_LIST, true, true, '', time() );
		$alerts->contacts()->use_account( Owner::user( $user->ID )->key(), '', time() );
		$queue = new Changed_Products();
		$queue->done( $queue->oldest( 1000 ) );
		$slip->set_sale_price( '70.00' );
		$slip->save();
		$robe->set_sale_price( '60.00' );
		$robe->save();
		return $user;
	}

	/**
	 * Scheduled hourly, once however often init asks; the plugin keeps it on init and removes it on deactivation.
	 */
	public function test_scheduled_once_on_wp_cron_and_cleared_on_deactivation(): void {
		$schedule = self::schedule();
		$schedule->unschedule();
		$this->assertSame( array(), self::events() );

		$schedule->schedule();
		$schedule->schedule();
		$events = self::events();
		$this->assertCount( 1, $events, 'one event' );
		list( $when, $event ) = $events[0];
		$this->assertSame( 'hourly', $event['schedule'] );
		$this->assertSame( HOUR_IN_SECONDS, $event['interval'] );
		$this->assertEqualsWithDelta( time() + HOUR_IN_SECONDS, $when, 5, 'the first run an hour from now' );
		$this->assertSame( $when, ( new Cron_Schedule() )->next( Alert_Schedule::HOOK ) );

		// The plugin's own: on admin_init (never on a shopper's page), the hook's callback, the deactivation.
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'admin_init', Alert_Schedule::class, 'schedule' ) );
		$this->assertSame( array(), $this->hooked_priorities( 'init', Alert_Schedule::class, 'schedule' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( Alert_Schedule::HOOK, Alert_Schedule::class, 'run_now' ) );
		$deactivation = 'deactivate_' . plugin_basename( BOUDOIR_FILE );
		$this->assertCount( 1, $this->hooked_priorities( $deactivation, Alert_Schedule::class, 'unschedule' ) );

		do_action( $deactivation, false );
		$this->assertSame( array(), self::events(), 'gone on deactivation' );
		$this->assertNull( ( new Cron_Schedule() )->next( Alert_Schedule::HOOK ) );
	}

	/**
	 * The job runs every hour; the digests only from the send hour on, in the shop's time zone.
	 */
	public function test_the_job_runs_every_hour_and_the_digests_from_the_send_hour(): void {
		update_option( 'timezone_string', self::TIME_ZONE );
		$user     = $this->shopper_with_two_drops_queued();
		$key      = Owner::user( $user->ID )->key();
		$schedule = self::schedule();

		$early = $schedule->run( self::today_at( '08:59' ) );
		$this->assertTrue( $early['job']['ran'] );
		$this->assertSame( 2, $early['job']['alerts'] );
		$this->assertNull( $early['digests'], 'before the send hour: no digest' );
		$this->assertSame( array(), ( new Changed_Products() )->oldest( 10 ), 'the queue is done' );
		$this->assertCount( 2, ( new Outbox() )->waiting_for( $key ), 'her alerts wait for the day’s digest' );
		$this->assertSame( array(), $this->sent_mail() );

		$on_time = $schedule->run( self::today_at( '09:00' ) );
		$this->assertTrue( $on_time['job']['ran'], 'the job runs each hour' );
		$this->assertSame( 0, $on_time['job']['alerts'], 'nothing changed since' );
		$this->assertSame( 1, $on_time['digests']['sent'] );
		$this->assertSame( array( 'margaux@example.test' ), array_column( $this->sent_mail(), 'to' ) );
		$this->assertSame( array(), ( new Outbox() )->waiting_for( $key ) );

		$later = $schedule->run( self::today_at( '23:00' ) );
		$this->assertSame( 0, $later['digests']['sent'], 'once a day' );
		$this->assertCount( 1, $this->sent_mail() );
	}

	/**
	 * The shop's send hour and threshold are the run's: a later hour holds the digest, a higher threshold
	 * the smaller drops (at 26 %, the slip's 30 % is told, the robe's 25 % is not).
	 */
	public function test_the_run_follows_the_shops_settings(): void {
		update_option( 'timezone_string', self::TIME_ZONE );
		update_option( Alert_Options::SEND_HOUR, '18' );
		update_option( Alert_Options::THRESHOLD, '26' );
		$user     = $this->shopper_with_two_drops_queued();
		$schedule = self::schedule();

		$afternoon = $schedule->run( self::today_at( '17:30' ) );
		$this->assertSame( 1, $afternoon['job']['alerts'], 'only the slip’s drop is big enough' );
		$this->assertNull( $afternoon['digests'] );

		$evening = $schedule->run( self::today_at( '18:05' ) );
		$this->assertSame( 1, $evening['digests']['sent'] );
		$mail = $this->sent_mail();
		$this->assertSame( array( $user->user_email ), array_column( $mail, 'to' ) );
		$this->assertStringContainsString( 'Silk slip', $mail[0]['message'] );
		$this->assertStringNotContainsString( 'Satin robe', $mail[0]['message'] );
	}

	/**
	 * With both kinds of alert off, the run does nothing: the queue waits, nothing is sent; one kind on runs it again.
	 */
	public function test_nothing_runs_while_no_alert_is_offered(): void {
		update_option( 'timezone_string', self::TIME_ZONE );
		update_option( Alert_Options::PRICE_DROPS, 'no' );
		update_option( Alert_Options::BACK_IN_STOCK, 'no' );
		$this->shopper_with_two_drops_queued();
		$schedule = self::schedule();

		$this->assertSame(
			array(
				'job'     => null,
				'digests' => null,
			),
			$schedule->run( self::today_at( '12:00' ) )
		);
		$this->assertNotSame( array(), ( new Changed_Products() )->oldest( 10 ), 'the changes wait' );
		$this->assertSame( array(), $this->sent_mail() );

		update_option( Alert_Options::BACK_IN_STOCK, 'yes' );
		$run = $schedule->run( self::today_at( '12:00' ) );
		$this->assertTrue( $run['job']['ran'] );
		$this->assertIsArray( $run['digests'] );
	}

	/**
	 * The hook's callback runs it now.
	 */
	public function test_the_hook_runs_it_now(): void {
		$this->shopper_with_two_drops_queued();
		update_option( Alert_Options::SEND_HOUR, '0' );
		do_action( Alert_Schedule::HOOK );
		$this->assertSame( array(), ( new Changed_Products() )->oldest( 10 ), 'the job ran' );
		$this->assertSame( array( 'margaux@example.test' ), array_column( $this->sent_mail(), 'to' ), 'and the digests, from hour 0 on' );
	}
}
