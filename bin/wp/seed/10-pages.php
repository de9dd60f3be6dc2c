<?php
/**
 * Demo content, part 1: the wishlist page (Boudoir's wishlist page pattern), and
 * the shop's pages and settings when the shop (the WooCommerce double) is there.
 * Idempotent; skipped when unchanged (the stamp covers every seed file's source).
 *
 * The home page is seeded after the catalogue (40-home.php), which it shows.
 *
 * @package Boudoir
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/lib/demo.php';
require_once __DIR__ . '/lib/site.php';
require_once __DIR__ . '/lib/patterns.php';

boudoir_demo_run( 'pages', 'boudoir_demo_seed_pages' );
