<?php
/**
 * The footer's two behaviours (docs/contract.md, Screens: "Footer that can be fixed to the bottom or
 * parallax"), as block styles of the footer template part or of a group inside it.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Options;
use Boudoir\Theme_Options;

defined( 'ABSPATH' ) || exit;

/**
 * CSS only, and the footer's content is always reachable:
 * - "Fixed to bottom" (`is-style-boudoir-fixed-bottom`): on a page shorter than the
 *   window the footer sits at the window's bottom edge instead of mid-screen; it stays in
 *   the page's flow, so nothing is ever covered.
 * - "Parallax reveal" (`is-style-boudoir-parallax`): while the footer scrolls into view
 *   its content slides out from under the page above it (a scroll-driven animation), and
 *   rests in place once the footer is fully in view, which the end of the page always is.
 *   No effect without motion (`prefers-reduced-motion`), in browsers without scroll-driven
 *   animations, or while focus is inside the footer (WCAG 2.4.11: focus never hidden).
 */
final class Footer_Styles {

	/** Style names (the class is `is-style-<name>`). */
	public const FIXED_BOTTOM = 'boudoir-fixed-bottom';
	public const PARALLAX     = 'boudoir-parallax';

	/** The one stylesheet of both styles (inline), enqueued where a block uses either. */
	public const HANDLE = 'boudoir-footer-styles';

	/** The blocks a footer is made of. */
	private const BLOCKS = array( 'core/template-part', 'core/group' );

	/**
	 * Hooks the styles in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_styles' ) );
		add_filter( 'render_block', array( $this, 'enqueue_when_used' ), 10, 2 );
		add_filter( 'render_block_core/template-part', array( $this, 'apply_site_style' ), 10, 2 );
	}

	/**
	 * The site's style on a footer template part that chose none (a render_block filter).
	 *
	 * @param mixed $html  The block's HTML.
	 * @param mixed $block The parsed block.
	 * @return mixed The HTML.
	 */
	public function apply_site_style( $html, $block ) {
		if ( ! is_string( $html ) || ! is_array( $block ) || 'core/template-part' !== ( $block['blockName'] ?? '' ) ) {
			return $html;
		}
		$attrs     = (array) ( $block['attrs'] ?? array() );
		$is_footer = 'footer' === ( $attrs['tagName'] ?? '' ) || 'footer' === ( $attrs['area'] ?? '' ) || 'footer' === ( $attrs['slug'] ?? '' );
		if ( ! $is_footer || str_contains( (string) ( $attrs['className'] ?? '' ), 'is-style-' ) ) {
			return $html;
		}
		$style = (string) Options::get( Theme_Options::FOOTER_STYLE );
		if ( '' === $style ) {
			return $html;
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag() ) {
			return $html;
		}
		$tags->add_class( 'is-style-' . $style );
		wp_enqueue_style( self::HANDLE );
		return $tags->get_updated_html();
	}

	/**
	 * Enqueues the stylesheet when a footer block uses either style. (WordPress adds its
	 * own block-style enqueueing only once a block theme's template is already rendered.)
	 *
	 * @param string              $html  The block's HTML.
	 * @param array<string,mixed> $block The parsed block.
	 */
	public function enqueue_when_used( $html, $block ) {
		$class = (string) ( $block['attrs']['className'] ?? '' );
		if ( in_array( $block['blockName'] ?? '', self::BLOCKS, true )
			&& preg_match( '/(^|\s)is-style-(' . self::FIXED_BOTTOM . '|' . self::PARALLAX . ')(\s|$)/', $class ) ) {
			wp_enqueue_style( self::HANDLE );
		}
		return $html;
	}

	/**
	 * Registers both styles on both blocks.
	 */
	public function register_styles(): void {
		wp_register_style( self::HANDLE, false, array(), BOUDOIR_VERSION );
		wp_add_inline_style( self::HANDLE, self::fixed_bottom_css() . self::parallax_css() );
		foreach ( self::BLOCKS as $block ) {
			register_block_style(
				$block,
				array(
					'name'  => self::FIXED_BOTTOM,
					'label' => __( 'Footer fixed to bottom', 'boudoir' ),
				)
			);
			register_block_style(
				$block,
				array(
					'name'  => self::PARALLAX,
					'label' => __( 'Footer parallax reveal', 'boudoir' ),
				)
			);
		}
	}

	/**
	 * The page's top-level container becomes a column at least the window's height, and
	 * the footer (or the template part holding the styled group) takes the free space above it.
	 */
	public static function fixed_bottom_css(): string {
		$style = '.is-style-' . self::FIXED_BOTTOM;
		return ".wp-site-blocks:has(>{$style},>*>{$style}){display:flex;flex-direction:column;min-height:calc(100vh - var(--wp-admin--admin-bar--height,0px));min-height:calc(100svh - var(--wp-admin--admin-bar--height,0px))}"
			. ".wp-site-blocks>{$style},.wp-site-blocks>:has(>{$style}){margin-block-start:auto}";
	}

	/**
	 * The footer's content shifts up by 6rem at the start of its entry and comes to rest
	 * as the footer finishes entering the window (clipped at the footer's top edge).
	 */
	public static function parallax_css(): string {
		$style = '.is-style-' . self::PARALLAX;
		return '@keyframes boudoir-footer-parallax{from{transform:translateY(-6rem)}to{transform:none}}'
			. '@media (prefers-reduced-motion:no-preference){@supports (animation-timeline:view()){'
			. "{$style}{overflow:clip;view-timeline:--boudoir-footer block}"
			. "{$style}>*{animation:boudoir-footer-parallax linear both;animation-timeline:--boudoir-footer;animation-range:entry 0% entry 100%}"
			. "{$style}:focus-within>*{animation:none}"
			. '}}';
	}
}
