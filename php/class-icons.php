<?php
/**
 * The icon set as the server prints it: the files of src/icons/, which the build copies to
 * build/icons/ and TypeScript imports (bin/lib/icon-loader.cjs).
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * Decorative SVG icons for render.php and the theme's controls, drawn from the one icon set in
 * the frame the React and DOM icons use: the markup an island or a script takes over must look
 * as it renders it, so nothing moves when it does. Print through wp_kses() with Kses::svg().
 */
final class Icons {

	/** Where the build puts the set (src/ is not in the release). */
	public const FOLDER = BOUDOIR_DIR . '/build/icons';

	/**
	 * The drawings read so far, by name.
	 *
	 * @var array<string,string>
	 */
	private static array $drawings = array();

	/**
	 * An icon of the set, hidden from assistive technology; '' when the set has no such icon
	 * (or the plugin is not built).
	 *
	 * @param string $name      The file's name, without `.svg` (`heart`, `chevron-left`).
	 * @param string $css_class Its class, if any.
	 * @param int    $size      Size in px.
	 */
	public static function svg( string $name, string $css_class = '', int $size = 24 ): string {
		$drawing = self::drawing( $name );
		if ( '' === $drawing ) {
			return '';
		}
		return sprintf(
			'<svg%1$s viewBox="0 0 24 24" width="%2$d" height="%2$d" aria-hidden="true" focusable="false">%3$s</svg>',
			'' === $css_class ? '' : ' class="' . esc_attr( $css_class ) . '"',
			$size,
			$drawing
		);
	}

	/**
	 * The outlined heart, as src/components/icons.tsx HeartIcon draws it.
	 *
	 * @param int $size Size in px.
	 */
	public static function heart( int $size = 20 ): string {
		return self::svg( 'heart', 'boudoir-icon boudoir-icon--heart', $size );
	}

	/**
	 * The shopping bag, as blocks/mini-cart/cart-icon.tsx draws it.
	 *
	 * @param int $size Size in px.
	 */
	public static function cart( int $size = 20 ): string {
		return self::svg( 'cart', 'boudoir-icon boudoir-icon--cart', $size );
	}

	/**
	 * What an icon's file draws inside its `<svg>` (its elements, as written), or ''.
	 *
	 * @param string $name The file's name, without `.svg`.
	 */
	public static function drawing( string $name ): string {
		if ( ! isset( self::$drawings[ $name ] ) ) {
			self::$drawings[ $name ] = self::read( $name );
		}
		return self::$drawings[ $name ];
	}

	/**
	 * Reads an icon's drawing from its file.
	 *
	 * @param string $name The file's name, without `.svg`.
	 */
	private static function read( string $name ): string {
		$file = self::FOLDER . '/' . $name . '.svg';
		// Only the set's own names: never a path out of its folder.
		if ( 1 !== preg_match( '/^[a-z0-9-]+$/', $name ) || ! is_readable( $file ) ) {
			return '';
		}
		$svg = trim( (string) file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		return 1 === preg_match( '#^<svg [^>]*>(.+)</svg>$#s', $svg, $inner ) ? $inner[1] : '';
	}
}
