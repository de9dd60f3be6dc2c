<?php
/**
 * Contract: the Store API product routes (GET /products, GET /products/<id>) as WooCommerce's
 * Products, ProductsById, ProductQuery and ProductSchema serve them.
 *
 * @package Boudoir\Tests
 */

namespace Boudoir\Tests\WooCommerce_Double;

require_once dirname( __DIR__ ) . '/class-double-test-case.php';

/**
 * @covers \WC_Store_API_Products_Routes
 */
class WC_Store_API_Products_Test extends Double_Test_Case {

	public function test_routes_are_public_in_both_namespaces(): void {
		$routes = rest_get_server()->get_routes();
		foreach ( array( 'wc/store/v1', 'wc/store' ) as $namespace ) {
			$this->assertArrayHasKey( '/' . $namespace . '/products', $routes );
			$this->assertArrayHasKey( '/' . $namespace . '/products/(?P<id>[\d]+)', $routes );
		}
		$product  = $this->simple_product();
		$response = $this->dispatch_rest( 'GET', '/wc/store/products/' . $product->get_id() );
		$this->assertSame( 200, $response['status'], 'A guest reads products without a nonce.' );
		$this->assertArrayNotHasKey( 'Nonce', $response['headers'], 'Not a cart route: no nonce headers.' );
		$this->assertArrayNotHasKey( 'Cart-Token', $response['headers'] );
	}

	public function test_search_matches_the_name_or_the_sku(): void {
		$slip   = $this->simple_product( array( 'name' => 'Silk slip', 'sku' => 'BD-100' ) );
		$bra    = $this->simple_product( array( 'name' => 'Lace bra', 'sku' => 'SILK-BRA' ) );
		$robe   = $this->simple_product( array( 'name' => 'Satin robe', 'sku' => 'BD-300' ) );
		$by_name = $this->store_api( 'GET', '/products', array( 'search' => 'silk', 'orderby' => 'title', 'order' => 'asc' ) );
		$this->assertSame( 200, $by_name['status'] );
		$this->assertSame( array( $bra->get_id(), $slip->get_id() ), array_column( $by_name['data'], 'id' ), 'Title or SKU, case-insensitively.' );
		$by_sku = $this->store_api( 'GET', '/products', array( 'search' => 'BD-3' ) );
		$this->assertSame( array( $robe->get_id() ), array_column( $by_sku['data'], 'id' ) );
		$this->assertSame( array(), $this->store_api( 'GET', '/products', array( 'search' => 'nothing like it' ) )['data'] );

		add_filter( 'wc_product_sku_enabled', '__return_false' );
		$no_skus = $this->store_api( 'GET', '/products', array( 'search' => 'BD-3' ) );
		remove_filter( 'wc_product_sku_enabled', '__return_false' );
		$this->assertSame( array(), $no_skus['data'], 'Without SKUs, the title only.' );

		$exact = $this->store_api( 'GET', '/products', array( 'sku' => 'BD-100,BD-300' ) );
		$this->assertEqualsCanonicalizing( array( $slip->get_id(), $robe->get_id() ), array_column( $exact['data'], 'id' ) );
	}

	public function test_include_paging_and_headers(): void {
		$ids = array();
		foreach ( array( 'A', 'B', 'C' ) as $letter ) {
			$ids[] = $this->simple_product( array( 'name' => 'Set ' . $letter ) )->get_id();
		}
		$first = $this->store_api( 'GET', '/products', array( 'include' => $ids, 'per_page' => 2, 'orderby' => 'include' ) );
		$this->assertSame( array( $ids[0], $ids[1] ), array_column( $first['data'], 'id' ) );
		$this->assertSame( '3', (string) $first['headers']['X-WP-Total'] );
		$this->assertSame( '2', (string) $first['headers']['X-WP-TotalPages'] );
		// Pagination::get_link_base() escapes the query (esc_url(): `&#038;`), so `page` is not last.
		$this->assertMatchesRegularExpression( '/[?&]page=2\b[^>]*>; rel="next"/', (string) $first['headers']['Link'] );
		$second = $this->store_api( 'GET', '/products', array( 'include' => implode( ',', $ids ), 'per_page' => 2, 'page' => 2, 'orderby' => 'include' ) );
		$this->assertSame( array( $ids[2] ), array_column( $second['data'], 'id' ) );
		$this->assertMatchesRegularExpression( '/[?&]page=1\b[^>]*>; rel="prev"/', (string) $second['headers']['Link'] );
		$beyond = $this->store_api( 'GET', '/products', array( 'include' => $ids, 'per_page' => 2, 'page' => 5 ) );
		$this->assertSame( array(), $beyond['data'] );
		$this->assertSame( '3', (string) $beyond['headers']['X-WP-Total'], 'An out-of-range page is counted again.' );
		$this->assertSame( 400, $this->store_api( 'GET', '/products', array( 'per_page' => 101 ) )['status'], 'per_page is at most 100.' );
		$this->assertSame( 400, $this->store_api( 'GET', '/products', array( 'orderby' => 'random' ) )['status'] );
	}

	public function test_type_filter_and_variations(): void {
		$simple   = $this->simple_product();
		$variable = $this->variable_product();
		$variable_only = $this->store_api( 'GET', '/products', array( 'type' => 'variable' ) );
		$this->assertSame( array( $variable->get_id() ), array_column( $variable_only['data'], 'id' ) );
		$variations = $this->store_api( 'GET', '/products', array( 'type' => 'variation', 'parent' => array( $variable->get_id() ) ) );
		$this->assertCount( 2, $variations['data'] );
		$this->assertSame( $variable->get_id(), $variations['data'][0]['parent'] );
		$this->assertNotSame( '', $variations['data'][0]['variation'] );
		$this->assertContains( $simple->get_id(), array_column( $this->store_api( 'GET', '/products' )['data'], 'id' ) );
	}

	public function test_item_shape(): void {
		$product = $this->simple_product( array( 'name' => 'Silk &amp; lace', 'sku' => 'SL-1', 'regular_price' => '40', 'sale_price' => '29.5' ) );
		$item    = $this->as_json( $this->store_api( 'GET', '/products/' . $product->get_id() )['data'] );
		foreach ( array( 'id', 'name', 'slug', 'parent', 'type', 'variation', 'permalink', 'sku', 'short_description', 'description', 'on_sale', 'prices', 'price_html', 'average_rating', 'review_count', 'images', 'categories', 'tags', 'attributes', 'variations', 'has_options', 'is_purchasable', 'is_in_stock', 'is_on_backorder', 'low_stock_remaining', 'sold_individually', 'add_to_cart', 'extensions' ) as $key ) {
			$this->assertArrayHasKey( $key, $item, $key );
		}
		// `brands`, `grouped_products` and `stock_availability` are in the item on 10.0.2, not on 9.0–9.4.3.
		foreach ( array( 'brands', 'grouped_products' ) as $later ) {
			if ( array_key_exists( $later, $item ) ) {
				$this->assertSame( array(), $item[ $later ], $later );
			}
		}
		if ( array_key_exists( 'stock_availability', $item ) ) {
			$this->assertSame( array( 'text', 'class' ), array_keys( $item['stock_availability'] ) );
		}
		// HtmlFormatter::format() keeps entities (wptexturize(), wp_kses_post()): a client decodes them.
		$this->assertSame( 'Silk &amp; lace', $item['name'] );
		$this->assertSame( 'SL-1', $item['sku'] );
		$this->assertTrue( $item['on_sale'] );
		$this->assertSame( '2950', $item['prices']['price'] );
		$this->assertSame( '4000', $item['prices']['regular_price'] );
		$this->assertSame( '2950', $item['prices']['sale_price'] );
		$this->assertNull( $item['prices']['price_range'] );
		$this->assertSame( 'EUR', $item['prices']['currency_code'] );
		$this->assertSame( 2, $item['prices']['currency_minor_unit'] );
		$this->assertArrayNotHasKey( 'raw_prices', $item['prices'], 'raw_prices belong to cart items only.' );
		$this->assertSame( '0', $item['average_rating'] );
		$this->assertSame( array(), $item['images'] );

		$range = $this->as_json( $this->store_api( 'GET', '/products/' . $this->variable_product()->get_id() )['data'] )['prices']['price_range'];
		$this->assertSame( array( 'min_amount' => '3000', 'max_amount' => '3500' ), $range );
	}

	public function test_unknown_id_is_a_404_with_woocommerce_code(): void {
		$response = $this->store_api( 'GET', '/products/999999' );
		$this->assertSame( 404, $response['status'] );
		$this->assertSame( 'woocommerce_rest_product_invalid_id', $response['data']['code'] );
		$this->assertSame( 'Invalid product ID.', $response['data']['message'] );
		$this->assertSame( array( 'status' => 404 ), $response['data']['data'] );
	}

	/**
	 * The response as a client reads it (objects become arrays).
	 *
	 * @param mixed $data Response data.
	 * @return array<string,mixed>
	 */
	private function as_json( $data ): array {
		return json_decode( (string) wp_json_encode( $data ), true );
	}
}
