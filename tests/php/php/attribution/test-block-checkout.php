<?php
/**
 * Tests of the block checkout's order attribution end to end: the Store API checkout route keeps
 * Boudoir's `extensions` data (registered through the shop adapter) and Boudoir\Attribution\Recorder
 * saves it on the order.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Attribution\Recorder;
use Boudoir\Attribution_Options;
use Boudoir\Commerce\Checkout_Hooks;

require_once __DIR__ . '/trait-attribution-fixtures.php';

/**
 * A shop started with WooCommerce's own order attribution off: the Store API drops `extensions` data of
 * namespaces nobody registered, so Boudoir registers its own; with WooCommerce's own on, WooCommerce's stays.
 * Runs against the double and against a real WooCommerce (BOUDOIR_SITE with a release linked in).
 */
final class Attribution_Block_Checkout_Test extends Test_Case {

	use Attribution_Fixtures;

	private const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';


	/**
	 * A shop that started with WooCommerce's own attribution off.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_attribution();
	}

	/**
	 * Puts the Store API's registrations back.
	 */
	protected function tear_down(): void {
		$this->tear_down_attribution();
		parent::tear_down();
	}

	/**
	 * The block checkout sends Boudoir's values under the extension key; the order gets them, with either
	 * order storage.
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables (HPOS), or posts.
	 */
	public function test_block_checkout_saves_boudoir_attribution( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		$response = $this->check_out(
			array(
				Checkout_Hooks::ATTRIBUTION_EXTENSION => array(
					'source_type'   => 'utm',
					'referrer'      => 'https://search.example/?q=lace',
					'utm_campaign'  => 'spring',
					'utm_source'    => 'newsletter',
					'utm_medium'    => 'email',
					'utm_content'   => '(none)',
					'session_pages' => '3',
					'user_agent'    => self::DESKTOP,
					'not_a_field'   => 'dropped',
				),
			)
		);

		$this->assertSame( 200, $response['status'], (string) wp_json_encode( $response['data'] ) );
		$this->assertSame(
			array(
				'source_type'   => 'utm',
				'referrer'      => 'https://search.example/?q=lace',
				'utm_campaign'  => 'spring',
				'utm_source'    => 'newsletter',
				'utm_medium'    => 'email',
				'session_pages' => '3',
				'user_agent'    => self::DESKTOP,
				'device_type'   => 'Desktop',
			),
			self::woo()->order_attribution( (int) $response['data']['order_id'] )
		);
	}

	/**
	 * Values as the schema allows them (strings or null); anything else refuses the checkout, as WooCommerce's own schema does.
	 */
	public function test_block_checkout_refuses_values_that_are_not_strings(): void {
		$response = $this->check_out( array( Checkout_Hooks::ATTRIBUTION_EXTENSION => array( 'utm_source' => array( 'not', 'a', 'string' ) ) ) );

		$this->assertSame( 400, $response['status'] );
		$this->assertSame( 'rest_invalid_param', $response['data']['code'] );

		$response = $this->check_out( array( Checkout_Hooks::ATTRIBUTION_EXTENSION => array( 'utm_source' => 'newsletter', 'utm_medium' => null ) ) );
		$this->assertSame( 200, $response['status'], (string) wp_json_encode( $response['data'] ) );
		$this->assertSame( array( 'utm_source' => 'newsletter' ), self::woo()->order_attribution( (int) $response['data']['order_id'] ) );
	}

	/**
	 * Registered on `rest_api_init` before the Store API's routes, and only while Boudoir tracks: not with
	 * its setting off, nor while WooCommerce's own attribution registers the namespace itself.
	 */
	public function test_registers_only_while_tracking(): void {
		$this->assertSame( array( Checkout_Hooks::STORE_API_EXTEND_PRIORITY ), $this->hooked_priorities( 'rest_api_init', Recorder::class, 'accept_block_checkout' ) );
		$this->assertLessThan( 10, Checkout_Hooks::STORE_API_EXTEND_PRIORITY );
		$recorder = new Recorder( self::tracking() );
		$cases    = array(
			'tracking'        => array( fn () => null, true ),
			'setting off'     => array( fn () => update_option( Attribution_Options::TRACKING, 'no' ), false ),
			'filter false'    => array( fn () => add_filter( 'boudoir_attribution_allow_tracking', '__return_false' ), false ),
			'own attribution' => array( fn () => $this->own_attribution( true ), false ),
		);
		foreach ( $cases as $case => list( $make, $registered ) ) {
			$this->restart_own_attribution();
			$make();
			$recorder->accept_block_checkout();
			$this->assertSame( $registered, isset( self::store_api_registrations()['checkout'][ Checkout_Hooks::ATTRIBUTION_EXTENSION ] ), $case );
			delete_option( Attribution_Options::TRACKING );
			remove_all_filters( 'boudoir_attribution_allow_tracking' );
			$this->own_attribution( false );
		}
		$this->own_attribution( true );
		$this->assertFalse( self::woo()->accept_checkout_attribution(), 'The adapter itself refuses while WooCommerce registers the namespace.' );
	}

	/**
	 * Puts a virtual, free product in the cart (no shipping, no payment needed) and checks out with the extensions.
	 *
	 * @param array<string,mixed> $extensions The request's `extensions`.
	 * @return array{status:int,data:mixed,headers:array<string,mixed>,response:\WP_REST_Response}
	 */
	private function check_out( array $extensions ): array {
		$product = new \WC_Product_Simple();
		$product->set_props(
			array(
				'name'          => 'Gift note',
				'regular_price' => '0',
				'virtual'       => true,
			)
		);
		$product->save();
		$nonce = array( 'Nonce' => wp_create_nonce( 'wc_store_api' ) );
		$added = $this->dispatch_rest( 'POST', '/wc/store/v1/cart/add-item', array( 'id' => $product->get_id(), 'quantity' => 1 ), $nonce );
		$this->assertSame( 201, $added['status'], (string) wp_json_encode( $added['data'] ) );
		return $this->dispatch_rest(
			'POST',
			'/wc/store/v1/checkout',
			array(
				'billing_address'  => self::CHECKOUT_ADDRESS,
				'shipping_address' => array_diff_key( self::CHECKOUT_ADDRESS, array( 'email' => '' ) ),
				'extensions'       => $extensions,
			),
			$nonce
		);
	}
}
