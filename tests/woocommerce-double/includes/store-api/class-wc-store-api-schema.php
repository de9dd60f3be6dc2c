<?php
/**
 * The Store API's cart response (CartSchema, CartItemSchema): money as strings of integers in
 * minor units, with the currency fields.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Formats the cart for responses.
 */
class WC_Store_API_Schema {

	/**
	 * `"1999"` for 19.99 with 2 decimals.
	 *
	 * @param float|string $amount   Amount.
	 * @param int          $decimals Minor unit.
	 * @return string
	 */
	public static function money( $amount, $decimals = null ) {
		$decimals = null === $decimals ? wc_get_price_decimals() : $decimals;
		return (string) intval( round( ( (float) wc_format_decimal( $amount ) ) * ( 10 ** absint( $decimals ) ), 0 ) );
	}

	/** @return array The currency fields. */
	public static function currency() {
		$position = get_option( 'woocommerce_currency_pos', 'left' );
		$symbol   = html_entity_decode( get_woocommerce_currency_symbol(), ENT_QUOTES, 'UTF-8' );
		$prefix   = '';
		$suffix   = '';
		switch ( $position ) {
			case 'left_space':
				$prefix = $symbol . ' ';
				break;
			case 'left':
				$prefix = $symbol;
				break;
			case 'right_space':
				$suffix = ' ' . $symbol;
				break;
			case 'right':
				$suffix = $symbol;
				break;
		}
		return array(
			'currency_code'               => get_woocommerce_currency(),
			'currency_symbol'             => $symbol,
			'currency_minor_unit'         => wc_get_price_decimals(),
			'currency_decimal_separator'  => wc_get_price_decimal_separator(),
			'currency_thousand_separator' => wc_get_price_thousand_separator(),
			'currency_prefix'             => $prefix,
			'currency_suffix'             => $suffix,
		);
	}

	/**
	 * @param string $html Markup.
	 * @return string Decoded, without tags.
	 */
	protected static function html( $html ) {
		return wc_double_html_response( $html );
	}

	/**
	 * The whole cart.
	 *
	 * @param WC_Cart $cart Cart.
	 * @return array
	 */
	public static function cart( $cart ) {
		// As CartController::get_cart_for_response().
		$cart->calculate_totals();
		$totals   = $cart->get_totals();
		$customer = WC()->customer;
		$items    = array();
		$weight   = 0.0;
		foreach ( $cart->get_cart() as $item ) {
			$items[] = self::cart_item( $item );
			$weight += (float) $item['data']->get_weight() * $item['quantity'];
		}
		$address = static function ( $type ) use ( $customer ) {
			$fields = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country' );
			if ( 'billing' === $type ) {
				$fields[] = 'email';
			}
			$fields[] = 'phone';
			$result   = array();
			foreach ( $fields as $field ) {
				$result[ $field ] = $customer ? (string) $customer->{"get_{$type}_{$field}"}() : '';
			}
			return (object) $result;
		};
		$decimals = wc_get_price_decimals();
		return array(
			'items'                   => $items,
			'coupons'                 => array(),
			'fees'                    => array(),
			'totals'                  => (object) array_merge(
				array(
					'total_items'        => self::money( $totals['subtotal'], $decimals ),
					'total_items_tax'    => self::money( $totals['subtotal_tax'], $decimals ),
					'total_fees'         => self::money( $totals['fee_total'], $decimals ),
					'total_fees_tax'     => self::money( $totals['fee_tax'], $decimals ),
					'total_discount'     => self::money( $totals['discount_total'], $decimals ),
					'total_discount_tax' => self::money( $totals['discount_tax'], $decimals ),
					'total_shipping'     => null,
					'total_shipping_tax' => null,
					'total_price'        => self::money( $totals['total'], $decimals ),
					'total_tax'          => self::money( $totals['total_tax'], $decimals ),
					'tax_lines'          => array(),
				),
				self::currency()
			),
			'shipping_address'        => $address( 'shipping' ),
			'billing_address'         => $address( 'billing' ),
			'needs_payment'           => $cart->needs_payment(),
			'needs_shipping'          => $cart->needs_shipping(),
			'payment_requirements'    => array( 'products' ),
			'has_calculated_shipping' => false,
			'shipping_rates'          => array(),
			'items_count'             => (int) $cart->get_cart_contents_count(),
			'items_weight'            => $weight,
			'cross_sells'             => array(),
			'errors'                  => array(),
			'payment_methods'         => array_values( array_keys( WC()->payment_gateways()->get_available_payment_gateways() ) ),
			'extensions'              => (object) array(),
		);
	}

	/**
	 * One line.
	 *
	 * @param array $item Cart item.
	 * @return array
	 */
	public static function cart_item( $item ) {
		$product  = $item['data'];
		$decimals = wc_get_price_decimals();
		return array(
			'key'                  => $item['key'],
			'id'                   => $product->get_id(),
			'type'                 => $product->get_type(),
			'quantity'             => (int) $item['quantity'],
			// WooCommerce: src/StoreApi/Schemas/V1/CartItemSchema.php, QuantityLimits::get_cart_item_quantity_limits().
			'quantity_limits'      => (object) ( new WC_Store_API_Quantity_Limits() )->get_cart_item_quantity_limits( $item ),
			'name'                 => self::html( $product->get_title() ),
			'short_description'    => self::html( wc_format_content( wp_kses_post( $product->get_short_description() ) ) ),
			'description'          => self::html( wc_format_content( wp_kses_post( $product->get_description() ) ) ),
			'sku'                  => self::html( $product->get_sku() ),
			'low_stock_remaining'  => self::low_stock_remaining( $product ),
			'backorders_allowed'   => (bool) $product->backorders_allowed(),
			'show_backorder_badge' => (bool) ( $product->backorders_require_notification() && $product->is_on_backorder( $item['quantity'] ) ),
			'sold_individually'    => $product->is_sold_individually(),
			'permalink'            => $product->get_permalink( $item ),
			'images'               => self::images( $product ),
			'variation'            => self::variation( $item['variation'], $product ),
			'item_data'            => array(),
			'prices'               => (object) self::prices( $product ),
			'totals'               => (object) array_merge(
				array(
					'line_subtotal'     => self::money( isset( $item['line_subtotal'] ) ? $item['line_subtotal'] : 0, $decimals ),
					'line_subtotal_tax' => self::money( isset( $item['line_subtotal_tax'] ) ? $item['line_subtotal_tax'] : 0, $decimals ),
					'line_total'        => self::money( isset( $item['line_total'] ) ? $item['line_total'] : 0, $decimals ),
					'line_total_tax'    => self::money( isset( $item['line_tax'] ) ? $item['line_tax'] : 0, $decimals ),
				),
				self::currency()
			),
			'catalog_visibility'   => $product->is_type( 'variation' ) && $product->get_parent() ? $product->get_parent()->get_catalog_visibility() : $product->get_catalog_visibility(),
			'extensions'           => (object) array(),
		);
	}

	/**
	 * @param WC_Product $product Product.
	 * @return int|null Stock left when at or under the low-stock threshold.
	 */
	protected static function low_stock_remaining( $product ) {
		if ( ! $product->managing_stock() || 'no_amount' === get_option( 'woocommerce_stock_format' ) ) {
			return null;
		}
		$remaining = (int) $product->get_stock_quantity();
		return $remaining <= wc_get_low_stock_amount( $product ) ? max( $remaining, 0 ) : null;
	}

	/**
	 * @param WC_Product $product Product.
	 * @return array
	 */
	public static function prices( $product ) {
		$decimals = wc_get_price_decimals();
		if ( $product->is_type( 'variable' ) ) {
			$regular = $product->get_variation_regular_price();
			$sale    = $product->get_variation_sale_price();
		} else {
			$regular = $product->get_regular_price();
			$sale    = $product->get_sale_price();
		}
		$range = null;
		if ( $product->is_type( 'variable' ) ) {
			$prices = $product->get_variation_prices( true );
			if ( $prices['price'] && current( $prices['price'] ) !== end( $prices['price'] ) ) {
				$range = (object) array(
					'min_amount' => self::money( current( $prices['price'] ), $decimals ),
					'max_amount' => self::money( end( $prices['price'] ), $decimals ),
				);
			}
		}
		return array_merge(
			array(
				'price'         => self::money( wc_get_price_to_display( $product ), $decimals ),
				'regular_price' => self::money( wc_get_price_to_display( $product, array( 'price' => $regular ) ), $decimals ),
				'sale_price'    => self::money( wc_get_price_to_display( $product, array( 'price' => $sale ) ), $decimals ),
				'price_range'   => $range,
			),
			self::currency(),
			array(
				'raw_prices' => (object) array(
					'precision'     => 6,
					'price'         => self::money( wc_get_price_to_display( $product ), 6 ),
					'regular_price' => self::money( wc_get_price_to_display( $product, array( 'price' => $regular ) ), 6 ),
					'sale_price'    => self::money( wc_get_price_to_display( $product, array( 'price' => $sale ) ), 6 ),
				),
			)
		);
	}

	/**
	 * @param WC_Product $product Product.
	 * @return array `{id, src, thumbnail, srcset, sizes, name, alt}` per image.
	 */
	protected static function images( $product ) {
		$ids    = array_merge( array( $product->get_image_id() ), $product->get_gallery_image_ids() );
		$images = array();
		foreach ( array_unique( array_filter( $ids ) ) as $id ) {
			$full = wp_get_attachment_image_src( $id, 'full' );
			if ( ! $full ) {
				continue;
			}
			$thumb    = wp_get_attachment_image_src( $id, 'woocommerce_thumbnail' );
			$images[] = (object) array(
				'id'        => (int) $id,
				'src'       => current( $full ),
				'thumbnail' => $thumb ? current( $thumb ) : current( $full ),
				'srcset'    => (string) wp_get_attachment_image_srcset( $id, 'full' ),
				'sizes'     => (string) wp_get_attachment_image_sizes( $id, 'full' ),
				'name'      => get_the_title( $id ),
				'alt'       => (string) get_post_meta( $id, '_wp_attachment_image_alt', true ),
			);
		}
		return $images;
	}

	/**
	 * `[{attribute, value}]` with display labels and term names (ProductItemTrait::format_variation_data(),
	 * WooCommerce 9.0–10.0.2).
	 *
	 * @param array      $variation_data `attribute_pa_color => red`.
	 * @param WC_Product $product        Product.
	 * @return array
	 */
	protected static function variation( $variation_data, $product ) {
		$result = array();
		foreach ( (array) $variation_data as $key => $value ) {
			$taxonomy = wc_attribute_taxonomy_name( str_replace( 'attribute_pa_', '', urldecode( $key ) ) );
			if ( taxonomy_exists( $taxonomy ) ) {
				$term  = get_term_by( 'slug', $value, $taxonomy );
				$value = ! is_wp_error( $term ) && $term && $term->name ? $term->name : $value;
				$label = wc_attribute_label( $taxonomy );
			} else {
				$value = apply_filters( 'woocommerce_variation_option_name', $value, null, $taxonomy, $product );
				$label = wc_attribute_label( str_replace( 'attribute_', '', $key ), $product );
			}
			$result[] = array(
				'attribute' => self::html( $label ),
				'value'     => self::html( $value ),
			);
		}
		return $result;
	}
}

/**
 * Markup as the Store API returns text (WooCommerce 9.0–10.0.2: src/StoreApi/Formatters/HtmlFormatter.php,
 * HtmlFormatter::format()): texturized, allowed post HTML kept, entities left as they are.
 *
 * @param mixed $html Markup, or a list of it.
 * @return mixed
 */
function wc_double_html_response( $html ) {
	if ( is_array( $html ) ) {
		return array_map( 'wc_double_html_response', $html );
	}
	return is_scalar( $html ) ? wp_kses_post( trim( convert_chars( wptexturize( (string) $html ) ) ) ) : $html;
}
