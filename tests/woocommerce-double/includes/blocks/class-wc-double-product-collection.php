<?php
/**
 * Test infrastructure (WooCommerce double): the Product Collection block, its Product Template
 * and No Results blocks, and the query they share.
 *
 * WooCommerce: src/Blocks/BlockTypes/ProductCollection.php (+ ProductCollection/QueryBuilder.php,
 * HandlerRegistry.php, Renderer.php, NoResults.php) and src/Blocks/BlockTypes/ProductTemplate.php.
 * A collection that inherits the query (`query.inherit`, the shop and product taxonomy
 * templates) shows the main query, as core's Query Loop does; others build their own product
 * query from the block's `query` attribute (the Related Products collection: products related
 * to the viewed product by category or tag).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Product Collection.
 */
class WC_Double_Product_Collection {

	/**
	 * The query of a collection's inner block (WooCommerce: ProductCollection\Utils::prepare_and_execute_query();
	 * ProductTemplate::render() in 9.x: `clone $wp_query` when inheriting, else build_query_vars_from_query_block()
	 * filtered by ProductCollection::build_frontend_query() through `query_loop_block_query_vars`).
	 *
	 * @param WP_Block $block A block inside the collection (it has the `query` context).
	 * @return WP_Query
	 */
	public static function prepare_and_execute_query( $block ) {
		$query_context = isset( $block->context['query'] ) && is_array( $block->context['query'] ) ? $block->context['query'] : array();
		if ( ! empty( $query_context['inherit'] ) ) {
			global $wp_query;
			return clone $wp_query;
		}
		$page_key = isset( $block->context['queryId'] ) ? 'query-' . $block->context['queryId'] . '-page' : 'query-page';
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a page number, as core's Query Loop reads it.
		$page = empty( $_GET[ $page_key ] ) ? 1 : (int) $_GET[ $page_key ];
		add_filter( 'query_loop_block_query_vars', array( __CLASS__, 'build_frontend_query' ), 10, 2 );
		$args = build_query_vars_from_query_block( $block, $page );
		remove_filter( 'query_loop_block_query_vars', array( __CLASS__, 'build_frontend_query' ), 10 );
		return new WP_Query( $args );
	}

	/**
	 * A product collection's query vars (WooCommerce: ProductCollection\QueryBuilder::get_final_frontend_query(),
	 * the stock status and catalog visibility queries, and HandlerRegistry's Related Products handler).
	 *
	 * @param array    $query Query vars from core.
	 * @param WP_Block $block Block.
	 * @return array
	 */
	public static function build_frontend_query( $query, $block ) {
		$query_context = isset( $block->context['query'] ) && is_array( $block->context['query'] ) ? $block->context['query'] : array();
		if ( empty( $query_context['isProductCollectionBlock'] ) ) {
			return $query;
		}
		$query['post_type']   = 'product';
		$query['post_status'] = 'publish';
		$query['tax_query']   = isset( $query['tax_query'] ) && is_array( $query['tax_query'] ) ? $query['tax_query'] : array(); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
		// Catalog visibility (WooCommerce: QueryBuilder::get_product_visibility_query()).
		$hidden = array( 'exclude-from-catalog' );
		if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
			$hidden[] = 'outofstock';
		}
		$query['tax_query'][] = array(
			'taxonomy' => 'product_visibility',
			'field'    => 'slug',
			'terms'    => $hidden,
			'operator' => 'NOT IN',
		);
		// Stock statuses (WooCommerce: QueryBuilder::get_stock_status_query()): only when some are left out.
		$statuses = isset( $query_context['woocommerceStockStatus'] ) ? (array) $query_context['woocommerceStockStatus'] : array();
		if ( $statuses && array_diff( array( 'instock', 'outofstock', 'onbackorder' ), $statuses ) ) {
			$query['meta_query']   = isset( $query['meta_query'] ) && is_array( $query['meta_query'] ) ? $query['meta_query'] : array(); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
			$query['meta_query'][] = array(
				'key'     => '_stock_status',
				'value'   => $statuses,
				'compare' => 'IN',
			);
		}
		// The Related Products collection (WooCommerce: ProductCollection\HandlerRegistry::register_core_collections(),
		// 'woocommerce/product-collection/related'): all of the viewed product's related products
		// (limit 100, related by the block's `relatedBy`), then the block's own order and page size.
		$collection = isset( $block->context['collection'] ) ? $block->context['collection'] : '';
		if ( 'woocommerce/product-collection/related' === $collection ) {
			$product_id  = is_singular( 'product' ) ? get_queried_object_id() : (int) ( $block->context['postId'] ?? 0 );
			$related_by  = isset( $query_context['relatedBy'] ) && is_array( $query_context['relatedBy'] ) ? $query_context['relatedBy'] : array(
				'categories' => true,
				'tags'       => true,
			);
			$by_category = static function () use ( $related_by ) {
				return ! empty( $related_by['categories'] );
			};
			$by_tag      = static function () use ( $related_by ) {
				return ! empty( $related_by['tags'] );
			};
			add_filter( 'woocommerce_product_related_posts_relate_by_category', $by_category, PHP_INT_MAX );
			add_filter( 'woocommerce_product_related_posts_relate_by_tag', $by_tag, PHP_INT_MAX );
			$related = $product_id ? wc_get_related_products( $product_id, 100 ) : array();
			remove_filter( 'woocommerce_product_related_posts_relate_by_category', $by_category, PHP_INT_MAX );
			remove_filter( 'woocommerce_product_related_posts_relate_by_tag', $by_tag, PHP_INT_MAX );
			$query['post__in'] = $related ? $related : array( -1 );
		}
		return $query;
	}

	/**
	 * WooCommerce: ProductCollection\Renderer::handle_rendering(): the block's saved wrapper with its
	 * inner blocks, or nothing when neither the product template nor the No Results block printed.
	 *
	 * @param array    $attributes Attributes.
	 * @param string   $content    Rendered inner blocks.
	 * @param WP_Block $block      Block.
	 * @return string
	 */
	public static function render_collection( $attributes, $content, $block ) {
		$has_results = false;
		$has_no_res  = false;
		foreach ( $block->inner_blocks as $inner ) {
			if ( 'woocommerce/product-template' === $inner->name ) {
				$has_results = $has_results || self::prepare_and_execute_query( $inner )->have_posts();
			}
			if ( 'woocommerce/product-collection-no-results' === $inner->name ) {
				$has_no_res = $has_no_res || '' !== trim( implode( '', array_filter( $inner->parsed_block['innerContent'], 'is_string' ) ) ) || ! empty( $inner->parsed_block['innerBlocks'] );
			}
		}
		if ( ! $has_results && ! $has_no_res ) {
			return '';
		}
		return (string) $content;
	}

	/**
	 * WooCommerce: src/Blocks/BlockTypes/ProductTemplate.php, ProductTemplate::render(): one
	 * `li.wc-block-product` per product, its inner blocks rendered as a `core/null` block with
	 * the `postType` / `postId` context (as core/post-template), in
	 * `ul.wc-block-product-template`.
	 *
	 * @param array    $attributes Attributes.
	 * @param string   $content    Content.
	 * @param WP_Block $block      Block.
	 * @return string
	 */
	public static function render_template( $attributes, $content, $block ) {
		$query = self::prepare_and_execute_query( $block );
		if ( ! $query->have_posts() ) {
			return '';
		}
		$classnames = '';
		$layout     = isset( $block->context['displayLayout'] ) && is_array( $block->context['displayLayout'] ) ? $block->context['displayLayout'] : array();
		if ( $layout && isset( $block->context['query'] ) ) {
			$type       = isset( $layout['type'] ) ? (string) $layout['type'] : 'flex';
			$columns    = isset( $layout['columns'] ) ? (int) $layout['columns'] : 3;
			$classnames = 'is-product-collection-layout-' . $type . ' ';
			if ( 'flex' === $type ) {
				$classnames = ! empty( $layout['shrinkColumns'] ) ? "wc-block-product-template__responsive columns-{$columns}" : "is-flex-container columns-{$columns}";
			}
		}
		$classnames .= ' wc-block-product-template';
		$items       = '';
		while ( $query->have_posts() ) {
			$query->the_post();
			$block_instance              = $block->parsed_block;
			$block_instance['blockName'] = 'core/null';
			$block_content               = ( new WP_Block(
				$block_instance,
				array(
					'postType' => get_post_type(),
					'postId'   => get_the_ID(),
				)
			) )->render( array( 'dynamic' => false ) );
			$items                      .= sprintf(
				'<li class="%1$s" data-wc-key="product-item-%2$d">%3$s</li>',
				esc_attr( implode( ' ', get_post_class( 'wc-block-product' ) ) ),
				get_the_ID(),
				$block_content
			);
		}
		wp_reset_postdata();
		return sprintf( '<ul %1$s>%2$s</ul>', get_block_wrapper_attributes( array( 'class' => trim( $classnames ) ) ), $items );
	}

	/**
	 * WooCommerce: src/Blocks/BlockTypes/ProductCollection/NoResults.php, NoResults::render(): its
	 * content when the collection's query has no products, with the "clearing any filters" and
	 * "store's home" links set.
	 *
	 * @param array    $attributes Attributes.
	 * @param string   $content    Content.
	 * @param WP_Block $block      Block.
	 * @return string
	 */
	public static function render_no_results( $attributes, $content, $block ) {
		$content = trim( (string) $content );
		if ( '' === $content || self::prepare_and_execute_query( $block )->post_count > 0 ) {
			return '';
		}
		$processor = new WP_HTML_Tag_Processor( $content );
		if ( $processor->next_tag(
			array(
				'tag_name'   => 'a',
				'class_name' => 'wc-link-clear-any-filters',
			)
		) ) {
			$processor->set_attribute( 'href', self::current_url_without_filters() );
		}
		if ( $processor->next_tag(
			array(
				'tag_name'   => 'a',
				'class_name' => 'wc-link-stores-home',
			)
		) ) {
			$processor->set_attribute( 'href', home_url() );
		}
		return sprintf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes(), $processor->get_updated_html() );
	}

	/**
	 * WooCommerce: NoResults::get_current_url_without_filters().
	 *
	 * @return string
	 */
	private static function current_url_without_filters() {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- sanitized below, as WooCommerce does.
		$request_uri = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		$parts       = wp_parse_url( home_url( $request_uri ) );
		parse_str( isset( $parts['query'] ) ? $parts['query'] : '', $params );
		foreach ( array_keys( $params ) as $key ) {
			foreach ( array( 'min_price', 'max_price', 'rating_filter', 'filter_', 'query_type_' ) as $prefix ) {
				if ( str_starts_with( (string) $key, $prefix ) ) {
					unset( $params[ $key ] );
					break;
				}
			}
		}
		$url = ( isset( $parts['scheme'] ) ? $parts['scheme'] : 'http' ) . '://' . ( isset( $parts['host'] ) ? $parts['host'] : '' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ) . ( isset( $parts['path'] ) ? $parts['path'] : '' );
		$qs  = http_build_query( $params );
		return $qs ? $url . '?' . $qs : $url;
	}
}
