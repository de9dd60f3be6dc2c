<?php
/**
 * The header search's site-wide theme option (SPEC §3 "Theme options": menuSearchStyle),
 * under Settings → Boudoir; a boudoir/header-search block that leaves its style unset
 * takes the setting, and the setting its default (drop_down).
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Settings;

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

	/** The settings page's section. */
	public const SECTION = 'boudoir_header_search';

	/**
	 * Hooks the registration and the field in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
		add_action( 'admin_init', array( $this, 'add_fields' ), 20 );
	}

	/**
	 * Registers the option with its schema (the init action).
	 */
	public function register_settings(): void {
		register_setting(
			Settings::GROUP,
			self::OPTION_STYLE,
			array(
				'type'              => 'string',
				'description'       => __( 'How the header search shows: a Search button opening a drop-down form, or the form itself.', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_style' ),
				'default'           => self::STYLES[0],
				'show_in_rest'      => array(
					'schema' => array(
						'type' => 'string',
						'enum' => self::STYLES,
					),
				),
			)
		);
	}

	/**
	 * Adds the Header search section to Settings → Boudoir (the admin_init action).
	 */
	public function add_fields(): void {
		add_settings_section(
			self::SECTION,
			__( 'Header search', 'boudoir' ),
			static function (): void {
				echo '<p>' . esc_html__( 'The default for every Header search block; a block can choose otherwise in its settings.', 'boudoir' ) . '</p>';
			},
			Settings::GROUP
		);
		add_settings_field(
			self::OPTION_STYLE,
			__( 'Style', 'boudoir' ),
			array( new Settings(), 'render_select' ),
			Settings::GROUP,
			self::SECTION,
			array(
				'label_for' => self::OPTION_STYLE,
				'option'    => self::OPTION_STYLE,
				'choices'   => self::style_labels(),
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
		return self::sanitize_style( get_option( self::OPTION_STYLE, self::STYLES[0] ) );
	}

	/**
	 * A block's style: the site's while the block leaves it unset (or empty); `drop_down`
	 * where it asks for that; any other style keeps the form inline (SPEC §3).
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
