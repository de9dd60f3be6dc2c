<?php
/**
 * Carousels (docs/contract.md, page behaviour 2, States "Lightbox, carousel, scroll", Figures carousel constants): the
 * markup shared by the boudoir/carousel block and by galleries in the "Carousel" style.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Blocks;

use Boudoir\Late_Scripts;

defined( 'ABSPATH' ) || exit;

/**
 * A carousel is a `section` named by its heading, with a row of Previous, Next and
 * Pause/Play buttons, over a row of slides that scrolls sideways without JavaScript
 * (scroll snap, focusable). blocks/carousel/view.ts loads Swiper (build/scripts/carousel.js,
 * src/carousel/late.ts) after the load event or on intent, which takes the row over with
 * the same slide widths and gaps, so nothing moves. Galleries in the "Carousel" style
 * (`is-style-boudoir-carousel` on core/gallery) get the same markup, stylesheet and view;
 * the block's inner blocks become its slides.
 */
final class Carousel {

	/** The block. */
	public const BLOCK = 'boudoir/carousel';

	/** The gallery's style (the class is `is-style-<name>`). */
	public const STYLE = 'boudoir-carousel';

	/** The block the style is for. */
	public const GALLERY = 'core/gallery';

	/** The late script's name (build/scripts/carousel.js). */
	public const LATE_SCRIPT = 'carousel';

	/** The viewport widths, px, from which the tablet's and the desktop's counts apply (options.ts). */
	public const BREAKPOINTS = array(
		'tablet'  => 600,
		'desktop' => 1024,
	);

	/** Marks a parsed block that is a slide of a carousel block (render_block_data). */
	private const SLIDE_KEY = 'boudoir_carousel_slide';

	/** Carries the heading right before a gallery (render_block_data). */
	private const HEADING_KEY = 'boudoir_carousel_heading';

	/**
	 * The last block about to render, in document order (render_block_data), to find a
	 * gallery's heading.
	 *
	 * @var array<string,mixed>|null
	 */
	private ?array $previous_block = null;

	/**
	 * Hooks the gallery style, the slides of the block and the gallery's markup in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_style' ) );
		add_filter( 'render_block_data', array( $this, 'mark_block' ), 10, 3 );
		add_filter( 'render_block', array( $this, 'wrap_slide' ), 100, 2 );
		add_filter( 'render_block_' . self::GALLERY, array( $this, 'render_gallery' ), 100, 2 );
	}

	/**
	 * Registers the "Carousel" style of galleries (the init action).
	 */
	public function register_style(): void {
		register_block_style(
			self::GALLERY,
			array(
				'name'  => self::STYLE,
				'label' => _x( 'Carousel', 'block style', 'boudoir' ),
			)
		);
	}

	/**
	 * Marks the carousel block's inner blocks as slides, and gives a carousel gallery the
	 * heading right before it (the render_block_data filter: called in document order).
	 *
	 * @param array<string,mixed> $parsed_block The block about to render.
	 * @param array<string,mixed> $source_block Unused.
	 * @param \WP_Block|null      $parent_block Its parent, if any.
	 * @return array<string,mixed>
	 */
	public function mark_block( $parsed_block, $source_block = array(), $parent_block = null ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- the filter's signature.
		if ( ! is_array( $parsed_block ) ) {
			return $parsed_block;
		}
		if ( $parent_block instanceof \WP_Block && self::BLOCK === $parent_block->name && 'products' !== ( $parent_block->attributes['source'] ?? 'blocks' ) ) {
			$parsed_block[ self::SLIDE_KEY ] = true;
		}
		if ( self::is_carousel_gallery( $parsed_block ) ) {
			$heading = self::heading_of( $this->previous_block );
			if ( null !== $heading ) {
				$parsed_block[ self::HEADING_KEY ] = $heading;
			}
		}
		$this->previous_block = $parsed_block;
		return $parsed_block;
	}

	/**
	 * Wraps each inner block of a carousel block in its slide (the render_block filter).
	 *
	 * @param string              $html  The block's HTML.
	 * @param array<string,mixed> $block The parsed block.
	 */
	public function wrap_slide( $html, $block ) {
		if ( ! is_array( $block ) || empty( $block[ self::SLIDE_KEY ] ) || ! is_string( $html ) || '' === trim( $html ) ) {
			return $html;
		}
		return '<div class="boudoir-carousel__slide swiper-slide">' . $html . '</div>';
	}

	/**
	 * A default of the Carousel block's (blocks/carousel/block.json), which gallery carousels
	 * share: slides in view per screen, the slide change's duration.
	 *
	 * @param string $attribute The block's attribute.
	 */
	private static function block_default( string $attribute ): int {
		return max( 1, (int) ( self::block_attribute( $attribute )['default'] ?? 1 ) );
	}

	/**
	 * How long a carousel shows each slide while its block leaves the delay at 0: the theme's
	 * pace, or the shop's for its products and galleries (docs/contract.md, Figures and page
	 * behaviour 2), as blocks/carousel/block.json's `autoplayDelay` gives them
	 * (`themeDefault`, `shopDefault`; src/carousel/options.ts reads the same).
	 *
	 * @param bool $shop Whether the carousel shows the shop's products or a gallery.
	 */
	public static function autoplay_delay( bool $shop ): int {
		return max( 0, (int) ( self::block_attribute( 'autoplayDelay' )[ $shop ? 'shopDefault' : 'themeDefault' ] ?? 0 ) );
	}

	/**
	 * One attribute of the registered Carousel block, as block.json declares it.
	 *
	 * @param string $attribute The block's attribute.
	 * @return array<string,mixed>
	 */
	private static function block_attribute( string $attribute ): array {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'boudoir/carousel' );
		return (array) ( $type?->attributes[ $attribute ] ?? array() );
	}

	/**
	 * Turns a gallery in the Carousel style into a carousel: its images become the slides
	 * (the render_block_core/gallery filter); other galleries pass unchanged.
	 *
	 * @param string              $html  The gallery's HTML.
	 * @param array<string,mixed> $block The parsed block.
	 */
	public function render_gallery( $html, $block ) {
		if ( ! self::is_carousel_gallery( $block ) || ! is_string( $html ) || '' === trim( $html ) ) {
			return $html;
		}
		$columns = (int) ( $block['attrs']['columns'] ?? 3 );
		$columns = $columns > 0 ? min( 6, $columns ) : 3;
		$slides  = array( $columns, min( self::block_default( 'slidesTablet' ), $columns ), self::block_default( 'slidesPhone' ) );

		// The gallery's caption moves out of the row, where it names the carousel.
		$caption    = '';
		$caption_id = '';
		if ( preg_match( '#<figcaption\b([^>]*\bblocks-gallery-caption\b[^>]*)>(.*?)</figcaption>\s*(</figure>\s*)$#s', $html, $match ) ) {
			$caption_id = wp_unique_id( 'boudoir-carousel-caption-' );
			$caption    = '<div id="' . esc_attr( $caption_id ) . '"' . $match[1] . '>' . $match[2] . '</div>';
			$html       = substr( $html, 0, -strlen( $match[0] ) ) . $match[3];
		}

		$align = '';
		$tags  = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag( 'figure' ) ) {
			return $html;
		}
		foreach ( array( 'alignwide', 'alignfull', 'alignleft', 'alignright', 'aligncenter' ) as $class ) {
			if ( $tags->has_class( $class ) ) {
				$tags->remove_class( $class );
				$align = $class;
			}
		}
		$tags->add_class( 'boudoir-carousel__track' );
		$tags->add_class( 'swiper-wrapper' );
		// The images are the slides: each one's `sizes` says a slide's width, not the
		// page's (WordPress's default for a large image is the whole window). Set on an
		// image with a srcset, or on an image of the media library, whose srcset
		// wp_filter_content_tags() adds later, keeping a `sizes` it finds.
		$sizes = self::image_sizes( $slides, (string) ( $block['attrs']['align'] ?? '' ) );
		while ( $tags->next_tag() ) {
			if ( 'FIGURE' === $tags->get_tag() && $tags->has_class( 'wp-block-image' ) ) {
				$tags->add_class( 'boudoir-carousel__slide' );
				$tags->add_class( 'swiper-slide' );
			} elseif ( 'IMG' === $tags->get_tag() && ( null !== $tags->get_attribute( 'srcset' ) || preg_match( '/(?:^|\s)wp-image-\d+(?:\s|$)/', (string) $tags->get_attribute( 'class' ) ) ) ) {
				$tags->set_attribute( 'sizes', $sizes );
			}
		}

		$label = array( 'aria-label' => __( 'Gallery', 'boudoir' ) );
		if ( '' !== $caption_id ) {
			$label = array( 'aria-labelledby' => $caption_id );
		} elseif ( isset( $block[ self::HEADING_KEY ] ) && is_array( $block[ self::HEADING_KEY ] ) ) {
			$heading = $block[ self::HEADING_KEY ];
			$label   = '' !== $heading['id'] ? array( 'aria-labelledby' => $heading['id'] ) : array( 'aria-label' => $heading['text'] );
		}

		self::enqueue();
		return self::open(
			array_merge(
				$label,
				array(
					'class' => trim( 'boudoir-carousel is-gallery ' . $align ),
					'style' => self::slides_style( $slides ),
				),
				self::data_attributes( $slides, self::autoplay_delay( true ), self::block_default( 'speed' ), true )
			)
		)
			. self::header( '', true, true )
			. '<div class="boudoir-carousel__viewport swiper" tabindex="0">' . $tags->get_updated_html() . '</div>'
			. $caption
			. '</section>';
	}

	/**
	 * The carousel's opening tag.
	 *
	 * @param array<string,string> $attributes Its attributes (unescaped).
	 */
	public static function open( array $attributes ): string {
		$html = '<section';
		foreach ( $attributes as $name => $value ) {
			$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
		return $html . '>';
	}

	/**
	 * The attributes that tell the view and the late script what to do: the
	 * configuration (`data-boudoir-carousel`, src/carousel/options.ts reads it) and the
	 * late script's URL.
	 *
	 * @param int[] $slides Slides in view: desktop, tablet, phone.
	 * @param int   $delay  Autoplay delay, ms; 0 for none.
	 * @param int   $speed  Slide change, ms.
	 * @param bool  $loop   Whether the last slide leads back to the first.
	 * @return array<string,string>
	 */
	public static function data_attributes( array $slides, int $delay, int $speed, bool $loop ): array {
		$config = array(
			'slides'   => array_map( 'intval', array_values( $slides ) ),
			'delay'    => max( 0, $delay ),
			'speed'    => max( 0, $speed ),
			'loop'     => $loop,
			'messages' => array(
				/* translators: a slide's name for screen readers: %1$s is its number, %2$s how many there are. */
				'slide' => sprintf( __( '%1$s of %2$s', 'boudoir' ), '{{index}}', '{{slidesLength}}' ),
				'first' => __( 'This is the first slide', 'boudoir' ),
				'last'  => __( 'This is the last slide', 'boudoir' ),
			),
		);
		return array(
			'data-boudoir-carousel' => (string) wp_json_encode( $config ),
			'data-late'             => Late_Scripts::url( self::LATE_SCRIPT ),
		);
	}

	/**
	 * The `sizes` of a slide's image: each slide's width at each breakpoint, as the
	 * stylesheet lays it out (a share of the window, within the theme's content or wide
	 * size when the carousel is not full width), so a phone fetches a phone's image.
	 *
	 * @param int[]  $slides Slides in view: desktop, tablet, phone.
	 * @param string $align  The block's alignment: '', 'wide', 'full' and so on.
	 */
	public static function image_sizes( array $slides, string $align ): string {
		list( $desktop, $tablet, $phone ) = array_map( static fn ( $count ): int => max( 1, (int) $count ), array_values( $slides ) );
		$max                              = '';
		if ( 'full' !== $align && function_exists( 'wp_get_global_settings' ) ) {
			$layout = wp_get_global_settings( array( 'layout' ) );
			$max    = (string) ( $layout[ 'wide' === $align ? 'wideSize' : 'contentSize' ] ?? '' );
		}
		$width = static function ( int $per_view ) use ( $max ): string {
			$viewport = 'calc(100vw / ' . $per_view . ')';
			return preg_match( '/^\d+(\.\d+)?px$/', $max ) ? 'min(' . $viewport . ', calc(' . $max . ' / ' . $per_view . '))' : $viewport;
		};
		return sprintf(
			'(min-width: %1$dpx) %2$s, (min-width: %3$dpx) %4$s, %5$s',
			self::BREAKPOINTS['desktop'],
			$width( $desktop ),
			self::BREAKPOINTS['tablet'],
			$width( $tablet ),
			$width( $phone )
		);
	}

	/**
	 * The custom properties by which the stylesheet lays the slides out (as Swiper will).
	 *
	 * @param int[] $slides Slides in view: desktop, tablet, phone.
	 */
	public static function slides_style( array $slides ): string {
		list( $desktop, $tablet, $phone ) = array_map( 'intval', array_values( $slides ) );
		return sprintf( '--boudoir-carousel-desktop:%d;--boudoir-carousel-tablet:%d;--boudoir-carousel-phone:%d', $desktop, $tablet, $phone );
	}

	/**
	 * The carousel's header: its heading (already escaped HTML, or '') and its buttons,
	 * hidden (their room kept) until the late script makes them work.
	 *
	 * @param string $heading  The heading's HTML.
	 * @param bool   $arrows   Whether to show Previous and Next.
	 * @param bool   $autoplay Whether it advances on its own (a Pause/Play button, WCAG 2.2.2).
	 */
	public static function header( string $heading, bool $arrows, bool $autoplay ): string {
		$buttons = '';
		if ( $autoplay ) {
			$buttons .= sprintf(
				'<button type="button" class="boudoir-carousel__button boudoir-carousel__pause" data-pause="%1$s" data-play="%2$s">%3$s%4$s<span class="boudoir-carousel__label">%1$s</span></button>',
				esc_attr__( 'Pause', 'boudoir' ),
				esc_attr__( 'Play', 'boudoir' ),
				self::icon( 'pause', 'boudoir-carousel__icon-pause' ),
				self::icon( 'play', 'boudoir-carousel__icon-play' )
			);
		}
		if ( $arrows ) {
			$buttons .= sprintf(
				'<button type="button" class="boudoir-carousel__button boudoir-carousel__prev">%1$s<span class="boudoir-carousel__label">%2$s</span></button>',
				self::icon( 'chevron-left', 'boudoir-carousel__icon-arrow' ),
				esc_html__( 'Previous slide', 'boudoir' )
			);
			$buttons .= sprintf(
				'<button type="button" class="boudoir-carousel__button boudoir-carousel__next">%1$s<span class="boudoir-carousel__label">%2$s</span></button>',
				self::icon( 'chevron-right', 'boudoir-carousel__icon-arrow' ),
				esc_html__( 'Next slide', 'boudoir' )
			);
		}
		$controls = '' === $buttons ? '' : '<div class="boudoir-carousel__controls">' . $buttons . '</div>';
		return '<div class="boudoir-carousel__header">' . $heading . $controls . '</div>';
	}

	/**
	 * A decorative icon (the buttons are named by their words).
	 *
	 * @param string $name      The icon, of the set (\Boudoir\Icons).
	 * @param string $css_class Its class.
	 */
	private static function icon( string $name, string $css_class ): string {
		return \Boudoir\Icons::svg( $name, 'boudoir-carousel__icon ' . $css_class );
	}

	/**
	 * Brings the block's stylesheet and view to a page that has a carousel gallery but
	 * maybe no carousel block.
	 */
	public static function enqueue(): void {
		$block_type = \WP_Block_Type_Registry::get_instance()->get_registered( self::BLOCK );
		if ( null === $block_type ) {
			return;
		}
		foreach ( $block_type->style_handles as $handle ) {
			wp_enqueue_style( $handle );
		}
		foreach ( $block_type->view_script_handles as $handle ) {
			wp_enqueue_script( $handle );
		}
	}

	/**
	 * Whether a parsed block is a gallery in the Carousel style.
	 *
	 * @param mixed $block The parsed block.
	 */
	public static function is_carousel_gallery( $block ): bool {
		if ( ! is_array( $block ) || self::GALLERY !== ( $block['blockName'] ?? '' ) ) {
			return false;
		}
		$class = $block['attrs']['className'] ?? '';
		return is_string( $class ) && in_array( 'is-style-' . self::STYLE, preg_split( '/\s+/', $class ), true );
	}

	/**
	 * A heading block's id and text; null for any other block.
	 *
	 * @param array<string,mixed>|null $block A parsed block.
	 * @return array{id:string,text:string}|null
	 */
	private static function heading_of( ?array $block ): ?array {
		if ( null === $block || 'core/heading' !== ( $block['blockName'] ?? '' ) ) {
			return null;
		}
		$html = (string) ( $block['innerHTML'] ?? '' );
		$id   = (string) ( $block['attrs']['anchor'] ?? '' );
		if ( '' === $id ) {
			$tags = new \WP_HTML_Tag_Processor( $html );
			$id   = $tags->next_tag() ? (string) $tags->get_attribute( 'id' ) : '';
		}
		$text = trim( wp_strip_all_tags( $html ) );
		return '' === $id && '' === $text ? null : array(
			'id'   => $id,
			'text' => $text,
		);
	}
}
