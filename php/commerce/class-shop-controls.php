<?php
/**
 * WooCommerce's drop-downs and count widgets that the theme behaviours restyle (docs/contract.md, Screens,
 * page behaviours 5 and 6): their CSS selectors and the filters that run while they print,
 * kept in the adapter layer so no other code names WooCommerce.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The shop's controls by their markup (docs: woocommerce-surfaces.md §3, §6).
 */
final class Shop_Controls {

	/** The catalogue's ordering control (templates/loop/orderby.php; the catalog-sorting block). */
	public const ORDERING_SELECT = '.woocommerce-ordering select';

	/** The variations form's attribute selects (templates/single-product/add-to-cart/variable.php). */
	public const VARIATION_SELECT = '.variations select';

	/** The Product Categories widget in its drop-down display. */
	public const PRODUCT_CATEGORIES_SELECT = '.widget_product_categories select';

	/** Runs while the ordering control prints (woocommerce_catalog_ordering()): its options. */
	public const ORDERING_FILTER = 'woocommerce_catalog_orderby';

	/** Runs for each attribute select of a variations form (wc_dropdown_variation_attribute_options()). */
	public const VARIATION_SELECT_FILTER = 'woocommerce_dropdown_variation_attribute_options_html';

	/** Runs when the Product Categories widget prints its drop-down (WC_Widget_Product_Categories::widget()). */
	public const PRODUCT_CATEGORIES_DROPDOWN_FILTER = 'woocommerce_product_categories_widget_dropdown_args';

	/**
	 * The layered nav widget's count, `<span class="count">(N)</span>`, with the count and
	 * the term (WC_Widget_Layered_Nav::layered_nav_list(); the result goes through wp_kses_post()).
	 */
	public const LAYERED_NAV_COUNT_FILTER = 'woocommerce_layered_nav_count';

	/** WooCommerce's widgets that print product counts (their id bases). */
	public const COUNT_WIDGETS = array( 'woocommerce_layered_nav', 'woocommerce_product_categories' );

	/**
	 * The Product Categories block's count (src/Blocks/BlockTypes/ProductCategories.php): the
	 * number and a screen-reader text already, its brackets drawn by CSS around it.
	 */
	public const CATEGORIES_BLOCK_COUNT_CLASS = 'wc-block-product-categories-list-item-count';

	/**
	 * Run inside a quantity field's `div.quantity`, just before its label and input and
	 * just after the input (templates/global/quantity-input.php, woocommerce_quantity_input()).
	 */
	public const QUANTITY_BEFORE_FIELD = 'woocommerce_before_quantity_input_field';

	/** See QUANTITY_BEFORE_FIELD. */
	public const QUANTITY_AFTER_FIELD = 'woocommerce_after_quantity_input_field';

	/** The quantity input's type (`number`, `hidden` when min = max > 0, `text` when read-only). */
	public const QUANTITY_TYPE_FILTER = 'woocommerce_quantity_input_type';

	/** A single product's tabs (templates/single-product/tabs/tabs.php), keyed `description`, `additional_information`, `reviews`. */
	public const PRODUCT_TABS_FILTER = 'woocommerce_product_tabs';

	/** A product list's add-to-cart link (templates/loop/add-to-cart.php), its HTML first. */
	public const LOOP_ADD_TO_CART_FILTER = 'woocommerce_loop_add_to_cart_link';

	/** The loop button's class when it adds by ajax (and so gets WooCommerce's `added` marker). */
	public const AJAX_ADD_TO_CART_CLASS = 'ajax_add_to_cart';

	/** My Account, guests: before the login (and register) forms (templates/myaccount/form-login.php). */
	public const BEFORE_CUSTOMER_LOGIN_FORM = 'woocommerce_before_customer_login_form';

	/** My Account, guests: inside the register form's opening tag (templates/myaccount/form-login.php). */
	public const REGISTER_FORM_TAG = 'woocommerce_register_form_tag';
}
