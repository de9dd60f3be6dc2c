<?php
/**
 * Demo content, part 3: the home page (hero, anchors, new in, bestsellers, lookbook
 * gallery, fit guide, care, photo feed, Boudoir's scroll-to-top block).
 *
 * @package Boudoir
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/lib/demo.php';
require_once __DIR__ . '/lib/catalogue.php';
require_once __DIR__ . '/lib/site.php';
require_once __DIR__ . '/lib/lookbook.php';

boudoir_demo_run( 'home', 'boudoir_demo_seed_home' );
// The lookbook page shows the home page's lookbook images in a boudoir/lightbox block.
boudoir_demo_run( 'lookbook', 'boudoir_demo_seed_lookbook' );
