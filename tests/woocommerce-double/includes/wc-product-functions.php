<?php
/**
 * Product functions: the factory, queries, display prices, stock markup, image props.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * The class of a product type.
 *
 * @param string $product_type simple, variable, variation, grouped, external.
 * @return string
 */
function wc_double_product_classname( $product_type ) {
	$classes = array(
		'simple'    => 'WC_Product_Simple',
		'variable'  => 'WC_Product_Variable',
		'variation' => 'WC_Product_Variation',
		'grouped'   => 'WC_Product_Grouped',
		'external'  => 'WC_Product_External',
	);
	return isset( $classes[ $product_type ] ) ? $classes[ $product_type ] : 'WC_Product_Simple';
}

/**
 * A product's type from its post type and `product_type` term.
 *
 * @param int $product_id Post id.
 * @return string|false
 */
function wc_double_product_type( $product_id ) {
	$post_type = get_post_type( $product_id );
	if ( 'product_variation' === $post_type ) {
		return 'variation';
	}
	if ( 'product' !== $post_type ) {
		return false;
	}
	$terms = get_the_terms( $product_id, 'product_type' );
	return ! empty( $terms ) && ! is_wp_error( $terms ) ? sanitize_title( current( $terms )->name ) : 'simple';
}

/**
 * A product object from an id, a post or a product; false when it is not a product.
 *
 * @param mixed $the_product Id, WP_Post, WC_Product; the global post when false.
 * @param array $deprecated  Unused.
 * @return WC_Product|null|false
 */
function wc_get_product( $the_product = false, $deprecated = array() ) {
	if ( ! did_action( 'woocommerce_init' ) || ! did_action( 'woocommerce_after_register_taxonomy' ) || ! did_action( 'woocommerce_after_register_post_type' ) ) {
		/* translators: 1: wc_get_product 2: woocommerce_init 3: woocommerce_after_register_taxonomy 4: woocommerce_after_register_post_type */
		_doing_it_wrong( __FUNCTION__, sprintf( __( '%1$s should not be called before the %2$s, %3$s and %4$s actions have finished.', 'woocommerce' ), 'wc_get_product', 'woocommerce_init', 'woocommerce_after_register_taxonomy', 'woocommerce_after_register_post_type' ), '3.9' );
		return false;
	}
	if ( false === $the_product ) {
		$the_product = $GLOBALS['post'] ?? false;
	}
	if ( $the_product instanceof WC_Product ) {
		$product_id = $the_product->get_id();
	} elseif ( is_numeric( $the_product ) ) {
		$product_id = absint( $the_product );
	} elseif ( ! empty( $the_product->ID ) ) {
		$product_id = absint( $the_product->ID );
	} else {
		return false;
	}
	$type = $product_id ? wc_double_product_type( $product_id ) : false;
	if ( ! $type ) {
		return false;
	}
	$classname = apply_filters( 'woocommerce_product_class', wc_double_product_classname( $type ), $type, 'variation' === $type ? 'variation' : 'product', $product_id );
	if ( ! $classname || ! class_exists( $classname ) ) {
		return false;
	}
	return new $classname( $product_id );
}

/**
 * Products matching WooCommerce's query arguments (the ones Boudoir and the demo use).
 *
 * @param array $args status, type, limit, page, offset, orderby, order, include, exclude, parent,
 *                    category (slugs), tag (slugs), sku, featured, visibility, stock_status,
 *                    return (objects|ids), paginate.
 * @return array|object Products or ids; with paginate: {products, total, max_num_pages}.
 */
function wc_get_products( $args ) {
	$args = wp_parse_args(
		$args,
		array(
			'status'   => array( 'draft', 'pending', 'private', 'publish' ),
			'type'     => array_merge( array( 'simple', 'variable', 'grouped', 'external' ) ),
			'limit'    => get_option( 'posts_per_page' ),
			'page'     => 1,
			'offset'   => '',
			'orderby'  => 'date',
			'order'    => 'DESC',
			'include'  => array(),
			'exclude'  => array(),
			'parent'   => '',
			'return'   => 'objects',
			'paginate' => false,
		)
	);
	$types     = (array) $args['type'];
	$post_type = array();
	if ( array_diff( $types, array( 'variation' ) ) ) {
		$post_type[] = 'product';
	}
	if ( in_array( 'variation', $types, true ) ) {
		$post_type[] = 'product_variation';
	}
	$query = array(
		'post_type'      => $post_type,
		'post_status'    => $args['status'],
		'posts_per_page' => (int) $args['limit'],
		'paged'          => (int) $args['page'],
		'orderby'        => $args['orderby'],
		'order'          => $args['order'],
		'fields'         => 'ids',
		'tax_query'      => array(), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
		'meta_query'     => array(), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
		'no_found_rows'  => ! $args['paginate'],
	);
	if ( '' !== $args['offset'] ) {
		$query['offset'] = (int) $args['offset'];
	}
	if ( 'include' === $args['orderby'] ) {
		$query['orderby'] = 'post__in';
	}
	if ( $args['include'] ) {
		$query['post__in'] = array_map( 'absint', (array) $args['include'] );
	}
	if ( $args['exclude'] ) {
		$query['post__not_in'] = array_map( 'absint', (array) $args['exclude'] );
	}
	if ( '' !== $args['parent'] ) {
		$query['post_parent'] = absint( $args['parent'] );
	}
	$product_types = array_values( array_diff( $types, array( 'variation' ) ) );
	if ( $product_types && ! in_array( 'variation', $types, true ) ) {
		$query['tax_query'][] = array(
			'taxonomy' => 'product_type',
			'field'    => 'slug',
			'terms'    => $product_types,
		);
	}
	foreach ( array( 'category' => 'product_cat', 'tag' => 'product_tag' ) as $key => $taxonomy ) {
		if ( ! empty( $args[ $key ] ) ) {
			$query['tax_query'][] = array(
				'taxonomy' => $taxonomy,
				'field'    => 'slug',
				'terms'    => (array) $args[ $key ],
			);
		}
	}
	if ( isset( $args['featured'] ) && '' !== $args['featured'] ) {
		$query['tax_query'][] = array(
			'taxonomy' => 'product_visibility',
			'field'    => 'name',
			'terms'    => array( 'featured' ),
			'operator' => wc_string_to_bool( $args['featured'] ) ? 'IN' : 'NOT IN',
		);
	}
	if ( ! empty( $args['visibility'] ) ) {
		$hidden = array(
			'visible' => array( 'exclude-from-catalog', 'exclude-from-search' ),
			'catalog' => array( 'exclude-from-catalog' ),
			'search'  => array( 'exclude-from-search' ),
		);
		if ( isset( $hidden[ $args['visibility'] ] ) ) {
			$query['tax_query'][] = array(
				'taxonomy' => 'product_visibility',
				'field'    => 'name',
				'terms'    => $hidden[ $args['visibility'] ],
				'operator' => 'NOT IN',
			);
		}
	}
	if ( ! empty( $args['sku'] ) ) {
		$query['meta_query'][] = array(
			'key'     => '_sku',
			'value'   => $args['sku'],
			'compare' => 'LIKE',
		);
	}
	if ( ! empty( $args['stock_status'] ) ) {
		$query['meta_query'][] = array(
			'key'     => '_stock_status',
			'value'   => (array) $args['stock_status'],
			'compare' => 'IN',
		);
	}
	$query  = apply_filters( 'woocommerce_product_data_store_cpt_get_products_query', $query, $args );
	$result = new WP_Query( $query );
	$ids    = array_map( 'intval', $result->posts );
	$items  = 'ids' === $args['return'] ? $ids : array_values( array_filter( array_map( 'wc_get_product', $ids ) ) );
	if ( $args['paginate'] ) {
		return (object) array(
			'products'      => $items,
			'total'         => (int) $result->found_posts,
			'max_num_pages' => (int) $result->max_num_pages,
		);
	}
	return $items;
}

/**
 * The id of the product with a SKU, or 0.
 *
 * @param string $sku SKU.
 * @return int
 */
function wc_get_product_id_by_sku( $sku ) {
	$ids = get_posts(
		array(
			'post_type'   => array( 'product', 'product_variation' ),
			'post_status' => array( 'publish', 'private', 'draft', 'pending' ),
			'meta_key'    => '_sku', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			'meta_value'  => $sku, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
			'fields'      => 'ids',
			'numberposts' => 1,
		)
	);
	return $ids ? (int) $ids[0] : 0;
}

/**
 * The price shown in the shop for a quantity (taxes are off in the double: excluding tax).
 *
 * @param WC_Product $product Product.
 * @param array      $args    qty, price.
 * @return float
 */
function wc_get_price_to_display( $product, $args = array() ) {
	$args = wp_parse_args(
		$args,
		array(
			'qty'   => 1,
			'price' => $product->get_price(),
		)
	);
	return wc_get_price_excluding_tax( $product, $args );
}

/**
 * A price times a quantity; an empty price falls back to the product's active price.
 *
 * @param WC_Product $product Product.
 * @param array      $args    qty, price.
 * @return float
 */
function wc_get_price_excluding_tax( $product, $args = array() ) {
	$args  = wp_parse_args(
		$args,
		array(
			'qty'   => '',
			'price' => '',
		)
	);
	$price = '' !== $args['price'] && null !== $args['price'] ? max( 0.0, (float) $args['price'] ) : (float) $product->get_price();
	$qty   = '' !== $args['qty'] ? max( 0.0, (float) $args['qty'] ) : 1;
	return (float) apply_filters( 'woocommerce_get_price_excluding_tax', $price * $qty, $qty, $product );
}

/**
 * The same as excluding tax: the double has no taxes.
 *
 * @param WC_Product $product Product.
 * @param array      $args    qty, price.
 * @return float
 */
function wc_get_price_including_tax( $product, $args = array() ) {
	return wc_get_price_to_display( $product, $args );
}

/**
 * The stock line of single-product/stock.php: WooCommerce's wc_get_stock_html() (a template
 * function, so the front end's), or the same markup when the front end is not loaded.
 *
 * @param WC_Product $product Product.
 * @return string
 */
function wc_double_stock_html( $product ) {
	if ( function_exists( 'wc_get_stock_html' ) ) {
		return wc_get_stock_html( $product );
	}
	$html         = '';
	$availability = $product->get_availability();
	if ( ! empty( $availability['availability'] ) ) {
		$html = '<p class="stock ' . esc_attr( $availability['class'] ) . '">' . wp_kses_post( $availability['availability'] ) . '</p>' . "\n";
	}
	return apply_filters( 'woocommerce_get_stock_html', $html, $product );
}

/**
 * An image's props for the variation form and galleries.
 *
 * @param int|null        $attachment_id Attachment.
 * @param WC_Product|bool $product       Product, for the alt text fallback.
 * @return array
 */
function wc_get_product_attachment_props( $attachment_id = null, $product = false ) {
	$props      = array(
		'title'   => '',
		'caption' => '',
		'url'     => '',
		'alt'     => '',
		'src'     => '',
		'srcset'  => false,
		'sizes'   => false,
	);
	$attachment = $attachment_id ? get_post( $attachment_id ) : null;
	if ( $attachment && 'attachment' === $attachment->post_type ) {
		$props['title']   = wp_strip_all_tags( $attachment->post_title );
		$props['caption'] = wp_strip_all_tags( $attachment->post_excerpt );
		$props['url']     = wp_get_attachment_url( $attachment_id );

		$alt_text = array( wp_strip_all_tags( get_post_meta( $attachment_id, '_wp_attachment_image_alt', true ) ), $props['caption'], wp_strip_all_tags( $attachment->post_title ) );
		if ( $product instanceof WC_Product ) {
			$alt_text[] = wp_strip_all_tags( get_the_title( $product->get_id() ) );
		}
		$alt_text     = array_values( array_filter( $alt_text ) );
		$props['alt'] = isset( $alt_text[0] ) ? $alt_text[0] : '';

		$full_size              = apply_filters( 'woocommerce_gallery_full_size', apply_filters( 'woocommerce_product_thumbnails_large_size', 'full' ) );
		$src                    = wp_get_attachment_image_src( $attachment_id, $full_size );
		$props['full_src']      = $src ? $src[0] : '';
		$props['full_src_w']    = $src ? $src[1] : '';
		$props['full_src_h']    = $src ? $src[2] : '';
		$gallery_thumbnail      = wc_get_image_size( 'gallery_thumbnail' );
		$gallery_thumbnail_size = apply_filters( 'woocommerce_gallery_thumbnail_size', array( $gallery_thumbnail['width'], $gallery_thumbnail['height'] ) );
		$src                    = wp_get_attachment_image_src( $attachment_id, $gallery_thumbnail_size );
		$props['gallery_thumbnail_src']   = $src ? $src[0] : '';
		$props['gallery_thumbnail_src_w'] = $src ? $src[1] : '';
		$props['gallery_thumbnail_src_h'] = $src ? $src[2] : '';
		$thumbnail_size                   = apply_filters( 'woocommerce_thumbnail_size', 'woocommerce_thumbnail' );
		$src                              = wp_get_attachment_image_src( $attachment_id, $thumbnail_size );
		$props['thumb_src']               = $src ? $src[0] : '';
		$props['thumb_src_w']             = $src ? $src[1] : '';
		$props['thumb_src_h']             = $src ? $src[2] : '';
		$image_size                       = apply_filters( 'woocommerce_gallery_image_size', 'woocommerce_single' );
		$src                              = wp_get_attachment_image_src( $attachment_id, $image_size );
		$props['src']                     = $src ? $src[0] : '';
		$props['src_w']                   = $src ? $src[1] : '';
		$props['src_h']                   = $src ? $src[2] : '';
		$props['srcset']                  = wp_get_attachment_image_srcset( $attachment_id, $image_size );
		$props['sizes']                   = wp_get_attachment_image_sizes( $attachment_id, $image_size );
	}
	return $props;
}

/**
 * The placeholder image's URL (option `woocommerce_placeholder_image`, else the plugin's file).
 *
 * @param string $size Image size.
 * @return string
 */
function wc_placeholder_img_src( $size = 'woocommerce_thumbnail' ) {
	$src               = plugins_url( 'assets/images/placeholder.png', WC_PLUGIN_FILE );
	$placeholder_image = get_option( 'woocommerce_placeholder_image', 0 );
	if ( ! empty( $placeholder_image ) && is_numeric( $placeholder_image ) ) {
		$image = wp_get_attachment_image_src( $placeholder_image, $size );
		if ( ! empty( $image[0] ) ) {
			$src = $image[0];
		}
	}
	return apply_filters( 'woocommerce_placeholder_img_src', $src );
}

/**
 * `<img class="woocommerce-placeholder wp-post-image" alt="Placeholder">`.
 *
 * @param string $size Image size.
 * @param array  $attr Attributes.
 * @return string
 */
function wc_placeholder_img( $size = 'woocommerce_thumbnail', $attr = '' ) {
	$dimensions = wc_get_image_size( $size );
	$defaults   = array(
		'src'    => wc_placeholder_img_src( $size ),
		'alt'    => __( 'Placeholder', 'woocommerce' ),
		'width'  => $dimensions['width'],
		'height' => $dimensions['height'],
		'class'  => 'woocommerce-placeholder wp-post-image',
	);
	$attr       = wp_parse_args( $attr, $defaults );
	$html       = '<img';
	foreach ( $attr as $name => $value ) {
		$html .= ' ' . esc_attr( $name ) . '="' . esc_attr( $value ) . '"';
	}
	$html .= ' />';
	return apply_filters( 'woocommerce_placeholder_img', $html, $size, $dimensions );
}

/**
 * Clears the product transients, then fires `woocommerce_delete_product_transients` with the id (0: every
 * product), as WooCommerce's (includes/wc-product-functions.php). The double keeps none of those transients
 * (`wc_products_onsale`, `wc_var_prices_{id}`…): only the action is reproduced.
 *
 * @param int $post_id The product, or 0 (default).
 */
function wc_delete_product_transients( $post_id = 0 ) {
	do_action( 'woocommerce_delete_product_transients', $post_id );
}

/**
 * Changes a product's stock the way orders do and saves it.
 *
 * @param WC_Product|int $product   Product.
 * @param int|null       $stock_quantity Amount.
 * @param string         $operation set, increase, decrease.
 * @return int|float|null The new stock.
 */
function wc_update_product_stock( $product, $stock_quantity = null, $operation = 'set' ) {
	$product = is_numeric( $product ) ? wc_get_product( $product ) : $product;
	if ( ! $product || ! $product->managing_stock() || null === $stock_quantity ) {
		return null;
	}
	if ( 'parent' === $product->get_manage_stock() ) {
		$product = wc_get_product( $product->get_parent_id() );
	}
	$current = (float) $product->get_stock_quantity( 'edit' );
	$new     = 'increase' === $operation ? $current + $stock_quantity : ( 'decrease' === $operation ? $current - $stock_quantity : $stock_quantity );
	do_action( $product->is_type( 'variation' ) ? 'woocommerce_variation_before_set_stock' : 'woocommerce_product_before_set_stock', $product );
	// As WooCommerce: the database first (the data store's update_product_stock()), then the object
	// and a save that finds `_stock` unchanged, then one stock action.
	update_post_meta( $product->get_id(), '_stock', wc_stock_amount( $new ) );
	$product->set_stock_quantity( $new );
	$product->save();
	do_action( $product->is_type( 'variation' ) ? 'woocommerce_variation_set_stock' : 'woocommerce_product_set_stock', $product );
	return $product->get_stock_quantity( 'edit' );
}

/**
 * WooCommerce: includes/wc-product-functions.php, wc_get_product_types(): the product types
 * offered in the product editor, type => label.
 *
 * @return array<string,string>
 */
function wc_get_product_types() {
	return (array) apply_filters(
		'product_type_selector',
		array(
			'simple'   => __( 'Simple product', 'woocommerce' ),
			'grouped'  => __( 'Grouped product', 'woocommerce' ),
			'external' => __( 'External/Affiliate product', 'woocommerce' ),
			'variable' => __( 'Variable product', 'woocommerce' ),
		)
	);
}

/**
 * WooCommerce: includes/wc-core-functions.php, wc_product_sku_enabled(): whether products have SKUs.
 *
 * @return bool
 */
function wc_product_sku_enabled() {
	return apply_filters( 'wc_product_sku_enabled', true );
}
