<?php
/**
 * Tests of Boudoir\Theme\Skip_Link.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Theme\Skip_Link;
use Boudoir\Theme_Options;

/**
 * A skip link only where the theme has none: WordPress's own in block themes, the
 * theme's own when it says so, Boudoir's in other classic themes.
 */
final class Skip_Link_Test extends Test_Case {

	public function tear_down(): void {
		remove_all_filters( 'boudoir_print_skip_link' );
		parent::tear_down();
	}

	public function test_block_themes_keep_wordpress_s_own_skip_link(): void {
		$link = new Skip_Link( '__return_true' );
		$this->assertFalse( $link->applies() );
		ob_start();
		$link->print_link();
		$this->assertSame( '', ob_get_clean() );
	}

	public function test_a_classic_theme_without_one_gets_a_link_to_the_main_content(): void {
		$link = new Skip_Link( '__return_false' );
		$this->assertTrue( $link->applies() );
		ob_start();
		$link->print_link();
		$html = (string) ob_get_clean();
		$this->assertSame( '<a class="skip-link boudoir-skip-link" href="#boudoir-main">Skip to content</a>', $html );

		ob_start();
		$link->print_target_script();
		$script = (string) ob_get_clean();
		$this->assertStringContainsString( 'main,[role=main]', $script );
		$this->assertStringContainsString( '"boudoir-main"', $script );

		$link->enqueue();
		$this->assertTrue( wp_style_is( Skip_Link::HANDLE, 'enqueued' ) );
	}

	public function test_a_classic_theme_with_its_own_link_gets_none(): void {
		add_filter( 'boudoir_print_skip_link', '__return_false' );
		$link = new Skip_Link( '__return_false' );
		$this->assertFalse( $link->applies() );
		ob_start();
		$link->print_link();
		$link->print_target_script();
		$this->assertSame( '', ob_get_clean() );
	}

	public function test_it_is_hooked_first_in_the_body(): void {
		$this->assertSame( 5, has_action( 'wp_body_open', array( $this->hooked(), 'print_link' ) ) );
	}

	/** The plugin's own instance, as hooked. */
	private function hooked(): Skip_Link {
		global $wp_filter;
		foreach ( $wp_filter['wp_body_open']->callbacks[5] ?? array() as $callback ) {
			if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof Skip_Link ) {
				return $callback['function'][0];
			}
		}
		$this->fail( 'Skip_Link is not hooked at wp_body_open, priority 5.' );
	}

	/**
	 * With the Skip link setting off, a classic theme gets none from Boudoir.
	 */
	public function test_the_setting_turns_the_link_off(): void {
		$link = new Skip_Link( '__return_false' );
		$this->assertTrue( $link->applies() );
		update_option( Theme_Options::SKIP_LINK, 'no' );
		$this->assertFalse( $link->applies() );
		ob_start();
		$link->print_link();
		$this->assertSame( '', ob_get_clean() );
	}
}
