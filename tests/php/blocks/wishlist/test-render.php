<?php
/**
 * Tests of blocks/wishlist/render.php (served from build/wishlist/): the suggested product, and
 * the room the frame keeps for the shopper's first page.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Plugin;
use Boudoir\Wishlist\Owner;

/**
 * The shell names its suggested product only when the shop says the post is a published product.
 */
final class Wishlist_Render_Test extends Test_Case {

	/**
	 * Restores the adapter.
	 */
	public function tear_down(): void {
		unset( $_GET['wishlist'] );
		wp_set_current_user( 0 );
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

	/**
	 * The number of rows the frame keeps room for (data-rows), or null when it prints none.
	 *
	 * @param string $html The block's markup.
	 */
	private static function rows( string $html ): ?string {
		if ( ! preg_match( '/<div[^>]*wp-block-boudoir-wishlist[^>]*>/', $html, $frame ) ) {
			return null;
		}
		if ( ! preg_match( '/data-rows="([^"]*)"/', $frame[0], $rows ) ) {
			return null;
		}
		// The style sheet reads the same number from the custom property.
		self::assertStringContainsString( '--boudoir-wishlist-rows:' . $rows[1], $frame[0] );
		return $rows[1];
	}

	/**
	 * A visitor who never saved anything gets the markup everyone gets; a shopper gets her own
	 * default list's first page size (capped by the block's page size); a list named in the
	 * address gets none (it is not hers to count).
	 */
	public function test_keeps_room_for_the_shoppers_first_page_only(): void {
		if ( ! class_exists( 'WC_Product_Simple' ) ) {
			$this->fail( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		$this->assertNull( self::rows( $this->render() ), 'Nobody is reading: no count.' );

		$user = $this->create_user( 'customer' )->ID;
		wp_set_current_user( $user );
		$this->assertSame( '0', self::rows( $this->render() ), 'No list yet: an empty list.' );

		$wishlists = Plugin::instance()->wishlists();
		$list      = $wishlists->lists()->create( Owner::user( $user ), 'Mine', 'private', true );
		$other     = $wishlists->lists()->create( Owner::user( $user ), 'Later', 'private', false );
		foreach ( array( 'Brief', 'Bra', 'Belt' ) as $name ) {
			$product = new \WC_Product_Simple();
			$product->set_name( $name );
			$product->set_status( 'publish' );
			$product->save();
			$wishlists->items()->add( $list->id, $product->get_id() );
			$wishlists->items()->add( $other->id, $product->get_id() );
		}
		$this->assertSame( '3', self::rows( $this->render() ), 'The default list, not every list.' );
		$this->assertSame( '2', self::rows( $this->render( array( 'perPage' => 2 ) ) ) );

		$_GET['wishlist'] = $other->token;
		$this->assertNull( self::rows( $this->render() ) );
	}

	/**
	 * A block at most the shop's mobile width wide (its own width, a container query, not the
	 * window's) switches to the cards' floor: one rule, added to the block's style once.
	 */
	public function test_adds_the_mobile_width_rule_once(): void {
		wp_set_current_user( $this->create_user( 'customer' )->ID );
		$this->render();
		$this->render();
		$after = (array) wp_styles()->get_data( 'boudoir-wishlist-style', 'after' );
		$rules = array_filter( $after, static fn ( $css ) => str_contains( (string) $css, '--boudoir-wishlist-cards:1' ) );
		$this->assertCount( 1, $rules );
		$this->assertStringContainsString( '@container boudoir-wishlist (max-width:' . \Boudoir\Wishlist_Options::mobile_width() . 'px)', (string) reset( $rules ) );
		$this->assertStringNotContainsString( '@media', (string) reset( $rules ) );
	}
}
