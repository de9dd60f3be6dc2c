<?php
/**
 * Shows the shop, product taxonomies and single products with the double's classic
 * templates (WooCommerce's archive-product.php / single-product.php) inside the active
 * block theme: the theme's header and footer template parts around a `<main>` landmark.
 *
 * WooCommerce itself gives block themes block templates; Boudoir only relies on the
 * classic markup inside them, which is what the double prints.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Template loader.
 */
class WC_Double_Template_Loader {

	/** Hooks in. */
	public static function init() {
		add_filter( 'template_include', array( __CLASS__, 'template_loader' ), 20 );
		add_action( 'init', array( __CLASS__, 'add_endpoints' ) );
		add_filter( 'query_vars', array( __CLASS__, 'query_vars' ) );
		add_filter( 'loop_shop_per_page', array( __CLASS__, 'per_page' ) );
		add_action( 'pre_get_posts', array( __CLASS__, 'shop_query' ) );
	}

	/** The checkout's `order-received` endpoint, as WooCommerce registers it. */
	public static function add_endpoints() {
		add_rewrite_endpoint( 'order-received', EP_ROOT | EP_PAGES );
	}

	/**
	 * @param string[] $vars Query vars.
	 * @return string[]
	 */
	public static function query_vars( $vars ) {
		$vars[] = 'order-received';
		return $vars;
	}

	/**
	 * 16 per page, as WooCommerce's default of 4 columns × 4 rows.
	 *
	 * @param int $per_page Per page.
	 * @return int
	 */
	public static function per_page( $per_page ) {
		return $per_page ? $per_page : 16;
	}

	/**
	 * Shop queries: products by menu order then title, as WooCommerce's default sorting.
	 *
	 * @param WP_Query $query Query.
	 */
	public static function shop_query( $query ) {
		if ( is_admin() || ! $query->is_main_query() ) {
			return;
		}
		if ( $query->is_post_type_archive( 'product' ) || $query->is_tax( get_object_taxonomies( 'product' ) ) ) {
			$query->set( 'posts_per_page', apply_filters( 'loop_shop_per_page', 16 ) );
			if ( ! $query->get( 'orderby' ) ) {
				$query->set( 'orderby', 'menu_order title' );
				$query->set( 'order', 'ASC' );
			}
			if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
				$tax_query   = (array) $query->get( 'tax_query' );
				$tax_query[] = array(
					'taxonomy' => 'product_visibility',
					'field'    => 'slug',
					'terms'    => array( 'outofstock' ),
					'operator' => 'NOT IN',
				);
				$query->set( 'tax_query', $tax_query );
			}
		}
	}

	/**
	 * @param string $template The theme's template (template-canvas.php in a block theme).
	 * @return string
	 */
	public static function template_loader( $template ) {
		if ( is_embed() ) {
			return $template;
		}
		$file = '';
		if ( is_singular( 'product' ) ) {
			$file = 'single-product.php';
		} elseif ( is_post_type_archive( 'product' ) || ( wc_get_page_id( 'shop' ) > 0 && is_page( wc_get_page_id( 'shop' ) ) ) || is_product_taxonomy() ) {
			$file = 'archive-product.php';
		}
		if ( ! $file ) {
			return $template;
		}
		$theme_file = locate_template( array( 'woocommerce/' . $file, $file ) );
		$GLOBALS['wc_double_content_template'] = $theme_file ? $theme_file : WC_ABSPATH . 'templates/' . $file;
		return wp_is_block_theme() ? WC_ABSPATH . 'templates/block-theme-document.php' : $GLOBALS['wc_double_content_template'];
	}

	/**
	 * A block template part rendered as the block theme does (`<header class="wp-block-template-part">`).
	 *
	 * @param string $slug     header or footer.
	 * @param string $tag_name header or footer.
	 * @return string
	 */
	public static function template_part( $slug, $tag_name ) {
		return do_blocks( '<!-- wp:template-part {"slug":"' . esc_attr( $slug ) . '","tagName":"' . esc_attr( $tag_name ) . '"} /-->' );
	}
}
