<?php
/**
 * WooCommerce's attribute filtering of the shop (WC_Query's layered nav part):
 * `?filter_color=black,red` (and `query_type_color=or`) narrows the main product query, and
 * the layered nav widget counts products per term within the current filters.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Layered nav query.
 */
class WC_Double_Layered_Nav_Query {

	/** Hooks in. */
	public static function init() {
		add_action( 'pre_get_posts', array( __CLASS__, 'filter_main_query' ), 20 );
	}

	/**
	 * The chosen filters: taxonomy → {terms: slugs, query_type: and|or}.
	 *
	 * @return array
	 */
	public static function get_layered_nav_chosen_attributes() {
		$chosen = array();
		// phpcs:disable WordPress.Security.NonceVerification.Recommended
		foreach ( wc_get_attribute_taxonomies() as $attribute ) {
			$attribute   = (object) $attribute;
			$taxonomy    = wc_attribute_taxonomy_name( $attribute->attribute_name );
			$filter_name = 'filter_' . $attribute->attribute_name;
			if ( empty( $_GET[ $filter_name ] ) || ! taxonomy_exists( $taxonomy ) ) {
				continue;
			}
			$terms = array_filter( array_map( 'sanitize_title', explode( ',', wc_clean( wp_unslash( $_GET[ $filter_name ] ) ) ) ) );
			if ( ! $terms ) {
				continue;
			}
			$query_type          = isset( $_GET[ 'query_type_' . $attribute->attribute_name ] ) ? wc_clean( wp_unslash( $_GET[ 'query_type_' . $attribute->attribute_name ] ) ) : '';
			$chosen[ $taxonomy ] = array(
				'terms'      => $terms,
				'query_type' => in_array( $query_type, array( 'and', 'or' ), true ) ? $query_type : apply_filters( 'woocommerce_layered_nav_default_query_type', 'and' ),
			);
		}
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		return $chosen;
	}

	/**
	 * The tax query of the chosen filters.
	 *
	 * @param string $skip_taxonomy A taxonomy to leave out (its own "or" counts).
	 * @return array
	 */
	public static function chosen_tax_query( $skip_taxonomy = '' ) {
		$tax_query = array();
		foreach ( self::get_layered_nav_chosen_attributes() as $taxonomy => $data ) {
			if ( $taxonomy === $skip_taxonomy ) {
				continue;
			}
			$tax_query[] = array(
				'taxonomy'         => $taxonomy,
				'field'            => 'slug',
				'terms'            => $data['terms'],
				'operator'         => 'and' === $data['query_type'] ? 'AND' : 'IN',
				'include_children' => false,
			);
		}
		return $tax_query;
	}

	/**
	 * Adds the filters to the shop's main query.
	 *
	 * @param WP_Query $query Query.
	 */
	public static function filter_main_query( $query ) {
		if ( is_admin() || ! $query->is_main_query() ) {
			return;
		}
		if ( ! $query->is_post_type_archive( 'product' ) && ! $query->is_tax( get_object_taxonomies( 'product' ) ) ) {
			return;
		}
		$filters = self::chosen_tax_query();
		if ( $filters ) {
			$tax_query = (array) $query->get( 'tax_query' );
			$query->set( 'tax_query', array_merge( $tax_query, $filters ) );
		}
	}

	/**
	 * Product counts per term of a taxonomy within the current archive and the other filters.
	 *
	 * @param int[]  $term_ids   Terms.
	 * @param string $taxonomy   `pa_*`.
	 * @param string $query_type and|or.
	 * @return array term id → count
	 */
	public static function get_filtered_term_product_counts( $term_ids, $taxonomy, $query_type ) {
		$tax_query = self::chosen_tax_query( 'or' === $query_type ? $taxonomy : '' );
		$queried   = get_queried_object();
		if ( $queried instanceof WP_Term && is_product_taxonomy() ) {
			$tax_query[] = array(
				'taxonomy' => $queried->taxonomy,
				'field'    => 'term_id',
				'terms'    => array( $queried->term_id ),
			);
		}
		if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
			$tax_query[] = array(
				'taxonomy' => 'product_visibility',
				'field'    => 'slug',
				'terms'    => array( 'outofstock' ),
				'operator' => 'NOT IN',
			);
		}
		$tax_query[] = array(
			'taxonomy' => 'product_visibility',
			'field'    => 'slug',
			'terms'    => array( 'exclude-from-catalog' ),
			'operator' => 'NOT IN',
		);
		$tax_query['relation'] = 'AND';
		$product_ids = get_posts(
			array(
				'post_type'        => 'product',
				'post_status'      => 'publish',
				'posts_per_page'   => -1,
				'fields'           => 'ids',
				'no_found_rows'    => true,
				'suppress_filters' => true,
				'tax_query'        => $tax_query, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
			)
		);
		$counts = array();
		foreach ( $term_ids as $term_id ) {
			$in_term            = get_objects_in_term( (int) $term_id, $taxonomy );
			$counts[ $term_id ] = is_wp_error( $in_term ) ? 0 : count( array_intersect( array_map( 'intval', $in_term ), array_map( 'intval', $product_ids ) ) );
		}
		return $counts;
	}
}
