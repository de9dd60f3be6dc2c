<?php
/**
 * Boudoir Classic: a classic test theme (test infrastructure, never shipped). It supports
 * the shop as a classic theme does, opens the page's one `<main>` around the shop's
 * templates, and has a header widget area where the demo seed puts the wishlist counter.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/** The header widget area's id (the demo seed fills it). */
const BOUDOIR_CLASSIC_HEADER_SIDEBAR = 'header';

/** The shop's widget area (sidebar.php; the demo seed puts WooCommerce's filters there). */
const BOUDOIR_CLASSIC_SHOP_SIDEBAR = 'shop';

/** The main menu's location (the demo seed assigns a menu to it). */
const BOUDOIR_CLASSIC_MENU_LOCATION = 'primary';

add_action(
	'after_setup_theme',
	static function (): void {
		add_theme_support( 'title-tag' );
		add_theme_support( 'html5', array( 'search-form', 'gallery', 'caption', 'style', 'script', 'navigation-widgets' ) );
		add_theme_support( 'post-thumbnails' );
		add_theme_support( 'woocommerce' );
		register_nav_menus( array( BOUDOIR_CLASSIC_MENU_LOCATION => 'Main menu' ) );
	}
);

// header.php prints the theme's own skip link: Boudoir adds none (Boudoir\Theme\Skip_Link).
add_filter( 'boudoir_print_skip_link', '__return_false' );

add_action(
	'widgets_init',
	static function (): void {
		register_sidebar(
			array(
				'id'            => BOUDOIR_CLASSIC_HEADER_SIDEBAR,
				'name'          => 'Header',
				'description'   => 'Beside the main menu: the shop owner puts the wishlist counter here.',
				'before_widget' => '<div id="%1$s" class="widget %2$s">',
				'after_widget'  => '</div>',
				'before_title'  => '<h2 class="widget-title screen-reader-text">',
				'after_title'   => '</h2>',
			)
		);
		register_sidebar(
			array(
				'id'            => BOUDOIR_CLASSIC_SHOP_SIDEBAR,
				'name'          => 'Shop',
				'description'   => 'Beside the shop\'s products (sidebar.php, which WooCommerce\'s woocommerce_sidebar asks for): filters and categories.',
				'before_widget' => '<div id="%1$s" class="widget %2$s">',
				'after_widget'  => '</div>',
				'before_title'  => '<h2 class="widget-title">',
				'after_title'   => '</h2>',
			)
		);
	}
);

add_action(
	'wp_enqueue_scripts',
	static function (): void {
		wp_enqueue_style( 'boudoir-classic', get_stylesheet_uri(), array(), wp_get_theme()->get( 'Version' ) );
	}
);

/*
 * The shop's templates print their content between its before/after main content actions;
 * WooCommerce's own wrapper (global/wrapper-start.php) guesses a theme's markup, so a theme
 * replaces it with its own, as WooCommerce's theming guide says: here the page's one <main>.
 */
remove_action( 'woocommerce_before_main_content', 'woocommerce_output_content_wrapper', 10 );
remove_action( 'woocommerce_after_main_content', 'woocommerce_output_content_wrapper_end', 10 );
add_action( 'woocommerce_before_main_content', 'boudoir_classic_main_open', 10 );
add_action( 'woocommerce_after_main_content', 'boudoir_classic_main_close', 10 );

/** Opens the page's main landmark (the skip link's target). */
function boudoir_classic_main_open(): void {
	echo '<main id="main" class="site-main" tabindex="-1">';
}

/** Closes it. */
function boudoir_classic_main_close(): void {
	echo '</main>';
}

/*
 * A quantity field before each simple product's add-to-cart button in the shop's loop, as
 * themes offer it (OceanWP's "quantity in the shop loop"): Boudoir's steppers keep the
 * button's data-quantity, which WooCommerce's AJAX add to cart posts, in step with it
 * (tests/e2e/specs/quantity.spec.ts). After the product's link closes (priority 5), before
 * the button (10): no field inside a link.
 */
add_action( 'woocommerce_after_shop_loop_item', 'boudoir_classic_loop_quantity', 9 );

/** Prints the loop's quantity field for a simple product that can be bought in numbers. */
function boudoir_classic_loop_quantity(): void {
	global $product;
	if ( ! $product instanceof WC_Product || ! $product->is_type( 'simple' ) || ! $product->is_purchasable()
		|| ! $product->is_in_stock() || $product->is_sold_individually() ) {
		return;
	}
	woocommerce_quantity_input(
		array(
			'min_value' => $product->get_min_purchase_quantity(),
			'max_value' => $product->get_max_purchase_quantity(),
		),
		$product
	);
}
