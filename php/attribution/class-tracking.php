<?php
/**
 * Whether Boudoir tracks where shoppers come from (docs/contract.md, Data "Order attribution", States "Tracking
 * consent"): the shop's setting, a filter, the WP Consent API, and WooCommerce's own order attribution.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Attribution;

use Boudoir\Attribution_Options;
use Boudoir\Commerce\Checkout_Hooks;
use Boudoir\Commerce\Order_Attribution;
use Boudoir\Options;

defined( 'ABSPATH' ) || exit;

/**
 * The one place the tracking decision is made; the script's parameters, the form inputs, the
 * saving and the estimate reader all ask it.
 *
 * - defers: WooCommerce's own order attribution is active, so Boudoir tracks nothing, prints and saves
 *   nothing, and only reads WooCommerce's cookies (for estimate requests).
 * - enabled: a shop, not deferring, the option Attribution_Options::TRACKING not `no`, and the filter
 *   `boudoir_attribution_allow_tracking` true.
 * - allowed: enabled, and the shopper's marketing consent when the WP Consent API is present.
 */
final class Tracking {

	/** The WP Consent API category tracking needs (as WooCommerce's own integration asks). */
	public const CONSENT_CATEGORY = 'marketing';

	/** The hidden inputs' default prefix: WooCommerce's, so code that reads WooCommerce's inputs works. */
	public const DEFAULT_PREFIX = Checkout_Hooks::ATTRIBUTION_INPUT_PREFIX;

	/** The cookies' prefix sourcebuster writes, left out of the script's field paths. */
	private const COOKIE_PREFIX = Checkout_Hooks::SOURCEBUSTER_COOKIE_PREFIX;

	/**
	 * Keeps how to reach the shop's order attribution, whether there is a shop, and the shopper's consent.
	 *
	 * @param \Closure      $orders       fn(): Order_Attribution, the shop's order attribution.
	 * @param \Closure      $shop_enabled fn(): bool, whether a supported shop runs.
	 * @param \Closure|null $consent      fn( string $category ): ?bool, the shopper's consent to a category, null without a
	 *                                    consent API; by default the WP Consent API's wp_has_consent() when it runs.
	 */
	public function __construct( private readonly \Closure $orders, private readonly \Closure $shop_enabled, private readonly ?\Closure $consent = null ) {
	}

	/**
	 * The shop's order attribution (its fields, its own tracking, where it stores values).
	 */
	public function orders(): Order_Attribution {
		return ( $this->orders )();
	}

	/**
	 * Whether a supported shop runs.
	 */
	public function shop_enabled(): bool {
		return (bool) ( $this->shop_enabled )();
	}

	/**
	 * Whether WooCommerce's own order attribution is active, so Boudoir leaves tracking to it.
	 */
	public function defers(): bool {
		return $this->orders()->own_attribution_active();
	}

	/**
	 * Whether Boudoir tracks at all (before the shopper's consent).
	 */
	public function enabled(): bool {
		if ( ! $this->shop_enabled() || $this->orders()->own_attribution_active() || ! self::setting_on() ) {
			return false;
		}
		/**
		 * Filters whether Boudoir tracks where shoppers come from (the shop's setting already allowed it).
		 *
		 * @param bool $allow Default true.
		 */
		return (bool) apply_filters( 'boudoir_attribution_allow_tracking', true );
	}

	/**
	 * Whether Boudoir may track this shopper now: enabled, and consent given when it is asked for.
	 */
	public function allowed(): bool {
		return $this->enabled() && $this->consent_given();
	}

	/**
	 * Whether the session's attribution cookies may be read (estimate requests): Boudoir's rule while
	 * Boudoir tracks; WooCommerce's (its allow-tracking filter, and the consent) while it defers.
	 */
	public function may_read_cookies(): bool {
		$orders = $this->orders();
		if ( $orders->own_attribution_active() ) {
			return $this->consent_given() && $orders->own_attribution_allows_tracking();
		}
		return $this->allowed();
	}

	/**
	 * The shopper's marketing consent: always without a consent API.
	 */
	public function consent_given(): bool {
		if ( null !== $this->consent ) {
			return false !== ( $this->consent )( self::CONSENT_CATEGORY );
		}
		// The WP Consent API, when it runs (its own answer is true while no consent plugin sets a consent type).
		return ! function_exists( 'wp_has_consent' ) || (bool) wp_has_consent( self::CONSENT_CATEGORY );
	}

	/**
	 * The shop's setting (default yes).
	 */
	public static function setting_on(): bool {
		return Options::is_on( Attribution_Options::TRACKING );
	}

	/**
	 * The hidden inputs' prefix: the filter `boudoir_attribution_field_prefix` (default
	 * WooCommerce's `wc_order_attribution_`), made of lower-case letters, digits, `-` and `_`, and
	 * ending in one `_` as WooCommerce makes its own prefix end.
	 */
	public function prefix(): string {
		/**
		 * Filters the prefix of the hidden attribution inputs' names.
		 *
		 * @param string $prefix The setting (default `wc_order_attribution_`, WooCommerce's own).
		 */
		return self::sanitize_prefix( apply_filters( 'boudoir_attribution_field_prefix', Options::get( Attribution_Options::FIELD_PREFIX ) ) );
	}

	/**
	 * A prefix of lower-case letters, digits, `-` and `_`, ending in one `_`; the default for anything else.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_prefix( $value ): string {
		$prefix = trim( sanitize_key( is_scalar( $value ) ? (string) $value : '' ), '_' );
		return '' === $prefix ? self::DEFAULT_PREFIX : $prefix . '_';
	}

	/**
	 * The shop's attribution fields and where sourcebuster keeps each: field → `current.typ`
	 * (the cookie's name without `sbjs_`, a dot, the key).
	 *
	 * @return array<string,string>
	 */
	public function fields(): array {
		$fields = array();
		foreach ( $this->orders()->attribution_cookie_fields() as $field => list( $cookie, $key ) ) {
			$name             = str_starts_with( $cookie, self::COOKIE_PREFIX ) ? substr( $cookie, strlen( self::COOKIE_PREFIX ) ) : $cookie;
			$fields[ $field ] = $name . '.' . $key;
		}
		return $fields;
	}
}
