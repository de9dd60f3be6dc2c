<?php
/**
 * Prints the settings the wishlist and cart stores read, and lets guests refresh their REST nonce.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

use Boudoir\Commerce\Money;
use Boudoir\Commerce\Shop_Pages;
use Boudoir\Estimate\Estimate_Request;
use Boudoir\Islands;
use Boudoir\Wishlist_Options;

defined( 'ABSPATH' ) || exit;

/**
 * `window.boudoirWishlistSettings` before `boudoir-stores-wishlist` and
 * `window.boudoirCartSettings` before `boudoir-stores-cart`.
 *
 * Only shop-wide values: the pages stay cacheable. The Store API nonce is per visitor
 * by nature, as WordPress's own REST nonce printed on the same pages.
 */
final class Wishlist_Script_Settings {

	public const WISHLIST_HANDLE = 'boudoir-stores-wishlist';
	public const CART_HANDLE     = 'boudoir-stores-cart';

	/**
	 * The shop's pages (the cart's URL, the Store API nonce), asked for when the settings are printed.
	 *
	 * @var \Closure
	 */
	private \Closure $pages;

	/**
	 * The shop's money (its currency), asked for when the settings are printed.
	 *
	 * @var \Closure
	 */
	private \Closure $money;

	/**
	 * Keeps how to reach the shop's pages and money.
	 *
	 * @param callable(): Shop_Pages $pages Returns the shop's pages.
	 * @param callable(): Money      $money Returns the shop's money.
	 */
	public function __construct( callable $pages, callable $money ) {
		$this->pages = \Closure::fromCallable( $pages );
		$this->money = \Closure::fromCallable( $money );
	}

	/**
	 * Hooks the settings in on front-end pages only (the handles are registered at init 5):
	 * REST, admin and AJAX requests never print them, so they never pay for reading them.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'add_inline_settings' ), 1 );
		add_action( 'enqueue_block_editor_assets', array( $this, 'add_editor_settings' ) );

		/*
		 * api-fetch refreshes an expired REST nonce from admin-ajax's `rest-nonce` and retries,
		 * but WordPress answers that action for logged-in users only: a guest whose page sat open
		 * past the nonce's life would fail every write. The guest nonce is the one printed on
		 * every page for every logged-out visitor, so serving it reveals nothing new.
		 */
		add_action( 'wp_ajax_nopriv_rest-nonce', 'wp_ajax_rest_nonce' );
	}

	/**
	 * Adds both inline scripts (the init action, priority 6), and names the cart store a late
	 * dependency of the wishlist store (see Islands); a handle that is not registered is skipped.
	 */
	public function add_inline_settings(): void {
		if ( wp_script_is( self::WISHLIST_HANDLE, 'registered' ) ) {
			// The wishlist store loads the cart store itself when an item first goes to the cart.
			wp_script_add_data( self::WISHLIST_HANDLE, Islands::LATE_DEPENDENCIES, array( self::CART_HANDLE ) );
			wp_add_inline_script(
				self::WISHLIST_HANDLE,
				'window.boudoirWishlistSettings = ' . wp_json_encode( $this->wishlist_settings() ) . ';',
				'before'
			);
		}
		if ( wp_script_is( self::CART_HANDLE, 'registered' ) ) {
			wp_add_inline_script(
				self::CART_HANDLE,
				'window.boudoirCartSettings = ' . wp_json_encode( $this->cart_settings() ) . ';',
				'before'
			);
		}
	}

	/**
	 * The same settings before the wishlist block's editor script: its preview lays the list
	 * out by the shop's mobile width, as the front end does.
	 */
	public function add_editor_settings(): void {
		$handle = generate_block_asset_handle( 'boudoir/wishlist', 'editorScript' );
		if ( wp_script_is( $handle, 'registered' ) ) {
			wp_add_inline_script(
				$handle,
				'window.boudoirWishlistSettings = window.boudoirWishlistSettings || ' . wp_json_encode( $this->wishlist_settings() ) . ';',
				'before'
			);
		}
	}

	/**
	 * What the wishlist store reads (its WishlistSettings type): the options, and the limits
	 * the server holds forms to, so the front end repeats none of them.
	 *
	 * @return array<string,mixed>
	 */
	public function wishlist_settings(): array {
		return array(
			'multiWishlist'    => Wishlist_Options::multi_wishlist(),
			'modal'            => Wishlist_Options::wishlist_modal(),
			'autoClosePopup'   => Wishlist_Options::auto_close_popup(),
			'addStraight'      => Wishlist_Options::add_straight_when_one(),
			'dragAndDrop'      => Wishlist_Options::drag_and_drop(),
			'notices'          => Wishlist_Options::wishlist_notices(),
			'mobileMediaQuery' => Wishlist_Options::mobile_width(),
			'popupTimeout'     => Wishlist_Options::popup_timeout(),
			'removeAfterAdd'   => Wishlist_Options::remove_after_add(),
			'redirectToCart'   => Wishlist_Options::redirect_to_cart(),
			'cartUrl'          => ( $this->pages )()?->cart_url() ?? '',
			'estimateRedirect' => Wishlist_Options::estimate_redirect_url() ?? '',
			'wishlistPageUrl'  => Wishlist_Page::url(),
			'cookieDisabled'   => Wishlist_Options::cookie_disabled_text(),
			// Prices in the lists follow the shop's format (src/money); null without a shop.
			'currency'         => ( $this->money )()?->currency()?->to_array(),
			'limits'           => array(
				'quantity'      => Item_Repository::MAX_QUANTITY,
				'wishlistName'  => Wishlist::MAX_NAME_LENGTH,
				'estimateName'  => Estimate_Request::MAX_NAME_LENGTH,
				'estimateNotes' => Estimate_Request::MAX_NOTES_LENGTH,
			),
		);
	}

	/**
	 * What the cart store reads (its CartSettings type).
	 *
	 * @return array{storeApiNonce:string,cartUrl:string}
	 */
	public function cart_settings(): array {
		$pages = ( $this->pages )();
		return array(
			'storeApiNonce' => $pages->store_api_nonce(),
			'cartUrl'       => $pages->cart_url(),
		);
	}
}
