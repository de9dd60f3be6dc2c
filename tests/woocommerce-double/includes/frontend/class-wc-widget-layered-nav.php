<?php
/**
 * WooCommerce's "Filter Products by Attribute" widget (WC_Widget_Layered_Nav), list display:
 * `ul.woocommerce-widget-layered-nav-list > li.wc-layered-nav-term > a` + ` <span class="count">(N)</span>`.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Layered nav widget.
 */
class WC_Widget_Layered_Nav extends WP_Widget {

	/** Registers the widget under WooCommerce's id. */
	public function __construct() {
		parent::__construct(
			'woocommerce_layered_nav',
			__( 'Filter Products by Attribute', 'woocommerce' ),
			array(
				'classname'                   => 'woocommerce widget_layered_nav woocommerce-widget-layered-nav',
				'description'                 => __( 'Display a list of attributes to filter products in your store.', 'woocommerce' ),
				'customize_selective_refresh' => true,
				'show_instance_in_rest'       => true,
			)
		);
	}

	/**
	 * @param array $args     Sidebar arguments.
	 * @param array $instance attribute (without pa_), title, query_type, display_type.
	 */
	public function widget( $args, $instance ) {
		if ( ! is_shop() && ! is_product_taxonomy() ) {
			return;
		}
		$attribute  = isset( $instance['attribute'] ) ? wc_sanitize_taxonomy_name( $instance['attribute'] ) : '';
		$taxonomy   = wc_attribute_taxonomy_name( $attribute );
		$query_type = isset( $instance['query_type'] ) && 'or' === $instance['query_type'] ? 'or' : 'and';
		if ( ! $attribute || ! taxonomy_exists( $taxonomy ) ) {
			return;
		}
		$terms = get_terms(
			apply_filters(
				'woocommerce_product_attribute_terms',
				array(
					'taxonomy'   => $taxonomy,
					'hide_empty' => '1',
				)
			)
		);
		if ( is_wp_error( $terms ) || ! $terms ) {
			return;
		}

		ob_start();
		echo $args['before_widget']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		$title = apply_filters( 'widget_title', $instance['title'] ?? '', $instance, $this->id_base );
		if ( $title ) {
			echo $args['before_title'] . esc_html( $title ) . $args['after_title']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
		$found = $this->layered_nav_list( $terms, $taxonomy, $attribute, $query_type );
		echo $args['after_widget']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped

		// Nothing to filter by: the whole widget stays out, as in WooCommerce.
		if ( ! $found ) {
			ob_end_clean();
		} else {
			echo ob_get_clean(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
	}

	/**
	 * The current page's URL without the paging.
	 *
	 * @return string
	 */
	protected function get_current_page_url() {
		if ( is_shop() ) {
			$link = get_post_type_archive_link( 'product' );
		} elseif ( is_product_taxonomy() ) {
			$link = get_term_link( get_queried_object() );
		} else {
			$link = home_url( add_query_arg( array() ) );
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended
		foreach ( array( 'min_price', 'max_price', 'orderby', 'rating_filter', 'post_type', 's' ) as $kept ) {
			if ( isset( $_GET[ $kept ] ) ) {
				$link = add_query_arg( $kept, wc_clean( wp_unslash( $_GET[ $kept ] ) ), $link );
			}
		}
		foreach ( WC_Double_Layered_Nav_Query::get_layered_nav_chosen_attributes() as $name => $data ) {
			$filter_name = 'filter_' . wc_attribute_taxonomy_slug( $name );
			$link        = add_query_arg( $filter_name, implode( ',', $data['terms'] ), $link );
			if ( 'or' === $data['query_type'] ) {
				$link = add_query_arg( 'query_type_' . wc_attribute_taxonomy_slug( $name ), 'or', $link );
			}
		}
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		return apply_filters( 'woocommerce_widget_get_current_page_url', $link, $this );
	}

	/**
	 * The list; whether any term had products.
	 *
	 * @param WP_Term[] $terms      Terms.
	 * @param string    $taxonomy   Taxonomy.
	 * @param string    $attribute  Attribute slug.
	 * @param string    $query_type and|or.
	 * @return bool
	 */
	protected function layered_nav_list( $terms, $taxonomy, $attribute, $query_type ) {
		$term_counts        = WC_Double_Layered_Nav_Query::get_filtered_term_product_counts( wp_list_pluck( $terms, 'term_id' ), $taxonomy, $query_type );
		$chosen             = WC_Double_Layered_Nav_Query::get_layered_nav_chosen_attributes();
		$found              = false;
		$base_link          = $this->get_current_page_url();
		$current_term_id    = is_tax( $taxonomy ) ? absint( get_queried_object_id() ) : 0;
		$filter_name        = 'filter_' . $attribute;
		$query_type_name    = 'query_type_' . $attribute;
		$current_values     = isset( $chosen[ $taxonomy ]['terms'] ) ? $chosen[ $taxonomy ]['terms'] : array();

		echo '<ul class="woocommerce-widget-layered-nav-list">';
		foreach ( $terms as $term ) {
			$option_is_set = in_array( $term->slug, $current_values, true );
			$count         = isset( $term_counts[ $term->term_id ] ) ? $term_counts[ $term->term_id ] : 0;
			if ( $current_term_id === $term->term_id ) {
				continue;
			}
			if ( 0 < $count ) {
				$found = true;
			} elseif ( 0 === $count && ! $option_is_set ) {
				continue;
			}

			$current_filter = $current_values;
			if ( ! in_array( $term->slug, $current_filter, true ) ) {
				$current_filter[] = $term->slug;
			}
			$link = remove_query_arg( array( $filter_name, $query_type_name ), $base_link );
			foreach ( $current_filter as $key => $value ) {
				// Clicking a chosen term unsets it.
				if ( $option_is_set && $value === $term->slug ) {
					unset( $current_filter[ $key ] );
				}
			}
			if ( ! empty( $current_filter ) ) {
				asort( $current_filter );
				$link = add_query_arg( $filter_name, implode( ',', $current_filter ), $link );
				if ( 'or' === $query_type && ! ( 1 === count( $current_filter ) && $option_is_set ) ) {
					$link = add_query_arg( $query_type_name, 'or', $link );
				}
				$link = str_replace( '%2C', ',', $link );
			}

			if ( $count > 0 || $option_is_set ) {
				$link      = apply_filters( 'woocommerce_layered_nav_link', $link, $term, $taxonomy );
				$term_html = '<a rel="nofollow" href="' . esc_url( $link ) . '">' . esc_html( $term->name ) . '</a>';
			} else {
				$link      = false;
				$term_html = '<span>' . esc_html( $term->name ) . '</span>';
			}
			$term_html .= ' ' . apply_filters( 'woocommerce_layered_nav_count', '<span class="count">(' . absint( $count ) . ')</span>', $count, $term );

			echo '<li class="woocommerce-widget-layered-nav-list__item wc-layered-nav-term ' . ( $option_is_set ? 'woocommerce-widget-layered-nav-list__item--chosen chosen' : '' ) . '">';
			echo apply_filters( 'woocommerce_layered_nav_term_html', $term_html, $term, $link, $count ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
			echo '</li>';
		}
		echo '</ul>';
		return $found;
	}

	/**
	 * @param array $new_instance New.
	 * @param array $old_instance Old.
	 * @return array
	 */
	public function update( $new_instance, $old_instance ) {
		return array(
			'title'        => sanitize_text_field( $new_instance['title'] ?? '' ),
			'attribute'    => wc_sanitize_taxonomy_name( $new_instance['attribute'] ?? '' ),
			'query_type'   => 'or' === ( $new_instance['query_type'] ?? '' ) ? 'or' : 'and',
			'display_type' => 'list',
		);
	}
}
