<?php
/**
 * The order-attribution values of the shopper's session, read from sourcebuster's cookies.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Estimate;

use Boudoir\Attribution\Tracking;
use Boudoir\Plugin;
use Boudoir\Wishlist\Cookie_Jar;
use Boudoir\Wishlist\Php_Cookie_Jar;

defined( 'ABSPATH' ) || exit;

/**
 * The shop's order-attribution fields, from the cookies its attribution script writes
 * (`k=v|||k=v`, URL- or base64-encoded); which cookie and key hold each field is the shop adapter's to say.
 *
 * The cookies are the shopper's to write: every value is only ever a short plain string.
 */
final class Attribution {

	/** The longest value kept; a cookie is at most 4 KB anyway. */
	private const MAX_LENGTH = 500;

	/**
	 * Reads from a cookie jar, where the shop says its attribution script writes.
	 *
	 * @param Cookie_Jar|null $cookies  The request's cookies by default.
	 * @param Tracking|null   $tracking The tracking decision and the shop's order attribution; by default the plugin's.
	 */
	public function __construct( private readonly ?Cookie_Jar $cookies = null, private readonly ?Tracking $tracking = null ) {
	}

	/**
	 * The session's values, field → value; empty when tracking is not allowed or nothing was recorded.
	 *
	 * @return array<string,string>
	 */
	public function values(): array {
		// The rule the tracking follows (docs/contract.md, States: when tracking is not allowed, values are blank): Boudoir's
		// setting, filter and the shopper's consent, or WooCommerce's own while Boudoir defers to it.
		$tracking = $this->tracking ?? Plugin::instance()->attribution();
		if ( ! $tracking->may_read_cookies() ) {
			return array();
		}
		/**
		 * Whether the shopper allowed tracking; a consent plugin answers here (docs/contract.md, States: when not, values are blank).
		 *
		 * @param bool $allowed Default true.
		 */
		if ( ! apply_filters( 'boudoir_attribution_allowed', true ) ) {
			return array();
		}
		$jar    = $this->cookies ?? new Php_Cookie_Jar();
		$parsed = array();
		$values = array();
		foreach ( $tracking->orders()->attribution_cookie_fields() as $field => list( $cookie, $key ) ) {
			$parsed[ $cookie ] ??= self::parse( (string) $jar->get( $cookie ) );
			$value               = $parsed[ $cookie ][ $key ] ?? '';
			// `(none)` is sourcebuster's "unset" (WooCommerce skips it too).
			if ( '' !== $value && '(none)' !== $value ) {
				$values[ $field ] = $value;
			}
		}
		return $values;
	}

	/**
	 * A sourcebuster cookie's pairs, each value a sanitized plain string.
	 *
	 * @param string $cookie The raw value.
	 * @return array<string,string>
	 */
	public static function parse( string $cookie ): array {
		if ( '' === $cookie ) {
			return array();
		}
		$text = rawurldecode( $cookie );
		if ( ! str_contains( $text, '=' ) || 1 === preg_match( '/^[A-Za-z0-9+\/]+={0,2}$/D', $text ) ) {
			// WooCommerce's `base64` option encodes the whole value.
			$decoded = base64_decode( $text, true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- decodes WooCommerce's base64 cookie format; the result is parsed as plain text only.
			if ( false !== $decoded && str_contains( $decoded, '=' ) ) {
				$text = $decoded;
			}
		}
		$pairs = array();
		foreach ( explode( '|||', $text ) as $pair ) {
			$parts = explode( '=', $pair, 2 );
			if ( 2 !== count( $parts ) ) {
				continue;
			}
			$key = sanitize_key( $parts[0] );
			if ( '' !== $key ) {
				$pairs[ $key ] = mb_substr( sanitize_text_field( $parts[1] ), 0, self::MAX_LENGTH );
			}
		}
		return $pairs;
	}
}
