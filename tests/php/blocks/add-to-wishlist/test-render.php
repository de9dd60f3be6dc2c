<?php
/**
 * Tests of blocks/add-to-wishlist/render.php (served from build/add-to-wishlist/).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Plugin;
use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Token;

/**
 * The server-rendered button: the product's ids and type, nothing of the shopper's.
 */
final class Add_To_Wishlist_Render_Test extends Test_Case {

	private const BLOCK = 'boudoir/add-to-wishlist';

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
	 * Restores the globals and the adapter.
	 */
	public function tear_down(): void {
		unset( $GLOBALS['post'], $_COOKIE['boudoir_wishlist_session'] );
		Plugin::instance()->detect_commerce();
		parent::tear_down();
	}

	/**
	 * Renders the block as a post's content would.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	private function render( array $attributes = array() ): string {
		return do_blocks(
			serialize_block(
				array(
					'blockName'    => self::BLOCK,
					'attrs'        => $attributes,
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			)
		);
	}

	/**
	 * A published simple product.
	 */
	private function simple_product(): int {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Seraphine Lace Bra' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '59' );
		return (int) $product->save();
	}

	public function test_a_product_given_by_attribute(): void {
		$id   = $this->simple_product();
		$html = $this->render( array( 'productId' => $id ) );

		$this->assertStringContainsString( 'class="boudoir-add-to-wishlist wp-block-boudoir-add-to-wishlist"', $html );
		$this->assertStringContainsString( 'data-product-id="' . $id . '"', $html );
		$this->assertStringContainsString( 'data-variation-id="0"', $html );
		$this->assertStringContainsString( 'data-show-list-dropdown="false"', $html );
		$this->assertStringContainsString( 'data-show-tooltip="true"', $html );
		// The island's button as it first renders: the heart, the words, the action an early click replays.
		$this->assertMatchesRegularExpression( '#<button type="button" class="boudoir-add-to-wishlist__button" data-boudoir-action="add-to-wishlist"><svg class="boudoir-icon boudoir-icon--heart"[^>]*aria-hidden="true"[^>]*>.*?</svg><span>Add to wishlist</span></button>#s', $html );
		$this->assertStringContainsString( '<span class="boudoir-tooltip">', $html );
	}

	public function test_the_current_post_when_no_attribute(): void {
		$id = $this->simple_product();
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the current post.
		$GLOBALS['post'] = get_post( $id );

		$this->assertStringContainsString( 'data-product-id="' . $id . '"', $this->render() );
	}

	public function test_the_block_context_post_id(): void {
		$id    = $this->simple_product();
		$block = new \WP_Block(
			array(
				'blockName'    => self::BLOCK,
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			array( 'postId' => $id )
		);

		$this->assertStringContainsString( 'data-product-id="' . $id . '"', $block->render() );
	}

	public function test_options_reach_the_markup(): void {
		$html = $this->render(
			array(
				'productId'        => $this->simple_product(),
				'showListDropdown' => true,
				'showTooltip'      => false,
			)
		);

		$this->assertStringContainsString( 'data-show-list-dropdown="true"', $html );
		$this->assertStringContainsString( 'data-show-tooltip="false"', $html );
	}

	public function test_a_variation_is_its_product_plus_the_variation(): void {
		$parent = new \WC_Product_Variable();
		$parent->set_name( 'Eloise' );
		$parent->set_status( 'publish' );
		$parent_id = (int) $parent->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent_id );
		$variation->set_status( 'publish' );
		$variation->set_regular_price( '49' );
		$variation_id = (int) $variation->save();

		$html = $this->render( array( 'productId' => $variation_id ) );

		$this->assertStringContainsString( 'data-product-id="' . $parent_id . '"', $html );
		$this->assertStringContainsString( 'data-variation-id="' . $variation_id . '"', $html );
	}

	public function test_nothing_for_a_missing_product_or_without_the_shop(): void {
		$this->assertSame( '', trim( $this->render( array( 'productId' => 999999 ) ) ) );

		$id = $this->simple_product();
		Plugin::instance()->detect_commerce( fn () => null );
		$this->assertSame( '', trim( $this->render( array( 'productId' => $id ) ) ) );
	}

	public function test_the_markup_is_the_same_for_every_shopper(): void {
		$id    = $this->simple_product();
		$guest = $this->render( array( 'productId' => $id ) );

		$this->log_in( $this->create_user( 'customer' ) );
		$_COOKIE[ Guest_Session::COOKIE ] = Guest_Session::cookie_value( Token::generate() );

		$this->assertSame( $guest, $this->render( array( 'productId' => $id ) ) );
	}
}
