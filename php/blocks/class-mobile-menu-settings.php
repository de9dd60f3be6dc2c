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
use Boudoir\Theme_Options;

defined( 'ABSPATH' ) || exit;

/**
 * The values of the options (Theme_Options::MOBILE_MENU_*), their labels and typed readers,
 * and how a block's attributes resolve against them.
 */
final class Mobile_Menu_Settings {

	/** The sides, the first the default. */
	public const SIDES = array( 'left', 'right' );

	/** The dropdown targets, the first the default. */
	public const DROPDOWN_TARGETS = array( 'toggle', 'link' );

	/** Displacing the page is the default. */
	public const DEFAULT_DISPLACE = 'yes';

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
		return Navigation_Items::source( (int) Options::get( Theme_Options::MOBILE_MENU_SOURCE ) ) ?? Navigation_Items::source( 0 );
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
		return (string) Options::get( Theme_Options::MOBILE_MENU_SIDE );
	}

	/**
	 * Whether the site's menus move the page aside (default yes).
	 */
	public static function displace(): bool {
		return Options::is_on( Theme_Options::MOBILE_MENU_DISPLACE );
	}

	/**
	 * The site's dropdown target (default toggle).
	 */
	public static function dropdown_target(): string {
		return (string) Options::get( Theme_Options::MOBILE_MENU_DROPDOWN_TARGET );
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
}
