<?php
/**
 * The double's front-end scripts and styles under WooCommerce's handles, with WooCommerce's
 * parameter globals: `wc-add-to-cart` (wc_add_to_cart_params), `wc-cart-fragments`
 * (wc_cart_fragments_params), `wc-add-to-cart-variation` (wc_add_to_cart_variation_params),
 * `wc-single-product`; and for blocks, as WooCommerce registers them (src/Blocks/AssetsController.php,
 * src/Blocks/Assets/AssetDataRegistry.php): `wc-settings` (the `wcSettings` global, printed only when
 * the handle is enqueued) and `wc-blocks-data-store` (the `wc/store/*` data stores), each only
 * registered: a block that needs them brings them as its script's dependencies. jQuery is
 * WordPress's own; `wc-blocks-middleware` is registered with the Store API (store-api/).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Front-end scripts.
 */
class WC_Frontend_Scripts {

	/** Hooks in. */
	public static function init() {
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'load_scripts' ) );
		add_action( 'wp_print_scripts', array( __CLASS__, 'localize_printed_scripts' ), 5 );
		add_action( 'wp_print_footer_scripts', array( __CLASS__, 'localize_printed_scripts' ), 5 );
		// WooCommerce: AssetDataRegistry::init(): `wcSettings` on wp_print_footer_scripts, priority 1.
		add_action( 'wp_print_footer_scripts', array( __CLASS__, 'enqueue_asset_data' ), 1 );
	}

	/**
	 * A file of assets/ as a URL.
	 *
	 * @param string $path Path inside assets/.
	 * @return string
	 */
	private static function asset_url( $path ) {
		return plugins_url( 'assets/' . $path, WC_PLUGIN_FILE );
	}

	/** Registers everything; enqueues what the page needs, as WooCommerce decides it. */
	public static function load_scripts() {
		$version = WC_VERSION;
		// WooCommerce: WC_Frontend_Scripts::register_scripts(): `woocommerce` (it also depends on js-cookie, for the store notice the double leaves out).
		wp_register_script( 'woocommerce', self::asset_url( 'js/frontend/woocommerce.js' ), array( 'jquery' ), $version, array( 'in_footer' => true ) );
		wp_register_script( 'wc-add-to-cart', self::asset_url( 'js/frontend/add-to-cart.js' ), array( 'jquery' ), $version, array( 'in_footer' => true ) );
		wp_register_script( 'wc-cart-fragments', self::asset_url( 'js/frontend/cart-fragments.js' ), array( 'jquery' ), $version, array( 'in_footer' => true ) );
		wp_register_script( 'wc-add-to-cart-variation', self::asset_url( 'js/frontend/add-to-cart-variation.js' ), array( 'jquery', 'wp-util' ), $version, array( 'in_footer' => true ) );
		wp_register_script( 'wc-single-product', self::asset_url( 'js/frontend/single-product.js' ), array( 'jquery' ), $version, array( 'in_footer' => true ) );
		// WooCommerce: AssetDataRegistry::register_data_script(): `wc-settings`, depending on wp-api-fetch.
		wp_register_script( 'wc-settings', self::asset_url( 'js/blocks/wc-settings.js' ), array( 'wp-api-fetch' ), $version, array( 'in_footer' => true ) );
		// WooCommerce: AssetsController::register_assets(): `wc-blocks-data-store` after `wc-blocks-middleware`.
		wp_register_script( 'wc-blocks-data-store', self::asset_url( 'js/blocks/data-store.js' ), array( 'wc-blocks-middleware', 'wc-settings', 'wp-api-fetch', 'wp-data' ), $version, array( 'in_footer' => true ) );
		wp_register_script( 'wc-checkout-block-frontend', self::asset_url( 'js/blocks/checkout-frontend.js' ), array( 'wc-blocks-data-store', 'wc-settings', 'wp-api-fetch', 'wp-data' ), $version, array( 'in_footer' => true ) );
		wp_register_style( 'woocommerce-general', self::asset_url( 'css/woocommerce.css' ), array(), $version );
		// WooCommerce: WC_Frontend_Scripts::get_styles(): `woocommerce-smallscreen`, for screens up to the breakpoint only.
		wp_register_style( 'woocommerce-smallscreen', self::asset_url( 'css/woocommerce-smallscreen.css' ), array( 'woocommerce-general' ), $version, 'only screen and (max-width: ' . apply_filters( 'woocommerce_style_smallscreen_breakpoint', '768px' ) . ')' );

		wp_enqueue_style( 'woocommerce-general' );
		wp_enqueue_style( 'woocommerce-smallscreen' );
		// WooCommerce: WC_Frontend_Scripts::load_scripts() enqueues `woocommerce` on every front-end page.
		wp_enqueue_script( 'woocommerce' );
		if ( 'yes' === get_option( 'woocommerce_enable_ajax_add_to_cart', 'yes' ) ) {
			wp_enqueue_script( 'wc-add-to-cart' );
		}
		if ( is_product() ) {
			wp_enqueue_script( 'wc-single-product' );
		}
		// The blocks' data stores (`wc/store/cart`…) are registered only: as in WooCommerce, a
		// block that needs them (the checkout block here) brings them as its script's dependency.
	}

	/**
	 * The parameters of each handle, as WooCommerce builds them.
	 *
	 * @param string $handle Script handle.
	 * @return array|false
	 */
	public static function get_script_data( $handle ) {
		switch ( $handle ) {
			case 'wc-add-to-cart':
				return array(
					'ajax_url'                => admin_url( 'admin-ajax.php', 'relative' ),
					'wc_ajax_url'             => WC_AJAX::get_endpoint( '%%endpoint%%' ),
					'i18n_view_cart'          => esc_attr__( 'View cart', 'woocommerce' ),
					'cart_url'                => apply_filters( 'woocommerce_add_to_cart_redirect', wc_get_cart_url(), null ),
					'is_cart'                 => is_cart(),
					'cart_redirect_after_add' => get_option( 'woocommerce_cart_redirect_after_add', 'no' ),
				);
			case 'wc-cart-fragments':
				$hash = md5( get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template() );
				return array(
					'ajax_url'        => admin_url( 'admin-ajax.php', 'relative' ),
					'wc_ajax_url'     => WC_AJAX::get_endpoint( '%%endpoint%%' ),
					'cart_hash_key'   => apply_filters( 'woocommerce_cart_hash_key', 'wc_cart_hash_' . $hash ),
					'fragment_name'   => apply_filters( 'woocommerce_cart_fragment_name', 'wc_fragments_' . $hash ),
					'request_timeout' => 5000,
				);
			case 'wc-add-to-cart-variation':
				return array(
					'wc_ajax_url'                      => WC_AJAX::get_endpoint( '%%endpoint%%' ),
					'i18n_no_matching_variations_text' => esc_attr__( 'Sorry, no products matched your selection. Please choose a different combination.', 'woocommerce' ),
					'i18n_make_a_selection_text'       => esc_attr__( 'Please select some product options before adding this product to your cart.', 'woocommerce' ),
					'i18n_unavailable_text'            => esc_attr__( 'Sorry, this product is unavailable. Please choose a different combination.', 'woocommerce' ),
					'i18n_reset_alert_text'            => esc_attr__( 'Your selection has been reset. Please select some product options before adding this product to your cart.', 'woocommerce' ),
				);
			case 'wc-single-product':
				// The review form's keys only: the double has no gallery slider, zoom or lightbox.
				return array(
					'i18n_required_rating_text' => esc_attr__( 'Please select a rating', 'woocommerce' ),
					'i18n_rating_options'       => array(
						esc_attr__( '1 of 5 stars', 'woocommerce' ),
						esc_attr__( '2 of 5 stars', 'woocommerce' ),
						esc_attr__( '3 of 5 stars', 'woocommerce' ),
						esc_attr__( '4 of 5 stars', 'woocommerce' ),
						esc_attr__( '5 of 5 stars', 'woocommerce' ),
					),
					'review_rating_required'    => wc_review_ratings_required() ? 'yes' : 'no',
				);
		}
		return false;
	}

	/** Localizes each enqueued handle once, right before it prints. */
	public static function localize_printed_scripts() {
		static $done = array();
		$names = array(
			'wc-add-to-cart'           => 'wc_add_to_cart_params',
			'wc-cart-fragments'        => 'wc_cart_fragments_params',
			'wc-add-to-cart-variation' => 'wc_add_to_cart_variation_params',
			'wc-single-product'        => 'wc_single_product_params',
		);
		foreach ( $names as $handle => $name ) {
			if ( isset( $done[ $handle ] ) || ! wp_script_is( $handle ) ) {
				continue;
			}
			$data = self::get_script_data( $handle );
			if ( $data ) {
				wp_localize_script( $handle, $name, apply_filters( $name, $data ) );
				$done[ $handle ] = true;
			}
		}
	}

	/**
	 * `var wcSettings = …` before `wc-settings`, only when that handle is enqueued.
	 *
	 * WooCommerce: src/Blocks/Assets/AssetDataRegistry.php, AssetDataRegistry::enqueue_asset_data().
	 */
	public static function enqueue_asset_data() {
		if ( ! wp_script_is( 'wc-settings', 'enqueued' ) ) {
			return;
		}
		$data = rawurlencode( wp_json_encode( self::get_asset_data() ) );
		// As WooCommerce prints it (9.0–10.0.2).
		wp_add_inline_script( 'wc-settings', "var wcSettings = wcSettings || JSON.parse( decodeURIComponent( '" . esc_js( $data ) . "' ) );", 'before' );
	}

	/**
	 * The shared settings: the `woocommerce_shared_settings` filter's data, then the core data
	 * over it (the part of AssetDataRegistry::get_core_data() the double can give).
	 *
	 * WooCommerce: AssetDataRegistry::initialize_core_data(), get_core_data().
	 *
	 * @return array
	 */
	public static function get_asset_data() {
		$settings    = apply_filters( 'woocommerce_shared_settings', array() );
		$store_pages = array();
		foreach ( array( 'myaccount', 'shop', 'cart', 'checkout' ) as $page ) {
			$post                 = get_post( wc_get_page_id( $page ) );
			$store_pages[ $page ] = $post && 'publish' === $post->post_status
				? array(
					'id'        => $post->ID,
					'title'     => $post->post_title,
					'permalink' => get_permalink( $post->ID ),
				)
				: array(
					'id'        => 0,
					'title'     => '',
					'permalink' => false,
				);
		}
		$currency  = get_woocommerce_currency();
		$core_data = array(
			'adminUrl'               => admin_url(),
			'currency'               => array(
				'code'              => $currency,
				'precision'         => wc_get_price_decimals(),
				'symbol'            => html_entity_decode( get_woocommerce_currency_symbol( $currency ) ),
				'symbolPosition'    => get_option( 'woocommerce_currency_pos' ),
				'decimalSeparator'  => wc_get_price_decimal_separator(),
				'thousandSeparator' => wc_get_price_thousand_separator(),
				'priceFormat'       => html_entity_decode( get_woocommerce_price_format() ),
			),
			'currentUserId'          => get_current_user_id(),
			'currentUserIsAdmin'     => current_user_can( 'manage_woocommerce' ),
			'currentThemeIsFSETheme' => wp_is_block_theme(),
			'homeUrl'                => esc_url( home_url( '/' ) ),
			'locale'                 => array(
				'siteLocale' => get_locale(),
				'userLocale' => get_user_locale(),
			),
			'productsSettings'       => array(
				'cartRedirectAfterAdd' => 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ),
			),
			'siteTitle'              => wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ),
			'storePages'             => $store_pages,
			'wcAssetUrl'             => plugins_url( 'assets/', WC_PLUGIN_FILE ),
			'wcVersion'              => WC_VERSION,
			'wpLoginUrl'             => wp_login_url(),
			'wpVersion'              => get_bloginfo( 'version' ),
		);
		return array_replace_recursive( (array) $settings, $core_data );
	}
}
