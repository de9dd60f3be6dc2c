<?php
/**
 * The grid/list view of product archives (docs/contract.md, Data "Listing view preference", States "Listing
 * and account"; blocks/grid-list): the server honours the cookie `gridcookie` (`grid` or
 * `list`, path `/`) so the first paint shows the shopper's view, and product archives
 * without the block forget the choice.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Blocks;

use Boudoir\Commerce\Catalogue;
use Boudoir\Product_Listing;

defined( 'ABSPATH' ) || exit;

/**
 * Page caches: the server's `<body>` class and pressed button follow the cookie, so a page
 * cache that does not vary on `gridcookie` may hand a shopper another shopper's view. The
 * block therefore also prints a one-line inline script, run while the page is parsed,
 * before any product list below it, that sets the class and the pressed state from
 * `document.cookie`: a cached page shows the right view with no flash either, and caches
 * need no `Vary`. Classic themes print `<body>` before the content, so there the script
 * alone does it.
 */
final class Grid_List {

	/** The cookie's name. */
	public const COOKIE = 'gridcookie';

	/** The `<body>` class that lays product lists out as rows. */
	public const LIST_CLASS = 'boudoir-view-list';

	/** The views. */
	public const VIEWS = array( 'grid', 'list' );

	/**
	 * The view the block showed on this page; null while it has not rendered.
	 *
	 * @var string|null
	 */
	private static ?string $shown = null;

	/**
	 * Keeps how to reach the shop's catalogue.
	 *
	 * @param \Closure $catalogue fn(): Catalogue, the shop's catalogue.
	 */
	public function __construct( private readonly \Closure $catalogue ) {
	}

	/**
	 * Hooks the `<body>` class and the cookie's removal in.
	 */
	public function register(): void {
		add_filter( 'body_class', array( $this, 'body_class' ) );
		add_action( 'wp_footer', array( $this, 'print_forget_script' ) );
	}

	/**
	 * The view the request's cookie holds: `grid`, `list` or null (anything else).
	 */
	public static function cookie_view(): ?string {
		if ( ! isset( $_COOKIE[ self::COOKIE ] ) || ! is_string( $_COOKIE[ self::COOKIE ] ) ) {
			return null;
		}
		// Exactly one of the two views, or nothing: no trimming, no case folding, as the view script.
		$value = wp_unslash( $_COOKIE[ self::COOKIE ] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared strictly with the two views below.
		return in_array( $value, self::VIEWS, true ) ? $value : null;
	}

	/**
	 * The view to show: the shopper's, else the block's default (grid when not a view).
	 *
	 * @param string $default_view The block's default.
	 */
	public static function view( string $default_view ): string {
		return self::cookie_view() ?? ( in_array( $default_view, self::VIEWS, true ) ? $default_view : 'grid' );
	}

	/**
	 * Notes that the block rendered with a view (render.php).
	 *
	 * @param string $view The view shown.
	 */
	public static function shown( string $view ): void {
		self::$shown = $view;
	}

	/**
	 * Whether the block rendered on this page.
	 */
	public static function has_rendered(): bool {
		return null !== self::$shown;
	}

	/**
	 * Forgets the page's block (tests, and a second render in one request).
	 */
	public static function reset(): void {
		self::$shown = null;
	}

	/**
	 * The list class on `<body>` when the block rendered in the list view. Block themes
	 * render the template before `<body>`, so the block has rendered by now.
	 *
	 * @param mixed $classes The body's classes.
	 * @return mixed The classes; anything not an array unchanged.
	 */
	public function body_class( $classes ) {
		if ( is_array( $classes ) && 'list' === self::$shown ) {
			$classes[] = self::LIST_CLASS;
		}
		return $classes;
	}

	/**
	 * The block's inline script: run where it is printed, before the product lists below
	 * it, it shows the block (its buttons need JavaScript), and sets the list class and the
	 * pressed button from `document.cookie`, so a cached page is right too.
	 */
	public static function sync_script(): string {
		return '(function(r,d){var m=d.cookie.match(/(?:^|;)\s*gridcookie=([^;]*)/),c=m&&m[1].trim(),'
			. 'v=c==="grid"||c==="list"?c:r.getAttribute("data-default");'
			. 'd.body.classList.toggle(' . wp_json_encode( self::LIST_CLASS ) . ',v==="list");r.hidden=false;'
			. 'r.querySelectorAll("[data-view]").forEach(function(b){b.setAttribute("aria-pressed",String(b.getAttribute("data-view")===v))})'
			. '})(document.currentScript.parentNode,document);';
	}

	/**
	 * The script that removes the cookie (docs/contract.md, States: "If the page lacks the grid-list
	 * feature, the cookie is removed").
	 */
	public static function forget_script(): string {
		return 'if(/(?:^|;)\s*gridcookie=/.test(document.cookie)){document.cookie="gridcookie=; path=/; max-age=0; SameSite=Lax"}';
	}

	/**
	 * On a product archive without the block, the cookie is removed. In the browser, not
	 * with a Set-Cookie header: the footer knows whether the block rendered (any theme),
	 * but headers are long sent, and the page's HTML stays the same for every shopper, so
	 * it stays cacheable. Other pages (a product collection on the home page) keep the choice.
	 */
	public function print_forget_script(): void {
		if ( self::has_rendered() || ! Product_Listing::is_current_page( ( $this->catalogue )() ) ) {
			return;
		}
		/**
		 * Filters whether a product archive without the grid/list block removes the
		 * shopper's `gridcookie`.
		 *
		 * @param bool $forget Whether to remove it. Default true.
		 */
		if ( ! apply_filters( 'boudoir_grid_list_forget_cookie', true ) ) {
			return;
		}
		wp_print_inline_script_tag( self::forget_script(), array( 'id' => 'boudoir-grid-list-forget-js' ) );
	}
}
