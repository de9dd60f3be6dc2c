<?php
/**
 * Demo content, part 5: the shop's filters with their counts in the block theme's product
 * catalogue template (count badges, docs/contract.md, page behaviour 6).
 *
 * @package Boudoir
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/lib/demo.php';
require_once __DIR__ . '/lib/site.php';
require_once __DIR__ . '/lib/shop-filters.php';

boudoir_demo_run( 'shop-filters', 'boudoir_demo_seed_shop_filters' );
