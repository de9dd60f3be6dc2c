<?php
/**
 * WC_Product_Grouped: a set of products (`_children`).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Priced by its children.
 */
class WC_Product_Grouped extends WC_Product {

	/** @return string */
	public function get_type() {
		return 'grouped';
	}

	/** @param string $context */
	public function get_children( $context = 'view' ) {
		return $this->get_prop( 'children', $context );
	}

	/** @param int[] $children */
	public function set_children( $children ) {
		$this->set_prop( 'children', array_filter( wp_parse_id_list( (array) $children ) ) );
	}

	/** @return bool A group is never bought as one. */
	public function is_purchasable() {
		return apply_filters( 'woocommerce_is_purchasable', false, $this );
	}

	/** @return bool Any child on sale. */
	public function is_on_sale( $context = 'view' ) {
		$on_sale = false;
		foreach ( $this->get_children() as $child_id ) {
			$child = wc_get_product( $child_id );
			if ( $child && $child->is_purchasable() && $child->is_on_sale( $context ) ) {
				$on_sale = true;
				break;
			}
		}
		return 'view' === $context ? apply_filters( 'woocommerce_product_is_on_sale', $on_sale, $this ) : $on_sale;
	}

	/** @return string */
	public function add_to_cart_url() {
		return apply_filters( 'woocommerce_product_add_to_cart_url', $this->get_permalink(), $this );
	}

	/** @return string */
	public function add_to_cart_text() {
		return apply_filters( 'woocommerce_product_add_to_cart_text', __( 'View products', 'woocommerce' ), $this );
	}

	/**
	 * WooCommerce: includes/class-wc-product-grouped.php, WC_Product_Grouped::add_to_cart_description().
	 *
	 * @return string
	 */
	public function add_to_cart_description() {
		/* translators: %s: Product title */
		return apply_filters( 'woocommerce_product_add_to_cart_description', sprintf( __( 'View products in the &ldquo;%s&rdquo; group', 'woocommerce' ), $this->get_name() ), $this );
	}

	/** @return string The range of the children's prices. */
	public function get_price_html( $deprecated = '' ) {
		$prices = array();
		foreach ( $this->get_children() as $child_id ) {
			$child = wc_get_product( $child_id );
			if ( $child && '' !== $child->get_price() ) {
				$prices[] = wc_get_price_to_display( $child );
			}
		}
		if ( ! $prices ) {
			return apply_filters( 'woocommerce_get_price_html', apply_filters( 'woocommerce_grouped_empty_price_html', '', $this ), $this );
		}
		$min   = min( $prices );
		$max   = max( $prices );
		$price = $min !== $max ? wc_format_price_range( $min, $max ) : wc_price( $min );
		return apply_filters( 'woocommerce_get_price_html', apply_filters( 'woocommerce_grouped_price_html', $price . $this->get_price_suffix(), $this, $prices ), $this );
	}

	/** `_children` too. */
	protected function write_meta() {
		parent::write_meta();
		update_post_meta( $this->id, '_children', $this->data['children'] );
	}
}
