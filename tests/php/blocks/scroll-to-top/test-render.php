<?php
/**
 * Tests of blocks/scroll-to-top/render.php (served from build/scroll-to-top/).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

/**
 * The server-rendered scroll-to-top: a plain link to the top, configured by data attributes.
 */
final class Scroll_To_Top_Render_Test extends Test_Case {

	private const BLOCK = 'boudoir/scroll-to-top';

	/**
	 * Renders the block as a post's content would.
	 *
	 * @param array<string,mixed> $attributes Block attributes, as saved in the comment delimiter.
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
	 * Renders render.php with attributes as given, past the block.json schema check
	 * that render_block() applies, as a filter or a future caller might hand them over.
	 *
	 * @param array<string,mixed> $attributes Raw attributes.
	 */
	private function render_unchecked( array $attributes ): string {
		$block = new \WP_Block(
			array(
				'blockName'    => self::BLOCK,
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$block->attributes = $attributes;
		return $block->render();
	}

	/**
	 * The block's wrapper element.
	 *
	 * @param string $html Rendered block.
	 */
	private function wrapper( string $html ): \DOMElement {
		$document = new \DOMDocument();
		$this->assertTrue( $document->loadHTML( '<!doctype html><meta charset="utf-8">' . $html, LIBXML_NOERROR ) );
		$wrapper = ( new \DOMXPath( $document ) )->query( '//div[contains(concat(" ", @class, " "), " boudoir-scroll-to-top ")]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $wrapper, "No wrapper in: {$html}" );
		return $wrapper;
	}

	/**
	 * Links in the wrapper, by accessible name (aria-label, else text).
	 *
	 * @param \DOMElement $wrapper The block's wrapper.
	 * @return array<string,\DOMElement>
	 */
	private function links_by_name( \DOMElement $wrapper ): array {
		$links = array();
		foreach ( $wrapper->getElementsByTagName( 'a' ) as $link ) {
			if ( $link->hasAttribute( 'href' ) && 'true' !== $link->getAttribute( 'aria-hidden' ) ) {
				$name           = $link->getAttribute( 'aria-label' ) ?: $link->textContent;
				$links[ trim( preg_replace( '/\s+/', ' ', $name ) ) ] = $link;
			}
		}
		return $links;
	}

	/**
	 * Without JavaScript the shopper gets a link named "Scroll to top" to the top of the page.
	 */
	public function test_renders_a_link_named_scroll_to_top(): void {
		$links = $this->links_by_name( $this->wrapper( $this->render() ) );

		$this->assertArrayHasKey( 'Scroll to top', $links );
		$this->assertSame( '#', $links['Scroll to top']->getAttribute( 'href' ) );
	}

	/**
	 * The wrapper carries the block's class, the defaults from block.json and the view script.
	 */
	public function test_defaults_come_from_block_json(): void {
		$wrapper = $this->wrapper( $this->render() );

		$classes = explode( ' ', $wrapper->getAttribute( 'class' ) );
		$this->assertContains( 'wp-block-boudoir-scroll-to-top', $classes );
		$this->assertContains( 'is-position-right', $classes );
		$this->assertSame( '100', $wrapper->getAttribute( 'data-threshold' ) );
		$this->assertTrue( wp_script_is( 'boudoir-scroll-to-top-view-script', 'enqueued' ) );
	}

	/**
	 * Saved settings reach the markup.
	 */
	public function test_renders_saved_threshold_and_position(): void {
		$wrapper = $this->wrapper(
			$this->render(
				array(
					'threshold' => 250,
					'position'  => 'left',
				)
			)
		);

		$this->assertSame( '250', $wrapper->getAttribute( 'data-threshold' ) );
		$this->assertContains( 'is-position-left', explode( ' ', $wrapper->getAttribute( 'class' ) ) );
		$this->assertNotContains( 'is-position-right', explode( ' ', $wrapper->getAttribute( 'class' ) ) );
	}

	/**
	 * Thresholds that are not whole pixels from 0 up: render_block() drops those that fail
	 * block.json's schema and uses the default; render.php itself casts and clamps.
	 *
	 * @dataProvider provide_thresholds
	 *
	 * @param mixed  $threshold          The saved value.
	 * @param string $rendered           data-threshold through render_block().
	 * @param string $rendered_unchecked data-threshold when render.php gets the value as is.
	 */
	public function test_threshold_is_always_a_whole_number( $threshold, string $rendered, string $rendered_unchecked ): void {
		$through_blocks = $this->wrapper( $this->render( array( 'threshold' => $threshold ) ) )->getAttribute( 'data-threshold' );
		$as_is          = $this->wrapper( $this->render_unchecked( array( 'threshold' => $threshold ) ) )->getAttribute( 'data-threshold' );

		$this->assertMatchesRegularExpression( '/^\d+$/', $through_blocks );
		$this->assertMatchesRegularExpression( '/^\d+$/', $as_is );
		$this->assertSame( $rendered, $through_blocks );
		$this->assertSame( $rendered_unchecked, $as_is );
	}

	/**
	 * Saved threshold => expected data-threshold through render_block(), and from render.php alone.
	 *
	 * @return array<string,array{mixed,string,string}>
	 */
	public function provide_thresholds(): array {
		return array(
			'integer'             => array( 40, '40', '40' ),
			'numeric string'      => array( '12', '12', '12' ),
			'string with letters' => array( '12abc', '100', '12' ),
			'negative'            => array( -5, '100', '0' ),
			'fraction'            => array( 12.7, '100', '12' ),
			'zero'                => array( 0, '0', '0' ),
		);
	}

	/**
	 * A hostile position falls back to right and nothing of it reaches the markup unescaped.
	 */
	public function test_hostile_position_falls_back_to_right(): void {
		$hostile = '"><script>alert(1)</script>';

		foreach ( array( $this->render( array( 'position' => $hostile ) ), $this->render_unchecked( array( 'position' => $hostile ) ) ) as $html ) {
			$this->assertStringNotContainsString( '<script', $html );
			// Not even escaped: the value is replaced, not echoed.
			$this->assertStringNotContainsString( 'alert(1)', $html );
			$this->assertContains( 'is-position-right', explode( ' ', $this->wrapper( $html )->getAttribute( 'class' ) ) );
		}
	}
}
