<?php
/**
 * WC_Post_Types: WooCommerce's post types, taxonomies and order statuses.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registered on `init` (priority 5), then `woocommerce_after_register_taxonomy` and
 * `woocommerce_after_register_post_type`, as in WooCommerce.
 */
class WC_Post_Types {

	/**
	 * Hooks registration.
	 */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'register_taxonomies' ), 5 );
		add_action( 'init', array( __CLASS__, 'register_post_types' ), 5 );
		add_action( 'init', array( __CLASS__, 'register_post_status' ), 9 );
		add_filter( 'term_updated_messages', array( __CLASS__, 'updated_term_messages' ) );
	}

	/**
	 * The term screens' messages for an attribute's values ("Colour updated"), as WooCommerce 9.0–10.0.
	 *
	 * @param array $messages Messages by taxonomy.
	 * @return array
	 */
	public static function updated_term_messages( $messages ) {
		foreach ( wc_get_attribute_taxonomies() as $tax ) {
			$name = wc_attribute_taxonomy_name( $tax->attribute_name );
			if ( ! $name ) {
				continue;
			}
			$label             = ! empty( $tax->attribute_label ) ? $tax->attribute_label : $tax->attribute_name;
			$messages[ $name ] = array(
				0 => '',
				/* translators: %s: taxonomy label */
				1 => sprintf( _x( '%s added', 'taxonomy term messages', 'woocommerce' ), $label ),
				/* translators: %s: taxonomy label */
				2 => sprintf( _x( '%s deleted', 'taxonomy term messages', 'woocommerce' ), $label ),
				/* translators: %s: taxonomy label */
				3 => sprintf( _x( '%s updated', 'taxonomy term messages', 'woocommerce' ), $label ),
				/* translators: %s: taxonomy label */
				4 => sprintf( _x( '%s not added', 'taxonomy term messages', 'woocommerce' ), $label ),
				/* translators: %s: taxonomy label */
				5 => sprintf( _x( '%s not updated', 'taxonomy term messages', 'woocommerce' ), $label ),
				/* translators: %s: taxonomy label */
				6 => sprintf( _x( '%s deleted', 'taxonomy term messages', 'woocommerce' ), $label ),
			);
		}
		return $messages;
	}

	/**
	 * product_type, product_visibility, product_cat, product_tag and one `pa_*` per global attribute.
	 */
	public static function register_taxonomies() {
		if ( ! is_blog_installed() || taxonomy_exists( 'product_type' ) ) {
			return;
		}
		do_action( 'woocommerce_register_taxonomy' );

		foreach ( array( 'product_type', 'product_visibility' ) as $internal ) {
			register_taxonomy(
				$internal,
				apply_filters( "woocommerce_taxonomy_objects_{$internal}", 'product_visibility' === $internal ? array( 'product', 'product_variation' ) : array( 'product' ) ),
				apply_filters(
					"woocommerce_taxonomy_args_{$internal}",
					array(
						'hierarchical'      => false,
						'show_ui'           => false,
						'show_in_nav_menus' => false,
						'query_var'         => is_admin(),
						'rewrite'           => false,
						'public'            => false,
						'label'             => 'product_type' === $internal ? _x( 'Product type', 'Taxonomy name', 'woocommerce' ) : _x( 'Product visibility', 'Taxonomy name', 'woocommerce' ),
					)
				)
			);
		}

		register_taxonomy(
			'product_cat',
			apply_filters( 'woocommerce_taxonomy_objects_product_cat', array( 'product' ) ),
			apply_filters(
				'woocommerce_taxonomy_args_product_cat',
				array(
					'hierarchical'          => true,
					'update_count_callback' => '_wc_term_recount',
					'label'                 => __( 'Categories', 'woocommerce' ),
					'labels'                => array(
						'name'          => __( 'Product categories', 'woocommerce' ),
						'singular_name' => __( 'Category', 'woocommerce' ),
						'menu_name'     => _x( 'Categories', 'Admin menu name', 'woocommerce' ),
					),
					'show_in_rest'          => true,
					'show_ui'               => true,
					'query_var'             => true,
					'rewrite'               => array(
						'slug'         => _x( 'product-category', 'slug', 'woocommerce' ),
						'with_front'   => false,
						'hierarchical' => true,
					),
				)
			)
		);

		register_taxonomy(
			'product_tag',
			apply_filters( 'woocommerce_taxonomy_objects_product_tag', array( 'product' ) ),
			apply_filters(
				'woocommerce_taxonomy_args_product_tag',
				array(
					'hierarchical'          => false,
					'update_count_callback' => '_wc_term_recount',
					'label'                 => __( 'Product tags', 'woocommerce' ),
					'labels'                => array(
						'name'          => __( 'Product tags', 'woocommerce' ),
						'singular_name' => __( 'Tag', 'woocommerce' ),
						'menu_name'     => _x( 'Tags', 'Admin menu name', 'woocommerce' ),
					),
					'show_in_rest'          => true,
					'show_ui'               => true,
					'query_var'             => true,
					'rewrite'               => array(
						'slug'       => _x( 'product-tag', 'slug', 'woocommerce' ),
						'with_front' => false,
					),
				)
			)
		);

		self::register_attribute_taxonomies();

		do_action( 'woocommerce_after_register_taxonomy' );
	}

	/**
	 * One `pa_<name>` taxonomy per row of the attribute registry (public ones get archives).
	 */
	public static function register_attribute_taxonomies() {
		foreach ( wc_get_attribute_taxonomies() as $tax ) {
			$name = wc_attribute_taxonomy_name( $tax->attribute_name );
			if ( ! $name || taxonomy_exists( $name ) ) {
				continue;
			}
			$label = ! empty( $tax->attribute_label ) ? $tax->attribute_label : $tax->attribute_name;
			register_taxonomy(
				$name,
				apply_filters( "woocommerce_taxonomy_objects_{$name}", array( 'product' ) ),
				apply_filters(
					"woocommerce_taxonomy_args_{$name}",
					array(
						'hierarchical'          => false,
						'update_count_callback' => '_update_post_term_count',
						'labels'                => array(
							/* translators: %s: attribute name */
							'name'              => sprintf( _x( 'Product %s', 'Product Attribute', 'woocommerce' ), $label ),
							'singular_name'     => $label,
							/* translators: %s: attribute name */
							'search_items'      => sprintf( __( 'Search %s', 'woocommerce' ), $label ),
							/* translators: %s: attribute name */
							'all_items'         => sprintf( __( 'All %s', 'woocommerce' ), $label ),
							/* translators: %s: attribute name */
							'parent_item'       => sprintf( __( 'Parent %s', 'woocommerce' ), $label ),
							/* translators: %s: attribute name */
							'parent_item_colon' => sprintf( __( 'Parent %s:', 'woocommerce' ), $label ),
							/* translators: %s: attribute name */
							'edit_item'         => sprintf( __( 'Edit %s', 'woocommerce' ), $label ),
							/* translators: %s: attribute name */
							'update_item'       => sprintf( __( 'Update %s', 'woocommerce' ), $label ),
							/* translators: %s: attribute name */
							'add_new_item'      => sprintf( __( 'Add new %s', 'woocommerce' ), $label ),
							/* translators: %s: attribute name */
							'new_item_name'     => sprintf( __( 'New %s', 'woocommerce' ), $label ),
							/* translators: %s: attribute name */
							'not_found'         => sprintf( __( 'No &quot;%s&quot; found', 'woocommerce' ), $label ),
							/* translators: %s: attribute name */
							'back_to_items'     => sprintf( __( '&larr; Back to "%s" attributes', 'woocommerce' ), $label ),
						),
						'show_ui'               => true,
						'show_in_quick_edit'    => false,
						'show_in_menu'          => false,
						'meta_box_cb'           => false,
						'query_var'             => 1 === $tax->attribute_public,
						'rewrite'               => 1 === $tax->attribute_public ? array(
							'slug'         => urldecode( sanitize_title( $tax->attribute_name ) ),
							'with_front'   => false,
							'hierarchical' => true,
						) : false,
						'sort'                  => false,
						'public'                => true,
					)
				)
			);
		}
	}

	/**
	 * product, product_variation and shop_order.
	 */
	public static function register_post_types() {
		if ( ! is_blog_installed() || post_type_exists( 'product' ) ) {
			return;
		}
		do_action( 'woocommerce_register_post_type' );

		// WooCommerce uses the shop page's slug as the archive; without a shop page, /shop/.
		$shop_page_id = wc_get_page_id( 'shop' );
		$has_archive  = $shop_page_id > 0 && get_post( $shop_page_id ) ? urldecode( get_page_uri( $shop_page_id ) ) : 'shop';

		register_post_type(
			'product',
			apply_filters(
				'woocommerce_register_post_type_product',
				array(
					'labels'              => array(
						'name'          => __( 'Products', 'woocommerce' ),
						'singular_name' => __( 'Product', 'woocommerce' ),
						'all_items'     => __( 'All Products', 'woocommerce' ),
						'menu_name'     => _x( 'Products', 'Admin menu name', 'woocommerce' ),
					),
					'description'         => __( 'This is where you can browse products in this store.', 'woocommerce' ),
					'public'              => true,
					'show_ui'             => true,
					'menu_icon'           => 'dashicons-archive',
					'capability_type'     => 'product',
					'map_meta_cap'        => true,
					'publicly_queryable'  => true,
					'exclude_from_search' => false,
					'hierarchical'        => false,
					'rewrite'             => array(
						'slug'       => _x( 'product', 'slug', 'woocommerce' ),
						'with_front' => false,
						'feeds'      => true,
					),
					'query_var'           => true,
					'supports'            => array( 'title', 'editor', 'excerpt', 'thumbnail', 'custom-fields', 'publicize', 'wpcom-markdown', 'comments' ),
					'has_archive'         => $has_archive,
					'show_in_nav_menus'   => true,
					'show_in_rest'        => true,
				)
			)
		);

		register_post_type(
			'product_variation',
			apply_filters(
				'woocommerce_register_post_type_product_variation',
				array(
					'label'           => __( 'Variations', 'woocommerce' ),
					'public'          => false,
					'hierarchical'    => false,
					'supports'        => false,
					'capability_type' => 'product',
					'rewrite'         => false,
				)
			)
		);

		register_post_type(
			'shop_order',
			apply_filters(
				'woocommerce_register_post_type_shop_order',
				array(
					'labels'              => array(
						'name'          => __( 'Orders', 'woocommerce' ),
						'singular_name' => _x( 'Order', 'shop_order post type singular name', 'woocommerce' ),
						'edit_item'     => __( 'Edit order', 'woocommerce' ),
						'search_items'  => __( 'Search orders', 'woocommerce' ),
						'not_found'     => __( 'No orders found', 'woocommerce' ),
						'menu_name'     => _x( 'Orders', 'Admin menu name', 'woocommerce' ),
					),
					'description'         => __( 'This is where store orders are stored.', 'woocommerce' ),
					'public'              => false,
					// As WooCommerce with posts storage: the order list and edit screens (post.php?post=N&action=edit,
					// where WordPress fires add_meta_boxes / add_meta_boxes_shop_order) for users with the shop_order caps.
					'show_ui'             => true,
					'capability_type'     => 'shop_order',
					'map_meta_cap'        => true,
					'publicly_queryable'  => false,
					'exclude_from_search' => true,
					// WooCommerce: 'woocommerce' (its top-level menu) for users who may edit others' orders, else true.
					// The double has no WooCommerce menu, so Orders is a top-level menu for everyone.
					'show_in_menu'        => true,
					'hierarchical'        => false,
					'show_in_nav_menus'   => false,
					'rewrite'             => false,
					'query_var'           => false,
					'supports'            => array( 'title', 'comments', 'custom-fields' ),
					'has_archive'         => false,
				)
			)
		);

		do_action( 'woocommerce_after_register_post_type' );
	}

	/**
	 * WooCommerce's order statuses, `wc-` prefixed.
	 */
	public static function register_post_status() {
		foreach ( wc_get_order_statuses() as $status => $label ) {
			register_post_status(
				$status,
				array(
					'label'                     => $label,
					'public'                    => false,
					'exclude_from_search'       => false,
					'show_in_admin_all_list'    => true,
					'show_in_admin_status_list' => true,
				)
			);
		}
	}
}

/**
 * Term counts of product categories and tags (WooCommerce's also keeps `product_count_*` meta;
 * the double counts published products as WordPress does).
 *
 * @param array  $terms    Term taxonomy ids.
 * @param object $taxonomy Taxonomy.
 */
function _wc_term_recount( $terms, $taxonomy ) {
	_update_post_term_count( $terms, $taxonomy );
}

WC_Post_Types::init();
