<?php
/**
 * Tests of Boudoir\Theme\Anchor_Scroll.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Options;
use Boudoir\Theme\Anchor_Scroll;
use Boudoir\Theme_Options;

/**
 * The smooth scroll script (on the pages that need it), its two options and the root's scroll padding.
 */
final class Anchor_Scroll_Test extends Test_Case {

	private const BUILD_URL = 'https://cdn.boudoir.test/build';

	/**
	 * A build folder holding only the script's .asset.php.
	 *
	 * @var string
	 */
	private string $build_dir;

	/**
	 * Makes the build folder and fresh script and style registries.
	 */
	public function set_up(): void {
		parent::set_up();
		$this->build_dir = get_temp_dir() . 'boudoir-anchor-scroll-' . wp_generate_password( 8, false );
		wp_mkdir_p( $this->build_dir . '/scripts' );
		file_put_contents( $this->build_dir . '/scripts/anchor-scroll.asset.php', "<?php return array( 'dependencies' => array(), 'version' => 'abc123' );" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$GLOBALS['wp_styles']  = new \WP_Styles();
	}

	/**
	 * Removes the build folder and the options.
	 */
	public function tear_down(): void {
		unlink( $this->build_dir . '/scripts/anchor-scroll.asset.php' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- a test fixture.
		rmdir( $this->build_dir . '/scripts' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a test fixture.
		rmdir( $this->build_dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a test fixture.
		delete_option( Theme_Options::SMOOTH_SCROLL );
		delete_option( Theme_Options::SCROLL_OFFSET );
		parent::tear_down();
	}

	/**
	 * Runs enqueue() on the test's build folder.
	 */
	private function enqueue(): void {
		( new Anchor_Scroll( $this->build_dir, self::BUILD_URL ) )->enqueue();
	}

	/**
	 * The plugin hooks the script onto every front-end page.
	 */
	public function test_the_plugin_hooks_it_in(): void {
		$hooked = array();
		foreach ( $GLOBALS['wp_filter']['wp_enqueue_scripts']->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof Anchor_Scroll ) {
					$hooked[] = $callback['function'][1];
				}
			}
		}
		$this->assertSame( array( 'enqueue' ), $hooked, 'Plugin::boot() hooks Anchor_Scroll::enqueue() once.' );
		$scroll = new Anchor_Scroll( $this->build_dir, self::BUILD_URL );
		$scroll->register();
		$this->assertSame( 10, has_action( 'wp_enqueue_scripts', array( $scroll, 'enqueue' ) ) );
		$this->assertArrayHasKey( Theme_Options::SMOOTH_SCROLL, Options::all(), 'Its switch is declared in the option registry.' );
	}

	/**
	 * By default the script is registered deferred in the footer, with no dependency (no React, no wp-data), and enqueued once the page has an in-page link.
	 */
	public function test_registers_the_deferred_script_and_enqueues_it_for_an_in_page_link(): void {
		$scroll = new Anchor_Scroll( $this->build_dir, self::BUILD_URL );
		$scroll->enqueue();

		$scripts = wp_scripts();
		$this->assertTrue( wp_script_is( Anchor_Scroll::HANDLE, 'registered' ) );
		$this->assertFalse( wp_script_is( Anchor_Scroll::HANDLE, 'enqueued' ), 'No page content read yet: not loaded.' );
		$script = $scripts->registered[ Anchor_Scroll::HANDLE ];
		$this->assertSame( self::BUILD_URL . '/scripts/anchor-scroll.js', $script->src );
		$this->assertSame( array(), $script->deps );
		$this->assertSame( 'abc123', $script->ver );
		$this->assertSame( 'defer', $scripts->get_data( Anchor_Scroll::HANDLE, 'strategy' ) );
		$this->assertSame( 1, $scripts->get_data( Anchor_Scroll::HANDLE, 'group' ) );

		// A classic theme renders its content after wp_enqueue_scripts.
		$html = '<p><a href="/shop/">Shop</a> <a href="#fit-guide">Fit guide</a></p>';
		$this->assertSame( $html, $scroll->scan( $html ) );
		$this->assertTrue( wp_script_is( Anchor_Scroll::HANDLE, 'enqueued' ) );
	}

	/**
	 * A block theme renders its template before wp_enqueue_scripts: what the blocks asked for is enqueued then.
	 */
	public function test_a_link_read_before_wp_enqueue_scripts_enqueues_the_script(): void {
		$scroll = new Anchor_Scroll( $this->build_dir, self::BUILD_URL );
		$scroll->scan( '<nav><a href="#care">Care</a></nav>' );
		$this->assertFalse( wp_script_is( Anchor_Scroll::HANDLE, 'registered' ) );

		$scroll->enqueue();
		$this->assertTrue( wp_script_is( Anchor_Scroll::HANDLE, 'enqueued' ) );
	}

	/**
	 * A page without an in-page link or a sticky header goes without the script (Plugin Check: not on every page); the padding stays.
	 */
	public function test_a_page_without_in_page_links_goes_without_the_script(): void {
		$scroll = new Anchor_Scroll( $this->build_dir, self::BUILD_URL );
		$scroll->scan( '<a href="/shop/">Shop</a><a href="#">Menu</a><a href="/other-page/#care">Care</a>' );
		$scroll->enqueue();
		$scroll->scan( '<p>Plain content</p>' );

		$this->assertFalse( wp_script_is( Anchor_Scroll::HANDLE, 'enqueued' ) );
		$this->assertTrue( wp_style_is( Anchor_Scroll::HANDLE, 'enqueued' ) );
	}

	/**
	 * What needs the script: a fragment link, this page's address with a fragment, a sticky header.
	 */
	public function test_needs_script_reads_links_to_this_page_and_sticky_headers(): void {
		$this->assertTrue( Anchor_Scroll::needs_script( '<a class="x" href="#fit-guide">Fit</a>', '/' ) );
		$this->assertTrue( Anchor_Scroll::needs_script( "<a href='http://shop.test/about/#team'>Team</a>", '/about/' ) );
		$this->assertTrue( Anchor_Scroll::needs_script( '<a href="/about#team">Team</a>', '/about/' ) );
		$this->assertTrue( Anchor_Scroll::needs_script( '<a href="/#care">Care</a>', '/' ) );
		$this->assertTrue( Anchor_Scroll::needs_script( '<div class="wp-block-group boudoir-sticky-header">…</div>', '/' ) );
		$this->assertFalse( Anchor_Scroll::needs_script( '<a href="/#care">Care</a>', '/product/brief/' ) );
		$this->assertFalse( Anchor_Scroll::needs_script( '<a href="#">Menu</a><p>#1 in lace</p>', '/' ) );
		$this->assertFalse( Anchor_Scroll::needs_script( '<a href="/shop/">Shop</a>', '/' ) );
	}

	/**
	 * A theme can ask for the script on a page whose content holds no link (boudoir_anchor_scroll_needed).
	 */
	public function test_a_theme_can_ask_for_the_script(): void {
		add_filter( 'boudoir_anchor_scroll_needed', '__return_true' );
		$this->enqueue();

		$this->assertTrue( wp_script_is( Anchor_Scroll::HANDLE, 'enqueued' ) );
	}

	/**
	 * The custom offset reaches the script, sanitized.
	 */
	public function test_prints_the_custom_offset_for_the_script(): void {
		update_option( Theme_Options::SCROLL_OFFSET, 24 );
		$this->enqueue();

		$before = wp_scripts()->get_data( Anchor_Scroll::HANDLE, 'before' );
		$this->assertSame( array( 'window.boudoirAnchorScroll = {"offset":24};' ), array_values( array_filter( (array) $before ) ) );
	}

	/**
	 * The root's scroll padding works before the script: admin bar plus custom offset; the script's property wins once set.
	 */
	public function test_prints_the_scroll_padding_default(): void {
		update_option( Theme_Options::SCROLL_OFFSET, '30' );
		$this->enqueue();

		$this->assertTrue( wp_style_is( Anchor_Scroll::HANDLE, 'enqueued' ) );
		$this->assertSame(
			array( 'html:root{scroll-padding-top:var(--boudoir-scroll-offset,calc(var(--wp-admin--admin-bar--height,0px) + var(--boudoir-top-bar-height,0px) + 30px))}' ),
			wp_styles()->get_data( Anchor_Scroll::HANDLE, 'after' )
		);
	}

	/**
	 * Turned off, nothing is printed.
	 */
	public function test_prints_nothing_when_turned_off(): void {
		update_option( Theme_Options::SMOOTH_SCROLL, 'no' );
		$this->enqueue();

		$this->assertFalse( wp_script_is( Anchor_Scroll::HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_style_is( Anchor_Scroll::HANDLE, 'enqueued' ) );
	}

	/**
	 * Without a build, nothing is printed (and nothing breaks).
	 */
	public function test_prints_nothing_without_a_build(): void {
		( new Anchor_Scroll( $this->build_dir . '/missing', self::BUILD_URL ) )->enqueue();

		$this->assertFalse( wp_script_is( Anchor_Scroll::HANDLE, 'enqueued' ) );
	}

	/**
	 * The options are registered with their defaults (yes, 0) and sanitized on save.
	 */
	public function test_registers_both_options_with_defaults_and_sanitizers(): void {
		$settings = get_registered_settings();
		$this->assertSame( 'yes', $settings[ Theme_Options::SMOOTH_SCROLL ]['default'] );
		$this->assertSame( 0, $settings[ Theme_Options::SCROLL_OFFSET ]['default'] );
		$this->assertTrue( Anchor_Scroll::enabled() );
		$this->assertSame( 0, Anchor_Scroll::offset() );

		update_option( Theme_Options::SMOOTH_SCROLL, 'maybe' );
		$this->assertSame( 'yes', get_option( Theme_Options::SMOOTH_SCROLL ) );
		update_option( Theme_Options::SMOOTH_SCROLL, '0' );
		$this->assertSame( 'no', get_option( Theme_Options::SMOOTH_SCROLL ) );
		$this->assertFalse( Anchor_Scroll::enabled() );

		update_option( Theme_Options::SCROLL_OFFSET, '9999' );
		$this->assertSame( 500, get_option( Theme_Options::SCROLL_OFFSET ) );
		update_option( Theme_Options::SCROLL_OFFSET, '-4' );
		$this->assertSame( 0, get_option( Theme_Options::SCROLL_OFFSET ) );
		update_option( Theme_Options::SCROLL_OFFSET, '<script>' );
		$this->assertSame( 0, get_option( Theme_Options::SCROLL_OFFSET ) );
	}

	/**
	 * A stored value written around the sanitizer is still read safely.
	 */
	public function test_reads_a_bad_stored_offset_as_the_default(): void {
		global $wpdb;
		update_option( Theme_Options::SCROLL_OFFSET, 10 );
		$wpdb->update( $wpdb->options, array( 'option_value' => 'x' ), array( 'option_name' => Theme_Options::SCROLL_OFFSET ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		wp_cache_delete( Theme_Options::SCROLL_OFFSET, 'options' );
		wp_cache_delete( 'alloptions', 'options' );

		$this->assertSame( 0, Anchor_Scroll::offset() );
		$this->assertStringContainsString( '+ 0px', Anchor_Scroll::css() );
	}
}
