<?php
/**
 * The demo's look (bin/wp/demo-look/), loaded by the dev mu-plugin on this site too.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir_Demo_Look;
use WP_Theme_JSON_Resolver;

/**
 * The palette keeps the theme's slugs; the look dresses block themes only.
 */
final class Boudoir_Demo_Look_Test extends Test_Case {

	/**
	 * Forgets the resolved theme.json data, before and after each test's theme.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->assertTrue( class_exists( Boudoir_Demo_Look::class ), 'bin/wp/boudoir-dev.php loads the look' );
		$this->forget_theme_json();
	}

	/**
	 * Forgets the theme the test may have switched to.
	 */
	protected function tear_down(): void {
		parent::tear_down();
		$this->forget_theme_json();
	}

	public function test_the_palette_keeps_the_themes_slugs_and_order_and_adds_none(): void {
		$theme = array(
			array(
				'slug'  => 'contrast',
				'name'  => 'Contrast',
				'color' => '#111111',
			),
			array(
				'slug'  => 'accent-6',
				'name'  => 'Accent 6',
				'color' => 'color-mix(in srgb, currentColor 20%, transparent)',
			),
			array(
				'slug'  => 'base',
				'name'  => 'Base',
				'color' => '#ffffff',
			),
		);
		$look  = array(
			array(
				'slug'  => 'base',
				'name'  => 'Ivory blush',
				'color' => '#fbf5f2',
			),
			array(
				'slug'  => 'contrast',
				'name'  => 'Plum ink',
				'color' => '#2b1623',
			),
			array(
				'slug'  => 'base-2',
				'name'  => 'Porcelain',
				'color' => '#fffcfa',
			),
		);

		$this->assertSame(
			array(
				array(
					'slug'  => 'contrast',
					'name'  => 'Plum ink',
					'color' => '#2b1623',
				),
				$theme[1],
				array(
					'slug'  => 'base',
					'name'  => 'Ivory blush',
					'color' => '#fbf5f2',
				),
			),
			Boudoir_Demo_Look::palette( $theme, $look )
		);
	}

	public function test_a_block_theme_wears_the_look_in_its_own_slugs(): void {
		$this->assertTrue( wp_is_block_theme(), 'the test site runs a block theme' );
		$own = $this->theme_slugs();

		$this->assertSame( '14px', $this->radius() );
		$palette = array_column( (array) wp_get_global_settings( array( 'color', 'palette', 'theme' ) ), 'color', 'slug' );
		$this->assertSame( '#fbf5f2', $palette['base'] );
		$this->assertSame( '#2b1623', $palette['contrast'] );
		$this->assertSame( $own, array_keys( $palette ), 'the theme\'s slugs, no other' );
		$this->assertStringContainsString( '.woocommerce-checkout', $this->look_css() );
	}

	public function test_a_classic_theme_keeps_its_own(): void {
		$classic = static fn (): string => 'boudoir-classic';
		foreach ( array( 'stylesheet', 'template' ) as $filter ) {
			add_filter( $filter, $classic );
		}
		$this->forget_theme_json();
		$this->assertFalse( wp_is_block_theme() );

		$this->assertNull( $this->radius() );
	}

	/**
	 * The radius Boudoir's dialogs read (`--wp--custom--boudoir--radius`), if any (a missing
	 * path gives wp_get_global_settings()'s whole settings, so read it from them).
	 */
	private function radius(): ?string {
		return wp_get_global_settings()['custom']['boudoir']['radius'] ?? null;
	}

	/**
	 * The look's CSS as pages get it: no comments, one line.
	 */
	private function look_css(): string {
		$css = ( new Boudoir_Demo_Look( dirname( __DIR__, 5 ) . '/bin/wp/demo-look' ) )->css();
		$this->assertStringNotContainsString( '/*', $css );
		$this->assertStringNotContainsString( "\n", $css );
		return $css;
	}

	/**
	 * The active theme's own palette slugs, from its theme.json.
	 *
	 * @return list<string>
	 */
	private function theme_slugs(): array {
		$json = wp_json_file_decode( wp_get_theme()->get_file_path( 'theme.json' ), array( 'associative' => true ) );
		return array_column( (array) ( $json['settings']['color']['palette'] ?? array() ), 'slug' );
	}

	/**
	 * Makes WordPress read theme.json again.
	 */
	private function forget_theme_json(): void {
		WP_Theme_JSON_Resolver::clean_cached_data();
		if ( function_exists( 'wp_clean_theme_json_cache' ) ) {
			wp_clean_theme_json_cache();
		}
	}
}
