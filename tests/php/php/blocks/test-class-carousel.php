<?php
/**
 * Tests of Boudoir\Blocks\Carousel: the gallery's "Carousel" style.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Blocks\Carousel;

/**
 * Galleries in the Carousel style become carousels (the same markup, stylesheet and view
 * as the boudoir/carousel block), named by their caption or the heading before them;
 * other galleries are left alone, and bring no carousel asset.
 */
final class Carousel_Test extends Test_Case {

	private const VIEW = 'boudoir-carousel-view-script';

	private const STYLE = 'boudoir-carousel-style';

	/**
	 * Starts each test with the view script and the stylesheet not queued.
	 */
	public function set_up(): void {
		parent::set_up();
		wp_dequeue_script( self::VIEW );
		wp_dequeue_style( self::STYLE );
	}

	/**
	 * A gallery block of linked images.
	 *
	 * @param string $class_name Its extra classes.
	 * @param string $caption    Its caption, '' for none.
	 * @param int    $images     How many images.
	 */
	private function gallery( string $class_name, string $caption = '', int $images = 4 ): string {
		$inner = '';
		for ( $index = 1; $index <= $images; $index++ ) {
			$inner .= '<!-- wp:image {"sizeSlug":"large","linkDestination":"custom"} -->'
				. '<figure class="wp-block-image size-large"><a href="/product/piece-' . $index . '/"><img src="/piece-' . $index . '.jpg" alt="Piece ' . $index . '"/></a>'
				. '<figcaption class="wp-element-caption">Piece ' . $index . '</figcaption></figure><!-- /wp:image -->';
		}
		$attributes = array(
			'columns'   => 3,
			'linkTo'    => 'none',
			'className' => $class_name,
		);
		return '<!-- wp:gallery ' . wp_json_encode( $attributes ) . ' -->'
			. '<figure class="wp-block-gallery has-nested-images columns-3 is-cropped ' . esc_attr( $class_name ) . '">' . $inner
			. ( '' === $caption ? '' : '<figcaption class="blocks-gallery-caption wp-element-caption">' . esc_html( $caption ) . '</figcaption>' )
			. '</figure><!-- /wp:gallery -->';
	}

	/**
	 * A heading block.
	 *
	 * @param string $text   Its text.
	 * @param string $anchor Its id, '' for none.
	 */
	private function heading( string $text, string $anchor = '' ): string {
		return '<!-- wp:heading' . ( '' === $anchor ? '' : ' {"anchor":"' . $anchor . '"}' ) . ' -->'
			. '<h2 class="wp-block-heading"' . ( '' === $anchor ? '' : ' id="' . $anchor . '"' ) . '>' . esc_html( $text ) . '</h2><!-- /wp:heading -->';
	}

	/**
	 * The rendered page's XPath.
	 *
	 * @param string $markup Serialized blocks.
	 */
	private function render( string $markup ): \DOMXPath {
		$document = new \DOMDocument();
		$this->assertTrue( $document->loadHTML( '<!doctype html><meta charset="utf-8"><body>' . do_blocks( $markup ), LIBXML_NOERROR ) );
		return new \DOMXPath( $document );
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

	public function test_the_style_is_registered_on_the_gallery(): void {
		$style = \WP_Block_Styles_Registry::get_instance()->get_registered( 'core/gallery', Carousel::STYLE );
		$this->assertIsArray( $style );
		$this->assertSame( 'Carousel', $style['label'] );
	}

	public function test_the_plugin_hooks_it_in(): void {
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'init', Carousel::class, 'register_style' ) );
		$this->assertSame( array( 100 ), $this->hooked_priorities( 'render_block_core/gallery', Carousel::class, 'render_gallery' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'render_block_data', Carousel::class, 'mark_block' ) );
		$this->assertSame( array( 100 ), $this->hooked_priorities( 'render_block', Carousel::class, 'wrap_slide' ) );
	}

	public function test_a_carousel_gallery_becomes_a_carousel_named_by_the_heading_before_it(): void {
		$xpath     = $this->render(
			'<!-- wp:group {"tagName":"section"} --><section class="wp-block-group">'
			. $this->heading( 'Bestsellers', 'bestsellers' )
			. $this->gallery( 'boudoir-product-carousel is-style-boudoir-carousel' )
			. '</section><!-- /wp:group -->'
		);
		$carousels = $this->carousels( $xpath );
		$this->assertCount( 1, $carousels );
		$carousel = $carousels[0];

		$this->assertSame( 'bestsellers', $carousel->getAttribute( 'aria-labelledby' ) );
		$this->assertContains( 'is-gallery', explode( ' ', $carousel->getAttribute( 'class' ) ) );
		// The gallery is the row, its images the slides: links and images untouched.
		$track = $xpath->query( './/figure[contains(@class, "wp-block-gallery")]', $carousel )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $track );
		$this->assertContains( 'swiper-wrapper', explode( ' ', $track->getAttribute( 'class' ) ) );
		$this->assertContains( 'boudoir-product-carousel', explode( ' ', $track->getAttribute( 'class' ) ) );
		$this->assertSame( 'boudoir-carousel__viewport swiper', $track->parentNode->getAttribute( 'class' ) );
		$this->assertSame( '0', $track->parentNode->getAttribute( 'tabindex' ) );
		$slides = $xpath->query( './figure[contains(concat(" ", @class, " "), " swiper-slide ")]', $track );
		$this->assertSame( 4, $slides->length );
		$this->assertSame( '/product/piece-1/', $slides->item( 0 )->getElementsByTagName( 'a' )->item( 0 )->getAttribute( 'href' ) );
		// The buttons, and the shop's autoplay.
		$names = array();
		foreach ( $carousel->getElementsByTagName( 'button' ) as $button ) {
			$names[] = trim( $button->textContent );
		}
		$this->assertSame( array( 'Pause', 'Previous slide', 'Next slide' ), $names );
		$config = json_decode( $carousel->getAttribute( 'data-boudoir-carousel' ), true );
		$this->assertSame( array( 3, 2, 1 ), $config['slides'] );
		$this->assertSame( Carousel::autoplay_delay( true ), $config['delay'] );
		$this->assertSame( 6000, Carousel::autoplay_delay( true ), 'The shop\'s pace, from block.json.' );
		$this->assertSame( 5000, Carousel::autoplay_delay( false ), 'The theme\'s pace, from block.json.' );
		$this->assertStringContainsString( '/build/scripts/carousel.js', $carousel->getAttribute( 'data-late' ) );
		// The carousel block's stylesheet and view, though no carousel block is on the page.
		$this->assertTrue( wp_script_is( self::VIEW, 'enqueued' ) );
		$this->assertTrue( wp_style_is( self::STYLE, 'enqueued' ) );
	}

	public function test_its_caption_names_it_from_outside_the_row(): void {
		$xpath    = $this->render( $this->heading( 'Elsewhere' ) . '<!-- wp:paragraph --><p>Between.</p><!-- /wp:paragraph -->' . $this->gallery( 'is-style-boudoir-carousel', 'Our favourites' ) );
		$carousel = $this->carousels( $xpath )[0];
		$caption  = $xpath->query( '//*[@id="' . $carousel->getAttribute( 'aria-labelledby' ) . '"]' )->item( 0 );

		$this->assertInstanceOf( \DOMElement::class, $caption );
		$this->assertSame( 'Our favourites', trim( $caption->textContent ) );
		$this->assertSame( 'div', $caption->nodeName );
		$this->assertSame( $carousel, $caption->parentNode );
		$this->assertSame( 0, $xpath->query( '//figcaption[contains(@class, "blocks-gallery-caption")]' )->length );
	}

	public function test_a_heading_without_an_id_names_it_by_its_words_and_nothing_before_it_by_a_generic_name(): void {
		$carousel = $this->carousels( $this->render( $this->heading( 'Picks' ) . $this->gallery( 'is-style-boudoir-carousel' ) ) )[0];
		$this->assertSame( 'Picks', $carousel->getAttribute( 'aria-label' ) );

		$carousel = $this->carousels( $this->render( '<!-- wp:paragraph --><p>Text.</p><!-- /wp:paragraph -->' . $this->gallery( 'is-style-boudoir-carousel' ) ) )[0];
		$this->assertSame( 'Gallery', $carousel->getAttribute( 'aria-label' ) );
	}

	public function test_other_galleries_are_left_alone_and_bring_no_carousel(): void {
		$markup = $this->gallery( 'boudoir-lookbook' );
		$xpath  = $this->render( $this->heading( 'Lookbook', 'lookbook' ) . $markup );

		$this->assertCount( 0, $this->carousels( $xpath ) );
		$this->assertSame( 0, $xpath->query( '//*[contains(@class, "swiper")]' )->length );
		$this->assertFalse( wp_script_is( self::VIEW, 'enqueued' ) );
		$this->assertFalse( wp_style_is( self::STYLE, 'enqueued' ) );
	}

	public function test_each_slide_image_is_fetched_in_a_slide_s_width_not_the_page_s(): void {
		$markup = str_replace(
			'<img src="/piece-2.jpg"',
			'<img src="/piece-2-1024x768.jpg" srcset="/piece-2-1024x768.jpg 1024w, /piece-2-300x225.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px"',
			$this->gallery( 'alignfull is-style-boudoir-carousel' )
		);
		// The block's attributes say the alignment (the class alone is the markup's).
		$markup = str_replace( '"columns":3,', '"columns":3,"align":"full",', $markup );
		$xpath  = $this->render( $markup );

		$images = iterator_to_array( $xpath->query( '//section//img' ) );
		$this->assertCount( 4, $images );
		// Three slides in view on a desktop, two on a tablet, one on a phone, in the whole window.
		$this->assertSame( '(min-width: 1024px) calc(100vw / 3), (min-width: 600px) calc(100vw / 2), calc(100vw / 1)', $images[1]->getAttribute( 'sizes' ) );
		// An image without a srcset has no choice to make: left as it was.
		$this->assertFalse( $images[0]->hasAttribute( 'sizes' ) );
		$this->assertSame( $images[1]->getAttribute( 'sizes' ), Carousel::image_sizes( array( 3, 2, 1 ), 'full' ) );
	}

	public function test_an_image_of_the_media_library_keeps_the_slide_s_sizes_when_wordpress_adds_its_srcset(): void {
		$attachment = (int) wp_insert_attachment(
			array(
				'post_title'     => 'look.jpg',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2025/01/look.jpg'
		);
		update_post_meta( $attachment, '_wp_attached_file', '2025/01/look.jpg' );
		update_post_meta(
			$attachment,
			'_wp_attachment_metadata',
			array(
				'width'  => 1200,
				'height' => 900,
				'file'   => '2025/01/look.jpg',
				'sizes'  => array(
					'large'  => array(
						'file'      => 'look-1024x768.jpg',
						'width'     => 1024,
						'height'    => 768,
						'mime-type' => 'image/jpeg',
					),
					'medium' => array(
						'file'      => 'look-300x225.jpg',
						'width'     => 300,
						'height'    => 225,
						'mime-type' => 'image/jpeg',
					),
				),
			)
		);
		$source = wp_get_attachment_image_url( $attachment, 'large' );
		$markup = str_replace(
			'<img src="/piece-1.jpg" alt="Piece 1"/>',
			'<img src="' . esc_url( $source ) . '" alt="Piece 1" class="wp-image-' . $attachment . '"/>',
			$this->gallery( 'is-style-boudoir-carousel' )
		);
		// As the_content renders it: the blocks, then WordPress's srcset and sizes.
		$document = new \DOMDocument();
		$this->assertTrue( $document->loadHTML( '<!doctype html><meta charset="utf-8"><body>' . wp_filter_content_tags( do_blocks( $markup ) ), LIBXML_NOERROR ) );
		$image = ( new \DOMXPath( $document ) )->query( '//img[@alt="Piece 1"]' )->item( 0 );

		$this->assertInstanceOf( \DOMElement::class, $image );
		$this->assertStringContainsString( 'look-300x225.jpg 300w', $image->getAttribute( 'srcset' ) );
		// WordPress 6.7 and later put `auto` first for a lazy image (the laid-out width where the
		// browser knows it, the slide's sizes after it elsewhere).
		$auto = function_exists( 'wp_img_tag_add_auto_sizes' ) && 'lazy' === $image->getAttribute( 'loading' ) ? 'auto, ' : '';
		$this->assertSame( $auto . Carousel::image_sizes( array( 3, 2, 1 ), '' ), $image->getAttribute( 'sizes' ) );
		$this->assertStringStartsWith( $auto . '(min-width: 1024px) ', $image->getAttribute( 'sizes' ) );
	}

	public function test_a_slide_is_never_wider_than_the_theme_s_content_or_wide_size_allows(): void {
		$layout = wp_get_global_settings( array( 'layout' ) );
		$this->assertMatchesRegularExpression( '/^\d+px$/', (string) ( $layout['wideSize'] ?? '' ), 'The test theme sets a wide size in px.' );
		$this->assertSame(
			sprintf( '(min-width: 1024px) min(calc(100vw / 4), calc(%1$s / 4)), (min-width: 600px) min(calc(100vw / 2), calc(%1$s / 2)), min(calc(100vw / 1), calc(%1$s / 1))', $layout['wideSize'] ),
			Carousel::image_sizes( array( 4, 2, 1 ), 'wide' )
		);
		$this->assertStringNotContainsString( 'min(', Carousel::image_sizes( array( 4, 2, 1 ), 'full' ) );
	}

	public function test_alignment_moves_to_the_carousel(): void {
		$carousel = $this->carousels( $this->render( $this->gallery( 'alignwide is-style-boudoir-carousel' ) ) )[0];
		$this->assertContains( 'alignwide', explode( ' ', $carousel->getAttribute( 'class' ) ) );
	}
}
