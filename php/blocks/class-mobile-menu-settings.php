<?php
/**
 * The mobile side menu's site-wide theme options (docs/contract.md, Data "Theme options": sidrSide,
 * sidrDisplace, sidrDropdownTarget), under Settings → Boudoir; a boudoir/mobile-menu
 * block that leaves one unset takes the setting, and the setting its default.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Blocks;

use Boudoir\Options;

defined( 'ABSPATH' ) || exit;

/**
 * The three options, each with a schema, a sanitizer, a default and a typed reader, and
 * how a block's attributes resolve against them.
 */
final class Mobile_Menu_Settings {

	/** The `wp_navigation` menu a block without its own `sidrSource` shows; 0: the newest published menu. */
	public const OPTION_SOURCE = 'boudoir_mobile_menu_source';

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

	/**
	 * Hooks the declarations in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
	}

	/**
	 * Declares the three options (the init action).
	 */
	public function register_settings(): void {
		$group = __( 'Mobile menu', 'boudoir' );
		Options::register(
			self::OPTION_SOURCE,
			array(
				'type'             => 'integer',
				'default'          => 0,
				'sanitize'         => array( self::class, 'sanitize_source' ),
				'min'              => 0,
				'choices_callback' => array( self::class, 'source_labels' ),
				'section'          => 'theme',
				'group'            => $group,
				'label'            => __( 'Menu', 'boudoir' ),
				'description'      => __( 'The navigation menu the mobile menu shows (sidrSource); 0 for the newest published menu.', 'boudoir' ),
				'help'             => __( 'The navigation menu a Mobile menu block shows unless it names its own.', 'boudoir' ),
			)
		);
		Options::register(
			self::OPTION_SIDE,
			array(
				'type'        => 'choice',
				'default'     => self::SIDES[0],
				'sanitize'    => array( self::class, 'sanitize_side' ),
				'choices'     => self::side_labels(),
				'section'     => 'theme',
				'group'       => $group,
				'label'       => __( 'Side', 'boudoir' ),
				'description' => __( 'The screen edge the mobile menu slides in from (mirrored on right-to-left pages).', 'boudoir' ),
				'help'        => __( 'The screen edge the mobile menu slides in from (mirrored on right-to-left pages). A Mobile menu block can choose otherwise in its settings.', 'boudoir' ),
			)
		);
		Options::register(
			self::OPTION_DISPLACE,
			array(
				'type'        => 'switch',
				'default'     => self::DEFAULT_DISPLACE,
				'section'     => 'theme',
				'group'       => $group,
				'label'       => __( 'Move the page', 'boudoir' ),
				'description' => __( 'Move the page aside while the mobile menu is open (otherwise the menu covers it).', 'boudoir' ),
				'help'        => __( 'Move the page aside while the menu is open (otherwise the menu covers it).', 'boudoir' ),
			)
		);
		Options::register(
			self::OPTION_DROPDOWN_TARGET,
			array(
				'type'        => 'choice',
				'default'     => self::DROPDOWN_TARGETS[0],
				'sanitize'    => array( self::class, 'sanitize_dropdown_target' ),
				'choices'     => self::dropdown_target_labels(),
				'section'     => 'theme',
				'group'       => $group,
				'label'       => __( 'Submenus open from', 'boudoir' ),
				'description' => __( 'What opens a submenu of the mobile menu: a toggle button beside its parent, or the parent’s link itself.', 'boudoir' ),
			)
		);
	}

	/**
	 * The menus to choose from, for the settings page: the newest first, then every published menu by title.
	 *
	 * @return array<int,string>
	 */
	public static function source_labels(): array {
		$labels = array( 0 => __( 'The newest menu', 'boudoir' ) );
		$menus  = get_posts(
			array(
				'post_type'        => 'wp_navigation',
				'post_status'      => 'publish',
				'posts_per_page'   => 100,
				'orderby'          => 'title',
				'order'            => 'ASC',
				'no_found_rows'    => true,
				'suppress_filters' => false,
			)
		);
		foreach ( $menus as $menu ) {
			$labels[ (int) $menu->ID ] = '' !== $menu->post_title ? $menu->post_title : sprintf(
				/* translators: %d: a navigation menu's id. */
				__( 'Untitled menu %d', 'boudoir' ),
				(int) $menu->ID
			);
		}
		return $labels;
	}

	/**
	 * A published navigation menu's id, or 0 (the newest) for anything else.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_source( $value ): int {
		$id = is_numeric( $value ) ? (int) $value : 0;
		if ( $id <= 0 ) {
			return 0;
		}
		$post = get_post( $id );
		return $post instanceof \WP_Post && 'wp_navigation' === $post->post_type && 'publish' === $post->post_status ? $id : 0;
	}

	/**
	 * The menu a block shows: its own `sidrSource`, else the site's setting, else the newest published menu.
	 *
	 * @param mixed $attribute The block's `sidrSource`.
	 */
	public static function source( $attribute ): ?\WP_Post {
		$own = is_numeric( $attribute ) ? (int) $attribute : 0;
		if ( $own > 0 ) {
			return Navigation_Items::source( $own );
		}
		return Navigation_Items::source( (int) Options::get( self::OPTION_SOURCE ) ) ?? Navigation_Items::source( 0 );
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
		return (string) Options::get( self::OPTION_SIDE );
	}

	/**
	 * Whether the site's menus move the page aside (default yes).
	 */
	public static function displace(): bool {
		return Options::is_on( self::OPTION_DISPLACE );
	}

	/**
	 * The site's dropdown target (default toggle).
	 */
	public static function dropdown_target(): string {
		return (string) Options::get( self::OPTION_DROPDOWN_TARGET );
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
