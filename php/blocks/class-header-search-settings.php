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

defined( 'ABSPATH' ) || exit;

/**
 * The option, its schema, sanitizer and default, and how a block's attribute resolves
 * against it.
 */
final class Header_Search_Settings {

	/** `drop_down` (a Search button opens the form) or `inline` (the form always shows). */
	public const OPTION_STYLE = 'boudoir_menu_search_style';

	/** The styles, the first the default. */
	public const STYLES = array( 'drop_down', 'inline' );

	/**
	 * Hooks the declaration in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
	}

	/**
	 * Declares the option (the init action).
	 */
	public function register_settings(): void {
		Options::register(
			self::OPTION_STYLE,
			array(
				'type'        => 'choice',
				'default'     => self::STYLES[0],
				'sanitize'    => array( self::class, 'sanitize_style' ),
				'choices'     => self::style_labels(),
				'section'     => 'theme',
				'group'       => __( 'Header search', 'boudoir' ),
				'label'       => __( 'Style', 'boudoir' ),
				'description' => __( 'How the header search shows: a Search button opening a drop-down form, or the form itself.', 'boudoir' ),
				'help'        => __( 'The default for every Header search block; a block can choose otherwise in its settings.', 'boudoir' ),
			)
		);
	}

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
		return (string) Options::get( self::OPTION_STYLE );
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
