<?php
/**
 * Tests of Boudoir\Blocks\Photo_Feed_Settings.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Blocks\Photo_Feed_Settings;
use Boudoir\Settings;

/**
 * The photo feed's cache time: registered with its schema, sanitized, shown under Settings → Boudoir.
 */
final class Photo_Feed_Settings_Test extends Test_Case {

	/**
	 * Removes the option.
	 */
	public function tear_down(): void {
		delete_option( Photo_Feed_Settings::OPTION_CACHE_TIME );
		parent::tear_down();
	}

	/**
	 * The option is registered in Boudoir's group with an hour as its default.
	 */
	public function test_option_is_registered_with_schema_and_default(): void {
		$registered = get_registered_settings();
		$this->assertArrayHasKey( Photo_Feed_Settings::OPTION_CACHE_TIME, $registered );
		$setting = $registered[ Photo_Feed_Settings::OPTION_CACHE_TIME ];
		$this->assertSame( Settings::GROUP, $setting['group'] );
		$this->assertSame( 3600, $setting['default'] );
		$this->assertSame( 'integer', $setting['show_in_rest']['schema']['type'] );
		$this->assertSame( 60, $setting['show_in_rest']['schema']['minimum'] );
		$this->assertSame( 604800, $setting['show_in_rest']['schema']['maximum'] );
	}

	/**
	 * An hour when never saved; what was saved otherwise.
	 */
	public function test_cache_time_reads_the_option(): void {
		$this->assertSame( 3600, Photo_Feed_Settings::cache_time() );
		update_option( Photo_Feed_Settings::OPTION_CACHE_TIME, '7200' );
		$this->assertSame( 7200, Photo_Feed_Settings::cache_time() );
	}

	/**
	 * Saving goes through the sanitizer: numbers are kept within a minute and a week,
	 * anything else becomes the default.
	 */
	public function test_sanitizer(): void {
		$this->assertSame( 3600, Photo_Feed_Settings::sanitize_cache_time( 'soon' ) );
		$this->assertSame( 3600, Photo_Feed_Settings::sanitize_cache_time( null ) );
		$this->assertSame( 60, Photo_Feed_Settings::sanitize_cache_time( 0 ) );
		$this->assertSame( 60, Photo_Feed_Settings::sanitize_cache_time( -5 ) );
		$this->assertSame( 900, Photo_Feed_Settings::sanitize_cache_time( '900' ) );
		$this->assertSame( 1800, Photo_Feed_Settings::sanitize_cache_time( 1800.7 ) );
		$this->assertSame( 604800, Photo_Feed_Settings::sanitize_cache_time( 10000000 ) );
		update_option( Photo_Feed_Settings::OPTION_CACHE_TIME, 'forever' );
		$this->assertSame( 3600, (int) get_option( Photo_Feed_Settings::OPTION_CACHE_TIME ) );
		update_option( Photo_Feed_Settings::OPTION_CACHE_TIME, 5 );
		$this->assertSame( 60, (int) get_option( Photo_Feed_Settings::OPTION_CACHE_TIME ) );
	}

	/**
	 * Settings → Boudoir shows the field, a labelled number, on the Photo feed tab.
	 */
	public function test_settings_page_shows_the_field(): void {
		$field = self::settings_fields( 'photo_feed' )[ Photo_Feed_Settings::OPTION_CACHE_TIME ] ?? null;
		$this->assertSame( 'integer', $field['type'] ?? null );
		$this->assertSame( 'Keep a feed for (seconds)', $field['label'] );
		$this->assertSame( 60, $field['min'] );
		$this->assertSame( 604800, $field['max'] );
	}

	/**
	 * The REST settings route takes and sanitizes the option.
	 */
	public function test_rest_settings(): void {
		$this->log_in( $this->create_user( 'administrator' ) );
		$result = $this->dispatch_rest( 'POST', '/wp/v2/settings', array( Photo_Feed_Settings::OPTION_CACHE_TIME => 1200 ) );
		$this->assertSame( 200, $result['status'] );
		$this->assertSame( 1200, $result['data'][ Photo_Feed_Settings::OPTION_CACHE_TIME ] );
		$this->assertSame( 400, $this->dispatch_rest( 'POST', '/wp/v2/settings', array( Photo_Feed_Settings::OPTION_CACHE_TIME => 5 ) )['status'] );
	}
}
