<?php
/**
 * Tests of Boudoir\Product_Block.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Plugin;
use Boudoir\Product_Block;

/**
 * A product block's product: the attribute, else the query loop's post, else the page's.
 */
final class Product_Block_Test extends Test_Case {

	/**
	 * Needs the shop (WooCommerce or its double).
	 */
	public function set_up(): void {
		parent::set_up();
		Plugin::instance()->detect_commerce();
		if ( ! Plugin::instance()->shop_enabled() ) {
			$this->markTestSkipped( 'WooCommerce (or its test double) is not active on the test site.' );
		}
	}

	/**
	 * Restores the current post and the adapter.
	 */
	public function tear_down(): void {
		unset( $GLOBALS['post'] );
		Plugin::instance()->detect_commerce();
		parent::tear_down();
	}

	/**
	 * A block in a query loop, its context's post given.
	 *
	 * @param int $post_id The loop's post.
	 */
	private function block_in_loop( int $post_id ): \WP_Block {
		return new \WP_Block(
			array(
				'blockName'    => 'boudoir/add-to-wishlist',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			array( 'postId' => $post_id )
		);
	}

	public function test_the_attribute_comes_first(): void {
		$this->assertSame( 42, Product_Block::product_id( $this->block_in_loop( 7 ), array( 'productId' => 42 ) ) );
	}

	public function test_then_the_query_loop_then_the_current_post(): void {
		$post = get_post( (int) wp_insert_post( array( 'post_title' => 'Lookbook', 'post_status' => 'publish' ) ) );
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the current post.
		$GLOBALS['post'] = $post;

		$this->assertSame( 7, Product_Block::product_id( $this->block_in_loop( 7 ), array( 'productId' => 0 ) ) );
		$this->assertSame( $post->ID, Product_Block::product_id( null, array( 'productId' => 0 ) ) );
		$this->assertSame( $post->ID, Product_Block::product_id( null, array( 'productId' => -3 ) ) );
	}

	public function test_none_without_a_post_or_without_the_shop(): void {
		$this->assertSame( 0, Product_Block::product_id( null, array( 'productId' => 0 ) ) );

		Plugin::instance()->detect_commerce( fn () => null );
		$this->assertSame( 0, Product_Block::product_id( null, array( 'productId' => 42 ) ) );
	}
}
