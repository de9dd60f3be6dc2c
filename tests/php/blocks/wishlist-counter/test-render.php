<?php
/**
 * Tests of blocks/wishlist-counter/render.php (served from build/wishlist-counter/).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Plugin;

/**
 * The server-rendered counter: a link to the wishlist page and no count.
 */
final class Wishlist_Counter_Render_Test extends Test_Case {

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
		return do_blocks( serialize_block( array( 'blockName' => 'boudoir/wishlist-counter', 'attrs' => $attributes, 'innerBlocks' => array(), 'innerHTML' => '', 'innerContent' => array() ) ) );
	}

	public function test_a_link_to_the_wishlist_page_without_a_count(): void {
		if ( ! Plugin::instance()->shop_enabled() ) {
			$this->fail( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		delete_option( 'boudoir_wishlist_page_id' );
		$html = $this->render( array( 'showLabel' => false ) );

		$this->assertStringContainsString( 'wp-block-boudoir-wishlist-counter', $html );
		$this->assertStringContainsString( 'href="' . esc_url( home_url( '/wishlist/' ) ) . '"', $html );
		// Named by its words (the count joins them in the browser): no aria-label to disagree with them.
		$this->assertStringNotContainsString( 'aria-label', $html );
		$this->assertStringContainsString( '<span class="boudoir-wishlist-counter__label screen-reader-text">Wishlist</span>', $html );
		$this->assertStringContainsString( '<span class="boudoir-wishlist-counter__count" hidden></span>', $html );
		$this->assertStringContainsString( 'boudoir-icon--heart', $html );
		$this->assertDoesNotMatchRegularExpression( '/\d+ items?/', $html );
	}

	public function test_the_label_shows_when_asked_and_the_icon_goes_when_not(): void {
		if ( ! Plugin::instance()->shop_enabled() ) {
			$this->fail( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		$html = $this->render( array( 'showIcon' => false ) );

		$this->assertStringContainsString( '<span class="boudoir-wishlist-counter__label">Wishlist</span>', $html );
		$this->assertStringNotContainsString( '<svg', $html );
	}

	public function test_the_same_markup_for_every_visitor(): void {
		if ( ! Plugin::instance()->shop_enabled() ) {
			$this->fail( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		$guest = $this->render();
		$this->log_in( $this->create_user() );
		$_COOKIE[ \Boudoir\Wishlist\Saved_Count::COOKIE ] = '7';
		try {
			$this->assertSame( $guest, $this->render() );
		} finally {
			unset( $_COOKIE[ \Boudoir\Wishlist\Saved_Count::COOKIE ] );
		}
	}

	public function test_nothing_without_the_shop(): void {
		Plugin::instance()->detect_commerce( fn () => null );
		$this->assertSame( '', trim( $this->render() ) );
	}
}
