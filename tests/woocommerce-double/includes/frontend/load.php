<?php
/**
 * Loads the double's front end: classic templates (block templates for block themes: ../blocks/), shortcodes, widgets, form handlers,
 * the `wc-ajax` endpoints, the scripts and the checkout block surface.
 *
 * Required by includes/load.php after the model.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/wc-template-functions.php';
require_once __DIR__ . '/class-wc-double-template-loader.php';
require_once __DIR__ . '/class-wc-frontend-scripts.php';
require_once __DIR__ . '/class-wc-form-handler.php';
require_once __DIR__ . '/class-wc-double-classic-checkout.php';
require_once __DIR__ . '/class-wc-ajax.php';
require_once __DIR__ . '/class-wc-shortcodes.php';
require_once __DIR__ . '/class-wc-widget-layered-nav.php';
require_once __DIR__ . '/class-wc-widget-product-categories.php';
require_once __DIR__ . '/class-wc-widget-cart.php';
require_once __DIR__ . '/class-wc-double-layered-nav-query.php';
require_once __DIR__ . '/class-wc-comments.php';
require_once __DIR__ . '/class-wc-double-checkout-block.php';
require_once dirname( __DIR__ ) . '/blocks/load.php';

WC_Double_Template_Loader::init();
WC_Frontend_Scripts::init();
WC_Form_Handler::init();
WC_AJAX::init();
WC_Shortcodes::init();
WC_Double_Layered_Nav_Query::init();
WC_Comments::init();
WC_Double_Checkout_Block::init();

add_action(
	'widgets_init',
	static function () {
		register_widget( 'WC_Widget_Layered_Nav' );
		register_widget( 'WC_Widget_Product_Categories' );
		register_widget( 'WC_Widget_Cart' );
	}
);
