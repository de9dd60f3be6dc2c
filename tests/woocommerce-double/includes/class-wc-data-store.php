<?php
/**
 * WC_Data_Store and the product data stores, for the queries WooCommerce (and its extensions)
 * make through `WC_Data_Store::load( 'product' )`: finding the variation that matches chosen
 * attributes, and the values a variable product's variation attributes can take.
 *
 * The double's CRUD classes read and write their own meta (README: "Data"); only these
 * data-store queries are reproduced here, on the same `posts` / `postmeta` rows WooCommerce reads.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce: includes/class-wc-data-store.php, WC_Data_Store (load(), __call()).
 */
class WC_Data_Store {

	/** @var object The data store instance. */
	private $instance = null;

	/** @var array<string,string> Object type => data store class (the ones the double has). */
	private $stores = array(
		'product'           => 'WC_Product_Data_Store_CPT',
		'product-variable'  => 'WC_Product_Variable_Data_Store_CPT',
		'product-variation' => 'WC_Product_Data_Store_CPT',
	);

	/** @var string */
	private $current_class_name = '';

	/** @var string */
	private $object_type = '';

	/**
	 * WooCommerce: WC_Data_Store::__construct(): the class from the `woocommerce_data_stores` and
	 * `woocommerce_{$object_type}_data_store` filters.
	 *
	 * @param string $object_type product, product-variable …
	 * @throws Exception When the store is unknown.
	 */
	public function __construct( $object_type ) {
		$this->object_type = $object_type;
		$this->stores      = apply_filters( 'woocommerce_data_stores', $this->stores );

		if ( ! array_key_exists( $object_type, $this->stores ) ) {
			throw new Exception( __( 'Invalid data store.', 'woocommerce' ) );
		}
		$store = apply_filters( 'woocommerce_' . $object_type . '_data_store', $this->stores[ $object_type ] );
		if ( is_object( $store ) ) {
			$this->current_class_name = get_class( $store );
			$this->instance           = $store;
		} else {
			if ( ! class_exists( $store ) ) {
				throw new Exception( __( 'Data store class does not exist.', 'woocommerce' ) );
			}
			$this->current_class_name = $store;
			$this->instance           = new $store();
		}
	}

	/**
	 * WooCommerce: WC_Data_Store::load().
	 *
	 * @param string $object_type Object type.
	 * @return WC_Data_Store
	 * @throws Exception When the store is unknown.
	 */
	public static function load( $object_type ) {
		return new WC_Data_Store( $object_type );
	}

	/** @return string */
	public function get_current_class_name() {
		return $this->current_class_name;
	}

	/**
	 * Calls go to the store instance, as in WooCommerce.
	 *
	 * @param string $method     Method.
	 * @param array  $parameters Arguments.
	 * @return mixed
	 */
	public function __call( $method, $parameters ) {
		if ( is_callable( array( $this->instance, $method ) ) ) {
			$object     = array_shift( $parameters );
			$parameters = array_merge( array( &$object ), $parameters );
			return $this->instance->$method( ...$parameters );
		}
	}
}

/**
 * WooCommerce: includes/data-stores/class-wc-product-data-store-cpt.php, WC_Product_Data_Store_CPT.
 */
class WC_Product_Data_Store_CPT {

	/**
	 * WooCommerce: WC_Product_Data_Store_CPT::find_matching_product_variation().
	 *
	 * The attribute meta rows of the variable product's published variations, by menu order then
	 * id: a variation without any such row is not considered; a stored '' ("any") matches any
	 * value or none; a stored value must be given and equal. Products older than 2.4 (no
	 * `_product_version`, or below 2.4.0) retry with sanitize_title()'d values.
	 *
	 * @param WC_Product $product          Variable product.
	 * @param array      $match_attributes `attribute_pa_color => red`.
	 * @return int Matching variation ID or 0.
	 */
	public function find_matching_product_variation( $product, $match_attributes = array() ) {
		if ( 'variation' === $product->get_type() ) {
			// Can't get a variation of a variation.
			return 0;
		}

		global $wpdb;

		$meta_attribute_names = array();
		foreach ( $product->get_attributes() as $attribute ) {
			if ( ! $attribute->get_variation() ) {
				continue;
			}
			$meta_attribute_names[] = 'attribute_' . sanitize_title( $attribute->get_name() );
		}

		$query = $wpdb->prepare(
			"
			SELECT postmeta.post_id, postmeta.meta_key, postmeta.meta_value, posts.menu_order FROM {$wpdb->postmeta} as postmeta
			LEFT JOIN {$wpdb->posts} as posts ON postmeta.post_id=posts.ID
			WHERE postmeta.post_id IN (
				SELECT ID FROM {$wpdb->posts}
				WHERE {$wpdb->posts}.post_parent = %d
				AND {$wpdb->posts}.post_status = 'publish'
				AND {$wpdb->posts}.post_type = 'product_variation'
			)
			",
			$product->get_id()
		);

		$query .= " AND postmeta.meta_key IN ( '" . implode( "','", array_map( 'esc_sql', $meta_attribute_names ) ) . "' )";
		$query .= ' ORDER BY posts.menu_order ASC, postmeta.post_id ASC;';

		$attributes = $wpdb->get_results( $query ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery

		if ( ! $attributes ) {
			return 0;
		}

		$sorted_meta = array();
		foreach ( $attributes as $m ) {
			$sorted_meta[ $m->post_id ][ $m->meta_key ] = $m->meta_value; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
		}

		foreach ( $sorted_meta as $variation_id => $variation ) {
			$match = true;
			foreach ( $variation as $attribute_key => $attribute_value ) {
				$match_any_value = '' === $attribute_value;
				if ( ! $match_any_value && ! array_key_exists( $attribute_key, $match_attributes ) ) {
					$match = false; // Requires a selection but no value was provided.
				}
				if ( array_key_exists( $attribute_key, $match_attributes ) ) {
					if ( ! $match_any_value && $match_attributes[ $attribute_key ] !== $attribute_value ) {
						$match = false; // Provided value does not match variation.
					}
				}
			}
			if ( true === $match ) {
				return $variation_id;
			}
		}

		if ( version_compare( get_post_meta( $product->get_id(), '_product_version', true ), '2.4.0', '<' ) ) {
			// Pre 2.4 handling where 'slugs' were saved instead of the full text attribute.
			return ( array_map( 'sanitize_title', $match_attributes ) === $match_attributes ) ? 0 : $this->find_matching_product_variation( $product, array_map( 'sanitize_title', $match_attributes ) );
		}

		return 0;
	}
}

/**
 * WooCommerce: includes/data-stores/class-wc-product-variable-data-store-cpt.php,
 * WC_Product_Variable_Data_Store_CPT.
 */
class WC_Product_Variable_Data_Store_CPT extends WC_Product_Data_Store_CPT {

	/**
	 * WooCommerce: WC_Product_Variable_Data_Store_CPT::read_variation_attributes().
	 *
	 * For each variation attribute: the distinct values of its meta rows on ALL the children
	 * (`get_children()`: published and private variations, out of stock or not). A child without
	 * the meta row adds nothing; an empty value (or no row on any child) offers every option of
	 * the attribute. Text attributes keep the parent's options that a child uses exactly
	 * (compared through sanitize_title() for products older than 2.4).
	 *
	 * @param WC_Product $product Variable product.
	 * @return array<string,string[]> `pa_color => [slugs]`, `Size => [options]`.
	 */
	public function read_variation_attributes( &$product ) {
		global $wpdb;

		$variation_attributes = array();
		$attributes           = $product->get_attributes();
		$child_ids            = $product->get_children();

		if ( ! empty( $attributes ) ) {
			foreach ( $attributes as $attribute ) {
				if ( empty( $attribute['is_variation'] ) ) {
					continue;
				}

				// Get possible values for this attribute, for only visible variations.
				if ( ! empty( $child_ids ) ) {
					$format     = array_fill( 0, count( $child_ids ), '%d' );
					$query_in   = '(' . implode( ',', $format ) . ')';
					$query_args = array( 'attribute_name' => wc_variation_attribute_name( $attribute['name'] ) ) + $child_ids;
					$values     = array_unique(
						$wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
							$wpdb->prepare(
								"SELECT meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s AND post_id IN {$query_in}", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders
								$query_args
							)
						)
					);
				} else {
					$values = array();
				}

				// Empty value indicates that all options for given attribute are available.
				if ( in_array( null, $values, true ) || in_array( '', $values, true ) || empty( $values ) ) {
					$values = $attribute['is_taxonomy'] ? wc_get_object_terms( $product->get_id(), $attribute['name'], 'slug' ) : wc_get_text_attributes( $attribute['value'] );
					// Get custom attributes (non taxonomy) as defined.
				} elseif ( ! $attribute['is_taxonomy'] ) {
					$text_attributes          = wc_get_text_attributes( $attribute['value'] );
					$assigned_text_attributes = $values;
					$values                   = array();

					// Pre 2.4 handling where 'slugs' were saved instead of the full text attribute.
					if ( version_compare( get_post_meta( $product->get_id(), '_product_version', true ), '2.4.0', '<' ) ) {
						$assigned_text_attributes = array_map( 'sanitize_title', $assigned_text_attributes );
						foreach ( $text_attributes as $text_attribute ) {
							if ( in_array( sanitize_title( $text_attribute ), $assigned_text_attributes, true ) ) {
								$values[] = $text_attribute;
							}
						}
					} else {
						foreach ( $text_attributes as $text_attribute ) {
							if ( in_array( $text_attribute, $assigned_text_attributes, true ) ) {
								$values[] = $text_attribute;
							}
						}
					}
				}
				$variation_attributes[ $attribute['name'] ] = array_unique( $values );
			}
		}

		return $variation_attributes;
	}
}
