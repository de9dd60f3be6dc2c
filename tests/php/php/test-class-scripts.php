<?php
/**
 * Tests of Boudoir\Scripts: every deferred view and package registers the same way.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Scripts;

/**
 * A built script is registered deferred in the footer with its build's dependencies and
 * version; its stylesheet only when asked, with its path (and right-to-left twin) for inlining.
 */
final class Scripts_Test extends Test_Case {

	private const HANDLE = 'boudoir-test-script';

	/** A build directory of the test's own. */
	private string $dir = '';

	/**
	 * A fresh build directory.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->dir = get_temp_dir() . 'boudoir-scripts-' . wp_generate_password( 8, false );
		wp_mkdir_p( $this->dir );
	}

	/**
	 * Removes the directory and the registrations.
	 */
	protected function tear_down(): void {
		foreach ( (array) glob( $this->dir . '/*' ) as $file ) {
			wp_delete_file( (string) $file );
		}
		rmdir( $this->dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a test fixture.
		wp_deregister_script( self::HANDLE );
		wp_deregister_style( self::HANDLE );
		parent::tear_down();
	}

	/**
	 * Writes a built file.
	 *
	 * @param string $file    Its name.
	 * @param string $content Its content.
	 */
	private function build_file( string $file, string $content ): void {
		file_put_contents( $this->dir . '/' . $file, $content ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
	}

	/**
	 * Writes a built script with its asset file.
	 */
	private function build_script(): void {
		$this->build_file( 'view.js', '/* view */' );
		$this->build_file( 'view.asset.php', "<?php return array( 'dependencies' => array( 'wp-dom-ready' ), 'version' => 'v42' );" );
	}

	public function test_a_built_script_is_registered_deferred_in_the_footer(): void {
		$this->build_script();

		$asset = Scripts::register( $this->dir, 'https://example.org/build', self::HANDLE, 'view' );

		$this->assertSame( 'v42', $asset['version'] ?? null );
		$script = wp_scripts()->registered[ self::HANDLE ] ?? null;
		$this->assertNotNull( $script );
		$this->assertSame( 'https://example.org/build/view.js', $script->src );
		$this->assertSame( array( 'wp-dom-ready' ), $script->deps );
		$this->assertSame( 'v42', $script->ver );
		$this->assertSame( 'defer', wp_scripts()->get_data( self::HANDLE, 'strategy' ) );
		$this->assertSame( 1, wp_scripts()->get_data( self::HANDLE, 'group' ), 'In the footer.' );
		$this->assertFalse( wp_style_is( self::HANDLE, 'registered' ), 'No stylesheet unless asked.' );
	}

	public function test_nothing_is_registered_when_the_script_is_not_built(): void {
		$this->assertNull( Scripts::register( $this->dir, 'https://example.org/build', self::HANDLE, 'view' ) );
		$this->assertFalse( wp_script_is( self::HANDLE, 'registered' ) );
	}

	public function test_the_stylesheet_is_registered_with_its_path_and_rtl_twin_when_asked(): void {
		$this->build_script();
		$this->build_file( 'view.css', '.a{}' );

		Scripts::register( $this->dir, 'https://example.org/build', self::HANDLE, 'view', Scripts::STYLE_RTL );

		$this->assertTrue( wp_style_is( self::HANDLE, 'registered' ) );
		$this->assertSame( $this->dir . '/view.css', wp_styles()->get_data( self::HANDLE, 'path' ) );
		$this->assertSame( 'replace', wp_styles()->get_data( self::HANDLE, 'rtl' ) );
	}

	public function test_a_one_direction_stylesheet_has_no_rtl_twin(): void {
		$this->build_script();
		$this->build_file( 'view.css', '.a{}' );

		Scripts::register( $this->dir, 'https://example.org/build', self::HANDLE, 'view', Scripts::STYLE );

		$this->assertTrue( wp_style_is( self::HANDLE, 'registered' ) );
		$this->assertFalse( wp_styles()->get_data( self::HANDLE, 'rtl' ) );
	}

	public function test_an_asked_stylesheet_that_was_not_built_is_skipped(): void {
		$this->build_script();

		Scripts::register( $this->dir, 'https://example.org/build', self::HANDLE, 'view', Scripts::STYLE );

		$this->assertTrue( wp_script_is( self::HANDLE, 'registered' ) );
		$this->assertFalse( wp_style_is( self::HANDLE, 'registered' ) );
	}
}
