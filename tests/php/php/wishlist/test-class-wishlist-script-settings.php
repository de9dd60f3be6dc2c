<?php
/**
 * Tests of Boudoir\Wishlist\Wishlist_Script_Settings.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Commerce\Money;
use Boudoir\Commerce\No_Money;
use Boudoir\Commerce\No_Shop_Pages;
use Boudoir\Commerce\Shop_Pages;
use Boudoir\Plugin;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Wishlist_Page;
use Boudoir\Wishlist\Wishlist_Script_Settings;
use Boudoir\Wishlist_Options;

/**
 * The stores' settings are printed before their packages, shop-wide only; guests may refresh their REST nonce.
 */
final class Wishlist_Script_Settings_Test extends Test_Case {

	/**
	 * Puts the shop back.
	 */
	protected function tear_down(): void {
		Plugin::instance()->detect_commerce();
		parent::tear_down();
	}

	/**
	 * A fresh script registry with both store handles registered, and the settings added.
	 *
	 * @param callable(): Shop_Pages|null $pages The shop's pages; the plugin's by default.
	 * @param callable(): Money|null      $money The shop's money; the plugin's by default.
	 */
	private function print_settings( ?callable $pages = null, ?callable $money = null ): \WP_Scripts {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		wp_register_script( Wishlist_Script_Settings::WISHLIST_HANDLE, 'https://cdn.boudoir.test/stores-wishlist.js', array(), '1', true );
		wp_register_script( Wishlist_Script_Settings::CART_HANDLE, 'https://cdn.boudoir.test/stores-cart.js', array(), '1', true );
		( new Wishlist_Script_Settings( $pages ?? fn (): Shop_Pages => Plugin::instance()->shop_pages(), $money ?? fn (): Money => Plugin::instance()->money() ) )->add_inline_settings();
		return wp_scripts();
	}

	/**
	 * The object assigned to a global in a handle's "before" inline script.
	 *
	 * @param \WP_Scripts $scripts Registry.
	 * @param string      $handle  Script handle.
	 * @param string      $global  e.g. `window.boudoirCartSettings`.
	 * @return array<string,mixed>
	 */
	private function settings_of( \WP_Scripts $scripts, string $handle, string $global ): array {
		$before = $scripts->get_data( $handle, 'before' );
		$this->assertIsArray( $before, "{$handle} has an inline script before it." );
		$found = array_values( array_filter( $before, static fn ( $code ) => is_string( $code ) && str_starts_with( $code, $global . ' = ' ) ) );
		$this->assertCount( 1, $found, "One {$global} assignment." );
		$this->assertStringEndsWith( ';', $found[0] );
		$data = json_decode( substr( $found[0], strlen( $global . ' = ' ), -1 ), true, 512, JSON_THROW_ON_ERROR );
		$this->assertIsArray( $data );
		return $data;
	}

	/**
	 * Booting hooks the settings in on front-end pages (after the packages are registered at init 5), and the guest nonce refresh.
	 */
	public function test_hooked_in_by_the_plugin(): void {
		$this->assertSame( array( 1 ), $this->hooked_priorities( 'wp_enqueue_scripts', Wishlist_Script_Settings::class, 'add_inline_settings' ) );
		$this->assertSame( array(), $this->hooked_priorities( 'init', Wishlist_Script_Settings::class, 'add_inline_settings' ), 'REST and admin requests do not compute them.' );
		$this->assertSame( 10, has_action( 'wp_ajax_nopriv_rest-nonce', 'wp_ajax_rest_nonce' ), 'Guests get a fresh REST nonce from admin-ajax, as logged-in users do.' );
	}

	/**
	 * window.boudoirWishlistSettings: the WishlistSettings type, from the options, defaults first.
	 */
	public function test_wishlist_settings(): void {
		foreach ( array( Wishlist_Options::MULTI_WISHLIST, Wishlist_Options::WISHLIST_MODAL, Wishlist_Options::AUTO_CLOSE, Wishlist_Options::ADD_STRAIGHT, Wishlist_Options::DRAG_AND_DROP, Wishlist_Options::NOTICES, Wishlist_Options::MOBILE_WIDTH, Wishlist_Options::POPUP_TIMEOUT, Wishlist_Options::REMOVE_AFTER_ADD, Wishlist_Options::ESTIMATE_REDIRECT, Wishlist_Page::OPTION ) as $option ) {
			delete_option( $option );
		}

		$defaults = $this->settings_of( $this->print_settings(), Wishlist_Script_Settings::WISHLIST_HANDLE, 'window.boudoirWishlistSettings' );

		// What a shop with the options' defaults prints is the front end's test fixture, its
		// addresses aside: the jest tests run the stores and blocks on exactly this.
		$fixture = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/fixtures/wishlist-settings.json' ), true );
		$this->assertSame( Plugin::instance()->shop_pages()->cart_url(), $defaults['cartUrl'] );
		$this->assertSame( home_url( '/wishlist/' ), $defaults['wishlistPageUrl'] );
		$this->assertSame(
			array_merge(
				$fixture,
				array(
					'cartUrl'         => $defaults['cartUrl'],
					'wishlistPageUrl' => $defaults['wishlistPageUrl'],
				)
			),
			$defaults
		);
		$this->assertSame(
			array(
				'quantity'      => 9999,
				'wishlistName'  => 100,
				'estimateName'  => 100,
				'estimateNotes' => 2000,
			),
			$defaults['limits'],
			'the limits the REST API and the estimate form hold'
		);

		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'My wishlist',
				'post_status' => 'publish',
			)
		);
		update_option( Wishlist_Page::OPTION, $page );
		update_option( Wishlist_Options::WISHLIST_MODAL, 'no' );
		update_option( Wishlist_Options::DRAG_AND_DROP, 'no' );
		update_option( Wishlist_Options::ADD_STRAIGHT, 'yes' );
		update_option( Wishlist_Options::MOBILE_WIDTH, 600 );
		update_option( Wishlist_Options::POPUP_TIMEOUT, 5000 );
		update_option( Wishlist_Options::REMOVE_AFTER_ADD, 'no' );
		update_option( Wishlist_Options::ESTIMATE_REDIRECT, home_url( '/thanks/' ) );

		$set = $this->settings_of( $this->print_settings(), Wishlist_Script_Settings::WISHLIST_HANDLE, 'window.boudoirWishlistSettings' );

		$this->assertFalse( $set['modal'] );
		$this->assertFalse( $set['dragAndDrop'] );
		$this->assertTrue( $set['addStraight'] );
		$this->assertTrue( $set['multiWishlist'] );
		$this->assertSame( 600, $set['mobileMediaQuery'] );
		$this->assertSame( 5000, $set['popupTimeout'] );
		$this->assertFalse( $set['removeAfterAdd'] );
		$this->assertSame( home_url( '/thanks/' ), $set['estimateRedirect'] );
		$this->assertSame( get_permalink( $page ), $set['wishlistPageUrl'] );
	}

	/**
	 * The same bytes for every visitor: no per-shopper data in the wishlist settings.
	 */
	public function test_wishlist_settings_are_the_same_for_everyone(): void {
		$this->log_out();
		$guest = $this->print_settings()->get_data( Wishlist_Script_Settings::WISHLIST_HANDLE, 'before' );
		$this->log_in( $this->create_user( 'customer' ) );
		$user = $this->print_settings()->get_data( Wishlist_Script_Settings::WISHLIST_HANDLE, 'before' );
		$this->assertSame( $guest, $user );
	}

	/**
	 * window.boudoirCartSettings: the Store API nonce and the cart URL from the shop's pages; empty without the shop.
	 */
	public function test_cart_settings(): void {
		$this->log_in( $this->create_user( 'customer' ) );
		$pages = Plugin::instance()->shop_pages();
		$this->assertTrue( Plugin::instance()->shop_enabled(), 'The shop (or its double) is active in this run.' );

		$cart = $this->settings_of( $this->print_settings(), Wishlist_Script_Settings::CART_HANDLE, 'window.boudoirCartSettings' );

		$this->assertSame( array( 'storeApiNonce', 'cartUrl' ), array_keys( $cart ) );
		$this->assertSame( wp_create_nonce( 'wc_store_api' ), $cart['storeApiNonce'] );
		$this->assertSame( 1, wp_verify_nonce( $cart['storeApiNonce'], 'wc_store_api' ) );
		$this->assertSame( $pages->cart_url(), $cart['cartUrl'] );
		$this->assertSame( wp_create_nonce( 'wc_store_api' ), $pages->store_api_nonce() );

		$none = $this->settings_of( $this->print_settings( fn (): Shop_Pages => new No_Shop_Pages(), fn (): Money => new No_Money() ), Wishlist_Script_Settings::CART_HANDLE, 'window.boudoirCartSettings' );
		$this->assertSame(
			array(
				'storeApiNonce' => '',
				'cartUrl'       => '',
			),
			$none
		);
		$this->assertSame( '', ( new No_Shop_Pages() )->store_api_nonce() );
	}

	/**
	 * The block editor gets the same settings before the wishlist block's editor script, whose
	 * preview lays the list out by the shop's mobile width; a settings object already there is kept.
	 */
	public function test_editor_settings(): void {
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'enqueue_block_editor_assets', Wishlist_Script_Settings::class, 'add_editor_settings' ) );
		update_option( Wishlist_Options::MOBILE_WIDTH, 600 );
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$handle                = generate_block_asset_handle( 'boudoir/wishlist', 'editorScript' );
		wp_register_script( $handle, 'https://cdn.boudoir.test/wishlist/index.js', array(), '1', true );
		( new Wishlist_Script_Settings( fn (): Shop_Pages => Plugin::instance()->shop_pages(), fn (): Money => Plugin::instance()->money() ) )->add_editor_settings();

		$before = wp_scripts()->get_data( $handle, 'before' );
		$this->assertIsArray( $before );
		$before = array_values( array_filter( $before, 'is_string' ) );
		$prefix = 'window.boudoirWishlistSettings = window.boudoirWishlistSettings || ';
		$this->assertCount( 1, $before );
		$this->assertStringStartsWith( $prefix, $before[0] );
		$data = json_decode( substr( $before[0], strlen( $prefix ), -1 ), true, 512, JSON_THROW_ON_ERROR );
		$this->assertSame( 600, $data['mobileMediaQuery'] );
	}

	/**
	 * Unregistered handles (no build) are skipped without a "doing it wrong" notice.
	 */
	public function test_skips_unregistered_handles(): void {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		( new Wishlist_Script_Settings( fn (): Shop_Pages => new No_Shop_Pages(), fn (): Money => new No_Money() ) )->add_inline_settings();
		$this->assertFalse( wp_scripts()->get_data( Wishlist_Script_Settings::WISHLIST_HANDLE, 'before' ) );
	}
}
