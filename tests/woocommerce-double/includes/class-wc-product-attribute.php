<?php
/**
 * WC_Product_Attribute: one attribute of a product, global (pa_*) or custom.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * As WooCommerce's: id (the global attribute's id, 0 for custom), name, options (term ids for
 * taxonomies, strings otherwise), position, visible, variation; array access for old code.
 */
class WC_Product_Attribute implements ArrayAccess {

	/** @var array */
	protected $data = array(
		'id'        => 0,
		'name'      => '',
		'options'   => array(),
		'position'  => 0,
		'visible'   => false,
		'variation' => false,
	);

	/** @param int $value */
	public function set_id( $value ) {
		$this->data['id'] = absint( $value );
	}

	/** @param string $value */
	public function set_name( $value ) {
		$this->data['name'] = $value;
	}

	/** @param array|string $value Term ids/names or strings; "a | b" splits. */
	public function set_options( $value ) {
		if ( is_string( $value ) ) {
			$value = wc_get_text_attributes( $value );
		}
		$this->data['options'] = array_values( (array) $value );
	}

	/** @param int $value */
	public function set_position( $value ) {
		$this->data['position'] = absint( $value );
	}

	/** @param bool $value */
	public function set_visible( $value ) {
		$this->data['visible'] = wc_string_to_bool( $value );
	}

	/** @param bool $value */
	public function set_variation( $value ) {
		$this->data['variation'] = wc_string_to_bool( $value );
	}

	/** @return int */
	public function get_id() {
		return $this->data['id'];
	}

	/** @return string */
	public function get_name() {
		return $this->data['name'];
	}

	/** @return array */
	public function get_options() {
		return $this->data['options'];
	}

	/** @return int */
	public function get_position() {
		return $this->data['position'];
	}

	/** @return bool */
	public function get_visible() {
		return $this->data['visible'];
	}

	/** @return bool */
	public function get_variation() {
		return $this->data['variation'];
	}

	/** @return bool */
	public function is_taxonomy() {
		return 0 < $this->get_id();
	}

	/** @return string */
	public function get_taxonomy() {
		return $this->is_taxonomy() ? $this->get_name() : '';
	}

	/** @return WP_Taxonomy|null */
	public function get_taxonomy_object() {
		return $this->is_taxonomy() ? get_taxonomy( $this->get_name() ) : null;
	}

	/** @return WP_Term[]|null The option terms, for a taxonomy attribute. */
	public function get_terms() {
		if ( ! $this->is_taxonomy() || ! taxonomy_exists( $this->get_name() ) ) {
			return null;
		}
		$terms = array();
		foreach ( $this->get_options() as $option ) {
			$term = is_int( $option ) ? get_term_by( 'id', $option, $this->get_name() ) : get_term_by( 'name', $option, $this->get_name() );
			if ( $term && ! is_wp_error( $term ) ) {
				$terms[] = $term;
			}
		}
		return $terms;
	}

	/**
	 * WooCommerce: includes/class-wc-product-attribute.php, WC_Product_Attribute::get_slugs():
	 * term slugs, or the text options themselves ("just the string if text based").
	 *
	 * @return string[]
	 */
	public function get_slugs() {
		if ( ! $this->is_taxonomy() || ! taxonomy_exists( $this->get_name() ) ) {
			return $this->get_options();
		}
		return wp_list_pluck( (array) $this->get_terms(), 'slug' );
	}

	/** @return array The data with is_* keys, as WooCommerce's get_data(). */
	public function get_data() {
		return array_merge(
			$this->data,
			array(
				'is_visible'   => $this->get_visible() ? 1 : 0,
				'is_variation' => $this->get_variation() ? 1 : 0,
				'is_taxonomy'  => $this->is_taxonomy() ? 1 : 0,
				'value'        => $this->is_taxonomy() ? '' : wc_implode_text_attributes( $this->get_options() ),
			)
		);
	}

	/** @param mixed $offset */
	#[\ReturnTypeWillChange]
	public function offsetGet( $offset ) {
		switch ( $offset ) {
			case 'is_variation':
				return $this->get_variation() ? 1 : 0;
			case 'is_visible':
				return $this->get_visible() ? 1 : 0;
			case 'is_taxonomy':
				return $this->is_taxonomy() ? 1 : 0;
			case 'value':
				return $this->is_taxonomy() ? '' : wc_implode_text_attributes( $this->get_options() );
			default:
				return is_callable( array( $this, "get_$offset" ) ) ? $this->{"get_$offset"}() : null;
		}
	}

	/**
	 * @param mixed $offset
	 * @param mixed $value
	 */
	#[\ReturnTypeWillChange]
	public function offsetSet( $offset, $value ) {
		$map = array(
			'is_variation' => 'variation',
			'is_visible'   => 'visible',
			'value'        => 'options',
		);
		$key = isset( $map[ $offset ] ) ? $map[ $offset ] : $offset;
		if ( is_callable( array( $this, "set_$key" ) ) ) {
			$this->{"set_$key"}( $value );
		}
	}

	/** @param mixed $offset */
	#[\ReturnTypeWillChange]
	public function offsetUnset( $offset ) {
	}

	/** @param mixed $offset */
	#[\ReturnTypeWillChange]
	public function offsetExists( $offset ) {
		return in_array( $offset, array_merge( array( 'is_variation', 'is_visible', 'is_taxonomy', 'value' ), array_keys( $this->data ) ), true );
	}
}

/**
 * "a | b | c".
 *
 * @param string[] $attributes Options.
 * @return string
 */
function wc_implode_text_attributes( $attributes ) {
	return implode( ' | ', $attributes );
}
