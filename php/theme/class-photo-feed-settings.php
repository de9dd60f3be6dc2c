<?php
/**
 * How long the server keeps a photo feed (beyond the spec: the spec's widget asked Flickr
 * on every page view), under Settings → Boudoir.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The cache time option, with its schema, sanitizer, default and typed reader.
 */
final class Photo_Feed_Settings {

	/** Seconds a fetched feed is kept. */
	public const OPTION_CACHE_TIME = 'boudoir_photo_feed_cache_time';

	/** An hour, as the issue asks. */
	public const DEFAULT_CACHE_TIME = 3600;

	/** A minute at least: shorter would send most page views to Flickr again. */
	public const MIN_CACHE_TIME = 60;

	/** A week at most: photos added since then should show. */
	public const MAX_CACHE_TIME = 604800;

	/** The settings page's section. */
	public const SECTION = 'boudoir_photo_feed';

	/**
	 * Hooks the registration and the field in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
		// After Settings::add_fields() (priority 10) so the section follows the existing ones.
		add_action( 'admin_init', array( $this, 'add_fields' ), 20 );
	}

	/**
	 * Registers the option with its schema (the init action).
	 */
	public function register_settings(): void {
		register_setting(
			Settings::GROUP,
			self::OPTION_CACHE_TIME,
			array(
				'type'              => 'integer',
				'description'       => __( 'How long, in seconds, the server keeps a photo feed before asking Flickr again.', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_cache_time' ),
				'default'           => self::DEFAULT_CACHE_TIME,
				'show_in_rest'      => array(
					'schema' => array(
						'type'    => 'integer',
						'minimum' => self::MIN_CACHE_TIME,
						'maximum' => self::MAX_CACHE_TIME,
					),
				),
			)
		);
	}

	/**
	 * Adds the Photo feed section's field to Settings → Boudoir (the admin_init action).
	 */
	public function add_fields(): void {
		add_settings_section(
			self::SECTION,
			__( 'Photo feed', 'boudoir' ),
			static function (): void {
				echo '<p>' . esc_html__( 'Photo Feed blocks show a Flickr user’s latest photos. The server keeps them for a while, so most page views make no request to Flickr.', 'boudoir' ) . '</p>';
			},
			Settings::GROUP
		);
		add_settings_field(
			self::OPTION_CACHE_TIME,
			__( 'Keep a feed for (seconds)', 'boudoir' ),
			array( new Settings(), 'render_input' ),
			Settings::GROUP,
			self::SECTION,
			array(
				'label_for'  => self::OPTION_CACHE_TIME,
				'option'     => self::OPTION_CACHE_TIME,
				'type'       => 'number',
				'attributes' => array(
					'min'  => (string) self::MIN_CACHE_TIME,
					'max'  => (string) self::MAX_CACHE_TIME,
					'step' => '1',
				),
			)
		);
	}

	/**
	 * Seconds a fetched feed is kept (default an hour).
	 */
	public static function cache_time(): int {
		return self::sanitize_cache_time( get_option( self::OPTION_CACHE_TIME, self::DEFAULT_CACHE_TIME ) );
	}

	/**
	 * A whole number of seconds within the limits; the default for anything not a number.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_cache_time( $value ): int {
		if ( ! is_numeric( $value ) ) {
			return self::DEFAULT_CACHE_TIME;
		}
		return max( self::MIN_CACHE_TIME, min( self::MAX_CACHE_TIME, (int) $value ) );
	}
}
