<?php
/**
 * Test infrastructure (WooCommerce double): classic WooCommerce functions the blocks call
 * that the double's classic templates did not need (breadcrumbs, catalog ordering, related
 * products).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'woocommerce_breadcrumb' ) ) {
	/**
	 * `nav.woocommerce-breadcrumb` (WooCommerce: includes/wc-template-functions.php, woocommerce_breadcrumb(),
	 * the trail of includes/class-wc-breadcrumb.php WC_Breadcrumb::generate(), templates/global/breadcrumb.php).
	 *
	 * @param array $args Arguments.
	 */
	function woocommerce_breadcrumb( $args = array() ) {
		$args   = wp_parse_args(
			$args,
			apply_filters(
				'woocommerce_breadcrumb_defaults',
				array(
					'delimiter'   => '&nbsp;&#47;&nbsp;',
					'wrap_before' => '<nav class="woocommerce-breadcrumb" aria-label="Breadcrumb">',
					'wrap_after'  => '</nav>',
					'before'      => '',
					'after'       => '',
					'home'        => _x( 'Home', 'breadcrumb', 'woocommerce' ),
				)
			)
		);
		$crumbs = array();
		if ( $args['home'] ) {
			$crumbs[] = array( $args['home'], apply_filters( 'woocommerce_breadcrumb_home_url', home_url() ) );
		}
		$add_term_ancestors = static function ( $term ) use ( &$crumbs ) {
			foreach ( array_reverse( get_ancestors( $term->term_id, $term->taxonomy ) ) as $ancestor_id ) {
				$ancestor = get_term( $ancestor_id, $term->taxonomy );
				if ( $ancestor instanceof WP_Term ) {
					$crumbs[] = array( $ancestor->name, get_term_link( $ancestor ) );
				}
			}
		};
		if ( is_singular( 'product' ) ) {
			$terms = wc_get_product_terms(
				get_the_ID(),
				'product_cat',
				array(
					'orderby' => 'parent',
					'order'   => 'DESC',
				)
			);
			if ( $terms ) {
				$main_term = apply_filters( 'woocommerce_breadcrumb_main_term', $terms[0], $terms );
				$add_term_ancestors( $main_term );
				$crumbs[] = array( $main_term->name, get_term_link( $main_term ) );
			}
			$crumbs[] = array( get_the_title(), '' );
		} elseif ( is_product_taxonomy() ) {
			$term = get_queried_object();
			if ( $term instanceof WP_Term ) {
				$add_term_ancestors( $term );
				$crumbs[] = array( $term->name, '' );
			}
		} elseif ( is_shop() ) {
			$crumbs[] = array( get_the_title( wc_get_page_id( 'shop' ) ) ? get_the_title( wc_get_page_id( 'shop' ) ) : __( 'Shop', 'woocommerce' ), '' );
			if ( is_search() ) {
				/* translators: %s: search term */
				$crumbs[] = array( sprintf( __( 'Search results for &ldquo;%s&rdquo;', 'woocommerce' ), get_search_query() ), '' );
			}
		}
		$crumbs = apply_filters( 'woocommerce_get_breadcrumb', $crumbs, null );
		if ( ! $crumbs ) {
			return;
		}
		echo $args['wrap_before']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		$last = count( $crumbs ) - 1;
		foreach ( array_values( $crumbs ) as $key => $crumb ) {
			echo $args['before']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
			if ( ! empty( $crumb[1] ) && $last !== $key ) {
				echo '<a href="' . esc_url( $crumb[1] ) . '">' . esc_html( $crumb[0] ) . '</a>';
			} else {
				echo esc_html( $crumb[0] );
			}
			echo $args['after']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
			if ( $last !== $key ) {
				echo $args['delimiter']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
			}
		}
		echo $args['wrap_after']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}

if ( ! function_exists( 'woocommerce_catalog_ordering' ) ) {
	/**
	 * `form.woocommerce-ordering` (WooCommerce: includes/wc-template-functions.php, woocommerce_catalog_ordering(),
	 * templates/loop/orderby.php). Printed only when the loop has products.
	 */
	function woocommerce_catalog_ordering() {
		global $wp_query;
		if ( ! $wp_query || ! $wp_query->found_posts ) {
			return;
		}
		$show_default_orderby    = 'menu_order' === apply_filters( 'woocommerce_default_catalog_orderby', get_option( 'woocommerce_default_catalog_orderby', 'menu_order' ) );
		$catalog_orderby_options = apply_filters(
			'woocommerce_catalog_orderby',
			array(
				'menu_order' => __( 'Default sorting', 'woocommerce' ),
				'popularity' => __( 'Sort by popularity', 'woocommerce' ),
				'rating'     => __( 'Sort by average rating', 'woocommerce' ),
				'date'       => __( 'Sort by latest', 'woocommerce' ),
				'price'      => __( 'Sort by price: low to high', 'woocommerce' ),
				'price-desc' => __( 'Sort by price: high to low', 'woocommerce' ),
			)
		);
		if ( ! $show_default_orderby ) {
			unset( $catalog_orderby_options['menu_order'] );
		}
		if ( ! wc_review_ratings_enabled() ) {
			unset( $catalog_orderby_options['rating'] );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public sorting choice, as in WooCommerce.
		$orderby = isset( $_GET['orderby'] ) ? wc_clean( wp_unslash( $_GET['orderby'] ) ) : 'menu_order';
		if ( ! array_key_exists( $orderby, $catalog_orderby_options ) ) {
			$orderby = current( array_keys( $catalog_orderby_options ) );
		}
		echo '<form class="woocommerce-ordering" method="get">';
		echo '<select name="orderby" class="orderby" aria-label="' . esc_attr__( 'Shop order', 'woocommerce' ) . '">';
		foreach ( $catalog_orderby_options as $id => $name ) {
			echo '<option value="' . esc_attr( $id ) . '"' . selected( $orderby, $id, false ) . '>' . esc_html( $name ) . '</option>';
		}
		echo '</select><input type="hidden" name="paged" value="1" />';
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- WooCommerce: wc_query_string_form_fields( null, array( 'orderby', 'submit', 'paged', 'product-page' ) ).
		foreach ( wp_unslash( $_GET ) as $key => $value ) {
			if ( is_scalar( $value ) && ! in_array( $key, array( 'orderby', 'submit', 'paged', 'product-page' ), true ) ) {
				echo '<input type="hidden" name="' . esc_attr( (string) $key ) . '" value="' . esc_attr( (string) $value ) . '" />';
			}
		}
		echo '</form>';
	}
}

if ( ! function_exists( 'wc_get_related_products' ) ) {
	/**
	 * Products sharing a category or tag, shuffled (WooCommerce: includes/wc-product-functions.php,
	 * wc_get_related_products(); the query of WC_Product_Data_Store_CPT::get_related_products()).
	 *
	 * @param int   $product_id  Product.
	 * @param int   $limit       How many.
	 * @param int[] $exclude_ids Ids to leave out.
	 * @return int[]
	 */
	function wc_get_related_products( $product_id, $limit = 5, $exclude_ids = array() ) {
		$product_id = absint( $product_id );
		$limit      = $limit >= -1 ? $limit : 5;
		$cats       = apply_filters( 'woocommerce_product_related_posts_relate_by_category', true, $product_id ) ? wp_get_post_terms( $product_id, 'product_cat', array( 'fields' => 'ids' ) ) : array();
		$tags       = apply_filters( 'woocommerce_product_related_posts_relate_by_tag', true, $product_id ) ? wp_get_post_terms( $product_id, 'product_tag', array( 'fields' => 'ids' ) ) : array();
		$cats       = is_wp_error( $cats ) ? array() : apply_filters( 'woocommerce_get_related_product_cat_terms', $cats, $product_id );
		$tags       = is_wp_error( $tags ) ? array() : apply_filters( 'woocommerce_get_related_product_tag_terms', $tags, $product_id );
		if ( ! $cats && ! $tags && ! apply_filters( 'woocommerce_product_related_posts_force_display', false, $product_id ) ) {
			return array();
		}
		$tax_query = array( 'relation' => 'OR' );
		if ( $cats ) {
			$tax_query[] = array(
				'taxonomy' => 'product_cat',
				'terms'    => $cats,
			);
		}
		if ( $tags ) {
			$tax_query[] = array(
				'taxonomy' => 'product_tag',
				'terms'    => $tags,
			);
		}
		$related = get_posts(
			array(
				'post_type'      => 'product',
				'post_status'    => 'publish',
				'posts_per_page' => $limit > 0 ? $limit + 10 : -1,
				'post__not_in'   => array_merge( array( $product_id ), array_map( 'absint', (array) $exclude_ids ) ),
				'fields'         => 'ids',
				'tax_query'      => array_merge( $tax_query, array() ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
			)
		);
		$related = apply_filters(
			'woocommerce_related_products',
			array_map( 'absint', $related ),
			$product_id,
			array(
				'limit'        => $limit,
				'excluded_ids' => $exclude_ids,
			)
		);
		if ( apply_filters( 'woocommerce_product_related_posts_shuffle', true ) ) {
			shuffle( $related );
		}
		return array_slice( $related, 0, $limit > 0 ? $limit : null );
	}
}
