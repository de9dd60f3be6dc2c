<?php
/**
 * Tests of Boudoir\Theme\Lightbox_Links.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Theme\Lightbox_Links;

require_once __DIR__ . '/trait-lightbox-fixtures.php';

/**
 * Which links the lightbox takes and how: media by extension, inline and same-site pages in
 * its block, an image's size from its attachment; markup without such a link is no markup to change.
 */
final class Lightbox_Links_Test extends Test_Case {

	use Lightbox_Fixtures;

	/**
	 * The media extensions of docs/contract.md, Figures, and the web formats WordPress uploads, by
	 * the file alone (the server decides every link's mode; the lightbox's script reads the mark).
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public static function addresses(): array {
		return array(
			'jpg'                 => array( '/wp-content/uploads/robe.jpg', 'image' ),
			'JPEG, absolute'      => array( 'https://shop.example/ROBE.JPEG', 'image' ),
			'png with a query'    => array( 'robe.png?ver=2', 'image' ),
			'gif with a fragment' => array( 'robe.gif#zoom', 'image' ),
			'svg'                 => array( '/logo.svg?x=1#y', 'image' ),
			'tiff'                => array( 'scan.tiff', 'image' ),
			'tif'                 => array( 'scan.tif', 'image' ),
			'bmp'                 => array( 'old.bmp', 'image' ),
			'jfif'                => array( 'camera.jfif', 'image' ),
			'jpe'                 => array( 'camera.jpe', 'image' ),
			'mp4'                 => array( '/clip.mp4', 'video' ),
			'ogg'                 => array( '/clip.OGG', 'video' ),
			'webm'                => array( '/clip.webm?autoplay=1', 'video' ),
			'webp'                => array( '/robe.webp', 'image' ),
			'avif'                => array( '/robe.AVIF?v=1', 'image' ),
			'a page'              => array( '/shop/', '' ),
			'a host only'         => array( 'https://example.png', '' ),
			'in the query only'   => array( '/?image=robe.jpg', '' ),
			'in the fragment'     => array( '/page#robe.jpg', '' ),
			'a pdf'               => array( '/catalogue.pdf', '' ),
			'empty'               => array( '', '' ),
			'the last extension'  => array( '//cdn.example/a/b/c.webp.tiff', 'image' ),
			'an image in a page'  => array( '/files/robe.jpg.html', '' ),
			'a dot file'          => array( '/files/.jpg', '' ),
			'a product page'      => array( '/product/margaux-lace-brief/', '' ),
			'an anchor'           => array( '#lookbook-size-notes', '' ),
			'mailto'              => array( 'mailto:hello@example.com', '' ),
			'the last segment'    => array( 'https://a.example/dir.d/File.Tar.GZ?x=1.jpg', '' ),
		);
	}

	/**
	 * @dataProvider addresses
	 *
	 * @param string $url      An address.
	 * @param string $expected Its media type.
	 */
	public function test_media_type( string $url, string $expected ): void {
		$this->assertSame( $expected, Lightbox_Links::media_type( $url ) );
	}

	public function test_block_link_modes(): void {
		$home = home_url( '/silk-care/' );
		$this->assertSame( 'inline', Lightbox_Links::block_link_mode( '#size-notes' ) );
		$this->assertSame( '', Lightbox_Links::block_link_mode( '#' ) );
		$this->assertSame( 'image', Lightbox_Links::block_link_mode( '/robe.jpg' ) );
		$this->assertSame( 'video', Lightbox_Links::block_link_mode( '/clip.webm' ) );
		$this->assertSame( 'ajax', Lightbox_Links::block_link_mode( '/silk-care/' ) );
		$this->assertSame( 'ajax', Lightbox_Links::block_link_mode( $home ) );
		$this->assertSame( 'ajax', Lightbox_Links::block_link_mode( '?p=12' ) );
		$this->assertSame( '', Lightbox_Links::block_link_mode( 'https://elsewhere.example/silk-care/' ) );
		$this->assertSame( '', Lightbox_Links::block_link_mode( 'mailto:hello@example.com' ) );
		$this->assertSame( '', Lightbox_Links::block_link_mode( 'tel:+33100000000' ) );
		$this->assertSame( '', Lightbox_Links::block_link_mode( 'javascript:alert(1)' ) );
	}

	public function test_image_size_reads_the_file_or_one_of_its_sizes(): void {
		$id = $this->image();
		$this->assertSame( array( 1200, 900 ), Lightbox_Links::image_size( $id, '/wp-content/uploads/2025/01/robe.jpg' ) );
		$this->assertSame( array( 300, 225 ), Lightbox_Links::image_size( $id, 'https://shop.example/wp-content/uploads/2025/01/robe-300x225.jpg?x=1' ) );
		$this->assertNull( Lightbox_Links::image_size( $id, '/wp-content/uploads/2025/01/other.jpg' ) );
		$this->assertNull( Lightbox_Links::image_size( 0, '/robe.jpg' ) );
	}

	public function test_markup_without_a_link_to_open_is_not_changed(): void {
		$this->assertNull( Lightbox_Links::mark( '<p>No link</p>' ) );
		$this->assertNull( Lightbox_Links::mark( '<a href="/shop/">Shop</a> <a href="/robe.jpg" download>Download</a>' ) );
		$this->assertNull( Lightbox_Links::mark( '<a href="/robe.jpg" class="no-lightbox">Robe</a>' ) );
		$this->assertNull( Lightbox_Links::mark( '<a href="/robe.jpg" data-boudoir-lightbox="image">Robe</a>' ), 'Marked once.' );
		$this->assertNull( Lightbox_Links::mark( '<a href="#size-notes">Sizes</a>' ), 'Inline only in the block.' );
		$this->assertSame( '<a data-boudoir-lightbox="inline" href="#size-notes">Sizes</a>', Lightbox_Links::mark( '<a href="#size-notes">Sizes</a>', true ) );
	}

	public function test_a_product_gallery_link_opens_as_an_image_whatever_its_file(): void {
		$id = $this->image();
		$this->assertSame(
			'<div><a data-boudoir-lightbox="image" data-pswp-height="900" data-pswp-width="1200" href="/wp-content/uploads/2025/01/robe.jpg"><img src="x.jpg"></a></div>',
			Lightbox_Links::mark_product_image( '<div><a href="/wp-content/uploads/2025/01/robe.jpg"><img src="x.jpg"></a></div>', $id )
		);
		$this->assertSame( '<a data-boudoir-lightbox="image" href="/image.php?id=3">Robe</a>', Lightbox_Links::mark_product_image( '<a href="/image.php?id=3">Robe</a>', $id ) );
		$this->assertNull( Lightbox_Links::mark_product_image( '<img src="x.jpg">', $id ), 'No link.' );
		$this->assertNull( Lightbox_Links::mark_product_image( '<a href="/robe.jpg" data-boudoir-lightbox="image">Robe</a>', $id ), 'Marked already.' );
	}
}
