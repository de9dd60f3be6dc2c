<?php
/**
 * Tests of Boudoir\Theme\Lightbox.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Hooks;
use Boudoir\Options;
use Boudoir\Theme\Lightbox;
use Boudoir\Theme\Lightbox_Links;
use Boudoir\Theme_Options;

require_once __DIR__ . '/trait-lightbox-fixtures.php';

/**
 * Which links the lightbox takes (media by extension, the product gallery by its place),
 * what they are marked with, galleries, the view script only where a link was marked,
 * the JSON it is handed, and everything off with the option, the filter or the marker.
 */
final class Lightbox_Test extends Test_Case {

	use Lightbox_Fixtures;

	/**
	 * Starts each test with the script not queued and the site's defaults.
	 */
	public function set_up(): void {
		parent::set_up();
		wp_dequeue_script( Lightbox::HANDLE );
		delete_option( Theme_Options::LIGHTBOX );
		delete_option( Theme_Options::LIGHTBOX_CLOSE_ON_CONTENT_CLICK );
	}

	/**
	 * An image block linking to its file.
	 *
	 * @param int    $id   The attachment.
	 * @param string $href Where it links.
	 */
	private function image_block( int $id, string $href ): string {
		return '<!-- wp:image {"id":' . $id . ',"sizeSlug":"large","linkDestination":"media"} -->'
			. '<figure class="wp-block-image size-large"><a href="' . esc_url( $href ) . '"><img src="/wp-content/uploads/2025/01/robe-300x225.jpg" alt="A robe" class="wp-image-' . $id . '"/></a></figure>'
			. '<!-- /wp:image -->';
	}

	/**
	 * The attributes of each link of some markup, in order.
	 *
	 * @param string $html Markup.
	 * @return array<int,array<string,string|null>>
	 */
	private function links( string $html ): array {
		$links = array();
		$tags  = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( 'A' ) ) {
			$links[] = array(
				'href'   => $tags->get_attribute( 'href' ),
				'mode'   => $tags->get_attribute( Lightbox_Links::LINK_ATTRIBUTE ),
				'width'  => $tags->get_attribute( 'data-pswp-width' ),
				'height' => $tags->get_attribute( 'data-pswp-height' ),
			);
		}
		return $links;
	}

	public function test_the_plugin_hooks_it_in(): void {
		$this->assertArrayHasKey( Theme_Options::LIGHTBOX, Options::all(), 'Its switch is declared in the option registry.' );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'init', Lightbox::class, 'register_script' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'render_block_core/image', Lightbox::class, 'mark_block' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'render_block_core/gallery', Lightbox::class, 'mark_gallery' ) );
		$this->assertSame( array( 20 ), $this->hooked_priorities( 'the_content', Lightbox::class, 'mark_content' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( Hooks::PRODUCT_GALLERY_IMAGE_HTML, Lightbox::class, 'mark_product_image' ) );
		$this->assertSame( array( 1 ), $this->hooked_priorities( 'wp_footer', Lightbox::class, 'print_config' ) );
	}

	public function test_the_view_script_is_small_deferred_and_in_the_footer(): void {
		$script = wp_scripts()->registered[ Lightbox::HANDLE ] ?? null;
		$this->assertInstanceOf( \_WP_Dependency::class, $script );
		$this->assertStringEndsWith( '/build/scripts/lightbox-view.js', $script->src );
		$this->assertSame( 'defer', wp_scripts()->get_data( Lightbox::HANDLE, 'strategy' ) );
		$this->assertSame( 1, wp_scripts()->get_data( Lightbox::HANDLE, 'group' ) );
		// A vanilla script: no React, no wp-data, no wp-i18n.
		$this->assertSame( array(), $script->deps );
		$this->assertFalse( wp_script_is( Lightbox::HANDLE, 'enqueued' ) );
	}

	public function test_the_settings_are_registered_with_their_defaults(): void {
		$settings = get_registered_settings();
		$this->assertSame( 'yes', $settings[ Theme_Options::LIGHTBOX ]['default'] );
		$this->assertSame( 'no', $settings[ Theme_Options::LIGHTBOX_CLOSE_ON_CONTENT_CLICK ]['default'] );
		$this->assertTrue( Lightbox::is_on() );
		$this->assertFalse( Lightbox::close_on_content_click() );
		update_option( Theme_Options::LIGHTBOX_CLOSE_ON_CONTENT_CLICK, 'yes' );
		$this->assertTrue( Lightbox::close_on_content_click() );
		update_option( Theme_Options::LIGHTBOX, 'nonsense' );
		$this->assertSame( 'yes', get_option( Theme_Options::LIGHTBOX ) );
	}

	public function test_an_image_block_linking_to_its_file_is_marked_with_its_size_and_brings_the_script(): void {
		$id   = $this->image();
		$html = do_blocks( $this->image_block( $id, '/wp-content/uploads/2025/01/robe.jpg' ) );
		$this->assertSame(
			array(
				array(
					'href'   => '/wp-content/uploads/2025/01/robe.jpg',
					'mode'   => 'image',
					'width'  => '1200',
					'height' => '900',
				),
			),
			$this->links( $html )
		);
		// The image itself is untouched.
		$this->assertStringContainsString( 'class="wp-image-' . $id . '"', $html );
		$this->assertTrue( wp_script_is( Lightbox::HANDLE, 'enqueued' ) );
	}

	public function test_an_image_of_unknown_size_is_marked_without_one(): void {
		$html = do_blocks( $this->image_block( 999999, '/wp-content/uploads/elsewhere.png' ) );
		$this->assertSame( 'image', $this->links( $html )[0]['mode'] );
		$this->assertNull( $this->links( $html )[0]['width'] );
	}

	public function test_an_image_linking_to_a_page_or_a_document_is_left_alone_and_brings_nothing(): void {
		$id   = $this->image();
		$html = do_blocks( $this->image_block( $id, '/product/robe/' ) . $this->image_block( $id, '/wp-content/uploads/size-guide.pdf' ) );
		$this->assertSame( array( null, null ), array_column( $this->links( $html ), 'mode' ) );
		$this->assertFalse( wp_script_is( Lightbox::HANDLE, 'enqueued' ) );
	}

	public function test_a_gallery_linking_to_its_files_opens_as_one_gallery(): void {
		$one     = $this->image( 'one.jpg' );
		$two     = $this->image( 'two.jpg' );
		$gallery = '<!-- wp:gallery {"linkTo":"media"} --><figure class="wp-block-gallery has-nested-images">'
			. $this->image_block( $one, '/wp-content/uploads/2025/01/one.jpg' )
			. $this->image_block( $two, '/wp-content/uploads/2025/01/two.jpg' )
			. '</figure><!-- /wp:gallery -->';
		$html    = do_blocks( $gallery );
		$tags    = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( 'FIGURE' ) );
		$this->assertTrue( $tags->has_class( 'wp-block-gallery' ) );
		$this->assertTrue( $tags->get_attribute( Lightbox::GALLERY_ATTRIBUTE ) );
		$this->assertSame( array( 'image', 'image' ), array_column( $this->links( $html ), 'mode' ) );
	}

	public function test_a_gallery_linking_to_pages_is_no_lightbox_gallery(): void {
		$id   = $this->image();
		$html = do_blocks( '<!-- wp:gallery {"linkTo":"none"} --><figure class="wp-block-gallery has-nested-images">' . $this->image_block( $id, '/product/robe/' ) . '</figure><!-- /wp:gallery -->' );
		$this->assertStringNotContainsString( Lightbox::GALLERY_ATTRIBUTE, $html );
		$this->assertFalse( wp_script_is( Lightbox::HANDLE, 'enqueued' ) );
	}

	public function test_post_content_links_are_marked_once_and_classic_galleries_grouped(): void {
		$content = '<p><a href="/files/plan.PNG?v=2">The plan</a>, <a href="/files/clip.webm">a clip</a>, <a href="/about/">about us</a>,'
			. ' <a href="/files/print.jpg" download>print</a>, <a class="no-lightbox" href="/files/raw.jpg">raw</a>,'
			. ' <a data-boudoir-lightbox="inline" href="/files/done.jpg">done</a></p>'
			. '<div id="gallery-1" class="gallery galleryid-1"><a href="/files/a.jpg"><img src="/files/a-150x150.jpg" alt="A"></a></div>';
		$html    = apply_filters( 'the_content', $content );
		$this->assertSame(
			array( 'image', 'video', null, null, null, 'inline', 'image' ),
			array_column( $this->links( $html ), 'mode' )
		);
		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'gallery' ) ) );
		$this->assertTrue( $tags->get_attribute( Lightbox::GALLERY_ATTRIBUTE ) );
		$this->assertTrue( wp_script_is( Lightbox::HANDLE, 'enqueued' ) );
	}

	public function test_content_without_media_links_brings_nothing(): void {
		apply_filters( 'the_content', '<p><a href="/about/">About</a> and no pictures.</p>' );
		$this->assertFalse( wp_script_is( Lightbox::HANDLE, 'enqueued' ) );
	}

	public function test_the_product_gallery_image_opens_whatever_its_file_type_and_keeps_its_image(): void {
		$id    = $this->image( 'front.jpg' );
		$image = '<img width="600" height="750" src="/wp-content/uploads/2025/01/front-600x750.webp" class="wp-post-image" alt="Front" fetchpriority="high" decoding="async" />';
		$html  = '<div data-thumb="/t.webp" class="woocommerce-product-gallery__image"><a href="/wp-content/uploads/2025/01/front.webp">' . $image . '</a></div>';
		$out   = apply_filters( Hooks::PRODUCT_GALLERY_IMAGE_HTML, $html, $id );
		$this->assertSame( 'image', $this->links( $out )[0]['mode'] );
		$this->assertStringContainsString( $image, $out );
		$this->assertTrue( wp_script_is( Lightbox::HANDLE, 'enqueued' ) );
		// WooCommerce's zoom layer (img.zoomImg, over the picture beside its link) lets a mouse click through to the link.
		$this->assertTrue( wp_style_is( Lightbox::ZOOM_STYLE, 'enqueued' ) );
		$this->assertSame( array( '.woocommerce-product-gallery__image .zoomImg{pointer-events:none}' ), wp_styles()->get_data( Lightbox::ZOOM_STYLE, 'after' ) );

		// Not an image attachment: left alone.
		$pdf = (int) wp_insert_attachment(
			array(
				'post_title'     => 'spec.pdf',
				'post_mime_type' => 'application/pdf',
				'post_status'    => 'inherit',
			),
			'2025/01/spec.pdf'
		);
		$this->assertSame( $html, apply_filters( Hooks::PRODUCT_GALLERY_IMAGE_HTML, $html, $pdf ) );
	}

	public function test_woocommerce_photoswipe_stays_off_while_the_lightbox_is_on(): void {
		$this->assertFalse( apply_filters( Hooks::PRODUCT_GALLERY_PHOTOSWIPE_ENABLED, true ) );
		update_option( Theme_Options::LIGHTBOX, 'no' );
		$this->assertTrue( apply_filters( Hooks::PRODUCT_GALLERY_PHOTOSWIPE_ENABLED, true ) );
	}

	public function test_woocommerces_gallery_lightbox_is_taken_off_the_theme_while_the_lightbox_is_on(): void {
		// WooCommerce adds it to every block theme (WC_Template_Loader::init()); then it loads PhotoSwipe 4.
		add_theme_support( Hooks::PRODUCT_GALLERY_LIGHTBOX_SUPPORT );
		add_theme_support( 'wc-product-gallery-zoom' );
		do_action( 'wp', $GLOBALS['wp'] );
		$this->assertFalse( current_theme_supports( Hooks::PRODUCT_GALLERY_LIGHTBOX_SUPPORT ) );
		$this->assertTrue( current_theme_supports( 'wc-product-gallery-zoom' ), 'the zoom stays' );

		update_option( Theme_Options::LIGHTBOX, 'no' );
		add_theme_support( Hooks::PRODUCT_GALLERY_LIGHTBOX_SUPPORT );
		do_action( 'wp', $GLOBALS['wp'] );
		$this->assertTrue( current_theme_supports( Hooks::PRODUCT_GALLERY_LIGHTBOX_SUPPORT ) );
		remove_theme_support( Hooks::PRODUCT_GALLERY_LIGHTBOX_SUPPORT );
		remove_theme_support( 'wc-product-gallery-zoom' );
	}

	public function test_with_the_setting_off_nothing_is_marked_or_enqueued(): void {
		update_option( Theme_Options::LIGHTBOX, 'no' );
		$id   = $this->image();
		$html = do_blocks( $this->image_block( $id, '/wp-content/uploads/2025/01/robe.jpg' ) );
		$html = apply_filters( 'the_content', $html . '<a href="/x.png">x</a>' );
		$this->assertStringNotContainsString( Lightbox_Links::LINK_ATTRIBUTE, $html );
		$this->assertSame( '<a href="/p.jpg"><img src="/p.jpg" alt=""></a>', apply_filters( Hooks::PRODUCT_GALLERY_IMAGE_HTML, '<a href="/p.jpg"><img src="/p.jpg" alt=""></a>', $id ) );
		$this->assertFalse( wp_script_is( Lightbox::HANDLE, 'enqueued' ) );
	}

	public function test_the_filter_turns_it_off_for_a_request(): void {
		add_filter( 'boudoir_lightbox_enabled', '__return_false' );
		$html = apply_filters( 'the_content', '<a href="/x.png">x</a>' );
		$this->assertStringNotContainsString( Lightbox_Links::LINK_ATTRIBUTE, $html );
		$this->assertFalse( wp_script_is( Lightbox::HANDLE, 'enqueued' ) );
	}

	public function test_the_footer_prints_the_json_only_where_a_link_was_marked(): void {
		$lightbox = new Lightbox( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ) );
		ob_start();
		$lightbox->print_config();
		$this->assertSame( '', (string) ob_get_clean() );

		apply_filters( 'the_content', '<a href="/x.png">x</a>' );
		update_option( Theme_Options::LIGHTBOX_CLOSE_ON_CONTENT_CLICK, 'yes' );
		ob_start();
		$lightbox->print_config();
		$html = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '#^<script(?=[^>]* type="application/json")(?=[^>]* id="boudoir-lightbox-config")[^>]*>\s*(.+?)\s*</script>$#s', trim( $html ) );
		preg_match( '#>\s*(.+?)\s*</script>#s', $html, $match );
		$config = json_decode( $match[1], true );
		$this->assertTrue( $config['closeOnContentClick'] );
		$this->assertSame(
			array(
				'close'      => 'Close (Esc)',
				'previous'   => 'Previous (Left arrow key)',
				'next'       => 'Next (Right arrow key)',
				'counter'    => '%curr% of %total%',
				'zoom'       => 'Zoom',
				'notFound'   => 'Content not found',
				'ajaxError'  => 'The content could not be loaded.',
				'imageError' => 'The image could not be loaded.',
			),
			$config['strings']
		);
		$this->assertMatchesRegularExpression( '#/build/scripts/lightbox\.js\?ver=\w+$#', $config['script'] );
		$this->assertMatchesRegularExpression( '#/build/scripts/lightbox\.css\?ver=\w+$#', $config['style'] );
		$this->assertTrue( wp_script_is( Lightbox::HANDLE, 'enqueued' ) );
	}

	public function test_the_json_cannot_close_its_element(): void {
		add_filter(
			'gettext',
			static fn ( string $translation, string $text ) => 'Zoom' === $text ? '</script><script>alert(1)</script>' : $translation,
			10,
			2
		);
		Lightbox::use_on_page();
		ob_start();
		( new Lightbox( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ) ) )->print_config();
		$html = (string) ob_get_clean();
		$this->assertSame( 1, substr_count( $html, '</script>' ) );
		$this->assertStringContainsString( '\u003C/script\u003E', $html );
	}

	public function test_the_no_lightbox_body_class_takes_the_script_off(): void {
		apply_filters( 'the_content', '<a href="/x.png">x</a>' );
		$this->assertTrue( wp_script_is( Lightbox::HANDLE, 'enqueued' ) );
		add_filter( 'body_class', static fn ( array $classes ): array => array_merge( $classes, array( 'no-lightbox' ) ) );
		ob_start();
		( new Lightbox( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ) ) )->print_config();
		$this->assertSame( '', (string) ob_get_clean() );
		$this->assertFalse( wp_script_is( Lightbox::HANDLE, 'enqueued' ) );
	}

	public function test_the_strings_are_translated_in_boudoirs_domain(): void {
		add_filter(
			'gettext_boudoir',
			static fn ( string $translation, string $text ) => 'Close (Esc)' === $text ? '關閉（Esc）' : $translation,
			10,
			2
		);
		$this->assertSame( '關閉（Esc）', Lightbox::strings()['close'] );
	}
}
