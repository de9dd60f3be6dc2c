<?php
/**
 * Test infrastructure (WooCommerce double): the WooCommerce blocks its blockified templates
 * use, registered server-side with WooCommerce's names, context and markup.
 *
 * WooCommerce registers these from src/Blocks/BlockTypes/*.php (AbstractBlock::register_block_type()
 * with the block.json metadata of assets/js/blocks/…); each render below cites the class it
 * follows. The double prints WooCommerce's server markup and classes but none of the
 * Interactivity API directives or script modules (no front-end script beyond the double's
 * classic jQuery ones): the product button's `add_to_cart_button ajax_add_to_cart` is handled by
 * the classic add-to-cart script, so the button has no `wc-interactive` class (which that
 * script skips) and no hidden "View cart" link.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Block types.
 */
class WC_Double_Block_Types {

	/** The context a product element reads (WooCommerce: AbstractBlock::get_block_type_uses_context() overrides). */
	const PRODUCT_CONTEXT = array( 'query', 'queryId', 'postId' );

	/** Hooks in. */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'register_style' ), 9 );
		add_action( 'init', array( __CLASS__, 'register_blocks' ) );
		add_action( 'init', array( __CLASS__, 'register_patterns' ) );
	}

	/**
	 * The blocks' layout styles, enqueued when one of them renders (WooCommerce's `wc-blocks-style`).
	 */
	public static function register_style() {
		wp_register_style( 'wc-blocks-style', plugins_url( 'assets/css/blocks.css', WC_PLUGIN_FILE ), array(), WC_VERSION );
	}

	/**
	 * Registers the blocks (WooCommerce: src/Blocks/BlockTypesController.php, BlockTypesController::register_blocks()).
	 */
	public static function register_blocks() {
		$typography = array(
			'fontSize'   => true,
			'lineHeight' => true,
		);
		$blocks     = array(
			// WooCommerce: src/Blocks/BlockTypes/ProductCollection.php (block.json: assets/js/blocks/product-collection/block.json).
			'woocommerce/product-collection'            => array(
				'render_callback'  => array( 'WC_Double_Product_Collection', 'render_collection' ),
				'uses_context'     => array( 'templateSlug', 'postId' ),
				'provides_context' => array(
					'queryId'              => 'queryId',
					'query'                => 'query',
					'displayLayout'        => 'displayLayout',
					'dimensions'           => 'dimensions',
					'queryContextIncludes' => 'queryContextIncludes',
					'collection'           => 'collection',
					'__privateProductCollectionPreviewState' => '__privateProductCollectionPreviewState',
				),
				'attributes'       => array(
					'queryId'              => array( 'type' => 'number' ),
					'query'                => array( 'type' => 'object' ),
					'tagName'              => array(
						'type'    => 'string',
						'default' => 'div',
					),
					'displayLayout'        => array( 'type' => 'object' ),
					'dimensions'           => array( 'type' => 'object' ),
					'queryContextIncludes' => array( 'type' => 'array' ),
					'collection'           => array( 'type' => 'string' ),
					'__privateProductCollectionPreviewState' => array( 'type' => 'object' ),
				),
				'supports'         => array(
					'align'  => array( 'wide', 'full' ),
					'anchor' => true,
					'html'   => false,
				),
			),
			// WooCommerce: src/Blocks/BlockTypes/ProductTemplate.php.
			'woocommerce/product-template'              => array(
				'render_callback'   => array( 'WC_Double_Product_Collection', 'render_template' ),
				'uses_context'      => array( 'queryId', 'query', 'queryContext', 'displayLayout', 'dimensions', 'templateSlug', 'postId', 'queryContextIncludes', 'collection', '__privateProductCollectionPreviewState' ),
				'skip_inner_blocks' => true,
				'supports'          => array(
					'reusable' => false,
					'html'     => false,
					'align'    => array( 'wide', 'full' ),
				),
			),
			// WooCommerce: src/Blocks/BlockTypes/ProductCollection/NoResults.php.
			'woocommerce/product-collection-no-results' => array(
				'render_callback' => array( 'WC_Double_Product_Collection', 'render_no_results' ),
				'uses_context'    => array( 'queryId', 'query' ),
				'supports'        => array(
					'align' => true,
					'html'  => false,
				),
			),
			// WooCommerce: src/Blocks/BlockTypes/ProductImage.php.
			'woocommerce/product-image'                 => array(
				'render_callback' => array( __CLASS__, 'render_product_image' ),
				'uses_context'    => self::PRODUCT_CONTEXT,
				'supports'        => array( 'html' => false ),
			),
			// WooCommerce: src/Blocks/BlockTypes/ProductSaleBadge.php.
			'woocommerce/product-sale-badge'            => array(
				'render_callback' => array( __CLASS__, 'render_product_sale_badge' ),
				'uses_context'    => self::PRODUCT_CONTEXT,
				'supports'        => array( 'html' => false ),
			),
			// WooCommerce: src/Blocks/BlockTypes/ProductPrice.php.
			'woocommerce/product-price'                 => array(
				'render_callback' => array( __CLASS__, 'render_product_price' ),
				'uses_context'    => self::PRODUCT_CONTEXT,
				'supports'        => array(
					'html'       => false,
					'typography' => $typography,
					'spacing'    => array( 'margin' => true ),
				),
			),
			// WooCommerce: src/Blocks/BlockTypes/ProductButton.php.
			'woocommerce/product-button'                => array(
				'render_callback' => array( __CLASS__, 'render_product_button' ),
				'uses_context'    => self::PRODUCT_CONTEXT,
				'supports'        => array(
					'html'       => false,
					'typography' => $typography,
					'spacing'    => array( 'margin' => true ),
				),
			),
			// WooCommerce: src/Blocks/BlockTypes/ProductRating.php.
			'woocommerce/product-rating'                => array(
				'render_callback' => array( __CLASS__, 'render_product_rating' ),
				'uses_context'    => self::PRODUCT_CONTEXT,
				'supports'        => array( 'html' => false ),
			),
			// WooCommerce: src/Blocks/BlockTypes/ProductSKU.php.
			'woocommerce/product-sku'                   => array(
				'render_callback' => array( __CLASS__, 'render_product_sku' ),
				'uses_context'    => self::PRODUCT_CONTEXT,
				'supports'        => array( 'html' => false ),
			),
			// WooCommerce: src/Blocks/BlockTypes/ProductMeta.php (a static wrapper with inner blocks).
			'woocommerce/product-meta'                  => array(
				'render_callback' => array( __CLASS__, 'render_inner_content' ),
				'uses_context'    => array( 'postId', 'postType', 'queryId' ),
				'supports'        => array( 'html' => false ),
			),
			// WooCommerce: src/Blocks/BlockTypes/AddToCartForm.php.
			'woocommerce/add-to-cart-form'              => array(
				'render_callback' => array( __CLASS__, 'render_add_to_cart_form' ),
				'uses_context'    => array( 'postId' ),
				'supports'        => array( 'html' => false ),
			),
			// WooCommerce: src/Blocks/BlockTypes/ProductImageGallery.php.
			'woocommerce/product-image-gallery'         => array(
				'render_callback' => array( __CLASS__, 'render_product_image_gallery' ),
				'uses_context'    => array( 'postId', 'postType', 'queryId' ),
				'supports'        => array(
					'html'  => false,
					'align' => true,
				),
			),
			// WooCommerce: src/Blocks/BlockTypes/ProductDetails.php.
			'woocommerce/product-details'               => array(
				'render_callback' => array( __CLASS__, 'render_product_details' ),
				'uses_context'    => array( 'postId', 'postType' ),
				'supports'        => array(
					'html'  => false,
					'align' => true,
				),
			),
			// WooCommerce: src/Blocks/BlockTypes/Breadcrumbs.php.
			'woocommerce/breadcrumbs'                   => array(
				'render_callback' => array( __CLASS__, 'render_breadcrumbs' ),
				'supports'        => array(
					'html'  => false,
					'align' => array( 'wide', 'full' ),
				),
			),
			// WooCommerce: src/Blocks/BlockTypes/StoreNotices.php.
			'woocommerce/store-notices'                 => array(
				'render_callback' => array( __CLASS__, 'render_store_notices' ),
				'supports'        => array(
					'html'     => false,
					'multiple' => false,
					'align'    => array( 'wide', 'full' ),
				),
			),
			// WooCommerce: src/Blocks/BlockTypes/ProductResultsCount.php.
			'woocommerce/product-results-count'         => array(
				'render_callback' => array( __CLASS__, 'render_product_results_count' ),
				'uses_context'    => array( 'query' ),
				'supports'        => array( 'html' => false ),
			),
			// WooCommerce: src/Blocks/BlockTypes/CatalogSorting.php.
			'woocommerce/catalog-sorting'               => array(
				'render_callback' => array( __CLASS__, 'render_catalog_sorting' ),
				'uses_context'    => array( 'query' ),
				'supports'        => array( 'html' => false ),
			),
		);
		$registry = WP_Block_Type_Registry::get_instance();
		foreach ( $blocks as $name => $args ) {
			if ( ! $registry->is_registered( $name ) ) {
				register_block_type(
					$name,
					$args + array(
						'api_version'   => 3,
						'style_handles' => array( 'wc-blocks-style' ),
					)
				);
			}
		}
	}

	/**
	 * The patterns the templates insert (WooCommerce: patterns/related-products.php,
	 * patterns/no-products-found-filters.php, patterns/no-products-found.php,
	 * patterns/product-search-form.php; registered by src/Blocks/BlockPatterns.php).
	 */
	public static function register_patterns() {
		$patterns = array(
			'woocommerce-blocks/related-products'         => array(
				'title'    => 'Related Products',
				'inserter' => false,
				'content'  => '<!-- wp:woocommerce/product-collection {"align":"wide","queryId":0,"query":{"perPage":5,"pages":1,"offset":0,"postType":"product","order":"asc","orderBy":"title","search":"","exclude":[],"inherit":false,"taxQuery":{},"isProductCollectionBlock":true,"featured":false,"woocommerceOnSale":false,"woocommerceStockStatus":["instock","onbackorder"],"woocommerceAttributes":[],"woocommerceHandPickedProducts":[],"filterable":false,"relatedBy":{"categories":true,"tags":true}},"tagName":"div","displayLayout":{"type":"flex","columns":5,"shrinkColumns":false},"dimensions":{"widthType":"fill"},"collection":"woocommerce/product-collection/related","hideControls":["inherit"],"queryContextIncludes":["collection"]} -->
<div class="wp-block-woocommerce-product-collection alignwide"><!-- wp:heading {"style":{"spacing":{"margin":{"top":"var:preset|spacing|30","bottom":"var:preset|spacing|30"}}}} -->
<h2 class="wp-block-heading" style="margin-top:var(--wp--preset--spacing--30);margin-bottom:var(--wp--preset--spacing--30)">' . esc_html__( 'Related products', 'woocommerce' ) . '</h2>
<!-- /wp:heading -->

<!-- wp:woocommerce/product-template -->
<!-- wp:woocommerce/product-image {"showSaleBadge":false,"imageSizing":"thumbnail","isDescendentOfQueryLoop":true} -->
<!-- wp:woocommerce/product-sale-badge {"isDescendentOfQueryLoop":true,"align":"right"} /-->
<!-- /wp:woocommerce/product-image -->
<!-- wp:post-title {"textAlign":"center","level":3,"isLink":true,"style":{"spacing":{"margin":{"bottom":"0.75rem","top":"0"}}},"fontSize":"medium","__woocommerceNamespace":"woocommerce/product-collection/product-title"} /-->
<!-- wp:woocommerce/product-price {"isDescendentOfQueryLoop":true,"textAlign":"center","fontSize":"small"} /-->
<!-- wp:woocommerce/product-button {"textAlign":"center","isDescendentOfQueryLoop":true,"fontSize":"small"} /-->
<!-- /wp:woocommerce/product-template --></div>
<!-- /wp:woocommerce/product-collection -->',
			),
			'woocommerce/no-products-found-clear-filters' => array(
				'title'    => 'No Products Found - Clear Filters',
				'inserter' => false,
				'content'  => '<!-- wp:paragraph {"fontSize":"medium"} -->
<p class="has-medium-font-size"><strong>' . esc_html_x( 'No results found', 'Message explaining that there are no products found', 'woocommerce' ) . '</strong></p>
<!-- /wp:paragraph -->
<!-- wp:paragraph -->
<p>' . esc_html_x( 'You can try', 'Used in sentence: You can try clearing any filters or head to our store\'s home.', 'woocommerce' ) . ' <a class="wc-link-clear-any-filters" href="#">' . esc_html_x( 'clearing any filters', 'Used in sentence: You can try clearing any filters or head to our store\'s home.', 'woocommerce' ) . '</a> ' . esc_html_x( 'or head to our', 'Used in sentence: You can try clearing any filters or head to our store\'s home.', 'woocommerce' ) . ' <a class="wc-link-stores-home" href="#">' . esc_html_x( 'store\'s home', 'Used in sentence: You can try clearing any filters or head to our store\'s home.', 'woocommerce' ) . '</a></p>
<!-- /wp:paragraph -->',
			),
			'woocommerce/no-products-found'               => array(
				'title'    => 'No Products Found',
				'inserter' => false,
				'content'  => '<!-- wp:paragraph -->
<p>' . esc_html__( 'No products were found matching your selection.', 'woocommerce' ) . '</p>
<!-- /wp:paragraph -->',
			),
			'woocommerce/product-search-form'             => array(
				'title'    => 'Product Search',
				'inserter' => false,
				'content'  => '<!-- wp:search {"label":"' . esc_attr__( 'Search', 'woocommerce' ) . '","showLabel":false,"placeholder":"' . esc_attr__( 'Search products…', 'woocommerce' ) . '","buttonText":"' . esc_attr__( 'Search', 'woocommerce' ) . '","query":{"post_type":"product"}} /-->',
			),
		);
		$registry = WP_Block_Patterns_Registry::get_instance();
		foreach ( $patterns as $name => $pattern ) {
			if ( ! $registry->is_registered( $name ) ) {
				register_block_pattern( $name, $pattern + array( 'categories' => array( 'woocommerce' ) ) );
			}
		}
	}

	/**
	 * The product a product element shows (its `postId` context).
	 *
	 * @param WP_Block $block Block.
	 * @return WC_Product|null
	 */
	private static function context_product( $block ) {
		$post_id = isset( $block->context['postId'] ) ? $block->context['postId'] : '';
		$product = $post_id ? wc_get_product( $post_id ) : null;
		return $product instanceof WC_Product ? $product : null;
	}

	/**
	 * A static block with inner blocks renders its saved content (WooCommerce: AbstractBlock::render()).
	 *
	 * @param array  $attributes Attributes.
	 * @param string $content    Content.
	 * @return string
	 */
	public static function render_inner_content( $attributes, $content ) {
		return (string) $content;
	}

	/**
	 * WooCommerce: src/Blocks/BlockTypes/ProductImage.php, ProductImage::render(), ::render_anchor(),
	 * ::render_image(), ::render_on_sale_badge().
	 *
	 * @param array    $attributes Attributes.
	 * @param string   $content    Inner blocks (a sale badge).
	 * @param WP_Block $block      Block.
	 * @return string
	 */
	public static function render_product_image( $attributes, $content, $block ) {
		$product = self::context_product( $block );
		if ( ! $product ) {
			return '';
		}
		$attributes = wp_parse_args(
			$attributes,
			array(
				'showProductLink' => true,
				'imageSizing'     => 'single',
				'scale'           => 'cover',
			)
		);
		$badge      = '';
		if ( $product->is_on_sale() && ! empty( $attributes['showSaleBadge'] ) ) {
			$badge = sprintf(
				'<div class="wc-block-components-product-sale-badge %1$s wc-block-grid__product-onsale"><span aria-hidden="true">%2$s</span><span class="screen-reader-text">%3$s</span></div>',
				isset( $attributes['saleBadgeAlign'] ) ? 'wc-block-components-product-sale-badge--align-' . esc_attr( $attributes['saleBadgeAlign'] ) : '',
				esc_html__( 'Sale', 'woocommerce' ),
				esc_html__( 'Product on sale', 'woocommerce' )
			);
		}
		$style = 'max-width:none;';
		foreach ( array( 'height', 'width' ) as $dimension ) {
			if ( ! empty( $attributes[ $dimension ] ) ) {
				$style .= sprintf( '%s:%s;', $dimension, $attributes[ $dimension ] );
			}
		}
		if ( ! empty( $attributes['scale'] ) ) {
			$style .= sprintf( 'object-fit:%s;', $attributes['scale'] );
		}
		$image_id = $product->get_image_id();
		$alt_text = $image_id ? (string) get_post_meta( $image_id, '_wp_attachment_image_alt', true ) : '';
		$image    = $product->get_image(
			'single' === $attributes['imageSizing'] ? 'woocommerce_single' : 'woocommerce_thumbnail',
			array(
				'alt'         => '' === $alt_text ? $product->get_title() : $alt_text,
				'data-testid' => 'product-image',
				'style'       => $style,
				'title'       => $image_id ? get_the_title( $image_id ) : '',
			)
		);
		$is_link  = (bool) $attributes['showProductLink'];
		$anchor   = sprintf(
			'<a %1$s style="%2$s">%3$s%4$s<div class="wc-block-components-product-image__inner-container">%5$s</div></a>',
			$is_link ? 'href="' . esc_url( $product->get_permalink() ) . '"' : 'href="#" onclick="return false;"',
			$is_link ? '' : 'pointer-events: none; cursor: default;',
			$badge,
			$image,
			$content
		);
		return sprintf(
			'<div %1$s>%2$s</div>',
			get_block_wrapper_attributes( array( 'class' => 'wc-block-components-product-image wc-block-grid__product-image' ) ),
			$anchor
		);
	}

	/**
	 * WooCommerce: src/Blocks/BlockTypes/ProductSaleBadge.php, ProductSaleBadge::render().
	 *
	 * @param array    $attributes Attributes.
	 * @param string   $content    Content.
	 * @param WP_Block $block      Block.
	 * @return string
	 */
	public static function render_product_sale_badge( $attributes, $content, $block ) {
		$product = self::context_product( $block );
		if ( ! $product || ! $product->is_on_sale() ) {
			return '';
		}
		$align = isset( $attributes['align'] ) ? ' wc-block-components-product-sale-badge--align-' . sanitize_html_class( $attributes['align'] ) : '';
		return sprintf(
			'<div %1$s><span class="wc-block-components-product-sale-badge__text" aria-hidden="true">%2$s</span><span class="screen-reader-text">%3$s</span></div>',
			get_block_wrapper_attributes( array( 'class' => 'wp-block-woocommerce-product-sale-badge wc-block-components-product-sale-badge' . $align ) ),
			esc_html__( 'Sale', 'woocommerce' ),
			esc_html__( 'Product on sale', 'woocommerce' )
		);
	}

	/**
	 * WooCommerce: src/Blocks/BlockTypes/ProductPrice.php, ProductPrice::render().
	 *
	 * @param array    $attributes Attributes.
	 * @param string   $content    Content.
	 * @param WP_Block $block      Block.
	 * @return string
	 */
	public static function render_product_price( $attributes, $content, $block ) {
		$product = self::context_product( $block );
		if ( ! $product ) {
			return '';
		}
		$align = isset( $attributes['textAlign'] ) ? 'has-text-align-' . sanitize_html_class( $attributes['textAlign'] ) : '';
		return sprintf(
			'<div %1$s><div class="wc-block-components-product-price wc-block-grid__product-price">%2$s</div></div>',
			get_block_wrapper_attributes( array( 'class' => $align ) ),
			$product->get_price_html()
		);
	}

	/**
	 * WooCommerce: src/Blocks/BlockTypes/ProductButton.php, ProductButton::render(): a `<button>`
	 * for an AJAX add (simple, purchasable, in stock, AJAX on, no redirect), else an `<a>` to the
	 * product's add-to-cart URL; `woocommerce_loop_add_to_cart_args` and
	 * `woocommerce_loop_add_to_cart_link` apply as in WooCommerce.
	 *
	 * @param array    $attributes Attributes.
	 * @param string   $content    Content.
	 * @param WP_Block $block      Block.
	 * @return string
	 */
	public static function render_product_button( $attributes, $content, $block ) {
		$product = self::context_product( $block );
		if ( ! $product ) {
			return '';
		}
		$quantities = isset( WC()->cart ) ? WC()->cart->get_cart_item_quantities() : array();
		$in_cart    = isset( $quantities[ $product->get_id() ] ) ? (int) $quantities[ $product->get_id() ] : 0;
		/* translators: %s: product number. */
		$text         = $in_cart > 0 ? sprintf( __( '%s in cart', 'woocommerce' ), $in_cart ) : $product->add_to_cart_text();
		$can_buy      = $product->is_purchasable() && $product->is_in_stock();
		$is_ajax      = 'yes' === get_option( 'woocommerce_enable_ajax_add_to_cart' ) && 'yes' !== get_option( 'woocommerce_cart_redirect_after_add' ) && $product->supports( 'ajax_add_to_cart' ) && $can_buy;
		$html_element = $is_ajax ? 'button' : 'a';
		$classes      = implode(
			' ',
			array_filter(
				array(
					'wp-block-button__link',
					'wp-element-button',
					'wc-block-components-product-button__button',
					$can_buy ? 'add_to_cart_button' : '',
					$is_ajax ? 'ajax_add_to_cart' : '',
					'product_type_' . $product->get_type(),
					// StyleAttributesUtils::get_classes_and_styles_by_attributes(): the block's font size and
					// text alignment as classes (WooCommerce 9.0–10.0.2; the templates set both).
					isset( $attributes['fontSize'] ) ? 'has-font-size has-' . sanitize_html_class( $attributes['fontSize'] ) . '-font-size' : '',
					isset( $attributes['textAlign'] ) ? 'has-text-align-' . sanitize_html_class( $attributes['textAlign'] ) : '',
				)
			)
		);
		$args         = apply_filters(
			'woocommerce_loop_add_to_cart_args',
			array(
				'class'      => $classes,
				'attributes' => array(
					'data-product_id'  => $product->get_id(),
					'data-product_sku' => $product->get_sku(),
					'aria-label'       => $product->add_to_cart_description(),
					'rel'              => 'nofollow',
				),
			),
			$product
		);
		if ( isset( $args['attributes']['aria-label'] ) ) {
			$args['attributes']['aria-label'] = wp_strip_all_tags( $args['attributes']['aria-label'] );
		}
		$wrapper_classes = array( 'wp-block-button', 'wc-block-components-product-button' );
		if ( isset( $attributes['textAlign'] ) ) {
			$wrapper_classes[] = 'has-text-align-' . sanitize_html_class( $attributes['textAlign'] );
			$wrapper_classes[] = 'align-' . sanitize_html_class( $attributes['textAlign'] );
		}
		if ( isset( $attributes['width'] ) ) {
			$wrapper_classes[] = 'has-custom-width wp-block-button__width-' . sanitize_html_class( (string) $attributes['width'] );
		}
		// WooCommerce also prints a `hidden` "View cart" link that its Interactivity API store
		// reveals; the double's stand-in for that store is the classic add-to-cart script, which
		// adds its own "View cart" link after the button (and would not with that one present).
		$html = sprintf(
			'<div %1$s><%2$s %3$sclass="%4$s" %5$s><span>%6$s</span></%2$s></div>',
			get_block_wrapper_attributes( array( 'class' => implode( ' ', $wrapper_classes ) ) ),
			$html_element,
			'href="' . esc_url( $product->add_to_cart_url() ) . '" ', // WooCommerce prints the href on the <button> too.
			esc_attr( isset( $args['class'] ) ? $args['class'] : '' ),
			isset( $args['attributes'] ) ? wc_implode_html_attributes( $args['attributes'] ) : '',
			esc_html( $text )
		);
		return apply_filters( 'woocommerce_loop_add_to_cart_link', $html, $product, $args );
	}

	/**
	 * WooCommerce: src/Blocks/BlockTypes/ProductRating.php, ProductRating::render() (the same from
	 * 9.0 to 10.0.2): the stars (wc_get_star_rating_html()) and, in the single product template,
	 * `span.__reviews_count > a.woocommerce-review-link[href="#reviews"]` (inside a Single Product
	 * block, a link to the product's permalink#reviews); nothing without reviews.
	 *
	 * @param array    $attributes Attributes.
	 * @param string   $content    Content.
	 * @param WP_Block $block      Block.
	 * @return string
	 */
	public static function render_product_rating( $attributes, $content, $block ) {
		$product = self::context_product( $block );
		if ( ! $product || ! wc_review_ratings_enabled() ) {
			return '';
		}
		$count  = (int) $product->get_review_count();
		$rating = (float) $product->get_average_rating();
		if ( $count < 1 ) {
			return '';
		}
		/* translators: %s: rating */
		$label   = sprintf( __( 'Rated %s out of 5', 'woocommerce' ), $rating );
		$reviews = '';
		if ( ! empty( $attributes['isDescendentOfSingleProductTemplate'] ) || ! empty( $attributes['isDescendentOfSingleProductBlock'] ) ) {
			/* translators: %s is referring to the total of reviews for a product */
			$text    = sprintf( _n( '(%s customer review)', '(%s customer reviews)', $count, 'woocommerce' ), esc_html( (string) $count ) );
			$link    = ! empty( $attributes['isDescendentOfSingleProductBlock'] )
				? '<a href="' . esc_url( $product->get_permalink() ) . '#reviews">' . $text . '</a>'
				: '<a class="woocommerce-review-link" rel="nofollow" href="#reviews">' . $text . '</a>';
			$reviews = '<span class="wc-block-components-product-rating__reviews_count">' . $link . '</span>';
		}
		return sprintf(
			'<div %1$s><div class="wc-block-components-product-rating__container"><div class="wc-block-components-product-rating__stars wc-block-grid__product-rating__stars" role="img" aria-label="%2$s">%3$s</div>%4$s</div></div>',
			get_block_wrapper_attributes( array( 'class' => 'wc-block-components-product-rating wc-block-grid__product-rating' ) ),
			esc_attr( $label ),
			wc_get_star_rating_html( $rating, $count ),
			$reviews
		);
	}

	/**
	 * WooCommerce: src/Blocks/BlockTypes/ProductSKU.php, ProductSKU::render().
	 *
	 * @param array    $attributes Attributes.
	 * @param string   $content    Content.
	 * @param WP_Block $block      Block.
	 * @return string
	 */
	public static function render_product_sku( $attributes, $content, $block ) {
		$product = self::context_product( $block );
		if ( ! $product || ! $product->get_sku() ) {
			return '';
		}
		return sprintf(
			'<div class="wc-block-components-product-sku wc-block-grid__product-sku wp-block-woocommerce-product-sku product_meta">%1$s <strong class="sku">%2$s</strong></div>',
			esc_html__( 'SKU:', 'woocommerce' ),
			esc_html( $product->get_sku() )
		);
	}

	/**
	 * WooCommerce: src/Blocks/BlockTypes/AddToCartForm.php, AddToCartForm::render(): the classic
	 * `woocommerce_{type}_add_to_cart` action (so the classic form and its hooks —
	 * `woocommerce_before_variations_form`, `woocommerce_after_add_to_cart_button`… — run) inside
	 * `div.wp-block-add-to-cart-form.wc-block-add-to-cart-form`, with the `product` class when
	 * rendered outside the global product.
	 *
	 * @param array    $attributes Attributes.
	 * @param string   $content    Content.
	 * @param WP_Block $block      Block.
	 * @return string
	 */
	public static function render_add_to_cart_form( $attributes, $content, $block ) {
		global $product;
		if ( ! isset( $block->context['postId'] ) ) {
			return '';
		}
		$post_id          = $block->context['postId'];
		$is_descendent    = ! $product instanceof WC_Product || (int) $post_id !== $product->get_id();
		$previous_product = $product;
		$product          = wc_get_product( $post_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as WooCommerce.
		if ( ! $product instanceof WC_Product ) {
			$product = $previous_product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as WooCommerce.
			return '';
		}
		ob_start();
		do_action( 'woocommerce_' . $product->get_type() . '_add_to_cart' ); // phpcs:ignore WordPress.NamingConventions.ValidHookName.UseUnderscores -- WooCommerce's hook names.
		$product_html = (string) ob_get_clean();
		if ( '' === $product_html ) {
			$product = $previous_product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as WooCommerce.
			return '';
		}
		$html    = sprintf(
			'<div %1$s>%2$s</div>',
			get_block_wrapper_attributes( array( 'class' => trim( 'wp-block-add-to-cart-form wc-block-add-to-cart-form ' . ( $is_descendent ? 'product' : '' ) . ' wc-block-add-to-cart-form--input' ) ) ),
			$product_html
		);
		$product = $previous_product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as WooCommerce.
		return $html;
	}

	/**
	 * WooCommerce: src/Blocks/BlockTypes/ProductImageGallery.php, ProductImageGallery::render():
	 * the classic sale flash and gallery (woocommerce_show_product_sale_flash(), woocommerce_show_product_images()).
	 *
	 * @param array    $attributes Attributes.
	 * @param string   $content    Content.
	 * @param WP_Block $block      Block.
	 * @return string
	 */
	public static function render_product_image_gallery( $attributes, $content, $block ) {
		global $product;
		if ( ! isset( $block->context['postId'] ) ) {
			return '';
		}
		$previous_product = $product;
		$product          = wc_get_product( $block->context['postId'] ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as WooCommerce.
		if ( ! $product instanceof WC_Product ) {
			$product = $previous_product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as WooCommerce.
			return '';
		}
		ob_start();
		woocommerce_show_product_sale_flash();
		$sale_badge = (string) ob_get_clean();
		ob_start();
		woocommerce_show_product_images();
		$gallery   = (string) ob_get_clean();
		$product   = $previous_product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as WooCommerce.
		$classname = isset( $attributes['className'] ) ? $attributes['className'] : '';
		return sprintf( '<div class="wp-block-woocommerce-product-image-gallery %1$s">%2$s %3$s</div>', esc_attr( $classname ), $sale_badge, $gallery );
	}

	/**
	 * WooCommerce: src/Blocks/BlockTypes/ProductDetails.php, ProductDetails::render() (9.x, without
	 * inner blocks) and ::render_tabs(): the classic tabs (woocommerce_output_product_data_tabs()).
	 *
	 * @param array $attributes Attributes.
	 * @param string $content   Content.
	 * @return string
	 */
	public static function render_product_details( $attributes, $content ) {
		if ( ! is_singular( 'product' ) ) {
			return (string) $content;
		}
		ob_start();
		rewind_posts();
		while ( have_posts() ) {
			the_post();
			woocommerce_output_product_data_tabs();
		}
		$tabs    = (string) ob_get_clean();
		$classes = array();
		if ( ! empty( $attributes['align'] ) ) {
			$classes[] = 'align' . sanitize_html_class( $attributes['align'] );
		}
		if ( ! empty( $attributes['className'] ) ) {
			$classes[] = $attributes['className'];
		}
		return sprintf( '<div class="wp-block-woocommerce-product-details %1$s"><div>%2$s</div></div>', esc_attr( implode( ' ', $classes ) ), $tabs );
	}

	/**
	 * WooCommerce: src/Blocks/BlockTypes/Breadcrumbs.php, Breadcrumbs::render().
	 *
	 * @return string
	 */
	public static function render_breadcrumbs() {
		ob_start();
		woocommerce_breadcrumb();
		$breadcrumb = (string) ob_get_clean();
		if ( '' === $breadcrumb ) {
			return '';
		}
		return sprintf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes( array( 'class' => 'woocommerce wc-block-breadcrumbs has-small-font-size' ) ), $breadcrumb );
	}

	/**
	 * WooCommerce: src/Blocks/BlockTypes/StoreNotices.php, StoreNotices::render(): the session's
	 * notices (woocommerce_output_all_notices()), not on the cart and checkout.
	 *
	 * @return string
	 */
	public static function render_store_notices() {
		if ( is_cart() || is_checkout() ) {
			return '';
		}
		ob_start();
		woocommerce_output_all_notices();
		$notices = (string) ob_get_clean();
		if ( '' === trim( $notices ) ) {
			return '';
		}
		return sprintf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes( array( 'class' => 'wc-block-store-notices woocommerce' ) ), $notices );
	}

	/**
	 * WooCommerce: src/Blocks/BlockTypes/ProductResultsCount.php, ProductResultsCount::render()
	 * (woocommerce_result_count()).
	 *
	 * @return string
	 */
	public static function render_product_results_count() {
		ob_start();
		woocommerce_result_count();
		$count = (string) ob_get_clean();
		return sprintf( '<div class="woocommerce wc-block-product-results-count wp-block-woocommerce-product-results-count">%s</div>', $count );
	}

	/**
	 * WooCommerce: src/Blocks/BlockTypes/CatalogSorting.php, CatalogSorting::render()
	 * (woocommerce_catalog_ordering()).
	 *
	 * @return string
	 */
	public static function render_catalog_sorting() {
		ob_start();
		woocommerce_catalog_ordering();
		$sorting = (string) ob_get_clean();
		if ( '' === $sorting ) {
			return '';
		}
		return sprintf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes( array( 'class' => 'woocommerce wc-block-catalog-sorting' ) ), $sorting );
	}
}
