<?php
/**
 * Tests of Boudoir\Attribution\Tracking, the settings section and the estimate reader's consent.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Attribution\Tracking;
use Boudoir\Attribution_Options;
use Boudoir\Commerce\Order_Attribution;
use Boudoir\Estimate\Attribution;
use Boudoir\Options;
use Boudoir\Tests\Wishlist\Recording_Cookie_Jar;

require_once __DIR__ . '/trait-attribution-fixtures.php';
require_once dirname( __DIR__ ) . '/wishlist/class-recording-cookie-jar.php';

/**
 * The decision matrix: the setting, the filter, the WP Consent API present or not, WooCommerce's own attribution.
 */
final class Attribution_Tracking_Test extends Test_Case {

	use Attribution_Fixtures;

	/**
	 * WooCommerce's own attribution off, no consent API answer.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_attribution();
	}

	/**
	 * Forgets cookies and options.
	 */
	protected function tear_down(): void {
		$this->tear_down_attribution();
		parent::tear_down();
	}

	/**
	 * The decision for each case: [ enabled, allowed, defers ].
	 *
	 * @return array<string,array{0:bool,1:bool,2:bool}>
	 */
	private function decision( Tracking $tracking ): array {
		return array( $tracking->enabled(), $tracking->allowed(), $tracking->defers() );
	}

	/**
	 * By default Boudoir tracks: setting yes, filter true, no consent API asks.
	 */
	public function test_tracks_by_default(): void {
		$this->assertSame( array( true, true, false ), $this->decision( self::tracking() ) );
		$this->assertTrue( Tracking::setting_on() );
	}

	/**
	 * The setting `no` turns it off; anything else reads as yes.
	 */
	public function test_the_setting_turns_it_off(): void {
		update_option( Attribution_Options::TRACKING, 'no' );
		$this->assertSame( array( false, false, false ), $this->decision( self::tracking() ) );
		update_option( Attribution_Options::TRACKING, 'garbage' );
		$this->assertTrue( self::tracking()->enabled() );
	}

	/**
	 * The filter `boudoir_attribution_allow_tracking` turns it off.
	 */
	public function test_the_filter_turns_it_off(): void {
		add_filter( 'boudoir_attribution_allow_tracking', '__return_false' );
		$this->assertSame( array( false, false, false ), $this->decision( self::tracking() ) );
	}

	/**
	 * With WooCommerce's own order attribution active, Boudoir defers: not enabled whatever its setting.
	 */
	public function test_defers_to_woocommerce_own(): void {
		$this->own_attribution( true );
		$this->assertSame( array( false, false, true ), $this->decision( self::tracking() ) );
		delete_option( 'woocommerce_feature_order_attribution_enabled' );
		$this->assertTrue( self::tracking()->defers(), 'WooCommerce turns it on by default (option missing).' );
	}

	/**
	 * Without a shop nothing is tracked (no fields, no orders).
	 */
	public function test_no_shop_no_tracking(): void {
		$tracking = self::tracking( false );
		$this->assertSame( array( false, false, false ), $this->decision( $tracking ) );
		$this->assertSame( array(), $tracking->fields() );
	}

	/**
	 * With the WP Consent API and an opt-in consent type: enabled, allowed only with the shopper's `allow`.
	 */
	public function test_consent_api_present(): void {
		$this->consent_api( null );
		$this->assertSame( array( true, false, false ), $this->decision( self::tracking() ), 'Opt-in, no answer yet.' );
		$this->consent_api( 'deny' );
		$this->assertSame( array( true, false, false ), $this->decision( self::tracking() ) );
		$this->consent_api( 'allow' );
		$this->assertSame( array( true, true, false ), $this->decision( self::tracking() ) );

		add_filter( 'wp_get_consent_type', static fn (): string => 'optout', 20 );
		unset( $_COOKIE['wp_consent_marketing'] );
		$this->assertTrue( self::tracking()->allowed(), 'Opt-out: allowed until refused.' );
	}

	/**
	 * Without a consent API (the lookup says none), consent is never asked; a lookup's refusal is.
	 */
	public function test_consent_api_absent(): void {
		$orders = static fn (): Order_Attribution => self::woo();
		$shop   = static fn (): bool => true;
		$this->assertTrue( ( new Tracking( $orders, $shop, static fn (): ?bool => null ) )->allowed() );
		$this->assertFalse( ( new Tracking( $orders, $shop, static fn (): ?bool => false ) )->allowed() );
		$asked = array();
		( new Tracking( $orders, $shop, static function ( string $category ) use ( &$asked ): ?bool {
			$asked[] = $category;
			return true;
		} ) )->allowed();
		$this->assertSame( array( 'marketing' ), $asked );
	}

	/**
	 * Consent never turns on what the setting turned off.
	 */
	public function test_consent_does_not_override_the_setting(): void {
		$this->consent_api( 'allow' );
		update_option( Attribution_Options::TRACKING, 'no' );
		$this->assertFalse( self::tracking()->allowed() );
	}

	/**
	 * The inputs' prefix: WooCommerce's by default, filtered, cleaned and ending in one underscore.
	 */
	public function test_prefix(): void {
		$this->assertSame( 'wc_order_attribution_', self::tracking()->prefix() );
		// The setting, cleaned as it is saved; the filter applies on top.
		update_option( Attribution_Options::FIELD_PREFIX, 'My Shop-Source' );
		$this->assertSame( 'myshop-source_', get_option( Attribution_Options::FIELD_PREFIX ) );
		$this->assertSame( 'myshop-source_', self::tracking()->prefix() );
		update_option( Attribution_Options::FIELD_PREFIX, '"><' );
		$this->assertSame( 'wc_order_attribution_', self::tracking()->prefix(), 'Nothing left: the default.' );
		add_filter( 'boudoir_attribution_field_prefix', static fn (): string => '__Shop Source__' );
		$this->assertSame( 'shopsource_', self::tracking()->prefix() );
		add_filter( 'boudoir_attribution_field_prefix', static fn (): string => '"><', 20 );
		$this->assertSame( 'wc_order_attribution_', self::tracking()->prefix(), 'Nothing left: the default.' );
	}

	/**
	 * The 16 fields and their sourcebuster paths, as WooCommerce names them (surfaces §5).
	 */
	public function test_fields(): void {
		$this->assertSame(
			array(
				'source_type'          => 'current.typ',
				'referrer'             => 'current_add.rf',
				'utm_campaign'         => 'current.cmp',
				'utm_source'           => 'current.src',
				'utm_medium'           => 'current.mdm',
				'utm_content'          => 'current.cnt',
				'utm_id'               => 'current.id',
				'utm_term'             => 'current.trm',
				'utm_source_platform'  => 'current.plt',
				'utm_creative_format'  => 'current.fmt',
				'utm_marketing_tactic' => 'current.tct',
				'session_entry'        => 'current_add.ep',
				'session_start_time'   => 'current_add.fd',
				'session_pages'        => 'session.pgs',
				'session_count'        => 'udata.vst',
				'user_agent'           => 'udata.uag',
			),
			self::tracking()->fields()
		);
	}

	/**
	 * The estimate reader follows the same rule: Boudoir's while it tracks, WooCommerce's (and the consent) while it defers.
	 */
	public function test_estimate_reader_follows_the_consent_rule(): void {
		$cookies = new Recording_Cookie_Jar( array( 'sbjs_current' => 'typ=utm|||src=google' ) );
		$read    = static fn (): array => ( new Attribution( $cookies, self::tracking() ) )->values();

		$this->assertSame( 'google', $read()['utm_source'] ?? null, 'Boudoir tracks: read.' );
		update_option( Attribution_Options::TRACKING, 'no' );
		$this->assertSame( array(), $read(), 'Tracking off: blank.' );
		delete_option( Attribution_Options::TRACKING );

		$this->consent_api( 'deny' );
		$this->assertSame( array(), $read(), 'Marketing consent refused: blank.' );
		$this->consent_api( 'allow' );
		$this->assertSame( 'google', $read()['utm_source'] ?? null );

		// WooCommerce's own attribution: its cookies are read, under its filter and the consent.
		$this->own_attribution( true );
		update_option( Attribution_Options::TRACKING, 'no' );
		$this->assertSame( 'google', $read()['utm_source'] ?? null, "Deferring: WooCommerce's values, Boudoir's setting aside." );
		add_filter( 'wc_order_attribution_allow_tracking', '__return_false' );
		$this->assertSame( array(), $read(), "WooCommerce's filter refuses: blank." );
		remove_filter( 'wc_order_attribution_allow_tracking', '__return_false' );
		$this->consent_api( 'deny' );
		$this->assertSame( array(), $read(), 'Deferring, consent refused: blank.' );
	}

	/**
	 * Settings → Boudoir: the option with its schema, the tab's switch, and the note when Boudoir defers.
	 */
	public function test_settings_tab(): void {
		$settings = new Attribution_Options( self::tracking() );
		$settings->register_settings();
		$registered = get_registered_settings()[ Attribution_Options::TRACKING ] ?? null;
		$this->assertNotNull( $registered );
		$this->assertSame( 'yes', $registered['default'] );
		$this->assertSame( 'no', Options::sanitize_yes_no_default_yes( 'no' ) );
		$this->assertSame( array( 'yes', 'no' ), $registered['show_in_rest']['schema']['enum'] );

		$field = self::settings_fields( 'attribution' )[ Attribution_Options::TRACKING ] ?? null;
		$this->assertSame( 'Track where shoppers come from', $field['label'] ?? null );
		$this->assertSame( 'switch', $field['type'] );

		$this->assertSame( array(), $settings->add_note( array() ) );
		$this->own_attribution( true );
		$this->assertStringContainsString( 'WooCommerce’s own order attribution is on, so Boudoir does not track', $settings->add_note( array() )['attribution'] ?? '' );
		$this->assertStringContainsString( 'own order attribution is on, so Boudoir does not track', \Boudoir\Settings_Page::settings_script(), 'The page shows it on the tab.' );
	}

	/**
	 * The plugin wires every part in.
	 */
	public function test_the_plugin_hooks_it_in(): void {
		$classes = array();
		foreach ( array( 'wp_enqueue_scripts', 'woocommerce_after_order_notes', 'woocommerce_register_form', 'woocommerce_checkout_order_created', 'woocommerce_store_api_checkout_update_order_from_request', 'woocommerce_created_customer', 'add_meta_boxes' ) as $hook ) {
			foreach ( $GLOBALS['wp_filter'][ $hook ]->callbacks ?? array() as $callbacks ) {
				foreach ( $callbacks as $callback ) {
					if ( is_array( $callback['function'] ) && is_object( $callback['function'][0] ) && str_starts_with( get_class( $callback['function'][0] ), 'Boudoir\\Attribution\\' ) ) {
						$classes[ $hook ][] = substr( get_class( $callback['function'][0] ), strlen( 'Boudoir\\Attribution\\' ) ) . '::' . $callback['function'][1];
					}
				}
			}
		}
		$this->assertSame(
			array(
				'wp_enqueue_scripts'                => array( 'Attribution_Script::enqueue' ),
				'woocommerce_after_order_notes'     => array( 'Form_Inputs::print_inputs' ),
				'woocommerce_register_form'         => array( 'Form_Inputs::print_inputs' ),
				'woocommerce_checkout_order_created' => array( 'Recorder::save_from_classic_checkout' ),
				'woocommerce_store_api_checkout_update_order_from_request' => array( 'Recorder::save_from_store_api' ),
				'woocommerce_created_customer'      => array( 'Recorder::save_from_registration' ),
				'add_meta_boxes'                    => array( 'Order_Box::add' ),
			),
			$classes
		);
		// The tab's note comes with its options' declarations, from the option registry.
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'boudoir_settings_page_notes', Attribution_Options::class, 'add_note' ) );
	}
}
