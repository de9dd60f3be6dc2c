<?php
/**
 * Tests of Boudoir\Plugin.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Assets;
use Boudoir\Blocks;
use Boudoir\I18n;
use Boudoir\Plugin;

/**
 * The plugin's entry point wires each module once.
 */
final class Plugin_Test extends Test_Case {

	/**
	 * How many times each module's registration is hooked to init, and where.
	 *
	 * @return array<string,list<int>>
	 */
	private function init_hooks(): array {
		return array(
			'textdomain' => $this->hooked_priorities( 'init', I18n::class, 'load_textdomain' ),
			'packages'   => $this->hooked_priorities( 'init', Assets::class, 'register_packages' ),
			'blocks'     => $this->hooked_priorities( 'init', Blocks::class, 'register_blocks' ),
		);
	}

	/**
	 * The plugin is active on the test site and there is one shared instance.
	 */
	public function test_is_active_with_one_instance(): void {
		$this->assertTrue( is_plugin_active( 'boudoir/boudoir.php' ) );
		$this->assertInstanceOf( Plugin::class, Plugin::instance() );
		$this->assertSame( Plugin::instance(), Plugin::instance() );
	}

	/**
	 * Loading WordPress with Boudoir active raised no warning, notice, deprecation or incorrect usage.
	 */
	public function test_booting_raised_no_php_messages(): void {
		$this->assertSame( array(), Test_Case::boot_errors() );
	}

	/**
	 * Booting hooked each module once, text domain first and packages before blocks.
	 */
	public function test_boot_hooks_each_module_once_in_order(): void {
		$this->assertSame(
			array(
				'textdomain' => array( 0 ),
				'packages'   => array( 5 ),
				'blocks'     => array( 10 ),
			),
			$this->init_hooks()
		);
	}

	/**
	 * A second boot() adds nothing.
	 */
	public function test_boot_is_idempotent(): void {
		$callbacks_before = $GLOBALS['wp_filter']['init']->callbacks;

		Plugin::instance()->boot();
		Plugin::instance()->boot();

		$this->assertSame(
			array(
				'textdomain' => array( 0 ),
				'packages'   => array( 5 ),
				'blocks'     => array( 10 ),
			),
			$this->init_hooks()
		);
		$this->assertSame( array_map( 'count', $callbacks_before ), array_map( 'count', $GLOBALS['wp_filter']['init']->callbacks ) );
	}

	/**
	 * By the time WordPress has initialised, the modules have done their work.
	 */
	public function test_modules_ran_on_init(): void {
		$this->assertTrue( wp_script_is( 'boudoir-api', 'registered' ) );
		$this->assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( 'boudoir/scroll-to-top' ) );
	}
}
