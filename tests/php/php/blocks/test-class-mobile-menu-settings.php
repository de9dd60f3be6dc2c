<?php
/**
 * Tests of Boudoir\Blocks\Mobile_Menu_Settings.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Blocks\Mobile_Menu_Settings;
use Boudoir\Options;
use Boudoir\Theme_Options;

/**
 * The mobile menu's three site-wide theme options and how a block's attributes resolve against them.
 */
final class Mobile_Menu_Settings_Test extends Test_Case {

	/**
	 * Removes the options.
	 */
	public function tear_down(): void {
		delete_option( Theme_Options::MOBILE_MENU_SIDE );
		delete_option( Theme_Options::MOBILE_MENU_DISPLACE );
		delete_option( Theme_Options::MOBILE_MENU_DROPDOWN_TARGET );
		parent::tear_down();
	}

	/**
	 * The plugin registers the options, each with its schema and default, for the REST API.
	 */
	public function test_options_are_registered_with_schema_and_default(): void {
		$registered = get_registered_settings();
		$expected   = array(
			Theme_Options::MOBILE_MENU_SIDE            => array( 'left', array( 'left', 'right' ) ),
			Theme_Options::MOBILE_MENU_DISPLACE        => array( 'yes', array( 'yes', 'no' ) ),
			Theme_Options::MOBILE_MENU_DROPDOWN_TARGET => array( 'toggle', array( 'toggle', 'link' ) ),
		);
		foreach ( $expected as $option => list( $default, $enum ) ) {
			$this->assertArrayHasKey( $option, $registered );
			$this->assertSame( Options::GROUP, $registered[ $option ]['group'] );
			$this->assertSame( $default, $registered[ $option ]['default'] );
			$this->assertSame( $enum, $registered[ $option ]['show_in_rest']['schema']['enum'] );
		}
	}

	/**
	 * Defaults: left, displacing, a toggle.
	 */
	public function test_defaults(): void {
		$this->assertSame( 'left', Mobile_Menu_Settings::side() );
		$this->assertTrue( Mobile_Menu_Settings::displace() );
		$this->assertSame( 'toggle', Mobile_Menu_Settings::dropdown_target() );
	}

	/**
	 * Saving goes through the sanitizers: anything unknown becomes the default.
	 */
	public function test_saved_values_are_sanitized(): void {
		update_option( Theme_Options::MOBILE_MENU_SIDE, 'right' );
		update_option( Theme_Options::MOBILE_MENU_DISPLACE, 'no' );
		update_option( Theme_Options::MOBILE_MENU_DROPDOWN_TARGET, 'link' );
		$this->assertSame( 'right', Mobile_Menu_Settings::side() );
		$this->assertFalse( Mobile_Menu_Settings::displace() );
		$this->assertSame( 'link', Mobile_Menu_Settings::dropdown_target() );

		update_option( Theme_Options::MOBILE_MENU_SIDE, 'top' );
		update_option( Theme_Options::MOBILE_MENU_DROPDOWN_TARGET, '<script>' );
		$this->assertSame( 'left', get_option( Theme_Options::MOBILE_MENU_SIDE ) );
		$this->assertSame( 'toggle', get_option( Theme_Options::MOBILE_MENU_DROPDOWN_TARGET ) );
		$this->assertSame( 'left', sanitize_option( Theme_Options::MOBILE_MENU_SIDE, array( 'right' ) ) );
	}

	/**
	 * A block's own choice wins; unset, the setting; unset too, the default.
	 */
	public function test_resolve_prefers_the_attribute_then_the_setting(): void {
		$this->assertSame(
			array(
				'side'            => 'left',
				'displace'        => true,
				'dropdown_target' => 'toggle',
			),
			Mobile_Menu_Settings::resolve( array() )
		);

		update_option( Theme_Options::MOBILE_MENU_SIDE, 'right' );
		update_option( Theme_Options::MOBILE_MENU_DISPLACE, 'no' );
		update_option( Theme_Options::MOBILE_MENU_DROPDOWN_TARGET, 'link' );
		$this->assertSame(
			array(
				'side'            => 'right',
				'displace'        => false,
				'dropdown_target' => 'link',
			),
			Mobile_Menu_Settings::resolve( array( 'sidrSide' => '' ) )
		);
		$this->assertSame(
			array(
				'side'            => 'left',
				'displace'        => true,
				'dropdown_target' => 'toggle',
			),
			Mobile_Menu_Settings::resolve(
				array(
					'sidrSide'           => 'left',
					'sidrDisplace'       => true,
					'sidrDropdownTarget' => 'toggle',
				)
			)
		);
	}

	/**
	 * Right-to-left pages mirror the side.
	 */
	public function test_screen_side_mirrors_right_to_left(): void {
		$this->assertSame( 'left', Mobile_Menu_Settings::screen_side( 'left', false ) );
		$this->assertSame( 'right', Mobile_Menu_Settings::screen_side( 'left', true ) );
		$this->assertSame( 'left', Mobile_Menu_Settings::screen_side( 'right', true ) );
	}

	/**
	 * The Mobile menu group and its three fields on Settings → Boudoir's Theme tab; REST answers the saved side.
	 */
	public function test_settings_page_fields(): void {
		$fields = array_filter( self::settings_fields( 'theme' ), static fn ( array $field ): bool => 'Mobile menu' === $field['group'] );
		$this->assertSame(
			array( Theme_Options::MOBILE_MENU_SOURCE, Theme_Options::MOBILE_MENU_SIDE, Theme_Options::MOBILE_MENU_DISPLACE, Theme_Options::MOBILE_MENU_DROPDOWN_TARGET ),
			array_keys( $fields )
		);
		$this->assertSame(
			array(
				array(
					'value' => 'left',
					'label' => 'Left',
				),
				array(
					'value' => 'right',
					'label' => 'Right',
				),
			),
			$fields[ Theme_Options::MOBILE_MENU_SIDE ]['choices']
		);

		update_option( Theme_Options::MOBILE_MENU_SIDE, 'right' );
		$this->log_in( $this->create_user( 'administrator' ) );
		$this->assertSame( 'right', $this->dispatch_rest( 'GET', '/wp/v2/settings' )['data'][ Theme_Options::MOBILE_MENU_SIDE ] );
		$this->assertSame( 400, $this->dispatch_rest( 'POST', '/wp/v2/settings', array( Theme_Options::MOBILE_MENU_SIDE => 'top' ) )['status'] );
	}

	/**
	 * The menu: a block's own `sidrSource`, else the setting (a published navigation menu, offered by title on the page), else the newest.
	 */
	public function test_the_menu_comes_from_the_block_then_the_setting_then_the_newest(): void {
		$menu = static fn ( string $title, string $status = 'publish' ): int => (int) wp_insert_post(
			array(
				'post_type'    => 'wp_navigation',
				'post_status'  => $status,
				'post_title'   => $title,
				'post_content' => '<!-- wp:navigation-link {"label":"Shop","url":"/shop/"} /-->',
			)
		);
		$older  = $menu( 'Footer links' );
		$newest = $menu( 'Main menu' );
		$draft  = $menu( 'Draft menu', 'draft' );
		$this->assertSame( $newest, Mobile_Menu_Settings::source( 0 )->ID, 'Nothing set: the newest published menu.' );

		update_option( Theme_Options::MOBILE_MENU_SOURCE, $older );
		$this->assertSame( $older, (int) get_option( Theme_Options::MOBILE_MENU_SOURCE ) );
		$this->assertSame( $older, Mobile_Menu_Settings::source( null )->ID, 'The setting.' );
		$this->assertSame( $newest, Mobile_Menu_Settings::source( $newest )->ID, 'The block’s own comes first.' );

		update_option( Theme_Options::MOBILE_MENU_SOURCE, $draft );
		$this->assertSame( 0, (int) get_option( Theme_Options::MOBILE_MENU_SOURCE ), 'A draft is not saved.' );

		$choices = self::settings_fields( 'theme' )[ Theme_Options::MOBILE_MENU_SOURCE ]['choices'];
		$this->assertSame( array( '0', (string) $older, (string) $newest ), array_column( $choices, 'value' ) );
		$this->assertSame( array( 'The newest menu', 'Footer links', 'Main menu' ), array_column( $choices, 'label' ) );
	}
}
