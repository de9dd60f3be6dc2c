<?php
/**
 * WooCommerce's formatting functions: decimals, prices, sale prices, ranges, stock, sizes.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Normalises a number to `.` decimals, optionally rounded.
 *
 * @param float|string $number     Number.
 * @param int|bool     $dp         Decimal places; '' for the price decimals; false to keep.
 * @param bool         $trim_zeros Trim trailing zeros.
 * @return string
 */
function wc_format_decimal( $number, $dp = false, $trim_zeros = false ) {
	$number   = $number ?? '';
	$locale   = localeconv();
	$decimals = array( wc_get_price_decimal_separator(), $locale['decimal_point'], $locale['mon_decimal_point'] );

	if ( ! is_float( $number ) ) {
		$number = str_replace( $decimals, '.', (string) $number );
		$number = preg_replace( '/[^0-9\.,-]/', '', wc_clean( $number ) );
	}
	if ( false !== $dp ) {
		$dp     = intval( '' === $dp ? wc_get_price_decimals() : $dp );
		$number = number_format( floatval( $number ), $dp, '.', '' );
	} elseif ( is_float( $number ) ) {
		$number     = str_replace( $decimals, '.', sprintf( '%.6f', $number ) );
		$trim_zeros = true;
	}
	if ( $trim_zeros && strstr( $number, '.' ) ) {
		$number = rtrim( rtrim( $number, '0' ), '.' );
	}
	return $number;
}

/**
 * A decimal in the shop's decimal separator.
 *
 * @param string $value Number.
 * @return string
 */
function wc_format_localized_decimal( $value ) {
	$locale = localeconv();
	return apply_filters( 'woocommerce_format_localized_decimal', str_replace( '.', $locale['decimal_point'], strval( $value ?? '' ) ), $value );
}

/**
 * Trailing zeros of the decimals removed.
 *
 * @param string|float|int $price Price.
 * @return string
 */
function wc_trim_zeros( $price ) {
	return preg_replace( '/' . preg_quote( wc_get_price_decimal_separator(), '/' ) . '0++$/', '', $price );
}

/**
 * A price with WooCommerce's markup.
 *
 * @param float $price Raw price.
 * @param array $args  currency, decimal_separator, thousand_separator, decimals, price_format, ex_tax_label.
 * @return string
 */
function wc_price( $price, $args = array() ) {
	$args = apply_filters(
		'wc_price_args',
		wp_parse_args(
			$args,
			array(
				'ex_tax_label'       => false,
				'currency'           => '',
				'decimal_separator'  => wc_get_price_decimal_separator(),
				'thousand_separator' => wc_get_price_thousand_separator(),
				'decimals'           => wc_get_price_decimals(),
				'price_format'       => get_woocommerce_price_format(),
			)
		)
	);

	$original_price    = $price;
	$unformatted_price = $price;
	$price             = (float) $price;
	$negative          = $price < 0;
	$price             = apply_filters( 'raw_woocommerce_price', $negative ? $price * -1 : $price, $original_price );
	$price             = apply_filters( 'formatted_woocommerce_price', number_format( $price, $args['decimals'], $args['decimal_separator'], $args['thousand_separator'] ), $price, $args['decimals'], $args['decimal_separator'], $args['thousand_separator'], $original_price );

	if ( apply_filters( 'woocommerce_price_trim_zeros', false ) && $args['decimals'] > 0 ) {
		$price = wc_trim_zeros( $price );
	}

	$formatted_price = ( $negative ? '-' : '' ) . sprintf( $args['price_format'], '<span class="woocommerce-Price-currencySymbol">' . get_woocommerce_currency_symbol( $args['currency'] ) . '</span>', $price );
	$return          = '<span class="woocommerce-Price-amount amount"><bdi>' . $formatted_price . '</bdi></span>';

	return apply_filters( 'wc_price', $return, $price, $args, $unformatted_price, $original_price );
}

/**
 * A sale price: the regular one struck through, both spoken to screen readers.
 *
 * @param string $regular_price Regular price (number or markup).
 * @param string $sale_price    Sale price (number or markup).
 * @return string
 */
function wc_format_sale_price( $regular_price, $sale_price ) {
	$formatted_regular_price = is_numeric( $regular_price ) ? wc_price( $regular_price ) : $regular_price;
	$formatted_sale_price    = is_numeric( $sale_price ) ? wc_price( $sale_price ) : $sale_price;

	$price  = '<del aria-hidden="true">' . $formatted_regular_price . '</del> ';
	$price .= '<span class="screen-reader-text">';
	/* translators: %s is a product's regular price. */
	$price .= esc_html( sprintf( __( 'Original price was: %s.', 'woocommerce' ), wp_strip_all_tags( $formatted_regular_price ) ) );
	$price .= '</span>';
	$price .= '<ins aria-hidden="true">' . $formatted_sale_price . '</ins>';
	$price .= '<span class="screen-reader-text">';
	/* translators: %s is a product's current (sale) price. */
	$price .= esc_html( sprintf( __( 'Current price is: %s.', 'woocommerce' ), wp_strip_all_tags( $formatted_sale_price ) ) );
	$price .= '</span>';

	return apply_filters( 'woocommerce_format_sale_price', $price, $regular_price, $sale_price );
}

/**
 * A price range: "from – to".
 *
 * @param string $from Lowest price.
 * @param string $to   Highest price.
 * @return string
 */
function wc_format_price_range( $from, $to ) {
	/* translators: 1: price from 2: price to */
	$price = sprintf( _x( '%1$s &ndash; %2$s', 'Price range: from-to', 'woocommerce' ), is_numeric( $from ) ? wc_price( $from ) : $from, is_numeric( $to ) ? wc_price( $to ) : $to );
	return apply_filters( 'woocommerce_format_price_range', $price, $from, $to );
}

/**
 * @param string $weight Weight.
 * @return string
 */
function wc_format_weight( $weight ) {
	$weight_string = wc_format_localized_decimal( $weight );
	if ( ! empty( $weight_string ) ) {
		$weight_string = sprintf( '%1$s %2$s', $weight_string, get_option( 'woocommerce_weight_unit', 'kg' ) );
	} else {
		$weight_string = __( 'N/A', 'woocommerce' );
	}
	return apply_filters( 'woocommerce_format_weight', $weight_string, $weight );
}

/**
 * @param array $dimensions length, width, height.
 * @return string
 */
function wc_format_dimensions( $dimensions ) {
	$dimension_string = implode( ' &times; ', array_filter( array_map( 'wc_format_localized_decimal', $dimensions ) ) );
	if ( ! empty( $dimension_string ) ) {
		$dimension_string .= ' ' . get_option( 'woocommerce_dimension_unit', 'cm' );
	} else {
		$dimension_string = __( 'N/A', 'woocommerce' );
	}
	return apply_filters( 'woocommerce_format_dimensions', $dimension_string, $dimensions );
}

/**
 * "5 in stock" and friends, from the stock format setting.
 *
 * @param WC_Product $product Product.
 * @return string
 */
function wc_format_stock_for_display( $product ) {
	$display      = __( 'In stock', 'woocommerce' );
	$stock_amount = $product->get_stock_quantity();

	switch ( get_option( 'woocommerce_stock_format' ) ) {
		case 'low_amount':
			if ( $stock_amount <= wc_get_low_stock_amount( $product ) ) {
				/* translators: %s: stock amount */
				$display = sprintf( __( 'Only %s left in stock', 'woocommerce' ), wc_format_stock_quantity_for_display( $stock_amount, $product ) );
			}
			break;
		case '':
		case false:
			/* translators: %s: stock amount */
			$display = sprintf( __( '%s in stock', 'woocommerce' ), wc_format_stock_quantity_for_display( $stock_amount, $product ) );
			break;
	}
	if ( $product->backorders_allowed() && $product->backorders_require_notification() ) {
		$display .= ' ' . __( '(can be backordered)', 'woocommerce' );
	}
	return $display;
}

/**
 * @param int|float  $stock_quantity Quantity.
 * @param WC_Product $product        Product.
 * @return string
 */
function wc_format_stock_quantity_for_display( $stock_quantity, $product ) {
	return apply_filters( 'woocommerce_format_stock_quantity', $stock_quantity, $product );
}

/**
 * The low-stock threshold of a product (its own, its parent's, or the store's).
 *
 * @param WC_Product $product Product.
 * @return int
 */
function wc_get_low_stock_amount( $product ) {
	$amount = $product->get_low_stock_amount();
	if ( '' === $amount && $product->is_type( 'variation' ) ) {
		$parent = wc_get_product( $product->get_parent_id() );
		$amount = $parent ? $parent->get_low_stock_amount() : '';
	}
	if ( '' === $amount ) {
		$amount = get_option( 'woocommerce_notify_low_stock_amount', 2 );
	}
	return (int) $amount;
}

/**
 * Content formatted as WooCommerce does descriptions.
 *
 * @param string $raw_string Raw text.
 * @return string
 */
function wc_format_content( $raw_string ) {
	$raw_string = $raw_string ?? '';
	return apply_filters( 'woocommerce_format_content', apply_filters( 'woocommerce_short_description', $raw_string ), $raw_string );
}

/**
 * "a, b and c".
 *
 * @param string[] $items Items.
 * @return string
 */
function wc_format_list_of_items( $items ) {
	$item_string = '';
	foreach ( $items as $key => $item ) {
		$item_string .= $item;
		if ( count( $items ) === $key + 2 ) {
			$item_string .= ' ' . __( 'and', 'woocommerce' ) . ' ';
		} elseif ( count( $items ) !== $key + 1 ) {
			$item_string .= ', ';
		}
	}
	return $item_string;
}
