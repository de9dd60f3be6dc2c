<?php
/**
 * Tests of Boudoir\Wishlist_Options.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Options;
use Boudoir\Settings_Page;
use Boudoir\Wishlist_Options;

/**
 * The options are registered with schemas, sanitized, readable over REST and shown on Settings → Boudoir.
 */
final class Wishlist_Options_Test extends Test_Case {

	/**
	 * Every option is registered in the group, with a REST schema and its default.
	 */
	public function test_registered_with_schemas(): void {
		$settings = get_registered_settings();
		$expected = array(
			Wishlist_Options::REMOVE_AFTER_ADD    => array( 'string', 'yes' ),
			Wishlist_Options::ESTIMATE_RECIPIENT  => array( 'string', '' ),
			Wishlist_Options::GUEST_LIST_DAYS     => array( 'integer', 30 ),
			Wishlist_Options::DELETE_ON_UNINSTALL => array( 'string', null ),
			Wishlist_Options::ESTIMATE_REDIRECT   => array( 'string', '' ),
			Wishlist_Options::POPUP_TIMEOUT       => array( 'integer', 3000 ),
		);
		foreach ( $expected as $option => list( $type, $default ) ) {
			$this->assertArrayHasKey( $option, $settings );
			$this->assertSame( Options::GROUP, $settings[ $option ]['group'] );
			$this->assertSame( $type, $settings[ $option ]['type'] );
			$this->assertSame( $default, $settings[ $option ]['default'] ?? null );
			$this->assertIsArray( $settings[ $option ]['show_in_rest'] );
			$this->assertSame( $type, $settings[ $option ]['show_in_rest']['schema']['type'] );
		}
		$this->assertSame( array( 'yes', 'no' ), $settings[ Wishlist_Options::REMOVE_AFTER_ADD ]['show_in_rest']['schema']['enum'] );
		$this->assertSame( Options::EMAIL_PATTERN, $settings[ Wishlist_Options::ESTIMATE_RECIPIENT ]['show_in_rest']['schema']['pattern'] );
	}

	/**
	 * Saving sanitizes, as options.php and the REST API both do.
	 */
	public function test_sanitized_on_save(): void {
		$cases = array(
			array( Wishlist_Options::REMOVE_AFTER_ADD, 'no', 'no' ),
			array( Wishlist_Options::REMOVE_AFTER_ADD, 'maybe', 'yes' ),
			array( Wishlist_Options::DELETE_ON_UNINSTALL, 'maybe', 'no' ),
			array( Wishlist_Options::DELETE_ON_UNINSTALL, 'yes', 'yes' ),
			array( Wishlist_Options::ESTIMATE_RECIPIENT, ' orders@boudoir.test ', 'orders@boudoir.test' ),
			array( Wishlist_Options::ESTIMATE_RECIPIENT, 'not an address', '' ),
			array( Wishlist_Options::GUEST_LIST_DAYS, '45', '45' ),
			array( Wishlist_Options::GUEST_LIST_DAYS, '0', '30' ),
			array( Wishlist_Options::GUEST_LIST_DAYS, '99999', '3650' ),
			array( Wishlist_Options::POPUP_TIMEOUT, '5000', 5000 ),
			array( Wishlist_Options::POPUP_TIMEOUT, '-1', 3000 ),
			array( Wishlist_Options::POPUP_TIMEOUT, '999999', 60000 ),
			array( Wishlist_Options::ESTIMATE_REDIRECT, home_url( '/thanks/' ), home_url( '/thanks/' ) ),
			array( Wishlist_Options::ESTIMATE_REDIRECT, 'https://elsewhere.example/phish', '' ),
			array( Wishlist_Options::ESTIMATE_REDIRECT, 'javascript:alert(1)', '' ),
			array( Wishlist_Options::ESTIMATE_REDIRECT, '/thanks/', '/thanks/' ),
			array( Wishlist_Options::ESTIMATE_REDIRECT, '//elsewhere.example/phish', '' ),
			// Security finding 13: the same host on another port, or another scheme, is another origin.
			array( Wishlist_Options::ESTIMATE_REDIRECT, self::with_port( home_url( '/thanks/' ), 8999 ), '' ),
			array( Wishlist_Options::ESTIMATE_REDIRECT, set_url_scheme( home_url( '/thanks/' ), 'https' === wp_parse_url( home_url(), PHP_URL_SCHEME ) ? 'http' : 'https' ), '' ),
		);
		foreach ( $cases as list( $option, $input, $stored ) ) {
			update_option( $option, $input );
			$this->assertSame( $stored, get_option( $option ), "{$option} ← " . var_export( $input, true ) );
		}
	}

	/**
	 * A URL with another port.
	 *
	 * @param string $url  The URL.
	 * @param int    $port The port.
	 */
	private static function with_port( string $url, int $port ): string {
		$parts = wp_parse_url( $url );
		return $parts['scheme'] . '://' . $parts['host'] . ':' . $port . ( $parts['path'] ?? '/' );
	}

	/**
	 * The readers fall back to the defaults.
	 */
	public function test_readers(): void {
		delete_option( Wishlist_Options::REMOVE_AFTER_ADD );
		delete_option( Wishlist_Options::ESTIMATE_RECIPIENT );
		delete_option( Wishlist_Options::POPUP_TIMEOUT );
		delete_option( Wishlist_Options::ESTIMATE_REDIRECT );

		$this->assertTrue( Wishlist_Options::remove_after_add() );
		$this->assertSame( get_option( 'admin_email' ), Wishlist_Options::estimate_recipient() );
		$this->assertSame( 3000, Wishlist_Options::popup_timeout() );
		$this->assertNull( Wishlist_Options::estimate_redirect_url() );

		update_option( Wishlist_Options::REMOVE_AFTER_ADD, 'no' );
		update_option( Wishlist_Options::ESTIMATE_RECIPIENT, 'orders@boudoir.test' );
		$this->assertFalse( Wishlist_Options::remove_after_add() );
		$this->assertSame( 'orders@boudoir.test', Wishlist_Options::estimate_recipient() );
	}

	/**
	 * Administrators read and write them through /wp/v2/settings; others may not.
	 */
	public function test_rest(): void {
		$this->log_in( $this->create_user( 'administrator' ) );

		$response = $this->dispatch_rest( 'POST', '/wp/v2/settings', array( Wishlist_Options::POPUP_TIMEOUT => 4500, Wishlist_Options::REMOVE_AFTER_ADD => 'no' ) );

		$this->assertSame( 200, $response['status'], wp_json_encode( $response['data'] ) );
		$this->assertSame( 4500, $response['data'][ Wishlist_Options::POPUP_TIMEOUT ] );
		$this->assertSame( 'no', $response['data'][ Wishlist_Options::REMOVE_AFTER_ADD ] );
		$this->assertSame( 30, $response['data'][ Wishlist_Options::GUEST_LIST_DAYS ], 'Stored as text, read as the schema’s integer.' );

		$bad = $this->dispatch_rest( 'POST', '/wp/v2/settings', array( Wishlist_Options::REMOVE_AFTER_ADD => 'maybe' ) );
		$this->assertSame( 400, $bad['status'] );

		$this->log_in( $this->create_user( 'subscriber' ) );
		$this->assertSame( 403, $this->dispatch_rest( 'GET', '/wp/v2/settings' )['status'] );
	}

	/**
	 * Settings → Boudoir exists for manage_options: its frame, its script with the tabs (on its screen only).
	 */
	public function test_page(): void {
		$this->log_in( $this->create_user( 'administrator' ) );
		// The page's functions live in wp-admin, which a front-end test run does not load.
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		global $submenu;
		$backup = $submenu;
		$page   = new Settings_Page( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ) );
		try {
			$page->add_page();
			$this->assertContains( Settings_Page::SLUG, array_column( $submenu['options-general.php'] ?? array(), 2 ) );
			ob_start();
			$page->render();
			$html = (string) ob_get_clean();
		} finally {
			$submenu = $backup; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring the test's global.
		}
		$this->assertNotEmpty( $this->hooked_priorities( 'admin_menu', Settings_Page::class, 'add_page' ) );
		$this->assertStringContainsString( '<h1>Boudoir settings</h1>', $html );
		$this->assertStringContainsString( 'id="' . Settings_Page::ROOT_ID . '"', $html );
		$this->assertStringContainsString( '<noscript>', $html );

		// A build of its own, so the check runs whether or not the front end was built.
		$build = get_temp_dir() . 'boudoir-settings-page-' . wp_generate_password( 8, false );
		wp_mkdir_p( $build . '/scripts' );
		file_put_contents( $build . '/scripts/settings.asset.php', "<?php return array( 'dependencies' => array( 'wp-api-fetch' ), 'version' => 'abc123' );" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		$built = new Settings_Page( $build, 'https://cdn.boudoir.test/build' );
		try {
			$built->enqueue( 'options-general.php' );
			$this->assertFalse( wp_script_is( Settings_Page::HANDLE, 'enqueued' ), 'Not on another screen.' );
			$built->enqueue( 'settings_page_' . Settings_Page::SLUG );
			$this->assertTrue( wp_script_is( Settings_Page::HANDLE, 'enqueued' ) );
			$this->assertSame( 'https://cdn.boudoir.test/build/scripts/settings.js', wp_scripts()->registered[ Settings_Page::HANDLE ]->src );
			$inline = implode( '', (array) wp_scripts()->get_data( Settings_Page::HANDLE, 'before' ) );
			$this->assertStringContainsString( 'window.' . Settings_Page::SCRIPT_GLOBAL . ' = {"tabs":[', $inline );
			wp_dequeue_script( Settings_Page::HANDLE );
			wp_deregister_script( Settings_Page::HANDLE );
		} finally {
			self::remove_folder( $build );
		}

		$this->log_in( $this->create_user( 'subscriber' ) );
		ob_start();
		$page->render();
		$this->assertSame( '', ob_get_clean() );
	}

	/**
	 * The wishlist front end's options: yes/no (default yes) and the mobile width, registered,
	 * sanitized, read with their defaults, over REST and on the page.
	 */
	public function test_front_end_options(): void {
		$switches = array( Wishlist_Options::MULTI_WISHLIST, Wishlist_Options::WISHLIST_MODAL, Wishlist_Options::AUTO_CLOSE, Wishlist_Options::DRAG_AND_DROP, Wishlist_Options::NOTICES, Wishlist_Options::AUTO_INSERT );
		$readers  = array(
			Wishlist_Options::MULTI_WISHLIST => array( Wishlist_Options::class, 'multi_wishlist' ),
			Wishlist_Options::WISHLIST_MODAL => array( Wishlist_Options::class, 'wishlist_modal' ),
			Wishlist_Options::AUTO_CLOSE     => array( Wishlist_Options::class, 'auto_close_popup' ),
			Wishlist_Options::DRAG_AND_DROP  => array( Wishlist_Options::class, 'drag_and_drop' ),
			Wishlist_Options::NOTICES        => array( Wishlist_Options::class, 'wishlist_notices' ),
			Wishlist_Options::AUTO_INSERT    => array( Wishlist_Options::class, 'auto_insert_button' ),
		);
		$registered = get_registered_settings();
		foreach ( $switches as $option ) {
			$this->assertSame( Options::GROUP, $registered[ $option ]['group'], $option );
			$this->assertSame( 'yes', $registered[ $option ]['default'], $option );
			$this->assertSame( array( 'yes', 'no' ), $registered[ $option ]['show_in_rest']['schema']['enum'], $option );

			delete_option( $option );
			$this->assertTrue( call_user_func( $readers[ $option ] ), "{$option} defaults to yes" );
			update_option( $option, 'no' );
			$this->assertSame( 'no', get_option( $option ) );
			$this->assertFalse( call_user_func( $readers[ $option ] ), "{$option} off" );
			update_option( $option, 'maybe' );
			$this->assertSame( 'yes', get_option( $option ) );
			$this->assertTrue( call_user_func( $readers[ $option ] ) );
		}
		$this->assertSame( 'boudoir_wishlist_auto_insert', Wishlist_Options::AUTO_INSERT );

		$width = $registered[ Wishlist_Options::MOBILE_WIDTH ];
		$this->assertSame( 'integer', $width['type'] );
		$this->assertSame( 768, $width['default'] );
		$this->assertSame( 320, $width['show_in_rest']['schema']['minimum'] );
		$this->assertSame( 2000, $width['show_in_rest']['schema']['maximum'] );
		delete_option( Wishlist_Options::MOBILE_WIDTH );
		$this->assertSame( 768, Wishlist_Options::mobile_width() );
		foreach ( array( array( '600', 600 ), array( '10', 320 ), array( '99999', 2000 ), array( 'wide', 768 ) ) as list( $input, $stored ) ) {
			update_option( Wishlist_Options::MOBILE_WIDTH, $input );
			$this->assertSame( $stored, get_option( Wishlist_Options::MOBILE_WIDTH ), var_export( $input, true ) );
			$this->assertSame( $stored, Wishlist_Options::mobile_width() );
		}

		$this->log_in( $this->create_user( 'administrator' ) );
		$response = $this->dispatch_rest( 'POST', '/wp/v2/settings', array( Wishlist_Options::MOBILE_WIDTH => 900, Wishlist_Options::WISHLIST_MODAL => 'no' ) );
		$this->assertSame( 200, $response['status'], wp_json_encode( $response['data'] ) );
		$this->assertSame( 900, $response['data'][ Wishlist_Options::MOBILE_WIDTH ] );
		$this->assertSame( 'no', $response['data'][ Wishlist_Options::WISHLIST_MODAL ] );
		$this->assertSame( 400, $this->dispatch_rest( 'POST', '/wp/v2/settings', array( Wishlist_Options::MOBILE_WIDTH => 100 ) )['status'] );

		$fields = self::settings_fields( 'wishlists' );
		foreach ( $switches as $option ) {
			$this->assertSame( 'switch', $fields[ $option ]['type'] ?? null, $option );
		}
		$this->assertSame( 'integer', $fields[ Wishlist_Options::MOBILE_WIDTH ]['type'] );
		$this->assertSame( 320, $fields[ Wishlist_Options::MOBILE_WIDTH ]['min'] );
		$this->assertSame( 'Mobile layout width (pixels)', $fields[ Wishlist_Options::MOBILE_WIDTH ]['label'] );
	}

	/**
	 * The cookie-disabled alert (docs/contract.md, Validation: the "cookies disabled" text) is the shop's text, or the translated default while empty.
	 */
	public function test_the_cookie_disabled_label_is_a_setting(): void {
		$script = new \Boudoir\Wishlist\Wishlist_Script_Settings( static fn () => null, static fn () => null );
		delete_option( Wishlist_Options::COOKIE_DISABLED );
		$this->assertSame( 'Cookies must be enabled to use the wishlist.', $script->wishlist_settings()['cookieDisabled'] );
		$this->assertSame( 'Cookies must be enabled to use the wishlist.', self::settings_fields( 'wishlists' )[ Wishlist_Options::COOKIE_DISABLED ]['placeholder'] );

		update_option( Wishlist_Options::COOKIE_DISABLED, ' <b>Please turn cookies on</b> to save favourites. ' );
		$this->assertSame( 'Please turn cookies on to save favourites.', get_option( Wishlist_Options::COOKIE_DISABLED ) );
		$this->assertSame( 'Please turn cookies on to save favourites.', $script->wishlist_settings()['cookieDisabled'] );

		update_option( Wishlist_Options::COOKIE_DISABLED, str_repeat( 'x', 300 ) );
		$this->assertSame( Wishlist_Options::MAX_LABEL_LENGTH, mb_strlen( (string) get_option( Wishlist_Options::COOKIE_DISABLED ) ) );
	}
}
