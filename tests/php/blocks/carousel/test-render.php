<?php
/**
 * Tests of blocks/carousel/render.php (served from build/carousel/).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Blocks\Carousel;

/**
 * The server-rendered carousel: a region named by its heading, its Previous, Next and
 * Pause buttons, a scrolling row of slides (the blocks inside, or the newest products),
 * and the configuration the late script reads.
 */
final class Carousel_Render_Test extends Test_Case {

	/**
	 * Starts each test with the view script and the stylesheet not queued.
	 */
	public function set_up(): void {
		parent::set_up();
		wp_dequeue_script( 'boudoir-carousel-view-script' );
		wp_dequeue_style( 'boudoir-carousel-style' );
	}

	/**
	 * Renders block markup as a post's content would.
	 *
	 * @param string $markup Serialized blocks.
	 */
	private function render_markup( string $markup ): string {
		return do_blocks( $markup );
	}

	/**
	 * Renders the block with attributes and, optionally, inner blocks' markup.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param string              $inner      Serialized inner blocks.
	 */
	private function render( array $attributes = array(), string $inner = '' ): string {
		$json = $attributes ? ' ' . wp_json_encode( $attributes ) : '';
		return $this->render_markup(
			'' === $inner
				? '<!-- wp:boudoir/carousel' . $json . ' /-->'
				: '<!-- wp:boudoir/carousel' . $json . ' -->' . $inner . '<!-- /wp:boudoir/carousel -->'
		);
	}

	/**
	 * The page's DOM and an XPath over it.
	 *
	 * @param string $html Rendered HTML.
	 * @return array{0:\DOMDocument,1:\DOMXPath}
	 */
	private function dom( string $html ): array {
		$document = new \DOMDocument();
		$this->assertTrue( $document->loadHTML( '<!doctype html><meta charset="utf-8"><body>' . $html, LIBXML_NOERROR ) );
		return array( $document, new \DOMXPath( $document ) );
	}

	/**
	 * The first element matching an XPath query.
	 *
	 * @param \DOMXPath $xpath The page.
	 * @param string    $query The query.
	 */
	private function one( \DOMXPath $xpath, string $query ): \DOMElement {
		$node = $xpath->query( $query )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $node, "Nothing matches {$query}" );
		return $node;
	}

	/**
	 * The carousels' sections.
	 *
	 * @param \DOMXPath $xpath The page.
	 * @return \DOMElement[]
	 */
	private function carousels( \DOMXPath $xpath ): array {
		return iterator_to_array( $xpath->query( '//section[contains(concat(" ", @class, " "), " boudoir-carousel ")]' ) );
	}

	/**
	 * Buttons inside an element by name (their words).
	 *
	 * @param \DOMElement $root The element.
	 * @return string[]
	 */
	private function button_names( \DOMElement $root ): array {
		$names = array();
		foreach ( $root->getElementsByTagName( 'button' ) as $button ) {
			$names[] = trim( $button->textContent );
		}
		return $names;
	}

	/**
	 * The slides of a carousel.
	 *
	 * @param \DOMXPath   $xpath    The page.
	 * @param \DOMElement $carousel The carousel.
	 * @return \DOMElement[]
	 */
	private function slides( \DOMXPath $xpath, \DOMElement $carousel ): array {
		return iterator_to_array( $xpath->query( './/*[contains(concat(" ", @class, " "), " swiper-wrapper ")]/*[contains(concat(" ", @class, " "), " swiper-slide ")]', $carousel ) );
	}

	/**
	 * The configuration the late script reads.
	 *
	 * @param \DOMElement $carousel The carousel.
	 * @return array<string,mixed>
	 */
	private function config( \DOMElement $carousel ): array {
		$config = json_decode( $carousel->getAttribute( 'data-boudoir-carousel' ), true );
		$this->assertIsArray( $config );
		return $config;
	}

	/**
	 * A published simple product with an image.
	 *
	 * @param string $name  Its name.
	 * @param string $price Its price.
	 */
	private function product( string $name, string $price = '20.00' ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_status( 'publish' );
		$product->set_regular_price( $price );
		$product->save();
		return $product;
	}

	public function test_a_region_named_by_its_heading_with_its_buttons(): void {
		list( , $xpath ) = $this->dom(
			$this->render(
				array(
					'heading'   => 'Our picks',
					'headingId' => 'picks',
				),
				'<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>Two</p><!-- /wp:paragraph -->'
			)
		);
		$carousels = $this->carousels( $xpath );
		$this->assertCount( 1, $carousels );
		$carousel = $carousels[0];

		$this->assertSame( 'picks', $carousel->getAttribute( 'aria-labelledby' ) );
		// The heading is inside the region it names.
		$heading = $this->one( $xpath, '//section[contains(@class, "boudoir-carousel")]//h2[@id="picks"]' );
		$this->assertSame( 'Our picks', $heading->textContent );
		$this->assertSame( array( 'Pause', 'Previous slide', 'Next slide' ), $this->button_names( $carousel ) );
		foreach ( $carousel->getElementsByTagName( 'button' ) as $button ) {
			$this->assertSame( 'button', $button->getAttribute( 'type' ) );
		}
		// The Pause button's other name, for the late script.
		$pause = $this->one( $xpath, '//button[contains(@class, "boudoir-carousel__pause")]' );
		$this->assertSame( 'Play', $pause->getAttribute( 'data-play' ) );
		$this->assertSame( 'Pause', $pause->getAttribute( 'data-pause' ) );
		// The row scrolls and takes focus without JavaScript.
		$viewport = $this->one( $xpath, '//*[contains(@class, "boudoir-carousel__viewport")]' );
		$this->assertSame( '0', $viewport->getAttribute( 'tabindex' ) );
		$this->assertContains( 'swiper', explode( ' ', $viewport->getAttribute( 'class' ) ) );
		// No page dots.
		$this->assertSame( 0, $xpath->query( '//*[contains(@class, "pagination")]' )->length );
	}

	public function test_each_inner_block_is_a_slide(): void {
		list( , $xpath ) = $this->dom(
			$this->render(
				array( 'heading' => 'Picks' ),
				'<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->'
				. '<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>Two</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>Three</p><!-- /wp:paragraph --></div><!-- /wp:group -->'
			)
		);
		$carousel = $this->carousels( $xpath )[0];
		$slides   = $this->slides( $xpath, $carousel );
		// Top-level inner blocks only: the group's paragraphs are not slides of their own.
		$this->assertCount( 2, $slides );
		$this->assertSame( 'One', trim( $slides[0]->textContent ) );
		$this->assertStringContainsString( 'Three', $slides[1]->textContent );
		$this->assertSame( 0, $xpath->query( '//p/ancestor::*[contains(@class, "swiper-slide")][2]' )->length );
	}

	public function test_the_configuration_has_the_specifications_constants(): void {
		list( , $xpath ) = $this->dom( $this->render( array( 'heading' => 'Picks' ), '<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->' ) );
		$carousel = $this->carousels( $xpath )[0];
		$config   = $this->config( $carousel );

		$this->assertSame( array( 3, 2, 1 ), $config['slides'] );
		// The theme's default delay for blocks; the shop's is for products (below).
		$this->assertSame( 5000, $config['delay'] );
		$this->assertSame( 250, $config['speed'] );
		$this->assertTrue( $config['loop'] );
		$this->assertSame( '{{index}} of {{slidesLength}}', $config['messages']['slide'] );
		$this->assertStringContainsString( '--boudoir-carousel-desktop:3;--boudoir-carousel-tablet:2;--boudoir-carousel-phone:1', $carousel->getAttribute( 'style' ) );
		$this->assertMatchesRegularExpression( '#/build/scripts/carousel\.js\?ver=[\w.-]+$#', $carousel->getAttribute( 'data-late' ) );
		$this->assertTrue( wp_script_is( 'boudoir-carousel-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'boudoir-carousel-style', 'enqueued' ) );
	}

	public function test_settings_reach_the_markup(): void {
		list( , $xpath ) = $this->dom(
			$this->render(
				array(
					'heading'       => 'Picks',
					'headingLevel'  => 3,
					'slidesDesktop' => 4,
					'slidesTablet'  => 3,
					'slidesPhone'   => 2,
					'autoplayDelay' => 7000,
					'speed'         => 400,
					'loop'          => false,
				),
				'<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->'
			)
		);
		$carousel = $this->carousels( $xpath )[0];
		$config   = $this->config( $carousel );

		$this->assertSame( array( 4, 3, 2 ), $config['slides'] );
		$this->assertSame( 7000, $config['delay'] );
		$this->assertSame( 400, $config['speed'] );
		$this->assertFalse( $config['loop'] );
		$heading = $this->one( $xpath, '//h3' );
		$this->assertSame( $heading->getAttribute( 'id' ), $carousel->getAttribute( 'aria-labelledby' ) );
		$this->assertNotSame( '', $heading->getAttribute( 'id' ) );
	}

	public function test_without_autoplay_there_is_no_pause_button_and_without_arrows_no_arrows(): void {
		list( , $xpath ) = $this->dom(
			$this->render(
				array(
					'heading'  => 'Picks',
					'autoplay' => false,
				),
				'<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->'
			)
		);
		$carousel = $this->carousels( $xpath )[0];
		$this->assertSame( 0, $this->config( $carousel )['delay'] );
		$this->assertSame( array( 'Previous slide', 'Next slide' ), $this->button_names( $carousel ) );

		list( , $xpath ) = $this->dom(
			$this->render(
				array(
					'heading'    => 'Picks',
					'showArrows' => false,
				),
				'<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->'
			)
		);
		$this->assertSame( array( 'Pause' ), $this->button_names( $this->carousels( $xpath )[0] ) );
	}

	public function test_without_a_heading_the_region_still_has_a_name(): void {
		list( , $xpath ) = $this->dom( $this->render( array(), '<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->' ) );
		$carousel = $this->carousels( $xpath )[0];
		$this->assertSame( 'Carousel', $carousel->getAttribute( 'aria-label' ) );
		$this->assertSame( 0, $xpath->query( '//h2' )->length );
	}

	public function test_the_heading_is_escaped(): void {
		list( , $xpath ) = $this->dom(
			$this->render(
				array(
					'heading'   => 'New <em>in</em><script>alert(1)</script>',
					'headingId' => 'new"in',
				),
				'<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->'
			)
		);
		$this->assertSame( 0, $xpath->query( '//script' )->length );
		$heading = $this->one( $xpath, '//h2' );
		$this->assertSame( 1, $heading->getElementsByTagName( 'em' )->length );
		$this->assertSame( 'newin', $heading->getAttribute( 'id' ) );
	}

	public function test_the_newest_products_are_the_slides(): void {
		$older = $this->product( 'Older robe', '80.00' );
		wp_update_post(
			array(
				'ID'            => $older->get_id(),
				'post_date'     => '2020-01-01 10:00:00',
				'post_date_gmt' => '2020-01-01 10:00:00',
			)
		);
		$names = array( 'Lace bralette', 'Silk slip', 'Satin robe', 'Mesh bodysuit', 'Garter belt' );
		$made  = array();
		foreach ( $names as $name ) {
			$made[] = $this->product( $name, '25.00' );
		}
		$hidden = $this->product( 'Hidden set' );
		wp_set_object_terms( $hidden->get_id(), array( 'exclude-from-catalog' ), 'product_visibility' );
		$draft = $this->product( 'Draft set' );
		wp_update_post(
			array(
				'ID'          => $draft->get_id(),
				'post_status' => 'draft',
			)
		);

		list( , $xpath ) = $this->dom(
			$this->render(
				array(
					'heading'      => 'New in',
					'headingId'    => 'new-in',
					'source'       => 'products',
					'productCount' => 5,
				)
			)
		);
		$carousel = $this->carousels( $xpath )[0];
		$slides   = $this->slides( $xpath, $carousel );

		// Newest first: the five made last; neither the older one, the hidden one nor the draft.
		$this->assertSame(
			array_reverse( $names ),
			array_map( static fn ( \DOMElement $slide ): string => trim( $slide->getElementsByTagName( 'a' )->item( 0 )->textContent ), $slides )
		);
		$newest = end( $made );
		$link   = $slides[0]->getElementsByTagName( 'a' )->item( 0 );
		$this->assertSame( get_permalink( $newest->get_id() ), $link->getAttribute( 'href' ) );
		$this->assertStringContainsString( '25.00', $slides[0]->textContent );
		// The shop's products advance every 6000 ms (docs/contract.md, Figures).
		$this->assertSame( 6000, $this->config( $carousel )['delay'] );
		$this->assertSame( 'new-in', $carousel->getAttribute( 'aria-labelledby' ) );
	}

	public function test_product_images_load_at_once_only_for_the_first_slides_in_view(): void {
		$attachment = $this->sized_image_attachment();
		for ( $index = 0; $index < 5; $index++ ) {
			$product = $this->product( "Piece {$index}" );
			$product->set_image_id( $attachment );
			$product->save();
		}

		list( , $xpath ) = $this->dom(
			$this->render(
				array(
					'heading'      => 'New in',
					'source'       => 'products',
					'productCount' => 5,
				)
			)
		);
		$images = iterator_to_array( $xpath->query( '//section//img' ) );
		$this->assertCount( 5, $images );
		$this->assertSame( array( 'eager', 'eager', 'eager', 'lazy', 'lazy' ), array_map( static fn ( \DOMElement $image ): string => $image->getAttribute( 'loading' ), $images ) );
		foreach ( $images as $image ) {
			// Never the page's high-priority image (the hero's), decorative (the name is the link's).
			$this->assertNotSame( 'high', $image->getAttribute( 'fetchpriority' ) );
			$this->assertSame( '', $image->getAttribute( 'alt' ) );
			// WordPress 6.7 and later put `auto` first for a lazy image, the slide's sizes after it.
			$auto = function_exists( 'wp_img_tag_add_auto_sizes' ) && 'lazy' === $image->getAttribute( 'loading' ) ? 'auto, ' : '';
			$this->assertStringStartsWith( $auto . '(min-width: 1024px) ', $image->getAttribute( 'sizes' ) );
		}
	}
}
