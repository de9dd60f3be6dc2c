<?php
/**
 * Tests of Boudoir\Theme\Mega_Menu.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\I18n;
use Boudoir\Theme\Mega_Menu;

/**
 * The "Mega menu" block style of core's navigation submenu: registered with a translated
 * label, its panel marked, its stylesheet and deferred script only where one renders.
 */
final class Mega_Menu_Test extends Test_Case {

	/** A mega menu as the demo seeds it: two child submenus (columns) of links. */
	private const MEGA_MENU = '<!-- wp:navigation-submenu {"label":"Shop","url":"/shop/","kind":"custom","className":"is-style-boudoir-mega-menu"} -->'
		. '<!-- wp:navigation-submenu {"label":"Lingerie","url":"/shop/","kind":"custom","className":"boudoir-mega-menu__column"} -->'
		. '<!-- wp:navigation-link {"label":"Bras","url":"/product-category/bras/","kind":"custom"} /-->'
		. '<!-- /wp:navigation-submenu -->'
		. '<!-- wp:navigation-submenu {"label":"Lounge","url":"/lounge/","kind":"custom","className":"boudoir-mega-menu__column"} -->'
		. '<!-- wp:navigation-link {"label":"Robes","url":"/product-category/robes/","kind":"custom"} /-->'
		. '<!-- /wp:navigation-submenu -->'
		. '<!-- /wp:navigation-submenu -->';

	/** An ordinary dropdown. */
	private const SUBMENU = '<!-- wp:navigation-submenu {"label":"About","url":"/about/","kind":"custom"} -->'
		. '<!-- wp:navigation-link {"label":"Story","url":"/story/","kind":"custom"} /-->'
		. '<!-- /wp:navigation-submenu -->';

	/**
	 * Starts each test with neither asset queued.
	 */
	public function set_up(): void {
		parent::set_up();
		wp_dequeue_script( Mega_Menu::HANDLE );
		wp_dequeue_style( Mega_Menu::HANDLE );
	}

	public function test_the_style_is_registered_on_the_navigation_submenu(): void {
		$style = \WP_Block_Styles_Registry::get_instance()->get_registered( 'core/navigation-submenu', Mega_Menu::STYLE );
		$this->assertIsArray( $style );
		$this->assertSame( 'Mega menu', $style['label'] );
		$this->assertSame( 'is-style-boudoir-mega-menu', 'is-style-' . Mega_Menu::STYLE );
	}

	public function test_the_label_is_translated(): void {
		$this->use_locale( 'zh_TW' );
		( new I18n() )->load_textdomain();
		$menu = new Mega_Menu( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ) );
		try {
			$menu->register_style();
			$style = \WP_Block_Styles_Registry::get_instance()->get_registered( 'core/navigation-submenu', Mega_Menu::STYLE );
			$this->assertSame( '大型選單', $style['label'] );
		} finally {
			// The zh-TW strings must not leak into the tests that run after this one.
			$this->use_site_locale();
			$menu->register_style();
		}
	}

	public function test_the_plugin_hooks_it_in(): void {
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'init', Mega_Menu::class, 'register_style' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'render_block_core/navigation-submenu', Mega_Menu::class, 'render' ) );
	}

	public function test_the_script_is_deferred_in_the_footer_and_the_stylesheet_printed_inline(): void {
		$script = wp_scripts()->registered[ Mega_Menu::HANDLE ] ?? null;
		$this->assertInstanceOf( \_WP_Dependency::class, $script );
		$this->assertStringEndsWith( '/build/scripts/mega-menu.js', $script->src );
		$this->assertSame( 'defer', wp_scripts()->get_data( Mega_Menu::HANDLE, 'strategy' ) );
		$this->assertSame( 1, wp_scripts()->get_data( Mega_Menu::HANDLE, 'group' ) );
		// A vanilla script: no React, no wp-data, no wp-i18n.
		$this->assertSame( array(), $script->deps );
		// Boudoir\Islands prints a style with a path inline.
		$this->assertSame( BOUDOIR_DIR . '/build/scripts/mega-menu.css', wp_styles()->get_data( Mega_Menu::HANDLE, 'path' ) );
		$this->assertFileExists( BOUDOIR_DIR . '/build/scripts/mega-menu.css' );
	}

	public function test_nothing_is_registered_without_a_build(): void {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$GLOBALS['wp_styles']  = new \WP_Styles();
		( new Mega_Menu( get_temp_dir() . 'boudoir-no-build-' . wp_generate_password( 8, false ), 'https://cdn.boudoir.test/build' ) )->register_style();
		$this->assertFalse( wp_script_is( Mega_Menu::HANDLE, 'registered' ) );
		$this->assertFalse( wp_style_is( Mega_Menu::HANDLE, 'registered' ) );
		$this->assertTrue( \WP_Block_Styles_Registry::get_instance()->is_registered( 'core/navigation-submenu', Mega_Menu::STYLE ) );
	}

	public function test_the_assets_load_only_where_a_mega_menu_renders(): void {
		do_blocks( self::SUBMENU );
		do_blocks( '<!-- wp:group {"className":"is-style-boudoir-mega-menu"} --><div class="wp-block-group is-style-boudoir-mega-menu"></div><!-- /wp:group -->' );
		$this->assertFalse( wp_script_is( Mega_Menu::HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_style_is( Mega_Menu::HANDLE, 'enqueued' ) );

		do_blocks( self::MEGA_MENU );
		$this->assertTrue( wp_script_is( Mega_Menu::HANDLE, 'enqueued' ) );
		$this->assertTrue( wp_style_is( Mega_Menu::HANDLE, 'enqueued' ) );
	}

	public function test_the_panel_is_marked_and_the_columns_keep_core_markup(): void {
		$html = do_blocks( self::MEGA_MENU );
		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( 'LI' ) );
		$this->assertTrue( $tags->has_class( 'is-style-boudoir-mega-menu' ) );
		$this->assertTrue( $tags->has_class( 'has-child' ) );
		$this->assertTrue( $tags->next_tag( 'UL' ) );
		$this->assertTrue( $tags->has_class( Mega_Menu::PANEL_CLASS ) );
		$this->assertTrue( $tags->has_class( 'wp-block-navigation__submenu-container' ) );
		// Only the panel: the columns' own lists stay core's.
		$this->assertSame( 1, substr_count( $html, Mega_Menu::PANEL_CLASS ) );
		$columns = 0;
		while ( $tags->next_tag( 'LI' ) ) {
			if ( $tags->has_class( 'boudoir-mega-menu__column' ) ) {
				++$columns;
				$this->assertTrue( $tags->has_class( 'wp-block-navigation-item' ) );
				$this->assertTrue( $tags->has_class( 'has-child' ) );
				$this->assertFalse( $tags->has_class( Mega_Menu::PANEL_CLASS ) );
			}
		}
		$this->assertSame( 2, $columns );
		$this->assertStringContainsString( 'href="/product-category/bras/"', $html );
	}

	public function test_an_ordinary_submenu_is_left_alone(): void {
		$html = do_blocks( self::SUBMENU );
		$this->assertStringNotContainsString( Mega_Menu::PANEL_CLASS, $html );
		$this->assertStringNotContainsString( 'boudoir-mega-menu', $html );
	}

	public function test_core_navigation_keeps_the_panel_and_its_behaviour(): void {
		$html = do_blocks( '<!-- wp:navigation {"overlayMenu":"never"} -->' . self::MEGA_MENU . self::SUBMENU . '<!-- /wp:navigation -->' );
		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'is-style-boudoir-mega-menu' ) ) );
		// Core's Interactivity directives: hover opens it (mouse events on WordPress 6.5, pointer events
		// on 7.1: src/mega-menu tells core the pointer left with both), Escape (keydown) closes it.
		$this->assertSame( 'core/navigation', $tags->get_attribute( 'data-wp-interactive' ) );
		$hover = null === $tags->get_attribute( 'data-wp-on--pointerenter' ) ? array( 'mouseenter', 'mouseleave' ) : array( 'pointerenter', 'pointerleave' );
		$this->assertSame( 'actions.openMenuOnHover', $tags->get_attribute( 'data-wp-on--' . $hover[0] ) );
		$this->assertSame( 'actions.closeMenuOnHover', $tags->get_attribute( 'data-wp-on--' . $hover[1] ) );
		$this->assertSame( 'actions.handleMenuKeydown', $tags->get_attribute( 'data-wp-on--keydown' ) );
		// Core's toggle: the keyboard's way in (its state isMenuOpen on WordPress 6.5, isSubmenuOpen on 7.1).
		$this->assertTrue( $tags->next_tag( 'BUTTON' ) );
		$this->assertSame( 'Shop submenu', $tags->get_attribute( 'aria-label' ) );
		$this->assertSame( 'actions.toggleMenuOnClick', $tags->get_attribute( 'data-wp-on--click' ) );
		$this->assertContains( $tags->get_attribute( 'data-wp-bind--aria-expanded' ), array( 'state.isMenuOpen', 'state.isSubmenuOpen' ) );
		$this->assertTrue( $tags->next_tag( 'UL' ) );
		$this->assertTrue( $tags->has_class( Mega_Menu::PANEL_CLASS ) );
		$this->assertSame( 1, substr_count( $html, Mega_Menu::PANEL_CLASS ) );
	}

	/**
	 * @dataProvider class_names
	 *
	 * @param string $class_name The block's className.
	 * @param bool   $expected   Whether it is a mega menu.
	 */
	public function test_is_mega_menu( string $class_name, bool $expected ): void {
		$block = array(
			'blockName' => 'core/navigation-submenu',
			'attrs'     => array( 'className' => $class_name ),
		);
		$this->assertSame( $expected, Mega_Menu::is_mega_menu( $block ) );
	}

	/**
	 * ClassNames and whether each makes a mega menu.
	 *
	 * @return array<string,array{string,bool}>
	 */
	public static function class_names(): array {
		return array(
			'the style'             => array( 'is-style-boudoir-mega-menu', true ),
			'among other classes'   => array( 'menu-shop  is-style-boudoir-mega-menu extra', true ),
			'none'                  => array( '', false ),
			'a longer style name'   => array( 'is-style-boudoir-mega-menu-x', false ),
			'the column class only' => array( 'boudoir-mega-menu__column', false ),
		);
	}

	public function test_only_navigation_submenus_are_mega_menus(): void {
		$this->assertFalse(
			Mega_Menu::is_mega_menu(
				array(
					'blockName' => 'core/navigation-link',
					'attrs'     => array( 'className' => 'is-style-boudoir-mega-menu' ),
				)
			)
		);
		$this->assertFalse( Mega_Menu::is_mega_menu( array( 'blockName' => 'core/navigation-submenu' ) ) );
		$this->assertFalse( Mega_Menu::is_mega_menu( null ) );
	}
}
