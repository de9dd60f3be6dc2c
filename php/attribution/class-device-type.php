<?php
/**
 * The device an order was placed from, told from the browser's user agent as WooCommerce tells it.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Attribution;

defined( 'ABSPATH' ) || exit;

/**
 * Mobile, Tablet or Desktop (stored in English, as WooCommerce stores `_wc_order_attribution_device_type`,
 * translated when shown).
 *
 * WooCommerce (src/Internal/Traits/OrderAttributionMeta.php, get_device_type()) asks MobileDetect's
 * isMobile() first, then isTablet(). MobileDetect's isMobile() matches tablets too (its rules include the
 * tablet ones), so WooCommerce records a tablet as Mobile; Tablet is left for the user agents only its
 * tablet rules know. These rules approximate MobileDetect's with the common phone and tablet tokens.
 */
final class Device_Type {

	public const MOBILE  = 'Mobile';
	public const TABLET  = 'Tablet';
	public const DESKTOP = 'Desktop';

	/** Phone tokens (MobileDetect's phone, OS and browser rules, in short). */
	private const PHONE = '/(mobi|iphone|ipod|blackberry|bb10|opera mini|iemobile|windows phone|android|webos)/i';

	/** Tablet tokens (MobileDetect's tablet rules, in short). */
	private const TABLET_RULE = '/(tablet|ipad|playbook|silk|kindle|nexus (7|9|10)|sm-t\d|android(?!.*mobi))/i';

	/**
	 * The device type of a user agent.
	 *
	 * @param string $user_agent The browser's user agent.
	 */
	public static function of( string $user_agent ): string {
		$tablet = 1 === preg_match( self::TABLET_RULE, $user_agent );
		if ( $tablet || 1 === preg_match( self::PHONE, $user_agent ) ) {
			// MobileDetect::isMobile(), which tablets answer too.
			return self::MOBILE;
		}
		return self::DESKTOP;
	}

	/**
	 * A stored device type as the shop owner reads it.
	 *
	 * @param string $device_type The stored value.
	 */
	public static function label( string $device_type ): string {
		return match ( $device_type ) {
			self::MOBILE  => __( 'Mobile', 'boudoir' ),
			self::TABLET  => __( 'Tablet', 'boudoir' ),
			self::DESKTOP => __( 'Desktop', 'boudoir' ),
			default       => __( 'Unknown', 'boudoir' ),
		};
	}
}
