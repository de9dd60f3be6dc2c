<?php
/**
 * Tests of blocks/wishlist/render.php (served from build/wishlist/): the suggested product.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Plugin;

/**
 * The shell names its suggested product only when the shop says the post is a published product.
 */
final class Wishlist_Render_Test extends Test_Case {

	/**
	 * Restores the adapter.
	 */
	public function tear_down(): void {
		Plugin::instance()->detect_commerce();
		parent::tear_down();
	}

	/**
	 * Renders the block.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	private function render( array $attributes = array() ): string {
		return do_blocks( serialize_block( array( 'blockName' => 'boudoir/wishlist', 'attrs' => $attributes, 'innerBlocks' => array(), 'innerHTML' => '', 'innerContent' => array() ) ) );
	}

	/**
	 * The suggested product's id and name as data attributes.
	 *
	 * @param string $html The block's markup.
	 * @return array{0:string,1:string}
	 */
	private static function suggested( string $html ): array {
		preg_match( '/data-suggested-product-id="([^"]*)"/', $html, $id );
		preg_match( '/data-suggested-product-name="([^"]*)"/', $html, $name );
		return array( $id[1] ?? '', $name[1] ?? '' );
	}

	/**
	 * A published product or variation is named; a draft, a page or a missing post is dropped.
	 */
	public function test_suggests_only_published_products(): void {
		if ( ! class_exists( 'WC_Product_Simple' ) ) {
			$this->fail( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		$product = new \WC_Product_Simple();
		$product->set_name( 'Lace bralette' );
		$product->set_status( 'publish' );
		$product->save();
		$draft = new \WC_Product_Simple();
		$draft->set_name( 'Unreleased corset' );
		$draft->set_status( 'draft' );
		$draft->save();
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'About',
				'post_status' => 'publish',
			)
		);

		$this->assertSame( array( (string) $product->get_id(), 'Lace bralette' ), self::suggested( $this->render( array( 'suggestedProductId' => $product->get_id() ) ) ) );
		$this->assertSame( array( '0', '' ), self::suggested( $this->render( array( 'suggestedProductId' => $draft->get_id() ) ) ) );
		$this->assertSame( array( '0', '' ), self::suggested( $this->render( array( 'suggestedProductId' => $page ) ) ), 'A page is not a product.' );
		$this->assertSame( array( '0', '' ), self::suggested( $this->render( array( 'suggestedProductId' => 987654 ) ) ) );

		Plugin::instance()->detect_commerce( static fn () => null );
		$this->assertSame( array( '0', '' ), self::suggested( $this->render( array( 'suggestedProductId' => $product->get_id() ) ) ), 'Without a shop nothing is a product.' );
	}
}
