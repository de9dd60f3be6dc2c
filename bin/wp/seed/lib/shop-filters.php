<?php
/**
 * The shop's filters in a block theme: the product catalogue template with a sidebar of
 * WooCommerce's own widgets (filter by colour, product categories, both with counts).
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

/**
 * A classic widget as a Legacy Widget block, its settings signed as the block editor signs
 * them (core/legacy-widget renders only an instance whose hash matches).
 *
 * @param string              $id_base  The widget's id base.
 * @param array<string,mixed> $instance Its settings.
 */
function boudoir_demo_legacy_widget( string $id_base, array $instance ): string {
	$serialized = serialize( $instance ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- the Legacy Widget block's own format.
	return '<!-- wp:legacy-widget ' . serialize_block_attributes(
		array(
			'idBase'   => $id_base,
			'instance' => array(
				'encoded' => base64_encode( $serialized ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the Legacy Widget block's own format.
				'hash'    => wp_hash( $serialized ),
				'raw'     => $instance,
			),
		)
	) . " /-->\n";
}

/**
 * Seeds the active block theme's product catalogue template (the shop), as the Site
 * Editor stores a customised one: WooCommerce's template with the grid beside a sidebar
 * of filters with counts. Classic themes show the same widgets from the shop page's content.
 */
function boudoir_demo_seed_shop_filters(): void {
	if ( ! boudoir_demo_has_shop() || ! wp_is_block_theme() ) {
		return;
	}
	// Each widget under a heading block of the theme's smaller size (a widget's own title
	// would be an h2 of the page's size), in a group the filter's name labels.
	$filter  = static function ( string $title, string $id_base, array $instance ): string {
		return '<!-- wp:group {"tagName":"section","className":"boudoir-shop-filter"} -->' . "\n"
			. '<section class="wp-block-group boudoir-shop-filter">'
			. '<!-- wp:heading {"fontSize":"medium"} -->' . "\n"
			. '<h2 class="wp-block-heading has-medium-font-size">' . esc_html( $title ) . '</h2>' . "\n"
			. '<!-- /wp:heading -->' . "\n"
			. boudoir_demo_legacy_widget( $id_base, array( 'title' => '' ) + $instance )
			. '</section>' . "\n"
			. '<!-- /wp:group -->' . "\n";
	};
	$sidebar = $filter(
		'Filter by colour',
		'woocommerce_layered_nav',
		array(
			'attribute'    => 'color',
			'query_type'   => 'and',
			'display_type' => 'list',
		)
	) . $filter(
		'Product categories',
		'woocommerce_product_categories',
		array(
			'count'        => 1,
			'hierarchical' => 1,
			'hide_empty'   => 0,
			'orderby'      => 'name',
		)
	);
	$content = '<!-- wp:template-part {"slug":"header"} /-->

<!-- wp:group {"tagName":"main","layout":{"inherit":true,"type":"constrained"}} -->
<main class="wp-block-group">
	<!-- wp:woocommerce/breadcrumbs /-->

	<!-- wp:query-title {"type":"archive","showPrefix":false,"align":"wide"} /-->

	<!-- wp:term-description {"align":"wide"} /-->

	<!-- wp:woocommerce/store-notices /-->

	<!-- wp:columns {"align":"wide","className":"boudoir-shop-columns"} -->
	<div class="wp-block-columns alignwide boudoir-shop-columns">
	<!-- wp:column {"width":"25%","tagName":"aside","className":"boudoir-shop-filters"} -->
	<aside class="wp-block-column boudoir-shop-filters" style="flex-basis:25%">
	' . $sidebar . '	</aside>
	<!-- /wp:column -->

	<!-- wp:column {"width":"75%"} -->
	<div class="wp-block-column" style="flex-basis:75%">
	<!-- wp:group {"layout":{"type":"flex","flexWrap":"nowrap","justifyContent":"space-between"}} -->
	<div class="wp-block-group">
		<!-- wp:woocommerce/product-results-count /-->
		<!-- wp:boudoir/grid-list {"style":{"spacing":{"margin":{"left":"auto"}}}} /-->
		<!-- wp:woocommerce/catalog-sorting /-->
	</div>
	<!-- /wp:group -->
	<!-- wp:woocommerce/product-collection {"queryId":0,"query":{"woocommerceAttributes":[],"woocommerceStockStatus":["instock","outofstock","onbackorder"],"taxQuery":{},"isProductCollectionBlock":true,"perPage":10,"pages":0,"offset":0,"postType":"product","order":"asc","orderBy":"title","author":"","search":"","exclude":[],"sticky":"","inherit":true},"tagName":"div","displayLayout":{"type":"flex","columns":3,"shrinkColumns":true},"convertedFromProducts":false,"queryContextIncludes":["collection"]} -->
	<div class="wp-block-woocommerce-product-collection">
		<!-- wp:woocommerce/product-template -->
			<!-- wp:woocommerce/product-image {"imageSizing":"thumbnail","isDescendentOfQueryLoop":true} /-->
			<!-- wp:post-title {"textAlign":"center","level":3,"isLink":true,"fontSize":"medium","__woocommerceNamespace":"woocommerce/product-collection/product-title"} /-->
			<!-- wp:woocommerce/product-price {"textAlign":"center","isDescendentOfQueryLoop":true,"fontSize":"small","style":{"spacing":{"margin":{"bottom":"1rem"}}}} /-->
			<!-- wp:woocommerce/product-button {"textAlign":"center","isDescendentOfQueryLoop":true,"fontSize":"small","style":{"spacing":{"margin":{"bottom":"1rem"}}}} /-->
		<!-- /wp:woocommerce/product-template -->

		<!-- wp:query-pagination {"layout":{"type":"flex","justifyContent":"center"}} -->
			<!-- wp:query-pagination-previous /-->
			<!-- wp:query-pagination-numbers /-->
			<!-- wp:query-pagination-next /-->
		<!-- /wp:query-pagination -->

		<!-- wp:woocommerce/product-collection-no-results -->
			<!-- wp:group {"layout":{"type":"flex","orientation":"vertical","justifyContent":"center","flexWrap":"wrap"}} -->
			<div class="wp-block-group">
				<!-- wp:pattern {"slug":"woocommerce/no-products-found-clear-filters"} /-->
			</div>
			<!-- /wp:group -->
		<!-- /wp:woocommerce/product-collection-no-results --></div>
	<!-- /wp:woocommerce/product-collection -->
	</div>
	<!-- /wp:column -->
	</div>
	<!-- /wp:columns -->
</main>
<!-- /wp:group -->

<!-- wp:template-part {"slug":"footer"} /-->
';
	// The product category archive too: real WooCommerce shows a customised catalogue on the
	// product taxonomies' archives (its product-archive fallback), the double its own file.
	$templates = array(
		'archive-product'      => array( 'Product Catalog', 'Displays your products.' ),
		'taxonomy-product_cat' => array( 'Products by Category', 'Displays products filtered by a category.' ),
	);
	foreach ( $templates as $slug => $labels ) {
		boudoir_demo_theme_post(
			'wp_template',
			$slug,
			array(
				'post_title'   => $labels[0],
				'post_excerpt' => $labels[1],
				'post_content' => $content,
			)
		);
	}
}
