<?php
/**
 * A variable product's variations form, read from WooCommerce as data.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * What WooCommerce's variations form holds (its attributes, their options in the shop's order, the
 * available variations and their flags as its script reads them), for swatches, in a fixed number of queries.
 */
final class Woo_Variation_Matrix {

	/**
	 * A variable product's variations form as data (see Catalogue::variation_matrix()).
	 *
	 * @param int $product_id The variable product.
	 * @return array<string,mixed>|null
	 */
	public function read( int $product_id ): ?array {
		if ( $product_id <= 0 ) {
			return null;
		}
		Woo_Product_Reader::prime_caches( array( $product_id ) );
		$product = wc_get_product( $product_id );
		if ( ! $product instanceof \WC_Product_Variable ) {
			return null;
		}
		$children = array_values( array_map( 'intval', (array) $product->get_children() ) );
		if ( $children ) {
			Woo_Product_Reader::prime_caches( $children );
		}

		// The product's terms are cached with it; their meta (the `order` WooCommerce sorts by, swatches) in one query,
		// before WooCommerce reads any of it.
		$term_ids = array();
		foreach ( (array) $product->get_attributes() as $product_attribute ) {
			// A taxonomy attribute's options are its term ids.
			if ( $product_attribute instanceof \WC_Product_Attribute && $product_attribute->is_taxonomy() ) {
				$term_ids = array_merge( $term_ids, array_map( 'intval', (array) $product_attribute->get_options() ) );
			}
		}
		if ( $term_ids ) {
			update_termmeta_cache( array_values( array_unique( $term_ids ) ) );
		}

		$attributes = array();
		foreach ( (array) $product->get_variation_attributes() as $attribute => $options ) {
			$attribute = (string) $attribute;
			$options   = array_map( 'strval', (array) $options );
			$taxonomy  = taxonomy_exists( $attribute ) ? $attribute : '';
			$rows      = array();
			if ( '' !== $taxonomy ) {
				// The select's order: the product's terms as WooCommerce sorts them, kept when the variations use them.
				$terms = wc_get_product_terms( $product_id, $taxonomy, array( 'fields' => 'all' ) );
				foreach ( is_array( $terms ) ? $terms : array() as $term ) {
					if ( $term instanceof \WP_Term && in_array( $term->slug, $options, true ) ) {
						$rows[] = array(
							'value'   => (string) $term->slug,
							'title'   => (string) apply_filters( 'woocommerce_variation_option_name', $term->name, $term, $attribute, $product ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, applied as its variation form does.
							'term_id' => (int) $term->term_id,
						);
					}
				}
			} else {
				foreach ( $options as $option ) {
					$rows[] = array(
						'value'   => $option,
						'title'   => (string) apply_filters( 'woocommerce_variation_option_name', $option, null, $attribute, $product ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, applied as its variation form does.
						'term_id' => 0,
					);
				}
			}
			$attributes[] = array(
				'name'      => 'attribute_' . sanitize_title( $attribute ),
				'attribute' => $attribute,
				'label'     => (string) wc_attribute_label( $attribute, $product ),
				'taxonomy'  => $taxonomy,
				'options'   => $rows,
			);
		}
		// WooCommerce: templates/single-product/add-to-cart/variable.php prints get_available_variations() only up to
		// the `woocommerce_ajax_variation_threshold` filter's number of children; above it the form asks
		// `?wc-ajax=get_variation` (WC_AJAX::get_variation()) once every attribute is chosen.
		$carries_variations = count( $children ) <= (int) apply_filters( 'woocommerce_ajax_variation_threshold', 30, $product ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, applied as its variation form does.

		// WooCommerce: includes/class-wc-product-variable.php, WC_Product_Variable::get_available_variations(): every
		// child that exists, not out of stock when `woocommerce_hide_out_of_stock_items` is on, and visible (published,
		// with a price) unless `woocommerce_hide_invisible_variations` says otherwise.
		$variations = array();
		foreach ( (array) $product->get_available_variations( 'objects' ) as $variation ) {
			if ( ! $variation instanceof \WC_Product_Variation ) {
				continue;
			}
			$values = array();
			foreach ( (array) $variation->get_variation_attributes() as $name => $value ) {
				$values[ (string) $name ] = self::script_attribute_value( $value );
			}
			// The real stock: never get_max_purchase_quantity() (`max_qty`), which is 1 for a variation sold individually.
			$quantity = $variation->managing_stock() ? $variation->get_stock_quantity() : null;
			$row      = array(
				'id'          => (int) $variation->get_id(),
				'attributes'  => $values,
				'in_stock'    => (bool) $variation->is_in_stock(),
				'quantity'    => null === $quantity || '' === $quantity ? null : (int) $quantity,
				'active'      => (bool) $variation->variation_is_active(),
				'purchasable' => (bool) $variation->is_purchasable(),
			);
			if ( ! $carries_variations ) {
				// The page carries no variation JSON: read each row as that JSON would hold it, through
				// WC_Product_Variable::get_available_variation() and its `woocommerce_available_variation` filter, which
				// extensions use to change a variation's flags or to leave it out (get_available_variations() drops a
				// falsy answer with array_filter()). The flags are read as add-to-cart-variation.js reads them: truthy
				// or not. A variation that is not purchasable stays: WC_AJAX::get_variation() answers its data too
				// (the form then shows it unavailable), it does not answer false.
				$data = $product->get_available_variation( $variation );
				if ( ! is_array( $data ) || array() === $data ) {
					continue;
				}
				if ( isset( $data['attributes'] ) && is_array( $data['attributes'] ) ) {
					$row['attributes'] = array();
					foreach ( $data['attributes'] as $name => $value ) {
						$row['attributes'][ (string) $name ] = self::script_attribute_value( $value );
					}
				}
				$row['in_stock']    = self::script_truthy( $data['is_in_stock'] ?? null );
				$row['active']      = self::script_truthy( $data['variation_is_active'] ?? null );
				$row['purchasable'] = self::script_truthy( $data['is_purchasable'] ?? null );
			}
			$variations[] = $row;
		}

		return array(
			'product_id'         => $product_id,
			'carries_variations' => $carries_variations,
			'attributes'         => $attributes,
			'variations'         => $variations,
		);
	}

	/**
	 * Whether a value of WooCommerce's variation JSON is truthy for add-to-cart-variation.js, which tests
	 * `if ( variation.variation_is_active )` and `! variation.is_in_stock` on the JSON-decoded value: JavaScript's
	 * truthiness, not PHP's (`"0"` and an empty array are true there; `0`, `""`, null and a missing key false).
	 *
	 * @param mixed $value A value of the array WC_Product_Variable::get_available_variation() returned.
	 */
	private static function script_truthy( mixed $value ): bool {
		if ( is_bool( $value ) ) {
			return $value;
		}
		if ( null === $value ) {
			return false;
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return 0.0 !== (float) $value; // 0 and 0.0 alike (and -0.0).
		}
		if ( is_string( $value ) ) {
			return '' !== $value;
		}
		return true;
	}

	/**
	 * A variation's attribute value as add-to-cart-variation.js holds it: strings as they are (entities and all),
	 * other non-empty scalars as text, anything falsy as '' (`if ( attr_val )` then attaches every option).
	 *
	 * @param mixed $value The value.
	 */
	private static function script_attribute_value( mixed $value ): string {
		if ( is_string( $value ) ) {
			return $value;
		}
		return ( is_int( $value ) || is_float( $value ) ) && 0.0 !== (float) $value ? (string) $value : ''; // 0 and 0.0 alike (and -0.0).
	}
}
