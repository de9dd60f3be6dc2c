<?php
/**
 * Test infrastructure (WooCommerce double): WooCommerce 9's block templates and the blocks
 * they use, for block themes (classic themes keep the classic templates).
 *
 * Required by includes/frontend/load.php.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/wc-double-block-functions.php';
require_once __DIR__ . '/class-wc-double-abstract-template-compatibility.php';
require_once __DIR__ . '/class-wc-double-archive-product-templates-compatibility.php';
require_once __DIR__ . '/class-wc-double-single-product-template-compatibility.php';
require_once __DIR__ . '/class-wc-double-block-templates-controller.php';
require_once __DIR__ . '/class-wc-double-product-collection.php';
require_once __DIR__ . '/class-wc-double-block-types.php';

WC_Double_Block_Templates_Controller::init();
WC_Double_Block_Types::init();
