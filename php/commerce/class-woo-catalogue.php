<?php
/**
 * WooCommerce's catalogue: its products, their variations and how it names them.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The catalogue on a running WooCommerce 9.0+, through its public PHP API only: products read in
 * batches through their cached views (Woo_Product_Reader), the variations form as data
 * (Woo_Variation_Matrix), variations matched by WooCommerce's product data store.
 */
final class Woo_Catalogue implements Catalogue {

	/**
	 * Reads products through their cached views (with the shop's money: their prices as shown) and variations
	 * forms as data; drops cached views whenever WooCommerce or WordPress changes a product (Woo_Product_Changes).
	 *
	 * @param Woo_Product_Reader   $products   Products read in batches, through their cached views.
	 * @param Woo_Variation_Matrix $variations Variations forms read as data.
	 */
	public function __construct(
		private readonly Woo_Product_Reader $products = new Woo_Product_Reader( new Woo_Money() ),
		private readonly Woo_Variation_Matrix $variations = new Woo_Variation_Matrix()
	) {
		Woo_Product_Changes::listen();
	}

	/**
	 * A product or variation by id; null when there is none or it is in the trash.
	 *
	 * @param int $product_id Product or variation id.
	 */
	public function find_product( int $product_id ): ?Product {
		return $this->find_products( array( $product_id ) )[ $product_id ] ?? null;
	}

	/**
	 * Products and variations by id in one batch (Woo_Product_Reader::read()).
	 *
	 * @param int[] $product_ids Product or variation ids.
	 * @return array<int,Product>
	 */
	public function find_products( array $product_ids ): array {
		return $this->products->read( $product_ids );
	}

	/**
	 * The newest browsable products, as WooCommerce's "newest" product lists query them
	 * (wc_get_products(): published, `visibility` catalog, by date then id, descending;
	 * in stock only when the shop hides out-of-stock items).
	 *
	 * @param int $count How many at most.
	 * @return list<int>
	 */
	public function newest_product_ids( int $count ): array {
		if ( $count < 1 || ! function_exists( 'wc_get_products' ) ) {
			return array();
		}
		$args = array(
			'status'     => 'publish',
			'visibility' => 'catalog',
			'limit'      => $count,
			'orderby'    => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'return'     => 'ids',
		);
		if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
			$args['stock_status'] = 'instock';
		}
		$ids = wc_get_products( $args );
		return is_array( $ids ) ? array_values( array_map( 'intval', $ids ) ) : array();
	}

	/**
	 * The variation of a variable product chosen by an attribute map, matched by WooCommerce's product data store.
	 *
	 * WooCommerce: includes/data-stores/class-wc-product-data-store-cpt.php,
	 * WC_Product_Data_Store_CPT::find_matching_product_variation(), given the choice keyed as its
	 * add-to-cart form posts it (`attribute_pa_color` → term slug, `attribute_cup` → the custom value).
	 *
	 * @param int                  $product_id The variable product.
	 * @param array<string,string> $attributes Attribute → value; keys as `attribute_pa_color`, `pa_color` or the label `Color`.
	 */
	public function find_variation_id( int $product_id, array $attributes ): ?int {
		try {
			// Both throw when a plugin replaced the product store with one that cannot load
			// (real WooCommerce's wc_get_product() loads it too).
			$product = $product_id > 0 ? wc_get_product( $product_id ) : null;
			if ( ! $product instanceof \WC_Product || ! $product->is_type( Product::TYPE_VARIABLE ) ) {
				return null;
			}
			$variation_id = (int) \WC_Data_Store::load( 'product' )->find_matching_product_variation( $product, $this->variation_attributes( $product, $attributes ) );
		} catch ( \Exception $e ) {
			return null;
		}
		return $variation_id > 0 ? $variation_id : null;
	}

	/**
	 * The chosen values keyed as WooCommerce stores them (`attribute_pa_color`), taxonomy values as term slugs.
	 *
	 * Accepts the keys WooCommerce's Store API accepts: `attribute_pa_color`, `pa_color` or the label.
	 *
	 * @param \WC_Product          $variable The variable product.
	 * @param array<string,string> $given    Attribute → value.
	 * @return array<string,string>
	 */
	private function variation_attributes( \WC_Product $variable, array $given ): array {
		$chosen = array();
		foreach ( (array) $variable->get_attributes() as $attribute ) {
			if ( ! $attribute instanceof \WC_Product_Attribute || ! $attribute->get_variation() ) {
				continue;
			}
			$name = (string) $attribute->get_name();
			$key  = 'attribute_' . sanitize_title( $name );
			foreach ( array_unique( array( $key, sanitize_title( $name ), $name, (string) wc_attribute_label( $name, $variable ) ) ) as $candidate ) {
				if ( ! array_key_exists( $candidate, $given ) || ! is_scalar( $given[ $candidate ] ) ) {
					continue;
				}
				$value = (string) $given[ $candidate ];
				$value = $attribute->is_taxonomy() ? sanitize_title( $value ) : html_entity_decode( sanitize_text_field( $value ), ENT_QUOTES, 'UTF-8' );
				// As in WooCommerce, an empty choice is no choice.
				if ( '' !== $value ) {
					$chosen[ $key ] = $value;
				}
				break;
			}
		}
		return $chosen;
	}

	/**
	 * A variable product's variation attributes with the values WooCommerce accepts for each (see Catalogue).
	 *
	 * WooCommerce: src/StoreApi/Utilities/CartController.php, CartController::parse_variation_data():
	 * an "any" attribute takes any of `WC_Product_Attribute::get_slugs()`; the field is
	 * wc_variation_attribute_name() and the label wc_attribute_label().
	 *
	 * @param int $product_id The variable product.
	 * @return list<array{name:string,attribute:string,label:string,taxonomy:bool,options:array<string,string>}>|null
	 */
	public function variation_attribute_options( int $product_id ): ?array {
		$product = $product_id > 0 ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof \WC_Product || ! $product->is_type( Product::TYPE_VARIABLE ) ) {
			return null;
		}
		$attributes = array();
		foreach ( (array) $product->get_attributes() as $attribute ) {
			if ( ! $attribute instanceof \WC_Product_Attribute || ! $attribute->get_variation() ) {
				continue;
			}
			$name    = (string) $attribute->get_name();
			$options = array();
			if ( $attribute->is_taxonomy() ) {
				foreach ( (array) $attribute->get_terms() as $term ) {
					if ( $term instanceof \WP_Term ) {
						$options[ (string) $term->slug ] = (string) $term->name;
					}
				}
			} else {
				foreach ( (array) $attribute->get_options() as $option ) {
					$options[ (string) $option ] = (string) $option;
				}
			}
			$attributes[] = array(
				'name'      => (string) wc_variation_attribute_name( $name ),
				'attribute' => $name,
				'label'     => (string) wc_attribute_label( $name, $product ),
				'taxonomy'  => (bool) $attribute->is_taxonomy(),
				'options'   => $options,
			);
		}
		return $attributes;
	}

	/**
	 * A variable product's variations form as data (Woo_Variation_Matrix::read()).
	 *
	 * @param int $product_id The variable product.
	 * @return array<string,mixed>|null
	 */
	public function variation_matrix( int $product_id ): ?array {
		return $this->variations->read( $product_id );
	}

	/**
	 * Units left as WooCommerce shows them (option `woocommerce_stock_format`): '' always,
	 * 'low_amount' only at or under the low-stock amount, 'no_amount' never.
	 *
	 * @param Product $product A product or variation.
	 */
	public function shown_stock_quantity( Product $product ): ?int {
		$quantity = $product->stock_quantity;
		$format   = (string) get_option( 'woocommerce_stock_format', '' );
		if ( null === $quantity || 'no_amount' === $format ) {
			return null;
		}
		if ( 'low_amount' === $format && $quantity > (int) get_option( 'woocommerce_notify_low_stock_amount', 2 ) ) {
			return null;
		}
		return $quantity;
	}

	/**
	 * WooCommerce's product post types, as WC_Post_Types::register_post_types() registers them
	 * (includes/class-wc-post-types.php).
	 *
	 * @return list<string>
	 */
	public function product_post_types(): array {
		return array( 'product', 'product_variation' );
	}

	/** The prefix of WooCommerce's global attribute taxonomies (wc_attribute_taxonomy_name()). */
	private const ATTRIBUTE_TAXONOMY_PREFIX = 'pa_';

	/**
	 * Whether a taxonomy is named as WooCommerce names its global attributes: `pa_` and the
	 * attribute's slug (wc_attribute_taxonomy_name(), includes/wc-attribute-functions.php).
	 * By name, so it also answers while the taxonomy is being registered.
	 *
	 * @param string $taxonomy Taxonomy name.
	 */
	public function is_attribute_taxonomy( string $taxonomy ): bool {
		return str_starts_with( $taxonomy, self::ATTRIBUTE_TAXONOMY_PREFIX ) && strlen( $taxonomy ) > strlen( self::ATTRIBUTE_TAXONOMY_PREFIX );
	}

	/**
	 * `woocommerce_thumbnail`, the size WooCommerce registers for product lists
	 * (WooCommerce::add_image_sizes(), includes/class-woocommerce.php) and its loops and blocks show.
	 */
	public function thumbnail_image_size(): string {
		return 'woocommerce_thumbnail';
	}
}
