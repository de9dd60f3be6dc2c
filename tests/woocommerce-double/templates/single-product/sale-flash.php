<?php
/**
 * Loop sale flash (WooCommerce's templates/loop/sale-flash.php).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

global $post, $product;

if ( $product->is_on_sale() ) {
	echo apply_filters( 'woocommerce_sale_flash', '<span class="onsale">' . esc_html__( 'Sale!', 'woocommerce' ) . '</span>', $post, $product ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}
