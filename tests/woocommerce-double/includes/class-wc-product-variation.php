<?php
/**
 * WC_Product_Variation: one variation (post type product_variation, post_parent = the variable product).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Attributes from the meta `attribute_*` (term slug; '' = any); SKU, image, weight, dimensions,
 * stock and "sold individually" fall back to the parent's in the `view` context.
 */
class WC_Product_Variation extends WC_Product_Simple {

	/** @var string */
	protected $post_type = 'product_variation';

	/** @var WC_Product|null|false */
	protected $parent_product = null;

	/** @return string */
	public function get_type() {
		return 'variation';
	}

	/** @return string */
	protected function get_hook_prefix() {
		return 'woocommerce_product_variation_get_';
	}

	/** @return string */
	protected function get_object_type() {
		return 'product_variation';
	}

	/**
	 * Adds the variation's own fields to the product read.
	 *
	 * @param int $id Post id.
	 */
	protected function read( $id ) {
		parent::read( $id );
		if ( ! $this->id ) {
			return;
		}
		$this->data['description'] = (string) get_post_meta( $this->id, '_variation_description', true );
		$this->data['status']      = get_post_status( $this->id );
	}

	/** Variations have no terms of their own. */
	protected function read_terms() {
	}

	/** Attributes are the `attribute_*` meta the parent declares as variation attributes. */
	protected function read_attributes() {
		$this->set_attributes( wc_get_product_variation_attributes( $this->id ) );
	}

	/** @return WC_Product|false The variable product. */
	public function get_parent() {
		if ( null === $this->parent_product || ( $this->parent_product && $this->parent_product->get_id() !== $this->get_parent_id() ) ) {
			$this->parent_product = $this->get_parent_id() ? wc_get_product( $this->get_parent_id() ) : false;
		}
		return $this->parent_product;
	}

	/**
	 * A prop, falling back to the parent's in the `view` context.
	 *
	 * @param string $prop    Prop.
	 * @param string $context view or edit.
	 * @return mixed
	 */
	protected function get_inherited_prop( $prop, $context ) {
		$value = $this->data[ $prop ];
		if ( 'view' === $context && ( '' === $value || null === $value || array() === $value ) && $this->get_parent() ) {
			$value = $this->get_parent()->{"get_$prop"}( 'edit' );
		}
		return 'view' === $context ? apply_filters( $this->get_hook_prefix() . $prop, $value, $this ) : $value;
	}

	/** @param string $context */
	public function get_sku( $context = 'view' ) {
		return $this->get_inherited_prop( 'sku', $context );
	}

	/** @param string $context */
	public function get_image_id( $context = 'view' ) {
		return $this->get_inherited_prop( 'image_id', $context );
	}

	/** @param string $context */
	public function get_weight( $context = 'view' ) {
		return $this->get_inherited_prop( 'weight', $context );
	}

	/** @param string $context */
	public function get_length( $context = 'view' ) {
		return $this->get_inherited_prop( 'length', $context );
	}

	/** @param string $context */
	public function get_width( $context = 'view' ) {
		return $this->get_inherited_prop( 'width', $context );
	}

	/** @param string $context */
	public function get_height( $context = 'view' ) {
		return $this->get_inherited_prop( 'height', $context );
	}

	/** @param string $context */
	public function get_sold_individually( $context = 'view' ) {
		$value = $this->data['sold_individually'];
		if ( 'view' === $context && ! $value && $this->get_parent() ) {
			$value = $this->get_parent()->get_sold_individually( 'edit' );
		}
		return 'view' === $context ? apply_filters( $this->get_hook_prefix() . 'sold_individually', $value, $this ) : $value;
	}

	/**
	 * Its own stock management, or 'parent' when the parent manages stock for it.
	 *
	 * @param string $context view or edit.
	 * @return bool|string
	 */
	public function get_manage_stock( $context = 'view' ) {
		$value = $this->data['manage_stock'];
		if ( 'view' === $context && ! $value && $this->get_parent() && $this->get_parent()->get_manage_stock( 'edit' ) ) {
			$value = 'parent';
		}
		return 'view' === $context ? apply_filters( $this->get_hook_prefix() . 'manage_stock', $value, $this ) : $value;
	}

	/** @param string $context */
	public function get_stock_quantity( $context = 'view' ) {
		$value = $this->data['stock_quantity'];
		if ( 'view' === $context && 'parent' === $this->get_manage_stock() ) {
			$value = $this->get_parent()->get_stock_quantity( 'edit' );
		}
		return 'view' === $context ? apply_filters( $this->get_hook_prefix() . 'stock_quantity', $value, $this ) : $value;
	}

	/** @param string $context */
	public function get_backorders( $context = 'view' ) {
		$value = $this->data['backorders'];
		if ( 'view' === $context && 'parent' === $this->get_manage_stock() ) {
			$value = $this->get_parent()->get_backorders( 'edit' );
		}
		return 'view' === $context ? apply_filters( $this->get_hook_prefix() . 'backorders', $value, $this ) : $value;
	}

	/** @return string The parent's title. */
	public function get_title() {
		return apply_filters( 'woocommerce_product_title', $this->get_parent() ? $this->get_parent()->get_name() : $this->get_name(), $this );
	}

	/**
	 * Attributes without the `attribute_` prefix: `pa_color => red`.
	 *
	 * @param array $raw_attributes Key => value; `attribute_` prefixes are dropped.
	 */
	public function set_attributes( $raw_attributes ) {
		$attributes = array();
		foreach ( (array) $raw_attributes as $key => $value ) {
			if ( 0 === strpos( $key, 'attribute_' ) ) {
				$key = substr( $key, 10 );
			}
			$attributes[ $key ] = (string) $value;
		}
		$this->set_prop( 'attributes', $attributes );
	}

	/**
	 * @param bool $with_prefix Keys as `attribute_pa_color` (the meta and form field names).
	 * @return array<string,string>
	 */
	public function get_variation_attributes( $with_prefix = true ) {
		$result = array();
		foreach ( $this->get_attributes() as $key => $value ) {
			$result[ $with_prefix ? 'attribute_' . $key : $key ] = $value;
		}
		return $result;
	}

	/**
	 * @param string $attribute pa_color or a custom name.
	 * @return string The value's display name (term name, or the option).
	 */
	public function get_attribute( $attribute ) {
		$attributes = $this->get_attributes();
		$attribute  = sanitize_title( $attribute );
		if ( ! isset( $attributes[ $attribute ] ) ) {
			if ( ! isset( $attributes[ 'pa_' . $attribute ] ) ) {
				return '';
			}
			$attribute = 'pa_' . $attribute;
		}
		$value = $attributes[ $attribute ];
		$term  = taxonomy_exists( $attribute ) ? get_term_by( 'slug', $value, $attribute ) : false;
		return ! is_wp_error( $term ) && $term ? $term->name : $value;
	}

	/** @return string The parent's permalink with the chosen attributes in the query. */
	public function get_permalink( $cart_item = null ) {
		if ( ! $this->get_parent_id() ) {
			return '';
		}
		$attributes = is_array( $cart_item ) && isset( $cart_item['variation'] ) ? $cart_item['variation'] : $this->get_variation_attributes();
		return add_query_arg( array_map( 'urlencode', array_filter( $attributes ) ), get_permalink( $this->get_parent_id() ) );
	}

	/** @return string */
	public function add_to_cart_url() {
		$url = $this->is_purchasable() ? add_query_arg( array_merge( array( 'variation_id' => $this->get_id(), 'add-to-cart' => $this->get_parent_id() ), array_map( 'urlencode', $this->get_variation_attributes() ) ), $this->get_permalink() ) : $this->get_permalink();
		return apply_filters( 'woocommerce_product_add_to_cart_url', $url, $this );
	}

	/** @return string */
	public function add_to_cart_text() {
		$text = $this->is_purchasable() && $this->is_in_stock() ? __( 'Add to cart', 'woocommerce' ) : __( 'Read more', 'woocommerce' );
		return apply_filters( 'woocommerce_product_add_to_cart_text', $text, $this );
	}

	/** @return bool Published and priced. */
	public function variation_is_visible() {
		return apply_filters( 'woocommerce_variation_is_visible', 'publish' === get_post_status( $this->get_id() ) && '' !== $this->get_price(), $this->get_id(), $this->get_parent_id(), $this );
	}

	/** @return bool Choosable in the form (WooCommerce: always, unless filtered). */
	public function variation_is_active() {
		return apply_filters( 'woocommerce_variation_is_active', true, $this );
	}

	/** @return bool */
	public function is_purchasable() {
		$parent = $this->get_parent();
		$parent_ok = $parent && ( 'publish' === $parent->get_status() || current_user_can( 'edit_post', $this->get_parent_id() ) );
		return apply_filters( 'woocommerce_variation_is_purchasable', $this->variation_is_visible() && parent::is_purchasable() && $parent_ok, $this );
	}

	/** @return bool Visible when the parent is. */
	public function is_visible() {
		return $this->get_parent() ? $this->get_parent()->is_visible() : false;
	}

	/** @param string $description */
	public function set_description( $description ) {
		$this->set_prop( 'description', $description );
	}

	/**
	 * The variation's post: title "Parent - Red, S" (up to two attributes, as WooCommerce), status publish or private.
	 *
	 * @return int
	 */
	public function save() {
		$parent = $this->get_parent();
		if ( $parent ) {
			$values = array();
			foreach ( $this->get_attributes() as $key => $value ) {
				if ( '' !== $value ) {
					$term     = taxonomy_exists( $key ) ? get_term_by( 'slug', $value, $key ) : false;
					$values[] = $term ? $term->name : $value;
				}
			}
			$name = $parent->get_name( 'edit' );
			if ( $values && count( $this->get_attributes() ) < 3 ) {
				$name .= ' - ' . implode( ', ', $values );
			}
			$this->data['name'] = $name;
		}
		if ( ! in_array( $this->data['status'], array( 'publish', 'private' ), true ) ) {
			$this->data['status'] = 'publish';
		}
		return parent::save();
	}

	/** The variation's own meta: the description (attributes follow in write_attributes()). */
	protected function write_meta() {
		parent::write_meta();
		update_post_meta( $this->id, '_variation_description', wp_slash( $this->data['description'] ) );
	}

	/** `attribute_<name>` meta, one per attribute (stale ones removed). */
	protected function write_attributes() {
		foreach ( array_keys( get_post_meta( $this->id ) ) as $key ) {
			if ( 0 === strpos( $key, 'attribute_' ) && ! array_key_exists( substr( $key, 10 ), $this->data['attributes'] ) ) {
				delete_post_meta( $this->id, $key );
			}
		}
		foreach ( $this->data['attributes'] as $key => $value ) {
			update_post_meta( $this->id, 'attribute_' . $key, wp_slash( $value ) );
		}
	}

	/** Variations carry no taxonomy terms. */
	protected function write_terms() {
	}

	/** The parent's prices and stock follow. */
	protected function after_save() {
		if ( $this->get_parent_id() ) {
			WC_Product_Variable::sync( $this->get_parent_id() );
		}
	}
}

/**
 * A variation's attributes from its meta, checked against the parent's variation attributes
 * (missing ones are '' = any; stray meta is ignored).
 *
 * @param int $variation_id Variation.
 * @return array<string,string> `attribute_pa_color => red`.
 */
function wc_get_product_variation_attributes( $variation_id ) {
	$all_meta          = get_post_meta( $variation_id );
	$parent_id         = wp_get_post_parent_id( $variation_id );
	$parent_attributes = array_filter( (array) get_post_meta( $parent_id, '_product_attributes', true ) );
	$found             = array();
	$result            = array();
	foreach ( $parent_attributes as $attribute_name => $options ) {
		if ( ! empty( $options['is_variation'] ) ) {
			$attribute            = 'attribute_' . sanitize_title( $attribute_name );
			$found[]              = $attribute;
			$result[ $attribute ] = '';
		}
	}
	foreach ( $all_meta as $name => $value ) {
		if ( 0 !== strpos( $name, 'attribute_' ) || ! in_array( $name, $found, true ) ) {
			continue;
		}
		$result[ $name ] = (string) $value[0];
	}
	return $result;
}
