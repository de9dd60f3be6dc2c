<?php
/**
 * Late scripts: heavy libraries (PhotoSwipe, Swiper…) with their glue, built as
 * `build/scripts/<name>.js` and loaded by a small view script after the page's load
 * event, on intent or on first use (src/late). Never enqueued: the view gets the URL.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * The URLs of late scripts and their stylesheets, versioned by their build like any
 * registered script (docs/front-end.md).
 */
final class Late_Scripts {

	/**
	 * The late script's URL with its build version, or '' when it is not built.
	 *
	 * @param string $name Its name: `build/scripts/<name>.js`.
	 */
	public static function url( string $name ): string {
		$version = self::version( $name );
		if ( null === $version ) {
			return '';
		}
		return add_query_arg( 'ver', $version, plugins_url( 'build/scripts/' . $name . '.js', BOUDOIR_FILE ) );
	}

	/**
	 * The stylesheet the late script's code imports (`build/scripts/<name>.css`), or ''.
	 *
	 * @param string $name The late script's name.
	 */
	public static function style_url( string $name ): string {
		$version = self::version( $name );
		if ( null === $version || ! is_readable( self::path( $name . '.css' ) ) ) {
			return '';
		}
		return add_query_arg( 'ver', $version, plugins_url( 'build/scripts/' . $name . '.css', BOUDOIR_FILE ) );
	}

	/**
	 * The build's version of a late script, from its `.asset.php`; null when not built.
	 *
	 * @param string $name The late script's name.
	 */
	private static function version( string $name ): ?string {
		if ( ! preg_match( '/^[a-z0-9-]+$/', $name ) ) {
			return null;
		}
		$asset_file = self::path( $name . '.asset.php' );
		if ( ! is_readable( $asset_file ) || ! is_readable( self::path( $name . '.js' ) ) ) {
			return null;
		}
		$asset = require $asset_file;
		return is_array( $asset ) && isset( $asset['version'] ) ? (string) $asset['version'] : null;
	}

	/**
	 * A file under build/scripts.
	 *
	 * @param string $file Its name.
	 */
	private static function path( string $file ): string {
		return BOUDOIR_DIR . '/build/scripts/' . $file;
	}
}
