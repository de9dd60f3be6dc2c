<?php
/**
 * Tests of blocks/lightbox/render.php (served from build/lightbox/).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Theme\Lightbox;
use Boudoir\Theme\Lightbox_Links;
use Boudoir\Theme_Options;

/**
 * The boudoir/lightbox block: its blocks inside a wrapper whose links open in the
 * lightbox, as one gallery or each alone, with its own "close on content click".
 */
final class Lightbox_Render_Test extends Test_Case {

	/** What the demo's lookbook page puts inside: a picture, an inline link, an ajax link, an outside link. */
	private const INSIDE = '<!-- wp:paragraph --><p><a href="/wp-content/uploads/robe.jpg"><img src="/wp-content/uploads/robe-300x225.jpg" alt="A robe"></a>'
		. ' <a href="#size-notes">Size notes</a> <a href="/silk-care/">Silk care</a> <a href="https://elsewhere.example/">Elsewhere</a>'
		. ' <a href="mailto:hello@example.com">Write</a></p><!-- /wp:paragraph -->'
		. '<!-- wp:html --><div id="size-notes" hidden><p>Notes</p></div><!-- /wp:html -->';

	/**
	 * Starts each test with the script not queued and the site's defaults.
	 */
	public function set_up(): void {
		parent::set_up();
		wp_dequeue_script( Lightbox::HANDLE );
		delete_option( Theme_Options::LIGHTBOX );
	}

	/**
	 * Renders the block with the inner blocks as a post's content would.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	private function render( array $attributes = array() ): string {
		return do_blocks( '<!-- wp:boudoir/lightbox ' . ( $attributes ? wp_json_encode( $attributes ) . ' ' : '' ) . '-->' . self::INSIDE . '<!-- /wp:boudoir/lightbox -->' );
	}

	/**
	 * Each link's href and mode.
	 *
	 * @param string $html Markup.
	 * @return array<string,string|null>
	 */
	private function modes( string $html ): array {
		$modes = array();
		$tags  = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( 'A' ) ) {
			$modes[ (string) $tags->get_attribute( 'href' ) ] = $tags->get_attribute( Lightbox_Links::LINK_ATTRIBUTE );
		}
		return $modes;
	}

	public function test_the_links_open_as_one_gallery_by_default(): void {
		$html = $this->render();
		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( 'DIV' ) );
		$this->assertTrue( $tags->has_class( 'wp-block-boudoir-lightbox' ) );
		$this->assertSame( '', $tags->get_attribute( Lightbox::GALLERY_ATTRIBUTE ) );
		$this->assertNull( $tags->get_attribute( Lightbox::CLOSE_ON_CONTENT_ATTRIBUTE ) );
		$this->assertSame(
			array(
				'/wp-content/uploads/robe.jpg' => 'image',
				'#size-notes'                  => 'inline',
				'/silk-care/'                  => 'ajax',
				'https://elsewhere.example/'   => null,
				'mailto:hello@example.com'     => null,
			),
			$this->modes( $html )
		);
		$this->assertStringContainsString( '<div id="size-notes" hidden>', $html );
		$this->assertTrue( wp_script_is( Lightbox::HANDLE, 'enqueued' ) );
	}

	public function test_each_link_alone_and_its_own_content_click_choice(): void {
		$html = $this->render(
			array(
				'gallery'             => false,
				'closeOnContentClick' => 'yes',
			)
		);
		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( 'DIV' ) );
		$this->assertNull( $tags->get_attribute( Lightbox::GALLERY_ATTRIBUTE ) );
		$this->assertSame( 'yes', $tags->get_attribute( Lightbox::CLOSE_ON_CONTENT_ATTRIBUTE ) );
		$this->assertSame( 'inline', $this->modes( $html )['#size-notes'] );
	}

	public function test_with_the_lightbox_off_the_links_navigate(): void {
		update_option( Theme_Options::LIGHTBOX, 'no' );
		$html = $this->render( array( 'closeOnContentClick' => 'no' ) );
		$this->assertStringContainsString( 'wp-block-boudoir-lightbox', $html );
		$this->assertStringNotContainsString( 'data-boudoir-lightbox', $html );
		$this->assertStringContainsString( 'href="#size-notes"', $html );
		$this->assertFalse( wp_script_is( Lightbox::HANDLE, 'enqueued' ) );
	}

	public function test_an_empty_block_brings_no_script(): void {
		do_blocks( '<!-- wp:boudoir/lightbox --><!-- wp:paragraph --><p>Words only.</p><!-- /wp:paragraph --><!-- /wp:boudoir/lightbox -->' );
		$this->assertFalse( wp_script_is( Lightbox::HANDLE, 'enqueued' ) );
	}
}
