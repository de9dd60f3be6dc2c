<?php
/**
 * WC_Product: the product CRUD base, over WooCommerce's posts storage (post type `product`
 * and the post meta listed in the double's README).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * A product read from its post, meta and terms, written back by save().
 *
 * Props are read once; getters take WooCommerce's `$context` (`view` runs filters and, for
 * variations, inherits from the parent; `edit` is the raw stored value).
 */
class WC_Product {

	/** @var int */
	protected $id = 0;

	/** @var array The product's props. */
	protected $data = array(
		'name'               => '',
		'slug'               => '',
		'status'             => 'publish',
		'description'        => '',
		'short_description'  => '',
		'menu_order'         => 0,
		'parent_id'          => 0,
		'date_created'       => null,
		'sku'                => '',
		'price'              => '',
		'regular_price'      => '',
		'sale_price'         => '',
		'date_on_sale_from'  => null,
		'date_on_sale_to'    => null,
		'manage_stock'       => false,
		'stock_quantity'     => null,
		'stock_status'       => 'instock',
		'backorders'         => 'no',
		'low_stock_amount'   => '',
		'sold_individually'  => false,
		'weight'             => '',
		'length'             => '',
		'width'              => '',
		'height'             => '',
		'virtual'            => false,
		'downloadable'       => false,
		'tax_status'         => 'taxable',
		'tax_class'          => '',
		'image_id'           => '',
		'gallery_image_ids'  => array(),
		'category_ids'       => array(),
		'tag_ids'            => array(),
		'featured'           => false,
		'catalog_visibility' => 'visible',
		'attributes'         => array(),
		'average_rating'     => 0,
		'review_count'       => 0,
		'children'           => array(),
		'product_url'        => '',
		'button_text'        => '',
	);

	/** @var string Post type the product is stored as. */
	protected $post_type = 'product';

	/**
	 * @param int|WC_Product|WP_Post $product Product to read, or 0 for a new one.
	 */
	public function __construct( $product = 0 ) {
		if ( is_numeric( $product ) && $product > 0 ) {
			$this->read( (int) $product );
		} elseif ( $product instanceof self ) {
			$this->read( $product->get_id() );
		} elseif ( ! empty( $product->ID ) ) {
			$this->read( (int) $product->ID );
		}
	}

	/**
	 * Reads the post, its meta and its terms.
	 *
	 * @param int $id Post id.
	 */
	protected function read( $id ) {
		$post = get_post( $id );
		if ( ! $post || $post->post_type !== $this->post_type ) {
			return;
		}
		$this->id = $post->ID;
		$meta     = static fn( $key ) => get_post_meta( $post->ID, $key, true );

		$this->data = array_merge(
			$this->data,
			array(
				'name'               => $post->post_title,
				'slug'               => $post->post_name,
				'status'             => $post->post_status,
				'description'        => $post->post_content,
				'short_description'  => $post->post_excerpt,
				'menu_order'         => (int) $post->menu_order,
				'parent_id'          => (int) $post->post_parent,
				'date_created'       => $post->post_date_gmt,
				'sku'                => (string) $meta( '_sku' ),
				'price'              => (string) $meta( '_price' ),
				'regular_price'      => (string) $meta( '_regular_price' ),
				'sale_price'         => (string) $meta( '_sale_price' ),
				'date_on_sale_from'  => $meta( '_sale_price_dates_from' ) ? (int) $meta( '_sale_price_dates_from' ) : null,
				'date_on_sale_to'    => $meta( '_sale_price_dates_to' ) ? (int) $meta( '_sale_price_dates_to' ) : null,
				'manage_stock'       => 'yes' === $meta( '_manage_stock' ),
				'stock_quantity'     => is_numeric( $meta( '_stock' ) ) ? wc_stock_amount( $meta( '_stock' ) ) : null,
				'stock_status'       => $meta( '_stock_status' ) ? $meta( '_stock_status' ) : 'instock',
				'backorders'         => $meta( '_backorders' ) ? $meta( '_backorders' ) : 'no',
				'low_stock_amount'   => '' === (string) $meta( '_low_stock_amount' ) ? '' : (int) $meta( '_low_stock_amount' ),
				'sold_individually'  => 'yes' === $meta( '_sold_individually' ),
				'weight'             => (string) $meta( '_weight' ),
				'length'             => (string) $meta( '_length' ),
				'width'              => (string) $meta( '_width' ),
				'height'             => (string) $meta( '_height' ),
				'virtual'            => 'yes' === $meta( '_virtual' ),
				'downloadable'       => 'yes' === $meta( '_downloadable' ),
				'tax_status'         => $meta( '_tax_status' ) ? $meta( '_tax_status' ) : 'taxable',
				'tax_class'          => (string) $meta( '_tax_class' ),
				'image_id'           => $meta( '_thumbnail_id' ) ? (int) $meta( '_thumbnail_id' ) : '',
				'gallery_image_ids'  => array_values( array_filter( array_map( 'absint', explode( ',', (string) $meta( '_product_image_gallery' ) ) ) ) ),
				'average_rating'     => (float) $meta( '_wc_average_rating' ),
				'review_count'       => (int) $meta( '_wc_review_count' ),
				'children'           => array_map( 'absint', array_filter( (array) $meta( '_children' ) ) ),
				'product_url'        => (string) $meta( '_product_url' ),
				'button_text'        => (string) $meta( '_button_text' ),
			)
		);
		$this->read_terms();
		$this->read_attributes();
	}

	/**
	 * Categories, tags and the visibility flags.
	 */
	protected function read_terms() {
		// get_the_terms() reads through the object term cache, as WooCommerce's wc_get_object_terms().
		$ids   = static function ( $id, $taxonomy, $field ) {
			$terms = get_the_terms( $id, $taxonomy );
			return $terms && ! is_wp_error( $terms ) ? wp_list_pluck( $terms, $field ) : array();
		};
		$this->data['category_ids'] = array_map( 'intval', $ids( $this->id, 'product_cat', 'term_id' ) );
		$this->data['tag_ids']      = array_map( 'intval', $ids( $this->id, 'product_tag', 'term_id' ) );
		$flags                      = $ids( $this->id, 'product_visibility', 'name' );
		$this->data['featured']     = in_array( 'featured', $flags, true );
		$hidden_in_catalog          = in_array( 'exclude-from-catalog', $flags, true );
		$hidden_in_search           = in_array( 'exclude-from-search', $flags, true );
		if ( $hidden_in_catalog && $hidden_in_search ) {
			$this->data['catalog_visibility'] = 'hidden';
		} elseif ( $hidden_in_catalog ) {
			$this->data['catalog_visibility'] = 'search';
		} elseif ( $hidden_in_search ) {
			$this->data['catalog_visibility'] = 'catalog';
		} else {
			$this->data['catalog_visibility'] = 'visible';
		}
	}

	/**
	 * `_product_attributes` into WC_Product_Attribute objects (taxonomy options = term ids).
	 */
	protected function read_attributes() {
		$meta_attributes = get_post_meta( $this->id, '_product_attributes', true );
		$attributes      = array();
		if ( ! empty( $meta_attributes ) && is_array( $meta_attributes ) ) {
			foreach ( $meta_attributes as $meta_value ) {
				$meta_value = array_merge(
					array(
						'name'         => '',
						'value'        => '',
						'position'     => 0,
						'is_visible'   => 0,
						'is_variation' => 0,
						'is_taxonomy'  => 0,
					),
					(array) $meta_value
				);
				if ( ! empty( $meta_value['is_taxonomy'] ) ) {
					if ( ! taxonomy_exists( $meta_value['name'] ) ) {
						continue;
					}
					$id      = wc_attribute_taxonomy_id_by_name( $meta_value['name'] );
					$options = array_map( 'intval', wc_get_object_terms( $this->id, $meta_value['name'], 'term_id' ) );
				} else {
					$id      = 0;
					$options = wc_get_text_attributes( $meta_value['value'] );
				}
				$attribute = new WC_Product_Attribute();
				$attribute->set_id( $id );
				$attribute->set_name( $meta_value['name'] );
				$attribute->set_options( $options );
				$attribute->set_position( $meta_value['position'] );
				$attribute->set_visible( $meta_value['is_visible'] );
				$attribute->set_variation( $meta_value['is_variation'] );
				$attributes[] = $attribute;
			}
		}
		$this->set_attributes( $attributes );
	}

	/*
	|--------------------------------------------------------------------------
	| Getters
	|--------------------------------------------------------------------------
	*/

	/**
	 * A prop; `view` passes it through `woocommerce_product_get_{prop}` as WooCommerce does.
	 *
	 * @param string $prop    Prop.
	 * @param string $context view or edit.
	 * @return mixed
	 */
	protected function get_prop( $prop, $context = 'view' ) {
		$value = array_key_exists( $prop, $this->data ) ? $this->data[ $prop ] : null;
		if ( 'view' === $context ) {
			$value = apply_filters( $this->get_hook_prefix() . $prop, $value, $this );
		}
		return $value;
	}

	/** @return string Filter prefix of getters. */
	protected function get_hook_prefix() {
		return 'woocommerce_product_get_';
	}

	/** @return int */
	public function get_id() {
		return $this->id;
	}

	/** @return bool Whether the product is stored. */
	public function exists() {
		return 0 < $this->id && false !== get_post_status( $this->id );
	}

	/** @return string simple, variable, variation, grouped or external. */
	public function get_type() {
		return 'simple';
	}

	/**
	 * @param string|string[] $type Type(s).
	 * @return bool
	 */
	public function is_type( $type ) {
		return $this->get_type() === $type || ( is_array( $type ) && in_array( $this->get_type(), $type, true ) );
	}

	/** @param string $context */
	public function get_name( $context = 'view' ) {
		return $this->get_prop( 'name', $context );
	}

	/** @return string The name, as WooCommerce's get_title(). */
	public function get_title() {
		return apply_filters( 'woocommerce_product_title', $this->get_name(), $this );
	}

	/** @param string $context */
	public function get_slug( $context = 'view' ) {
		return $this->get_prop( 'slug', $context );
	}

	/** @param string $context */
	public function get_status( $context = 'view' ) {
		return $this->get_prop( 'status', $context );
	}

	/** @param string $context */
	public function get_description( $context = 'view' ) {
		return $this->get_prop( 'description', $context );
	}

	/** @param string $context */
	public function get_short_description( $context = 'view' ) {
		return $this->get_prop( 'short_description', $context );
	}

	/** @param string $context */
	public function get_menu_order( $context = 'view' ) {
		return $this->get_prop( 'menu_order', $context );
	}

	/** @param string $context */
	public function get_parent_id( $context = 'view' ) {
		return $this->get_prop( 'parent_id', $context );
	}

	/** @param string $context */
	public function get_sku( $context = 'view' ) {
		return $this->get_prop( 'sku', $context );
	}

	/** @param string $context */
	public function get_price( $context = 'view' ) {
		return $this->get_prop( 'price', $context );
	}

	/** @param string $context */
	public function get_regular_price( $context = 'view' ) {
		return $this->get_prop( 'regular_price', $context );
	}

	/** @param string $context */
	public function get_sale_price( $context = 'view' ) {
		return $this->get_prop( 'sale_price', $context );
	}

	/** @param string $context */
	public function get_date_on_sale_from( $context = 'view' ) {
		$value = $this->get_prop( 'date_on_sale_from', $context );
		return $value ? new DateTimeImmutable( '@' . $value ) : null;
	}

	/** @param string $context */
	public function get_date_on_sale_to( $context = 'view' ) {
		$value = $this->get_prop( 'date_on_sale_to', $context );
		return $value ? new DateTimeImmutable( '@' . $value ) : null;
	}

	/** @param string $context */
	public function get_manage_stock( $context = 'view' ) {
		return $this->get_prop( 'manage_stock', $context );
	}

	/** @return bool */
	public function managing_stock() {
		return (bool) apply_filters( 'woocommerce_product_managing_stock', $this->get_manage_stock(), $this );
	}

	/** @param string $context */
	public function get_stock_quantity( $context = 'view' ) {
		return $this->get_prop( 'stock_quantity', $context );
	}

	/** @param string $context */
	public function get_stock_status( $context = 'view' ) {
		return $this->get_prop( 'stock_status', $context );
	}

	/** @param string $context */
	public function get_backorders( $context = 'view' ) {
		return $this->get_prop( 'backorders', $context );
	}

	/** @param string $context */
	public function get_low_stock_amount( $context = 'view' ) {
		return $this->get_prop( 'low_stock_amount', $context );
	}

	/** @param string $context */
	public function get_sold_individually( $context = 'view' ) {
		return $this->get_prop( 'sold_individually', $context );
	}

	/** @return bool */
	public function is_sold_individually() {
		return (bool) apply_filters( 'woocommerce_is_sold_individually', true === $this->get_sold_individually(), $this );
	}

	/** @param string $context */
	public function get_weight( $context = 'view' ) {
		return $this->get_prop( 'weight', $context );
	}

	/** @param string $context */
	public function get_length( $context = 'view' ) {
		return $this->get_prop( 'length', $context );
	}

	/** @param string $context */
	public function get_width( $context = 'view' ) {
		return $this->get_prop( 'width', $context );
	}

	/** @param string $context */
	public function get_height( $context = 'view' ) {
		return $this->get_prop( 'height', $context );
	}

	/**
	 * @param bool $formatted Formatted string instead of an array.
	 * @return array|string
	 */
	public function get_dimensions( $formatted = true ) {
		$dimensions = array(
			'length' => $this->get_length(),
			'width'  => $this->get_width(),
			'height' => $this->get_height(),
		);
		return $formatted ? wc_format_dimensions( $dimensions ) : $dimensions;
	}

	/** @param string $context */
	public function get_virtual( $context = 'view' ) {
		return $this->get_prop( 'virtual', $context );
	}

	/** @return bool */
	public function is_virtual() {
		return (bool) apply_filters( 'woocommerce_is_virtual', true === $this->get_virtual(), $this );
	}

	/** @param string $context */
	public function get_downloadable( $context = 'view' ) {
		return $this->get_prop( 'downloadable', $context );
	}

	/** @return bool */
	public function is_downloadable() {
		return (bool) apply_filters( 'woocommerce_is_downloadable', true === $this->get_downloadable(), $this );
	}

	/** @param string $context */
	public function get_tax_status( $context = 'view' ) {
		return $this->get_prop( 'tax_status', $context );
	}

	/** @param string $context */
	public function get_tax_class( $context = 'view' ) {
		return $this->get_prop( 'tax_class', $context );
	}

	/** @param string $context */
	public function get_image_id( $context = 'view' ) {
		return $this->get_prop( 'image_id', $context );
	}

	/** @param string $context */
	public function get_gallery_image_ids( $context = 'view' ) {
		return $this->get_prop( 'gallery_image_ids', $context );
	}

	/** @param string $context */
	public function get_category_ids( $context = 'view' ) {
		return $this->get_prop( 'category_ids', $context );
	}

	/** @param string $context */
	public function get_tag_ids( $context = 'view' ) {
		return $this->get_prop( 'tag_ids', $context );
	}

	/** @param string $context */
	public function get_featured( $context = 'view' ) {
		return $this->get_prop( 'featured', $context );
	}

	/** @return bool */
	public function is_featured() {
		return true === $this->get_featured();
	}

	/** @param string $context */
	public function get_catalog_visibility( $context = 'view' ) {
		return $this->get_prop( 'catalog_visibility', $context );
	}

	/** @return bool Shown in the catalogue. */
	public function is_visible() {
		$visible = 'visible' === $this->get_catalog_visibility() || ( is_search() && 'search' === $this->get_catalog_visibility() ) || ( ! is_search() && 'catalog' === $this->get_catalog_visibility() );
		if ( 'trash' === $this->get_status() || ( 'publish' !== $this->get_status() && ! current_user_can( 'edit_post', $this->get_id() ) ) ) {
			$visible = false;
		}
		if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) && ! $this->is_in_stock() ) {
			$visible = false;
		}
		return (bool) apply_filters( 'woocommerce_product_is_visible', $visible, $this->get_id() );
	}

	/**
	 * Attributes keyed by sanitize_title( name ).
	 *
	 * @param string $context view or edit.
	 * @return WC_Product_Attribute[]
	 */
	public function get_attributes( $context = 'view' ) {
		return $this->get_prop( 'attributes', $context );
	}

	/**
	 * The value of an attribute: term names or options, comma-separated.
	 *
	 * @param string $attribute pa_color or a custom name.
	 * @return string
	 */
	public function get_attribute( $attribute ) {
		$attributes = $this->get_attributes();
		$attribute  = sanitize_title( $attribute );
		if ( isset( $attributes[ $attribute ] ) ) {
			$object = $attributes[ $attribute ];
		} elseif ( isset( $attributes[ 'pa_' . $attribute ] ) ) {
			$object = $attributes[ 'pa_' . $attribute ];
		} else {
			return '';
		}
		return $object->is_taxonomy() ? implode( ', ', wc_get_product_terms( $this->get_id(), $object->get_name(), array( 'fields' => 'names' ) ) ) : wc_implode_text_attributes( $object->get_options() );
	}

	/** @param string $context */
	public function get_average_rating( $context = 'view' ) {
		return $this->get_prop( 'average_rating', $context );
	}

	/** @param string $context */
	public function get_review_count( $context = 'view' ) {
		return $this->get_prop( 'review_count', $context );
	}

	/** @return bool */
	public function get_reviews_allowed() {
		return 'open' === get_post_field( 'comment_status', $this->get_id() );
	}

	/** @return int[] Children (grouped products' members, variable products' variations). */
	public function get_children() {
		return array();
	}

	/** @return string */
	public function get_permalink() {
		return get_permalink( $this->get_id() );
	}

	/** @return bool */
	public function is_on_sale( $context = 'view' ) {
		$on_sale = false;
		if ( '' !== (string) $this->get_sale_price( $context ) && $this->get_regular_price( $context ) > $this->get_sale_price( $context ) ) {
			$on_sale = true;
			$from    = $this->get_date_on_sale_from( $context );
			$to      = $this->get_date_on_sale_to( $context );
			if ( $from && $from->getTimestamp() > time() ) {
				$on_sale = false;
			}
			if ( $to && $to->getTimestamp() < time() ) {
				$on_sale = false;
			}
		}
		return 'view' === $context ? apply_filters( 'woocommerce_product_is_on_sale', $on_sale, $this ) : $on_sale;
	}

	/** @return bool Published (or editable by the user) and priced. */
	public function is_purchasable() {
		return apply_filters( 'woocommerce_is_purchasable', $this->exists() && ( 'publish' === $this->get_status() || current_user_can( 'edit_post', $this->get_id() ) ) && '' !== $this->get_price(), $this );
	}

	/** @return bool */
	public function is_in_stock() {
		return apply_filters( 'woocommerce_product_is_in_stock', 'outofstock' !== $this->get_stock_status(), $this );
	}

	/** @return bool */
	public function backorders_allowed() {
		return apply_filters( 'woocommerce_product_backorders_allowed', ( 'yes' === $this->get_backorders() || 'notify' === $this->get_backorders() ), $this->get_id(), $this );
	}

	/** @return bool */
	public function backorders_require_notification() {
		return apply_filters( 'woocommerce_product_backorders_require_notification', ( $this->managing_stock() && 'notify' === $this->get_backorders() ), $this );
	}

	/**
	 * @param int $qty_in_cart Quantity wanted.
	 * @return bool
	 */
	public function is_on_backorder( $qty_in_cart = 0 ) {
		if ( 'onbackorder' === $this->get_stock_status() ) {
			return true;
		}
		return $this->managing_stock() && $this->backorders_allowed() && ( $this->get_stock_quantity() - $qty_in_cart ) < 0;
	}

	/**
	 * @param int $quantity Quantity wanted.
	 * @return bool
	 */
	public function has_enough_stock( $quantity ) {
		return ! $this->managing_stock() || $this->backorders_allowed() || $this->get_stock_quantity() >= $quantity;
	}

	/** @return int */
	public function get_min_purchase_quantity() {
		return 1;
	}

	/** @return int -1 for no limit. */
	public function get_max_purchase_quantity() {
		return $this->is_sold_individually() ? 1 : ( $this->backorders_allowed() || ! $this->managing_stock() ? -1 : $this->get_stock_quantity() );
	}

	/** @return string Price suffix (taxes are off in the double). */
	public function get_price_suffix( $price = '', $qty = 1 ) {
		return apply_filters( 'woocommerce_get_price_suffix', '', $this, $price, $qty );
	}

	/**
	 * The price with WooCommerce's markup: a plain price, or a sale (del/ins with screen-reader text).
	 *
	 * @return string
	 */
	public function get_price_html( $deprecated = '' ) {
		if ( '' === $this->get_price() ) {
			$price = apply_filters( 'woocommerce_empty_price_html', '', $this );
		} elseif ( $this->is_on_sale() ) {
			$price = wc_format_sale_price( wc_get_price_to_display( $this, array( 'price' => $this->get_regular_price() ) ), wc_get_price_to_display( $this ) ) . $this->get_price_suffix();
		} else {
			$price = wc_price( wc_get_price_to_display( $this ) ) . $this->get_price_suffix();
		}
		return apply_filters( 'woocommerce_get_price_html', $price, $this );
	}

	/**
	 * `availability` (text) and `class` (in-stock, out-of-stock, available-on-backorder).
	 *
	 * @return array{availability:string,class:string}
	 */
	public function get_availability() {
		if ( ! $this->is_in_stock() ) {
			$text = __( 'Out of stock', 'woocommerce' );
		} elseif ( $this->managing_stock() && $this->is_on_backorder( 1 ) ) {
			$text = $this->backorders_require_notification() ? __( 'Available on backorder', 'woocommerce' ) : '';
		} elseif ( ! $this->managing_stock() && $this->is_on_backorder( 1 ) ) {
			$text = __( 'Available on backorder', 'woocommerce' );
		} elseif ( $this->managing_stock() ) {
			$text = wc_format_stock_for_display( $this );
		} else {
			$text = '';
		}
		if ( ! $this->is_in_stock() ) {
			$class = 'out-of-stock';
		} elseif ( $this->is_on_backorder( 1 ) ) {
			$class = 'available-on-backorder';
		} else {
			$class = 'in-stock';
		}
		return apply_filters(
			'woocommerce_get_availability',
			array(
				'availability' => apply_filters( 'woocommerce_get_availability_text', $text, $this ),
				'class'        => apply_filters( 'woocommerce_get_availability_class', $class, $this ),
			),
			$this
		);
	}

	/**
	 * The main image, or WooCommerce's placeholder.
	 *
	 * @param string $size        Image size.
	 * @param array  $attr        Attributes.
	 * @param bool   $placeholder Use the placeholder when there is no image.
	 * @return string
	 */
	public function get_image( $size = 'woocommerce_thumbnail', $attr = array(), $placeholder = true ) {
		$image = '';
		if ( $this->get_image_id() ) {
			$image = wp_get_attachment_image( $this->get_image_id(), $size, false, $attr );
		} elseif ( $this->get_parent_id() ) {
			$parent = wc_get_product( $this->get_parent_id() );
			if ( $parent ) {
				$image = $parent->get_image( $size, $attr, $placeholder );
			}
		}
		if ( ! $image && $placeholder ) {
			$image = wc_placeholder_img( $size, $attr );
		}
		return apply_filters( 'woocommerce_product_get_image', $image, $this, $size, $attr, $placeholder, $image );
	}

	/** @return string URL of the add-to-cart link. */
	public function add_to_cart_url() {
		$url = $this->is_purchasable() && $this->is_in_stock() ? remove_query_arg( 'added-to-cart', add_query_arg( array( 'add-to-cart' => $this->get_id() ), ( function_exists( 'is_feed' ) && is_feed() ) || ( function_exists( 'is_404' ) && is_404() ) ? $this->get_permalink() : '' ) ) : $this->get_permalink();
		return apply_filters( 'woocommerce_product_add_to_cart_url', $url, $this );
	}

	/** @return string */
	public function add_to_cart_text() {
		$text = $this->is_purchasable() && $this->is_in_stock() ? __( 'Add to cart', 'woocommerce' ) : __( 'Read more', 'woocommerce' );
		return apply_filters( 'woocommerce_product_add_to_cart_text', $text, $this );
	}

	/** @return string The screen-reader description of the add-to-cart link. */
	public function add_to_cart_description() {
		/* translators: %s: Product title */
		$text = $this->is_purchasable() && $this->is_in_stock() ? __( 'Add to cart: &ldquo;%s&rdquo;', 'woocommerce' ) : __( 'Read more about &ldquo;%s&rdquo;', 'woocommerce' );
		return apply_filters( 'woocommerce_product_add_to_cart_description', sprintf( $text, $this->get_name() ), $this );
	}

	/** @return string */
	public function single_add_to_cart_text() {
		return apply_filters( 'woocommerce_product_single_add_to_cart_text', __( 'Add to cart', 'woocommerce' ), $this );
	}

	/** @return bool Ajax add to cart is possible from the loop. */
	public function supports( $feature ) {
		return 'ajax_add_to_cart' === $feature && $this->is_type( 'simple' );
	}

	/*
	|--------------------------------------------------------------------------
	| Setters
	|--------------------------------------------------------------------------
	*/

	/**
	 * @param string $prop  Prop.
	 * @param mixed  $value Value.
	 */
	protected function set_prop( $prop, $value ) {
		$this->data[ $prop ] = $value;
	}

	/**
	 * Several props at once, through their setters.
	 *
	 * @param array $props prop => value.
	 */
	public function set_props( $props ) {
		foreach ( $props as $prop => $value ) {
			if ( is_callable( array( $this, "set_$prop" ) ) ) {
				$this->{"set_$prop"}( $value );
			}
		}
	}

	/** @param int $id */
	public function set_id( $id ) {
		$this->id = absint( $id );
	}

	/** @param string $name */
	public function set_name( $name ) {
		$this->set_prop( 'name', $name );
	}

	/** @param string $slug */
	public function set_slug( $slug ) {
		$this->set_prop( 'slug', $slug );
	}

	/** @param string $status */
	public function set_status( $status ) {
		$this->set_prop( 'status', $status );
	}

	/** @param string $description */
	public function set_description( $description ) {
		$this->set_prop( 'description', $description );
	}

	/** @param string $short_description */
	public function set_short_description( $short_description ) {
		$this->set_prop( 'short_description', $short_description );
	}

	/** @param int $menu_order */
	public function set_menu_order( $menu_order ) {
		$this->set_prop( 'menu_order', intval( $menu_order ) );
	}

	/** @param int $parent_id */
	public function set_parent_id( $parent_id ) {
		$this->set_prop( 'parent_id', absint( $parent_id ) );
	}

	/** @param string $sku */
	public function set_sku( $sku ) {
		$this->set_prop( 'sku', (string) $sku );
	}

	/** @param string $price */
	public function set_price( $price ) {
		$this->set_prop( 'price', wc_format_decimal( $price ) );
	}

	/** @param string $price */
	public function set_regular_price( $price ) {
		$this->set_prop( 'regular_price', wc_format_decimal( $price ) );
	}

	/** @param string $price */
	public function set_sale_price( $price ) {
		$this->set_prop( 'sale_price', wc_format_decimal( $price ) );
	}

	/** @param string|int|null $date Timestamp or date string. */
	public function set_date_on_sale_from( $date ) {
		$this->set_prop( 'date_on_sale_from', $date ? ( is_numeric( $date ) ? (int) $date : strtotime( $date ) ) : null );
	}

	/** @param string|int|null $date Timestamp or date string. */
	public function set_date_on_sale_to( $date ) {
		$this->set_prop( 'date_on_sale_to', $date ? ( is_numeric( $date ) ? (int) $date : strtotime( $date ) ) : null );
	}

	/** @param bool|string $manage_stock */
	public function set_manage_stock( $manage_stock ) {
		$this->set_prop( 'manage_stock', wc_string_to_bool( $manage_stock ) );
	}

	/** @param int|float|null $quantity */
	public function set_stock_quantity( $quantity ) {
		$this->set_prop( 'stock_quantity', is_numeric( $quantity ) ? wc_stock_amount( $quantity ) : null );
	}

	/** @param string $status instock, outofstock, onbackorder. */
	public function set_stock_status( $status = 'instock' ) {
		$valid = array( 'instock', 'outofstock', 'onbackorder' );
		$this->set_prop( 'stock_status', in_array( $status, $valid, true ) ? $status : 'instock' );
	}

	/** @param string $backorders no, notify, yes. */
	public function set_backorders( $backorders ) {
		$this->set_prop( 'backorders', $backorders );
	}

	/** @param int|string $amount */
	public function set_low_stock_amount( $amount ) {
		$this->set_prop( 'low_stock_amount', '' === $amount || null === $amount ? '' : absint( $amount ) );
	}

	/** @param bool|string $sold_individually */
	public function set_sold_individually( $sold_individually ) {
		$this->set_prop( 'sold_individually', wc_string_to_bool( $sold_individually ) );
	}

	/** @param string $weight */
	public function set_weight( $weight ) {
		$this->set_prop( 'weight', '' === $weight ? '' : wc_format_decimal( $weight ) );
	}

	/** @param string $length */
	public function set_length( $length ) {
		$this->set_prop( 'length', '' === $length ? '' : wc_format_decimal( $length ) );
	}

	/** @param string $width */
	public function set_width( $width ) {
		$this->set_prop( 'width', '' === $width ? '' : wc_format_decimal( $width ) );
	}

	/** @param string $height */
	public function set_height( $height ) {
		$this->set_prop( 'height', '' === $height ? '' : wc_format_decimal( $height ) );
	}

	/** @param bool|string $virtual */
	public function set_virtual( $virtual ) {
		$this->set_prop( 'virtual', wc_string_to_bool( $virtual ) );
	}

	/** @param bool|string $downloadable */
	public function set_downloadable( $downloadable ) {
		$this->set_prop( 'downloadable', wc_string_to_bool( $downloadable ) );
	}

	/** @param string $status */
	public function set_tax_status( $status ) {
		$this->set_prop( 'tax_status', $status );
	}

	/** @param string $class */
	public function set_tax_class( $class ) {
		$this->set_prop( 'tax_class', $class );
	}

	/** @param int|string $image_id */
	public function set_image_id( $image_id = '' ) {
		$this->set_prop( 'image_id', $image_id ? absint( $image_id ) : '' );
	}

	/** @param int[] $image_ids */
	public function set_gallery_image_ids( $image_ids ) {
		$image_ids = is_string( $image_ids ) ? explode( ',', $image_ids ) : (array) $image_ids;
		$this->set_prop( 'gallery_image_ids', array_values( array_filter( array_map( 'absint', $image_ids ) ) ) );
	}

	/** @param int[] $term_ids */
	public function set_category_ids( $term_ids ) {
		$this->set_prop( 'category_ids', array_values( array_unique( array_map( 'intval', (array) $term_ids ) ) ) );
	}

	/** @param int[] $term_ids */
	public function set_tag_ids( $term_ids ) {
		$this->set_prop( 'tag_ids', array_values( array_unique( array_map( 'intval', (array) $term_ids ) ) ) );
	}

	/** @param bool|string $featured */
	public function set_featured( $featured ) {
		$this->set_prop( 'featured', wc_string_to_bool( $featured ) );
	}

	/** @param string $visibility visible, catalog, search, hidden. */
	public function set_catalog_visibility( $visibility ) {
		$this->set_prop( 'catalog_visibility', in_array( $visibility, array( 'visible', 'catalog', 'search', 'hidden' ), true ) ? $visibility : 'visible' );
	}

	/**
	 * @param WC_Product_Attribute[] $raw_attributes Attributes; keyed by sanitize_title( name ), in position order.
	 */
	public function set_attributes( $raw_attributes ) {
		$attributes = array();
		foreach ( (array) $raw_attributes as $attribute ) {
			if ( $attribute instanceof WC_Product_Attribute ) {
				$attributes[ sanitize_title( $attribute->get_name() ) ] = $attribute;
			}
		}
		uasort( $attributes, static fn( $a, $b ) => $a->get_position() <=> $b->get_position() );
		$this->set_prop( 'attributes', $attributes );
	}

	/** @param float $rating */
	public function set_average_rating( $rating ) {
		$this->set_prop( 'average_rating', (float) wc_format_decimal( $rating ) );
	}

	/** @param int $count */
	public function set_review_count( $count ) {
		$this->set_prop( 'review_count', absint( $count ) );
	}

	/*
	|--------------------------------------------------------------------------
	| Storage
	|--------------------------------------------------------------------------
	*/

	/**
	 * Writes the post, the meta and the terms; returns the id.
	 *
	 * @return int
	 */
	public function save() {
		do_action( 'woocommerce_before_' . $this->get_object_type() . '_object_save', $this );
		$this->prepare_for_save();
		$postarr = array(
			'post_type'    => $this->post_type,
			'post_title'   => $this->data['name'] ? $this->data['name'] : __( 'Product', 'woocommerce' ),
			'post_name'    => $this->data['slug'],
			'post_status'  => $this->data['status'] ? $this->data['status'] : 'publish',
			'post_content' => $this->data['description'],
			'post_excerpt' => $this->data['short_description'],
			'post_parent'  => $this->data['parent_id'],
			'menu_order'   => $this->data['menu_order'],
		);
		$creating = ! $this->id;
		if ( $creating ) {
			$postarr['comment_status'] = 'product' === $this->post_type ? 'open' : 'closed';
			$id = wp_insert_post( wp_slash( $postarr ), true );
		} else {
			$postarr['ID'] = $this->id;
			$id = wp_update_post( wp_slash( $postarr ), true );
		}
		if ( is_wp_error( $id ) || ! $id ) {
			return 0;
		}
		$this->id           = (int) $id;
		$this->data['slug'] = get_post_field( 'post_name', $this->id );
		$had_stock          = metadata_exists( 'post', $this->id, '_stock' );
		$old_stock          = (string) get_post_meta( $this->id, '_stock', true );
		$this->write_meta();
		$this->write_terms();
		$this->after_save();
		// WooCommerce (9.0–10.0.2): the data store's handle_updated_props() signals a written `_stock`
		// (update_post_meta() changed it; always on create, where the default null is stored).
		if ( ! $had_stock || (string) get_post_meta( $this->id, '_stock', true ) !== $old_stock ) {
			do_action( 'product_variation' === $this->post_type ? 'woocommerce_variation_set_stock' : 'woocommerce_product_set_stock', $this );
		}
		clean_post_cache( $this->id );
		// WooCommerce: the product data stores' clear_caches() (includes/data-stores/class-wc-product-data-store-cpt.php),
		// at the end of create() and update(), before the new / update action: the product's transients, then its parent's.
		wc_delete_product_transients( $this->id );
		if ( $this->data['parent_id'] ) {
			wc_delete_product_transients( (int) $this->data['parent_id'] );
		}
		do_action( $creating ? 'woocommerce_new_' . $this->get_object_type() : 'woocommerce_update_' . $this->get_object_type(), $this->id, $this );
		do_action( 'woocommerce_after_' . $this->get_object_type() . '_object_save', $this );
		return $this->id;
	}

	/** @return string product or product_variation, for hook names. */
	protected function get_object_type() {
		return 'product';
	}

	/**
	 * The active price and the stock status follow the other props, as WooCommerce's save does.
	 */
	protected function prepare_for_save() {
		if ( $this->is_on_sale( 'edit' ) ) {
			$this->data['price'] = $this->data['sale_price'];
		} else {
			$this->data['price'] = $this->data['regular_price'];
		}
		$this->validate_stock_status();
	}

	/**
	 * A product that manages stock is in stock while it has more than the "out of stock" threshold.
	 */
	protected function validate_stock_status() {
		if ( ! $this->data['manage_stock'] || null === $this->data['stock_quantity'] ) {
			return;
		}
		$threshold = absint( get_option( 'woocommerce_notify_no_stock_amount', 0 ) );
		if ( $this->data['stock_quantity'] > $threshold ) {
			$this->data['stock_status'] = 'instock';
		} elseif ( 'no' === $this->data['backorders'] ) {
			$this->data['stock_status'] = 'outofstock';
		} else {
			$this->data['stock_status'] = 'onbackorder';
		}
	}

	/**
	 * The README's meta keys.
	 */
	protected function write_meta() {
		$d    = $this->data;
		$meta = array(
			'_sku'                   => $d['sku'],
			'_regular_price'         => $d['regular_price'],
			'_sale_price'            => $d['sale_price'],
			'_sale_price_dates_from' => $d['date_on_sale_from'] ? $d['date_on_sale_from'] : '',
			'_sale_price_dates_to'   => $d['date_on_sale_to'] ? $d['date_on_sale_to'] : '',
			'_price'                 => $d['price'],
			'_manage_stock'          => wc_bool_to_string( $d['manage_stock'] ),
			'_stock'                 => null === $d['stock_quantity'] ? '' : wc_stock_amount( $d['stock_quantity'] ),
			'_stock_status'          => $d['stock_status'],
			'_backorders'            => $d['backorders'],
			'_low_stock_amount'      => $d['low_stock_amount'],
			'_sold_individually'     => wc_bool_to_string( $d['sold_individually'] ),
			'_weight'                => $d['weight'],
			'_length'                => $d['length'],
			'_width'                 => $d['width'],
			'_height'                => $d['height'],
			'_virtual'               => wc_bool_to_string( $d['virtual'] ),
			'_downloadable'          => wc_bool_to_string( $d['downloadable'] ),
			'_tax_status'            => $d['tax_status'],
			'_tax_class'             => $d['tax_class'],
			'_product_image_gallery' => implode( ',', $d['gallery_image_ids'] ),
			'_wc_average_rating'     => $d['average_rating'],
			'_wc_review_count'       => $d['review_count'],
		);
		foreach ( $meta as $key => $value ) {
			update_post_meta( $this->id, $key, wp_slash( $value ) );
		}
		// WooCommerce: includes/data-stores/class-wc-product-data-store-cpt.php, update_version_and_type().
		update_post_meta( $this->id, '_product_version', WC_VERSION );
		if ( $d['image_id'] ) {
			update_post_meta( $this->id, '_thumbnail_id', $d['image_id'] );
		} else {
			delete_post_meta( $this->id, '_thumbnail_id' );
		}
		$this->write_attributes();
	}

	/**
	 * `_product_attributes`, and the terms of taxonomy attributes.
	 */
	protected function write_attributes() {
		$meta_values = array();
		foreach ( $this->data['attributes'] as $attribute ) {
			if ( $attribute->is_taxonomy() ) {
				$term_ids = array_map( 'intval', array_filter( $attribute->get_options(), 'is_numeric' ) );
				wp_set_object_terms( $this->id, $term_ids, $attribute->get_name() );
			}
			$meta_values[ sanitize_title( $attribute->get_name() ) ] = array(
				'name'         => $attribute->get_name(),
				'value'        => $attribute->is_taxonomy() ? '' : wc_implode_text_attributes( $attribute->get_options() ),
				'position'     => $attribute->get_position(),
				'is_visible'   => $attribute->get_visible() ? 1 : 0,
				'is_variation' => $attribute->get_variation() ? 1 : 0,
				'is_taxonomy'  => $attribute->is_taxonomy() ? 1 : 0,
			);
		}
		update_post_meta( $this->id, '_product_attributes', wp_slash( $meta_values ) );
	}

	/**
	 * Type, categories, tags, visibility flags.
	 */
	protected function write_terms() {
		wp_set_object_terms( $this->id, $this->get_type(), 'product_type' );
		wp_set_object_terms( $this->id, $this->data['category_ids'], 'product_cat' );
		wp_set_object_terms( $this->id, $this->data['tag_ids'], 'product_tag' );
		$flags = array();
		if ( $this->data['featured'] ) {
			$flags[] = 'featured';
		}
		if ( 'outofstock' === $this->data['stock_status'] ) {
			$flags[] = 'outofstock';
		}
		if ( in_array( $this->data['catalog_visibility'], array( 'hidden', 'search' ), true ) ) {
			$flags[] = 'exclude-from-catalog';
		}
		if ( in_array( $this->data['catalog_visibility'], array( 'hidden', 'catalog' ), true ) ) {
			$flags[] = 'exclude-from-search';
		}
		wp_set_object_terms( $this->id, $flags, 'product_visibility' );
	}

	/**
	 * Hook for subclasses (variations sync their parent).
	 */
	protected function after_save() {
	}

	/**
	 * Deletes the product (to the trash unless forced).
	 *
	 * @param bool $force_delete Skip the trash.
	 * @return bool
	 */
	public function delete( $force_delete = false ) {
		if ( ! $this->id ) {
			return false;
		}
		$result = $force_delete ? wp_delete_post( $this->id, true ) : wp_trash_post( $this->id );
		if ( $result ) {
			$this->data['status'] = $force_delete ? '' : 'trash';
			if ( $force_delete ) {
				$this->id = 0;
			}
		}
		return (bool) $result;
	}

	/**
	 * @param string $key Meta key.
	 * @param bool   $single Single value.
	 * @return mixed
	 */
	public function get_meta( $key, $single = true ) {
		return $this->id ? get_post_meta( $this->id, $key, $single ) : ( $single ? '' : array() );
	}

	/**
	 * Writes a meta at once (the double has no pending meta queue).
	 *
	 * @param string $key   Meta key.
	 * @param mixed  $value Value.
	 */
	public function update_meta_data( $key, $value ) {
		if ( $this->id ) {
			update_post_meta( $this->id, $key, wp_slash( $value ) );
		}
	}

	/** @return array All props, as WooCommerce's get_data(). */
	public function get_data() {
		return array( 'id' => $this->id ) + $this->data;
	}
}
