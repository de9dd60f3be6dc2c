<?php
/**
 * The option registry: every option declared once, read the same way by REST, the page and the features.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Blocks\Photo_Feed;
use Boudoir\Options;
use Boudoir\Settings_Page;
use Boudoir\Swatch_Options;
use Boudoir\Wishlist_Options;

/**
 * Options.
 */
final class Options_Test extends Test_Case {

	/**
	 * Every option: under the prefix, on a tab, labelled, with a REST schema built from its type.
	 */
	public function test_every_option_is_declared_whole(): void {
		$all = Options::all();
		$this->assertGreaterThanOrEqual( 30, count( $all ) );
		foreach ( $all as $name => $setting ) {
			$this->assertStringStartsWith( Options::PREFIX, $name );
			$this->assertContains( $setting['boudoir']['section'], Options::SECTIONS, $name );
			$this->assertNotSame( '', $setting['boudoir']['label'], $name );
			$this->assertTrue( is_callable( $setting['sanitize_callback'] ), $name );
			$schema = $setting['show_in_rest']['schema'];
			switch ( $setting['boudoir']['type'] ) {
				case 'switch':
					$this->assertSame( array( 'yes', 'no' ), $schema['enum'], $name );
					break;
				case 'choice':
					$this->assertSame( array_keys( $setting['boudoir']['choices'] ), $schema['enum'], $name );
					$this->assertContains( $setting['default'], $schema['enum'], $name );
					break;
				case 'integer':
					$this->assertSame( 'integer', $schema['type'], $name );
					$this->assertGreaterThanOrEqual( $schema['minimum'], $setting['default'], $name );
					// A number picked from a list (a post id) has no maximum.
					$this->assertLessThanOrEqual( $schema['maximum'] ?? PHP_INT_MAX, $setting['default'], $name );
					break;
			}
			if ( array_key_exists( 'default', $setting ) ) {
				// Loosely: the guest list's days are kept as a numeric string, as the installer seeds them.
				$this->assertEquals( $setting['default'], call_user_func( $setting['sanitize_callback'], $setting['default'] ), "{$name}: its default is a clean value" );
			}
		}
		// Each appears once on the page.
		$on_page = array();
		foreach ( Settings_Page::tabs() as $tab ) {
			foreach ( $tab['groups'] as $group ) {
				foreach ( $group['fields'] as $field ) {
					$on_page[] = $field['name'];
				}
			}
		}
		$names = array_keys( $all );
		sort( $names );
		sort( $on_page );
		$this->assertSame( $names, $on_page );
	}

	/**
	 * The defaults the spec gives (docs/contract.md, Figures), read unsaved through the registry.
	 */
	public function test_defaults_are_the_specs(): void {
		foreach ( array_keys( Options::all() ) as $name ) {
			delete_option( $name );
		}
		$this->assertSame( 3000, Wishlist_Options::popup_timeout(), 'Notice timeout default 3000 ms.' );
		$this->assertSame( 3000, Options::defaults()[ Wishlist_Options::POPUP_TIMEOUT ] );
		$this->assertSame( 768, Wishlist_Options::mobile_width() );
		$this->assertTrue( Wishlist_Options::multi_wishlist() );
		$this->assertSame( 5, Swatch_Options::stock_label_threshold() );
		$this->assertSame( 3600, Photo_Feed::cache_time() );
		$this->assertArrayNotHasKey( Wishlist_Options::DELETE_ON_UNINSTALL, Options::defaults(), 'Deleting data has no default: never set is not "no".' );
	}

	/**
	 * get() cleans a value written around the API; is_on() reads switches.
	 */
	public function test_get_reads_clean_values(): void {
		update_option( Wishlist_Options::POPUP_TIMEOUT, 'soon' );
		$this->assertSame( 3000, Options::get( Wishlist_Options::POPUP_TIMEOUT ) );
		update_option( Swatch_Options::CLEAR_ON_RESELECT, 'yes' );
		$this->assertTrue( Options::is_on( Swatch_Options::CLEAR_ON_RESELECT ) );
		update_option( Swatch_Options::CLEAR_ON_RESELECT, 'no' );
		$this->assertFalse( Options::is_on( Swatch_Options::CLEAR_ON_RESELECT ) );
	}

	/**
	 * A declaration without a sanitizer gets its type's, built from its default and bounds.
	 */
	public function test_each_type_implies_its_sanitizer(): void {
		$declared = array(
			'boudoir_test_integer' => array(
				'type'    => 'integer',
				'default' => 5,
				'min'     => 1,
				'max'     => 10,
			),
			'boudoir_test_choice'  => array(
				'type'    => 'choice',
				'default' => 'left',
				'choices' => array(
					'left'  => 'Left',
					'right' => 'Right',
				),
			),
			'boudoir_test_text'    => array(
				'type'       => 'text',
				'default'    => '',
				'max_length' => 5,
			),
			'boudoir_test_email'   => array(
				'type'    => 'email',
				'default' => '',
			),
			'boudoir_test_switch'  => array(
				'type'    => 'switch',
				'default' => 'yes',
			),
		);
		foreach ( $declared as $name => $args ) {
			Options::register( $name, $args + array( 'section' => 'theme' ) );
		}
		try {
			$cases = array(
				array( 'boudoir_test_integer', '7', 7 ),
				array( 'boudoir_test_integer', 99, 10 ),
				array( 'boudoir_test_integer', -4, 1 ),
				array( 'boudoir_test_integer', 'many', 5 ),
				array( 'boudoir_test_choice', 'right', 'right' ),
				array( 'boudoir_test_choice', 'up', 'left' ),
				array( 'boudoir_test_choice', array( 'right' ), 'left' ),
				array( 'boudoir_test_text', ' <b>Hello</b> world ', 'Hello' ),
				array( 'boudoir_test_text', array( 'x' ), '' ),
				array( 'boudoir_test_email', ' shop@boudoir.test ', 'shop@boudoir.test' ),
				array( 'boudoir_test_email', 'not an address', '' ),
				array( 'boudoir_test_switch', 'no', 'no' ),
				array( 'boudoir_test_switch', 'maybe', 'yes' ),
			);
			foreach ( $cases as list( $name, $input, $clean ) ) {
				$this->assertSame( $clean, sanitize_option( $name, $input ), $name . ' ← ' . var_export( $input, true ) );
			}
		} finally {
			foreach ( array_keys( $declared ) as $name ) {
				unregister_setting( Options::GROUP, $name );
			}
		}
	}

	/**
	 * A declaration that breaks the registry's rules is refused (uninstall.php deletes by the prefix).
	 */
	public function test_a_name_outside_the_prefix_is_refused(): void {
		$this->expect_incorrect_usage( Options::class . '::register' );
		Options::register(
			'shop_color',
			array(
				'type'    => 'text',
				'section' => 'theme',
				'label'   => 'Colour',
			)
		);
		$this->assertArrayNotHasKey( 'shop_color', get_registered_settings() );
	}

	/**
	 * Over REST: out-of-range and malformed values are refused with the field named, and nothing is saved.
	 */
	public function test_rest_refuses_bad_values_and_saves_nothing(): void {
		$this->log_in( $this->create_user( 'administrator' ) );
		$answer = $this->dispatch_rest(
			'POST',
			'/wp/v2/settings',
			array(
				Wishlist_Options::POPUP_TIMEOUT      => 5000,
				Wishlist_Options::MOBILE_WIDTH       => 10,
				Wishlist_Options::ESTIMATE_RECIPIENT => 'not an address',
			)
		);
		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( 'rest_invalid_param', $answer['data']['code'] );
		$this->assertArrayHasKey( Wishlist_Options::MOBILE_WIDTH, $answer['data']['data']['params'] );
		$this->assertArrayHasKey( Wishlist_Options::ESTIMATE_RECIPIENT, $answer['data']['data']['params'] );
		$this->assertSame( 3000, Wishlist_Options::popup_timeout(), 'Nothing saved.' );

		$answer = $this->dispatch_rest(
			'POST',
			'/wp/v2/settings',
			array(
				Wishlist_Options::ESTIMATE_RECIPIENT => '',
				Wishlist_Options::POPUP_TIMEOUT      => 5000,
			)
		);
		$this->assertSame( 200, $answer['status'], 'An empty recipient means the admin e-mail.' );
		$this->assertSame( 5000, $answer['data'][ Wishlist_Options::POPUP_TIMEOUT ] );

		$this->log_in( $this->create_user( 'editor' ) );
		$this->assertSame( 403, $this->dispatch_rest( 'POST', '/wp/v2/settings', array( Wishlist_Options::POPUP_TIMEOUT => 1000 ) )['status'] );
	}

	/**
	 * Lists per shopper: the setting caps the lists (1 with several wishlists off); out of range is refused over REST.
	 */
	public function test_lists_per_shopper(): void {
		delete_option( Wishlist_Options::MAX_LISTS );
		$this->assertSame( 50, \Boudoir\Wishlist\Wishlist_Service::max_lists() );
		update_option( Wishlist_Options::MAX_LISTS, '3' );
		$this->assertSame( 3, \Boudoir\Wishlist\Wishlist_Service::max_lists() );
		update_option( Wishlist_Options::MULTI_WISHLIST, 'no' );
		$this->assertSame( 1, \Boudoir\Wishlist\Wishlist_Service::max_lists() );
		update_option( Wishlist_Options::MULTI_WISHLIST, 'yes' );
		$this->log_in( $this->create_user( 'administrator' ) );
		$this->assertSame( 400, $this->dispatch_rest( 'POST', '/wp/v2/settings', array( Wishlist_Options::MAX_LISTS => 0 ) )['status'] );
		$this->assertSame( 3, \Boudoir\Wishlist\Wishlist_Service::max_lists() );
	}
}
