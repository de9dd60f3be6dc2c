<?php
/**
 * Tests of blocks/grid-list/render.php (served from build/grid-list/).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Blocks\Grid_List;

/**
 * The server-rendered grid/list buttons: named, the shopper's view pressed from the cookie.
 */
final class Grid_List_Render_Test extends Test_Case {

	private const BLOCK = 'boudoir/grid-list';

	/**
	 * No block rendered yet, no cookie.
	 */
	public function set_up(): void {
		parent::set_up();
		Grid_List::reset();
		unset( $_COOKIE[ Grid_List::COOKIE ] );
	}

	/**
	 * Forgets the block and the cookie.
	 */
	public function tear_down(): void {
		Grid_List::reset();
		unset( $_COOKIE[ Grid_List::COOKIE ] );
		parent::tear_down();
	}

	/**
	 * Renders the block as a template would.
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
	 * The block's wrapper and its buttons by accessible name (their text).
	 *
	 * @param string $html Rendered block.
	 * @return array{0:\DOMElement,1:array<string,\DOMElement>}
	 */
	private function parse( string $html ): array {
		$document = new \DOMDocument();
		$this->assertTrue( $document->loadHTML( '<!doctype html><meta charset="utf-8">' . $html, LIBXML_NOERROR ) );
		$wrapper = ( new \DOMXPath( $document ) )->query( '//div[contains(concat(" ", @class, " "), " wp-block-boudoir-grid-list ")]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $wrapper, "No wrapper in: {$html}" );
		$buttons = array();
		foreach ( $wrapper->getElementsByTagName( 'button' ) as $button ) {
			$buttons[ trim( $button->textContent ) ] = $button;
		}
		return array( $wrapper, $buttons );
	}

	/**
	 * The pressed state of both buttons.
	 *
	 * @param array<string,\DOMElement> $buttons Buttons by name.
	 * @return array<string,string>
	 */
	private function pressed( array $buttons ): array {
		return array_map( fn ( \DOMElement $b ) => $b->getAttribute( 'aria-pressed' ), $buttons );
	}

	/**
	 * Two buttons named by their words, grid pressed by default, in a labelled group
	 * hidden until a script shows it; the inline script after them.
	 */
	public function test_prints_the_two_buttons(): void {
		$html                  = $this->render();
		[ $wrapper, $buttons ] = $this->parse( $html );
		$this->assertSame(
			array(
				'Grid view' => 'true',
				'List view' => 'false',
			),
			$this->pressed( $buttons )
		);
		foreach ( $buttons as $button ) {
			$this->assertSame( 'button', $button->getAttribute( 'type' ) );
			$this->assertSame( 'true', $button->getElementsByTagName( 'svg' )->item( 0 )->getAttribute( 'aria-hidden' ) );
		}
		$this->assertSame( 'group', $wrapper->getAttribute( 'role' ) );
		$this->assertSame( 'Product view', $wrapper->getAttribute( 'aria-label' ) );
		$this->assertTrue( $wrapper->hasAttribute( 'hidden' ) );
		$this->assertSame( 'grid', $wrapper->getAttribute( 'data-default' ) );
		$script = $wrapper->getElementsByTagName( 'script' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $script );
		$this->assertSame( Grid_List::sync_script(), trim( $script->textContent ) );
		$this->assertTrue( Grid_List::has_rendered() );
	}

	/**
	 * The server presses the cookie's view, else the block's default.
	 */
	public function test_presses_the_shoppers_view(): void {
		$_COOKIE[ Grid_List::COOKIE ] = 'list';
		[ , $buttons ]                = $this->parse( $this->render() );
		$this->assertSame( 'true', $this->pressed( $buttons )['List view'] );

		$_COOKIE[ Grid_List::COOKIE ] = 'grid';
		[ , $buttons ]                = $this->parse( $this->render( array( 'defaultView' => 'list' ) ) );
		$this->assertSame( 'true', $this->pressed( $buttons )['Grid view'] );

		$_COOKIE[ Grid_List::COOKIE ] = 'LIST"><script>';
		[ $wrapper, $buttons ]        = $this->parse( $this->render( array( 'defaultView' => 'list' ) ) );
		$this->assertSame( 'true', $this->pressed( $buttons )['List view'], 'A bad cookie counts as no choice.' );
		$this->assertSame( 'list', $wrapper->getAttribute( 'data-default' ) );

		unset( $_COOKIE[ Grid_List::COOKIE ] );
		[ , $buttons ] = $this->parse( $this->render( array( 'defaultView' => 'list' ) ) );
		$this->assertSame( 'true', $this->pressed( $buttons )['List view'] );
	}

	/**
	 * The body class follows the view the block showed.
	 */
	public function test_the_render_sets_the_body_class(): void {
		$_COOKIE[ Grid_List::COOKIE ] = 'list';
		$this->render();
		$this->assertContains( Grid_List::LIST_CLASS, get_body_class() );
		$_COOKIE[ Grid_List::COOKIE ] = 'grid';
		$this->render();
		$this->assertNotContains( Grid_List::LIST_CLASS, get_body_class() );
	}
}
