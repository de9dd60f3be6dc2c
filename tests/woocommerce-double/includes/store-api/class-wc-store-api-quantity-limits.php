<?php
/**
 * The Store API's quantity limits (minimum, maximum, multiple of, editable) of products and
 * cart lines, with their `woocommerce_store_api_product_quantity_{minimum|maximum|multiple_of|editable}`
 * and `woocommerce_store_api_product_quantity_limit` filters.
 *
 * WooCommerce: src/StoreApi/Utilities/QuantityLimits.php, QuantityLimits. The double has no
 * draft-order stock reservations (ReserveStock), so the remaining stock is the stock quantity.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's QuantityLimits.
 */
final class WC_Store_API_Quantity_Limits {

	/**
	 * WooCommerce: QuantityLimits::get_cart_item_quantity_limits().
	 *
	 * @param array $cart_item A cart item array.
	 * @return array{minimum:int,maximum:int,multiple_of:int,editable:bool}
	 */
	public function get_cart_item_quantity_limits( $cart_item ) {
		$product = $cart_item['data'] ?? false;

		if ( ! $product instanceof WC_Product ) {
			return array(
				'minimum'     => 1,
				'maximum'     => 9999,
				'multiple_of' => 1,
				'editable'    => true,
			);
		}

		$multiple_of = $this->filter_numeric_value( 1, 'multiple_of', $cart_item );
		$minimum     = $this->filter_numeric_value( 1, 'minimum', $cart_item );
		$maximum     = $this->filter_numeric_value( $this->get_product_quantity_limit( $product ), 'maximum', $cart_item );
		$editable    = $this->filter_boolean_value( ! $product->is_sold_individually(), 'editable', $cart_item );

		// Minimum must be at least 1.
		$minimum = max( $minimum, 1 );

		// Maximum must be at least minimum.
		$maximum = max( $maximum, $minimum );

		return array(
			'minimum'     => $this->limit_to_multiple( $minimum, $multiple_of, 'ceil' ),
			'maximum'     => $this->limit_to_multiple( $maximum, $multiple_of, 'floor' ),
			'multiple_of' => $multiple_of,
			'editable'    => $editable,
		);
	}

	/**
	 * WooCommerce: QuantityLimits::get_add_to_cart_limits().
	 *
	 * @param WC_Product $product Product instance.
	 * @return array{minimum:int,maximum:int,multiple_of:int}
	 */
	public function get_add_to_cart_limits( WC_Product $product ) {
		$multiple_of = $this->filter_numeric_value( 1, 'multiple_of', $product );
		$minimum     = $this->filter_numeric_value( 1, 'minimum', $product );
		$maximum     = $this->filter_numeric_value( $this->get_product_quantity_limit( $product ), 'maximum', $product );

		// Minimum must be at least 1.
		$minimum = max( $minimum, 1 );

		// Maximum must be at least minimum.
		$maximum = max( $maximum, $minimum );

		return array(
			'minimum'     => $this->limit_to_multiple( $minimum, $multiple_of, 'ceil' ),
			'maximum'     => $this->limit_to_multiple( $maximum, $multiple_of, 'floor' ),
			'multiple_of' => $multiple_of,
		);
	}

	/**
	 * WooCommerce: QuantityLimits::normalize_cart_item_quantity(): the nearest valid quantity.
	 *
	 * @param int   $quantity  The quantity to fix.
	 * @param array $cart_item The cart item.
	 * @return int
	 */
	public function normalize_cart_item_quantity( int $quantity, array $cart_item ) {
		$product = $cart_item['data'];

		if ( ! $product instanceof WC_Product ) {
			return $quantity;
		}

		$limits       = $this->get_cart_item_quantity_limits( $cart_item );
		$new_quantity = $quantity;

		if ( $new_quantity % $limits['multiple_of'] ) {
			$new_quantity = $this->limit_to_multiple( $new_quantity, $limits['multiple_of'], 'round' );
		}

		if ( $new_quantity < $limits['minimum'] ) {
			$new_quantity = $limits['minimum'];
		}

		if ( $new_quantity > $limits['maximum'] ) {
			$new_quantity = $limits['maximum'];
		}

		return $new_quantity;
	}

	/**
	 * WooCommerce: QuantityLimits::limit_to_multiple().
	 *
	 * @param int    $number            Number to round.
	 * @param int    $multiple_of       The multiple.
	 * @param string $rounding_function ceil, floor, or round.
	 * @return int
	 */
	public function limit_to_multiple( int $number, int $multiple_of, string $rounding_function = 'round' ) {
		if ( $multiple_of <= 1 ) {
			return $number;
		}
		$rounding_function = in_array( $rounding_function, array( 'ceil', 'floor', 'round' ), true ) ? $rounding_function : 'round';
		return (int) ( $rounding_function( $number / $multiple_of ) * $multiple_of );
	}

	/**
	 * WooCommerce: QuantityLimits::validate_cart_item_quantity(). Codes `readonly_quantity` and
	 * `invalid_quantity` (the callers answer them with HTTP 400).
	 *
	 * @param int|float $quantity  Quantity to validate.
	 * @param array     $cart_item Cart item.
	 * @return WP_Error|true
	 */
	public function validate_cart_item_quantity( $quantity, $cart_item ) {
		$limits  = $this->get_cart_item_quantity_limits( $cart_item );
		$product = $cart_item['data'];

		if ( ! $limits['editable'] ) {
			/* translators: 1: product name */
			return new WP_Error( 'readonly_quantity', sprintf( __( 'The quantity of &quot;%1$s&quot; cannot be changed', 'woocommerce' ), $product->get_name() ) );
		}

		if ( $quantity < $limits['minimum'] ) {
			/* translators: 1: product name 2: minimum quantity */
			return new WP_Error( 'invalid_quantity', sprintf( __( 'The minimum quantity of &quot;%1$s&quot; allowed in the cart is %2$s', 'woocommerce' ), $product->get_name(), $limits['minimum'] ) );
		}

		if ( $quantity > $limits['maximum'] ) {
			/* translators: 1: product name 2: maximum quantity */
			return new WP_Error( 'invalid_quantity', sprintf( __( 'The maximum quantity of &quot;%1$s&quot; allowed in the cart is %2$s', 'woocommerce' ), $product->get_name(), $limits['maximum'] ) );
		}

		if ( $quantity % $limits['multiple_of'] ) {
			/* translators: 1: product name 2: multiple of */
			return new WP_Error( 'invalid_quantity', sprintf( __( 'The quantity of &quot;%1$s&quot; must be a multiple of %2$s', 'woocommerce' ), $product->get_name(), $limits['multiple_of'] ) );
		}

		return true;
	}

	/**
	 * WooCommerce: QuantityLimits::get_product_quantity_limit(): 9999, 1 when sold individually,
	 * else the remaining stock unless backorders are allowed; then the
	 * `woocommerce_store_api_product_quantity_limit` filter.
	 *
	 * @param WC_Product $product Product instance.
	 * @return int
	 */
	protected function get_product_quantity_limit( WC_Product $product ) {
		$limits = array( 9999 );

		if ( $product->is_sold_individually() ) {
			$limits[] = 1;
		} elseif ( ! $product->backorders_allowed() ) {
			$limits[] = $this->get_remaining_stock( $product );
		}

		$limit = max( min( array_filter( $limits ) ), 1 );

		$filtered_limit = apply_filters( 'woocommerce_store_api_product_quantity_limit', $limit, $product );

		// Only return the filtered limit if it's numeric, otherwise return the original limit.
		return is_numeric( $filtered_limit ) ? (int) $filtered_limit : $limit;
	}

	/**
	 * WooCommerce: QuantityLimits::get_remaining_stock() (no reserved stock in the double).
	 *
	 * @param WC_Product $product Product instance.
	 * @return int|null
	 */
	protected function get_remaining_stock( WC_Product $product ) {
		if ( is_null( $product->get_stock_quantity() ) ) {
			return null;
		}
		return $product->get_stock_quantity();
	}

	/**
	 * WooCommerce: QuantityLimits::filter_numeric_value(): the
	 * `woocommerce_store_api_product_quantity_{$value_type}` filter; non-numeric answers are ignored.
	 *
	 * @param int              $value                Value to filter.
	 * @param string           $value_type           minimum, maximum, multiple_of.
	 * @param WC_Product|array $cart_item_or_product A cart item or a product.
	 * @return int
	 */
	protected function filter_numeric_value( int $value, string $value_type, $cart_item_or_product ) {
		$is_product = $cart_item_or_product instanceof WC_Product;
		$product    = $is_product ? $cart_item_or_product : $cart_item_or_product['data'];
		$cart_item  = $is_product ? null : $cart_item_or_product;

		$filtered_value = apply_filters( "woocommerce_store_api_product_quantity_{$value_type}", $value, $product, $cart_item );

		return is_numeric( $filtered_value ) ? (int) $filtered_value : $value;
	}

	/**
	 * WooCommerce: QuantityLimits::filter_boolean_value(); non-boolean answers are ignored.
	 *
	 * @param bool             $value                Value to filter.
	 * @param string           $value_type           editable.
	 * @param WC_Product|array $cart_item_or_product A cart item or a product.
	 * @return bool
	 */
	protected function filter_boolean_value( $value, string $value_type, $cart_item_or_product ) {
		$is_product = $cart_item_or_product instanceof WC_Product;
		$product    = $is_product ? $cart_item_or_product : $cart_item_or_product['data'];
		$cart_item  = $is_product ? null : $cart_item_or_product;

		$filtered_value = apply_filters( "woocommerce_store_api_product_quantity_{$value_type}", $value, $product, $cart_item );

		return is_bool( $filtered_value ) ? (bool) $filtered_value : $value;
	}
}
