<?php
/**
 * WooCommerce's action and block names Boudoir places its blocks by: kept in the adapter
 * layer so no other code names WooCommerce.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Where Boudoir's blocks go on WooCommerce's pages: the classic template actions (classic
 * themes) and the blocks of WooCommerce's block templates (block themes, via the Block Hooks API).
 */
final class Hooks {

	/** Classic single product: after the add-to-cart button (templates/single-product/add-to-cart/*.php). */
	public const SINGLE_AFTER_ADD_TO_CART_BUTTON = 'woocommerce_after_add_to_cart_button';

	/** Classic product loops: the end of each product (templates/content-product.php). */
	public const LOOP_AFTER_ITEM = 'woocommerce_after_shop_loop_item';

	/** Variations form: before its table (templates/single-product/add-to-cart/variable.php). */
	public const BEFORE_VARIATIONS_FORM = 'woocommerce_before_variations_form';

	/** Block templates: the add-to-cart button of each product in a product template. */
	public const PRODUCT_BUTTON_BLOCK = 'woocommerce/product-button';

	/** Block templates: the single product's add-to-cart form. */
	public const ADD_TO_CART_FORM_BLOCK = 'woocommerce/add-to-cart-form';

	/** Block templates: the per-product template inside product collections. */
	public const PRODUCT_TEMPLATE_BLOCK = 'woocommerce/product-template';

	/**
	 * Header template parts and patterns: the blocks WooCommerce hooks after `core/navigation`
	 * (Block Hooks API, src/Blocks/BlockTypes/MiniCart.php and CustomerAccount.php, 9.0–10.0),
	 * in any header that holds no mini-cart of its own.
	 */
	public const HEADER_HOOKED_BLOCKS = array( 'woocommerce/mini-cart', 'woocommerce/customer-account' );

	/** Single product: the filter of each product gallery image's markup (templates/single-product/product-image.php, product-thumbnails.php). */
	public const PRODUCT_GALLERY_IMAGE_HTML = 'woocommerce_single_product_image_thumbnail_html';

	/** Single product: whether WooCommerce's own PhotoSwipe opens the gallery (its single-product script's setting). */
	public const PRODUCT_GALLERY_PHOTOSWIPE_ENABLED = 'woocommerce_single_product_photoswipe_enabled';

	/** Single product: whether FlexSlider builds the gallery's slides (its single-product script's setting; the default is the theme's PRODUCT_GALLERY_SLIDER_SUPPORT). */
	public const PRODUCT_GALLERY_FLEXSLIDER_ENABLED = 'woocommerce_single_product_flexslider_enabled';

	/**
	 * Single product: the theme feature that turns WooCommerce's gallery lightbox on (PhotoSwipe 4: its
	 * scripts, styles and the `.pswp` markup woocommerce_photoswipe() prints; WC_Template_Loader adds it
	 * for every block theme on `init`, 9.0–10.0).
	 */
	public const PRODUCT_GALLERY_LIGHTBOX_SUPPORT = 'wc-product-gallery-lightbox';

	/** Single product: the theme feature that turns WooCommerce's gallery slider on. */
	public const PRODUCT_GALLERY_SLIDER_SUPPORT = 'wc-product-gallery-slider';

	/** Single product: the gallery's wrapper class (templates/single-product/product-image.php prints it at `opacity: 0`). */
	public const PRODUCT_GALLERY_CLASS = 'woocommerce-product-gallery';
}
