<?php
/**
 * Contract: block themes get WooCommerce 9's blockified templates (product-collection →
 * product-template → product-image / price / button; the add-to-cart form on the product page),
 * with WordPress's Block Hooks run on them as WooCommerce's BlockTemplateUtils does, and the
 * classic hooks bridged as WooCommerce's compatibility layers do; classic themes keep the classic
 * PHP templates.
 *
 * @package Boudoir\Tests
 */

namespace Boudoir\Tests\WooCommerce_Double;

require_once __DIR__ . '/class-double-test-case.php';

/**
 * @covers \WC_Double_Block_Templates_Controller
 * @covers \WC_Double_Block_Types
 * @covers \WC_Double_Product_Collection
 * @covers \WC_Double_Archive_Product_Templates_Compatibility
 * @covers \WC_Double_Single_Product_Template_Compatibility
 * @covers \WC_Double_Template_Loader
 */
class Block_Templates_Test extends Double_Test_Case {

	/** The test's own hooked block. */
	private const HOOKED = 'wc-double-test/hooked';

	/**
	 * The shop grid's items, as the running WooCommerce prints them: 9.1+'s Product Collection
	 * (div.wp-block-woocommerce-product-collection > ul.wc-block-product-template >
	 * li.wc-block-product), 9.0's Products (Beta) query (div.wp-block-query >
	 * ul.wp-block-post-template > li.wp-block-post.product). The double follows 9.1+.
	 */
	private static function grid_items(): string {
		if ( version_compare( (string) constant( 'WC_VERSION' ), '9.1', '<' ) ) {
			return '//div[contains(@class,"wp-block-query")]/ul[contains(@class,"wp-block-post-template")]/li[contains(concat(" ",@class," ")," wp-block-post ") and contains(concat(" ",@class," ")," product ")]';
		}
		return '//div[contains(@class,"wp-block-woocommerce-product-collection")]/ul[contains(@class,"wc-block-product-template")]/li[contains(concat(" ",@class," ")," wc-block-product ")]';
	}

	/** A temporary classic theme's folder. */
	private ?string $classic_root = null;

	/** @var list<string> Theme supports of the block theme that use_classic_theme() took away. */
	private array $block_theme_supports = array();

	protected function tear_down(): void {
		if ( \WP_Block_Type_Registry::get_instance()->is_registered( self::HOOKED ) ) {
			unregister_block_type( self::HOOKED );
		}
		if ( $this->classic_root ) {
			foreach ( $this->block_theme_supports as $feature ) {
				add_theme_support( $feature );
			}
			$this->block_theme_supports = array();
			// locate_template() finds the theme's folder again (wp_set_template_globals()).
			unset( $GLOBALS['wp_stylesheet_path'], $GLOBALS['wp_template_path'] );
			$GLOBALS['wp_theme_directories'] = array_values( array_diff( $GLOBALS['wp_theme_directories'], array( $this->classic_root ) ) );
			search_theme_directories( true );
			self::remove_folder( $this->classic_root );
			$this->classic_root = null;
		}
		$GLOBALS['wp_query']     = new \WP_Query();
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		unset( $GLOBALS['post'], $GLOBALS['product'], $GLOBALS['woocommerce_loop'] );
		$GLOBALS['_wp_current_template_id']      = null;
		$GLOBALS['_wp_current_template_content'] = null;
		parent::tear_down();
	}

	public function test_the_block_theme_shop_renders_product_collection_product_template_and_product_blocks(): void {
		$this->assertTrue( wp_is_block_theme(), 'The test site runs a block theme (Twenty Twenty-Four).' );
		$ids = array(
			$this->simple_product( array( 'name' => 'Alpha slip', 'regular_price' => '10', 'sku' => 'A-1' ) )->get_id(),
			$this->simple_product( array( 'name' => 'Beta slip', 'regular_price' => '12', 'sale_price' => '9' ) )->get_id(),
			$this->variable_product( array(), 'Gamma set' )->get_id(),
		);

		$html  = $this->render( array( 'post_type' => 'product' ) );
		$xpath = $this->xpath( $html );

		// WooCommerce's own file (the theme has none): BlockTemplateUtils::PLUGIN_SLUG . '//' . slug.
		$this->assertSame( 'woocommerce/woocommerce//archive-product', $GLOBALS['_wp_current_template_id'] );
		$this->assertSame( 1, $xpath->query( '//main' )->length, 'One <main>.' );
		$this->assertSame( 1, $xpath->query( '//header[contains(@class,"wp-block-template-part")]' )->length, 'The theme header part.' );
		$this->assertSame( 1, $xpath->query( '//footer[contains(@class,"wp-block-template-part")]' )->length, 'The theme footer part.' );
		$this->assertSame( 'Shop', trim( $xpath->query( '//h1[contains(@class,"wp-block-query-title")]' )->item( 0 )->textContent ) );
		$this->assertSame( 1, $xpath->query( '//nav[contains(@class,"woocommerce-breadcrumb")]' )->length );
		$this->assertStringContainsString( 'Showing all 3 results', $xpath->query( '//div[contains(@class,"wc-block-product-results-count")]/p[contains(@class,"woocommerce-result-count")]' )->item( 0 )->textContent );
		$this->assertSame( 1, $xpath->query( '//div[contains(@class,"wc-block-catalog-sorting")]/form[contains(@class,"woocommerce-ordering")]/select[@name="orderby"]' )->length );

		$items = $xpath->query( self::grid_items() );
		$this->assertSame( 3, $items->length, 'One item per product of the page.' );
		$seen = array();
		foreach ( $items as $item ) {
			$image = $xpath->query( './/div[contains(@class,"wc-block-components-product-image")]/a/img', $item );
			$this->assertSame( 1, $image->length );
			$this->assertNotSame( '', $image->item( 0 )->getAttribute( 'alt' ), 'Images have alt text.' );
			// The title's level: h3 on 9.0–9.4.3, h2 on 10.0.2 (templates/templates/blockified/archive-product.html).
			$this->assertSame( 1, $xpath->query( './/*[self::h2 or self::h3][contains(@class,"wp-block-post-title")]/a', $item )->length );
			$this->assertSame( 1, $xpath->query( './/div[contains(@class,"wp-block-woocommerce-product-price")]/div[contains(@class,"wc-block-components-product-price")]', $item )->length );
			$button = $xpath->query( './/div[contains(concat(" ",@class," ")," wp-block-button ") and contains(@class,"wc-block-components-product-button")]/*[contains(@class,"wc-block-components-product-button__button")]', $item );
			$this->assertSame( 1, $button->length );
			$seen[ (int) $button->item( 0 )->getAttribute( 'data-product_id' ) ] = $button->item( 0 );
		}
		$this->assertSame( $ids, array_keys( $seen ), 'In WooCommerce\'s default order (menu order, then title).' );

		$simple = $seen[ $ids[0] ];
		$this->assertSame( 'button', $simple->nodeName, 'An AJAX add is a <button>.' );
		// WooCommerce adds `wc-interactive` for its Interactivity API store, which the double leaves out
		// (README: the classic add-to-cart script drives its button).
		$this->assertSame(
			array( 'wp-block-button__link', 'wp-element-button', 'wc-block-components-product-button__button', 'add_to_cart_button', 'ajax_add_to_cart', 'product_type_simple', 'has-font-size', 'has-small-font-size', 'has-text-align-center' ),
			array_values( array_diff( explode( ' ', $simple->getAttribute( 'class' ) ), array( 'wc-interactive' ) ) )
		);
		$this->assertSame( 'A-1', $simple->getAttribute( 'data-product_sku' ) );
		$this->assertSame( 'Add to cart: “Alpha slip”', $simple->getAttribute( 'aria-label' ) );
		$this->assertSame( 'Add to cart', trim( $simple->textContent ) );
		$variable = $seen[ $ids[2] ];
		$this->assertSame( 'a', $variable->nodeName, 'A variable product links to its page.' );
		$this->assertSame( get_permalink( $ids[2] ), $variable->getAttribute( 'href' ) );
		$this->assertStringContainsString( 'product_type_variable', $variable->getAttribute( 'class' ) );
		$this->assertStringNotContainsString( 'ajax_add_to_cart', $variable->getAttribute( 'class' ) );
		$this->assertSame( 'Select options', trim( $variable->textContent ) );
	}

	/**
	 * The Site Editor lists WooCommerce's templates (source `plugin`) through WordPress's REST
	 * API, which names their plugin with get_plugins() (wp-admin/includes/plugin.php).
	 */
	public function test_the_site_editor_lists_woocommerces_templates(): void {
		$this->log_in( $this->create_user( 'administrator' ) );
		$response = rest_do_request( new \WP_REST_Request( 'GET', '/wp/v2/templates' ) );
		$this->assertSame( 200, $response->get_status() );
		$ids = wp_list_pluck( $response->get_data(), 'id' );
		$this->assertContains( 'woocommerce/woocommerce//single-product', $ids );
	}

	public function test_the_catalog_sorting_form_sorts_the_grid(): void {
		$this->simple_product( array( 'name' => 'Alpha slip', 'regular_price' => '30' ) );
		$this->simple_product( array( 'name' => 'Beta slip', 'regular_price' => '10' ) );
		$this->simple_product( array( 'name' => 'Gamma slip', 'regular_price' => '20' ) );
		$_GET['orderby'] = 'price-desc';

		$xpath = $this->xpath( $this->render( array( 'post_type' => 'product' ) ) );

		$titles = array();
		foreach ( $xpath->query( self::grid_items() . '//*[self::h2 or self::h3][contains(@class,"wp-block-post-title")]' ) as $title ) {
			$titles[] = trim( $title->textContent );
		}
		$this->assertSame( array( 'Alpha slip', 'Gamma slip', 'Beta slip' ), $titles );
		$this->assertSame( 'price-desc', $xpath->query( '//select[@name="orderby"]/option[@selected]' )->item( 0 )->getAttribute( 'value' ) );
	}

	public function test_a_block_hooked_after_the_product_button_appears_once_per_product(): void {
		$this->register_hooked_block( 'woocommerce/product-button' );
		$ids = array(
			$this->simple_product( array( 'name' => 'Alpha slip' ) )->get_id(),
			$this->simple_product( array( 'name' => 'Beta slip' ) )->get_id(),
		);

		$xpath = $this->xpath( $this->render( array( 'post_type' => 'product' ) ) );

		$items = $xpath->query( self::grid_items() );
		$this->assertSame( 2, $items->length );
		$this->assertSame( 2, $xpath->query( '//p[@class="wc-double-test-hooked"]' )->length, 'Once per product, nowhere else.' );
		foreach ( $items as $index => $item ) {
			$hooked = $xpath->query( './div[contains(@class,"wc-block-components-product-button")]/following-sibling::p[@class="wc-double-test-hooked"]', $item );
			$this->assertSame( 1, $hooked->length, 'After the product button (other hooked blocks may sit between), in the item.' );
			$this->assertSame( (string) $ids[ $index ], $hooked->item( 0 )->getAttribute( 'data-post-id' ), 'With the product as its postId context.' );
		}
		// The Site Editor's copy has the hooked block in the markup too.
		$template = get_block_template( 'woocommerce/woocommerce//archive-product' );
		$this->assertInstanceOf( \WP_Block_Template::class, $template );
		$this->assertMatchesRegularExpression( '#<!-- wp:woocommerce/product-button [^>]*/-->(\s*<!-- wp:[a-z0-9/-]+ /-->)*\s*<!-- wp:' . preg_quote( self::HOOKED, '#' ) . ' /-->#', $template->content );
	}

	public function test_the_inherited_grid_fires_the_classic_loop_hooks_without_woocommerce_s_own_callbacks(): void {
		$this->simple_product( array( 'name' => 'Alpha slip' ) );
		$this->simple_product( array( 'name' => 'Beta slip' ) );
		add_action(
			'woocommerce_after_shop_loop_item',
			static function () {
				echo '<span class="wc-double-test-after-item"></span>';
			}
		);

		$xpath = $this->xpath( $this->render( array( 'post_type' => 'product' ) ) );

		$this->assertSame( 2, $xpath->query( self::grid_items() . '/span[@class="wc-double-test-after-item"]' )->length, 'As WooCommerce\'s ArchiveProductTemplatesCompatibility: in each item.' );
		$this->assertSame( 0, $xpath->query( '//a[contains(@class,"woocommerce-LoopProduct-link")]' )->length, 'WooCommerce\'s own loop callbacks are removed.' );
		$this->assertSame( 0, $xpath->query( '//*[contains(concat(" ",@class," ")," button ") and contains(@class,"add_to_cart_button")]' )->length, 'No classic loop add-to-cart link.' );
	}

	public function test_a_category_without_products_renders_woocommerce_s_no_results(): void {
		$this->simple_product( array( 'name' => 'Alpha slip' ) );
		$term = wp_insert_term( 'Robes', 'product_cat' );

		$xpath = $this->xpath( $this->render( array( 'product_cat' => get_term( $term['term_id'] )->slug ) ) );

		$this->assertSame( 'woocommerce/woocommerce//taxonomy-product_cat', $GLOBALS['_wp_current_template_id'] );
		$this->assertSame( 0, $xpath->query( self::grid_items() )->length );
		$this->assertSame( 0, $xpath->query( '//ul[contains(@class,"wc-block-product-template") or contains(@class,"wp-block-post-template")]' )->length );
		if ( version_compare( (string) constant( 'WC_VERSION' ), '9.1', '<' ) ) {
			// 9.0: the query's no-results block with WooCommerce's no-products-found pattern.
			$this->assertStringContainsString( 'No products were found matching your selection.', $xpath->query( '//main' )->item( 0 )->textContent );
		} else {
			$no_results = $xpath->query( '//div[contains(@class,"wp-block-woocommerce-product-collection-no-results")]' );
			$this->assertSame( 1, $no_results->length );
			$this->assertStringContainsString( 'No results found', $no_results->item( 0 )->textContent );
			$this->assertSame( home_url(), $xpath->query( './/a[contains(@class,"wc-link-stores-home")]', $no_results->item( 0 ) )->item( 0 )->getAttribute( 'href' ) );
		}
		$this->assertSame( 'Robes', trim( $xpath->query( '//h1[contains(@class,"wp-block-query-title")]' )->item( 0 )->textContent ) );
	}

	public function test_the_single_product_renders_the_add_to_cart_form_with_the_classic_form_hooks(): void {
		$this->register_hooked_block( 'woocommerce/add-to-cart-form' );
		$product = $this->variable_product( array(), 'Lace set' );
		$this->simple_product( array( 'name' => 'Unrelated slip' ) );
		$before  = did_action( 'woocommerce_before_variations_form' );
		$printed = 0;
		add_action(
			'woocommerce_after_add_to_cart_button',
			static function () use ( &$printed ) {
				++$printed;
			}
		);

		$xpath = $this->xpath( $this->render( array( 'p' => $product->get_id(), 'post_type' => 'product' ) ) );

		$this->assertSame( 'woocommerce/woocommerce//single-product', $GLOBALS['_wp_current_template_id'] );
		$this->assertSame( $before + 1, did_action( 'woocommerce_before_variations_form' ), 'The classic variable form ran once.' );
		$this->assertSame( 1, $printed, 'woocommerce_after_add_to_cart_button ran once.' );
		$form = $xpath->query( '//div[contains(concat(" ",@class," ")," wp-block-add-to-cart-form ") and contains(concat(" ",@class," ")," wc-block-add-to-cart-form ")]/form[contains(@class,"variations_form") and contains(@class,"cart")]' );
		$this->assertSame( 1, $form->length );
		$this->assertSame( (string) $product->get_id(), $form->item( 0 )->getAttribute( 'data-product_id' ) );
		$this->assertSame( 1, $xpath->query( '//div[contains(@class,"wp-block-add-to-cart-form")]/following-sibling::p[@class="wc-double-test-hooked"]' )->length, 'The block hooked after the form.' );
		$this->assertSame( 1, $xpath->query( '//h1' )->length );
		$this->assertSame( 'Lace set', trim( $xpath->query( '//h1[contains(@class,"wp-block-post-title")]' )->item( 0 )->textContent ) );
		$this->assertSame( 1, $xpath->query( '//div[contains(@class,"wp-block-group") and contains(@class,"woocommerce") and contains(@class,"product")]/main' )->length, 'WooCommerce\'s compatibility wrapper.' );
		$this->assertSame( 1, $xpath->query( '//div[contains(@class,"wp-block-woocommerce-product-image-gallery")]//div[contains(concat(" ",@class," ")," woocommerce-product-gallery ")]' )->length );
		$this->assertSame( 1, $xpath->query( '//div[contains(@class,"wp-block-woocommerce-product-details")]//div[contains(@class,"woocommerce-tabs")]' )->length );
		$this->assertSame( 1, $xpath->query( '//main' )->length );
	}

	/**
	 * On WooCommerce 10.0.2 the related products are a product collection, which finds the viewed
	 * product through its location (see locate_product_collections_in_this_request()).
	 */
	public function test_related_products_are_a_product_collection_of_the_product_s_category(): void {
		$term    = wp_insert_term( 'Bras', 'product_cat' );
		$product = $this->simple_product( array( 'name' => 'Viewed bra' ) );
		$related = $this->simple_product( array( 'name' => 'Related bra' ) );
		$first   = $this->simple_product( array( 'name' => 'Another related bra' ) );
		$this->simple_product( array( 'name' => 'Other slip' ) );
		foreach ( array( $product, $related, $first ) as $in_bras ) {
			wp_set_object_terms( $in_bras->get_id(), array( (int) $term['term_id'] ), 'product_cat' );
		}
		$this->register_hooked_block( 'woocommerce/product-button' );
		add_action(
			'woocommerce_after_shop_loop_item',
			static function () {
				echo '<span class="wc-double-test-after-item"></span>';
			}
		);

		$xpath = $this->xpath( $this->render( array( 'p' => $product->get_id(), 'post_type' => 'product' ) ) );

		$heading = $xpath->query( '//h2[normalize-space(.)="Related products"]' );
		$this->assertSame( 1, $heading->length );
		// The block differs by version (the related-products pattern): 9.0–9.4.3 a woocommerce/related-products
		// block around a core query (ul.wp-block-post-template), 10.0.2 a product collection
		// (ul.wc-block-product-template); in both the heading, then the list.
		$items = $xpath->query( '//h2[normalize-space(.)="Related products"]/following-sibling::ul/li' );
		$this->assertSame( 2, $items->length );
		$ids = array();
		foreach ( $items as $item ) {
			$ids[] = (int) $xpath->query( './/*[@data-product_id]', $item )->item( 0 )->getAttribute( 'data-product_id' );
			$this->assertSame( 1, $xpath->query( './/p[@class="wc-double-test-hooked"]', $item )->length, 'Block Hooks run on the related-products pattern too.' );
		}
		$this->assertSame( array( $first->get_id(), $related->get_id() ), $ids, 'All related products, in the block\'s order (title), not shuffled.' );
		$this->assertSame( 0, $xpath->query( '//span[@class="wc-double-test-after-item"]' )->length, 'No classic loop hooks in a collection that does not inherit the query.' );
	}

	public function test_the_site_editor_lists_woocommerce_s_templates(): void {
		$slugs = array_column( get_block_templates(), 'title', 'slug' );
		$this->assertSame( 'Product Catalog', $slugs['archive-product'] ?? null );
		$this->assertSame( 'Single Product', $slugs['single-product'] ?? null );
		$this->assertSame( 'Products by Category', $slugs['taxonomy-product_cat'] ?? null );
		$this->assertSame( 'Products by Tag', $slugs['taxonomy-product_tag'] ?? null );
		$this->assertSame( 'Product Search Results', $slugs['product-search-results'] ?? null );
		$file = get_block_file_template( 'woocommerce/woocommerce//single-product' );
		$this->assertInstanceOf( \WP_Block_Template::class, $file );
		$this->assertTrue( has_block( 'woocommerce/add-to-cart-form', $file->content ) );
		$catalog = get_block_template( 'woocommerce/woocommerce//archive-product' );
		$this->assertInstanceOf( \WP_Block_Template::class, $catalog );
		$this->assertNull( get_block_template( get_stylesheet() . '//archive-product' ), 'The theme has no such file.' );
		$this->assertStringNotContainsString( 'wp:term-description', $catalog->content, 'WooCommerce drops the term description from the Product Catalog.' );
	}

	public function test_a_classic_theme_keeps_the_classic_templates(): void {
		$this->use_classic_theme();
		$this->assertFalse( wp_is_block_theme() );
		$product = $this->simple_product( array( 'name' => 'Alpha slip' ) );
		$this->simple_product( array( 'name' => 'Beta slip' ) );
		$this->assertSame( array(), array_intersect( array( 'archive-product', 'single-product' ), array_column( get_block_templates(), 'slug' ) ) );
		$after = 0;
		add_action(
			'woocommerce_after_shop_loop_item',
			static function () use ( &$after ) {
				++$after;
			}
		);

		$shop = $this->render( array( 'post_type' => 'product' ), $template );
		$this->assertSame( WC_ABSPATH . 'templates/archive-product.php', $template );
		$xpath = $this->xpath( $shop );
		$this->assertSame( 2, $xpath->query( '//ul[contains(@class,"products")]/li[contains(@class,"product")]' )->length );
		$this->assertSame( 2, $xpath->query( '//a[contains(@class,"add_to_cart_button") and contains(concat(" ",@class," ")," button ")]' )->length, 'The classic loop link.' );
		$this->assertSame( 0, $xpath->query( '//*[contains(@class,"wc-block-product-template")]' )->length );
		$this->assertSame( 2, $after );

		$this->render( array( 'p' => $product->get_id(), 'post_type' => 'product' ), $template );
		$this->assertSame( WC_ABSPATH . 'templates/single-product.php', $template );
	}

	/**
	 * Renders a front-end request as WordPress's template-loader.php does.
	 *
	 * @param array<string,mixed> $query_vars The main query.
	 * @param string|null         $template   Receives the template file.
	 */
	private function render( array $query_vars, ?string &$template = null ): string {
		// A new request: no loop properties of an earlier one (wc_setup_loop() keeps those it finds),
		// no Interactivity API state of an earlier one (its store, config and router regions).
		unset( $GLOBALS['woocommerce_loop'], $GLOBALS['wp_interactivity'] );
		$GLOBALS['wp_the_query'] = new \WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$GLOBALS['wp_query']->query( $query_vars );
		// WP::register_globals(), which runs before `template_redirect`.
		$GLOBALS['post'] = $GLOBALS['wp_query']->post;
		$this->locate_product_collections_in_this_request();
		// What WooCommerce does on `template_redirect` for its block templates (the other callbacks
		// would redirect or exit): its `render_block_template` callbacks, one per template class
		// (src/Blocks/Templates/*Template.php, 9.0–10.0.2). WooCommerce registers those at boot, for a
		// block theme only (BlockTemplatesRegistry::init()); the site booted with one, so after
		// use_classic_theme() they are not run, as on a site with the classic theme.
		$block_templates = wp_is_block_theme() ? ( $GLOBALS['wp_filter']['template_redirect']->callbacks ?? array() ) : array();
		foreach ( $block_templates as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && 'render_block_template' === $callback['function'][1] ) {
					call_user_func( $callback['function'] );
				}
			}
		}
		$template = '';
		foreach ( array(
			'is_search'            => 'get_search_template',
			'is_post_type_archive' => 'get_post_type_archive_template',
			'is_tax'               => 'get_taxonomy_template',
			'is_single'            => 'get_single_template',
			'is_archive'           => 'get_archive_template',
		) as $tag => $getter ) {
			if ( $tag() ) {
				$template = $getter();
				if ( $template ) {
					break;
				}
			}
		}
		$template = (string) apply_filters( 'template_include', $template ?: get_index_template() );
		if ( 'template-canvas.php' === basename( $template ) ) {
			return get_the_block_template_html();
		}
		ob_start();
		include $template;
		return (string) ob_get_clean();
	}

	/**
	 * WooCommerce 10's product collections find where they are (the product whose related products
	 * they show, the category, the cart) once per PHP process: ProductCollection\Renderer's
	 * get_location_context() keeps the first answer in a static variable, which nothing can reset. A
	 * request renders once, so that is the request's location on a site; here each render is a
	 * request of its own, so a later filter gives the collections this request's location, as
	 * WooCommerce works it out (ProductCollection\Utils::parse_frontend_location_context()), kept
	 * for the request. The double has no such context.
	 */
	private function locate_product_collections_in_this_request(): void {
		static $filter = null;
		$utils         = 'Automattic\\WooCommerce\\Blocks\\BlockTypes\\ProductCollection\\Utils';
		if ( ! method_exists( $utils, 'parse_frontend_location_context' ) ) {
			return;
		}
		if ( $filter ) {
			remove_filter( 'render_block_context', $filter, 12 );
		}
		$location = null;
		$filter   = static function ( $context ) use ( $utils, &$location ) {
			// Only where WooCommerce gave the collection's blocks the process's location (not a single product's own).
			if ( ! is_array( $context ) || ! isset( $context['productCollectionLocation'] ) || ( isset( $context['singleProduct'] ) && ! empty( $context['postId'] ) ) ) {
				return $context;
			}
			$location                             = $location ?? $utils::parse_frontend_location_context();
			$context['productCollectionLocation'] = $location;
			return $context;
		};
		add_filter( 'render_block_context', $filter, 12 );
	}

	private function xpath( string $html ): \DOMXPath {
		$document = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="UTF-8"><body>' . $html . '</body>' );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		return new \DOMXPath( $document );
	}

	/**
	 * A block of the test's own, hooked after an anchor through `hooked_block_types` (as Boudoir hooks its button).
	 */
	private function register_hooked_block( string $anchor ): void {
		register_block_type(
			self::HOOKED,
			array(
				'uses_context'    => array( 'postId' ),
				'render_callback' => static function ( $attributes, $content, $block ) {
					return '<p class="wc-double-test-hooked" data-post-id="' . esc_attr( (string) ( $block->context['postId'] ?? '' ) ) . '"></p>';
				},
			)
		);
		add_filter(
			'hooked_block_types',
			static function ( $hooked, $position, $anchor_block ) use ( $anchor ) {
				if ( 'after' === $position && $anchor === $anchor_block ) {
					$hooked[] = self::HOOKED;
				}
				return $hooked;
			},
			10,
			3
		);
	}

	/**
	 * A minimal classic theme, active for this test.
	 */
	private function use_classic_theme(): void {
		$this->classic_root = sys_get_temp_dir() . '/wc-double-classic-' . wp_generate_password( 8, false );
		$theme              = $this->classic_root . '/wc-double-classic';
		mkdir( $theme, 0777, true );
		file_put_contents( $theme . '/style.css', "/*\nTheme Name: WC double classic\n*/\n" );
		file_put_contents( $theme . '/index.php', "<?php\n" );
		file_put_contents( $theme . '/header.php', "<!DOCTYPE html><html><head></head><body><main>\n" );
		file_put_contents( $theme . '/footer.php', "</main></body></html>\n" );
		register_theme_directory( $this->classic_root );
		search_theme_directories( true );
		add_filter( 'pre_option_template', static fn() => 'wc-double-classic' );
		add_filter( 'pre_option_stylesheet', static fn() => 'wc-double-classic' );
		wp_clean_themes_cache();
		// locate_template() keeps the theme's folder of the request (wp_set_template_globals()): find it again.
		unset( $GLOBALS['wp_stylesheet_path'], $GLOBALS['wp_template_path'] );
		// WordPress gives these to block themes only (_add_default_theme_supports(), at start-up): a site
		// with the classic theme would not have them.
		foreach ( array( 'block-templates', 'block-template-parts' ) as $feature ) {
			if ( current_theme_supports( $feature ) ) {
				remove_theme_support( $feature );
				$this->block_theme_supports[] = $feature;
			}
		}
		// WooCommerce 9.6+ loads its brands' block templates for a block theme only (Internal\Brands::init(),
		// at start-up), which tell WC_Template_Loader that a block template serves the shop: a site with
		// the classic theme would not have their hooks. (The base class puts the hooks back.)
		foreach ( $GLOBALS['wp_filter'] as $hook_name => $hook ) {
			foreach ( $hook->callbacks as $priority => $callbacks ) {
				foreach ( $callbacks as $callback ) {
					if ( is_array( $callback['function'] ) && is_object( $callback['function'][0] ) && 'WC_Brands_Block_Templates' === get_class( $callback['function'][0] ) ) {
						remove_filter( $hook_name, $callback['function'], $priority );
					}
				}
			}
		}
	}
}
