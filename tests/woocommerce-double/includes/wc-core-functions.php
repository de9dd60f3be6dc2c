<?php
/**
 * WooCommerce's core functions the double reproduces: currency, pages, conditionals, cookies.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * The store currency code.
 *
 * @return string
 */
function get_woocommerce_currency() {
	return apply_filters( 'woocommerce_currency', get_option( 'woocommerce_currency', 'USD' ) );
}

/**
 * Currency symbols, as WooCommerce stores them (HTML entities).
 *
 * @return array<string,string>
 */
function get_woocommerce_currency_symbols() {
	return apply_filters(
		'woocommerce_currency_symbols',
		array(
			'AUD' => '&#36;',
			'CAD' => '&#36;',
			'CHF' => '&#67;&#72;&#70;',
			'CNY' => '&yen;',
			'DKK' => 'kr.',
			'EUR' => '&euro;',
			'GBP' => '&pound;',
			'HKD' => '&#36;',
			'JPY' => '&yen;',
			'NOK' => '&#107;&#114;',
			'NZD' => '&#36;',
			'PLN' => '&#122;&#322;',
			'SEK' => '&#107;&#114;',
			'TWD' => '&#78;&#84;&#36;',
			'USD' => '&#36;',
		)
	);
}

/**
 * The symbol of a currency.
 *
 * @param string $currency Code; the store's by default.
 * @return string
 */
function get_woocommerce_currency_symbol( $currency = '' ) {
	if ( ! $currency ) {
		$currency = get_woocommerce_currency();
	}
	$symbols = get_woocommerce_currency_symbols();
	$symbol  = isset( $symbols[ $currency ] ) ? $symbols[ $currency ] : '';
	return apply_filters( 'woocommerce_currency_symbol', $symbol, $currency );
}

/**
 * The sprintf format of a price from the currency position setting.
 *
 * @return string
 */
function get_woocommerce_price_format() {
	$position = get_option( 'woocommerce_currency_pos', 'left' );
	$formats  = array(
		'left'        => '%1$s%2$s',
		'right'       => '%2$s%1$s',
		'left_space'  => '%1$s&nbsp;%2$s',
		'right_space' => '%2$s&nbsp;%1$s',
	);
	$format   = isset( $formats[ $position ] ) ? $formats[ $position ] : '%1$s%2$s';
	return apply_filters( 'woocommerce_price_format', $format, $position );
}

/** @return string */
function wc_get_price_thousand_separator() {
	return stripslashes( apply_filters( 'wc_get_price_thousand_separator', get_option( 'woocommerce_price_thousand_sep', ',' ) ) );
}

/** @return string */
function wc_get_price_decimal_separator() {
	$separator = apply_filters( 'wc_get_price_decimal_separator', get_option( 'woocommerce_price_decimal_sep', '.' ) );
	return $separator ? stripslashes( $separator ) : '.';
}

/** @return int */
function wc_get_price_decimals() {
	return absint( apply_filters( 'wc_get_price_decimals', get_option( 'woocommerce_price_num_decimals', 2 ) ) );
}

/**
 * A WooCommerce page's id: shop, cart, checkout, myaccount (-1 when unset).
 *
 * @param string $page The page's name.
 * @return int
 */
function wc_get_page_id( $page ) {
	$page = apply_filters( 'woocommerce_get_' . $page . '_page_id', get_option( 'woocommerce_' . $page . '_page_id' ) );
	return $page ? absint( $page ) : -1;
}

/**
 * A WooCommerce page's permalink; the home page when the page is missing.
 *
 * @param string      $page     shop, cart, checkout, myaccount.
 * @param string|bool $fallback URL when the page does not exist.
 * @return string
 */
function wc_get_page_permalink( $page, $fallback = null ) {
	$page_id   = wc_get_page_id( $page );
	$permalink = 0 < $page_id ? get_permalink( $page_id ) : '';
	if ( ! $permalink ) {
		$permalink = is_null( $fallback ) ? get_home_url() : $fallback;
	}
	return apply_filters( 'woocommerce_get_' . $page . '_page_permalink', $permalink );
}

/** @return string */
function wc_get_cart_url() {
	return apply_filters( 'woocommerce_get_cart_url', wc_get_page_permalink( 'cart' ) );
}

/** @return string */
function wc_get_checkout_url() {
	$checkout_url = wc_get_page_permalink( 'checkout' );
	if ( $checkout_url && is_ssl() ) {
		$checkout_url = str_replace( 'http:', 'https:', $checkout_url );
	}
	return apply_filters( 'woocommerce_get_checkout_url', $checkout_url );
}

/**
 * Whether the request shows a WooCommerce template page (shop, product taxonomy, product).
 *
 * @return bool
 */
function is_woocommerce() {
	return apply_filters( 'is_woocommerce', is_shop() || is_product_taxonomy() || is_product() );
}

/** @return bool */
function is_shop() {
	return is_post_type_archive( 'product' ) || ( wc_get_page_id( 'shop' ) > 0 && is_page( wc_get_page_id( 'shop' ) ) );
}

/** @return bool */
function is_product_taxonomy() {
	return is_tax( get_object_taxonomies( 'product' ) );
}

/**
 * @param mixed $term Optional term(s).
 * @return bool
 */
function is_product_category( $term = '' ) {
	return is_tax( 'product_cat', $term );
}

/**
 * @param mixed $term Optional term(s).
 * @return bool
 */
function is_product_tag( $term = '' ) {
	return is_tax( 'product_tag', $term );
}

/** @return bool */
function is_product() {
	return is_singular( array( 'product' ) );
}

/** @return bool */
function is_cart() {
	$page_id = wc_get_page_id( 'cart' );
	return ( $page_id > 0 && is_page( $page_id ) ) || defined( 'WOOCOMMERCE_CART' ) || wc_post_content_has_shortcode( 'woocommerce_cart' );
}

/** @return bool */
function is_checkout() {
	$page_id = wc_get_page_id( 'checkout' );
	return ( $page_id > 0 && is_page( $page_id ) ) || wc_post_content_has_shortcode( 'woocommerce_checkout' ) || apply_filters( 'woocommerce_is_checkout', false ) || defined( 'WOOCOMMERCE_CHECKOUT' );
}

/** @return bool */
function is_account_page() {
	$page_id = wc_get_page_id( 'myaccount' );
	return ( $page_id > 0 && is_page( $page_id ) ) || wc_post_content_has_shortcode( 'woocommerce_my_account' ) || apply_filters( 'woocommerce_is_account_page', false );
}

/**
 * Whether the current post's content holds a shortcode.
 *
 * @param string $tag Shortcode tag.
 * @return bool
 */
function wc_post_content_has_shortcode( $tag = '' ) {
	global $post;
	return is_singular() && $post instanceof WP_Post && has_shortcode( $post->post_content, $tag );
}

/**
 * Sets a cookie unless headers are out; the filter lets tests and headless callers observe or stop it.
 *
 * WooCommerce also raises a notice under WP_DEBUG when headers were sent; the double stays quiet
 * there because PHPUnit has always sent output.
 *
 * @param string  $name     Name.
 * @param string  $value    Value.
 * @param integer $expire   Expiry timestamp.
 * @param bool    $secure   HTTPS only.
 * @param bool    $httponly Hidden from scripts.
 */
function wc_setcookie( $name, $value, $expire = 0, $secure = false, $httponly = false ) {
	if ( ! apply_filters( 'woocommerce_set_cookie_enabled', true, $name, $value, $expire, $secure ) ) {
		return;
	}
	if ( ! headers_sent() ) {
		setcookie(
			$name,
			$value,
			array(
				'expires'  => $expire,
				'secure'   => $secure,
				'path'     => COOKIEPATH ? COOKIEPATH : '/',
				'domain'   => COOKIE_DOMAIN,
				'httponly' => apply_filters( 'woocommerce_cookie_httponly', $httponly, $name, $value, $expire, $secure ),
			)
		);
	}
}

/**
 * Cleans a variable with sanitize_text_field, recursively.
 *
 * @param string|array $value Data.
 * @return string|array
 */
function wc_clean( $value ) {
	if ( is_array( $value ) ) {
		return array_map( 'wc_clean', $value );
	}
	return is_scalar( $value ) ? sanitize_text_field( (string) $value ) : $value;
}

/**
 * A stock amount as a number.
 *
 * @param int|float|string $amount Amount.
 * @return int|float
 */
function wc_stock_amount( $amount ) {
	return apply_filters( 'woocommerce_stock_amount', $amount );
}
// WooCommerce's default: whole quantities.
add_filter( 'woocommerce_stock_amount', 'intval' );

/**
 * @param bool|string $value yes/no/true/1.
 * @return bool
 */
function wc_string_to_bool( $value ) {
	$value = $value ?? '';
	return is_bool( $value ) ? $value : ( 'yes' === strtolower( $value ) || 1 === $value || 'true' === strtolower( $value ) || '1' === $value );
}

/**
 * @param bool|string $value Boolean.
 * @return string yes or no.
 */
function wc_bool_to_string( $value ) {
	if ( ! is_bool( $value ) ) {
		$value = wc_string_to_bool( $value );
	}
	return true === $value ? 'yes' : 'no';
}

/**
 * WooCommerce's image sizes: single, thumbnail, gallery_thumbnail.
 *
 * @param array|string $image_size Name (with or without `woocommerce_`) or [w, h, crop].
 * @return array{width:int,height:int,crop:int}
 */
function wc_get_image_size( $image_size ) {
	$size      = array(
		'width'  => 600,
		'height' => 600,
		'crop'   => 1,
	);
	if ( is_array( $image_size ) ) {
		$size = array(
			'width'  => isset( $image_size[0] ) ? absint( $image_size[0] ) : 600,
			'height' => isset( $image_size[1] ) ? absint( $image_size[1] ) : 600,
			'crop'   => isset( $image_size[2] ) ? absint( $image_size[2] ) : 1,
		);
	} else {
		$image_size = str_replace( 'woocommerce_', '', $image_size );
		if ( 'single' === $image_size ) {
			$size = array(
				'width'  => absint( get_option( 'woocommerce_single_image_width', 600 ) ),
				'height' => 0,
				'crop'   => 0,
			);
		} elseif ( 'gallery_thumbnail' === $image_size ) {
			$size = array(
				'width'  => 100,
				'height' => 100,
				'crop'   => 1,
			);
		} elseif ( 'thumbnail' === $image_size ) {
			$size = array(
				'width'  => absint( get_option( 'woocommerce_thumbnail_image_width', 300 ) ),
				'height' => absint( get_option( 'woocommerce_thumbnail_image_width', 300 ) ),
				'crop'   => 1,
			);
		}
	}
	return apply_filters( 'woocommerce_get_image_size_' . ( is_array( $image_size ) ? 'custom' : $image_size ), $size );
}
