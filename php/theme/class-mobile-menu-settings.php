<?php
/**
 * The mobile side menu's site-wide theme options (SPEC §3 "Theme options": sidrSide,
 * sidrDisplace, sidrDropdownTarget), under Settings → Boudoir; a boudoir/mobile-menu
 * block that leaves one unset takes the setting, and the setting its default.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The three options, each with a schema, a sanitizer, a default and a typed reader, and
 * how a block's attributes resolve against them.
 */
final class Mobile_Menu_Settings {

	/** The screen edge the panel slides in from: left or right. */
	public const OPTION_SIDE = 'boudoir_mobile_menu_side';

	/** Whether the page moves aside by the panel's width: yes or no. */
	public const OPTION_DISPLACE = 'boudoir_mobile_menu_displace';

	/** What opens a submenu: link (the parent's link) or toggle (a button beside it). */
	public const OPTION_DROPDOWN_TARGET = 'boudoir_mobile_menu_dropdown_target';

	/** The sides, the first the default. */
	public const SIDES = array( 'left', 'right' );

	/** The dropdown targets, the first the default. */
	public const DROPDOWN_TARGETS = array( 'toggle', 'link' );

	/** Displacing the page is the default. */
	public const DEFAULT_DISPLACE = 'yes';

	/** The settings page's section. */
	public const SECTION = 'boudoir_mobile_menu';

	/**
	 * Hooks the registration and the fields in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
		// After Settings::add_fields() (priority 10) so the section follows the existing ones.
		add_action( 'admin_init', array( $this, 'add_fields' ), 20 );
	}

	/**
	 * Registers the options with their schema (the init action).
	 */
	public function register_settings(): void {
		register_setting(
			Settings::GROUP,
			self::OPTION_SIDE,
			array(
				'type'              => 'string',
				'description'       => __( 'The screen edge the mobile menu slides in from (mirrored on right-to-left pages).', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_side' ),
				'default'           => self::SIDES[0],
				'show_in_rest'      => array(
					'schema' => array(
						'type' => 'string',
						'enum' => self::SIDES,
					),
				),
			)
		);
		register_setting(
			Settings::GROUP,
			self::OPTION_DISPLACE,
			array(
				'type'              => 'string',
				'description'       => __( 'Move the page aside while the mobile menu is open (otherwise the menu covers it).', 'boudoir' ),
				'sanitize_callback' => array( Settings::class, 'sanitize_yes_no_default_yes' ),
				'default'           => self::DEFAULT_DISPLACE,
				'show_in_rest'      => array(
					'schema' => array(
						'type' => 'string',
						'enum' => array( 'yes', 'no' ),
					),
				),
			)
		);
		register_setting(
			Settings::GROUP,
			self::OPTION_DROPDOWN_TARGET,
			array(
				'type'              => 'string',
				'description'       => __( 'What opens a submenu of the mobile menu: a toggle button beside its parent, or the parent’s link itself.', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_dropdown_target' ),
				'default'           => self::DROPDOWN_TARGETS[0],
				'show_in_rest'      => array(
					'schema' => array(
						'type' => 'string',
						'enum' => self::DROPDOWN_TARGETS,
					),
				),
			)
		);
	}

	/**
	 * Adds the Mobile menu section's fields to Settings → Boudoir (the admin_init action).
	 */
	public function add_fields(): void {
		add_settings_section(
			self::SECTION,
			__( 'Mobile menu', 'boudoir' ),
			static function (): void {
				echo '<p>' . esc_html__( 'Defaults for every Mobile menu block; a block can choose otherwise in its settings.', 'boudoir' ) . '</p>';
			},
			Settings::GROUP
		);
		add_settings_field(
			self::OPTION_SIDE,
			__( 'Side', 'boudoir' ),
			array( new Settings(), 'render_select' ),
			Settings::GROUP,
			self::SECTION,
			array(
				'label_for' => self::OPTION_SIDE,
				'option'    => self::OPTION_SIDE,
				'choices'   => self::side_labels(),
			)
		);
		add_settings_field(
			self::OPTION_DISPLACE,
			__( 'Move the page', 'boudoir' ),
			array( new Settings(), 'render_checkbox' ),
			Settings::GROUP,
			self::SECTION,
			array(
				'option' => self::OPTION_DISPLACE,
				'label'  => __( 'Move the page aside while the menu is open (otherwise the menu covers it).', 'boudoir' ),
			)
		);
		add_settings_field(
			self::OPTION_DROPDOWN_TARGET,
			__( 'Submenus open from', 'boudoir' ),
			array( new Settings(), 'render_select' ),
			Settings::GROUP,
			self::SECTION,
			array(
				'label_for' => self::OPTION_DROPDOWN_TARGET,
				'option'    => self::OPTION_DROPDOWN_TARGET,
				'choices'   => self::dropdown_target_labels(),
			)
		);
	}

	/**
	 * The sides with their labels.
	 *
	 * @return array<string,string>
	 */
	public static function side_labels(): array {
		return array(
			'left'  => __( 'Left', 'boudoir' ),
			'right' => __( 'Right', 'boudoir' ),
		);
	}

	/**
	 * The dropdown targets with their labels.
	 *
	 * @return array<string,string>
	 */
	public static function dropdown_target_labels(): array {
		return array(
			'toggle' => __( 'A toggle button beside the item', 'boudoir' ),
			'link'   => __( 'The item itself', 'boudoir' ),
		);
	}

	/**
	 * The site's side (default left).
	 */
	public static function side(): string {
		return self::sanitize_side( get_option( self::OPTION_SIDE, self::SIDES[0] ) );
	}

	/**
	 * Whether the site's menus move the page aside (default yes).
	 */
	public static function displace(): bool {
		return 'no' !== Settings::sanitize_yes_no_default_yes( get_option( self::OPTION_DISPLACE, self::DEFAULT_DISPLACE ) );
	}

	/**
	 * The site's dropdown target (default toggle).
	 */
	public static function dropdown_target(): string {
		return self::sanitize_dropdown_target( get_option( self::OPTION_DROPDOWN_TARGET, self::DROPDOWN_TARGETS[0] ) );
	}

	/**
	 * A block's theme options: each attribute it sets, else the site's setting (else its default).
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 * @return array{side:string,displace:bool,dropdown_target:string}
	 */
	public static function resolve( array $attributes ): array {
		$side     = $attributes['sidrSide'] ?? null;
		$displace = $attributes['sidrDisplace'] ?? null;
		$target   = $attributes['sidrDropdownTarget'] ?? null;
		return array(
			'side'            => in_array( $side, self::SIDES, true ) ? (string) $side : self::side(),
			'displace'        => is_bool( $displace ) ? $displace : self::displace(),
			'dropdown_target' => in_array( $target, self::DROPDOWN_TARGETS, true ) ? (string) $target : self::dropdown_target(),
		);
	}

	/**
	 * The screen edge the panel slides in from: right-to-left pages mirror the chosen side.
	 *
	 * @param string $side The chosen side.
	 * @param bool   $rtl  Whether the page reads right to left.
	 */
	public static function screen_side( string $side, bool $rtl ): string {
		if ( ! $rtl ) {
			return $side;
		}
		return 'left' === $side ? 'right' : 'left';
	}

	/**
	 * `left` or `right`; the default for anything else.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_side( $value ): string {
		return in_array( $value, self::SIDES, true ) ? (string) $value : self::SIDES[0];
	}

	/**
	 * `toggle` or `link`; the default for anything else.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_dropdown_target( $value ): string {
		return in_array( $value, self::DROPDOWN_TARGETS, true ) ? (string) $value : self::DROPDOWN_TARGETS[0];
	}
}
