<?php
/**
 * WooCommerce's "Product Categories" widget (WC_Widget_Product_Categories), list display:
 * `ul.product-categories > li.cat-item > a` + ` <span class="count">(N)</span>`.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's category walker (WC_Product_Cat_List_Walker).
 */
class WC_Product_Cat_List_Walker extends Walker {

	/** @var string */
	public $tree_type = 'product_cat';

	/** @var array */
	public $db_fields = array(
		'parent' => 'parent',
		'id'     => 'term_id',
		'slug'   => 'slug',
	);

	/**
	 * @param string $output Output.
	 * @param int    $depth  Depth.
	 * @param array  $args   Arguments.
	 */
	public function start_lvl( &$output, $depth = 0, $args = array() ) {
		if ( 'list' !== $args['style'] ) {
			return;
		}
		$output .= str_repeat( "\t", $depth ) . "<ul class='children'>\n";
	}

	/**
	 * @param string $output Output.
	 * @param int    $depth  Depth.
	 * @param array  $args   Arguments.
	 */
	public function end_lvl( &$output, $depth = 0, $args = array() ) {
		if ( 'list' !== $args['style'] ) {
			return;
		}
		$output .= str_repeat( "\t", $depth ) . "</ul>\n";
	}

	/**
	 * @param string  $output            Output.
	 * @param WP_Term $cat               Category.
	 * @param int     $depth             Depth.
	 * @param array   $args              Arguments.
	 * @param int     $current_object_id Current.
	 */
	public function start_el( &$output, $cat, $depth = 0, $args = array(), $current_object_id = 0 ) {
		$cat_id  = intval( $cat->term_id );
		$output .= '<li class="cat-item cat-item-' . $cat_id;
		if ( $args['current_category'] === $cat_id ) {
			$output .= ' current-cat';
		}
		if ( $args['has_children'] && $args['hierarchical'] && ( empty( $args['max_depth'] ) || $args['max_depth'] > $depth + 1 ) ) {
			$output .= ' cat-parent';
		}
		if ( $args['current_category_ancestors'] && $args['current_category'] && in_array( $cat_id, $args['current_category_ancestors'], true ) ) {
			$output .= ' current-cat-parent';
		}
		$output .= '"><a href="' . esc_url( get_term_link( $cat_id, $this->tree_type ) ) . '"' . ( $args['current_category'] === $cat_id ? ' aria-current="page"' : '' ) . '>' . apply_filters( 'list_product_cats', esc_html( $cat->name ), $cat ) . '</a>';
		if ( $args['show_count'] ) {
			$output .= ' <span class="count">(' . $cat->count . ')</span>';
		}
	}

	/**
	 * @param string  $output Output.
	 * @param WP_Term $cat    Category.
	 * @param int     $depth  Depth.
	 * @param array   $args   Arguments.
	 */
	public function end_el( &$output, $cat, $depth = 0, $args = array() ) {
		$output .= "</li>\n";
	}
}

/**
 * Product categories widget.
 */
class WC_Widget_Product_Categories extends WP_Widget {

	/** Registers the widget under WooCommerce's id. */
	public function __construct() {
		parent::__construct(
			'woocommerce_product_categories',
			__( 'Product Categories', 'woocommerce' ),
			array(
				'classname'                   => 'woocommerce widget_product_categories',
				'description'                 => __( 'A list or dropdown of product categories.', 'woocommerce' ),
				'customize_selective_refresh' => true,
				'show_instance_in_rest'       => true,
			)
		);
	}

	/**
	 * @param array $args     Sidebar arguments.
	 * @param array $instance title, count, hierarchical, hide_empty, orderby.
	 */
	public function widget( $args, $instance ) {
		$count        = ! empty( $instance['count'] );
		$hierarchical = ! isset( $instance['hierarchical'] ) || ! empty( $instance['hierarchical'] );
		$orderby      = isset( $instance['orderby'] ) && 'order' === $instance['orderby'] ? 'order' : 'name';
		$current      = is_tax( 'product_cat' ) ? get_queried_object() : null;
		$current_id   = $current instanceof WP_Term ? (int) $current->term_id : 0;

		$list_args = array(
			'show_count'                 => $count,
			'hierarchical'               => $hierarchical,
			'taxonomy'                   => 'product_cat',
			'hide_empty'                 => ! empty( $instance['hide_empty'] ),
			'menu_order'                 => 'order' === $orderby ? 'asc' : false,
			'orderby'                    => 'order' === $orderby ? 'meta_value_num' : 'name',
			'walker'                     => new WC_Product_Cat_List_Walker(),
			'title_li'                   => '',
			'pad_counts'                 => 1,
			'show_option_none'           => __( 'No product categories exist.', 'woocommerce' ),
			'current_category'           => $current_id,
			'current_category_ancestors' => $current_id ? get_ancestors( $current_id, 'product_cat' ) : array(),
			'echo'                       => 0,
		);

		echo $args['before_widget']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		$title = apply_filters( 'widget_title', $instance['title'] ?? '', $instance, $this->id_base );
		if ( $title ) {
			echo $args['before_title'] . esc_html( $title ) . $args['after_title']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
		echo '<ul class="product-categories">';
		echo wp_list_categories( apply_filters( 'woocommerce_product_categories_widget_args', $list_args ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		echo '</ul>';
		echo $args['after_widget']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}

	/**
	 * @param array $new_instance New.
	 * @param array $old_instance Old.
	 * @return array
	 */
	public function update( $new_instance, $old_instance ) {
		return array(
			'title'        => sanitize_text_field( $new_instance['title'] ?? '' ),
			'count'        => empty( $new_instance['count'] ) ? 0 : 1,
			'hierarchical' => empty( $new_instance['hierarchical'] ) ? 0 : 1,
			'hide_empty'   => empty( $new_instance['hide_empty'] ) ? 0 : 1,
			'orderby'      => 'order' === ( $new_instance['orderby'] ?? '' ) ? 'order' : 'name',
		);
	}
}
