<?php
/**
 * WooCommerce's cart widget (WC_Widget_Cart): an empty `div.widget_shopping_cart_content`
 * the cart-fragments script fills.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Cart widget.
 */
class WC_Widget_Cart extends WP_Widget {

	/** Registers the widget under WooCommerce's id. */
	public function __construct() {
		parent::__construct(
			'woocommerce_widget_cart',
			__( 'Cart', 'woocommerce' ),
			array(
				'classname'                   => 'woocommerce widget_shopping_cart',
				'description'                 => __( 'Display the customer shopping cart.', 'woocommerce' ),
				'customize_selective_refresh' => true,
			)
		);
	}

	/**
	 * @param array $args     Sidebar arguments.
	 * @param array $instance title, hide_if_empty.
	 */
	public function widget( $args, $instance ) {
		if ( apply_filters( 'woocommerce_widget_cart_is_hidden', is_cart() || is_checkout() ) ) {
			return;
		}
		wp_enqueue_script( 'wc-cart-fragments' );
		$hide_if_empty = empty( $instance['hide_if_empty'] ) ? 0 : 1;
		$title         = apply_filters( 'widget_title', $instance['title'] ?? __( 'Cart', 'woocommerce' ), $instance, $this->id_base );
		if ( $hide_if_empty ) {
			echo '<div class="hide_cart_widget_if_empty">';
		}
		echo $args['before_widget']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		if ( $title ) {
			echo $args['before_title'] . esc_html( $title ) . $args['after_title']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
		echo '<div class="widget_shopping_cart_content"></div>';
		echo $args['after_widget']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		if ( $hide_if_empty ) {
			echo '</div>';
		}
	}
}
