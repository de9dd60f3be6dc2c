<?php
/**
 * Restyled select drop-downs (docs/contract.md, page behaviour 5): selects matching a configured
 * selector show a visible label mirroring the chosen option; the native select stays.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Commerce\Shop_Controls;
use Boudoir\Scripts;
use Boudoir\Theme_Options;

defined( 'ABSPATH' ) || exit;

/**
 * The selector setting (Settings → Boudoir), its sanitizer, and when the small deferred
 * script (src/restyled-selects) comes to a page.
 *
 * The script wraps each matching select in `span.boudoir-select` with an aria-hidden label
 * under the transparent select: keyboards, screen readers and pointers keep using the real
 * select, whose accessible name does not change.
 *
 * Which pages: a selector made only of the known sources below loads the script only on
 * pages where one of those sources renders (the shop's ordering control, the variations
 * form, the category and archive drop-downs), so content pages without a drop-down carry
 * none of it; a selector with any other part may match anything, so it loads the script
 * on every front-end page.
 */
final class Restyled_Selects {

	/** The script's and the stylesheet's handle. */
	public const HANDLE = 'boudoir-restyled-selects';

	/** The global the script reads its selector from. */
	public const SCRIPT_GLOBAL = 'boudoirRestyledSelects';

	/** The longest selector list accepted, in characters. */
	public const MAX_LENGTH = 1000;

	/**
	 * The known sources: each selector of the default list, with the hook that tells a
	 * page renders it (a filter run while the drop-down is printed).
	 */
	public const SOURCES = array(
		Shop_Controls::ORDERING_SELECT           => Shop_Controls::ORDERING_FILTER,
		Shop_Controls::VARIATION_SELECT          => Shop_Controls::VARIATION_SELECT_FILTER,
		Shop_Controls::PRODUCT_CATEGORIES_SELECT => Shop_Controls::PRODUCT_CATEGORIES_DROPDOWN_FILTER,
		'.wp-block-categories select'            => 'render_block_core/categories',
		'.wp-block-archives select'              => 'render_block_core/archives',
	);

	/** Characters no selector list needs and markup or style injection would. */
	private const FORBIDDEN = '/[<{};@\\\\`\x00-\x08\x0b\x0e-\x1f\x7f]|\/\*/';

	/** The script's and the stylesheet's path under the build folder. */
	private const ASSET = 'scripts/restyled-selects';

	/**
	 * Keeps where the built files are.
	 *
	 * @param string $build_dir Absolute path of the build folder.
	 * @param string $build_url Its URL.
	 */
	public function __construct( private string $build_dir, private string $build_url ) {
	}

	/**
	 * Hooks the assets and the enqueue rule in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_assets' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_everywhere' ) );
		foreach ( array_unique( self::SOURCES ) as $hook ) {
			add_filter( $hook, array( $this, 'source_rendered' ), 10, 2 );
		}
	}

	/**
	 * Registers the script and its stylesheet (printed inline by Boudoir\Islands).
	 */
	public function register_assets(): void {
		Scripts::register( $this->build_dir, $this->build_url, self::HANDLE, self::ASSET, Scripts::STYLE_RTL );
	}

	/**
	 * Loads the script on every front-end page when the selector reaches beyond the known
	 * sources (the wp_enqueue_scripts action).
	 */
	public function enqueue_everywhere(): void {
		$selector = self::selector();
		if ( '' !== $selector && ! self::only_known_sources( $selector ) ) {
			$this->enqueue();
		}
	}

	/**
	 * A known source renders: loads the script when the selector names it (a filter on the
	 * source's own hook; the value passes unchanged).
	 *
	 * @param mixed $value What the hook filters.
	 * @param mixed $extra The hook's second argument (the parsed block for render_block_*).
	 * @return mixed The value.
	 */
	public function source_rendered( $value, $extra = null ) {
		$hook = current_filter();
		if ( str_starts_with( $hook, 'render_block_' ) && empty( $extra['attrs']['displayAsDropdown'] ) ) {
			return $value;
		}
		$parts = self::parts( self::selector() );
		foreach ( $parts as $part ) {
			if ( ( self::SOURCES[ $part ] ?? '' ) === $hook ) {
				$this->enqueue();
				break;
			}
		}
		return $value;
	}

	/**
	 * Enqueues the script with its selector, and the stylesheet, once.
	 */
	public function enqueue(): void {
		if ( wp_script_is( self::HANDLE, 'enqueued' ) || ! wp_script_is( self::HANDLE, 'registered' ) ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
		wp_add_inline_script( self::HANDLE, self::settings_script(), 'before' );
		wp_enqueue_style( self::HANDLE );
	}

	/**
	 * `window.boudoirRestyledSelects = {"selector":"…"};`
	 */
	public static function settings_script(): string {
		return 'window.' . self::SCRIPT_GLOBAL . ' = ' . wp_json_encode( array( 'selector' => self::selector() ), JSON_HEX_TAG | JSON_HEX_AMP ) . ';';
	}

	/**
	 * The default selector list: the known sources.
	 */
	public static function default_selector(): string {
		return implode( ', ', array_keys( self::SOURCES ) );
	}

	/**
	 * The site's selector list ('' when off).
	 */
	public static function selector(): string {
		$value = get_option( Theme_Options::SELECT_SELECTOR, self::default_selector() );
		return is_string( $value ) ? ( self::sanitize_selector_list( $value ) ?? '' ) : '';
	}

	/**
	 * Whether every selector of a list is one of the known sources.
	 *
	 * @param string $selector A sanitized selector list.
	 */
	public static function only_known_sources( string $selector ): bool {
		return array() === array_diff( self::parts( $selector ), array_keys( self::SOURCES ) );
	}

	/**
	 * The settings form's sanitizer: a valid list (normalized) or ''; anything else keeps
	 * the saved value and says why.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_setting( $value ): string {
		$clean = is_string( $value ) ? self::sanitize_selector_list( $value ) : null;
		if ( null !== $clean ) {
			return $clean;
		}
		if ( function_exists( 'add_settings_error' ) ) {
			add_settings_error( Theme_Options::SELECT_SELECTOR, 'invalid_selector', __( 'The drop-down selectors were not saved: use CSS selectors separated by commas, without <, {, }, ; or @.', 'boudoir' ) );
		}
		return self::selector();
	}

	/**
	 * A CSS selector list, trimmed, with each selector's white space collapsed and the
	 * selectors joined by ", "; '' for an empty list; null when it is not a selector list
	 * (markup or style characters, an empty selector, unbalanced brackets or quotes, too long).
	 * The browser remains the judge of the syntax: the script ignores a list it rejects.
	 *
	 * @param string $value The submitted list.
	 */
	public static function sanitize_selector_list( string $value ): ?string {
		$value = trim( $value );
		if ( '' === $value ) {
			return '';
		}
		if ( strlen( $value ) > self::MAX_LENGTH || preg_match( self::FORBIDDEN, $value ) ) {
			return null;
		}
		$parts = self::split( $value );
		if ( null === $parts ) {
			return null;
		}
		foreach ( $parts as $part ) {
			if ( '' === $part ) {
				return null;
			}
		}
		return implode( ', ', $parts );
	}

	/**
	 * A sanitized list's selectors.
	 *
	 * @param string $selector A sanitized selector list.
	 * @return list<string>
	 */
	private static function parts( string $selector ): array {
		return '' === $selector ? array() : ( self::split( $selector ) ?? array() );
	}

	/**
	 * Splits a list at its top-level commas (not inside brackets, parentheses or quotes),
	 * each selector trimmed with its white space collapsed; null when brackets or quotes do
	 * not balance.
	 *
	 * @param string $value The list.
	 * @return list<string>|null
	 */
	private static function split( string $value ): ?array {
		$parts   = array();
		$current = '';
		$closing = array();
		$quote   = '';
		$pairs   = array(
			'(' => ')',
			'[' => ']',
		);
		foreach ( str_split( $value ) as $char ) {
			if ( '' !== $quote ) {
				$quote = $char === $quote ? '' : $quote;
			} elseif ( '"' === $char || "'" === $char ) {
				$quote = $char;
			} elseif ( isset( $pairs[ $char ] ) ) {
				$closing[] = $pairs[ $char ];
			} elseif ( ')' === $char || ']' === $char ) {
				if ( array_pop( $closing ) !== $char ) {
					return null;
				}
			} elseif ( ',' === $char && ! $closing ) {
				$parts[] = $current;
				$current = '';
				continue;
			}
			$current .= $char;
		}
		if ( '' !== $quote || $closing ) {
			return null;
		}
		$parts[] = $current;
		return array_map(
			static fn ( string $part ): string => trim( (string) preg_replace( '/\s+/', ' ', $part ) ),
			$parts
		);
	}
}
