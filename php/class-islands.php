<?php
/**
 * How Boudoir's front-end scripts load: view scripts deferred in the footer, and
 * React islands that the page holds inert until the shopper needs them.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * The one place that decides how a Boudoir script reaches a page (docs/front-end.md).
 *
 * - A block's view script (block.json `viewScript`) and every shared package is printed
 *   with `defer` in the footer: nothing of Boudoir's sits in `<head>`.
 * - A block with a `blocks/<name>/island.tsx` has an island: its React view, built as
 *   `build/<name>/island.js` and registered here as `boudoir-<name>-island`, is never
 *   enqueued. When the block's view script was printed, the island script and every
 *   dependency the page did not load already (React, `wp-data`, the stores…, with their
 *   inline settings and translations, exactly as WordPress prints them) go into inert
 *   `<template id="boudoir-script-{handle}">` elements after the footer scripts, with
 *   a manifest (`#boudoir-islands`) naming each island's handles in order. The view
 *   script (`@boudoir/islands`) runs them on intent or idle.
 * - A script may name late dependencies (`wp_script_add_data( $handle, Islands::LATE_DEPENDENCIES,
 *   array( … ) )`): scripts it loads itself on first use, not with it. When an island needs
 *   that script, each late one is printed inert too and listed in the manifest under its own
 *   handle (the wishlist store loads the cart store so, when an item first goes to the cart).
 *
 * - A block's stylesheet (a few hundred bytes gzipped) is printed inline, never as a
 *   request that holds up the first paint.
 * - Its scripts are fetched at low priority: the page's images and the shop's own
 *   scripts come first.
 *
 * A new block gets this by its file names alone; it cannot print React in `<head>`.
 */
final class Islands {

	/** The manifest's element id (src/islands/scripts.ts reads it). */
	public const MANIFEST_ID = 'boudoir-islands';

	/** Each handle's template id prefix (src/islands/scripts.ts reads it). */
	public const TEMPLATE_PREFIX = 'boudoir-script-';

	/** The script data key naming the scripts a script loads itself on first use. */
	public const LATE_DEPENDENCIES = 'boudoir_late_dependencies';

	/**
	 * WordPress's polyfills that React brings along whatever the browser (`react` →
	 * `wp-polyfill` → `wp-polyfill-inert` in WordPress 6.5), each with what it adds: a
	 * browser that has all of it is spared fetching and running it (src/islands/scripts.ts
	 * reads them from the template's `data-built-in`), as `wp_get_script_polyfill()`'s tests
	 * spared browsers WordPress's earlier polyfills. `wp-polyfill` is core-js with what
	 * WordPress's build targets lack (its source names the modules); WordPress 6.6 no
	 * longer makes `wp-polyfill` load `wp-polyfill-inert`.
	 */
	public const BUILT_IN = array(
		'wp-polyfill'       => 'Array.prototype.toSorted Array.prototype.toReversed Array.prototype.toSpliced Array.prototype.with Object.groupBy Map.groupBy Promise.withResolvers String.prototype.isWellFormed String.prototype.toWellFormed structuredClone URL.canParse URLSearchParams.prototype.size',
		'wp-polyfill-inert' => 'HTMLElement.prototype.inert',
	);

	/** Handles of Boudoir's own front-end scripts start so. */
	private const PREFIX = 'boudoir-';

	/**
	 * Island handle by block name, once registered.
	 *
	 * @var array<string,string>
	 */
	private array $islands = array();

	/**
	 * Keeps where the built files are.
	 *
	 * @param string $build_dir Absolute path of the build folder.
	 * @param string $build_url Its URL.
	 */
	public function __construct( private string $build_dir, private string $build_url ) {
	}

	/**
	 * Hooks in: after the blocks register (init 10), and after the footer scripts print (wp_footer 20).
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_islands' ), 20 );
		add_action( 'wp_footer', array( $this, 'print_islands' ), 21 );
		// Before WordPress's own inlining (priority 1), which stops at a size limit core styles fill first.
		add_action( 'wp_head', array( $this, 'inline_styles' ), 0 );
		add_filter( 'wp_script_attributes', array( $this, 'low_fetch_priority' ) );
		add_action( 'wp_footer', array( $this, 'inline_styles' ), 0 );
	}

	/**
	 * The island script's handle of a block.
	 *
	 * @param string $block Block name, e.g. `boudoir/add-to-wishlist`.
	 */
	public static function handle( string $block ): string {
		return self::PREFIX . str_replace( '/', '-', substr( $block, strlen( 'boudoir/' ) ) ) . '-island';
	}

	/**
	 * Puts one script in the footer, deferred: the rule for every Boudoir front-end script.
	 *
	 * @param string $handle A registered handle.
	 */
	public static function defer_in_footer( string $handle ): void {
		wp_script_add_data( $handle, 'group', 1 );
		wp_script_add_data( $handle, 'strategy', 'defer' );
	}

	/**
	 * Registers each block's island script (not enqueued) and puts every view script in the footer, deferred.
	 */
	public function register_islands(): void {
		foreach ( \WP_Block_Type_Registry::get_instance()->get_all_registered() as $block_type ) {
			if ( ! str_starts_with( $block_type->name, 'boudoir/' ) ) {
				continue;
			}
			foreach ( $block_type->view_script_handles as $handle ) {
				self::defer_in_footer( $handle );
			}
			$folder     = substr( $block_type->name, strlen( 'boudoir/' ) );
			$asset_file = $this->build_dir . '/' . $folder . '/island.asset.php';
			if ( ! is_readable( $asset_file ) ) {
				continue;
			}
			$asset  = require $asset_file;
			$handle = self::handle( $block_type->name );
			wp_register_script( $handle, $this->build_url . '/' . $folder . '/island.js', $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
			I18n::script( $handle );
			$this->islands[ $block_type->name ] = $handle;
		}
	}

	/**
	 * Adds `fetchpriority="low"` to Boudoir's script tags (the wp_script_attributes filter).
	 *
	 * @param array<string,string|bool> $attributes The tag's attributes.
	 * @return array<string,string|bool>
	 */
	public function low_fetch_priority( $attributes ): array {
		$attributes = (array) $attributes;
		$id         = (string) ( $attributes['id'] ?? '' );
		if ( isset( $attributes['src'] ) && str_starts_with( $id, self::PREFIX ) && str_ends_with( $id, '-js' ) ) {
			$attributes['fetchpriority'] = 'low';
		}
		return $attributes;
	}

	/**
	 * Prints each queued Boudoir block stylesheet inline (the wp_head and wp_footer actions,
	 * priority 0), as WordPress inlines small block styles, whatever room core's styles left.
	 */
	public function inline_styles(): void {
		$styles = wp_styles();
		foreach ( $styles->queue as $handle ) {
			$style = $styles->registered[ $handle ] ?? null;
			$path  = $style ? $styles->get_data( $handle, 'path' ) : null;
			if ( ! $style || ! str_starts_with( $handle, self::PREFIX ) || ! is_string( $style->src ) || ! is_string( $path ) ) {
				continue;
			}
			// WordPress points the path at the -rtl file itself when the block was registered on a right-to-left page.
			if ( is_rtl() && $styles->get_data( $handle, 'rtl' ) && ! str_ends_with( $path, '-rtl.css' ) ) {
				$path = str_replace( '.css', '-rtl.css', $path );
			}
			$css = is_readable( $path ) ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the plugin's build.
			if ( false === $css ) {
				continue;
			}
			// Relative url()s keep pointing next to the file they were written for.
			$styles->add_inline_style( $handle, _wp_normalize_relative_css_links( $css, $style->src ) );
			$style->src = false;
		}
	}

	/**
	 * The islands whose block printed its view script on this page.
	 *
	 * @return array<string,string> Island handle by block name.
	 */
	public function page_islands(): array {
		$registry = \WP_Block_Type_Registry::get_instance();
		return array_filter(
			$this->islands,
			static function ( string $block ) use ( $registry ): bool {
				$block_type = $registry->get_registered( $block );
				foreach ( $block_type ? $block_type->view_script_handles : array() as $view_handle ) {
					if ( wp_script_is( $view_handle, 'done' ) ) {
						return true;
					}
				}
				return false;
			},
			ARRAY_FILTER_USE_KEY
		);
	}

	/**
	 * Prints the inert scripts and the manifest of the page's islands (the wp_footer action, after the footer scripts).
	 */
	public function print_islands(): void {
		$islands = $this->page_islands();
		if ( array() === $islands ) {
			return;
		}
		$scripts = wp_scripts();
		// Every manifest first: handles two islands share are listed for both.
		$manifest = array_map( fn ( string $handle ): array => $this->missing_handles( $scripts, $handle ), $islands );
		foreach ( array_unique( array_merge( ...array_values( $manifest ) ) ) as $needed ) {
			$late = $scripts->get_data( $needed, self::LATE_DEPENDENCIES );
			foreach ( is_array( $late ) ? $late : array() as $late_handle ) {
				$manifest[ (string) $late_handle ] = $this->missing_handles( $scripts, (string) $late_handle );
			}
		}
		foreach ( array_unique( array_merge( ...array_values( $manifest ) ) ) as $needed ) {
			printf(
				'<template id="%1$s"%2$s>',
				esc_attr( self::TEMPLATE_PREFIX . $needed ),
				isset( self::BUILT_IN[ $needed ] ) ? ' data-built-in="' . esc_attr( self::BUILT_IN[ $needed ] ) . '"' : ''
			);
			// WordPress prints its own script tags (translations, inline data, the file) in the template.
			$scripts->do_item( $needed );
			echo "</template>\n";
			// Printed once, inert: nothing else on this page prints it again.
			$scripts->done[] = $needed;
		}
		// JSON with < and & hex-escaped: it cannot close the element. WordPress prints the tag.
		wp_print_inline_script_tag(
			(string) wp_json_encode( array( 'islands' => $manifest ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ),
			array(
				'type' => 'application/json',
				'id'   => self::MANIFEST_ID,
			)
		);
	}

	/**
	 * A handle and its dependencies that the page has not printed, dependencies first.
	 *
	 * @param \WP_Scripts $scripts The page's scripts.
	 * @param string      $handle  The island's handle.
	 * @return list<string>
	 */
	private function missing_handles( \WP_Scripts $scripts, string $handle ): array {
		$order = array();
		$seen  = array();
		$visit = static function ( string $current ) use ( &$visit, &$order, &$seen, $scripts ): void {
			if ( isset( $seen[ $current ] ) || ! isset( $scripts->registered[ $current ] ) ) {
				return;
			}
			$seen[ $current ] = true;
			foreach ( $scripts->registered[ $current ]->deps as $dependency ) {
				$visit( (string) $dependency );
			}
			if ( ! in_array( $current, $scripts->done, true ) ) {
				$order[] = $current;
			}
		};
		$visit( $handle );
		return $order;
	}
}
