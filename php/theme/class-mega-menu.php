<?php
/**
 * Mega menus (docs/contract.md, Feature areas "Theme navigation", Figures "Mega menu edge margin 10 px"): a block
 * style of core's navigation submenu whose dropdown is a wide panel of columns.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Scripts;

defined( 'ABSPATH' ) || exit;

/**
 * The "Mega menu" style (`is-style-boudoir-mega-menu`) of `core/navigation-submenu`:
 * its dropdown becomes a panel as wide as its content allows (up to the content width),
 * each child submenu an always-expanded column (its label a heading link, its links
 * below). Core keeps the behaviour: the toggle button (aria-expanded), hover, Escape
 * with focus back on the toggle. Where a mega menu renders, this adds the panel's class,
 * its stylesheet (inline) and a small deferred script (src/mega-menu) that keeps the open
 * panel 10 px inside the viewport and lets Escape dismiss a panel the pointer opened.
 */
final class Mega_Menu {

	/** The style's name (the class is `is-style-<name>`). */
	public const STYLE = 'boudoir-mega-menu';

	/** The script's and the stylesheet's handle. */
	public const HANDLE = 'boudoir-mega-menu';

	/** The class the panel (the submenu's list) gets; src/mega-menu reads it. */
	public const PANEL_CLASS = 'boudoir-mega-menu__panel';

	/** The block the style is for. */
	public const BLOCK = 'core/navigation-submenu';

	/** The script's and the stylesheet's path under the build folder. */
	private const ASSET = 'scripts/mega-menu';

	/**
	 * Keeps where the built files are.
	 *
	 * @param string $build_dir Absolute path of the build folder.
	 * @param string $build_url Its URL.
	 */
	public function __construct( private string $build_dir, private string $build_url ) {
	}

	/**
	 * Hooks the style, its assets and the markup in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_style' ) );
		add_filter( 'render_block_' . self::BLOCK, array( $this, 'render' ), 10, 2 );
	}

	/**
	 * Registers the block style (the Styles panel of the submenu block) and its assets (the init action).
	 */
	public function register_style(): void {
		register_block_style(
			self::BLOCK,
			array(
				'name'  => self::STYLE,
				'label' => __( 'Mega menu', 'boudoir' ),
			)
		);
		// Boudoir\Islands prints the stylesheet inline. One file for both directions: the panel is centred physically.
		Scripts::register( $this->build_dir, $this->build_url, self::HANDLE, self::ASSET, Scripts::STYLE );
	}

	/**
	 * Marks a mega menu's panel and brings its stylesheet and script to the page (the
	 * render_block_core/navigation-submenu filter); other submenus pass unchanged.
	 *
	 * @param string              $html  The submenu's HTML.
	 * @param array<string,mixed> $block The parsed block.
	 */
	public function render( $html, $block ) {
		if ( ! self::is_mega_menu( $block ) || ! is_string( $html ) || '' === $html ) {
			return $html;
		}
		wp_enqueue_style( self::HANDLE );
		wp_enqueue_script( self::HANDLE );
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( $tags->next_tag(
			array(
				'tag_name'   => 'UL',
				'class_name' => 'wp-block-navigation__submenu-container',
			)
		) ) {
			$tags->add_class( self::PANEL_CLASS );
		}
		return $tags->get_updated_html();
	}

	/**
	 * Whether a parsed block is a navigation submenu in the mega menu style.
	 *
	 * @param array<string,mixed> $block The parsed block.
	 */
	public static function is_mega_menu( $block ): bool {
		if ( ! is_array( $block ) || self::BLOCK !== ( $block['blockName'] ?? '' ) ) {
			return false;
		}
		$class = $block['attrs']['className'] ?? '';
		return is_string( $class ) && in_array( 'is-style-' . self::STYLE, preg_split( '/\s+/', $class ), true );
	}
}
