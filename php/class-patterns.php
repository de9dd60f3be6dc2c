<?php
/**
 * Block patterns of Boudoir's blocks, under a "Boudoir" category of the inserter.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

use Boudoir\Commerce\Hooks;
use Boudoir\Wishlist\Shared_List_Page;

defined( 'ABSPATH' ) || exit;

/**
 * Three patterns a shop builds its pages from in one click: the wishlist page, the header
 * row (site title, menu, search, wishlist counter, mini-cart) and the product page's add-on
 * row (swatches, add to wishlist) for block themes. The demo shop's pages are built from
 * them too (bin/wp/seed/lib/patterns.php).
 */
final class Patterns {

	/** The inserter's category of Boudoir's patterns. */
	public const CATEGORY = 'boudoir';

	/** The wishlist page: a heading, a line of introduction, the list, the lists. */
	public const WISHLIST_PAGE = 'boudoir/wishlist-page';

	/** The header row: site title, menu, search, wishlist counter, mini-cart, phones' menu. */
	public const HEADER = 'boudoir/header';

	/** The product page's add-on row: swatches, add to wishlist. */
	public const PRODUCT_ADD_ONS = 'boudoir/product-add-ons';

	/**
	 * Hooks the patterns in, after the text domain is loaded (init, priority 0).
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_patterns' ) );
	}

	/**
	 * Registers the category and the patterns (the init action).
	 */
	public function register_patterns(): void {
		register_block_pattern_category(
			self::CATEGORY,
			array(
				'label'       => __( 'Boudoir', 'boudoir' ),
				'description' => __( 'Wishlist page, header and product page rows built from Boudoir’s blocks.', 'boudoir' ),
			)
		);
		foreach ( $this->patterns() as $name => $pattern ) {
			register_block_pattern( $name, $pattern );
		}
	}

	/**
	 * The patterns, by name, as register_block_pattern() takes them.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function patterns(): array {
		return array(
			self::WISHLIST_PAGE   => array(
				'title'       => __( 'Wishlist page', 'boudoir' ),
				'description' => __( 'A page where shoppers see their saved products and manage their wishlists.', 'boudoir' ),
				'categories'  => array( self::CATEGORY ),
				'keywords'    => array( __( 'wishlist', 'boudoir' ), __( 'saved', 'boudoir' ), __( 'favourites', 'boudoir' ) ),
				// Offered among the starter patterns of a new page as well.
				'blockTypes'  => array( 'core/post-content' ),
				'postTypes'   => array( 'page' ),
				'content'     => self::wishlist_page(),
			),
			self::HEADER          => array(
				'title'         => __( 'Shop header', 'boudoir' ),
				'description'   => __( 'A header row with the site title, the menu, a product search, the wishlist counter and the mini-cart; phones get a side menu.', 'boudoir' ),
				'categories'    => array( self::CATEGORY, 'header' ),
				'keywords'      => array( __( 'header', 'boudoir' ), __( 'menu', 'boudoir' ), __( 'cart', 'boudoir' ) ),
				'blockTypes'    => array( 'core/template-part/header' ),
				'viewportWidth' => 1280,
				'content'       => self::header(),
			),
			self::PRODUCT_ADD_ONS => array(
				'title'         => __( 'Product add-ons', 'boudoir' ),
				'description'   => __( 'Colour and size swatches with an Add to wishlist button, for the product page of a block theme.', 'boudoir' ),
				'categories'    => array( self::CATEGORY ),
				'keywords'      => array( __( 'swatches', 'boudoir' ), __( 'wishlist', 'boudoir' ), __( 'product', 'boudoir' ) ),
				'templateTypes' => array( 'single-product' ),
				'viewportWidth' => 640,
				'content'       => self::product_add_ons(),
			),
		);
	}

	/**
	 * The wishlist page's blocks.
	 */
	public static function wishlist_page(): string {
		// On a list reached by its link (someone's shared list), the intro speaking to the shopper is left out (Shared_List_Page).
		return '<!-- wp:group {"className":"' . Shared_List_Page::OWN_LISTS_ONLY_CLASS . '","layout":{"type":"constrained"}} -->' . "\n"
			. '<div class="wp-block-group ' . Shared_List_Page::OWN_LISTS_ONLY_CLASS . '">'
			. "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . esc_html__( 'Saved for later', 'boudoir' ) . "</h2>\n<!-- /wp:heading -->\n\n"
			. "<!-- wp:paragraph -->\n<p>" . esc_html__( 'Your saved pieces live here. Tap the heart on any product to keep it for later.', 'boudoir' ) . "</p>\n<!-- /wp:paragraph -->"
			. "</div>\n<!-- /wp:group -->\n\n"
			. "<!-- wp:boudoir/wishlist {\"align\":\"wide\"} /-->\n\n"
			. "<!-- wp:boudoir/wishlists {\"align\":\"wide\"} /-->\n";
	}

	/**
	 * The header row's blocks: the site title on one side; the menu, the search, the wishlist
	 * counter, the mini-cart and the phones' side menu (which takes over from the menu below
	 * 960 px, `boudoir-desktop-menu`) on the other, in one group, so the menu button stays on
	 * the icons' row (on its own it wrapped to a second row of its own on a phone).
	 */
	public static function header(): string {
		$navigation = array(
			// WooCommerce would hook its own mini-cart and account icon after the menu (Header_Hooked_Blocks).
			'metadata'    => array( 'ignoredHookedBlocks' => Hooks::HEADER_HOOKED_BLOCKS ),
			'overlayMenu' => 'never',
			'className'   => 'boudoir-desktop-menu',
			'layout'      => array(
				'type'           => 'flex',
				'justifyContent' => 'right',
				'orientation'    => 'horizontal',
			),
			'style'       => array(
				'spacing' => array(
					'margin'   => array( 'top' => '0' ),
					'blockGap' => 'var:preset|spacing|20',
				),
				'layout'  => array(
					'selfStretch' => 'fit',
					'flexSize'    => null,
				),
			),
		);
		return '<!-- wp:group {"align":"wide","style":{"spacing":{"padding":{"top":"20px","bottom":"20px"}}},"backgroundColor":"base","layout":{"type":"constrained"}} -->' . "\n"
			. '<div class="wp-block-group alignwide has-base-background-color has-background" style="padding-top:20px;padding-bottom:20px">'
			. '<!-- wp:group {"align":"wide","layout":{"type":"flex","justifyContent":"space-between","flexWrap":"wrap"}} -->' . "\n"
			. '<div class="wp-block-group alignwide">'
			. '<!-- wp:group {"style":{"spacing":{"blockGap":"var:preset|spacing|20"},"layout":{"selfStretch":"fit","flexSize":null}},"layout":{"type":"flex"}} -->' . "\n"
			. "<div class=\"wp-block-group\"><!-- wp:site-title {\"level\":0} /--></div>\n<!-- /wp:group -->\n\n"
			. '<!-- wp:group {"style":{"spacing":{"blockGap":"var:preset|spacing|20"}},"layout":{"type":"flex","flexWrap":"nowrap","justifyContent":"right"}} -->' . "\n"
			. '<div class="wp-block-group">'
			. '<!-- wp:navigation ' . serialize_block_attributes( $navigation ) . " /-->\n\n"
			. "<!-- wp:boudoir/header-search /-->\n\n"
			. "<!-- wp:boudoir/wishlist-counter /-->\n\n"
			. "<!-- wp:boudoir/mini-cart /-->\n\n"
			. "<!-- wp:boudoir/mobile-menu /--></div>\n<!-- /wp:group --></div>\n<!-- /wp:group --></div>\n<!-- /wp:group -->";
	}

	/**
	 * The product page's add-on row: the swatches (they take over the add-to-cart form's
	 * drop-downs) and the Add to wishlist button, side by side.
	 */
	public static function product_add_ons(): string {
		return '<!-- wp:group {"style":{"spacing":{"blockGap":"var:preset|spacing|20"}},"layout":{"type":"flex","flexWrap":"wrap","verticalAlignment":"center"}} -->' . "\n"
			. '<div class="wp-block-group">'
			. "<!-- wp:boudoir/variation-swatches /-->\n\n"
			. "<!-- wp:boudoir/add-to-wishlist /--></div>\n<!-- /wp:group -->";
	}
}
