<?php
/**
 * The product archive (WooCommerce's templates/archive-product.php, 8.6.0).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

if ( ! wp_is_block_theme() ) {
	get_header( 'shop' );
}

do_action( 'woocommerce_before_main_content' );
?>
<div class="woocommerce alignwide">
<header class="woocommerce-products-header">
	<?php if ( apply_filters( 'woocommerce_show_page_title', true ) ) : ?>
		<h1 class="woocommerce-products-header__title page-title"><?php woocommerce_page_title(); ?></h1>
	<?php endif; ?>

	<?php do_action( 'woocommerce_archive_description' ); ?>
</header>
<?php
do_action( 'woocommerce_sidebar' );

if ( have_posts() ) {
	do_action( 'woocommerce_before_shop_loop' );

	woocommerce_product_loop_start();
	while ( have_posts() ) {
		the_post();
		do_action( 'woocommerce_shop_loop' );
		wc_get_template_part( 'content', 'product' );
	}
	woocommerce_product_loop_end();

	do_action( 'woocommerce_after_shop_loop' );
} else {
	do_action( 'woocommerce_no_products_found' );
}
?>
</div>
<?php
do_action( 'woocommerce_after_main_content' );

if ( ! wp_is_block_theme() ) {
	get_footer( 'shop' );
}
