<?php
/**
 * Tests of Button_Placement: the add-to-wishlist button on classic product templates.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Plugin;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Button_Placement;

/**
 * Inserted after the add-to-cart button and in loops when the option says yes and the shop is on.
 */
final class Button_Placement_Test extends Test_Case {

	/**
	 * Needs WooCommerce or its double.
	 */
	public function set_up(): void {
		parent::set_up();
		if ( ! class_exists( 'WC_Product_Simple' ) ) {
			$this->markTestSkipped( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		Plugin::instance()->detect_commerce();
	}

	/**
	 * Restores the globals.
	 */
	public function tear_down(): void {
		unset( $GLOBALS['post'] );
		Plugin::instance()->detect_commerce();
		parent::tear_down();
	}

	/**
	 * A published simple product, made the current post.
	 */
	private function current_product(): int {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Margaux "Lace" Brief' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '25' );
		$id = (int) $product->save();
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the loop's current post.
		$GLOBALS['post'] = get_post( $id );
		setup_postdata( $GLOBALS['post'] );
		return $id;
	}

	/**
	 * Output of one action.
	 *
	 * @param string $hook The action.
	 */
	private function output_of( string $hook ): string {
		ob_start();
		do_action( $hook );
		return (string) ob_get_clean();
	}

	public function test_the_plugin_hooks_it_on_both_templates_at_the_documented_priorities(): void {
		$this->assertSame( array( 10 ), $this->hooked_priorities( Button_Placement::SINGLE_HOOK, Button_Placement::class, 'render_single' ) );
		$this->assertSame( array( 15 ), $this->hooked_priorities( Button_Placement::LOOP_HOOK, Button_Placement::class, 'render_loop' ) );
	}

	public function test_single_product_pages_get_the_button_of_the_current_product(): void {
		$id   = $this->current_product();
		$html = $this->output_of( 'woocommerce_after_add_to_cart_button' );

		$this->assertStringContainsString( 'wp-block-boudoir-add-to-wishlist', $html );
		$this->assertStringContainsString( 'data-product-id="' . $id . '"', $html );
		$this->assertStringContainsString( 'data-product-type="simple"', $html );
		$this->assertMatchesRegularExpression( '#<button type="button" class="boudoir-add-to-wishlist__button" data-boudoir-action="add-to-wishlist">.*?<span>Add to wishlist</span></button>#s', $html );
		// The name is escaped.
		$this->assertStringContainsString( 'data-product-name="Margaux &quot;Lace&quot; Brief"', $html );
	}

	public function test_loops_get_the_button_after_the_add_to_cart_link(): void {
		$id   = $this->current_product();
		$html = $this->output_of( 'woocommerce_after_shop_loop_item' );

		$this->assertStringContainsString( 'data-product-id="' . $id . '"', $html );
		$position_of_cart = strpos( $html, 'add_to_cart' );
		$position_of_ours = strpos( $html, 'wp-block-boudoir-add-to-wishlist' );
		$this->assertNotFalse( $position_of_ours );
		if ( false !== $position_of_cart ) {
			$this->assertLessThan( $position_of_ours, $position_of_cart, 'after the add-to-cart link (priority 10)' );
		}
	}

	public function test_the_option_turns_it_off(): void {
		$this->current_product();
		update_option( Button_Placement::OPTION, 'no' );

		$this->assertStringNotContainsString( 'boudoir-add-to-wishlist', $this->output_of( 'woocommerce_after_add_to_cart_button' ) );
		$this->assertStringNotContainsString( 'boudoir-add-to-wishlist', $this->output_of( 'woocommerce_after_shop_loop_item' ) );
	}

	public function test_it_is_on_by_default(): void {
		delete_option( Button_Placement::OPTION );
		$placement = new Button_Placement( fn (): bool => true );
		$this->assertTrue( $placement->is_enabled() );
	}

	public function test_nothing_without_the_shop(): void {
		$this->current_product();
		$placement = new Button_Placement( fn (): bool => false );

		$this->assertFalse( $placement->is_enabled() );
		$this->assertSame( '', $placement->markup() );
	}

	public function test_nothing_outside_a_product(): void {
		$placement = new Button_Placement( fn (): bool => true );
		unset( $GLOBALS['post'] );

		$this->assertSame( '', $placement->markup() );
	}
}
