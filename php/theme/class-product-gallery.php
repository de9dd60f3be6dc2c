<?php
/**
 * The product gallery, shown from the first paint when no slider will rebuild it.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Commerce\Shop_Pages;
use Boudoir\Commerce\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce prints a product's gallery at `opacity: 0` (templates/single-product/
 * product-image.php) and its single-product script sets it back to 1 once it runs: at
 * once when FlexSlider is off, after FlexSlider has built its slides when it is on. With
 * the slider off (the theme does not declare the slider's support, or WooCommerce's
 * FlexSlider filter says no: Boudoir\Commerce\Hooks names both), the script changes
 * nothing on the page but when it shows: the gallery's first image, a product page's
 * largest paint, waits for jQuery and that script, and stays hidden when scripts fail.
 *
 * On a single product page without the slider, one rule shows the gallery from the first
 * paint. With the slider on, nothing changes: FlexSlider still reveals what it built.
 */
final class Product_Gallery {

	/** The handle of the inline stylesheet. */
	public const STYLE_HANDLE = 'boudoir-product-gallery';

	/** The rule: beats the template's inline `opacity: 0`. */
	public const RULE = '.' . Hooks::PRODUCT_GALLERY_CLASS . '{opacity:1!important}';

	/**
	 * Keeps how to reach the shop's pages, asked on the request (the page is known after the query).
	 *
	 * @param \Closure(): Shop_Pages $pages The shop's pages.
	 */
	public function __construct( private \Closure $pages ) {
	}

	/**
	 * Hooks the rule in, queued before the head prints.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Whether WooCommerce's single-product script builds the gallery with FlexSlider.
	 */
	public static function slider_enabled(): bool {
		return (bool) apply_filters( Hooks::PRODUCT_GALLERY_FLEXSLIDER_ENABLED, get_theme_support( Hooks::PRODUCT_GALLERY_SLIDER_SUPPORT ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- WooCommerce's own filter.
	}

	/**
	 * Prints the rule in the head of a single product page whose gallery no slider
	 * rebuilds (the wp_enqueue_scripts action).
	 */
	public function enqueue(): void {
		if ( ! ( $this->pages )()->is_product_page() || self::slider_enabled() ) {
			return;
		}
		wp_register_style( self::STYLE_HANDLE, false, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- no file: an inline rule.
		wp_enqueue_style( self::STYLE_HANDLE );
		wp_add_inline_style( self::STYLE_HANDLE, self::RULE );
	}
}
