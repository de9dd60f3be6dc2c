<?php
/**
 * Tests of blocks/mini-cart/render.php (served from build/mini-cart/).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Blocks\Mini_Cart_Shell;
use Boudoir\Plugin;

/**
 * The server-rendered mini-cart: a link to the cart page, the same for every visitor;
 * a plain link with no island on the cart and checkout pages.
 */
final class Mini_Cart_Render_Test extends Test_Case {

	/**
	 * Restores the adapter.
	 */
	public function tear_down(): void {
		remove_action( 'wp_footer', array( Mini_Cart_Shell::class, 'print' ), 5 );
		Plugin::instance()->detect_commerce();
		if ( null !== $this->saved_query ) {
			$GLOBALS['wp_query']     = $this->saved_query[0];
			$GLOBALS['wp_the_query'] = $this->saved_query[1];
		}
		if ( null !== $this->saved_post ) {
			$GLOBALS['post'] = $this->saved_post[0];
		}
		parent::tear_down();
	}

	/**
	 * The main query before a test changed it.
	 *
	 * @var array{0:mixed,1:mixed}|null
	 */
	private ?array $saved_query = null;

	/**
	 * The global post before a test changed it.
	 *
	 * @var array{0:mixed}|null
	 */
	private ?array $saved_post = null;

	/**
	 * Makes a page the request's main query.
	 *
	 * @param int $page_id The page.
	 */
	private function visit_page( int $page_id ): void {
		$this->saved_query     ??= array( $GLOBALS['wp_query'] ?? null, $GLOBALS['wp_the_query'] ?? null );
		$GLOBALS['wp_the_query'] = new \WP_Query( array( 'page_id' => $page_id ) );
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		// As WordPress sets up a page's request (WP::register_globals()); WooCommerce 10's cart URL reads it.
		$this->saved_post      ??= array( $GLOBALS['post'] ?? null );
		$GLOBALS['post']         = get_post( $page_id );
		self::forget_page_type();
	}

	/**
	 * Renders the block.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	private function render( array $attributes = array() ): string {
		return do_blocks( serialize_block( array( 'blockName' => 'boudoir/mini-cart', 'attrs' => $attributes, 'innerBlocks' => array(), 'innerHTML' => '', 'innerContent' => array() ) ) );
	}

	private function require_shop(): void {
		if ( ! Plugin::instance()->shop_enabled() ) {
			$this->fail( 'WooCommerce (or its test double) is not active on the test site.' );
		}
	}

	public function test_a_link_to_the_cart_that_the_island_takes_over(): void {
		$this->require_shop();
		$pages = Plugin::instance()->shop_pages();
		$html  = $this->render();

		$this->assertStringContainsString( 'class="boudoir-mini-cart wp-block-boudoir-mini-cart"', $html );
		$this->assertStringContainsString( 'href="' . esc_url( $pages->cart_url() ) . '" data-boudoir-action="open-mini-cart"', $html );
		$this->assertStringContainsString( 'data-cart-url="' . esc_attr( $pages->cart_url() ) . '"', $html );
		$this->assertStringContainsString( 'data-checkout-url="' . esc_attr( $pages->checkout_url() ) . '"', $html );
		// Named by its words (the count joins them in the browser).
		$this->assertStringContainsString( '<span class="boudoir-mini-cart__label">Cart</span>', $html );
		$this->assertStringContainsString( '<span class="boudoir-mini-cart__count" hidden></span>', $html );
		$this->assertStringContainsString( 'boudoir-icon--cart', $html );
		$this->assertStringNotContainsString( 'aria-label', $html );
		// The panel the loader opens for a tap before the island, printed in the footer.
		$this->assertStringContainsString( 'data-boudoir-action="open-mini-cart" data-boudoir-opens="' . Mini_Cart_Shell::ID . '"', $html );
		$this->assertSame( 5, has_action( 'wp_footer', array( Mini_Cart_Shell::class, 'print' ) ) );
	}

	public function test_its_settings(): void {
		$this->require_shop();
		$html = $this->render(
			array(
				'label'     => 'Bag <b>',
				'iconOnly'  => true,
				'showCount' => false,
			)
		);

		$this->assertStringContainsString( '<span class="boudoir-mini-cart__label screen-reader-text">Bag &lt;b&gt;</span>', $html );
		$this->assertStringContainsString( 'data-icon-only="true"', $html );
		$this->assertStringContainsString( 'data-show-count="false"', $html );
		$this->assertStringNotContainsString( 'boudoir-mini-cart__count', $html );
	}

	public function test_the_same_markup_for_every_visitor(): void {
		$this->require_shop();
		$guest = $this->render();
		$this->log_in( $this->create_user() );
		$_COOKIE['woocommerce_items_in_cart'] = '1';
		try {
			$this->assertSame( $guest, $this->render() );
		} finally {
			unset( $_COOKIE['woocommerce_items_in_cart'] );
		}
	}

	public function test_a_plain_link_on_the_cart_and_checkout_pages(): void {
		$this->require_shop();
		foreach ( array( 'cart', 'checkout' ) as $page ) {
			$id = wp_insert_post(
				array(
					'post_type'   => 'page',
					'post_status' => 'publish',
					'post_title'  => ucfirst( $page ),
				)
			);
			update_option( 'woocommerce_' . $page . '_page_id', $id );
			$this->visit_page( $id );
			$html = $this->render();

			$this->assertStringContainsString( 'class="boudoir-mini-cart is-disabled', $html, $page );
			$this->assertStringNotContainsString( 'data-boudoir-action', $html, $page );
			$this->assertFalse( has_action( 'wp_footer', array( Mini_Cart_Shell::class, 'print' ) ), $page );
			$this->assertStringNotContainsString( 'data-checkout-url', $html, $page );
			$this->assertStringContainsString( '<a class="boudoir-mini-cart__button" href="', $html, $page );
		}
	}

	public function test_nothing_without_the_shop(): void {
		Plugin::instance()->detect_commerce( fn () => null );
		$this->assertSame( '', trim( $this->render() ) );
	}
}
