<?php
/**
 * Tests of Boudoir\Commerce\Woo_Shop_Pages against the WooCommerce double.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Woo_Shop_Pages;
use Boudoir\Plugin;

require_once __DIR__ . '/trait-product-fixtures.php';

/**
 * The shop's pages, the page showing, the product being printed, registration and the shop managers, as WooCommerce says.
 */
final class Woo_Shop_Pages_Test extends Test_Case {

	use Product_Fixtures;

	private Woo_Shop_Pages $pages;

	/** @var array<string,mixed> Globals of the main query, put back after a test visits a page. */
	private array $query_globals = array();

	/**
	 * Needs WooCommerce (or its double).
	 */
	protected function set_up(): void {
		parent::set_up();
		if ( ! class_exists( 'WC_Product_Simple' ) || ! function_exists( 'WC' ) ) {
			$this->markTestSkipped( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		$this->pages = new Woo_Shop_Pages();
		foreach ( array( 'wp_query', 'wp_the_query', 'post' ) as $global ) {
			$this->query_globals[ $global ] = $GLOBALS[ $global ] ?? null;
		}
	}

	/**
	 * Leaves no query behind.
	 */
	protected function tear_down(): void {
		foreach ( $this->query_globals as $global => $value ) {
			$GLOBALS[ $global ] = $value;
		}
		parent::tear_down();
	}

	/**
	 * Makes a page, product or other post the main query's, as a request for it would.
	 *
	 * @param array<string,mixed> $query WP_Query arguments.
	 */
	private function visit( array $query ): void {
		$GLOBALS['wp_the_query'] = new \WP_Query( $query );
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$GLOBALS['post']         = $GLOBALS['wp_query']->post;
		// A request of its own: WooCommerce 9.3+ remembers the page type for the request.
		self::forget_page_type();
	}


	/**
	 * The plugin's pages on the test site are WooCommerce's.
	 */
	public function test_are_the_plugins_pages_on_the_test_site(): void {
		$this->assertInstanceOf( Woo_Shop_Pages::class, Plugin::instance()->shop_pages() );
	}

	/**
	 * The Store API nonce is WordPress's nonce of the action WooCommerce checks.
	 */
	public function test_store_api_nonce(): void {
		$this->assertSame( wp_create_nonce( 'wc_store_api' ), $this->pages->store_api_nonce() );
		$this->assertSame( 1, wp_verify_nonce( $this->pages->store_api_nonce(), 'wc_store_api' ) );
	}

	/**
	 * The product WooCommerce's templates print is its global product; none outside them.
	 */
	public function test_current_product_is_woocommerces_global_product(): void {
		$previous = $GLOBALS['product'] ?? null;
		try {
			unset( $GLOBALS['product'] );
			$this->assertSame( 0, $this->pages->current_product_id() );

			$product            = $this->simple_product();
			$GLOBALS['product'] = $product;
			$this->assertSame( $product->get_id(), $this->pages->current_product_id() );

			$GLOBALS['product'] = 'a-slug';
			$this->assertSame( 0, $this->pages->current_product_id(), 'Only a product object counts.' );
		} finally {
			$GLOBALS['product'] = $previous;
		}
	}

	/**
	 * The variation select's filter arguments read as the select reads them: its product, its
	 * field (`data-attribute_name`) and the form's choice; nothing without a product object.
	 */
	public function test_variation_select_of_the_filters_arguments(): void {
		$product = $this->simple_product();
		$this->assertSame(
			array(
				'product_id' => $product->get_id(),
				'field'      => 'attribute_pa_color',
				'selected'   => 'noir',
			),
			$this->pages->variation_select_of(
				array(
					'product'   => $product,
					'attribute' => 'pa_color',
					'selected'  => 'noir',
				)
			)
		);
		$this->assertSame(
			array(
				'product_id' => $product->get_id(),
				'field'      => 'attribute_cup-size',
				'selected'   => '',
			),
			$this->pages->variation_select_of(
				array(
					'product'   => $product,
					'attribute' => 'Cup size',
					'selected'  => false,
				)
			)
		);
		$this->assertNull( $this->pages->variation_select_of( array( 'attribute' => 'pa_color' ) ) );
		$this->assertNull( $this->pages->variation_select_of( array( 'product' => $product ) ) );
		$this->assertNull( $this->pages->variation_select_of( 'pa_color' ) );
	}

	/**
	 * Shop managers' capability while the role has it; administrators' when a site took it away.
	 */
	public function test_shop_manager_capability_follows_the_role(): void {
		$role = get_role( 'shop_manager' );
		if ( null === $role ) {
			add_role( 'shop_manager', 'Shop manager', array( 'manage_woocommerce' => true ) );
		}
		$had = null !== get_role( 'shop_manager' ) && get_role( 'shop_manager' )->has_cap( 'manage_woocommerce' );
		try {
			get_role( 'shop_manager' )->add_cap( 'manage_woocommerce' );
			$this->assertSame( 'manage_woocommerce', $this->pages->shop_manager_capability() );

			get_role( 'shop_manager' )->remove_cap( 'manage_woocommerce' );
			$this->assertSame( 'manage_options', $this->pages->shop_manager_capability() );
		} finally {
			if ( null === $role ) {
				remove_role( 'shop_manager' );
			} elseif ( $had ) {
				$role->add_cap( 'manage_woocommerce' );
			}
		}
	}

	/**
	 * Shop URLs and page checks follow WooCommerce's page settings.
	 */
	public function test_knows_the_shop_pages(): void {
		$pages = array();
		foreach ( array( 'shop', 'cart', 'checkout' ) as $page ) {
			$pages[ $page ] = wp_insert_post(
				array(
					'post_type'   => 'page',
					'post_title'  => ucfirst( $page ),
					'post_name'   => $page,
					'post_status' => 'publish',
				)
			);
			update_option( "woocommerce_{$page}_page_id", $pages[ $page ] );
		}
		$product_id = $this->simple_product()->get_id();

		$this->assertSame( wc_get_cart_url(), $this->pages->cart_url() );
		$this->assertSame( get_permalink( $pages['cart'] ), $this->pages->cart_url() );
		$this->assertSame( get_permalink( $pages['checkout'] ), $this->pages->checkout_url() );
		$this->assertSame( get_permalink( $pages['shop'] ), $this->pages->shop_url() );

		$this->visit( array( 'page_id' => $pages['cart'] ) );
		$this->assertSame( array( true, false, false ), array( $this->pages->is_cart_page(), $this->pages->is_checkout_page(), $this->pages->is_product_page() ) );

		$this->visit( array( 'page_id' => $pages['checkout'] ) );
		$this->assertSame( array( false, true, false ), array( $this->pages->is_cart_page(), $this->pages->is_checkout_page(), $this->pages->is_product_page() ) );

		$this->visit(
			array(
				'p'         => $product_id,
				'post_type' => 'product',
			)
		);
		$this->assertSame( array( false, false, true ), array( $this->pages->is_cart_page(), $this->pages->is_checkout_page(), $this->pages->is_product_page() ) );
	}

	/**
	 * The account page and the registration setting (`yes` only) follow WooCommerce.
	 */
	public function test_knows_the_account_page_and_registration(): void {
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'My account',
				'post_status' => 'publish',
			)
		);
		update_option( 'woocommerce_myaccount_page_id', $page );
		$this->visit( array( 'page_id' => $page ) );
		$this->assertTrue( $this->pages->is_account_page() );
		$this->visit( array( 'post_type' => 'product' ) );
		$this->assertFalse( $this->pages->is_account_page() );

		foreach ( array( 'yes' => true, 'no' => false, '' => false, 'YES' => false ) as $value => $enabled ) {
			update_option( 'woocommerce_enable_myaccount_registration', $value );
			$this->assertSame( $enabled, $this->pages->registration_enabled(), (string) $value );
		}
		delete_option( 'woocommerce_enable_myaccount_registration' );
		$this->assertFalse( $this->pages->registration_enabled() );
	}

}
