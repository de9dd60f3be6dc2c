<?php
/**
 * Tests of Boudoir\Late_Scripts: the URLs of heavy libraries loaded after the page.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Late_Scripts;

/**
 * A late script's URL carries its build version; nothing unbuilt or outside build/scripts is named.
 */
final class Late_Scripts_Test extends Test_Case {

	/**
	 * The fixture's name under build/scripts, this process's own: the SQLite and MariaDB
	 * runs of PHPUnit share the checkout and run side by side.
	 *
	 * @var string
	 */
	private string $name;

	/**
	 * Files written for a test, removed after it.
	 *
	 * @var string[]
	 */
	private array $files = array();

	/**
	 * Names the fixture.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->name = 'boudoir-test-late-' . getmypid();
	}

	/**
	 * Removes the files a test wrote.
	 */
	protected function tear_down(): void {
		foreach ( $this->files as $file ) {
			wp_delete_file( $file );
		}
		parent::tear_down();
	}

	/**
	 * Writes a file under build/scripts.
	 *
	 * @param string $file    Its name.
	 * @param string $content Its content.
	 */
	private function build_file( string $file, string $content ): void {
		$path = BOUDOIR_DIR . '/build/scripts/' . $file;
		wp_mkdir_p( dirname( $path ) );
		file_put_contents( $path, $content ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		$this->files[] = $path;
	}

	public function test_a_built_late_script_is_named_with_its_version(): void {
		$this->build_file( $this->name . '.js', '/* late */' );
		$this->build_file( $this->name . '.asset.php', "<?php return array( 'dependencies' => array(), 'version' => 'abc123' );" );

		$url = Late_Scripts::url( $this->name );

		$this->assertSame( plugins_url( 'build/scripts/' . $this->name . '.js', BOUDOIR_FILE ) . '?ver=abc123', $url );
		$this->assertSame( '', Late_Scripts::style_url( $this->name ), 'No stylesheet was built.' );
	}

	public function test_its_stylesheet_shares_the_version(): void {
		$this->build_file( $this->name . '.js', '/* late */' );
		$this->build_file( $this->name . '.css', '.x{}' );
		$this->build_file( $this->name . '.asset.php', "<?php return array( 'dependencies' => array(), 'version' => 'v9' );" );

		$this->assertStringEndsWith( '/build/scripts/' . $this->name . '.css?ver=v9', Late_Scripts::style_url( $this->name ) );
	}

	public function test_an_unbuilt_script_has_no_url(): void {
		$this->build_file( $this->name . '.asset.php', "<?php return array( 'dependencies' => array(), 'version' => 'v1' );" );

		$this->assertSame( '', Late_Scripts::url( $this->name ), 'The asset file alone is not a script.' );
		$this->assertSame( '', Late_Scripts::url( 'no-such-script' ) );
	}

	public function test_a_name_outside_build_scripts_has_no_url(): void {
		$this->assertSame( '', Late_Scripts::url( '../packages/islands' ) );
		$this->assertSame( '', Late_Scripts::style_url( '../mobile-menu/style-index' ) );
	}
}
