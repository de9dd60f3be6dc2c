<?php
/**
 * Tests of blocks/top-bar/render.php (served from build/top-bar/).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

/**
 * The server-rendered top bar: its inner blocks in a plain div (no second banner), or a
 * labelled aside; the sticky marker; colours from block supports; nothing when empty.
 */
final class Top_Bar_Render_Test extends Test_Case {

	private const TEXT = 'Free shipping over €75 · Discreet packaging · <a href="/#fit-guide">Find your fit</a>';

	/**
	 * Renders the block as a template part would, around one paragraph.
	 *
	 * @param array<string,mixed> $attributes Block attributes, as saved in the comment delimiter.
	 * @param string              $inner      The inner blocks' markup.
	 */
	private function render( array $attributes = array(), ?string $inner = null ): string {
		$inner ??= "<!-- wp:paragraph -->\n<p>" . self::TEXT . "</p>\n<!-- /wp:paragraph -->";
		$open    = $attributes ? ' ' . serialize_block_attributes( $attributes ) : '';
		return do_blocks( "<!-- wp:boudoir/top-bar{$open} -->\n{$inner}\n<!-- /wp:boudoir/top-bar -->" );
	}

	/**
	 * The block's wrapper element.
	 *
	 * @param string $html Rendered block.
	 */
	private function wrapper( string $html ): \DOMElement {
		$document = new \DOMDocument();
		$this->assertTrue( $document->loadHTML( '<!doctype html><meta charset="utf-8">' . $html, LIBXML_NOERROR ) );
		$wrapper = ( new \DOMXPath( $document ) )->query( '//*[contains(concat(" ", @class, " "), " wp-block-boudoir-top-bar ")]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $wrapper, "No wrapper in: {$html}" );
		return $wrapper;
	}

	public function test_the_block_is_registered_with_its_supports(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'boudoir/top-bar' );
		$this->assertNotNull( $type );
		$this->assertFalse( $type->attributes['sticky']['default'] );
		$this->assertTrue( $type->supports['color']['background'] );
		$this->assertTrue( $type->supports['color']['link'] );
	}

	public function test_a_plain_bar_is_a_div_with_its_text_and_links_and_no_landmark(): void {
		$wrapper = $this->wrapper( $this->render() );
		$this->assertSame( 'div', $wrapper->tagName );
		$this->assertFalse( $wrapper->hasAttribute( 'role' ) );
		$this->assertFalse( $wrapper->hasAttribute( 'aria-label' ) );
		$this->assertStringContainsString( 'boudoir-top-bar', $wrapper->getAttribute( 'class' ) );
		$this->assertStringNotContainsString( 'is-sticky', $wrapper->getAttribute( 'class' ) );
		$this->assertFalse( $wrapper->hasAttribute( 'data-boudoir-sticky' ) );
		$this->assertStringContainsString( 'Free shipping over €75 · Discreet packaging', $wrapper->textContent );
		$link = $wrapper->getElementsByTagName( 'a' )->item( 0 );
		$this->assertSame( 'Find your fit', $link->textContent );
		$this->assertSame( '/#fit-guide', $link->getAttribute( 'href' ) );
	}

	public function test_a_sticky_bar_is_marked_for_its_view_and_the_anchor_offset(): void {
		$html    = $this->render( array( 'sticky' => true ) );
		$wrapper = $this->wrapper( $html );
		$this->assertStringContainsString( 'is-sticky', $wrapper->getAttribute( 'class' ) );
		$this->assertSame( 'true', $wrapper->getAttribute( 'data-boudoir-sticky' ) );
		$this->assertTrue( wp_script_is( 'boudoir-top-bar-view-script', 'enqueued' ) );
	}

	public function test_an_aside_is_a_region_named_announcements(): void {
		$wrapper = $this->wrapper( $this->render( array( 'tagName' => 'aside' ) ) );
		$this->assertSame( 'aside', $wrapper->tagName );
		$this->assertSame( 'Announcements', $wrapper->getAttribute( 'aria-label' ) );
	}

	public function test_an_unknown_element_falls_back_to_a_div(): void {
		$block             = new \WP_Block(
			array(
				'blockName'    => 'boudoir/top-bar',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '<p>Hello</p>',
				'innerContent' => array( '<p>Hello</p>' ),
			)
		);
		$block->attributes = array( 'tagName' => 'header><script>' );
		$this->assertSame( 'div', $this->wrapper( $block->render() )->tagName );
	}

	public function test_colours_come_from_block_supports(): void {
		$wrapper = $this->wrapper(
			$this->render(
				array(
					'style' => array(
						'color'    => array( 'background' => '#6d1a36', 'text' => '#ffffff' ),
						'elements' => array( 'link' => array( 'color' => array( 'text' => '#ffffff' ) ) ),
					),
				)
			)
		);
		$class = $wrapper->getAttribute( 'class' );
		$this->assertStringContainsString( 'has-background', $class );
		$this->assertStringContainsString( 'has-text-color', $class );
		$this->assertStringContainsString( 'background-color:#6d1a36', $wrapper->getAttribute( 'style' ) );
		$this->assertStringContainsString( 'color:#ffffff', $wrapper->getAttribute( 'style' ) );
	}

	public function test_an_empty_bar_renders_nothing(): void {
		$this->assertSame( '', trim( $this->render( array( 'tagName' => 'aside' ), "<!-- wp:paragraph -->\n<p></p>\n<!-- /wp:paragraph -->" ) ) );
	}
}
