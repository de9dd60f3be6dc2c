<?php
/**
 * Tests of Boudoir\Theme\Account_Toggle.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Plugin;
use Boudoir\Theme\Account_Toggle;
use Boudoir\Theme_Options;

/**
 * The guest account page's Login/Register links: only with registration on and for guests.
 */
final class Account_Toggle_Test extends Test_Case {

	/**
	 * A fresh style registry; registration on.
	 */
	public function set_up(): void {
		parent::set_up();
		$GLOBALS['wp_styles'] = new \WP_Styles();
		update_option( 'woocommerce_enable_myaccount_registration', 'yes' );
	}

	/**
	 * The toggle on the plugin's shop adapter.
	 *
	 * @param string $script The built script's path ('' for the real one).
	 */
	private function toggle( string $script = '' ): Account_Toggle {
		return new Account_Toggle( fn () => Plugin::instance()->shop_pages(), $script );
	}

	/**
	 * WooCommerce's login form template as the account page prints it for a guest.
	 */
	private function login_page(): string {
		ob_start();
		wc_get_template( 'myaccount/form-login.php' );
		return (string) ob_get_clean();
	}

	/**
	 * The page parsed.
	 *
	 * @param string $html The HTML.
	 */
	private function xpath( string $html ): \DOMXPath {
		$document = new \DOMDocument();
		$this->assertTrue( $document->loadHTML( '<!doctype html><meta charset="utf-8"><body>' . $html, LIBXML_NOERROR ) );
		return new \DOMXPath( $document );
	}

	/**
	 * The plugin hooks the links after WooCommerce's notices, and the register form's id.
	 */
	public function test_is_hooked(): void {
		$this->assertSame( array( 20 ), $this->hooked_priorities( 'woocommerce_before_customer_login_form', Account_Toggle::class, 'print_toggle' ) );
		$this->assertNotSame( array(), $this->hooked_priorities( 'woocommerce_register_form_tag', Account_Toggle::class, 'print_register_id' ) );
		$this->assertNotSame( array(), $this->hooked_priorities( 'wp_enqueue_scripts', Account_Toggle::class, 'enqueue_style' ) );
	}

	/**
	 * A guest with registration on: the two links before the columns, pointing at the login
	 * column and the register form (which gets its id), and the inline script right after.
	 */
	public function test_prints_the_links_for_a_guest(): void {
		$xpath = $this->xpath( $this->login_page() );
		$links = $xpath->query( '//nav[contains(@class,"boudoir-account-toggle")]/a' );
		$this->assertSame( 2, $links->length );
		$names = array();
		foreach ( $links as $link ) {
			$names[ trim( $link->textContent ) ] = $link->getAttribute( 'href' );
		}
		$this->assertSame(
			array(
				'Login'    => '#customer_login',
				'Register' => '#register',
			),
			$names
		);
		$nav = $xpath->query( '//nav[contains(@class,"boudoir-account-toggle")]' )->item( 0 );
		$this->assertSame( 'Login or register', $nav->getAttribute( 'aria-label' ) );
		$this->assertSame( 'login', $nav->getAttribute( 'data-initial' ) );
		$this->assertSame( 1, $xpath->query( '//form[@id="register"][contains(@class,"woocommerce-form-register")]' )->length );
		$this->assertSame( 1, $xpath->query( '//nav[contains(@class,"boudoir-account-toggle")]/following-sibling::div[@id="customer_login"]' )->length, 'The links come before the columns, as siblings (the CSS relies on it).' );
		$script = $xpath->query( '//nav[contains(@class,"boudoir-account-toggle")]/following-sibling::*[1][self::script]' );
		if ( is_readable( BOUDOIR_DIR . '/build/scripts/account-toggle.js' ) ) {
			$this->assertSame( 1, $script->length, 'The script right after the links.' );
			$this->assertStringContainsString( 'boudoir-account-toggle', $script->item( 0 )->textContent );
		}
	}

	/**
	 * No toggle for a logged-in shopper, nor with registration off (no columns then).
	 */
	public function test_skipped_without_registration_or_for_shoppers(): void {
		update_option( 'woocommerce_enable_myaccount_registration', 'no' );
		$this->assertFalse( $this->toggle()->applies() );
		$html = $this->login_page();
		$this->assertStringNotContainsString( 'boudoir-account-toggle', $html );
		$this->assertStringNotContainsString( 'id="register"', $html );

		update_option( 'woocommerce_enable_myaccount_registration', 'yes' );
		$this->assertTrue( $this->toggle()->applies() );
		$this->log_in( $this->create_user( 'customer' ) );
		$this->assertFalse( $this->toggle()->applies() );
		$this->assertStringNotContainsString( 'boudoir-account-toggle', $this->login_page() );
	}

	/**
	 * A filter turns it off.
	 */
	public function test_a_filter_turns_it_off(): void {
		add_filter( 'boudoir_account_toggle', '__return_false' );
		$this->assertStringNotContainsString( 'boudoir-account-toggle', $this->login_page() );
	}

	/**
	 * After a failed registration (the register form was posted), Register shows first.
	 */
	public function test_register_first_after_a_registration_post(): void {
		$this->assertSame( 'login', Account_Toggle::initial_column() );
		$_POST['register'] = 'Register';
		$this->assertSame( 'register', Account_Toggle::initial_column() );
		$nav = $this->xpath( $this->login_page() )->query( '//nav[contains(@class,"boudoir-account-toggle")]' )->item( 0 );
		$this->assertSame( 'register', $nav->getAttribute( 'data-initial' ) );
	}

	/**
	 * Without the built script both columns stay (the CSS hides one only once the script
	 * set `data-current`); a script that would close the element is refused.
	 */
	public function test_no_script_no_hiding(): void {
		ob_start();
		$this->toggle( '/nonexistent/account-toggle.js' )->print_toggle();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'boudoir-account-toggle', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( 'data-current', $html );
		$this->assertMatchesRegularExpression( '/\[data-current=login\]~#customer_login>\.u-column2/', Account_Toggle::css() );

		$file = (string) tempnam( sys_get_temp_dir(), 'account-toggle' );
		file_put_contents( $file, 'var a="</script><b>";' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		ob_start();
		$this->toggle( $file )->print_toggle();
		$html = (string) ob_get_clean();
		unlink( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
		$this->assertStringNotContainsString( '<script', $html );
	}

	/**
	 * The stylesheet goes in the head of the account page only, and only when the toggle shows.
	 */
	public function test_style_only_on_the_account_page(): void {
		$page = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'My account',
				'post_status'  => 'publish',
				'post_content' => '[woocommerce_my_account]',
			)
		);
		update_option( 'woocommerce_myaccount_page_id', $page );
		$saved                   = $GLOBALS['wp_query'];
		$GLOBALS['wp_the_query'] = new \WP_Query( array( 'page_id' => $page ) );
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		try {
			$this->toggle()->enqueue_style();
			$this->assertTrue( wp_style_is( Account_Toggle::HANDLE ) );

			$GLOBALS['wp_styles'] = new \WP_Styles();
			update_option( 'woocommerce_enable_myaccount_registration', 'no' );
			$this->toggle()->enqueue_style();
			$this->assertFalse( wp_style_is( Account_Toggle::HANDLE ) );

			update_option( 'woocommerce_enable_myaccount_registration', 'yes' );
			$GLOBALS['wp_the_query'] = new \WP_Query( array( 'post_type' => 'product' ) );
			$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
			$this->toggle()->enqueue_style();
			$this->assertFalse( wp_style_is( Account_Toggle::HANDLE ) );
		} finally {
			$GLOBALS['wp_query']     = $saved;
			$GLOBALS['wp_the_query'] = $saved;
		}
	}

	/**
	 * With the Login / Register toggle setting off, the guest account page keeps both columns.
	 */
	public function test_the_setting_turns_the_toggle_off(): void {
		$this->assertTrue( $this->toggle()->applies() );
		update_option( Theme_Options::ACCOUNT_TOGGLE, 'no' );
		$this->assertFalse( $this->toggle()->applies() );
	}
}
