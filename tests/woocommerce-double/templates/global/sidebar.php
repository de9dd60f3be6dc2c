<?php
/**
 * Sidebar: the theme's sidebar-shop.php or sidebar.php (WooCommerce's templates/global/sidebar.php).
 *
 * @package WooCommerce_Double
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Exit if accessed directly.
}

get_sidebar( 'shop' );
