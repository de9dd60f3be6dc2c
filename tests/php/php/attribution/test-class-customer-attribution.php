<?php
/**
 * Tests of Boudoir\Attribution\Customer_Attribution: the attribution values saved on a customer at
 * registration, in the privacy export, erased, and gone on uninstall with the opt-in.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Attribution\Customer_Attribution;

require_once __DIR__ . '/trait-attribution-fixtures.php';

/**
 * Security finding 4: the `_wc_order_attribution_*` user meta Boudoir saved at registration was not
 * exported, not erased, and survived uninstall with data deletion on.
 */
final class Customer_Attribution_Test extends Test_Case {

	use Attribution_Fixtures;

	/**
	 * WooCommerce's own attribution off, so Boudoir records.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_attribution();
	}

	/**
	 * Forgets cookies, options and the posted form.
	 */
	protected function tear_down(): void {
		$this->tear_down_attribution();
		$_POST = array();
		parent::tear_down();
	}

	/**
	 * A customer registered through the shop's form with attribution inputs.
	 */
	private function registered_customer(): \WP_User {
		$user = $this->create_user( 'customer' );
		$_POST['wc_order_attribution_source_type'] = 'utm';
		$_POST['wc_order_attribution_utm_source']  = 'newsletter';
		$_POST['wc_order_attribution_user_agent']  = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0';
		do_action( 'woocommerce_created_customer', $user->ID, array(), false );
		$_POST = array();
		return $user;
	}

	/**
	 * The exporter lists each value Boudoir saved on the account; the eraser deletes them all, and only them.
	 */
	public function test_export_and_erase(): void {
		$user = $this->registered_customer();
		update_user_meta( $user->ID, 'other_plugin_key', 'kept' );
		$this->assertSame( 'newsletter', get_user_meta( $user->ID, '_wc_order_attribution_utm_source', true ) );

		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$this->assertArrayHasKey( Customer_Attribution::ID, $exporters );
		$export = call_user_func( $exporters[ Customer_Attribution::ID ]['callback'], $user->user_email, 1 );
		$this->assertTrue( $export['done'] );
		$this->assertCount( 1, $export['data'] );
		$fields = array_column( $export['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'utm', $fields['_wc_order_attribution_source_type'] );
		$this->assertSame( 'newsletter', $fields['_wc_order_attribution_utm_source'] );
		$this->assertSame( 'Desktop', $fields['_wc_order_attribution_device_type'] );

		$erasers = apply_filters( 'wp_privacy_personal_data_erasers', array() );
		$this->assertArrayHasKey( Customer_Attribution::ID, $erasers );
		$erased = call_user_func( $erasers[ Customer_Attribution::ID ]['callback'], $user->user_email, 1 );
		$this->assertTrue( $erased['items_removed'] );
		$this->assertTrue( $erased['done'] );
		$left = array_filter( array_keys( get_user_meta( $user->ID ) ), static fn ( string $key ): bool => str_starts_with( $key, '_wc_order_attribution_' ) || str_starts_with( $key, '_boudoir_' ) );
		$this->assertSame( array(), array_values( $left ) );
		$this->assertSame( 'kept', get_user_meta( $user->ID, 'other_plugin_key', true ) );
		$this->assertSame( array(), call_user_func( $exporters[ Customer_Attribution::ID ]['callback'], $user->user_email, 1 )['data'] );
	}

	/**
	 * Uninstall with the opt-in deletes what Boudoir saved on customers; a value WooCommerce saved itself stays.
	 */
	public function test_uninstall_deletes_it_with_the_opt_in(): void {
		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'boudoir/boudoir.php' );
		}
		// The tables stay for the other tests.
		add_filter( 'query', static fn ( $query ) => is_string( $query ) && preg_match( '/^\s*DROP TABLE/i', $query ) ? 'SELECT 1' : $query, 1 );
		$user     = $this->registered_customer();
		$woo_only = $this->create_user( 'customer' );
		update_user_meta( $woo_only->ID, '_wc_order_attribution_utm_source', 'saved by WooCommerce' );

		update_option( 'boudoir_delete_data_on_uninstall', 'no' );
		include dirname( __DIR__, 4 ) . '/uninstall.php';
		$this->assertSame( 'newsletter', get_user_meta( $user->ID, '_wc_order_attribution_utm_source', true ), 'Kept without the opt-in.' );

		update_option( 'boudoir_delete_data_on_uninstall', 'yes' );
		include dirname( __DIR__, 4 ) . '/uninstall.php';
		$this->assertSame( '', get_user_meta( $user->ID, '_wc_order_attribution_utm_source', true ), 'Gone with the opt-in.' );
		$this->assertSame( '', get_user_meta( $user->ID, '_wc_order_attribution_device_type', true ) );
		$this->assertSame( '', get_user_meta( $user->ID, Customer_Attribution::KEYS_META, true ) );
		$this->assertSame( 'saved by WooCommerce', get_user_meta( $woo_only->ID, '_wc_order_attribution_utm_source', true ), "WooCommerce's own stays." );
	}
}
