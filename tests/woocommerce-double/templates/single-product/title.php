<?php
/**
 * Product title (WooCommerce's templates/single-product/title.php).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

the_title( '<h1 class="product_title entry-title">', '</h1>' );
