<?php
/**
 * The demo seed's part for the classic test theme (bin/wp/seed/lib/classic-theme.php): its
 * main menu and the wishlist counter as a block widget in its header widget area; idempotent.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Seed;

use Boudoir\Tests\Test_Case;

/**
 * Runs the seed in the test's transaction and renders the classic theme's header widget area.
 */
final class Classic_Theme_Seed_Test extends Test_Case {

	/**
	 * Runs every seed file in name order, as bin/wp/install.php does; returns what it printed.
	 */
	private function run_seed(): string {
		$files = glob( dirname( __DIR__, 3 ) . '/bin/wp/seed/*.php' ) ?: array();
		sort( $files );
		ob_start();
		foreach ( $files as $file ) {
			require $file;
		}
		return (string) ob_get_clean();
	}

	/**
	 * What the seed wrote for the classic theme.
	 *
	 * @return array<string,mixed>
	 */
	private function classic_state(): array {
		$sidebars = get_option( 'sidebars_widgets' );
		$mods     = get_option( 'theme_mods_boudoir-classic' );
		$menu     = (int) ( $mods['nav_menu_locations']['primary'] ?? 0 );
		return array(
			'header'  => $sidebars['header'] ?? null,
			'widgets' => get_option( 'widget_block' ),
			'menu'    => $menu,
			'items'   => array_map( static fn ( $item ): string => $item->title, $menu ? (array) wp_get_nav_menu_items( $menu ) : array() ),
		);
	}

	protected function tear_down(): void {
		parent::tear_down();
		search_theme_directories( true );
	}

	public function test_the_classic_theme_gets_a_menu_and_the_counter_in_its_header_widget_area(): void {
		if ( ! class_exists( 'WC_Product_Simple' ) ) {
			$this->markTestSkipped( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		$this->run_seed();
		$state = $this->classic_state();

		$this->assertSame( array( 'Shop', 'Wishlist', 'My account', 'Cart' ), $state['items'] );
		$this->assertIsArray( $state['header'] );
		$this->assertCount( 2, $state['header'] );
		$number = (int) substr( (string) $state['header'][0], strlen( 'block-' ) );
		$this->assertSame( '<!-- wp:boudoir/wishlist-counter /-->', $state['widgets'][ $number ]['content'] ?? null );
		$number = (int) substr( (string) $state['header'][1], strlen( 'block-' ) );
		$this->assertSame( '<!-- wp:boudoir/mini-cart /-->', $state['widgets'][ $number ]['content'] ?? null );

		// The theme's header widget area prints the counter (tests/themes/boudoir-classic).
		register_theme_directory( dirname( __DIR__, 2 ) . '/themes' );
		search_theme_directories( true );
		foreach ( array( 'stylesheet', 'template', 'pre_option_stylesheet', 'pre_option_template' ) as $filter ) {
			add_filter( $filter, static fn (): string => 'boudoir-classic' );
		}
		register_sidebar( array( 'id' => 'header' ) );
		register_nav_menus( array( 'primary' => 'Main menu' ) );
		// WordPress keeps the areas' widgets once read, and registers each saved widget on widgets_init.
		unset( $GLOBALS['_wp_sidebars_widgets'] );
		$GLOBALS['wp_widget_factory']->widgets['WP_Widget_Block']->_register();
		ob_start();
		dynamic_sidebar( 'header' );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'wp-block-boudoir-wishlist-counter', $html );
		$this->assertStringContainsString( 'wp-block-boudoir-mini-cart', $html );
		$this->assertTrue( has_nav_menu( 'primary' ) );
	}

	public function test_a_second_run_and_a_forced_one_change_nothing(): void {
		$this->run_seed();
		$first = $this->classic_state();

		$this->run_seed();
		$this->assertSame( $first, $this->classic_state() );

		delete_option( 'boudoir_demo_version' );
		$output = $this->run_seed();
		$this->assertStringContainsString( 'classic-theme seeded', $output );
		$this->assertSame( $first, $this->classic_state() );
	}
}
