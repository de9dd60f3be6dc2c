<?php
/**
 * The sidebar WooCommerce's `woocommerce_sidebar` prints after the shop's main content
 * (global/sidebar.php: get_sidebar( 'shop' )): the shop widget area, on the shop and its
 * product archives only, as a complementary landmark of its own.
 *
 * @package Boudoir\Tests
 */

defined( 'ABSPATH' ) || exit;

if ( ! is_active_sidebar( BOUDOIR_CLASSIC_SHOP_SIDEBAR ) || ! function_exists( 'is_shop' ) || ! ( is_shop() || is_product_taxonomy() ) ) {
	return;
}
?>
<aside class="site-sidebar widget-area" aria-label="Shop filters">
	<?php dynamic_sidebar( BOUDOIR_CLASSIC_SHOP_SIDEBAR ); ?>
</aside>
