<?php
/**
 * The demo's classic test theme (tests/themes/boudoir-classic, which the e2e lane's
 * `classic` project switches to per request): its main menu, and the wishlist counter
 * as a block widget in its header widget area, where a classic shop's owner puts it.
 *
 * Written whatever the active theme is (a theme's menus and widgets are options), so the
 * classic theme is ready the moment a request switches to it.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

/** The classic test theme's folder. */
const BOUDOIR_DEMO_CLASSIC_THEME = 'boudoir-classic';

/** Its header widget area and menu location (tests/themes/boudoir-classic/functions.php). */
const BOUDOIR_DEMO_CLASSIC_SIDEBAR  = 'header';
const BOUDOIR_DEMO_CLASSIC_LOCATION = 'primary';

/** Its shop widget area (sidebar.php, printed by WooCommerce's woocommerce_sidebar). */
const BOUDOIR_DEMO_CLASSIC_SHOP_SIDEBAR = 'shop';

/** The counter widget's block. */
const BOUDOIR_DEMO_CLASSIC_COUNTER = '<!-- wp:boudoir/wishlist-counter /-->';

/** The mini-cart widget's block, after the counter. */
const BOUDOIR_DEMO_CLASSIC_MINI_CART = '<!-- wp:boudoir/mini-cart /-->';

/**
 * The classic theme's main menu: Shop, Wishlist, My account, Cart (the pages that exist).
 *
 * @return int The menu's term id.
 */
function boudoir_demo_classic_menu(): int {
	$name = 'Classic main menu';
	$menu = wp_get_nav_menu_object( $name );
	$id   = $menu ? (int) $menu->term_id : wp_create_nav_menu( $name );
	if ( is_wp_error( $id ) ) {
		boudoir_demo_fail( $id );
	}
	$pages = array();
	foreach ( array(
		'shop'       => 'Shop',
		'wishlist'   => 'Wishlist',
		'my-account' => 'My account',
		'cart'       => 'Cart',
	) as $slug => $label ) {
		$page = boudoir_demo_post_id( 'page', $slug );
		if ( $page ) {
			$pages[ $page ] = $label;
		}
	}
	$items = wp_get_nav_menu_items( $id, array( 'post_status' => 'any' ) );
	$items = is_array( $items ) ? $items : array();
	$have  = array_map( static fn ( $item ): int => (int) $item->object_id, $items );
	if ( array_keys( $pages ) === $have ) {
		return (int) $id;
	}
	foreach ( $items as $item ) {
		wp_delete_post( (int) $item->ID, true );
	}
	$position = 0;
	foreach ( $pages as $page => $label ) {
		$result = wp_update_nav_menu_item(
			(int) $id,
			0,
			array(
				'menu-item-title'     => $label,
				'menu-item-object'    => 'page',
				'menu-item-object-id' => $page,
				'menu-item-type'      => 'post_type',
				'menu-item-status'    => 'publish',
				'menu-item-position'  => ++$position,
			)
		);
		if ( is_wp_error( $result ) ) {
			boudoir_demo_fail( $result );
		}
	}
	return (int) $id;
}

/**
 * The block widget holding the wishlist counter, or another block (reused when it exists).
 *
 * @param string $content The widget's block markup.
 * @return string The widget's id, `block-N`.
 */
function boudoir_demo_classic_counter_widget( string $content = BOUDOIR_DEMO_CLASSIC_COUNTER ): string {
	$widgets = get_option( 'widget_block' );
	$widgets = is_array( $widgets ) ? $widgets : array();
	foreach ( $widgets as $number => $widget ) {
		if ( is_int( $number ) && is_array( $widget ) && trim( (string) ( $widget['content'] ?? '' ) ) === $content ) {
			return 'block-' . $number;
		}
	}
	$numbers                 = array_filter( array_keys( $widgets ), 'is_int' );
	$number                  = ( $numbers ? max( $numbers ) : 1 ) + 1;
	$widgets[ $number ]      = array( 'content' => $content );
	$widgets['_multiwidget'] = 1;
	update_option( 'widget_block', $widgets );
	return 'block-' . $number;
}

/**
 * Seeds the classic theme's menu location and header widget area.
 */
function boudoir_demo_seed_classic_theme(): void {
	$menu = boudoir_demo_classic_menu();
	$mods = get_option( 'theme_mods_' . BOUDOIR_DEMO_CLASSIC_THEME );
	$mods = is_array( $mods ) ? $mods : array();

	$mods['nav_menu_locations'] = array( BOUDOIR_DEMO_CLASSIC_LOCATION => $menu ) + (array) ( $mods['nav_menu_locations'] ?? array() );
	update_option( 'theme_mods_' . BOUDOIR_DEMO_CLASSIC_THEME, $mods );

	// Only the shop's counter: without the shop it would render nothing.
	if ( ! boudoir_demo_has_shop() ) {
		return;
	}
	$sidebars = get_option( 'sidebars_widgets' );
	$sidebars = is_array( $sidebars ) ? $sidebars : array();
	$header   = (array) ( $sidebars[ BOUDOIR_DEMO_CLASSIC_SIDEBAR ] ?? array() );
	foreach ( array( BOUDOIR_DEMO_CLASSIC_COUNTER, BOUDOIR_DEMO_CLASSIC_MINI_CART ) as $content ) {
		$widget = boudoir_demo_classic_counter_widget( $content );
		if ( ! in_array( $widget, $header, true ) ) {
			$header[] = $widget;
		}
	}
	$sidebars[ BOUDOIR_DEMO_CLASSIC_SIDEBAR ]      = $header;
	$sidebars[ BOUDOIR_DEMO_CLASSIC_SHOP_SIDEBAR ] = array(
		boudoir_demo_classic_widget(
			'woocommerce_layered_nav',
			array(
				'title'        => 'Filter by colour',
				'attribute'    => 'color',
				'query_type'   => 'and',
				'display_type' => 'list',
			)
		),
		boudoir_demo_classic_widget(
			'woocommerce_product_categories',
			array(
				'title'        => 'Product categories',
				'count'        => 1,
				'hierarchical' => 1,
				'hide_empty'   => 0,
				'orderby'      => 'name',
			)
		),
	);
	$sidebars['array_version'] = 3;
	update_option( 'sidebars_widgets', $sidebars );
}

/**
 * One classic widget's settings, as the Widgets screen stores them: instance 2 of its id base
 * (WooCommerce's layered nav and product categories exist in WooCommerce and in the double).
 *
 * @param string              $id_base  The widget's id base.
 * @param array<string,mixed> $instance Its settings.
 * @return string The widget's id, `{id_base}-2`.
 */
function boudoir_demo_classic_widget( string $id_base, array $instance ): string {
	update_option(
		'widget_' . $id_base,
		array(
			2              => $instance,
			'_multiwidget' => 1,
		)
	);
	return $id_base . '-2';
}
