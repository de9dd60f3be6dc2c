<?php
/**
 * The skip link to the main content (docs/contract.md, Screens "Other pages and areas").
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Options;
use Boudoir\Theme_Options;

defined( 'ABSPATH' ) || exit;

/**
 * Block themes get WordPress's own skip link (core prints `.skip-link` to
 * `#wp--skip-link--target`, the template's `<main>`): nothing to add. A classic theme
 * gets one at `wp_body_open`, first in the tab order, unless it says it prints its own
 * (`add_filter( 'boudoir_print_skip_link', '__return_false' )`).
 */
final class Skip_Link {

	/** Style and script handle. */
	public const HANDLE = 'boudoir-skip-link';


	/** The link's target when the page's `<main>` has no id of its own. */
	public const TARGET = 'boudoir-main';

	/**
	 * Whether the active theme is a block theme.
	 *
	 * @var callable(): bool
	 */
	private $is_block_theme;

	/**
	 * Keeps how to tell a block theme.
	 *
	 * @param callable|null $is_block_theme Whether the active theme is a block theme (tests); wp_is_block_theme() by default.
	 */
	public function __construct( ?callable $is_block_theme = null ) {
		$this->is_block_theme = $is_block_theme ?? 'wp_is_block_theme';
	}

	/**
	 * Hooks the link in.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'wp_body_open', array( $this, 'print_link' ), 5 );
		add_action( 'wp_footer', array( $this, 'print_target_script' ) );
	}

	/**
	 * Whether this page needs Boudoir's skip link.
	 */
	public function applies(): bool {
		if ( is_admin() || ( $this->is_block_theme )() ) {
			return false;
		}
		/**
		 * Filters whether Boudoir prints a skip link in a classic theme.
		 *
		 * @param bool $print The setting (default on); false when the theme prints its own.
		 */
		return (bool) apply_filters( 'boudoir_print_skip_link', Options::is_on( Theme_Options::SKIP_LINK ) );
	}

	/**
	 * The link's look: hidden until focused, then at the top corner (mirrored in RTL).
	 */
	public function enqueue(): void {
		if ( ! $this->applies() ) {
			return;
		}
		wp_register_style( self::HANDLE, false, array(), BOUDOIR_VERSION );
		wp_add_inline_style(
			self::HANDLE,
			'.boudoir-skip-link{position:absolute;inset-inline-start:-9999rem;top:2.5rem;z-index:100000;padding:0.75rem 1rem;background:#fff;color:#1e1e1e;font-weight:600;text-decoration:underline}'
			. '.boudoir-skip-link:focus{inset-inline-start:0.5rem;outline:2px solid #1e1e1e;outline-offset:2px}'
		);
		wp_enqueue_style( self::HANDLE );
	}

	/**
	 * The link, first thing in the body.
	 */
	public function print_link(): void {
		if ( ! $this->applies() ) {
			return;
		}
		printf(
			'<a class="skip-link boudoir-skip-link" href="#%1$s">%2$s</a>',
			esc_attr( self::TARGET ),
			esc_html__( 'Skip to content', 'boudoir' )
		);
	}

	/**
	 * Points the link at the page's `<main>`, giving it an id if it has none, and lets it
	 * take focus, as WordPress's block-theme skip link does.
	 */
	public function print_target_script(): void {
		if ( ! $this->applies() ) {
			return;
		}
		wp_print_inline_script_tag(
			sprintf(
				'(function(){var l=document.querySelector(".boudoir-skip-link"),m=document.querySelector("main,[role=main]");if(!l)return;if(!m){l.remove();return;}if(!m.id){m.id=%1$s;}if(!m.hasAttribute("tabindex")){m.tabIndex=-1;}l.href="#"+m.id;})();',
				wp_json_encode( self::TARGET )
			),
			array( 'id' => self::HANDLE . '-js' )
		);
	}
}
