<?php
/**
 * Global attributes ("pa_*" taxonomies) behind WooCommerce's real API.
 *
 * WooCommerce keeps the rows in its table {prefix}woocommerce_attribute_taxonomies; the double
 * keeps the same rows (attribute_id, attribute_name, attribute_label, attribute_type,
 * attribute_orderby, attribute_public) as a list in the option `wc_double_attribute_taxonomies`.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/** The option holding the attribute rows. */
const WC_DOUBLE_ATTRIBUTES_OPTION = 'wc_double_attribute_taxonomies';

/**
 * The global attributes, keyed `id:<attribute_id>`, as objects of the table's columns.
 *
 * @return array<string,stdClass>
 */
function wc_get_attribute_taxonomies() {
	$rows   = get_option( WC_DOUBLE_ATTRIBUTES_OPTION, array() );
	$rows   = array_filter( (array) apply_filters( 'woocommerce_attribute_taxonomies', is_array( $rows ) ? $rows : array() ) );
	$return = array();
	foreach ( $rows as $row ) {
		$row = (object) $row;
		$row->attribute_id     = (string) $row->attribute_id;
		$row->attribute_public = (int) $row->attribute_public;
		$return[ 'id:' . $row->attribute_id ] = $row;
	}
	return $return;
}

/**
 * `pa_` plus the sanitized name.
 *
 * @param string $attribute_name Name, e.g. color.
 * @return string
 */
function wc_attribute_taxonomy_name( $attribute_name ) {
	return $attribute_name ? 'pa_' . wc_sanitize_taxonomy_name( $attribute_name ) : '';
}

/**
 * The slug of an attribute taxonomy, without `pa_`.
 *
 * @param string $attribute_name pa_color or color.
 * @return string
 */
function wc_attribute_taxonomy_slug( $attribute_name ) {
	$attribute_name = wc_sanitize_taxonomy_name( $attribute_name );
	return 0 === strpos( $attribute_name, 'pa_' ) ? substr( $attribute_name, 3 ) : $attribute_name;
}

/**
 * @param string $taxonomy Name.
 * @return string
 */
function wc_sanitize_taxonomy_name( $taxonomy ) {
	return apply_filters( 'sanitize_taxonomy_name', urldecode( sanitize_title( urldecode( $taxonomy ?? '' ) ) ), $taxonomy );
}

/**
 * @return string[] pa_* names.
 */
function wc_get_attribute_taxonomy_names() {
	$names = array();
	foreach ( wc_get_attribute_taxonomies() as $tax ) {
		$names[] = wc_attribute_taxonomy_name( $tax->attribute_name );
	}
	return $names;
}

/**
 * @return array<string,string> slug (no pa_) => label.
 */
function wc_get_attribute_taxonomy_labels() {
	$labels = array();
	foreach ( wc_get_attribute_taxonomies() as $tax ) {
		$labels[ $tax->attribute_name ] = $tax->attribute_label ? $tax->attribute_label : $tax->attribute_name;
	}
	return $labels;
}

/**
 * @param string $name Taxonomy.
 * @return bool
 */
function taxonomy_is_product_attribute( $name ) {
	return taxonomy_exists( $name ) && in_array( $name, wc_get_attribute_taxonomy_names(), true );
}

/**
 * An attribute's label: the global attribute's, or the product's own custom name.
 *
 * @param string           $name    pa_color, or a custom attribute's name.
 * @param WC_Product|string $product Product, for custom attributes.
 * @return string
 */
function wc_attribute_label( $name, $product = '' ) {
	if ( taxonomy_is_product_attribute( $name ) ) {
		$slug       = wc_attribute_taxonomy_slug( $name );
		$all_labels = wc_get_attribute_taxonomy_labels();
		$label      = isset( $all_labels[ $slug ] ) ? $all_labels[ $slug ] : $slug;
	} elseif ( $product ) {
		if ( $product->is_type( 'variation' ) ) {
			$product = wc_get_product( $product->get_parent_id() );
		}
		$attributes = $product ? $product->get_attributes() : array();
		$label      = ( $attributes && isset( $attributes[ sanitize_title( $name ) ] ) ) ? $attributes[ sanitize_title( $name ) ]->get_name() : $name;
	} else {
		$label = $name;
	}
	return apply_filters( 'woocommerce_attribute_label', $label, $name, $product );
}

/**
 * `attribute_` plus the sanitized attribute name: the variation meta key and form field.
 *
 * @param string $attribute_name pa_color or a custom name.
 * @return string
 */
function wc_variation_attribute_name( $attribute_name ) {
	return 'attribute_' . sanitize_title( $attribute_name );
}

/**
 * The id of a global attribute by its name (with or without pa_).
 *
 * @param string $name Name.
 * @return int
 */
function wc_attribute_taxonomy_id_by_name( $name ) {
	$slug = wc_attribute_taxonomy_slug( $name );
	foreach ( wc_get_attribute_taxonomies() as $tax ) {
		if ( $tax->attribute_name === $slug ) {
			return (int) $tax->attribute_id;
		}
	}
	return 0;
}

/**
 * A global attribute as WooCommerce's wc_get_attribute() returns it.
 *
 * @param int $id Attribute id.
 * @return stdClass|null id, name, slug, type, order_by, has_archives.
 */
function wc_get_attribute( $id ) {
	$all = wc_get_attribute_taxonomies();
	if ( ! isset( $all[ 'id:' . $id ] ) ) {
		return null;
	}
	$row                  = $all[ 'id:' . $id ];
	$attribute            = new stdClass();
	$attribute->id        = (int) $row->attribute_id;
	$attribute->name      = $row->attribute_label;
	$attribute->slug      = wc_attribute_taxonomy_name( $row->attribute_name );
	$attribute->type      = $row->attribute_type;
	$attribute->order_by  = $row->attribute_orderby;
	$attribute->has_archives = (bool) $row->attribute_public;
	return $attribute;
}

/**
 * Creates a global attribute.
 *
 * As WooCommerce (9.0–10.0.2), only the row is written: `pa_<slug>` is registered on the next
 * request's `init`; code that adds terms in the same request registers the taxonomy itself.
 *
 * @param array $args name (label), slug, type, order_by, has_archives.
 * @return int|WP_Error The attribute id.
 */
function wc_create_attribute( $args ) {
	$args = wp_parse_args(
		$args,
		array(
			'id'           => 0,
			'name'         => '',
			'slug'         => '',
			'type'         => 'select',
			'order_by'     => 'menu_order',
			'has_archives' => false,
		)
	);
	$label = wc_clean( $args['name'] );
	$slug  = wc_sanitize_taxonomy_name( '' !== $args['slug'] ? $args['slug'] : $label );
	if ( 0 === strpos( $slug, 'pa_' ) ) {
		$slug = substr( $slug, 3 );
	}
	if ( '' === $label ) {
		return new WP_Error( 'missing_attribute_name', __( 'Please, provide an attribute name.', 'woocommerce' ), array( 'status' => 400 ) );
	}
	if ( strlen( $slug ) > 28 ) {
		/* translators: %s: attribute slug */
		return new WP_Error( 'invalid_product_attribute_slug_too_long', sprintf( __( 'Slug "%s" is too long (28 characters max). Shorten it, please.', 'woocommerce' ), $slug ), array( 'status' => 400 ) );
	}
	$rows = get_option( WC_DOUBLE_ATTRIBUTES_OPTION, array() );
	$rows = is_array( $rows ) ? $rows : array();
	$id   = (int) $args['id'];
	foreach ( $rows as $row ) {
		if ( $row['attribute_name'] === $slug && (int) $row['attribute_id'] !== $id ) {
			/* translators: %s: attribute slug */
			return new WP_Error( 'invalid_product_attribute_slug_already_exists', sprintf( __( 'Slug "%s" is already in use. Change it, please.', 'woocommerce' ), $slug ), array( 'status' => 400 ) );
		}
	}
	$data = array(
		'attribute_label'   => $label,
		'attribute_name'    => $slug,
		'attribute_type'    => $args['type'],
		'attribute_orderby' => $args['order_by'],
		'attribute_public'  => $args['has_archives'] ? 1 : 0,
	);
	if ( $id ) {
		foreach ( $rows as $index => $row ) {
			if ( (int) $row['attribute_id'] === $id ) {
				$rows[ $index ] = array( 'attribute_id' => $id ) + $data;
			}
		}
		update_option( WC_DOUBLE_ATTRIBUTES_OPTION, array_values( $rows ), false );
		do_action( 'woocommerce_attribute_updated', $id, $data, $slug );
	} else {
		$id     = 1 + array_reduce( $rows, static fn( $max, $row ) => max( $max, (int) $row['attribute_id'] ), 0 );
		$rows[] = array( 'attribute_id' => $id ) + $data;
		update_option( WC_DOUBLE_ATTRIBUTES_OPTION, array_values( $rows ), false );
		do_action( 'woocommerce_attribute_added', $id, $data );
	}
	// As WooCommerce (9.0–10.0.2): the taxonomy is registered on the next request's `init`, not here.
	return $id;
}

/**
 * Deletes a global attribute and its terms.
 *
 * @param int $id Attribute id.
 * @return bool
 */
function wc_delete_attribute( $id ) {
	$rows    = get_option( WC_DOUBLE_ATTRIBUTES_OPTION, array() );
	$kept    = array();
	$deleted = null;
	foreach ( (array) $rows as $row ) {
		if ( (int) $row['attribute_id'] === (int) $id ) {
			$deleted = $row;
		} else {
			$kept[] = $row;
		}
	}
	if ( ! $deleted ) {
		return false;
	}
	$taxonomy = wc_attribute_taxonomy_name( $deleted['attribute_name'] );
	do_action( 'woocommerce_before_attribute_delete', $id, $deleted['attribute_name'], $taxonomy );
	if ( taxonomy_exists( $taxonomy ) ) {
		foreach ( get_terms( array( 'taxonomy' => $taxonomy, 'hide_empty' => false, 'fields' => 'ids' ) ) as $term_id ) {
			wp_delete_term( $term_id, $taxonomy );
		}
		unregister_taxonomy( $taxonomy );
	}
	update_option( WC_DOUBLE_ATTRIBUTES_OPTION, $kept, false );
	do_action( 'woocommerce_attribute_deleted', $id, $deleted['attribute_name'], $taxonomy );
	return true;
}

/**
 * The terms of a product in a taxonomy, sorted as the attribute says (menu_order by term meta `order`).
 *
 * @param int    $product_id Product.
 * @param string $taxonomy   Taxonomy.
 * @param array  $args       fields: all, ids, slugs, names.
 * @return array
 */
function wc_get_product_terms( $product_id, $taxonomy, $args = array() ) {
	if ( ! taxonomy_exists( $taxonomy ) ) {
		return array();
	}
	$terms = get_the_terms( $product_id, $taxonomy );
	if ( ! $terms || is_wp_error( $terms ) ) {
		return array();
	}
	$orderby = 'name';
	if ( taxonomy_is_product_attribute( $taxonomy ) ) {
		$orderby = 'menu_order';
		$id      = wc_attribute_taxonomy_id_by_name( $taxonomy );
		$all     = wc_get_attribute_taxonomies();
		if ( isset( $all[ 'id:' . $id ] ) ) {
			$orderby = $all[ 'id:' . $id ]->attribute_orderby;
		}
	}
	$terms = wc_double_sort_terms( $terms, $orderby );
	$fields = isset( $args['fields'] ) ? $args['fields'] : 'all';
	switch ( $fields ) {
		case 'ids':
			return wp_list_pluck( $terms, 'term_id' );
		case 'slugs':
			return wp_list_pluck( $terms, 'slug' );
		case 'names':
			return wp_list_pluck( $terms, 'name' );
	}
	return $terms;
}

/**
 * The slugs (or another field) of a product's terms, in attribute order.
 *
 * @param int    $object_id Product.
 * @param string $taxonomy  Taxonomy.
 * @param string $field     Field of WP_Term.
 * @return array
 */
function wc_get_object_terms( $object_id, $taxonomy, $field = null ) {
	$terms = wc_get_product_terms( $object_id, $taxonomy );
	return $field ? wp_list_pluck( $terms, $field ) : $terms;
}

/**
 * Sorts terms the way an attribute's `attribute_orderby` says.
 *
 * @param WP_Term[] $terms   Terms.
 * @param string    $orderby menu_order, name, name_num or id.
 * @return WP_Term[]
 */
function wc_double_sort_terms( $terms, $orderby ) {
	usort(
		$terms,
		static function ( $a, $b ) use ( $orderby ) {
			switch ( $orderby ) {
				case 'id':
					return $a->term_id <=> $b->term_id;
				case 'name_num':
					return strnatcasecmp( $a->name, $b->name );
				case 'menu_order':
					$order = (int) get_term_meta( $a->term_id, 'order', true ) <=> (int) get_term_meta( $b->term_id, 'order', true );
					return 0 !== $order ? $order : strcasecmp( $a->name, $b->name );
				default:
					return strcasecmp( $a->name, $b->name );
			}
		}
	);
	return $terms;
}

/**
 * The options of a custom (text) attribute: "S | M | L".
 *
 * @param string $raw_attributes Raw value.
 * @return string[]
 */
function wc_get_text_attributes( $raw_attributes ) {
	return array_filter( array_map( 'trim', explode( '|', html_entity_decode( $raw_attributes ?? '', ENT_QUOTES, get_bloginfo( 'charset' ) ) ) ), 'strlen' );
}
