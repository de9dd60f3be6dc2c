<?php
/**
 * Smooth in-page scrolling (docs/contract.md, page behaviour 3): the script, loaded on the pages
 * that need it, its settings and the root's scroll padding.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Options;
use Boudoir\Scripts;
use Boudoir\Theme_Options;

defined( 'ABSPATH' ) || exit;

/**
 * Prints, on every front-end page while the behaviour is on, the root's
 * `scroll-padding-top` so a focused element never hides under a sticky header
 * (WCAG 2.4.11) even without the script; and, on a page that needs it, the small deferred
 * script built from src/anchor-scroll (no React, no wp-data) with the custom offset,
 * which scrolls smoothly and keeps the padding equal to its measure
 * (`--boudoir-scroll-offset`). A page needs it when its rendered blocks, menus or content
 * hold a link to an element of the page itself (`href="#…"` or this page's address with a
 * fragment) or a sticky header (`boudoir-sticky-header`); a theme says so for other pages
 * with the `boudoir_anchor_scroll_needed` filter.
 */
final class Anchor_Scroll {

	/** The script's and the inline style's handle. */
	public const HANDLE = 'boudoir-anchor-scroll';

	/** The custom offset's default, px. */
	public const DEFAULT_OFFSET = 0;

	/** The largest custom offset accepted, px. */
	public const MAX_OFFSET = 500;

	/** The script's path under the build folder. */
	private const SCRIPT = 'scripts/anchor-scroll';

	/** The class of a sticky header the script measures (src/anchor-scroll/offset.ts). */
	public const STICKY_HEADER_CLASS = 'boudoir-sticky-header';

	/** The filters whose HTML is read for in-page links: blocks, classic menus and content. */
	private const SCANNED_FILTERS = array( 'render_block', 'wp_nav_menu', 'the_content' );

	/**
	 * Whether this page needs the script, as read from its HTML so far.
	 *
	 * @var bool
	 */
	private bool $needed = false;

	/**
	 * Keeps where the built files are.
	 *
	 * @param string $build_dir Absolute path of the build folder.
	 * @param string $build_url Its URL.
	 */
	public function __construct( private string $build_dir, private string $build_url ) {
	}

	/**
	 * Hooks the front end in.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		if ( ! is_admin() ) {
			foreach ( self::SCANNED_FILTERS as $filter ) {
				add_filter( $filter, array( $this, 'scan' ), PHP_INT_MAX );
			}
		}
	}

	/**
	 * Reads rendered HTML (a block, a classic menu, the content) for what needs the script,
	 * and asks for it once found; then stops reading. A block theme renders its template
	 * before wp_enqueue_scripts, a classic theme after: the script is in the footer either way.
	 *
	 * @param mixed $html The rendered HTML (returned unchanged).
	 * @return mixed
	 */
	public function scan( $html ) {
		if ( ! $this->needed && is_string( $html ) && self::needs_script( $html, self::request_path() ) ) {
			$this->needed = true;
			foreach ( self::SCANNED_FILTERS as $filter ) {
				remove_filter( $filter, array( $this, 'scan' ), PHP_INT_MAX );
			}
			if ( wp_script_is( self::HANDLE, 'registered' ) ) {
				wp_enqueue_script( self::HANDLE );
			}
		}
		return $html;
	}

	/**
	 * Whether HTML holds a link to an element of the page at `$path` (or a bare fragment
	 * link) or a sticky header. Generous on purpose (the script itself skips modal openers
	 * and go-top links): a page that needs the script never goes without.
	 *
	 * @param string $html The HTML.
	 * @param string $path The page's path, e.g. `/shop/`.
	 */
	public static function needs_script( string $html, string $path ): bool {
		if ( str_contains( $html, self::STICKY_HEADER_CLASS ) ) {
			return true;
		}
		if ( ! str_contains( $html, '#' ) || ! preg_match_all( '/\bhref\s*=\s*(["\'])([^"\'#]*)#[^"\'\s]/i', $html, $links, PREG_SET_ORDER ) ) {
			return false;
		}
		foreach ( $links as $link ) {
			$address = html_entity_decode( $link[2], ENT_QUOTES );
			if ( '' === $address ) {
				return true;
			}
			$link_path = wp_parse_url( $address, PHP_URL_PATH );
			if ( is_string( $link_path ) && untrailingslashit( $link_path ) === untrailingslashit( $path ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The requested page's path, without its query.
	 */
	private static function request_path(): string {
		$uri  = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		$path = wp_parse_url( $uri, PHP_URL_PATH );
		return is_string( $path ) ? $path : '/';
	}

	/**
	 * Registers the script with its settings, enqueues it when the page needs it, and prints
	 * the scroll padding (the wp_enqueue_scripts action).
	 */
	public function enqueue(): void {
		if ( ! self::enabled() ) {
			return;
		}
		$asset = Scripts::register( $this->build_dir, $this->build_url, self::HANDLE, self::SCRIPT );
		if ( null === $asset ) {
			return;
		}
		/**
		 * Filters whether the page loads the smooth-scroll script before its content is read
		 * (a classic theme's sticky header, links a script adds later…).
		 *
		 * @param bool $needed Whether the blocks rendered so far asked for it.
		 */
		if ( (bool) apply_filters( 'boudoir_anchor_scroll_needed', $this->needed ) ) {
			wp_enqueue_script( self::HANDLE );
		}
		wp_add_inline_script(
			self::HANDLE,
			'window.boudoirAnchorScroll = ' . wp_json_encode( array( 'offset' => self::offset() ) ) . ';',
			'before'
		);
		wp_register_style( self::HANDLE, false, array(), $asset['version'] );
		wp_enqueue_style( self::HANDLE );
		wp_add_inline_style( self::HANDLE, self::css() );
	}

	/**
	 * The root's scroll padding: the script's measure once it ran; before, the admin bar
	 * (WordPress's own variable), the sticky top bar (its script's variable) and the custom offset.
	 */
	public static function css(): string {
		return sprintf(
			'html:root{scroll-padding-top:var(--boudoir-scroll-offset,calc(var(--wp-admin--admin-bar--height,0px) + var(--boudoir-top-bar-height,0px) + %dpx))}',
			self::offset()
		);
	}

	/**
	 * Whether in-page links scroll smoothly (default yes).
	 */
	public static function enabled(): bool {
		return Options::is_on( Theme_Options::SMOOTH_SCROLL );
	}

	/**
	 * The custom offset, px.
	 */
	public static function offset(): int {
		return (int) Options::get( Theme_Options::SCROLL_OFFSET );
	}
}
