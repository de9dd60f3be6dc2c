<?php
/**
 * Tests of Alert_Options.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Alerts;

use Boudoir\Alerts\Alert_Options;
use Boudoir\Alerts\Alert_Rules;
use Boudoir\Alerts\Observation;
use Boudoir\Alerts\Watch;
use Boudoir\Options;
use Boudoir\Settings_Page;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Price;

/**
 * The Alerts tab: its options registered with schemas and defaults, sanitized, read by the typed readers, on the page.
 */
final class Alert_Options_Test extends Test_Case {

	/**
	 * Settings errors are a global of the request.
	 */
	protected function tear_down(): void {
		$GLOBALS['wp_settings_errors'] = array();
		parent::tear_down();
	}

	/**
	 * Every option is in the registry, with its REST schema and the default the readers fall back to.
	 */
	public function test_registered_with_schemas_and_defaults(): void {
		$settings = get_registered_settings();
		$expected = array(
			Alert_Options::PRICE_DROPS   => array( 'string', 'yes' ),
			Alert_Options::BACK_IN_STOCK => array( 'string', 'yes' ),
			Alert_Options::THRESHOLD     => array( 'integer', 5 ),
			Alert_Options::SEND_HOUR     => array( 'integer', 9 ),
			Alert_Options::FROM_NAME     => array( 'string', '' ),
			Alert_Options::FROM_ADDRESS  => array( 'string', '' ),
		);
		foreach ( $expected as $option => list( $type, $default ) ) {
			$this->assertArrayHasKey( $option, Options::all(), $option );
			$this->assertSame( 'alerts', $settings[ $option ]['boudoir']['section'], $option );
			$this->assertSame( $type, $settings[ $option ]['type'], $option );
			$this->assertSame( $default, $settings[ $option ]['default'], $option );
			$this->assertSame( $type, $settings[ $option ]['show_in_rest']['schema']['type'], $option );
		}
		$this->assertSame( array( 'yes', 'no' ), $settings[ Alert_Options::PRICE_DROPS ]['show_in_rest']['schema']['enum'] );
		$this->assertSame( (int) Alert_Rules::DEFAULT_THRESHOLD, $settings[ Alert_Options::THRESHOLD ]['default'], 'the rules’ default, not a copy' );
		$this->assertSame( 1, $settings[ Alert_Options::THRESHOLD ]['show_in_rest']['schema']['minimum'] );
		$this->assertSame( 90, $settings[ Alert_Options::THRESHOLD ]['show_in_rest']['schema']['maximum'] );
		$this->assertSame( 0, $settings[ Alert_Options::SEND_HOUR ]['show_in_rest']['schema']['minimum'] );
		$this->assertSame( 23, $settings[ Alert_Options::SEND_HOUR ]['show_in_rest']['schema']['maximum'] );
		$this->assertSame( Options::EMAIL_PATTERN, $settings[ Alert_Options::FROM_ADDRESS ]['show_in_rest']['schema']['pattern'] );

		foreach ( array_keys( $expected ) as $option ) {
			delete_option( $option );
		}
		update_option( 'blogname', 'Lingerie & Co' );
		$this->assertTrue( Alert_Options::price_drops() );
		$this->assertTrue( Alert_Options::back_in_stock() );
		$this->assertSame(
			array(
				'price_drops'   => true,
				'back_in_stock' => true,
			),
			Alert_Options::offered()
		);
		$this->assertSame( 5.0, Alert_Options::threshold() );
		$this->assertSame( 9, Alert_Options::send_hour() );
		$this->assertSame( 'Lingerie & Co', Alert_Options::from_name(), 'the site’s name, decoded' );
		$this->assertSame( '', Alert_Options::from_address(), 'WordPress’s own sender' );
	}

	/**
	 * The readers give what the shop chose; rules() carries the threshold.
	 */
	public function test_readers(): void {
		update_option( Alert_Options::PRICE_DROPS, 'no' );
		update_option( Alert_Options::THRESHOLD, '20' );
		update_option( Alert_Options::SEND_HOUR, '18' );
		update_option( Alert_Options::FROM_NAME, 'Boudoir Paris' );
		update_option( Alert_Options::FROM_ADDRESS, 'hello@boudoir.test' );

		$this->assertFalse( Alert_Options::price_drops() );
		$this->assertSame(
			array(
				'price_drops'   => false,
				'back_in_stock' => true,
			),
			Alert_Options::offered()
		);
		$this->assertSame( 20.0, Alert_Options::threshold() );
		$this->assertSame( 18, Alert_Options::send_hour() );
		$this->assertSame( 'Boudoir Paris', Alert_Options::from_name() );
		$this->assertSame( 'hello@boudoir.test', Alert_Options::from_address() );

		// 100 → 85 is a 15 % drop: under the shop's 20 %, over it at 10 %.
		$watch = new Watch( true, false, new Price( '100.00', 'EUR' ), true );
		$now   = new Observation( new Price( '85.00', 'EUR' ), true );
		$this->assertFalse( Alert_Options::rules()->decide( $watch, $now )->tells() );
		update_option( Alert_Options::THRESHOLD, '10' );
		$this->assertTrue( Alert_Options::rules()->decide( $watch, $now )->tells() );
	}

	/**
	 * Saving sanitizes, as options.php and the REST API both do.
	 */
	public function test_sanitized_on_save(): void {
		$cases = array(
			array( Alert_Options::PRICE_DROPS, 'no', 'no' ),
			array( Alert_Options::PRICE_DROPS, 'maybe', 'yes' ),
			array( Alert_Options::BACK_IN_STOCK, 'no', 'no' ),
			array( Alert_Options::BACK_IN_STOCK, '1', 'yes' ),
			array( Alert_Options::THRESHOLD, '12', 12 ),
			array( Alert_Options::THRESHOLD, '0', 1 ),
			array( Alert_Options::THRESHOLD, '95', 90 ),
			array( Alert_Options::THRESHOLD, 'a lot', 5 ),
			array( Alert_Options::SEND_HOUR, '23', 23 ),
			array( Alert_Options::SEND_HOUR, '0', 0 ),
			array( Alert_Options::SEND_HOUR, '24', 23 ),
			array( Alert_Options::SEND_HOUR, '-1', 0 ),
			array( Alert_Options::SEND_HOUR, 'noon', 9 ),
			array( Alert_Options::FROM_NAME, " <b>Boudoir</b>\r\nParis ", 'Boudoir Paris' ),
			array( Alert_Options::FROM_NAME, array( 'Boudoir' ), '' ),
			array( Alert_Options::FROM_ADDRESS, ' hello@boudoir.test ', 'hello@boudoir.test' ),
			array( Alert_Options::FROM_ADDRESS, '', '' ),
		);
		foreach ( $cases as list( $option, $input, $stored ) ) {
			update_option( $option, $input );
			$this->assertSame( $stored, get_option( $option ), "{$option} ← " . var_export( $input, true ) );
		}
	}

	/**
	 * An address that is not one is refused on save with a settings error (options.php shows it),
	 * and the saved address stays; over REST the schema refuses it and nothing is saved.
	 */
	public function test_a_bad_sender_address_is_refused_and_the_old_one_kept(): void {
		// Where options.php saves, wp-admin's settings errors are loaded.
		require_once ABSPATH . 'wp-admin/includes/template.php';
		update_option( Alert_Options::FROM_ADDRESS, 'hello@boudoir.test' );
		$this->assertSame( array(), get_settings_errors( Alert_Options::FROM_ADDRESS ) );

		update_option( Alert_Options::FROM_ADDRESS, 'not an address' );
		$this->assertSame( 'hello@boudoir.test', get_option( Alert_Options::FROM_ADDRESS ) );
		$errors = get_settings_errors( Alert_Options::FROM_ADDRESS );
		$this->assertCount( 1, $errors );
		$this->assertSame( 'invalid_' . Alert_Options::FROM_ADDRESS, $errors[0]['code'] );
		$this->assertSame( 'error', $errors[0]['type'] );
		$this->assertSame( 'hello@boudoir.test', Alert_Options::from_address() );
		$this->assertCount( 1, get_settings_errors( Alert_Options::FROM_ADDRESS ), 'reading tells nothing' );

		$this->log_in( $this->create_user( 'administrator' ) );
		$answer = $this->dispatch_rest( 'POST', '/wp/v2/settings', array( Alert_Options::FROM_ADDRESS => 'hello@' ) );
		$this->assertSame( 400, $answer['status'] );
		$this->assertArrayHasKey( Alert_Options::FROM_ADDRESS, $answer['data']['data']['params'] );
		$this->assertSame( 'hello@boudoir.test', Alert_Options::from_address() );

		$answer = $this->dispatch_rest(
			'POST',
			'/wp/v2/settings',
			array(
				Alert_Options::FROM_ADDRESS => '',
				Alert_Options::SEND_HOUR    => 7,
			)
		);
		$this->assertSame( 200, $answer['status'], wp_json_encode( $answer['data'] ) );
		$this->assertSame( '', Alert_Options::from_address(), 'empty: WordPress’s own sender' );
		$this->assertSame( 7, $answer['data'][ Alert_Options::SEND_HOUR ] );
		$this->assertSame( 400, $this->dispatch_rest( 'POST', '/wp/v2/settings', array( Alert_Options::THRESHOLD => 91 ) )['status'] );

		// An address written around the API reads as none.
		global $wpdb;
		$wpdb->update( $wpdb->options, array( 'option_value' => 'nobody' ), array( 'option_name' => Alert_Options::FROM_ADDRESS ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a value written around the API, on purpose.
		wp_cache_flush();
		$this->assertSame( '', Alert_Options::from_address() );
	}

	/**
	 * Settings → Boudoir has an Alerts tab after Wishlists, with its two groups and six fields.
	 */
	public function test_the_alerts_tab(): void {
		$names = array_column( Settings_Page::tabs(), 'name' );
		$this->assertSame( 'alerts', $names[ array_search( 'wishlists', $names, true ) + 1 ] );
		$tab = Settings_Page::tabs()[ array_search( 'alerts', $names, true ) ];
		$this->assertSame( 'Alerts', $tab['title'] );
		$this->assertSame( array( 'Alerts offered', 'Daily e-mail' ), array_column( $tab['groups'], 'title' ) );

		$fields = self::settings_fields( 'alerts' );
		$this->assertSame(
			array(
				Alert_Options::PRICE_DROPS   => array( 'switch', 'Price drop alerts' ),
				Alert_Options::BACK_IN_STOCK => array( 'switch', 'Back in stock alerts' ),
				Alert_Options::THRESHOLD     => array( 'integer', 'Smallest drop that is told (%)' ),
				Alert_Options::SEND_HOUR     => array( 'integer', 'Daily send hour' ),
				Alert_Options::FROM_NAME     => array( 'text', 'Sender name' ),
				Alert_Options::FROM_ADDRESS  => array( 'email', 'Sender address' ),
			),
			array_map( static fn ( array $field ): array => array( $field['type'], $field['label'] ), $fields )
		);
		$this->assertSame( 1, $fields[ Alert_Options::THRESHOLD ]['min'] );
		$this->assertSame( 90, $fields[ Alert_Options::THRESHOLD ]['max'] );

		// The send hour is picked from the day's 24 hours, written as the site writes times.
		update_option( 'time_format', 'H:i' );
		$hours = self::settings_fields( 'alerts' )[ Alert_Options::SEND_HOUR ]['choices'];
		$this->assertCount( 24, $hours );
		$this->assertSame(
			array(
				'value' => '9',
				'label' => '09:00',
			),
			$hours[9]
		);
		$this->assertSame( wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES ), self::settings_fields( 'alerts' )[ Alert_Options::FROM_NAME ]['placeholder'], 'the site’s name' );
	}
}
