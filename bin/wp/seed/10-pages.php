<?php
/**
 * Demo content, part 1: the wishlist page, and the shop's pages and settings when the
 * shop (the WooCommerce double) is there. Idempotent; skipped when unchanged.
 *
 * The home page is seeded after the catalogue (40-home.php), which it shows.
 *
 * @package Boudoir
 */

require_once __DIR__ . '/lib/demo.php';
require_once __DIR__ . '/lib/site.php';

boudoir_demo_run( 'pages', 'boudoir_demo_seed_pages' );
