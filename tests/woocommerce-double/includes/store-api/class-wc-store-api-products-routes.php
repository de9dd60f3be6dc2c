<?php
/**
 * The Store API's product routes: `GET /products` and `GET /products/<id>`.
 *
 * WooCommerce: src/StoreApi/Routes/V1/Products.php, ProductsById.php,
 * src/StoreApi/Utilities/ProductQuery.php, src/StoreApi/Utilities/Pagination.php,
 * src/StoreApi/Schemas/V1/ProductSchema.php and ImageAttachmentSchema.php. Public routes (no
 * nonce, no cart, no Nonce / Cart-Token headers: AbstractRoute, not AbstractCartRoute).
 *
 * Simplifications: WooCommerce joins its product lookup table (`wc_product_meta_lookup`) for the
 * SKU search, `sku` and stock filters; the double has no such table and joins the same values from
 * post meta (`_sku`, `_stock_status`). Price, popularity and rating sorts use the `_price`,
 * `total_sales` and `_wc_average_rating` meta. Parameters not reproduced (accepted and ignored,
 * as any unknown REST parameter): after, before, date_column, brand, attributes,
 * attribute_relation, catalog_visibility, rating, related, on_sale, min_price, max_price,
 * stock_status, taxonomy_include_children, `_unstable_tax_*`. No `extensions` data is registered.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * GET /products, GET /products/<id>.
 */
class WC_Store_API_Products_Routes {

	/**
	 * @param string $namespace wc/store/v1 or wc/store.
	 */
	public function register( $namespace ) {
		register_rest_route(
			$namespace,
			'/products',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_products' ),
					'permission_callback' => '__return_true',
					'args'                => $this->get_collection_params(),
				),
				'allow_batch' => array( 'v1' => true ),
			)
		);
		register_rest_route(
			$namespace,
			'/products/(?P<id>[\d]+)',
			array(
				'args'        => array(
					'id' => array(
						'description' => __( 'Unique identifier for the resource.', 'woocommerce' ),
						'type'        => 'integer',
					),
				),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_product' ),
					'permission_callback' => '__return_true',
					'args'                => array(
						'context' => $this->get_context_param(),
					),
				),
				'allow_batch' => array( 'v1' => true ),
			)
		);
	}

	/** @return array The `context` parameter (view by default). */
	protected function get_context_param() {
		return array(
			'description'       => __( 'Scope under which the request is made; determines fields present in response.', 'woocommerce' ),
			'type'              => 'string',
			'enum'              => array( 'view', 'edit' ),
			'default'           => 'view',
			'sanitize_callback' => 'sanitize_key',
			'validate_callback' => 'rest_validate_request_arg',
		);
	}

	/**
	 * The reproduced parameters of Products::get_collection_params(), with WooCommerce's
	 * types, defaults, bounds and sanitizers.
	 *
	 * @return array
	 */
	public function get_collection_params() {
		$id_list = array(
			'type'              => 'array',
			'items'             => array( 'type' => 'integer' ),
			'default'           => array(),
			'sanitize_callback' => 'wp_parse_id_list',
		);
		$text    = array(
			'type'              => 'string',
			'sanitize_callback' => 'sanitize_text_field',
			'validate_callback' => 'rest_validate_request_arg',
		);
		$terms   = array(
			'type'              => 'string',
			'sanitize_callback' => 'wp_parse_list',
			'validate_callback' => 'rest_validate_request_arg',
		);
		$operator = array(
			'type'              => 'string',
			'enum'              => array( 'in', 'not_in', 'and' ),
			'default'           => 'in',
			'sanitize_callback' => 'sanitize_key',
			'validate_callback' => 'rest_validate_request_arg',
		);
		return array(
			'context'           => $this->get_context_param(),
			'page'              => array(
				'description'       => __( 'Current page of the collection.', 'woocommerce' ),
				'type'              => 'integer',
				'default'           => 1,
				'sanitize_callback' => 'absint',
				'validate_callback' => 'rest_validate_request_arg',
				'minimum'           => 1,
			),
			'per_page'          => array(
				'description'       => __( 'Maximum number of items to be returned in result set.', 'woocommerce' ),
				'type'              => 'integer',
				'default'           => 10,
				'minimum'           => 1,
				'maximum'           => 100,
				'sanitize_callback' => 'absint',
				'validate_callback' => 'rest_validate_request_arg',
			),
			'search'            => array( 'description' => __( 'Limit results to those matching a string.', 'woocommerce' ) ) + $text,
			'slug'              => array( 'description' => __( 'Limit result set to products with specific slug(s). Use commas to separate.', 'woocommerce' ) ) + $text,
			'exclude'           => array( 'description' => __( 'Ensure result set excludes specific IDs.', 'woocommerce' ) ) + $id_list,
			'include'           => array( 'description' => __( 'Limit result set to specific ids.', 'woocommerce' ) ) + $id_list,
			'offset'            => array(
				'description'       => __( 'Offset the result set by a specific number of items.', 'woocommerce' ),
				'type'              => 'integer',
				'sanitize_callback' => 'absint',
				'validate_callback' => 'rest_validate_request_arg',
			),
			'order'             => array(
				'description'       => __( 'Order sort attribute ascending or descending.', 'woocommerce' ),
				'type'              => 'string',
				'default'           => 'desc',
				'enum'              => array( 'asc', 'desc' ),
				'validate_callback' => 'rest_validate_request_arg',
			),
			'orderby'           => array(
				'description'       => __( 'Sort collection by object attribute.', 'woocommerce' ),
				'type'              => 'string',
				'default'           => 'date',
				'enum'              => array( 'date', 'modified', 'id', 'include', 'title', 'slug', 'price', 'popularity', 'rating', 'menu_order', 'comment_count' ),
				'validate_callback' => 'rest_validate_request_arg',
			),
			'parent'            => array( 'description' => __( 'Limit result set to those of particular parent IDs.', 'woocommerce' ) ) + $id_list,
			'parent_exclude'    => array( 'description' => __( 'Limit result set to all items except those of a particular parent ID.', 'woocommerce' ) ) + $id_list,
			'type'              => array(
				'description'       => __( 'Limit result set to products assigned a specific type.', 'woocommerce' ),
				'type'              => 'string',
				'enum'              => array_merge( array_keys( wc_get_product_types() ), array( 'variation' ) ),
				'sanitize_callback' => 'sanitize_key',
				'validate_callback' => 'rest_validate_request_arg',
			),
			'sku'               => array( 'description' => __( 'Limit result set to products with specific SKU(s). Use commas to separate.', 'woocommerce' ) ) + $text,
			'featured'          => array(
				'description'       => __( 'Limit result set to featured products.', 'woocommerce' ),
				'type'              => 'boolean',
				'sanitize_callback' => 'wc_string_to_bool',
				'validate_callback' => 'rest_validate_request_arg',
			),
			'category'          => array( 'description' => __( 'Limit result set to products assigned a set of category IDs or slugs, separated by commas.', 'woocommerce' ) ) + $terms,
			'category_operator' => array( 'description' => __( 'Operator to compare product category terms.', 'woocommerce' ) ) + $operator,
			'tag'               => array( 'description' => __( 'Limit result set to products assigned a set of tag IDs or slugs, separated by commas.', 'woocommerce' ) ) + $terms,
			'tag_operator'      => array( 'description' => __( 'Operator to compare product tags.', 'woocommerce' ) ) + $operator,
		);
	}

	/**
	 * Products::get_route_response(): the page of products, with Pagination's headers and
	 * Last-Modified.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_products( WP_REST_Request $request ) {
		$results  = $this->get_results( $request );
		$products = array();
		foreach ( array_filter( array_map( 'wc_get_product', $results['results'] ) ) as $product ) {
			$products[] = $this->prepare_for_collection( $product );
		}
		$response = rest_ensure_response( $products );
		$response = $this->add_pagination_headers( $response, $request, $results['total'], $results['pages'] );
		$modified = $this->get_last_modified();
		if ( $modified ) {
			$response->header( 'Last-Modified', $modified );
		}
		return $response;
	}

	/**
	 * ProductsById::get_route_response(): 404 `woocommerce_rest_product_invalid_id` when
	 * wc_get_product() finds nothing (any status, any product type: a variation id works too).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_product( WP_REST_Request $request ) {
		$product = wc_get_product( (int) $request['id'] );
		if ( ! $product || 0 === $product->get_id() ) {
			return new WP_REST_Response(
				array(
					'code'    => 'woocommerce_rest_product_invalid_id',
					'message' => __( 'Invalid product ID.', 'woocommerce' ),
					'data'    => array( 'status' => 404 ),
				),
				404
			);
		}
		return rest_ensure_response( $this->get_item_response( $product ) );
	}

	/**
	 * One item as a collection entry, with ProductLinksTrait's links (self, collection, and up
	 * for a variation).
	 *
	 * @param WC_Product $product Product.
	 * @return array
	 */
	protected function prepare_for_collection( $product ) {
		$response = rest_ensure_response( $this->get_item_response( $product ) );
		$links    = array(
			'self'       => array( array( 'href' => rest_url( 'wc/store/v1/products/' . $product->get_id() ) ) ),
			'collection' => array( array( 'href' => rest_url( 'wc/store/v1/products' ) ) ),
		);
		if ( $product->get_parent_id() ) {
			$links['up'] = array( array( 'href' => rest_url( 'wc/store/v1/products/' . $product->get_parent_id() ) ) );
		}
		$data           = $response->get_data();
		$data['_links'] = $links;
		return $data;
	}

	/**
	 * ProductQuery::prepare_objects_query() for the reproduced parameters.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array WP_Query arguments.
	 */
	public function prepare_objects_query( WP_REST_Request $request ) {
		$args = array(
			'offset'              => $request['offset'],
			'order'               => $request['order'],
			'orderby'             => $request['orderby'],
			'paged'               => $request['page'],
			'post__in'            => $request['include'],
			'post__not_in'        => $request['exclude'],
			'posts_per_page'      => $request['per_page'] ? $request['per_page'] : -1,
			'post_parent__in'     => $request['parent'],
			'post_parent__not_in' => $request['parent_exclude'],
			'search'              => $request['search'], // Not `s`: ProductQuery searches in its own clauses.
			'slug'                => $request['slug'],
			'fields'              => 'ids',
			'ignore_sticky_posts' => true,
			'post_status'         => 'publish',
			'date_query'          => array(),
			'post_type'           => 'product',
		);

		// A SKU or slug lookup may find variations too.
		if ( ! empty( $request['sku'] ) || ! empty( $request['slug'] ) ) {
			$args['post_type'] = array( 'product', 'product_variation' );
		}

		$tax_query = array();
		if ( ! empty( $request['type'] ) ) {
			if ( 'variation' === $request['type'] ) {
				$args['post_type'] = 'product_variation';
			} else {
				$args['post_type'] = 'product';
				$tax_query[]       = array(
					'taxonomy' => 'product_type',
					'field'    => 'slug',
					'terms'    => $request['type'],
				);
			}
		}
		if ( ! empty( $request['sku'] ) ) {
			$args['sku'] = $request['sku'];
		}

		$operators = array(
			'in'     => 'IN',
			'not_in' => 'NOT IN',
			'and'    => 'AND',
		);
		foreach ( array(
			'product_cat' => 'category',
			'product_tag' => 'tag',
		) as $taxonomy => $key ) {
			if ( ! empty( $request[ $key ] ) ) {
				$operator    = $request->get_param( $key . '_operator' );
				$tax_query[] = array(
					'taxonomy' => $taxonomy,
					'field'    => is_numeric( $request[ $key ][0] ) ? 'term_id' : 'slug',
					'terms'    => $request[ $key ],
					'operator' => $operator && isset( $operators[ $operator ] ) ? $operators[ $operator ] : 'IN',
				);
			}
		}
		if ( $tax_query && 'product_variation' !== $args['post_type'] ) {
			$args['tax_query'] = $tax_query; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
		}

		if ( is_bool( $request['featured'] ) ) {
			$args['tax_query'][] = array(
				'taxonomy' => 'product_visibility',
				'field'    => 'name',
				'terms'    => 'featured',
				'operator' => true === $request['featured'] ? 'IN' : 'NOT IN',
			);
		}

		$orderby         = $request->get_param( 'orderby' );
		$ordering        = $this->get_catalog_ordering_args( $orderby, $request->get_param( 'order' ) );
		$args['orderby'] = $ordering['orderby'];
		$args['order']   = $ordering['order'];
		if ( 'include' === $orderby ) {
			$args['orderby'] = 'post__in';
		} elseif ( 'id' === $orderby ) {
			$args['orderby'] = 'ID';
		} elseif ( 'slug' === $orderby ) {
			$args['orderby'] = 'name';
		}
		if ( $ordering['meta_key'] ) {
			$args['meta_key'] = $ordering['meta_key']; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
		}
		return $args;
	}

	/**
	 * WC_Query::get_catalog_ordering_args( $orderby, $order ) as ProductQuery calls it. The
	 * meta sorts stand in for the lookup-table clauses (see the file header).
	 *
	 * @param string $orderby Orderby.
	 * @param string $order   asc or desc.
	 * @return array{orderby:mixed,order:string,meta_key:string}
	 */
	protected function get_catalog_ordering_args( $orderby, $order ) {
		$orderby = strtolower( (string) $orderby );
		$order   = strtoupper( (string) $order );
		$args    = array(
			'orderby'  => $orderby,
			'order'    => 'DESC' === $order ? 'DESC' : 'ASC',
			'meta_key' => '', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
		);
		$meta    = array(
			'price'      => array( '_price', 'DESC' === $order ? 'DESC' : 'ASC' ),
			'popularity' => array( 'total_sales', 'DESC' ),
			'rating'     => array( '_wc_average_rating', 'DESC' ),
		);
		switch ( $orderby ) {
			case 'id':
				$args['orderby'] = 'ID';
				break;
			case 'menu_order':
				$args['orderby'] = 'menu_order title';
				break;
			case 'date':
				$args['orderby'] = 'date ID';
				$args['order']   = 'ASC' === $order ? 'ASC' : 'DESC';
				break;
			case 'price':
			case 'popularity':
			case 'rating':
				$args['orderby']  = array(
					'meta_value_num' => $meta[ $orderby ][1],
					'ID'             => 'ASC',
				);
				$args['order']    = $meta[ $orderby ][1];
				$args['meta_key'] = $meta[ $orderby ][0]; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
				break;
		}
		return $args;
	}

	/**
	 * ProductQuery::get_results(): ids, total and pages (an out-of-range page is counted again
	 * without paging).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{results:int[],total:int,pages:int}
	 */
	public function get_results( WP_REST_Request $request ) {
		$query_args = $this->prepare_objects_query( $request );
		add_filter( 'posts_clauses', array( $this, 'add_query_clauses' ), 10, 2 );
		$query   = new WP_Query();
		$results = $query->query( $query_args );
		$total   = $query->found_posts;
		if ( $total < 1 && $query_args['paged'] > 1 ) {
			unset( $query_args['paged'] );
			$count_query = new WP_Query();
			$count_query->query( $query_args );
			$total = $count_query->found_posts;
		}
		remove_filter( 'posts_clauses', array( $this, 'add_query_clauses' ), 10 );
		$per_page = (int) $query->query_vars['posts_per_page'];
		return array(
			'results' => array_map( 'intval', $results ),
			'total'   => (int) $total,
			'pages'   => $per_page > 0 ? (int) ceil( $total / $per_page ) : 1,
		);
	}

	/**
	 * ProductQuery::add_query_clauses(): `search` matches the title OR the SKU (when SKUs are
	 * enabled), `sku` is an exact list, `slug` a list of post names, and out-of-stock products
	 * are left out when the shop hides them.
	 *
	 * @param array    $args     Clauses.
	 * @param WP_Query $wp_query Query.
	 * @return array
	 */
	public function add_query_clauses( array $args, WP_Query $wp_query ) {
		global $wpdb;
		if ( $wp_query->get( 'search' ) ) {
			$search         = '%' . $wpdb->esc_like( $wp_query->get( 'search' ) ) . '%';
			$args['where'] .= wc_product_sku_enabled()
				? $wpdb->prepare( " AND ( {$wpdb->posts}.post_title LIKE %s OR wc_double_sku.meta_value LIKE %s ) ", $search, $search )
				: $wpdb->prepare( " AND {$wpdb->posts}.post_title LIKE %s ", $search );
			$args['join']   = $this->join_meta( $args['join'], 'wc_double_sku', '_sku' );
		}
		if ( $wp_query->get( 'sku' ) ) {
			$skus = explode( ',', $wp_query->get( 'sku' ) );
			if ( 1 < count( $skus ) ) {
				$skus[] = $wp_query->get( 'sku' );
			}
			$args['join']   = $this->join_meta( $args['join'], 'wc_double_sku', '_sku' );
			$args['where'] .= " AND wc_double_sku.meta_value IN ('" . implode( "','", array_map( 'esc_sql', $skus ) ) . "')";
		}
		if ( $wp_query->get( 'slug' ) ) {
			$slugs = explode( ',', $wp_query->get( 'slug' ) );
			if ( 1 < count( $slugs ) ) {
				$slugs[] = $wp_query->get( 'slug' );
			}
			$args['where'] .= " AND {$wpdb->posts}.post_name IN ('" . implode( "','", array_map( 'esc_sql', $slugs ) ) . "')";
		}
		if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
			$args['join']   = $this->join_meta( $args['join'], 'wc_double_stock_status', '_stock_status' );
			$args['where'] .= " AND ( wc_double_stock_status.meta_value IS NULL OR wc_double_stock_status.meta_value NOT IN ('outofstock') )";
		}
		return $args;
	}

	/**
	 * A LEFT JOIN of one meta key, once (the stand-in for append_product_sorting_table_join()).
	 *
	 * @param string $sql   JOIN clause.
	 * @param string $alias Table alias.
	 * @param string $key   Meta key.
	 * @return string
	 */
	protected function join_meta( $sql, $alias, $key ) {
		global $wpdb;
		if ( false === strpos( $sql, $alias ) ) {
			$sql .= $wpdb->prepare( " LEFT JOIN {$wpdb->postmeta} {$alias} ON ( {$wpdb->posts}.ID = {$alias}.post_id AND {$alias}.meta_key = %s ) ", $key ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the alias is a constant of this class.
		}
		return $sql;
	}

	/**
	 * Pagination::add_headers(): X-WP-Total, X-WP-TotalPages and the prev / next links.
	 *
	 * @param WP_REST_Response $response Response.
	 * @param WP_REST_Request  $request  Request.
	 * @param int              $total    Items.
	 * @param int              $pages    Pages.
	 * @return WP_REST_Response
	 */
	protected function add_pagination_headers( WP_REST_Response $response, WP_REST_Request $request, $total, $pages ) {
		$response->header( 'X-WP-Total', (int) $total );
		$response->header( 'X-WP-TotalPages', (int) $pages );
		$page = max( 1, (int) $request['page'] );
		// As WooCommerce (9.0–10.0.2) builds it: the query escaped by esc_url() (`&#038;`), then `page`
		// added, which add_query_arg() puts before the first `#` (so before `#038;…`).
		$base = esc_url( add_query_arg( $request->get_query_params(), rest_url( $request->get_route() ) ) );
		if ( $page > 1 ) {
			$response->link_header( 'prev', add_query_arg( 'page', min( $page - 1, $pages ), $base ) );
		}
		if ( $pages > $page ) {
			$response->link_header( 'next', add_query_arg( 'page', $page + 1, $base ) );
		}
		return $response;
	}

	/**
	 * ProductQuery::get_last_modified(): the newest product or variation change, as an HTTP date.
	 *
	 * @return string|null
	 */
	protected function get_last_modified() {
		global $wpdb;
		$modified = $wpdb->get_var( "SELECT MAX( post_modified_gmt ) FROM {$wpdb->posts} WHERE post_type IN ( 'product', 'product_variation' )" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- as WooCommerce (which caches it in wc_products).
		return $modified ? gmdate( 'D, d M Y H:i:s', strtotime( $modified ) ) . ' GMT' : null;
	}

	/**
	 * ProductSchema::get_item_response().
	 *
	 * @param WC_Product $product Product.
	 * @return array
	 */
	public function get_item_response( $product ) {
		$availability = $product->get_availability();
		return array(
			'id'                  => $product->get_id(),
			'name'                => wc_double_html_response( $product->get_title() ),
			'slug'                => $product->get_slug(),
			'parent'              => $product->get_parent_id(),
			'type'                => $product->get_type(),
			'variation'           => wc_double_html_response( $product->is_type( 'variation' ) ? $this->formatted_variation( $product ) : '' ),
			'permalink'           => $product->get_permalink(),
			'sku'                 => wc_double_html_response( $product->get_sku() ),
			'short_description'   => wc_double_html_response( wc_format_content( wp_kses_post( $product->get_short_description() ) ) ),
			'description'         => wc_double_html_response( wc_format_content( wp_kses_post( $product->get_description() ) ) ),
			'on_sale'             => $product->is_on_sale(),
			'prices'              => (object) $this->prices( $product ),
			'price_html'          => wc_double_html_response( $product->get_price_html() ),
			'average_rating'      => (string) $product->get_average_rating(),
			'review_count'        => $product->get_review_count(),
			'images'              => $this->images( $product ),
			'categories'          => $this->term_list( $product, 'product_cat' ),
			'tags'                => $this->term_list( $product, 'product_tag' ),
			'brands'              => $this->term_list( $product, 'product_brand' ),
			'attributes'          => $this->attributes( $product ),
			'variations'          => $this->variations( $product ),
			'grouped_products'    => $product->is_type( 'grouped' ) ? array_map( static fn( $child ) => $child->get_id(), $this->visible_grouped_children( $product ) ) : array(),
			'has_options'         => method_exists( $product, 'has_options' ) ? $product->has_options() : (bool) apply_filters( 'woocommerce_product_has_options', $product->is_type( 'variable' ), $product ),
			'is_purchasable'      => $product->is_purchasable(),
			'is_in_stock'         => $product->is_in_stock(),
			'is_on_backorder'     => 'onbackorder' === $product->get_stock_status(),
			'low_stock_remaining' => $this->low_stock_remaining( $product ),
			'stock_availability'  => (object) array(
				'text'  => $availability['availability'] ?? '',
				'class' => $availability['class'] ?? '',
			),
			'sold_individually'   => $product->is_sold_individually(),
			'add_to_cart'         => (object) array_merge(
				array(
					'text'        => wc_double_html_response( $product->add_to_cart_text() ),
					'description' => wc_double_html_response( $product->add_to_cart_description() ),
					'url'         => wc_double_html_response( $product->add_to_cart_url() ),
					'single_text' => wc_double_html_response( $product->single_add_to_cart_text() ),
				),
				( new WC_Store_API_Quantity_Limits() )->get_add_to_cart_limits( $product )
			),
			'extensions'          => (object) array(),
		);
	}

	/**
	 * ProductSchema::prepare_product_price_response(): price, regular and sale price in minor
	 * units as displayed in the shop (woocommerce_tax_display_shop), the range, the currency.
	 * No raw_prices (those are the cart item's).
	 *
	 * @param WC_Product $product Product.
	 * @return array
	 */
	protected function prices( $product ) {
		$function = 'incl' === get_option( 'woocommerce_tax_display_shop' ) ? 'wc_get_price_including_tax' : 'wc_get_price_excluding_tax';
		if ( $product->is_type( 'variable' ) ) {
			$regular = $product->get_variation_regular_price();
			$sale    = $product->get_variation_sale_price();
		} else {
			$regular = $product->get_regular_price();
			$sale    = $product->get_sale_price();
		}
		$decimals = wc_get_price_decimals();
		$range    = null;
		if ( $product->is_type( 'variable' ) ) {
			$prices = $product->get_variation_prices( true );
			if ( ! empty( $prices['price'] ) && min( $prices['price'] ) !== max( $prices['price'] ) ) {
				$range = (object) array(
					'min_amount' => WC_Store_API_Schema::money( min( $prices['price'] ), $decimals ),
					'max_amount' => WC_Store_API_Schema::money( max( $prices['price'] ), $decimals ),
				);
			}
		} elseif ( $product->is_type( 'grouped' ) ) {
			$child_prices = array();
			foreach ( $this->visible_grouped_children( $product ) as $child ) {
				if ( '' !== $child->get_price() ) {
					$child_prices[] = $function( $child );
				}
			}
			if ( $child_prices ) {
				$range = (object) array(
					'min_amount' => WC_Store_API_Schema::money( min( $child_prices ), $decimals ),
					'max_amount' => WC_Store_API_Schema::money( max( $child_prices ), $decimals ),
				);
			}
		}
		return array_merge(
			array(
				'price'         => WC_Store_API_Schema::money( $function( $product ), $decimals ),
				'regular_price' => WC_Store_API_Schema::money( $function( $product, array( 'price' => $regular ) ), $decimals ),
				'sale_price'    => WC_Store_API_Schema::money( $function( $product, array( 'price' => $sale ) ), $decimals ),
				'price_range'   => $range,
			),
			WC_Store_API_Schema::currency()
		);
	}

	/**
	 * WC_Product_Grouped::get_visible_children(): published children (in stock when the shop
	 * hides the others).
	 *
	 * @param WC_Product $product Grouped product.
	 * @return WC_Product[]
	 */
	protected function visible_grouped_children( $product ) {
		$children = array();
		foreach ( $product->get_children() as $child_id ) {
			$child = wc_get_product( $child_id );
			if ( $child && 'publish' === $child->get_status() && ( 'yes' !== get_option( 'woocommerce_hide_out_of_stock_items' ) || $child->is_in_stock() ) ) {
				$children[] = $child;
			}
		}
		return $children;
	}

	/**
	 * ProductSchema::get_images() through ImageAttachmentSchema: the main image then the gallery,
	 * attachments that no longer exist left out.
	 *
	 * @param WC_Product $product Product.
	 * @return array
	 */
	protected function images( $product ) {
		$images = array();
		foreach ( array_merge( array( $product->get_image_id() ), $product->get_gallery_image_ids() ) as $id ) {
			$full = $id ? wp_get_attachment_image_src( (int) $id, 'full' ) : false;
			if ( ! is_array( $full ) ) {
				continue;
			}
			$thumbnail = wp_get_attachment_image_src( (int) $id, 'woocommerce_thumbnail' );
			$images[]  = (object) array(
				'id'        => (int) $id,
				'src'       => current( $full ),
				'thumbnail' => is_array( $thumbnail ) ? current( $thumbnail ) : false,
				'srcset'    => (string) wp_get_attachment_image_srcset( (int) $id, 'full' ),
				'sizes'     => (string) wp_get_attachment_image_sizes( (int) $id, 'full' ),
				'name'      => get_the_title( (int) $id ),
				'alt'       => get_post_meta( (int) $id, '_wp_attachment_image_alt', true ),
			);
		}
		return $images;
	}

	/**
	 * ProductSchema::get_term_list(): `{id, name, slug, link}`, the default category left out.
	 *
	 * @param WC_Product $product  Product.
	 * @param string     $taxonomy Taxonomy.
	 * @return array
	 */
	protected function term_list( $product, $taxonomy ) {
		$terms = taxonomy_exists( $taxonomy ) ? get_the_terms( $product->get_id(), $taxonomy ) : false;
		if ( ! $terms || is_wp_error( $terms ) ) {
			return array();
		}
		$default = (int) get_option( 'default_product_cat', 0 );
		$list    = array();
		foreach ( $terms as $term ) {
			$link = get_term_link( $term, $taxonomy );
			if ( is_wp_error( $link ) || $term->term_id === $default ) {
				continue;
			}
			$list[] = (object) array(
				'id'   => $term->term_id,
				'name' => $term->name,
				'slug' => $term->slug,
				'link' => $link,
			);
		}
		return $list;
	}

	/**
	 * ProductSchema::get_attributes(): visible or variation attributes with their terms
	 * (`default` marks the product's default choice).
	 *
	 * @param WC_Product $product Product.
	 * @return array
	 */
	protected function attributes( $product ) {
		$defaults = method_exists( $product, 'get_default_attributes' ) ? (array) $product->get_default_attributes() : array();
		$list     = array();
		foreach ( (array) $product->get_attributes() as $attribute ) {
			if ( ! $attribute instanceof WC_Product_Attribute || ( ! $attribute->get_visible() && ! $attribute->get_variation() ) ) {
				continue;
			}
			$terms = array();
			if ( $attribute->is_taxonomy() ) {
				foreach ( (array) $attribute->get_terms() as $term ) {
					$terms[] = (object) array(
						'id'   => (int) $term->term_id,
						'name' => $term->name,
						'slug' => $term->slug,
					);
				}
			} else {
				foreach ( $attribute->get_options() as $option ) {
					$terms[] = (object) array(
						'id'   => 0,
						'name' => $option,
						'slug' => $option,
					);
				}
			}
			$key = sanitize_key( $attribute->get_name() );
			if ( array_key_exists( $key, $defaults ) ) {
				foreach ( $terms as $term ) {
					$term->default = $term->slug === $defaults[ $key ];
				}
			}
			$list[] = (object) array(
				'id'             => $attribute->get_id(),
				'name'           => wc_attribute_label( $attribute->get_name(), $product ),
				'taxonomy'       => $attribute->is_taxonomy() ? $attribute->get_name() : null,
				'has_variations' => true === (bool) $attribute->get_variation(),
				'terms'          => $terms,
			);
		}
		return $list;
	}

	/**
	 * ProductSchema::get_variations(): each visible variation's id and its attribute values
	 * (`null` for "any").
	 *
	 * @param WC_Product $product Product.
	 * @return array
	 */
	protected function variations( $product ) {
		$ids = $product->is_type( 'variable' ) ? $product->get_visible_children() : array();
		if ( ! $ids ) {
			return array();
		}
		$defaults = array();
		foreach ( (array) $product->get_attributes() as $attribute ) {
			if ( $attribute instanceof WC_Product_Attribute && $attribute->get_variation() ) {
				$defaults[ 'attribute_' . sanitize_title( $attribute->get_name() ) ] = array(
					'name'  => wc_attribute_label( $attribute->get_name(), $product ),
					'value' => null,
				);
			}
		}
		$variations = array();
		foreach ( $ids as $id ) {
			$data = $defaults;
			foreach ( array_keys( $defaults ) as $meta_key ) {
				$value = get_post_meta( $id, $meta_key, true );
				if ( '' !== $value && false !== $value ) {
					$data[ $meta_key ]['value'] = $value;
				}
			}
			$variations[] = (object) array(
				'id'         => (int) $id,
				'attributes' => array_values( $data ),
			);
		}
		return $variations;
	}

	/**
	 * wc_get_formatted_variation( $variation, true, true, false ): "Color: Red, Size: M".
	 *
	 * @param WC_Product $variation Variation.
	 * @return string
	 */
	protected function formatted_variation( $variation ) {
		$parts = array();
		foreach ( (array) $variation->get_attributes() as $name => $value ) {
			$taxonomy = wc_attribute_taxonomy_name( str_replace( 'pa_', '', $name ) );
			if ( taxonomy_exists( $taxonomy ) ) {
				$term  = get_term_by( 'slug', $value, $taxonomy );
				$value = $term && ! is_wp_error( $term ) ? $term->name : $value;
			}
			if ( '' === (string) $value ) {
				continue;
			}
			$parts[] = rawurldecode( wc_attribute_label( $name, $variation ) ) . ': ' . rawurldecode( (string) $value );
		}
		return implode( ', ', $parts );
	}

	/**
	 * ProductSchema::get_low_stock_remaining(): the stock left when at or under the low-stock
	 * threshold (null when stock is not counted or the shop hides amounts).
	 *
	 * @param WC_Product $product Product.
	 * @return int|null
	 */
	protected function low_stock_remaining( $product ) {
		$remaining = $product->get_stock_quantity();
		if ( 'no_amount' === get_option( 'woocommerce_stock_format' ) || null === $remaining ) {
			return null;
		}
		return $remaining <= wc_get_low_stock_amount( $product ) ? max( (int) $remaining, 0 ) : null;
	}
}
