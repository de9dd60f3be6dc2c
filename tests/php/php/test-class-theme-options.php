<?php
/**
 * Tests of Boudoir\Theme_Options.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Blocks\Photo_Feed;
use Boudoir\Options;
use Boudoir\Theme_Options;

/**
 * The theme behaviours' and blocks' options: the photo feed's cache time registered with its schema,
 * sanitized, shown under Settings → Boudoir.
 */
final class Theme_Options_Test extends Test_Case {

	/**
	 * Removes the option.
	 */
	public function tear_down(): void {
		delete_option( Theme_Options::PHOTO_FEED_CACHE_TIME );
		parent::tear_down();
	}

	/**
	 * The option is registered in Boudoir's group with an hour as its default.
	 */
	public function test_photo_feed_cache_time_is_registered_with_schema_and_default(): void {
		$registered = get_registered_settings();
		$this->assertArrayHasKey( Theme_Options::PHOTO_FEED_CACHE_TIME, $registered );
		$setting = $registered[ Theme_Options::PHOTO_FEED_CACHE_TIME ];
		$this->assertSame( Options::GROUP, $setting['group'] );
		$this->assertSame( 3600, $setting['default'] );
		$this->assertSame( 'integer', $setting['show_in_rest']['schema']['type'] );
		$this->assertSame( 60, $setting['show_in_rest']['schema']['minimum'] );
		$this->assertSame( 604800, $setting['show_in_rest']['schema']['maximum'] );
	}

	/**
	 * An hour when never saved; what was saved otherwise.
	 */
	public function test_photo_feed_cache_time_reads_the_option(): void {
		$this->assertSame( 3600, Photo_Feed::cache_time() );
		update_option( Theme_Options::PHOTO_FEED_CACHE_TIME, '7200' );
		$this->assertSame( 7200, Photo_Feed::cache_time() );
	}

	/**
	 * Saving goes through the sanitizer: numbers are kept within a minute and a week,
	 * anything else becomes the default.
	 */
	public function test_photo_feed_cache_time_sanitizer(): void {
		$this->assertSame( 3600, sanitize_option( Theme_Options::PHOTO_FEED_CACHE_TIME, 'soon' ) );
		$this->assertSame( 3600, sanitize_option( Theme_Options::PHOTO_FEED_CACHE_TIME, null ) );
		$this->assertSame( 60, sanitize_option( Theme_Options::PHOTO_FEED_CACHE_TIME, 0 ) );
		$this->assertSame( 60, sanitize_option( Theme_Options::PHOTO_FEED_CACHE_TIME, -5 ) );
		$this->assertSame( 900, sanitize_option( Theme_Options::PHOTO_FEED_CACHE_TIME, '900' ) );
		$this->assertSame( 1800, sanitize_option( Theme_Options::PHOTO_FEED_CACHE_TIME, 1800.7 ) );
		$this->assertSame( 604800, sanitize_option( Theme_Options::PHOTO_FEED_CACHE_TIME, 10000000 ) );
		update_option( Theme_Options::PHOTO_FEED_CACHE_TIME, 'forever' );
		$this->assertSame( 3600, (int) get_option( Theme_Options::PHOTO_FEED_CACHE_TIME ) );
		update_option( Theme_Options::PHOTO_FEED_CACHE_TIME, 5 );
		$this->assertSame( 60, (int) get_option( Theme_Options::PHOTO_FEED_CACHE_TIME ) );
	}

	/**
	 * Settings → Boudoir shows the field, a labelled number, on the Photo feed tab.
	 */
	public function test_settings_page_shows_the_photo_feed_field(): void {
		$field = self::settings_fields( 'photo_feed' )[ Theme_Options::PHOTO_FEED_CACHE_TIME ] ?? null;
		$this->assertSame( 'integer', $field['type'] ?? null );
		$this->assertSame( 'Keep a feed for (seconds)', $field['label'] );
		$this->assertSame( 60, $field['min'] );
		$this->assertSame( 604800, $field['max'] );
	}

	/**
	 * The REST settings route takes and sanitizes the option.
	 */
	public function test_rest_settings_take_the_photo_feed_cache_time(): void {
		$this->log_in( $this->create_user( 'administrator' ) );
		$result = $this->dispatch_rest( 'POST', '/wp/v2/settings', array( Theme_Options::PHOTO_FEED_CACHE_TIME => 1200 ) );
		$this->assertSame( 200, $result['status'] );
		$this->assertSame( 1200, $result['data'][ Theme_Options::PHOTO_FEED_CACHE_TIME ] );
		$this->assertSame( 400, $this->dispatch_rest( 'POST', '/wp/v2/settings', array( Theme_Options::PHOTO_FEED_CACHE_TIME => 5 ) )['status'] );
	}
}
