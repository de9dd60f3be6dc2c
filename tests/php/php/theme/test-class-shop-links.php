<?php
/**
 * Tests of Boudoir\Theme\Shop_Links.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Theme\Shop_Links;
use Boudoir\Theme_Options;

/**
 * Which pages get the reviews link and the removed-from-cart markers scripts.
 */
final class Shop_Links_Test extends Test_Case {

	/**
	 * A build folder holding both scripts' .asset.php.
	 *
	 * @var string
	 */
	private string $build_dir;

	/**
	 * Makes the build folder and a fresh script registry with both scripts.
	 */
	public function set_up(): void {
		parent::set_up();
		$this->build_dir = get_temp_dir() . 'boudoir-shop-links-' . wp_generate_password( 8, false );
		wp_mkdir_p( $this->build_dir . '/scripts' );
		foreach ( array( 'reviews-link', 'cart-markers' ) as $name ) {
			file_put_contents( $this->build_dir . "/scripts/{$name}.asset.php", "<?php return array( 'dependencies' => array(), 'version' => 'abc123' );" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		}
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		( new Shop_Links( $this->build_dir, 'https://cdn.boudoir.test/build' ) )->register_assets();
	}

	/**
	 * Removes the build folder and leaves the product page.
	 */
	public function tear_down(): void {
		self::remove_folder( $this->build_dir );
		unset( $GLOBALS['post'], $GLOBALS['product'] );
		parent::tear_down();
	}

	/**
	 * Puts the test on a product's page, where WooCommerce filters the tabs (its own callbacks
	 * read the page's post and product): a product without a description, attributes or open
	 * reviews, so the shop's default tabs add none of their own to the test's.
	 */
	private function on_a_product_page(): void {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Silk robe' );
		$product->set_status( 'publish' );
		$product->save();
		wp_update_post(
			array(
				'ID'             => $product->get_id(),
				'comment_status' => 'closed',
			)
		);
		$GLOBALS['post']    = get_post( $product->get_id() );
		$GLOBALS['product'] = wc_get_product( $product->get_id() );
	}

	/**
	 * Plugin::boot() hooks both rules in, late.
	 */
	public function test_the_plugin_hooks_it_in(): void {
		$this->assertSame( array( 999 ), $this->hooked_priorities( 'woocommerce_product_tabs', Shop_Links::class, 'tabs_rendered' ) );
		$this->assertSame( array( 999 ), $this->hooked_priorities( 'woocommerce_loop_add_to_cart_link', Shop_Links::class, 'loop_button_rendered' ) );
	}

	/**
	 * Tabs with a Reviews tab bring the reviews link script; tabs without one do not; the
	 * tabs pass unchanged.
	 */
	public function test_the_reviews_tab_brings_the_reviews_link_script(): void {
		$this->on_a_product_page();
		$tabs = array( 'description' => array( 'title' => 'Description' ) );
		$this->assertSame( $tabs, apply_filters( 'woocommerce_product_tabs', $tabs ) );
		$this->assertFalse( wp_script_is( Shop_Links::REVIEWS_HANDLE, 'enqueued' ) );

		$tabs['reviews'] = array( 'title' => 'Reviews (2)' );
		$this->assertSame( $tabs, apply_filters( 'woocommerce_product_tabs', $tabs ) );
		$this->assertTrue( wp_script_is( Shop_Links::REVIEWS_HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_script_is( Shop_Links::MARKERS_HANDLE, 'enqueued' ) );
		$this->assertSame( 'defer', wp_scripts()->get_data( Shop_Links::REVIEWS_HANDLE, 'strategy' ) );
		$this->assertSame( 1, wp_scripts()->get_data( Shop_Links::REVIEWS_HANDLE, 'group' ) );
		$this->assertSame( array(), wp_scripts()->registered[ Shop_Links::REVIEWS_HANDLE ]->deps );
	}

	/**
	 * An ajax add-to-cart button in a product list brings the markers script; a plain link
	 * (a variable product's "Select options") does not; the HTML passes unchanged.
	 */
	public function test_an_ajax_loop_button_brings_the_markers_script(): void {
		$plain = '<a href="/product/x/" class="button product_type_variable">Select options</a>';
		$this->assertSame( $plain, apply_filters( 'woocommerce_loop_add_to_cart_link', $plain, null, array() ) );
		$this->assertFalse( wp_script_is( Shop_Links::MARKERS_HANDLE, 'enqueued' ) );

		$ajax = '<a href="?add-to-cart=7" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="7">Add to cart</a>';
		$this->assertSame( $ajax, apply_filters( 'woocommerce_loop_add_to_cart_link', $ajax, null, array() ) );
		$this->assertTrue( wp_script_is( Shop_Links::MARKERS_HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_script_is( Shop_Links::REVIEWS_HANDLE, 'enqueued' ) );
		$this->assertSame( array(), wp_scripts()->registered[ Shop_Links::MARKERS_HANDLE ]->deps, 'No jQuery dependency: the bridge uses it when the page has it.' );
	}

	/**
	 * With the Reviews link setting off, the Reviews tab brings no script.
	 */
	public function test_the_setting_turns_the_reviews_link_off(): void {
		update_option( Theme_Options::REVIEWS_LINK, 'no' );
		$this->on_a_product_page();
		apply_filters( 'woocommerce_product_tabs', array( 'reviews' => array( 'title' => 'Reviews (2)' ) ) );
		$this->assertFalse( wp_script_is( Shop_Links::REVIEWS_HANDLE, 'enqueued' ) );
		$this->assertSame( 'switch', self::settings_fields( 'shop' )[ Theme_Options::REVIEWS_LINK ]['type'] );
	}
}
