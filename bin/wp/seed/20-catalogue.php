<?php
/**
 * Demo content, part 2: the catalogue (lib/catalogue.php lists the special products
 * by slug). Skipped without the shop, so Boudoir alone still installs.
 *
 * @package Boudoir
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/lib/demo.php';
require_once __DIR__ . '/lib/catalogue.php';

if ( boudoir_demo_has_shop() ) {
	boudoir_demo_run( 'catalogue', 'boudoir_demo_seed_catalogue' );
} else {
	boudoir_demo_log( 'no shop plugin loaded: catalogue skipped' );
}
