<?php
/**
 * The Wishlists and Data tabs of Settings → Boudoir: their options, declared in the option registry.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

use Boudoir\Wishlist\Expiry;
use Boudoir\Wishlist\Wishlist_Service;

defined( 'ABSPATH' ) || exit;

/**
 * The wishlist, estimate and data options (declared in the Options registry on init, so the settings
 * page, the block editor and the front-end script settings read them from /wp/v2/settings or Options),
 * the sanitizers their types do not imply, and their typed readers.
 */
final class Wishlist_Options {

	public const REMOVE_AFTER_ADD    = 'boudoir_remove_after_add';
	public const ESTIMATE_RECIPIENT  = 'boudoir_estimate_recipient';
	public const GUEST_LIST_DAYS     = 'boudoir_guest_list_days';
	public const DELETE_ON_UNINSTALL = 'boudoir_delete_data_on_uninstall';
	public const ESTIMATE_REDIRECT   = 'boudoir_estimate_redirect_url';
	public const POPUP_TIMEOUT       = 'boudoir_popup_timeout';
	public const MULTI_WISHLIST      = 'boudoir_multi_wishlist';
	public const WISHLIST_MODAL      = 'boudoir_wishlist_modal';
	public const AUTO_CLOSE          = 'boudoir_wishlist_auto_close';
	public const DRAG_AND_DROP       = 'boudoir_wishlist_drag_and_drop';
	public const NOTICES             = 'boudoir_wishlist_notices';
	public const MOBILE_WIDTH        = 'boudoir_wishlist_mobile_width';
	public const AUTO_INSERT         = 'boudoir_wishlist_auto_insert';
	public const ADD_STRAIGHT        = 'boudoir_wishlist_add_straight';
	public const COOKIE_DISABLED     = 'boudoir_wishlist_cookie_disabled_text';
	public const MAX_LISTS           = 'boudoir_max_wishlists';
	public const REDIRECT_TO_CART    = 'boudoir_wishlist_redirect_to_cart';

	/**
	 * The request header holding the shopper's address behind a reverse proxy (e.g. `X-Forwarded-For`;
	 * empty, the default, trusts none), read by the estimates' rate limit. Set outside the page (WP-CLI,
	 * code): no field, so not declared.
	 */
	public const TRUSTED_PROXY_HEADER = 'boudoir_trusted_proxy_header';

	/** The width (px) at or under which list views use their mobile variant. */
	public const DEFAULT_MOBILE_WIDTH = 768;

	/** The narrowest mobile width accepted, in pixels. */
	public const MIN_MOBILE_WIDTH = 320;

	/** The widest mobile width accepted, in pixels. */
	public const MAX_MOBILE_WIDTH = 2000;

	/** The notice's default timeout (docs/contract.md, Figures), in milliseconds. */
	public const DEFAULT_POPUP_TIMEOUT = 3000;

	/** The longest notice timeout accepted, in milliseconds. */
	public const MAX_POPUP_TIMEOUT = 60000;

	/** The most lists per shopper a shop may allow. */
	public const MAX_MAX_LISTS = 500;

	/** The longest cookie-disabled message accepted, in characters. */
	public const MAX_LABEL_LENGTH = 200;

	/** The longest guest list lifetime accepted, as Expiry reads it. */
	public const MAX_GUEST_LIST_DAYS = 3650;

	/**
	 * Hooks the declarations in; Settings_Page shows the options.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_settings' ) );
	}

	/**
	 * Declares the wishlist, estimate and data options (the init action): REST and options.php both sanitize through them.
	 */
	public function register_settings(): void {
		$wishlists = __( 'Wishlists', 'boudoir' );
		Options::register(
			self::MULTI_WISHLIST,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'wishlists',
				'group'       => $wishlists,
				'label'       => __( 'Several wishlists', 'boudoir' ),
				'description' => __( 'Let shoppers keep several wishlists.', 'boudoir' ),
				'help'        => __( 'Let shoppers keep several wishlists.', 'boudoir' ),
			)
		);
		Options::register(
			self::ADD_STRAIGHT,
			array(
				'type'        => 'switch',
				'default'     => 'no',
				'section'     => 'wishlists',
				'group'       => $wishlists,
				'label'       => __( 'Add straight to the default list when there is only one', 'boudoir' ),
				'description' => __( 'With several wishlists, add straight to the default list when the shopper has only one, instead of opening the popup.', 'boudoir' ),
				'help'        => __( 'With several wishlists, add straight to the default list when the shopper has only one, instead of opening the popup.', 'boudoir' ),
			)
		);
		Options::register(
			self::MAX_LISTS,
			array(
				'type'        => 'integer',
				'default'     => Wishlist_Service::DEFAULT_MAX_LISTS,
				'min'         => 1,
				'max'         => self::MAX_MAX_LISTS,
				'section'     => 'wishlists',
				'group'       => $wishlists,
				'label'       => __( 'Lists per shopper', 'boudoir' ),
				'description' => __( 'How many wishlists one shopper may keep while several wishlists are on.', 'boudoir' ),
				'help'        => __( 'How many wishlists one shopper may keep while several wishlists are on.', 'boudoir' ),
			)
		);
		Options::register(
			self::AUTO_INSERT,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'wishlists',
				'group'       => $wishlists,
				'label'       => __( 'Add the button automatically', 'boudoir' ),
				'description' => __( 'Add the Add to wishlist button to product pages and product lists automatically.', 'boudoir' ),
				'help'        => __( 'Add the Add to wishlist button to product pages and product lists automatically.', 'boudoir' ),
			)
		);
		Options::register(
			self::REMOVE_AFTER_ADD,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'wishlists',
				'group'       => $wishlists,
				'label'       => __( 'Remove after add to cart', 'boudoir' ),
				'description' => __( 'Remove an item from its wishlist once its owner adds it to the cart.', 'boudoir' ),
				'help'        => __( 'Remove an item from its wishlist once its owner adds it to the cart.', 'boudoir' ),
			)
		);
		Options::register(
			self::REDIRECT_TO_CART,
			array(
				'type'        => 'switch',
				'default'     => 'no',
				'section'     => 'wishlists',
				'group'       => $wishlists,
				'label'       => __( 'Go to the cart after adding from a wishlist', 'boudoir' ),
				'description' => __( 'After a shopper adds items from a wishlist to the cart, open the cart page (otherwise the wishlist stays, whatever WooCommerce’s own redirect setting says).', 'boudoir' ),
				'help'        => __( 'After a shopper adds items from a wishlist to the cart, open the cart page. Off: the wishlist stays, whatever WooCommerce’s own redirect setting says.', 'boudoir' ),
			)
		);
		Options::register(
			self::GUEST_LIST_DAYS,
			array(
				'type'        => 'integer',
				'default'     => Expiry::DEFAULT_DAYS,
				'sanitize'    => array( self::class, 'sanitize_days' ),
				'min'         => 1,
				'max'         => self::MAX_GUEST_LIST_DAYS,
				'section'     => 'wishlists',
				'group'       => $wishlists,
				'label'       => __( 'Guest wishlist lifetime (days)', 'boudoir' ),
				'description' => __( 'Days a guest’s wishlist is kept after its last change.', 'boudoir' ),
				'help'        => __( 'Days a guest’s wishlist is kept after its last change.', 'boudoir' ),
			)
		);

		Options::register(
			self::COOKIE_DISABLED,
			array(
				'type'        => 'text',
				// Empty means the translated default, so a change of language changes it too.
				'default'     => '',
				'max_length'  => self::MAX_LABEL_LENGTH,
				'section'     => 'wishlists',
				'group'       => $wishlists,
				'label'       => __( 'Message when cookies are off', 'boudoir' ),
				'description' => __( 'The alert a shopper sees when adding to a wishlist with cookies turned off; empty for the default.', 'boudoir' ),
				'help'        => __( 'The alert a shopper sees when adding to a wishlist with cookies turned off; empty for the default.', 'boudoir' ),
				'placeholder' => self::default_cookie_disabled_text(),
			)
		);

		$popups = __( 'Popups and notices', 'boudoir' );
		Options::register(
			self::WISHLIST_MODAL,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'wishlists',
				'group'       => $popups,
				'label'       => __( 'Modal popups', 'boudoir' ),
				'description' => __( 'Show wishlist popups as modal dialogs (otherwise inline).', 'boudoir' ),
				'help'        => __( 'Show wishlist popups as modal dialogs (otherwise inline).', 'boudoir' ),
			)
		);
		Options::register(
			self::AUTO_CLOSE,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'wishlists',
				'group'       => $popups,
				'label'       => __( 'Close the popup after adding', 'boudoir' ),
				'description' => __( 'Close the add-to-wishlist popup after a successful add.', 'boudoir' ),
				'help'        => __( 'Close the add-to-wishlist popup after a successful add.', 'boudoir' ),
			)
		);
		Options::register(
			self::NOTICES,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'wishlists',
				'group'       => $popups,
				'label'       => __( 'Notice box', 'boudoir' ),
				'description' => __( 'Show wishlist messages in a notice box.', 'boudoir' ),
				'help'        => __( 'Show wishlist messages in a notice box.', 'boudoir' ),
			)
		);
		Options::register(
			self::POPUP_TIMEOUT,
			array(
				'type'        => 'integer',
				'default'     => self::DEFAULT_POPUP_TIMEOUT,
				'sanitize'    => array( self::class, 'sanitize_popup_timeout' ),
				'min'         => 0,
				'max'         => self::MAX_POPUP_TIMEOUT,
				'step'        => 100,
				'section'     => 'wishlists',
				'group'       => $popups,
				'label'       => __( 'Notice timeout (milliseconds)', 'boudoir' ),
				'description' => __( 'How long notices stay visible, in milliseconds.', 'boudoir' ),
				'help'        => __( 'How long notices stay visible, in milliseconds; 0 keeps them until they are closed.', 'boudoir' ),
			)
		);

		$lists = __( 'List pages', 'boudoir' );
		Options::register(
			self::DRAG_AND_DROP,
			array(
				'type'        => 'switch',
				'default'     => 'yes',
				'section'     => 'wishlists',
				'group'       => $lists,
				'label'       => __( 'Drag and drop sorting', 'boudoir' ),
				'description' => __( 'Let shoppers sort their wishlist by drag and drop.', 'boudoir' ),
				'help'        => __( 'Let shoppers sort their wishlist by drag and drop.', 'boudoir' ),
			)
		);
		Options::register(
			self::MOBILE_WIDTH,
			array(
				'type'        => 'integer',
				'default'     => self::DEFAULT_MOBILE_WIDTH,
				'min'         => self::MIN_MOBILE_WIDTH,
				'max'         => self::MAX_MOBILE_WIDTH,
				'section'     => 'wishlists',
				'group'       => $lists,
				'label'       => __( 'Mobile layout width (pixels)', 'boudoir' ),
				'description' => __( 'Screen width in pixels at or under which wishlists show their mobile layout.', 'boudoir' ),
				'help'        => __( 'Screen width in pixels at or under which wishlists show their mobile layout.', 'boudoir' ),
			)
		);

		$estimates = __( 'Estimates', 'boudoir' );
		Options::register(
			self::ESTIMATE_RECIPIENT,
			array(
				'type'        => 'email',
				'default'     => '',
				'section'     => 'wishlists',
				'group'       => $estimates,
				'label'       => __( 'Estimate recipient e-mail', 'boudoir' ),
				'description' => __( 'E-mail address that receives estimate requests.', 'boudoir' ),
				'help'        => __( 'Empty sends them to the site’s admin e-mail.', 'boudoir' ),
				'placeholder' => (string) get_option( 'admin_email' ),
			)
		);
		Options::register(
			self::ESTIMATE_REDIRECT,
			array(
				'type'        => 'url',
				'default'     => '',
				'sanitize'    => array( self::class, 'sanitize_redirect' ),
				'section'     => 'wishlists',
				'group'       => $estimates,
				'label'       => __( 'Redirect after asking for an estimate', 'boudoir' ),
				'description' => __( 'Page the shopper goes to after asking for an estimate; empty to stay on the wishlist.', 'boudoir' ),
				'help'        => __( 'A page of this site; empty to stay on the wishlist.', 'boudoir' ),
				'placeholder' => home_url( '/' ),
			)
		);

		Options::register(
			self::DELETE_ON_UNINSTALL,
			array(
				'type'        => 'switch',
				// No registered default: uninstall.php and the installer tell "never set" (false) from "no".
				'default'     => null,
				'section'     => 'data',
				'label'       => __( 'Delete data on uninstall', 'boudoir' ),
				'description' => __( 'Delete wishlists, estimates and settings when the plugin is deleted.', 'boudoir' ),
				'help'        => __( 'Delete wishlists, estimates and settings when the plugin is deleted.', 'boudoir' ),
			)
		);
	}

	/**
	 * Whether items leave their wishlist after their owner adds them to the cart (default yes).
	 */
	public static function remove_after_add(): bool {
		return Options::is_on( self::REMOVE_AFTER_ADD );
	}

	/**
	 * Where estimate requests go: the option, or the site's admin e-mail.
	 */
	public static function estimate_recipient(): string {
		$email = (string) Options::get( self::ESTIMATE_RECIPIENT );
		return '' !== $email ? $email : (string) get_option( 'admin_email' );
	}

	/**
	 * The URL to send the shopper to after an estimate request, or null to stay.
	 */
	public static function estimate_redirect_url(): ?string {
		$url = (string) Options::get( self::ESTIMATE_REDIRECT );
		return '' === $url ? null : $url;
	}

	/**
	 * How long notices stay visible, in milliseconds.
	 */
	public static function popup_timeout(): int {
		return (int) Options::get( self::POPUP_TIMEOUT );
	}

	/**
	 * Whether shoppers may keep several wishlists (default yes).
	 */
	public static function multi_wishlist(): bool {
		return Options::is_on( self::MULTI_WISHLIST );
	}

	/**
	 * Whether, with several wishlists, "Add to wishlist" adds straight to the default list
	 * when the shopper has at most one, instead of opening the popup (default no).
	 */
	public static function add_straight_when_one(): bool {
		return Options::is_on( self::ADD_STRAIGHT );
	}

	/**
	 * Whether wishlist popups are modal dialogs, else inline (default yes).
	 */
	public static function wishlist_modal(): bool {
		return Options::is_on( self::WISHLIST_MODAL );
	}

	/**
	 * Whether the add-to-wishlist popup closes after a successful add (default yes).
	 */
	public static function auto_close_popup(): bool {
		return Options::is_on( self::AUTO_CLOSE );
	}

	/**
	 * Whether wishlists can be sorted by drag and drop (default yes).
	 */
	public static function drag_and_drop(): bool {
		return Options::is_on( self::DRAG_AND_DROP );
	}

	/**
	 * Whether wishlist messages show in a notice box (default yes).
	 */
	public static function wishlist_notices(): bool {
		return Options::is_on( self::NOTICES );
	}

	/**
	 * Whether the Add to wishlist button is inserted on product pages and loops (default yes).
	 */
	public static function auto_insert_button(): bool {
		return Options::is_on( self::AUTO_INSERT );
	}

	/**
	 * The alert shown when adding with cookies off (docs/contract.md, Validation, the cookie_disabled label): the shop's text, or the translated default.
	 */
	public static function cookie_disabled_text(): string {
		$text = (string) Options::get( self::COOKIE_DISABLED );
		return '' === $text ? self::default_cookie_disabled_text() : $text;
	}

	/**
	 * Whether adding to the cart from a wishlist opens the cart page (default no: the list stays).
	 */
	public static function redirect_to_cart(): bool {
		return Options::is_on( self::REDIRECT_TO_CART );
	}

	/**
	 * The cookie_disabled label's default.
	 */
	public static function default_cookie_disabled_text(): string {
		return __( 'Cookies must be enabled to use the wishlist.', 'boudoir' );
	}

	/**
	 * The width in pixels at or under which list views use their mobile variant.
	 */
	public static function mobile_width(): int {
		return (int) Options::get( self::MOBILE_WIDTH );
	}

	/**
	 * Days from 1 to MAX_GUEST_LIST_DAYS; the default for anything else.
	 *
	 * Kept as a numeric string, as the installer seeds it (REST casts it to the schema's integer).
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_days( $value ): string {
		$days = is_numeric( $value ) ? (int) $value : 0;
		return (string) ( $days >= 1 ? min( $days, self::MAX_GUEST_LIST_DAYS ) : Expiry::DEFAULT_DAYS );
	}

	/**
	 * An http(s) URL of this site, or '': an open redirect must not be configurable by a typo or a paste.
	 *
	 * WordPress's check compares hosts only; the origin must be the site's (scheme, host and
	 * port), so another port on the same host is refused too. A path is this site's.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_redirect( $value ): string {
		$url = esc_url_raw( is_scalar( $value ) ? trim( (string) $value ) : '', array( 'http', 'https' ) );
		if ( '' === $url ) {
			return '';
		}
		$url = wp_validate_redirect( $url, '' );
		if ( '' === $url || null === wp_parse_url( $url, PHP_URL_HOST ) ) {
			return $url;
		}
		return Site_Origin::is_own( $url ) ? $url : '';
	}

	/**
	 * Milliseconds from 0 to MAX_POPUP_TIMEOUT; the default for anything else.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_popup_timeout( $value ): int {
		if ( ! is_numeric( $value ) || (int) $value < 0 ) {
			return self::DEFAULT_POPUP_TIMEOUT;
		}
		return min( (int) $value, self::MAX_POPUP_TIMEOUT );
	}
}
