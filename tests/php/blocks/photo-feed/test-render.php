<?php
/**
 * Tests of blocks/photo-feed/render.php (served from build/photo-feed/).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Blocks\Photo_Feed;

/**
 * The server-rendered photo feed: the server's photos as a list of linked square
 * thumbnails (no script), or the client's hidden list and its script when the server has none.
 */
final class Photo_Feed_Render_Test extends Test_Case {

	private const BLOCK = 'boudoir/photo-feed';

	private const USER = '12345678@N00';

	/**
	 * HTTP requests made.
	 *
	 * @var int
	 */
	private int $requests = 0;

	/**
	 * Keeps the server's failure log out of the run's output.
	 *
	 * @var string|false
	 */
	private $error_log;

	/**
	 * Sends error_log() nowhere for the test.
	 */
	public function set_up(): void {
		parent::set_up();
		$this->error_log = ini_get( 'error_log' );
		ini_set( 'error_log', '/dev/null' ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- a failing fetch logs on purpose.
	}

	/**
	 * Restores error_log().
	 */
	public function tear_down(): void {
		ini_set( 'error_log', (string) $this->error_log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
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
					'attrs'        => $attributes + array( 'userId' => self::USER ),
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			)
		);
	}

	/**
	 * Answers every HTTP request with a feed of `$count` items (or an error), counting them.
	 *
	 * @param int|\WP_Error $count_or_error Items in the feed, or the error.
	 * @param array<int,string> $titles     Titles by item number, when not "Photo N".
	 */
	private function answer_http( $count_or_error, array $titles = array() ): void {
		add_filter(
			'pre_http_request',
			function () use ( $count_or_error, $titles ) {
				++$this->requests;
				if ( is_wp_error( $count_or_error ) ) {
					return $count_or_error;
				}
				$items = array();
				for ( $number = 1; $number <= $count_or_error; $number++ ) {
					$items[] = array(
						'title' => $titles[ $number ] ?? "Photo {$number}",
						'link'  => 'https://www.flickr.com/photos/' . self::USER . "/5320000{$number}/",
						'media' => array( 'm' => "https://live.staticflickr.com/65535/5320000{$number}_abc_m.jpg" ),
					);
				}
				return array(
					'headers'  => array(),
					'body'     => wp_json_encode( array( 'items' => $items ) ),
					'response' => array(
						'code'    => 200,
						'message' => 'OK',
					),
					'cookies'  => array(),
					'filename' => null,
				);
			},
			1
		);
	}

	/**
	 * The block's wrapper, parsed.
	 *
	 * @param string $html Rendered block.
	 */
	private function wrapper( string $html ): \DOMElement {
		$document = new \DOMDocument();
		$this->assertTrue( $document->loadHTML( '<!doctype html><meta charset="utf-8">' . $html, LIBXML_NOERROR ) );
		$wrapper = ( new \DOMXPath( $document ) )->query( '//div[contains(concat(" ", @class, " "), " wp-block-boudoir-photo-feed ")]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $wrapper, "No wrapper in: {$html}" );
		return $wrapper;
	}

	/**
	 * The list's photos as [href, src, alt, width, height, loading].
	 *
	 * @param \DOMElement $wrapper The block's wrapper.
	 * @return list<array{0:string,1:string,2:string}>
	 */
	private function photos( \DOMElement $wrapper ): array {
		$photos = array();
		foreach ( ( new \DOMXPath( $wrapper->ownerDocument ) )->query( './/ul/li/a', $wrapper ) as $link ) {
			$image = $link->getElementsByTagName( 'img' )->item( 0 );
			$this->assertInstanceOf( \DOMElement::class, $image );
			$this->assertSame( 1, $link->childNodes->length, 'The image is the link’s only content.' );
			$photos[] = array( $link->getAttribute( 'href' ), $image->getAttribute( 'src' ), $image->getAttribute( 'alt' ) );
			$this->assertSame( '75', $image->getAttribute( 'width' ) );
			$this->assertSame( '75', $image->getAttribute( 'height' ) );
			$this->assertSame( 'lazy', $image->getAttribute( 'loading' ) );
		}
		return $photos;
	}

	/**
	 * The server's photos: a list of square thumbnails, each linking to its photo, titled;
	 * up to the block's count; the profile link after; no script.
	 */
	public function test_server_photos_render_as_a_linked_list(): void {
		$this->answer_http( 8, array( 2 => 'Burgundy "lace" <em>&</em> silk' ) );
		$wrapper = $this->wrapper( $this->render( array( 'maxPhotos' => 3 ) ) );
		$this->assertSame(
			array(
				array( 'https://www.flickr.com/photos/' . self::USER . '/53200001/', 'https://live.staticflickr.com/65535/53200001_abc_s.jpg', 'Photo 1' ),
				array( 'https://www.flickr.com/photos/' . self::USER . '/53200002/', 'https://live.staticflickr.com/65535/53200002_abc_s.jpg', 'Burgundy "lace" & silk' ),
				array( 'https://www.flickr.com/photos/' . self::USER . '/53200003/', 'https://live.staticflickr.com/65535/53200003_abc_s.jpg', 'Photo 3' ),
			),
			$this->photos( $wrapper )
		);
		$list = $wrapper->getElementsByTagName( 'ul' )->item( 0 );
		$this->assertFalse( $list->hasAttribute( 'hidden' ) );
		$this->assertFalse( $wrapper->hasAttribute( 'data-feed' ) );
		$profile = ( new \DOMXPath( $wrapper->ownerDocument ) )->query( './/p/a', $wrapper )->item( 0 );
		$this->assertSame( 'See more photos on Flickr', $profile->textContent );
		$this->assertSame( 'https://www.flickr.com/photos/' . self::USER . '/', $profile->getAttribute( 'href' ) );
		$this->assertFalse( wp_script_is( Photo_Feed::SCRIPT_HANDLE, 'enqueued' ) );
	}

	/**
	 * A title is escaped where it is printed.
	 */
	public function test_titles_are_escaped(): void {
		$this->answer_http( 1, array( 1 => '"><img src=x onerror=alert(1)>Lace' ) );
		$html = $this->render();
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( 'onerror=alert', str_replace( 'alt="&quot;&gt;', '', $html ) );
		$this->assertSame( '">Lace', $this->photos( $this->wrapper( $html ) )[0][2] );
	}

	/**
	 * An untitled photo is named by its number: the image is the link's only content, so an empty alt would leave the link nameless.
	 */
	public function test_untitled_photos_get_a_numbered_alt(): void {
		$this->answer_http( 3, array( 2 => '   ' ) );
		$this->assertSame( array( 'Photo 1', 'Flickr photo 2', 'Photo 3' ), array_column( $this->photos( $this->wrapper( $this->render() ) ), 2 ) );
	}

	/**
	 * The second render of the same block is served from the cache: no HTTP request.
	 */
	public function test_second_render_makes_no_request(): void {
		$this->answer_http( 8 );
		$first = $this->render();
		$this->assertSame( 1, $this->requests );
		$this->assertSame( $first, $this->render() );
		$this->assertSame( 1, $this->requests );
	}

	/**
	 * When the server has no photos (Flickr failed), the block prints the client's empty,
	 * hidden list with the feed's URL, count and fallback words, and enqueues its script.
	 */
	public function test_failure_renders_the_client_placeholder_and_enqueues_the_script(): void {
		$this->answer_http( new \WP_Error( 'http_request_failed', 'timed out' ) );
		$wrapper = $this->wrapper( $this->render( array( 'maxPhotos' => 4 ) ) );
		$this->assertSame( array(), $this->photos( $wrapper ) );
		$list = $wrapper->getElementsByTagName( 'ul' )->item( 0 );
		$this->assertTrue( $list->hasAttribute( 'hidden' ) );
		$this->assertSame( 'https://www.flickr.com/services/feeds/photos_public.gne?id=12345678%40N00&format=json', $wrapper->getAttribute( 'data-feed' ) );
		$this->assertSame( '4', $wrapper->getAttribute( 'data-max' ) );
		$this->assertSame( 'Flickr photo %d', $wrapper->getAttribute( 'data-untitled' ) );
		$this->assertTrue( wp_script_is( Photo_Feed::SCRIPT_HANDLE, 'enqueued' ) );
		// The link to the photos stays, whatever the browser's request does.
		$this->assertSame( 'See more photos on Flickr', trim( $wrapper->getElementsByTagName( 'p' )->item( 0 )->textContent ) );
	}

	/**
	 * Without a valid user id the block prints nothing and asks nothing.
	 */
	public function test_invalid_user_renders_nothing(): void {
		$this->answer_http( 8 );
		$this->assertSame( '', trim( $this->render( array( 'userId' => 'not-an-id' ) ) ) );
		$this->assertSame( '', trim( $this->render( array( 'userId' => '' ) ) ) );
		$this->assertSame( 0, $this->requests );
		$this->assertFalse( wp_script_is( Photo_Feed::SCRIPT_HANDLE, 'enqueued' ) );
	}

	/**
	 * An empty feed without the profile link prints nothing; with it, only the link.
	 */
	public function test_empty_feed(): void {
		$this->answer_http( 0 );
		$this->assertSame( '', trim( $this->render( array( 'showProfileLink' => false ) ) ) );
		$wrapper = $this->wrapper( $this->render() );
		$this->assertSame( array(), $this->photos( $wrapper ) );
		$this->assertTrue( $wrapper->getElementsByTagName( 'ul' )->item( 0 )->hasAttribute( 'hidden' ) );
		$this->assertFalse( wp_script_is( Photo_Feed::SCRIPT_HANDLE, 'enqueued' ) );
	}

	/**
	 * The profile link can be left out.
	 */
	public function test_profile_link_can_be_hidden(): void {
		$this->answer_http( 2 );
		$wrapper = $this->wrapper( $this->render( array( 'showProfileLink' => false ) ) );
		$this->assertSame( 0, $wrapper->getElementsByTagName( 'p' )->length );
		$this->assertCount( 2, $this->photos( $wrapper ) );
	}
}
