<?php
/**
 * Tests of Boudoir\Islands: how Boudoir's front-end scripts load.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Islands;

/**
 * View scripts deferred in the footer; island scripts held inert with what they need;
 * block styles inline; scripts at low fetch priority.
 */
final class Islands_Test extends Test_Case {

	private const BUILD_URL = 'https://shop.test/build';

	private Islands $islands;

	/**
	 * Fresh script and style registries with the islands registered (the base class puts the old ones back).
	 */
	protected function set_up(): void {
		parent::set_up();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$GLOBALS['wp_styles']  = new \WP_Styles();
		// The blocks' view scripts, as WordPress registered them from block.json.
		foreach ( \WP_Block_Type_Registry::get_instance()->get_all_registered() as $block_type ) {
			foreach ( $block_type->view_script_handles as $handle ) {
				wp_register_script( $handle, 'https://shop.test/' . $handle . '.js', array( 'boudoir-islands' ), '1' );
			}
		}
		$assets = new \Boudoir\Assets( BOUDOIR_DIR . '/build', self::BUILD_URL );
		$assets->register_jsx_runtime();
		$assets->register_packages();
		$this->islands = new Islands( BOUDOIR_DIR . '/build', self::BUILD_URL );
		$this->islands->register_islands();
	}

	/**
	 * What print_islands() prints.
	 */
	private function printed(): string {
		ob_start();
		$this->islands->print_islands();
		return (string) ob_get_clean();
	}

	/**
	 * The manifest print_islands() printed.
	 *
	 * @param string $html The printed markup.
	 * @return array<string,list<string>>
	 */
	private function manifest( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script(?=[^>]* type="application/json")(?=[^>]* id="boudoir-islands")[^>]*>(.*?)</script>#s', $html, $match ) );
		return json_decode( $match[1], true, 512, JSON_THROW_ON_ERROR )['islands'];
	}

	/**
	 * Marks a block's view script as printed by the page.
	 *
	 * @param string $block Block name.
	 */
	private function page_printed_view_of( string $block ): void {
		$block_type = \WP_Block_Type_Registry::get_instance()->get_registered( $block );
		$this->assertNotNull( $block_type );
		// The view script, and what it depends on: the islands loader.
		wp_scripts()->done[] = 'boudoir-islands';
		wp_scripts()->done[] = $block_type->view_script_handles[0];
	}

	public function test_every_view_script_and_package_is_deferred_in_the_footer(): void {
		$scripts = wp_scripts();
		$handles = array( 'boudoir-islands', 'boudoir-stores-wishlist', 'boudoir-api' );
		foreach ( \WP_Block_Type_Registry::get_instance()->get_all_registered() as $block_type ) {
			if ( str_starts_with( $block_type->name, 'boudoir/' ) ) {
				$handles = array_merge( $handles, $block_type->view_script_handles );
			}
		}
		$this->assertGreaterThan( 5, count( $handles ) );
		foreach ( $handles as $handle ) {
			$this->assertSame( 1, $scripts->get_data( $handle, 'group' ), "{$handle} prints in the footer" );
			$this->assertSame( 'defer', $scripts->get_data( $handle, 'strategy' ), "{$handle} is deferred" );
		}
	}

	public function test_each_island_is_registered_from_its_asset_file_and_never_enqueued(): void {
		$handle = Islands::handle( 'boudoir/add-to-wishlist' );
		$this->assertSame( 'boudoir-add-to-wishlist-island', $handle );
		$asset = require BOUDOIR_DIR . '/build/add-to-wishlist/island.asset.php';
		$this->assertTrue( wp_script_is( $handle, 'registered' ) );
		$this->assertFalse( wp_script_is( $handle, 'enqueued' ) );
		$this->assertSame( $asset['dependencies'], wp_scripts()->registered[ $handle ]->deps );
		// React's JSX runtime from WordPress's handle (Boudoir's on 6.5), which brings React.
		$this->assertContains( 'react-jsx-runtime', $asset['dependencies'] );
		$this->assertContains( 'react', wp_scripts()->registered['react-jsx-runtime']->deps );
		$this->assertSame( self::BUILD_URL . '/add-to-wishlist/island.js', wp_scripts()->registered[ $handle ]->src );
	}

	public function test_the_view_loaders_bring_no_react_and_no_store(): void {
		foreach ( glob( BOUDOIR_DIR . '/build/*/view.asset.php' ) ?: array() as $file ) {
			$asset = require $file;
			foreach ( array( 'react', 'react-dom', 'react-jsx-runtime', 'wp-element', 'wp-data', 'wp-compose', 'boudoir-stores-wishlist', 'boudoir-stores-cart', 'wp-i18n' ) as $heavy ) {
				$this->assertNotContains( $heavy, $asset['dependencies'], basename( dirname( $file ) ) . "'s view script must not depend on {$heavy}" );
			}
		}
	}

	public function test_nothing_is_printed_on_a_page_without_island_blocks(): void {
		$this->assertSame( '', $this->printed() );
	}

	public function test_a_pages_island_gets_its_missing_scripts_inert_and_in_order(): void {
		$this->page_printed_view_of( 'boudoir/add-to-wishlist' );
		// The page printed React already (another plugin's block): the island does not bring it again.
		wp_scripts()->done[] = 'react';

		// The store's settings, as Wishlist_Script_Settings adds them.
		wp_add_inline_script( 'boudoir-stores-wishlist', 'window.boudoirWishlistSettings = {};', 'before' );

		$html     = $this->printed();
		$manifest = $this->manifest( $html );

		$this->assertSame( array( 'boudoir/add-to-wishlist' ), array_keys( $manifest ) );
		$handles = $manifest['boudoir/add-to-wishlist'];
		$this->assertSame( 'boudoir-add-to-wishlist-island', end( $handles ) );
		$this->assertNotContains( 'react', $handles );
		$this->assertNotContains( 'boudoir-islands', $handles, 'the view script brought it already' );
		$this->assertLessThan( array_search( 'wp-data', $handles, true ), array_search( 'wp-element', $handles, true ) ?: -1 );
		$this->assertLessThan( array_search( 'boudoir-stores-wishlist', $handles, true ), array_search( 'wp-data', $handles, true ) );
		foreach ( $handles as $handle ) {
			$this->assertMatchesRegularExpression( '#<template id="boudoir-script-' . preg_quote( $handle, '#' ) . '"( data-built-in="[^"]+")?>#', $html );
			$this->assertTrue( wp_script_is( $handle, 'done' ), "{$handle} is not printed again" );
		}
		// The store's settings ride inside its template, as WordPress prints them (7.1 ends an inline
		// script with its sourceURL and may print the src after other attributes).
		$this->assertMatchesRegularExpression( '#<template id="boudoir-script-boudoir-stores-wishlist"><script id="boudoir-stores-wishlist-js-before">\s*window\.boudoirWishlistSettings = \{\};\s*(//\# sourceURL=boudoir-stores-wishlist-js-before\s*)?</script>\s*<script\b[^>]*\ssrc="[^"]+stores-wishlist\.js[^"]*"[^>]*></script>\s*</template>#', $html );
		// Nothing outside the templates and the manifest runs.
		$outside = preg_replace( '#<template\b.*?</template>#s', '', $html );
		$this->assertSame( 1, substr_count( (string) $outside, '<script' ) );
	}

	public function test_a_late_dependency_is_held_back_inert_and_listed_under_its_own_handle(): void {
		$this->page_printed_view_of( 'boudoir/add-to-wishlist' );
		// As Wishlist_Script_Settings names it: the wishlist store loads the cart store itself.
		wp_script_add_data( 'boudoir-stores-wishlist', Islands::LATE_DEPENDENCIES, array( 'boudoir-stores-cart' ) );

		$html     = $this->printed();
		$manifest = $this->manifest( $html );

		$this->assertContains( 'boudoir-stores-wishlist', $manifest['boudoir/add-to-wishlist'] );
		$this->assertNotContains( 'boudoir-stores-cart', $manifest['boudoir/add-to-wishlist'], 'the island does not bring the cart store' );
		$this->assertSame( 'boudoir-stores-cart', end( $manifest['boudoir-stores-cart'] ) );
		$this->assertSame( 1, substr_count( $html, '<template id="boudoir-script-boudoir-stores-cart">' ) );
	}

	public function test_wordpress_polyfills_name_what_they_add_so_a_browser_that_has_it_skips_them(): void {
		$this->page_printed_view_of( 'boudoir/add-to-wishlist' );
		// WordPress 6.5's React needs wp-polyfill, which loads wp-polyfill-inert and regenerator-runtime;
		// 7.1's packages need no polyfill, so there React is given 6.5's needs (as a plugin's script may
		// ask for a polyfill): what the island lists and how is the same.
		$scripts = wp_scripts();
		if ( ! in_array( 'wp-polyfill', $scripts->registered['react']->deps, true ) ) {
			$scripts->registered['react']->deps[]     = 'wp-polyfill';
			$scripts->registered['wp-polyfill']->deps = array_values( array_unique( array_merge( $scripts->registered['wp-polyfill']->deps, array( 'wp-polyfill-inert', 'regenerator-runtime' ) ) ) );
		}

		$html     = $this->printed();
		$handles  = $this->manifest( $html )['boudoir/add-to-wishlist'];
		$polyfill = array_search( 'wp-polyfill', $handles, true );

		// Listed as WordPress orders them, so a browser without what they add still runs them first.
		$this->assertIsInt( $polyfill );
		$this->assertLessThan( array_search( 'react', $handles, true ), $polyfill );
		$this->assertStringContainsString( '<template id="boudoir-script-wp-polyfill" data-built-in="Array.prototype.toSorted ', $html );
		$this->assertStringContainsString( ' Promise.withResolvers ', $html );
		$this->assertStringContainsString( '<template id="boudoir-script-wp-polyfill-inert" data-built-in="HTMLElement.prototype.inert">', $html );
		// regenerator-runtime has no such test (wp-redux-routine calls it): it always runs.
		$this->assertStringContainsString( '<template id="boudoir-script-regenerator-runtime">', $html );
		$this->assertStringContainsString( '<template id="boudoir-script-react">', $html );
		// Each name is a dotted path the browser resolves from the window: nothing to run.
		foreach ( Islands::BUILT_IN as $paths ) {
			$this->assertMatchesRegularExpression( '/^[A-Za-z]+(\.[A-Za-z]+)*( [A-Za-z]+(\.[A-Za-z]+)*)*$/', $paths );
		}
	}

	public function test_two_islands_share_handles_and_both_list_them(): void {
		$this->page_printed_view_of( 'boudoir/add-to-wishlist' );
		$this->page_printed_view_of( 'boudoir/variation-swatches' );

		$html     = $this->printed();
		$manifest = $this->manifest( $html );

		$this->assertContains( 'react', $manifest['boudoir/add-to-wishlist'] );
		$this->assertContains( 'react', $manifest['boudoir/variation-swatches'] );
		foreach ( $manifest as $handles ) {
			// The JSX runtime comes along, after the React it uses.
			$this->assertGreaterThan( array_search( 'react', $handles, true ), array_search( 'react-jsx-runtime', $handles, true ) );
		}
		$this->assertSame( 1, substr_count( $html, '<template id="boudoir-script-react-jsx-runtime">' ) );
		$this->assertSame( 1, substr_count( $html, '<template id="boudoir-script-react">' ) );
	}

	public function test_block_styles_are_printed_inline(): void {
		$path = BOUDOIR_DIR . '/build/wishlist-counter/style-index.css';
		wp_register_style( 'boudoir-wishlist-counter-style', self::BUILD_URL . '/wishlist-counter/style-index.css', array(), '1' );
		wp_style_add_data( 'boudoir-wishlist-counter-style', 'path', $path );
		wp_enqueue_style( 'boudoir-wishlist-counter-style' );
		wp_register_style( 'someone-else', 'https://shop.test/else.css', array(), '1' );
		wp_style_add_data( 'someone-else', 'path', $path );
		wp_enqueue_style( 'someone-else' );

		$this->islands->inline_styles();

		$this->assertFalse( wp_styles()->registered['boudoir-wishlist-counter-style']->src );
		$this->assertStringContainsString( '.boudoir-wishlist-counter__count', implode( '', wp_styles()->get_data( 'boudoir-wishlist-counter-style', 'after' ) ) );
		$this->assertSame( 'https://shop.test/else.css', wp_styles()->registered['someone-else']->src, 'only Boudoir\'s own' );
	}

	/**
	 * Right to left, the -rtl stylesheet is inlined, whether WordPress's path already names
	 * it (a block registered on a right-to-left page) or names the left-to-right file.
	 */
	public function test_block_styles_are_inlined_right_to_left(): void {
		$ltr    = BOUDOIR_DIR . '/build/scroll-to-top/style-index.css';
		$rtl    = BOUDOIR_DIR . '/build/scroll-to-top/style-index-rtl.css';
		$locale = $GLOBALS['wp_locale']->text_direction;
		$GLOBALS['wp_locale']->text_direction = 'rtl';
		try {
			foreach ( array( $ltr, $rtl ) as $index => $path ) {
				$handle = 'boudoir-scroll-to-top-style-' . $index;
				wp_register_style( $handle, self::BUILD_URL . '/scroll-to-top/style-index.css', array(), '1' );
				wp_style_add_data( $handle, 'rtl', 'replace' );
				wp_style_add_data( $handle, 'path', $path );
				wp_enqueue_style( $handle );
			}

			$this->islands->inline_styles();

			foreach ( array( 0, 1 ) as $index ) {
				$handle = 'boudoir-scroll-to-top-style-' . $index;
				$this->assertFalse( wp_styles()->registered[ $handle ]->src, $handle );
				$css = implode( '', wp_styles()->get_data( $handle, 'after' ) );
				$this->assertSame( trim( (string) file_get_contents( $rtl ) ), trim( $css ), $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
			}
		} finally {
			$GLOBALS['wp_locale']->text_direction = $locale;
		}
	}

	public function test_boudoir_scripts_are_fetched_at_low_priority(): void {
		$this->assertSame(
			'low',
			$this->islands->low_fetch_priority( array( 'src' => 'x.js', 'id' => 'boudoir-islands-js' ) )['fetchpriority'] ?? null
		);
		$this->assertArrayNotHasKey( 'fetchpriority', $this->islands->low_fetch_priority( array( 'src' => 'x.js', 'id' => 'jquery-core-js' ) ) );
		$this->assertArrayNotHasKey( 'fetchpriority', $this->islands->low_fetch_priority( array( 'id' => 'boudoir-api-js-before' ) ) );
	}
}
