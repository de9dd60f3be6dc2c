<?php
/**
 * The order-attribution values of the shopper's session, read from sourcebuster's cookies.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Estimate;

use Boudoir\Wishlist\Cookie_Jar;
use Boudoir\Wishlist\Php_Cookie_Jar;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's attribution fields, from the `sbjs_*` cookies (`k=v|||k=v`, URL- or base64-encoded).
 *
 * The cookies are the shopper's to write: every value is only ever a short plain string.
 */
final class Attribution {

	/** Field → cookie and key, as WooCommerce's order-attribution script maps them. */
	public const FIELDS = array(
		'source_type'          => array( 'sbjs_current', 'typ' ),
		'referrer'             => array( 'sbjs_current_add', 'rf' ),
		'utm_campaign'         => array( 'sbjs_current', 'cmp' ),
		'utm_source'           => array( 'sbjs_current', 'src' ),
		'utm_medium'           => array( 'sbjs_current', 'mdm' ),
		'utm_content'          => array( 'sbjs_current', 'cnt' ),
		'utm_id'               => array( 'sbjs_current', 'id' ),
		'utm_term'             => array( 'sbjs_current', 'trm' ),
		'utm_source_platform'  => array( 'sbjs_current', 'plt' ),
		'utm_creative_format'  => array( 'sbjs_current', 'fmt' ),
		'utm_marketing_tactic' => array( 'sbjs_current', 'tct' ),
		'session_entry'        => array( 'sbjs_current_add', 'ep' ),
		'session_start_time'   => array( 'sbjs_current_add', 'fd' ),
		'session_pages'        => array( 'sbjs_session', 'pgs' ),
		'session_count'        => array( 'sbjs_udata', 'vst' ),
		'user_agent'           => array( 'sbjs_udata', 'uag' ),
	);

	/** The longest value kept; a cookie is at most 4 KB anyway. */
	private const MAX_LENGTH = 500;

	/**
	 * Reads from a cookie jar.
	 *
	 * @param Cookie_Jar|null $cookies The request's cookies by default.
	 */
	public function __construct( private readonly ?Cookie_Jar $cookies = null ) {
	}

	/**
	 * The session's values, field → value; empty when tracking is not allowed or nothing was recorded.
	 *
	 * @return array<string,string>
	 */
	public function values(): array {
		/**
		 * Whether the shopper allowed tracking; a consent plugin answers here (SPEC §4: when not, values are blank).
		 *
		 * @param bool $allowed Default true.
		 */
		if ( ! apply_filters( 'boudoir_attribution_allowed', true ) ) {
			return array();
		}
		$jar    = $this->cookies ?? new Php_Cookie_Jar();
		$parsed = array();
		$values = array();
		foreach ( self::FIELDS as $field => list( $cookie, $key ) ) {
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
