<?php
/**
 * Tests of Boudoir\Theme\Photo_Feed_Settings.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Settings;
use Boudoir\Theme\Photo_Feed_Settings;

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
	 * Settings → Boudoir shows the field, a labelled number input, in the Photo feed section.
	 */
	public function test_settings_page_shows_the_field(): void {
		global $wp_settings_fields, $wp_settings_sections;
		$this->log_in( $this->create_user( 'administrator' ) );
		require_once ABSPATH . 'wp-admin/includes/template.php';
		( new Photo_Feed_Settings() )->add_fields();
		$this->assertArrayHasKey( Photo_Feed_Settings::SECTION, $wp_settings_sections[ Settings::GROUP ] );
		$field = $wp_settings_fields[ Settings::GROUP ][ Photo_Feed_Settings::SECTION ][ Photo_Feed_Settings::OPTION_CACHE_TIME ];
		update_option( Photo_Feed_Settings::OPTION_CACHE_TIME, 900 );
		ob_start();
		call_user_func( $field['callback'], $field['args'] );
		$html = (string) ob_get_clean();
		$this->assertSame( Photo_Feed_Settings::OPTION_CACHE_TIME, $field['args']['label_for'] );
		$this->assertStringContainsString( 'type="number" id="boudoir_photo_feed_cache_time" name="boudoir_photo_feed_cache_time" value="900"', $html );
		$this->assertStringContainsString( 'min="60"', $html );
		$this->assertStringContainsString( 'max="604800"', $html );
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
