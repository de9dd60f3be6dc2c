<?php
/**
 * A single product (WooCommerce's templates/single-product.php, 1.6.4).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

if ( ! wp_is_block_theme() ) {
	get_header( 'shop' );
}

do_action( 'woocommerce_before_main_content' );
echo '<div class="woocommerce alignwide">';
while ( have_posts() ) {
	the_post();
	wc_get_template_part( 'content', 'single-product' );
}
echo '</div>';
do_action( 'woocommerce_after_main_content' );

if ( ! wp_is_block_theme() ) {
	get_footer( 'shop' );
}
