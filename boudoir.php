<?php
/**
 * Plugin Name:       Boudoir
 * Description:       Wishlists, variation swatches, theme behaviours and shop enhancements for WooCommerce lingerie shops, as blocks.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * WC requires at least: 9.0
 * WC tested up to: 10.0
 * Author:            Boudoir
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       boudoir
 * Domain Path:       /languages
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

define( 'BOUDOIR_VERSION', '0.1.0' );
define( 'BOUDOIR_FILE', __FILE__ );
define( 'BOUDOIR_DIR', __DIR__ );

require_once __DIR__ . '/php/load.php';

Boudoir\Plugin::instance()->boot();
