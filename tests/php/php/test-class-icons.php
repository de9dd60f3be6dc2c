<?php
/**
 * Tests of Boudoir\Icons: the server prints the one icon set, src/icons/.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Icons;
use Boudoir\Plugin;
use Boudoir\Blocks\Carousel;

/**
 * Every icon the server prints is a file of the set, in the frame the React and DOM icons use;
 * no PHP file draws one of its own.
 */
final class Icons_Test extends Test_Case {

	/** Where the set is written. */
	private const SOURCE = BOUDOIR_DIR . '/src/icons';

	/**
	 * The set as written: each file's drawing (what is inside its `<svg>`), by name.
	 *
	 * @return array<string,string>
	 */
	private static function set(): array {
		$set = array();
		foreach ( (array) glob( self::SOURCE . '/*.svg' ) as $file ) {
			$svg = (string) file_get_contents( (string) $file );
			if ( 1 === preg_match( '#^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">(.+)</svg>\n$#s', $svg, $inner ) ) {
				$set[ basename( (string) $file, '.svg' ) ] = $inner[1];
			}
		}
		return $set;
	}

	/**
	 * The icons in printed markup, each as the drawing inside its `<svg>`.
	 *
	 * @param string $html The markup.
	 * @return list<string>
	 */
	private static function printed_drawings( string $html ): array {
		preg_match_all( '#<svg\b[^>]*>(.*?)</svg>#s', $html, $icons );
		return $icons[1];
	}

	/**
	 * Asserts that markup shows icons, every one of them drawn by a file of the set.
	 *
	 * @param string $html  The markup.
	 * @param int    $count How many icons it shows.
	 * @param string $where Which markup, for the message.
	 */
	private function assert_icons_of_the_set( string $html, int $count, string $where ): void {
		$drawings = self::printed_drawings( $html );
		$this->assertCount( $count, $drawings, $where );
		foreach ( $drawings as $drawing ) {
			$this->assertContains( $drawing, self::set(), $where . ': ' . $drawing );
		}
	}

	/**
	 * Renders a block as a template part would.
	 *
	 * @param string              $name       The block's name.
	 * @param array<string,mixed> $attributes Its attributes.
	 */
	private function render( string $name, array $attributes = array() ): string {
		return do_blocks( serialize_block( array( 'blockName' => $name, 'attrs' => $attributes, 'innerBlocks' => array(), 'innerHTML' => '', 'innerContent' => array() ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- one short line.
	}

	/**
	 * Each file of the set is one line: the SVG namespace, the 24 × 24 grid the frames write
	 * once each, and a drawing; the build ships every file as written.
	 */
	public function test_the_set_is_written_once_and_shipped_as_written(): void {
		$files = (array) glob( self::SOURCE . '/*.svg' );
		$this->assertGreaterThanOrEqual( 20, count( $files ) );
		$this->assertCount( count( $files ), self::set(), 'every file has the set\'s form' );
		foreach ( $files as $file ) {
			$name = basename( (string) $file );
			$this->assertFileEquals( (string) $file, Icons::FOLDER . '/' . $name, $name . ' in build/icons/' );
		}
		$this->assertCount( count( $files ), (array) glob( Icons::FOLDER . '/*.svg' ), 'build/icons/ holds the set and nothing else' );
	}

	/**
	 * An icon is its file's drawing in the frame: 24 × 24 view box, the size asked, hidden from
	 * assistive technology, its class when it has one.
	 */
	public function test_prints_each_icon_of_the_set_in_the_frame(): void {
		foreach ( self::set() as $name => $drawing ) {
			$this->assertSame( $drawing, Icons::drawing( $name ), $name );
			$this->assertSame(
				'<svg class="boudoir-x &quot;y&quot;" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">' . $drawing . '</svg>',
				Icons::svg( $name, 'boudoir-x "y"', 16 ),
				$name
			);
			$this->assertSame( '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">' . $drawing . '</svg>', Icons::svg( $name ), $name );
		}
		$this->assertSame( Icons::svg( 'heart', 'boudoir-icon boudoir-icon--heart', 20 ), Icons::heart() );
		$this->assertSame( Icons::svg( 'cart', 'boudoir-icon boudoir-icon--cart', 48 ), Icons::cart( 48 ) );
	}

	/**
	 * A name that is not a file of the set prints nothing, and never reads outside it.
	 */
	public function test_a_name_outside_the_set_prints_nothing(): void {
		foreach ( array( 'no-such-icon', '', 'Heart', '../icons/heart', '../../php/load', 'heart.svg', "heart\0" ) as $name ) {
			$this->assertSame( '', Icons::svg( $name ), $name );
			$this->assertSame( '', Icons::drawing( $name ), $name );
		}
	}

	/**
	 * What the server prints draws each icon from the set: the blocks' templates and the
	 * carousel's buttons.
	 */
	public function test_every_icon_the_server_prints_comes_from_the_set(): void {
		$this->assert_icons_of_the_set( Carousel::header( '', true, true ), 4, 'carousel buttons' );
		$this->assert_icons_of_the_set( $this->render( 'boudoir/header-search', array( 'menuSearchStyle' => 'drop_down' ) ), 1, 'header search' );
		$this->assert_icons_of_the_set( $this->render( 'boudoir/grid-list' ), 2, 'grid / list' );

		$menu = (int) wp_insert_post(
			array(
				'post_type'    => 'wp_navigation',
				'post_status'  => 'publish',
				'post_title'   => 'Main menu',
				'post_content' => '<!-- wp:navigation-submenu {"label":"Shop","url":"/shop/","kind":"custom"} --><!-- wp:navigation-link {"label":"Bras","url":"/bras/","kind":"custom"} /--><!-- /wp:navigation-submenu -->',
			)
		);
		// Open, close, and the submenu's toggle.
		$this->assert_icons_of_the_set( $this->render( 'boudoir/mobile-menu', array( 'sidrSource' => $menu ) ), 3, 'mobile menu' );

		if ( ! Plugin::instance()->shop_enabled() ) {
			$this->fail( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		$this->assert_icons_of_the_set( $this->render( 'boudoir/mini-cart' ), 1, 'mini cart' );
		$this->assert_icons_of_the_set( $this->render( 'boudoir/wishlist-counter' ), 1, 'wishlist counter' );
	}

	/**
	 * No PHP file of the plugin draws an icon of its own: the only SVG markup in them is the
	 * frame of Boudoir\Icons (tags with attributes: a comment may name `<svg>`).
	 */
	public function test_no_php_file_draws_an_icon(): void {
		$files = array_merge(
			(array) glob( BOUDOIR_DIR . '/php/{,*/,*/*/}*.php', GLOB_BRACE ),
			(array) glob( BOUDOIR_DIR . '/blocks/*/*.php' ),
			array( BOUDOIR_DIR . '/boudoir.php' )
		);
		$this->assertGreaterThan( 50, count( $files ) );
		foreach ( $files as $file ) {
			$php = (string) file_get_contents( (string) $file );
			$tags = BOUDOIR_DIR . '/php/class-icons.php' === $file ? 'path|circle|rect|polygon|polyline|line|ellipse|use|g' : 'svg|path|circle|rect|polygon|polyline|line|ellipse|use|g';
			$this->assertDoesNotMatchRegularExpression( '#<(?:' . $tags . ')\s#', $php, (string) $file );
		}
	}
}
