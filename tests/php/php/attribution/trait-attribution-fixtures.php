<?php
/**
 * What the order-attribution tests share: the shop, WooCommerce's own attribution on or off, the consent API.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Attribution\Tracking;
use Boudoir\Attribution_Options;
use Boudoir\Commerce\No_Order_Attribution;
use Boudoir\Commerce\Order_Attribution;
use Boudoir\Commerce\Woo_Order_Attribution;

require_once __DIR__ . '/trait-woocommerce-attribution.php';

/**
 * WooCommerce (or its double) behind the adapter, its own order attribution off by default (as in the demo
 * shop, so Boudoir tracks), and the WP Consent API's double on demand.
 */
trait Attribution_Fixtures {

	use WooCommerce_Attribution;

	/**
	 * A shop started with WooCommerce's own attribution off (its hooks from the suite's start gone).
	 */
	protected function set_up_attribution(): void {
		$this->assertTrue( function_exists( 'WC' ) && class_exists( 'WC_Order' ), 'Neither WooCommerce nor its double is active on the test site.' );
		$this->own_attribution( false );
		$this->restart_own_attribution();
	}

	/**
	 * Forgets the consent and attribution cookies, and WooCommerce's restarts.
	 */
	protected function tear_down_attribution(): void {
		unset( $_COOKIE['wp_consent_marketing'] );
		delete_option( Attribution_Options::TRACKING );
		$this->restore_own_attribution();
	}

	/**
	 * The shop's order attribution.
	 */
	protected static function woo(): Woo_Order_Attribution {
		return new Woo_Order_Attribution();
	}

	/**
	 * The tracking decision over the shop (or no shop), with the real consent lookup.
	 *
	 * @param bool $shop Whether WooCommerce runs.
	 */
	protected static function tracking( bool $shop = true ): Tracking {
		return new Tracking( $shop ? static fn (): Order_Attribution => self::woo() : static fn (): Order_Attribution => new No_Order_Attribution(), static fn (): bool => $shop );
	}

	/**
	 * Loads the WP Consent API's double (its functions stay for the rest of the run; without a consent type
	 * they answer yes, as the real API does) and sets an opt-in consent type with the shopper's answer.
	 *
	 * @param string|null $marketing `allow`, `deny`, or null for no cookie.
	 */
	protected function consent_api( ?string $marketing ): void {
		require_once dirname( __DIR__, 3 ) . '/wp-consent-api-double/api.php';
		add_filter( 'wp_get_consent_type', static fn (): string => 'optin' );
		if ( null === $marketing ) {
			unset( $_COOKIE['wp_consent_marketing'] );
		} else {
			$_COOKIE['wp_consent_marketing'] = $marketing;
		}
	}
}
