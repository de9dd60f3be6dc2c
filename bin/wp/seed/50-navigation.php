<?php
/**
 * Demo content, part 4: the main menu with the Shop mega menu, the header (its top bar
 * above Boudoir's header pattern), and the footer, as template
 * parts of the active block theme; the classic test theme's menu and header widget.
 *
 * @package Boudoir
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/lib/demo.php';
require_once __DIR__ . '/lib/catalogue.php';
require_once __DIR__ . '/lib/site.php';
require_once __DIR__ . '/lib/patterns.php';
require_once __DIR__ . '/lib/classic-theme.php';

boudoir_demo_run( 'navigation', 'boudoir_demo_seed_navigation' );
// The classic test theme's menu and header widget area, with the wishlist counter.
boudoir_demo_run( 'classic-theme', 'boudoir_demo_seed_classic_theme' );
// The theme's type in system fonts: no web font to download (docs/front-end.md).
boudoir_demo_run( 'typography', 'boudoir_demo_seed_typography' );
