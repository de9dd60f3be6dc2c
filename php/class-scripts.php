<?php
/**
 * Boudoir's deferred scripts: the small vanilla views every page may carry (menus,
 * scrolling, lightbox triggers, steppers…) and the shared packages, built as
 * `build/<name>.js` with their `.asset.php`; a view's built stylesheet is printed inline by
 * Boudoir\Islands (docs/front-end.md).
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * Registers a script the one way they all load: deferred, in the footer, versioned
 * by its build; its stylesheet registered with its file path so it can be printed inline.
 */
final class Scripts {

	/** No stylesheet. */
	public const NO_STYLE = '';

	/** A stylesheet for both directions. */
	public const STYLE = 'style';

	/** A stylesheet with a right-to-left twin (`<name>-rtl.css`). */
	public const STYLE_RTL = 'rtl';

	/**
	 * Registers the script (and its stylesheet under the same handle); nothing when it is not built.
	 *
	 * @param string $build_dir The build directory.
	 * @param string $build_url Its URL.
	 * @param string $handle    The script's (and stylesheet's) handle.
	 * @param string $name      The file's name under the build directory, without `.js`.
	 * @param string $style     One of the class's style constants.
	 * @return array{dependencies: string[], version: string}|null The build's asset data, or null.
	 */
	public static function register( string $build_dir, string $build_url, string $handle, string $name, string $style = self::NO_STYLE ): ?array {
		$asset_file = $build_dir . '/' . $name . '.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return null;
		}
		$asset = require $asset_file;
		wp_register_script(
			$handle,
			$build_url . '/' . $name . '.js',
			$asset['dependencies'],
			$asset['version'],
			array(
				'strategy'  => 'defer',
				'in_footer' => true,
			)
		);
		$css = $build_dir . '/' . $name . '.css';
		if ( self::NO_STYLE !== $style && is_readable( $css ) ) {
			wp_register_style( $handle, $build_url . '/' . $name . '.css', array(), $asset['version'] );
			wp_style_add_data( $handle, 'path', $css );
			if ( self::STYLE_RTL === $style ) {
				wp_style_add_data( $handle, 'rtl', 'replace' );
			}
		}
		return $asset;
	}
}
