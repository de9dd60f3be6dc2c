<?php
/**
 * Tests of Boudoir\Build_Notice.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Build_Notice;

/**
 * A checkout without `npm run build` says how to build, to those who manage plugins, and nothing once built.
 */
final class Build_Notice_Test extends Test_Case {

	/** @var list<Build_Notice> Notices a test hooked in. */
	private array $hooked = array();

	/**
	 * Unhooks what a test hooked in.
	 */
	protected function tear_down(): void {
		foreach ( $this->hooked as $notice ) {
			remove_action( 'admin_notices', array( $notice, 'render' ) );
			remove_action( 'network_admin_notices', array( $notice, 'render' ) );
		}
		parent::tear_down();
	}

	/**
	 * A notice for a build folder, registered as the plugin does.
	 *
	 * @param string $build_dir The build folder.
	 */
	private function notice_for( string $build_dir ): Build_Notice {
		$notice = new Build_Notice( $build_dir );
		$notice->register();
		$this->hooked[] = $notice;
		return $notice;
	}

	/**
	 * What admin_notices prints for the current user on the Plugins screen.
	 */
	private function notices(): string {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'plugins' );
		ob_start();
		do_action( 'admin_notices' );
		$html = (string) ob_get_clean();
		set_current_screen( 'front' );
		return $html;
	}

	/**
	 * The plugin as tested is built: its notice stays unhooked.
	 */
	public function test_the_built_plugin_hooks_nothing(): void {
		$this->assertTrue( ( new Build_Notice( BOUDOIR_DIR . '/build' ) )->is_built() );
		$this->assertSame( array(), $this->hooked_priorities( 'admin_notices', Build_Notice::class, 'render' ) );
	}

	/**
	 * Without a build an administrator reads an error that names the missing folder and the commands.
	 */
	public function test_a_checkout_without_build_says_how_to_build(): void {
		$notice = $this->notice_for( sys_get_temp_dir() . '/boudoir-no-build-' . getmypid() );
		$this->assertFalse( $notice->is_built() );
		$this->log_in( $this->create_user( 'administrator' ) );

		$html = $this->notices();

		$processor = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $processor->next_tag( array( 'class_name' => 'boudoir-build-notice' ) ), $html );
		$this->assertTrue( (bool) $processor->has_class( 'notice-error' ) );
		$this->assertStringContainsString( '<code>build/</code>', $html );
		$this->assertStringContainsString( '<code>npm ci &amp;&amp; npm run build</code>', $html );
		$this->assertSame( 1, substr_count( $html, 'boudoir-build-notice' ) );
	}

	/**
	 * A shopper, or an editor who cannot manage plugins, is not told.
	 */
	public function test_only_those_who_manage_plugins_are_told(): void {
		$this->notice_for( sys_get_temp_dir() . '/boudoir-no-build-' . getmypid() );
		$this->log_in( $this->create_user( 'editor' ) );

		$this->assertStringNotContainsString( 'boudoir-build-notice', $this->notices() );
	}
}
