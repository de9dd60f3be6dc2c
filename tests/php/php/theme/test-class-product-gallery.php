<?php
/**
 * Tests of Boudoir\Theme\Product_Gallery.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Shop_Pages;
use Boudoir\Commerce\Hooks;
use Boudoir\Theme\Product_Gallery;

/**
 * The rule that shows WooCommerce's product gallery from the first paint: only on a single
 * product page, and only when FlexSlider will not rebuild the gallery.
 */
final class Product_Gallery_Test extends Test_Case {

	/**
	 * Whether the theme declared the slider's support before the test.
	 *
	 * @var bool
	 */
	private bool $had_slider_support;

	/**
	 * Fresh style registry, and a theme without the slider's support: WooCommerce itself
	 * declares it for block themes (WC_Template_Loader::init()), the double does not.
	 */
	public function set_up(): void {
		parent::set_up();
		$GLOBALS['wp_styles']     = new \WP_Styles();
		$this->had_slider_support = current_theme_supports( Hooks::PRODUCT_GALLERY_SLIDER_SUPPORT );
		remove_theme_support( Hooks::PRODUCT_GALLERY_SLIDER_SUPPORT );
	}

	/**
	 * The theme's gallery support and the filter as they were.
	 */
	public function tear_down(): void {
		if ( $this->had_slider_support ) {
			add_theme_support( Hooks::PRODUCT_GALLERY_SLIDER_SUPPORT );
		} else {
			remove_theme_support( Hooks::PRODUCT_GALLERY_SLIDER_SUPPORT );
		}
		remove_all_filters( Hooks::PRODUCT_GALLERY_FLEXSLIDER_ENABLED );
		parent::tear_down();
	}

	/**
	 * Runs the wp_enqueue_scripts step on a page the shop calls a product page or not, and
	 * returns the inline rules queued for the head ('' when the style is not queued).
	 *
	 * @param bool $product A single product page.
	 */
	private function head( bool $product ): string {
		$pages = $this->createMock( Shop_Pages::class );
		$pages->method( 'is_product_page' )->willReturn( $product );
		( new Product_Gallery( fn (): Shop_Pages => $pages ) )->enqueue();
		if ( ! wp_style_is( Product_Gallery::STYLE_HANDLE, 'enqueued' ) ) {
			return '';
		}
		return implode( '', (array) wp_styles()->get_data( Product_Gallery::STYLE_HANDLE, 'after' ) );
	}

	public function test_a_product_page_without_the_slider_shows_the_gallery_at_once(): void {
		$this->assertSame( Product_Gallery::RULE, $this->head( true ) );
		// A head style, not a footer one: there for the first paint.
		$this->assertFalse( (bool) wp_styles()->get_data( Product_Gallery::STYLE_HANDLE, 'group' ) );
	}

	public function test_other_pages_get_nothing(): void {
		$this->assertStringNotContainsString( Product_Gallery::RULE, $this->head( false ) );
	}

	public function test_a_theme_with_woocommerces_slider_keeps_the_gallery_for_flexslider_to_reveal(): void {
		add_theme_support( Hooks::PRODUCT_GALLERY_SLIDER_SUPPORT );
		$this->assertTrue( Product_Gallery::slider_enabled() );
		$this->assertStringNotContainsString( Product_Gallery::RULE, $this->head( true ) );
	}

	public function test_woocommerces_filter_decides_over_the_themes_support(): void {
		add_theme_support( Hooks::PRODUCT_GALLERY_SLIDER_SUPPORT );
		add_filter( Hooks::PRODUCT_GALLERY_FLEXSLIDER_ENABLED, '__return_false' );
		$this->assertStringContainsString( Product_Gallery::RULE, $this->head( true ) );

		remove_theme_support( Hooks::PRODUCT_GALLERY_SLIDER_SUPPORT );
		remove_all_filters( Hooks::PRODUCT_GALLERY_FLEXSLIDER_ENABLED );
		add_filter( Hooks::PRODUCT_GALLERY_FLEXSLIDER_ENABLED, '__return_true' );
		$GLOBALS['wp_styles'] = new \WP_Styles();
		$this->assertStringNotContainsString( Product_Gallery::RULE, $this->head( true ) );
	}

	public function test_the_plugin_hooks_it_before_the_head_prints(): void {
		$this->assertNotFalse( has_action( 'wp_enqueue_scripts' ) );
		$found = false;
		foreach ( $GLOBALS['wp_filter']['wp_enqueue_scripts']->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$found = $found || ( is_array( $callback['function'] ) && $callback['function'][0] instanceof Product_Gallery );
			}
		}
		$this->assertTrue( $found, 'Boudoir hooks the product gallery rule to wp_enqueue_scripts' );
	}
}
