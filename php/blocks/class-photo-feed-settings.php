<?php
/**
 * How long the server keeps a photo feed (beyond the spec: the spec's widget asked Flickr
 * on every page view), under Settings → Boudoir.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Blocks;

use Boudoir\Options;

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


	/**
	 * Hooks the registration and the field in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
	}

	/**
	 * Declares the option (the init action).
	 */
	public function register_settings(): void {
		Options::register(
			self::OPTION_CACHE_TIME,
			array(
				'type'        => 'integer',
				'default'     => self::DEFAULT_CACHE_TIME,
				'sanitize'    => array( self::class, 'sanitize_cache_time' ),
				'min'         => self::MIN_CACHE_TIME,
				'max'         => self::MAX_CACHE_TIME,
				'step'        => 1,
				'section'     => 'photo_feed',
				'label'       => __( 'Keep a feed for (seconds)', 'boudoir' ),
				'description' => __( 'How long, in seconds, the server keeps a photo feed before asking Flickr again.', 'boudoir' ),
				'help'        => __( 'Photo Feed blocks show a Flickr user’s latest photos. The server keeps them for a while, so most page views make no request to Flickr.', 'boudoir' ),
			)
		);
	}

	/**
	 * Seconds a fetched feed is kept (default an hour).
	 */
	public static function cache_time(): int {
		return (int) Options::get( self::OPTION_CACHE_TIME );
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
