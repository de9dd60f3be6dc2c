<?php
/**
 * Smooth in-page scrolling (SPEC §2, page behaviour 3): the every-page script, its
 * settings and the root's scroll padding.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Settings;
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
		add_action( 'admin_init', array( $this, 'add_fields' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Registers both options with their schema (the init action), under Settings → Boudoir.
	 */
	public function register_settings(): void {
		register_setting(
			Settings::GROUP,
			self::OPTION_ENABLED,
			array(
				'type'              => 'string',
				'description'       => __( 'Scroll smoothly to the target of in-page links.', 'boudoir' ),
				'sanitize_callback' => array( Settings::class, 'sanitize_yes_no_default_yes' ),
				'default'           => 'yes',
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
			self::OPTION_OFFSET,
			array(
				'type'              => 'integer',
				'description'       => __( 'Extra space kept above the target of in-page links, in pixels.', 'boudoir' ),
				'sanitize_callback' => array( self::class, 'sanitize_offset' ),
				'default'           => self::DEFAULT_OFFSET,
				'show_in_rest'      => array(
					'schema' => array(
						'type'    => 'integer',
						'minimum' => 0,
						'maximum' => self::MAX_OFFSET,
					),
				),
			)
		);
	}

	/**
	 * Adds the Scrolling section's fields to Settings → Boudoir (the admin_init action).
	 */
	public function add_fields(): void {
		$settings = new Settings();
		add_settings_section( 'boudoir_scrolling', __( 'Scrolling', 'boudoir' ), '__return_null', Settings::GROUP );
		add_settings_field(
			self::OPTION_ENABLED,
			__( 'Smooth scrolling', 'boudoir' ),
			array( $settings, 'render_checkbox' ),
			Settings::GROUP,
			'boudoir_scrolling',
			array(
				'option' => self::OPTION_ENABLED,
				'label'  => __( 'Scroll smoothly to the target of in-page links.', 'boudoir' ),
			)
		);
		add_settings_field(
			self::OPTION_OFFSET,
			__( 'Scroll offset (pixels)', 'boudoir' ),
			array( $settings, 'render_input' ),
			Settings::GROUP,
			'boudoir_scrolling',
			array(
				'label_for'  => self::OPTION_OFFSET,
				'option'     => self::OPTION_OFFSET,
				'type'       => 'number',
				'attributes' => array(
					'min' => '0',
					'max' => (string) self::MAX_OFFSET,
				),
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
		return 'no' !== Settings::sanitize_yes_no_default_yes( get_option( self::OPTION_ENABLED, 'yes' ) );
	}

	/**
	 * The custom offset, px.
	 */
	public static function offset(): int {
		return self::sanitize_offset( get_option( self::OPTION_OFFSET, self::DEFAULT_OFFSET ) );
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
