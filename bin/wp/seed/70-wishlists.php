<?php
/**
 * Demo content, part 6: the demo accounts' wishlists (after the catalogue, whose
 * products they hold), with one product whose price falls after it was saved.
 * Skipped without the shop.
 *
 * @package Boudoir
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/lib/demo.php';
require_once __DIR__ . '/lib/wishlist.php';

if ( boudoir_demo_has_shop() ) {
	boudoir_demo_run( 'wishlists', 'boudoir_demo_seed_wishlists' );
} else {
	boudoir_demo_log( 'no shop plugin loaded: wishlists skipped' );
}
