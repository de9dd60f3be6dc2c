<?php
/**
 * Product count badges (docs/contract.md, page behaviour 6): in the layered-navigation and category
 * widgets, and the blocks that list categories, a count `(12)` loses its first and last
 * character and shows as a badge `12`, with a screen-reader text saying what it counts.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Theme;

use Boudoir\Commerce\Catalogue;
use Boudoir\Commerce\Shop_Controls;
use Boudoir\Product_Listing;

defined( 'ABSPATH' ) || exit;

/**
 * Done on the server, so nothing moves and no script is needed:
 *
 * - the layered nav widget's `<span class="count">(N)</span>` (its own filter);
 * - every category list wp_list_categories() prints with counts: WooCommerce's product
 *   categories widget (`<span class="count">(N)</span>`), and core's Categories block and
 *   widget (` (N)` after the link), for any taxonomy;
 * - WooCommerce's Product Categories block already prints the bare number with a
 *   screen-reader text and draws its brackets in CSS: the stylesheet drops them.
 *
 * The badge: `<span class="count boudoir-count"><span aria-hidden="true">12</span>
 * <span class="screen-reader-text">12 products</span></span>`.
 */
final class Count_Badges {

	/** The stylesheet's handle (inline CSS only). */
	public const HANDLE = 'boudoir-count-badges';

	/** The badge's class. */
	public const CLASS_NAME = 'boudoir-count';

	/**
	 * Keeps how to reach the shop's catalogue.
	 *
	 * @param \Closure $catalogue fn(): Catalogue, the shop's catalogue.
	 */
	public function __construct( private readonly \Closure $catalogue ) {
	}

	/**
	 * Hooks the filters and the stylesheet in.
	 */
	public function register(): void {
		add_filter( Shop_Controls::LAYERED_NAV_COUNT_FILTER, array( $this, 'layered_nav_count' ) );
		add_filter( 'wp_list_categories', array( $this, 'category_list' ), 10, 2 );
		add_action( 'wp_enqueue_scripts', array( $this, 'register_style' ) );
	}

	/**
	 * Registers the badge's inline stylesheet, enqueued at once in the head where counts are
	 * likely (the shop and its categories, an active count widget), so a badge never shows
	 * unstyled first (block themes render the page before the head anyway); elsewhere the
	 * first badge enqueues it.
	 */
	public function register_style(): void {
		wp_register_style( self::HANDLE, false, array(), '1' );
		wp_add_inline_style( self::HANDLE, self::css() );
		if ( Product_Listing::is_current_page( ( $this->catalogue )() ) ) {
			// The shop prints its page's content (widgets by shortcode or block) after the head.
			wp_enqueue_style( self::HANDLE );
			return;
		}
		foreach ( array_merge( Shop_Controls::COUNT_WIDGETS, array( 'categories' ) ) as $id_base ) {
			if ( is_active_widget( false, false, $id_base ) ) {
				wp_enqueue_style( self::HANDLE );
				return;
			}
		}
	}

	/**
	 * The layered nav widget's count as a badge (its woocommerce_layered_nav_count filter).
	 *
	 * @param mixed $html `<span class="count">(N)</span>`, or what another filter made of it.
	 * @return mixed The badge; anything else unchanged.
	 */
	public function layered_nav_count( $html ) {
		if ( ! is_string( $html ) ) {
			return $html;
		}
		return $this->badge_spans( $html, 'products' );
	}

	/**
	 * The counts of a category list as badges (the wp_list_categories filter).
	 *
	 * @param mixed $output The list's HTML.
	 * @param mixed $args   wp_list_categories()'s arguments.
	 * @return mixed The list; unchanged without counts.
	 */
	public function category_list( $output, $args = array() ) {
		if ( ! is_string( $output ) || ! is_array( $args ) || empty( $args['show_count'] ) ) {
			return $output;
		}
		$noun = $this->noun_for( (string) ( $args['taxonomy'] ?? 'category' ) );
		// WooCommerce's category walker: `</a> <span class="count">(N)</span>`.
		$output = $this->badge_spans( $output, $noun );
		// Core's walker: `</a> (N)` then the line's end.
		return (string) preg_replace_callback(
			'~</a> (\(\d[^()<>]*\))(?=\s)~',
			fn ( array $found ): string => '</a> ' . $this->badge( $found[1], $noun ),
			$output
		);
	}

	/**
	 * Replaces each `<span class="count">(N)</span>` of some HTML with a badge.
	 *
	 * @param string $html Some HTML.
	 * @param string $noun `products` or `posts`.
	 */
	private function badge_spans( string $html, string $noun ): string {
		return (string) preg_replace_callback(
			'~<span class="count">(\(\d[^()<>]*\))</span>~',
			fn ( array $found ): string => $this->badge( $found[1], $noun ),
			$html
		);
	}

	/**
	 * A count as a badge, its stylesheet enqueued.
	 *
	 * @param string $count The printed count, `(N)`.
	 * @param string $noun  `products` or `posts`.
	 */
	public function badge( string $count, string $noun ): string {
		wp_enqueue_style( self::HANDLE );
		$shown  = self::strip_brackets( $count );
		$number = (int) preg_replace( '/\D/', '', $shown );
		return sprintf(
			'<span class="count %1$s"><span class="%1$s__number" aria-hidden="true">%2$s</span><span class="screen-reader-text">%3$s</span></span>',
			self::CLASS_NAME,
			esc_html( $shown ),
			esc_html( self::counted( $number, $shown, $noun ) )
		);
	}

	/**
	 * The spec's transform: a count `(12)` loses its first and last character, `12`. Only a
	 * count in brackets changes; any other text comes back as it was.
	 *
	 * @param string $count The printed count.
	 */
	public static function strip_brackets( string $count ): string {
		if ( strlen( $count ) >= 2 && str_starts_with( $count, '(' ) && str_ends_with( $count, ')' ) ) {
			return substr( $count, 1, -1 );
		}
		return $count;
	}

	/**
	 * What a count counts, for screen readers: "12 products", "1 post".
	 *
	 * @param int    $number The count.
	 * @param string $shown  The count as printed (its digits grouped as the page shows them).
	 * @param string $noun   `products` or `posts`.
	 */
	public static function counted( int $number, string $shown, string $noun ): string {
		if ( 'products' === $noun ) {
			/* translators: %s: a number of products, e.g. 12. */
			return sprintf( _n( '%s product', '%s products', $number, 'boudoir' ), $shown );
		}
		/* translators: %s: a number of posts, e.g. 12. */
		return sprintf( _n( '%s post', '%s posts', $number, 'boudoir' ), $shown );
	}

	/**
	 * What a taxonomy's terms count: products for the shop's taxonomies, else posts.
	 *
	 * @param string $taxonomy The taxonomy.
	 */
	private function noun_for( string $taxonomy ): string {
		$object = get_taxonomy( $taxonomy );
		$types  = $object ? (array) $object->object_type : array();
		$shop   = ( $this->catalogue )();
		return $shop instanceof Catalogue && array_intersect( $types, $shop->product_post_types() ) ? 'products' : 'posts';
	}

	/**
	 * The badge: a pill in the theme's contrast and base colours (AA in both directions of a
	 * light or dark palette: each is the other's background), a visually hidden text, and
	 * the brackets WooCommerce's Product Categories block draws around its count removed.
	 */
	public static function css(): string {
		$block = '.' . Shop_Controls::CATEGORIES_BLOCK_COUNT_CLASS;
		return '.boudoir-count,' . $block . '{display:inline-block;min-width:1.5em;margin-inline-start:.25em;padding:0 .5em;border-radius:999px;'
			. 'background:var(--wp--preset--color--contrast,#1e1e1e);color:var(--wp--preset--color--base,#fff);'
			. 'font-size:.75em;font-weight:600;line-height:1.6;text-align:center;vertical-align:.1em;font-variant-numeric:tabular-nums}'
			. $block . '::before,' . $block . '::after{content:none}'
			. '@media (forced-colors:active){.boudoir-count,' . $block . '{border:1px solid CanvasText}}'
			. '.boudoir-count .screen-reader-text,' . $block . ' .screen-reader-text{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);border:0;white-space:nowrap}';
	}
}
