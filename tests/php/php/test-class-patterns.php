<?php
/**
 * Tests of Boudoir\Patterns.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Patterns;

/**
 * The "Boudoir" pattern category and its three patterns: registered on the running site,
 * made of Boudoir's blocks, every string translated.
 */
final class Patterns_Test extends Test_Case {

	/**
	 * The names of the blocks in some block markup, depth first, without the spaces between blocks.
	 *
	 * @param string $markup Block markup.
	 * @return list<string>
	 */
	private function block_names( string $markup ): array {
		$names = array();
		$walk  = static function ( array $blocks ) use ( &$walk, &$names ): void {
			foreach ( $blocks as $block ) {
				if ( null !== $block['blockName'] ) {
					$names[] = $block['blockName'];
				}
				$walk( $block['innerBlocks'] );
			}
		};
		$walk( parse_blocks( $markup ) );
		return $names;
	}

	public function test_the_category_and_the_patterns_are_registered_at_init(): void {
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'init', Patterns::class, 'register_patterns' ) );
		$category = \WP_Block_Pattern_Categories_Registry::get_instance()->get_registered( 'boudoir' );
		$this->assertIsArray( $category );
		$this->assertSame( 'Boudoir', $category['label'] );
		$registry = \WP_Block_Patterns_Registry::get_instance();
		foreach ( array( 'boudoir/wishlist-page', 'boudoir/header', 'boudoir/product-add-ons' ) as $name ) {
			$pattern = $registry->get_registered( $name );
			$this->assertIsArray( $pattern, $name );
			$this->assertContains( 'boudoir', $pattern['categories'], $name );
			$this->assertNotSame( '', $pattern['description'], $name );
			$this->assertNotEmpty( $pattern['keywords'], $name );
			// Shown in the inserter (WordPress's default), so a shop builds its pages in one click.
			$this->assertTrue( $pattern['inserter'] ?? true, $name );
		}
	}

	public function test_each_pattern_is_made_of_the_blocks_it_names(): void {
		$registry = \WP_Block_Patterns_Registry::get_instance();
		$this->assertSame(
			array( 'core/group', 'core/heading', 'core/paragraph', 'boudoir/wishlist', 'boudoir/wishlists' ),
			$this->block_names( $registry->get_registered( 'boudoir/wishlist-page' )['content'] )
		);
		$this->assertSame(
			array( 'core/group', 'core/group', 'core/group', 'core/site-title', 'core/group', 'core/navigation', 'boudoir/header-search', 'boudoir/wishlist-counter', 'boudoir/mini-cart', 'boudoir/mobile-menu' ),
			$this->block_names( $registry->get_registered( 'boudoir/header' )['content'] )
		);
		$add_ons = $registry->get_registered( 'boudoir/product-add-ons' );
		$this->assertSame( array( 'core/group', 'boudoir/variation-swatches', 'boudoir/add-to-wishlist' ), $this->block_names( $add_ons['content'] ) );
		$this->assertSame( array( 'single-product' ), $add_ons['templateTypes'] );
	}

	/**
	 * The phones' menu button sits in the icons' group (issue 32.6): as a row item of its own it
	 * wrapped to a second header row on a 390 px phone.
	 */
	public function test_the_header_keeps_the_menu_button_with_the_icons(): void {
		$row = parse_blocks( Patterns::header() )[0]['innerBlocks'][0];
		$this->assertSame( array( 'core/group', 'core/group' ), array_column( $row['innerBlocks'], 'blockName' ), 'The title\'s group and the icons\' group.' );
		$this->assertSame(
			array( 'core/navigation', 'boudoir/header-search', 'boudoir/wishlist-counter', 'boudoir/mini-cart', 'boudoir/mobile-menu' ),
			array_column( $row['innerBlocks'][1]['innerBlocks'], 'blockName' )
		);
	}

	public function test_the_markup_survives_a_round_trip_through_the_editor_parser(): void {
		foreach ( ( new Patterns() )->patterns() as $name => $pattern ) {
			// What the editor saves is what it parsed: no block is invalid or loses attributes.
			$this->assertSame( $pattern['content'], serialize_blocks( parse_blocks( $pattern['content'] ) ), $name );
			foreach ( $this->block_names( $pattern['content'] ) as $block ) {
				$this->assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( $block ), "{$name}: {$block} is registered" );
			}
		}
	}

	public function test_every_string_is_translated_in_the_boudoir_domain(): void {
		$mark = static fn ( string $translation, string $text, string $domain ): string => 'boudoir' === $domain ? '«' . $text . '»' : $translation;
		add_filter( 'gettext', $mark, 10, 3 );
		$patterns = ( new Patterns() )->patterns();
		remove_filter( 'gettext', $mark, 10 );

		$page = $patterns['boudoir/wishlist-page'];
		$this->assertSame( '«Wishlist page»', $page['title'] );
		$this->assertStringStartsWith( '«', $page['description'] );
		$this->assertSame( array( '«wishlist»', '«saved»', '«favourites»' ), $page['keywords'] );
		$this->assertStringContainsString( '>«Saved for later»</h2>', $page['content'] );
		$this->assertStringContainsString( '<p>«Your saved pieces live here. Tap the heart on any product to keep it for later.»</p>', $page['content'] );
		foreach ( $patterns as $name => $pattern ) {
			$this->assertMatchesRegularExpression( '/^«.+»$/', $pattern['title'], $name );
			$this->assertMatchesRegularExpression( '/^«.+»$/', $pattern['description'], $name );
			foreach ( $pattern['keywords'] as $keyword ) {
				$this->assertMatchesRegularExpression( '/^«.+»$/', $keyword, $name );
			}
		}
	}

	public function test_translations_are_escaped_in_the_markup(): void {
		$evil = static fn ( string $translation, string $text, string $domain ): string => 'Saved for later' === $text && 'boudoir' === $domain ? '<script>x</script>' : $translation;
		add_filter( 'gettext', $evil, 10, 3 );
		$content = Patterns::wishlist_page();
		remove_filter( 'gettext', $evil, 10 );
		$this->assertStringNotContainsString( '<script>', $content );
		$this->assertStringContainsString( '&lt;script&gt;x&lt;/script&gt;', $content );
	}
}
