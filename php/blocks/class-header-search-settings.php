<?php
/**
 * The header search's site-wide theme option (docs/contract.md, Data "Theme options": menuSearchStyle),
 * under Settings → Boudoir; a boudoir/header-search block that leaves its style unset
 * takes the setting, and the setting its default (drop_down).
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Blocks;

use Boudoir\Options;
use Boudoir\Theme_Options;

defined( 'ABSPATH' ) || exit;

/**
 * The styles the option (Theme_Options::HEADER_SEARCH_STYLE) takes, their labels and sanitizer,
 * the site's style, and how a block's attribute resolves against it.
 */
final class Header_Search_Settings {

	/** The styles, the first the default. */
	public const STYLES = array( 'drop_down', 'inline' );

	/**
	 * The styles with their labels.
	 *
	 * @return array<string,string>
	 */
	public static function style_labels(): array {
		return array(
			'drop_down' => __( 'Drop-down (a search button)', 'boudoir' ),
			'inline'    => __( 'Inline form', 'boudoir' ),
		);
	}

	/**
	 * A style as saved: one of the styles, else the default.
	 *
	 * @param mixed $value The submitted value.
	 */
	public static function sanitize_style( $value ): string {
		$value = is_string( $value ) ? sanitize_key( $value ) : '';
		return in_array( $value, self::STYLES, true ) ? $value : self::STYLES[0];
	}

	/**
	 * The site's style (the option, else the default).
	 */
	public static function style(): string {
		return (string) Options::get( Theme_Options::HEADER_SEARCH_STYLE );
	}

	/**
	 * A block's style: the site's while the block leaves it unset (or empty); `drop_down`
	 * where it asks for that; any other style keeps the form inline (docs/contract.md, Data).
	 *
	 * @param mixed $attribute The block's `menuSearchStyle`.
	 */
	public static function resolve( $attribute ): string {
		if ( ! is_string( $attribute ) || '' === $attribute ) {
			return self::style();
		}
		return 'drop_down' === $attribute ? 'drop_down' : 'inline';
	}
}
