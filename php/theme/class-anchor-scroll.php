<?php
/**
 * Smooth in-page scrolling (SPEC §2, page behaviour 3): the every-page script, its
 * settings and the root's scroll padding.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Options;
use Boudoir\Scripts;

defined( 'ABSPATH' ) || exit;

/**
 * Prints, on every front-end page while the behaviour is on, the small deferred script
 * built from src/anchor-scroll (no React, no wp-data) with the custom offset, and the
 * root's `scroll-padding-top` so a focused element never hides under a sticky header
 * (WCAG 2.4.11) even before the script runs; the script then keeps the padding equal
 * to the smooth scroll's offset (`--boudoir-scroll-offset`).
 */
final class Anchor_Scroll {

	/** The script's and the inline style's handle. */
	public const HANDLE = 'boudoir-anchor-scroll';

	/** Whether in-page links scroll smoothly: yes (default) or no. */
	public const OPTION_ENABLED = 'boudoir_smooth_scroll';

	/** Pixels kept free above an in-page target besides the sticky parts. */
	public const OPTION_OFFSET = 'boudoir_scroll_offset';

	/** The custom offset's default, px. */
	public const DEFAULT_OFFSET = 0;

	/** The largest custom offset accepted, px. */
	public const MAX_OFFSET = 500;

	/** The script's path under the build folder. */
	private const SCRIPT = 'scripts/anchor-scroll';

	/**
	 * Keeps where the built files are.
	 *
	 * @param string $build_dir Absolute path of the build folder.
	 * @param string $build_url Its URL.
	 */
	public function __construct( private string $build_dir, private string $build_url ) {
	}

	/**
	 * Hooks the settings and the front end in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Declares both options (the init action).
	 */
	public function register_settings(): void {
		$group = __( 'Scrolling', 'boudoir' );
		Options::register(
			self::OPTION_ENABLED,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'theme',
				'group'       => $group,
				'label'       => __( 'Smooth scrolling', 'boudoir' ),
				'description' => __( 'Scroll smoothly to the target of in-page links.', 'boudoir' ),
				'help'        => __( 'Scroll smoothly to the target of in-page links.', 'boudoir' ),
			)
		);
		Options::register(
			self::OPTION_OFFSET,
			array(
				'type'        => 'integer',
				'default'     => self::DEFAULT_OFFSET,
				'sanitize'    => array( self::class, 'sanitize_offset' ),
				'min'         => 0,
				'max'         => self::MAX_OFFSET,
				'section'     => 'theme',
				'group'       => $group,
				'label'       => __( 'Scroll offset (pixels)', 'boudoir' ),
				'description' => __( 'Extra space kept above the target of in-page links, in pixels.', 'boudoir' ),
				'help'        => __( 'Extra space kept above the target of in-page links, in pixels.', 'boudoir' ),
			)
		);
	}

	/**
	 * Prints the script, its settings and the scroll padding (the wp_enqueue_scripts action).
	 */
	public function enqueue(): void {
		if ( ! self::enabled() ) {
			return;
		}
		$asset = Scripts::register( $this->build_dir, $this->build_url, self::HANDLE, self::SCRIPT );
		if ( null === $asset ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
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
		return Options::is_on( self::OPTION_ENABLED );
	}

	/**
	 * The custom offset, px.
	 */
	public static function offset(): int {
		return (int) Options::get( self::OPTION_OFFSET );
	}

	/**
	 * Pixels from 0 to MAX_OFFSET (clamped); the default for anything not a number.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_offset( $value ): int {
		if ( ! is_numeric( $value ) ) {
			return self::DEFAULT_OFFSET;
		}
		return max( 0, min( (int) $value, self::MAX_OFFSET ) );
	}
}
