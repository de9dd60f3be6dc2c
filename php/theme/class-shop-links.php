<?php
/**
 * Two small behaviours of WooCommerce's own buttons and links (docs/contract.md, States): the product's
 * reviews link and the removed-from-cart markers.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Commerce\Shop_Controls;
use Boudoir\Options;
use Boudoir\Scripts;
use Boudoir\Theme_Options;

defined( 'ABSPATH' ) || exit;

/**
 * Loads each script only on pages that print what it works on:
 *
 * - `build/scripts/reviews-link.js` (~0.6 KB gz, the smooth scroller bundled) when a single
 *   product's tabs print with a Reviews tab: the reviews link selects it, hides the other
 *   panels, scrolls to 120 px above the reviews and moves focus there;
 * - `build/scripts/cart-markers.js` (~0.3 KB gz) when a product list prints an ajax
 *   add-to-cart button: after WooCommerce's `removed_from_cart`, the buttons of the removed
 *   product lose their `added` class and "View cart" link.
 *
 * Neither has words of its own.
 */
final class Shop_Links {

	/** The reviews link script's handle. */
	public const REVIEWS_HANDLE = 'boudoir-reviews-link';

	/** The markers script's handle. */
	public const MARKERS_HANDLE = 'boudoir-cart-markers';

	/** Each handle's script under the build folder. */
	private const ASSETS = array(
		self::REVIEWS_HANDLE => 'scripts/reviews-link',
		self::MARKERS_HANDLE => 'scripts/cart-markers',
	);

	/**
	 * Keeps where the built files are.
	 *
	 * @param string $build_dir Absolute path of the build folder.
	 * @param string $build_url Its URL.
	 */
	public function __construct( private string $build_dir, private string $build_url ) {
	}

	/**
	 * Hooks the assets and the enqueue rules in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_assets' ) );
		// Late: the tabs as the page prints them.
		add_filter( Shop_Controls::PRODUCT_TABS_FILTER, array( $this, 'tabs_rendered' ), 999 );
		add_filter( Shop_Controls::LOOP_ADD_TO_CART_FILTER, array( $this, 'loop_button_rendered' ), 999 );
	}

	/**
	 * Registers both scripts (deferred, in the footer).
	 */
	public function register_assets(): void {
		foreach ( self::ASSETS as $handle => $path ) {
			Scripts::register( $this->build_dir, $this->build_url, $handle, $path );
		}
	}

	/**
	 * The product's tabs print: loads the reviews link script when one is the Reviews tab
	 * (a filter; the tabs pass unchanged).
	 *
	 * @param mixed $tabs The tabs, by key.
	 * @return mixed The tabs.
	 */
	public function tabs_rendered( $tabs ) {
		if ( is_array( $tabs ) && isset( $tabs['reviews'] ) && Options::is_on( Theme_Options::REVIEWS_LINK ) ) {
			self::enqueue( self::REVIEWS_HANDLE );
		}
		return $tabs;
	}

	/**
	 * A product list's add-to-cart button prints: loads the markers script when it adds by
	 * ajax (a filter; the HTML passes unchanged).
	 *
	 * @param mixed $html The button's HTML.
	 * @return mixed The HTML.
	 */
	public function loop_button_rendered( $html ) {
		if ( is_string( $html ) && str_contains( $html, Shop_Controls::AJAX_ADD_TO_CART_CLASS ) ) {
			self::enqueue( self::MARKERS_HANDLE );
		}
		return $html;
	}

	/**
	 * Enqueues a registered script once.
	 *
	 * @param string $handle The handle.
	 */
	private static function enqueue( string $handle ): void {
		if ( wp_script_is( $handle, 'registered' ) && ! wp_script_is( $handle, 'enqueued' ) ) {
			wp_enqueue_script( $handle );
		}
	}
}
