<?php
/**
 * Tests of Boudoir\Commerce\Admin_Notice, as the plugin wires it.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Admin_Notice;
use Boudoir\Plugin;

/**
 * wp-admin says once, to those who can fix it, that the shop features need WooCommerce 9.0+.
 */
final class Admin_Notice_Test extends Test_Case {

	private const MESSAGE = 'Boudoir&#039;s shop features need WooCommerce 9.0 or later. The theme behaviours keep working.';

	/**
	 * Puts the real detection back.
	 */
	protected function tear_down(): void {
		Plugin::instance()->detect_commerce();
		parent::tear_down();
	}

	/**
	 * What admin_notices prints for the current user on the dashboard.
	 *
	 * wp-admin fires the notices hooks on a screen, and WooCommerce's own callbacks on them
	 * read it (get_current_screen()), so the test sets one up as wp-admin does.
	 *
	 * @param string $hook admin_notices or network_admin_notices.
	 */
	private function notices( string $hook = 'admin_notices' ): string {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'network_admin_notices' === $hook ? 'dashboard-network' : 'dashboard' );
		ob_start();
		do_action( $hook );
		$html = (string) ob_get_clean();
		set_current_screen( 'front' );
		return $html;
	}

	/**
	 * A shopper's role: WooCommerce's customer when the double provides it.
	 */
	private function shopper_role(): string {
		return wp_roles()->is_role( 'customer' ) ? 'customer' : 'subscriber';
	}

	/**
	 * The plugin hooks the notice once on each notices hook.
	 */
	public function test_is_hooked_once(): void {
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'admin_notices', Admin_Notice::class, 'render' ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'network_admin_notices', Admin_Notice::class, 'render' ) );
	}

	/**
	 * Without WooCommerce an administrator sees one dismissible warning, escaped.
	 */
	public function test_admin_sees_one_notice_without_woocommerce(): void {
		Plugin::instance()->detect_commerce( static fn () => null );
		$this->log_in( $this->create_user( 'administrator' ) );

		$html = $this->notices();

		$this->assertSame( 1, substr_count( $html, self::MESSAGE ), $html );
		$this->assertSame( 1, substr_count( $html, '<div' ) );
		$processor = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $processor->next_tag( 'div' ) );
		foreach ( array( 'notice', 'notice-warning', 'is-dismissible', 'boudoir-commerce-notice' ) as $class ) {
			$this->assertTrue( (bool) $processor->has_class( $class ), "class {$class}" );
		}
		$this->assertStringNotContainsString( "Boudoir's", $html, 'The apostrophe is escaped.' );
	}

	/**
	 * An older WooCommerce gets the same notice.
	 */
	public function test_admin_sees_the_notice_with_an_old_woocommerce(): void {
		Plugin::instance()->detect_commerce( static fn () => '8.9.3' );
		$this->log_in( $this->create_user( 'administrator' ) );

		$this->assertSame( 1, substr_count( $this->notices(), self::MESSAGE ) );
		$this->assertFalse( Plugin::instance()->shop_enabled() );
	}

	/**
	 * On network admin screens the notice comes from their own hook, once.
	 */
	public function test_network_admin_screens_get_it_too(): void {
		Plugin::instance()->detect_commerce( static fn () => null );
		$this->log_in( $this->create_user( 'administrator' ) );

		$this->assertSame( 1, substr_count( $this->notices( 'network_admin_notices' ), self::MESSAGE ) );
	}

	/**
	 * Shoppers and editors cannot act on it, so they do not see it.
	 */
	public function test_users_who_cannot_activate_plugins_do_not_see_it(): void {
		Plugin::instance()->detect_commerce( static fn () => null );

		$this->log_in( $this->create_user( $this->shopper_role() ) );
		$this->assertSame( '', $this->notices() );

		$this->log_in( $this->create_user( 'editor' ) );
		$this->assertSame( '', $this->notices() );

		$this->log_out();
		$this->assertSame( '', $this->notices() );
	}

	/**
	 * With WooCommerce 9.0 or later there is nothing to say.
	 */
	public function test_no_notice_with_a_supported_woocommerce(): void {
		Plugin::instance()->detect_commerce( static fn () => '9.0.0' );
		$this->log_in( $this->create_user( 'administrator' ) );

		$this->assertSame( '', $this->notices() );
	}

	/**
	 * The message goes through the boudoir text domain.
	 */
	public function test_message_is_translatable(): void {
		Plugin::instance()->detect_commerce( static fn () => null );
		$this->log_in( $this->create_user( 'administrator' ) );
		$translate = static fn ( string $translation, string $text, string $domain ): string => 'boudoir' === $domain && str_starts_with( $text, "Boudoir's shop features" ) ? 'Übersetzt <b>&</b>' : $translation;
		add_filter( 'gettext', $translate, 10, 3 );

		$html = $this->notices();

		$this->assertStringContainsString( 'Übersetzt &lt;b&gt;&amp;&lt;/b&gt;', $html );
	}
}
