<?php
/**
 * WC_Product_Variable: a product sold through its variations (post type product_variation).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Prices, stock and the variation form's data come from the children.
 */
class WC_Product_Variable extends WC_Product {

	/** @var int[]|null */
	protected $children_cache = null;

	/** @var array|null */
	protected $prices_cache = null;

	/** @return string */
	public function get_type() {
		return 'variable';
	}

	/**
	 * Variation ids (published and private), by menu_order then id.
	 *
	 * @param bool|string $visible_only Deprecated in WooCommerce; kept for its signature.
	 * @return int[]
	 */
	public function get_children( $visible_only = '' ) {
		if ( ! $this->get_id() ) {
			return array();
		}
		if ( null === $this->children_cache ) {
			$this->children_cache = array_map(
				'intval',
				get_posts(
					array(
						'post_parent'      => $this->get_id(),
						'post_type'        => 'product_variation',
						'orderby'          => array(
							'menu_order' => 'ASC',
							'ID'         => 'ASC',
						),
						'fields'           => 'ids',
						'post_status'      => array( 'publish', 'private' ),
						'numberposts'      => -1,
						'suppress_filters' => true,
					)
				)
			);
		}
		return $this->children_cache;
	}

	/**
	 * Published variations, without out-of-stock ones when the shop hides them.
	 *
	 * @return int[]
	 */
	public function get_visible_children() {
		$visible = array();
		foreach ( $this->get_children() as $child_id ) {
			if ( 'publish' !== get_post_status( $child_id ) ) {
				continue;
			}
			if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) && 'outofstock' === get_post_meta( $child_id, '_stock_status', true ) ) {
				continue;
			}
			$visible[] = $child_id;
		}
		return $visible;
	}

	/**
	 * The variations' prices, sorted low to high, keyed by variation id.
	 *
	 * @param bool $for_display Prices as displayed (taxes are off in the double: the same).
	 * @return array{price:array,regular_price:array,sale_price:array}
	 */
	public function get_variation_prices( $for_display = false ) {
		if ( null === $this->prices_cache ) {
			$prices = array(
				'price'         => array(),
				'regular_price' => array(),
				'sale_price'    => array(),
			);
			foreach ( $this->get_visible_children() as $variation_id ) {
				$variation = wc_get_product( $variation_id );
				if ( ! $variation ) {
					continue;
				}
				$price         = apply_filters( 'woocommerce_variation_prices_price', $variation->get_price( 'edit' ), $variation, $this );
				$regular_price = apply_filters( 'woocommerce_variation_prices_regular_price', $variation->get_regular_price( 'edit' ), $variation, $this );
				$sale_price    = apply_filters( 'woocommerce_variation_prices_sale_price', $variation->get_sale_price( 'edit' ), $variation, $this );
				if ( '' === $price ) {
					continue;
				}
				// A sale price that is not the active price is not a sale yet.
				if ( $sale_price === $regular_price || $sale_price !== $price ) {
					$sale_price = $regular_price;
				}
				$prices['price'][ $variation_id ]         = wc_format_decimal( $price, wc_get_price_decimals() );
				$prices['regular_price'][ $variation_id ] = wc_format_decimal( $regular_price, wc_get_price_decimals() );
				$prices['sale_price'][ $variation_id ]    = wc_format_decimal( $sale_price . '', wc_get_price_decimals() );
			}
			foreach ( $prices as $key => $list ) {
				asort( $list );
				$prices[ $key ] = $list;
			}
			$this->prices_cache = $prices;
		}
		return apply_filters( 'woocommerce_variation_prices', $this->prices_cache, $this, $for_display );
	}

	/**
	 * @param string $min_or_max min or max.
	 * @param bool   $for_display As displayed.
	 * @return string
	 */
	public function get_variation_price( $min_or_max = 'min', $for_display = false ) {
		$prices = $this->get_variation_prices( $for_display );
		$price  = 'min' === $min_or_max ? current( $prices['price'] ) : end( $prices['price'] );
		return apply_filters( 'woocommerce_get_variation_price', $price, $this, $min_or_max, $for_display );
	}

	/**
	 * @param string $min_or_max min or max.
	 * @param bool   $for_display As displayed.
	 * @return string
	 */
	public function get_variation_regular_price( $min_or_max = 'min', $for_display = false ) {
		$prices = $this->get_variation_prices( $for_display );
		$price  = 'min' === $min_or_max ? current( $prices['regular_price'] ) : end( $prices['regular_price'] );
		return apply_filters( 'woocommerce_get_variation_regular_price', $price, $this, $min_or_max, $for_display );
	}

	/**
	 * @param string $min_or_max min or max.
	 * @param bool   $for_display As displayed.
	 * @return string
	 */
	public function get_variation_sale_price( $min_or_max = 'min', $for_display = false ) {
		$prices = $this->get_variation_prices( $for_display );
		$price  = 'min' === $min_or_max ? current( $prices['sale_price'] ) : end( $prices['sale_price'] );
		return apply_filters( 'woocommerce_get_variation_sale_price', $price, $this, $min_or_max, $for_display );
	}

	/**
	 * The stored `_price` (the lowest variation price once synced); computed when never synced.
	 *
	 * @param string $context view or edit.
	 * @return string
	 */
	public function get_price( $context = 'view' ) {
		$price = $this->get_prop( 'price', 'edit' );
		if ( 'view' === $context ) {
			if ( '' === (string) $price ) {
				$raw   = $this->raw_children_prices();
				$price = $raw ? (string) current( $raw ) : '';
			}
			$price = apply_filters( $this->get_hook_prefix() . 'price', $price, $this );
		}
		return $price;
	}

	/**
	 * In stock when any variation is (unless the parent manages stock itself).
	 *
	 * @param string $context view or edit.
	 * @return string
	 */
	public function get_stock_status( $context = 'view' ) {
		$status = $this->get_prop( 'stock_status', 'edit' );
		if ( 'view' === $context && ! $this->get_manage_stock( 'edit' ) && $this->get_children() ) {
			$status = $this->children_stock_status();
			$status = apply_filters( $this->get_hook_prefix() . 'stock_status', $status, $this );
		}
		return $status;
	}

	/**
	 * The visible variations' stored `_price` values, distinct, lowest first.
	 *
	 * @return string[]
	 */
	public function raw_children_prices() {
		$prices = array();
		foreach ( $this->get_visible_children() as $child_id ) {
			$price = (string) get_post_meta( $child_id, '_price', true );
			if ( '' !== $price ) {
				$prices[] = $price;
			}
		}
		$prices = array_values( array_unique( $prices ) );
		sort( $prices, SORT_NUMERIC );
		return $prices;
	}

	/** @return string The status the children add up to. */
	protected function children_stock_status() {
		$statuses = array();
		foreach ( $this->get_children() as $child_id ) {
			if ( 'publish' === get_post_status( $child_id ) ) {
				$statuses[] = get_post_meta( $child_id, '_stock_status', true ) ? get_post_meta( $child_id, '_stock_status', true ) : 'instock';
			}
		}
		if ( in_array( 'instock', $statuses, true ) ) {
			return 'instock';
		}
		if ( in_array( 'onbackorder', $statuses, true ) ) {
			return 'onbackorder';
		}
		return $statuses ? 'outofstock' : 'instock';
	}

	/** @return bool Any visible variation on sale. */
	public function is_on_sale( $context = 'view' ) {
		$prices  = $this->get_variation_prices();
		$on_sale = false;
		if ( $prices['regular_price'] !== $prices['sale_price'] && $prices['sale_price'] === $prices['price'] ) {
			foreach ( $prices['price'] as $key => $price ) {
				if ( $prices['regular_price'][ $key ] !== $price ) {
					$on_sale = true;
				}
			}
		}
		return 'view' === $context ? apply_filters( 'woocommerce_product_is_on_sale', $on_sale, $this ) : $on_sale;
	}

	/**
	 * A range when variations differ in price, a sale when they share one, else one price.
	 *
	 * @return string
	 */
	public function get_price_html( $deprecated = '' ) {
		$prices = $this->get_variation_prices( true );
		if ( empty( $prices['price'] ) ) {
			$price = apply_filters( 'woocommerce_variable_empty_price_html', '', $this );
		} else {
			$min_price     = current( $prices['price'] );
			$max_price     = end( $prices['price'] );
			$min_reg_price = current( $prices['regular_price'] );
			$max_reg_price = end( $prices['regular_price'] );
			if ( $min_price !== $max_price ) {
				$price = wc_format_price_range( $min_price, $max_price );
			} elseif ( $this->is_on_sale() && $min_reg_price === $max_reg_price ) {
				$price = wc_format_sale_price( wc_price( $max_reg_price ), wc_price( $min_price ) );
			} else {
				$price = wc_price( $min_price );
			}
			$price = apply_filters( 'woocommerce_variable_price_html', $price . $this->get_price_suffix(), $this );
		}
		return apply_filters( 'woocommerce_get_price_html', $price, $this );
	}

	/**
	 * The values each variation attribute can take: `pa_color => [slugs]`, `Size => [options]`.
	 *
	 * WooCommerce: includes/class-wc-product-variable.php, WC_Product_Variable::get_variation_attributes(),
	 * which reads WC_Product_Variable_Data_Store_CPT::read_variation_attributes().
	 *
	 * @return array<string,string[]>
	 */
	public function get_variation_attributes() {
		return WC_Data_Store::load( 'product-variable' )->read_variation_attributes( $this );
	}

	/**
	 * The variation form's data: one array per visible variation.
	 *
	 * @param string $return array, or objects.
	 * @return array
	 */
	public function get_available_variations( $return = 'array' ) {
		$available = array();
		foreach ( $this->get_children() as $variation_id ) {
			$variation = wc_get_product( $variation_id );
			if ( ! $variation || ! $variation->exists() || ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) && ! $variation->is_in_stock() ) ) {
				continue;
			}
			// Disabled variations and those without a price stay hidden by default.
			if ( apply_filters( 'woocommerce_hide_invisible_variations', true, $this->get_id(), $variation ) && ! $variation->variation_is_visible() ) {
				continue;
			}
			$available[] = 'array' === $return ? $this->get_available_variation( $variation ) : $variation;
		}
		return 'array' === $return ? array_values( array_filter( $available ) ) : $available;
	}

	/**
	 * One variation as the variation form's JSON (WC_Product_Variable::get_available_variation).
	 *
	 * @param int|WC_Product_Variation $variation Variation.
	 * @return array|false
	 */
	public function get_available_variation( $variation ) {
		if ( is_numeric( $variation ) ) {
			$variation = wc_get_product( $variation );
		}
		if ( ! $variation instanceof WC_Product_Variation ) {
			return false;
		}
		$show_variation_price = apply_filters( 'woocommerce_show_variation_price', '' === $variation->get_price() || $this->get_variation_sale_price( 'min' ) !== $this->get_variation_sale_price( 'max' ) || $this->get_variation_regular_price( 'min' ) !== $this->get_variation_regular_price( 'max' ), $this, $variation );
		$max_qty              = $variation->get_max_purchase_quantity();

		return apply_filters(
			'woocommerce_available_variation',
			array(
				'attributes'            => $variation->get_variation_attributes(),
				'availability_html'     => wc_double_stock_html( $variation ),
				'backorders_allowed'    => $variation->backorders_allowed(),
				'dimensions'            => $variation->get_dimensions( false ),
				'dimensions_html'       => wc_format_dimensions( $variation->get_dimensions( false ) ),
				'display_price'         => wc_get_price_to_display( $variation ),
				'display_regular_price' => wc_get_price_to_display( $variation, array( 'price' => $variation->get_regular_price() ) ),
				'image'                 => wc_get_product_attachment_props( $variation->get_image_id() ),
				'image_id'              => $variation->get_image_id(),
				'is_downloadable'       => $variation->is_downloadable(),
				'is_in_stock'           => $variation->is_in_stock(),
				'is_purchasable'        => $variation->is_purchasable(),
				'is_sold_individually'  => $variation->is_sold_individually() ? 'yes' : 'no',
				'is_virtual'            => $variation->is_virtual(),
				'max_qty'               => 0 < $max_qty ? $max_qty : '',
				'min_qty'               => $variation->get_min_purchase_quantity(),
				'price_html'            => $show_variation_price ? '<span class="price">' . $variation->get_price_html() . '</span>' : '',
				'sku'                   => $variation->get_sku(),
				'variation_description' => wc_format_content( $variation->get_description() ),
				'variation_id'          => $variation->get_id(),
				'variation_is_active'   => $variation->variation_is_active(),
				'variation_is_visible'  => $variation->variation_is_visible(),
				'weight'                => $variation->get_weight(),
				'weight_html'           => wc_format_weight( $variation->get_weight() ),
			),
			$this,
			$variation
		);
	}

	/** @return string The product page: options are chosen there. */
	public function add_to_cart_url() {
		return apply_filters( 'woocommerce_product_add_to_cart_url', $this->get_permalink(), $this );
	}

	/** @return string */
	public function add_to_cart_text() {
		return apply_filters( 'woocommerce_product_add_to_cart_text', $this->is_purchasable() ? __( 'Select options', 'woocommerce' ) : __( 'Read more', 'woocommerce' ), $this );
	}

	/** @return string */
	public function add_to_cart_description() {
		/* translators: %s: Product title */
		return apply_filters( 'woocommerce_product_add_to_cart_description', sprintf( $this->is_purchasable() ? __( 'Select options for &ldquo;%s&rdquo;', 'woocommerce' ) : __( 'Read more about &ldquo;%s&rdquo;', 'woocommerce' ), $this->get_name() ), $this );
	}

	/** @return bool Some child has an explicit price. */
	public function child_has_price() {
		return ! empty( $this->get_variation_prices()['price'] );
	}

	/** The parent never keeps a price of its own: sync() writes one `_price` row per variation price. */
	protected function prepare_for_save() {
		$this->validate_stock_status();
	}

	/** Syncs prices and stock from the variations. */
	protected function after_save() {
		self::sync( $this->get_id() );
	}

	/**
	 * Writes the parent's `_price` rows (one per distinct variation price, lowest first, as
	 * WooCommerce's price sync does) and `_stock_status` from its variations.
	 *
	 * @param int|WC_Product_Variable $product Parent.
	 */
	public static function sync( $product ) {
		$product_id = $product instanceof WC_Product ? $product->get_id() : absint( $product );
		$product    = new self( $product_id );
		if ( ! $product->get_id() ) {
			return;
		}
		$prices = $product->raw_children_prices();
		delete_post_meta( $product_id, '_price' );
		foreach ( $prices as $price ) {
			add_post_meta( $product_id, '_price', $price, false );
		}
		if ( ! $product->get_manage_stock( 'edit' ) && $product->get_children() ) {
			$status = $product->children_stock_status();
			update_post_meta( $product_id, '_stock_status', $status );
			if ( 'outofstock' === $status ) {
				wp_set_object_terms( $product_id, 'outofstock', 'product_visibility', true );
			} else {
				wp_remove_object_terms( $product_id, 'outofstock', 'product_visibility' );
			}
		}
		do_action( 'woocommerce_variable_product_sync_data', $product );
	}
}
