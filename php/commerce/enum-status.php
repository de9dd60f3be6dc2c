<?php
/**
 * Whether Boudoir found a WooCommerce it can work with.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The outcome of looking for WooCommerce once plugins are loaded.
 */
enum Status: string {

	/** WooCommerce 9.0 or later runs: shop features are on. */
	case Active = 'active';

	/** WooCommerce is not active. */
	case Missing = 'missing';

	/** WooCommerce runs but is older than Detection::REQUIRED_VERSION. */
	case Outdated = 'outdated';

	/** Plugins have not finished loading yet, so nobody looked. */
	case Undetected = 'undetected';
}
