<?php
/**
 * The lightbox (docs/contract.md, page behaviour 1, States "Lightbox, carousel, scroll", Calls lightbox
 * ajax, Messages, Figures "Lightbox media"): image and video links in content,
 * in image and gallery blocks, in the product gallery and in boudoir/lightbox blocks
 * open in PhotoSwipe instead of navigating.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Commerce\Hooks;
use Boudoir\Late_Scripts;
use Boudoir\Options;
use Boudoir\Scripts;
use Boudoir\Theme_Options;

defined( 'ABSPATH' ) || exit;

/**
 * Marks the links the lightbox opens where they are rendered (Lightbox_Links says which,
 * with which mode and size); a gallery's wrapper gets `data-boudoir-lightbox-gallery` (its
 * links open as one navigable gallery). A page
 * where a link was marked gets the tiny view script (build/scripts/lightbox-view.js),
 * deferred in the footer, and a JSON of the late script's address, the settings and the
 * translated words (`#boudoir-lightbox-config`); PhotoSwipe itself loads late (src/lightbox).
 *
 * Off entirely while the option Theme_Options::LIGHTBOX is `no`, when the filter
 * `boudoir_lightbox_enabled` returns false, or when `<body>` carries `no-lightbox`
 * (the script is then not printed; the view checks the class again in the browser).
 */
final class Lightbox {

	/** The filter that may turn the lightbox off for a request (return false). */
	public const FILTER_ENABLED = 'boudoir_lightbox_enabled';

	/** The view script's handle. */
	public const HANDLE = 'boudoir-lightbox';

	/** The style that lets clicks through WooCommerce's zoom layer (let_clicks_through_the_zoom()). */
	public const ZOOM_STYLE = 'boudoir-lightbox-zoom';

	/** Its rule. */
	public const ZOOM_RULE = '.' . Hooks::PRODUCT_GALLERY_CLASS . '__image .zoomImg{pointer-events:none}';

	/** The late script's name (build/scripts/lightbox.js). */
	public const LATE_SCRIPT = 'lightbox';

	/** The JSON element's id (src/lightbox/config.ts reads it). */
	public const CONFIG_ID = 'boudoir-lightbox-config';

	/** On a gallery whose links open as one gallery. */
	public const GALLERY_ATTRIBUTE = 'data-boudoir-lightbox-gallery';

	/** On a boudoir/lightbox block that overrides "close on content click" (`yes` or `no`). */
	public const CLOSE_ON_CONTENT_ATTRIBUTE = 'data-boudoir-lightbox-close-on-content';

	/** The view script's path under the build folder. */
	private const SCRIPT = 'scripts/lightbox-view';

	/**
	 * Keeps where the built files are.
	 *
	 * @param string $build_dir Absolute path of the build folder.
	 * @param string $build_url Its URL.
	 */
	public function __construct( private string $build_dir, private string $build_url ) {
	}

	/**
	 * Hooks the script, the markup filters and the footer in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_script' ) );
		add_filter( 'render_block_core/image', array( self::class, 'mark_block' ), 10, 1 );
		add_filter( 'render_block_core/gallery', array( self::class, 'mark_gallery' ), 10, 1 );
		// After blocks (9), paragraphs (10) and shortcodes (11): what the page will show.
		add_filter( 'the_content', array( self::class, 'mark_content' ), 20 );
		add_filter( Hooks::PRODUCT_GALLERY_IMAGE_HTML, array( self::class, 'mark_product_image' ), 10, 2 );
		// WooCommerce's own PhotoSwipe would open beside Boudoir's.
		add_filter( Hooks::PRODUCT_GALLERY_PHOTOSWIPE_ENABLED, array( self::class, 'shop_lightbox_enabled' ) );
		// After WooCommerce adds its gallery lightbox to block themes (init), before it enqueues it.
		add_action( 'wp', array( self::class, 'remove_shop_lightbox' ) );
		// Before the footer scripts print (wp_footer 20).
		add_action( 'wp_footer', array( $this, 'print_config' ), 1 );
	}

	/**
	 * Registers the view script (the init action); enqueued only where a link is marked.
	 */
	public function register_script(): void {
		Scripts::register( $this->build_dir, $this->build_url, self::HANDLE, self::SCRIPT );
	}

	/**
	 * Whether the site's lightbox is on (default yes).
	 */
	public static function is_on(): bool {
		return Options::is_on( Theme_Options::LIGHTBOX );
	}

	/**
	 * Whether a click on the content closes the lightbox, site-wide (default no).
	 */
	public static function close_on_content_click(): bool {
		return Options::is_on( Theme_Options::LIGHTBOX_CLOSE_ON_CONTENT_CLICK );
	}

	/**
	 * Whether links are marked on this request: the option, then the filter.
	 */
	public static function is_marking(): bool {
		return self::is_on() && (bool) apply_filters( 'boudoir_lightbox_enabled', true );
	}

	/**
	 * Whether this page keeps the lightbox: links are marked and `<body>` has no `no-lightbox`.
	 */
	public static function is_enabled_on_page(): bool {
		return self::is_marking() && ! in_array( Lightbox_Links::MARKER_CLASS, get_body_class(), true );
	}

	/**
	 * Marks the links of a piece of markup the lightbox opens (Lightbox_Links::mark()) and,
	 * when one is marked, brings the view script to the page.
	 *
	 * @param string $html    Markup.
	 * @param bool   $in_block Whether the links are in a boudoir/lightbox block (inline and ajax modes).
	 */
	public static function mark_links( string $html, bool $in_block = false ): string {
		$marked = Lightbox_Links::mark( $html, $in_block );
		if ( null === $marked ) {
			return $html;
		}
		self::use_on_page();
		return $marked;
	}

	/**
	 * Marks an image block's link (the render_block_core/image filter).
	 *
	 * @param string|mixed $html The block's markup.
	 * @return string|mixed
	 */
	public static function mark_block( $html ) {
		if ( ! is_string( $html ) || ! self::is_marking() ) {
			return $html;
		}
		return self::mark_links( $html );
	}

	/**
	 * Makes a gallery block whose images link to their files one navigable gallery (the
	 * render_block_core/gallery filter; its images were marked as they rendered).
	 *
	 * @param string|mixed $html The block's markup.
	 * @return string|mixed
	 */
	public static function mark_gallery( $html ) {
		if ( ! is_string( $html ) || ! self::is_marking() ) {
			return $html;
		}
		$html = self::mark_links( $html );
		if ( ! str_contains( $html, Lightbox_Links::LINK_ATTRIBUTE . '=' ) ) {
			return $html;
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( $tags->next_tag() ) {
			$tags->set_attribute( self::GALLERY_ATTRIBUTE, true );
		}
		return $tags->get_updated_html();
	}

	/**
	 * Marks the media links of post content, and makes classic galleries (the
	 * `[gallery]` shortcode's `.gallery`) navigable (the the_content filter).
	 *
	 * @param string|mixed $html The content.
	 * @return string|mixed
	 */
	public static function mark_content( $html ) {
		if ( ! is_string( $html ) || ! self::is_marking() ) {
			return $html;
		}
		$html = self::mark_links( $html );
		if ( ! str_contains( $html, 'gallery' ) ) {
			return $html;
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( array( 'class_name' => 'gallery' ) ) ) {
			$tags->set_attribute( self::GALLERY_ATTRIBUTE, true );
		}
		return $tags->get_updated_html();
	}

	/**
	 * Marks a product gallery image's link (the woocommerce_single_product_image_thumbnail_html
	 * filter): WooCommerce links each image to its file, whatever the file's type, so
	 * the image's place decides, not its extension. The image tag is left as it is (the
	 * first is the page's LCP image, loaded eagerly at high priority).
	 *
	 * @param string|mixed $html          The image's markup.
	 * @param int|mixed    $attachment_id Its attachment.
	 * @return string|mixed
	 */
	public static function mark_product_image( $html, $attachment_id = 0 ) {
		if ( ! is_string( $html ) || ! is_numeric( $attachment_id ) || ! wp_attachment_is_image( (int) $attachment_id ) || ! self::is_marking() ) {
			return $html;
		}
		$marked = Lightbox_Links::mark_product_image( $html, (int) $attachment_id );
		if ( null === $marked ) {
			return $html;
		}
		self::use_on_page();
		self::let_clicks_through_the_zoom();
		return $marked;
	}

	/**
	 * WooCommerce's gallery zoom (jquery.zoom) lays `img.zoomImg` over the picture, beside its link:
	 * a mouse click would land on it, not on the link, and open nothing. The zoom layer lets the
	 * pointer through to the link (its zoom follows the wrapper's mousemove, which still comes).
	 */
	private static function let_clicks_through_the_zoom(): void {
		if ( wp_style_is( self::ZOOM_STYLE, 'enqueued' ) ) {
			return;
		}
		wp_register_style( self::ZOOM_STYLE, false, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- no file: an inline rule.
		wp_enqueue_style( self::ZOOM_STYLE );
		wp_add_inline_style( self::ZOOM_STYLE, self::ZOOM_RULE );
	}

	/**
	 * Keeps WooCommerce's own PhotoSwipe off while Boudoir's lightbox is on (the
	 * woocommerce_single_product_photoswipe_enabled filter).
	 *
	 * @param bool|mixed $enabled WooCommerce's choice (the theme's support).
	 * @return bool|mixed
	 */
	public static function shop_lightbox_enabled( $enabled ) {
		return self::is_marking() ? false : $enabled;
	}

	/**
	 * Turns WooCommerce's own gallery lightbox off while Boudoir's is on: without the theme
	 * feature, WooCommerce loads none of its PhotoSwipe 4 scripts and styles and prints no
	 * `.pswp` markup, which would restyle Boudoir's PhotoSwipe 5 dialog. Its zoom stays.
	 */
	public static function remove_shop_lightbox(): void {
		if ( self::is_marking() && current_theme_supports( Hooks::PRODUCT_GALLERY_LIGHTBOX_SUPPORT ) ) {
			remove_theme_support( Hooks::PRODUCT_GALLERY_LIGHTBOX_SUPPORT );
		}
	}

	/**
	 * Brings the view script to the page (a link was marked).
	 */
	public static function use_on_page(): void {
		if ( ! wp_script_is( self::HANDLE, 'enqueued' ) ) {
			wp_enqueue_script( self::HANDLE );
		}
	}

	/**
	 * What the script is told: the late script's and its stylesheet's addresses, the
	 * site's setting and the words (docs/contract.md, Messages).
	 *
	 * @return array{script:string,style:string,closeOnContentClick:bool,strings:array<string,string>}
	 */
	public static function config(): array {
		return array(
			'script'              => Late_Scripts::url( self::LATE_SCRIPT ),
			'style'               => Late_Scripts::style_url( self::LATE_SCRIPT ),
			'closeOnContentClick' => self::close_on_content_click(),
			'strings'             => self::strings(),
		);
	}

	/**
	 * The lightbox's words (docs/contract.md, Messages), translated.
	 *
	 * @return array<string,string>
	 */
	public static function strings(): array {
		return array(
			'close'      => __( 'Close (Esc)', 'boudoir' ),
			'previous'   => __( 'Previous (Left arrow key)', 'boudoir' ),
			'next'       => __( 'Next (Right arrow key)', 'boudoir' ),
			/* translators: The lightbox's counter: %curr% is the number of the item shown, %total% how many there are. Keep both placeholders. */
			'counter'    => __( '%curr% of %total%', 'boudoir' ),
			'zoom'       => __( 'Zoom', 'boudoir' ),
			'notFound'   => __( 'Content not found', 'boudoir' ),
			'ajaxError'  => __( 'The content could not be loaded.', 'boudoir' ),
			'imageError' => __( 'The image could not be loaded.', 'boudoir' ),
		);
	}

	/**
	 * Prints the script's JSON where a link was marked, or takes the script off again
	 * where the page turned the lightbox off (the wp_footer action, before the scripts).
	 */
	public function print_config(): void {
		if ( ! wp_script_is( self::HANDLE, 'enqueued' ) ) {
			return;
		}
		if ( ! self::is_enabled_on_page() ) {
			wp_dequeue_script( self::HANDLE );
			return;
		}
		// JSON with < and & hex-escaped: it cannot close the element. WordPress prints the tag.
		wp_print_inline_script_tag(
			(string) wp_json_encode( self::config(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ),
			array(
				'type' => 'application/json',
				'id'   => self::CONFIG_ID,
			)
		);
	}
}
