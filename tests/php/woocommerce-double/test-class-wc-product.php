<?php
/**
 * Contract: registration, the product CRUD over the README's storage, prices and the
 * variation form's JSON.
 *
 * @package Boudoir\Tests
 */

namespace Boudoir\Tests\WooCommerce_Double;

require_once __DIR__ . '/class-double-test-case.php';

/**
 * @covers \WC_Product
 */
class WC_Product_Test extends Double_Test_Case {

	public function test_registers_post_types_taxonomies_and_the_customer_role(): void {
		foreach ( array( 'product', 'product_variation', 'shop_order' ) as $post_type ) {
			$this->assertTrue( post_type_exists( $post_type ), $post_type );
		}
		foreach ( array( 'product_type', 'product_cat', 'product_tag', 'product_visibility' ) as $taxonomy ) {
			$this->assertTrue( taxonomy_exists( $taxonomy ), $taxonomy );
		}
		$this->assertTrue( wp_roles()->is_role( 'customer' ) );
		// A release of the supported range, 9.0–10.0.2 (the double says 9.4.0).
		$this->assertMatchesRegularExpression( '/^(9\.\d+|10\.0)\.\d+$/', WC_VERSION );
		$this->assertInstanceOf( \WooCommerce::class, WC() );
		$this->assertSame( 1, did_action( 'woocommerce_init' ) );
		foreach ( array( 'simple', 'variable', 'grouped', 'external' ) as $type ) {
			$this->assertNotFalse( get_term_by( 'name', $type, 'product_type' ), $type );
		}
	}

	public function test_urls_of_products_categories_and_the_shop(): void {
		$product = $this->simple_product( array( 'slug' => 'silk-slip' ) );
		$this->assertSame( home_url( '/product/silk-slip/' ), $product->get_permalink() );
		$term = wp_insert_term( 'Bras', 'product_cat' );
		$this->assertSame( home_url( '/product-category/bras/' ), get_term_link( $term['term_id'], 'product_cat' ) );
		$this->assertSame( home_url( '/shop/' ), get_post_type_archive_link( 'product' ) );
		// WooCommerce's installer creates the pages (WC_Install::create_pages()): start without a cart page.
		delete_option( 'woocommerce_cart_page_id' );
		$this->assertSame( -1, wc_get_page_id( 'cart' ) );
		$page = wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Cart', 'post_status' => 'publish' ) );
		update_option( 'woocommerce_cart_page_id', $page );
		$this->assertSame( $page, wc_get_page_id( 'cart' ) );
		$this->assertSame( get_permalink( $page ), wc_get_cart_url() );
	}

	public function test_attribute_registry_registers_pa_taxonomies(): void {
		$this->color_attribute();
		$rows = wc_get_attribute_taxonomies();
		$row  = current( $rows );
		$this->assertSame( 'id:' . $row->attribute_id, key( $rows ) );
		foreach ( array( 'attribute_id', 'attribute_name', 'attribute_label', 'attribute_type', 'attribute_orderby', 'attribute_public' ) as $column ) {
			$this->assertTrue( property_exists( $row, $column ), $column );
		}
		$this->assertSame( 'pa_color', wc_attribute_taxonomy_name( 'Color' ) );
		$this->assertTrue( taxonomy_exists( 'pa_color' ) );
		$this->assertSame( 'Color', wc_attribute_label( 'pa_color' ) );
		$this->assertInstanceOf( \WP_Error::class, wc_create_attribute( array( 'name' => 'Color', 'slug' => 'color' ) ) );
		// The row: WooCommerce's table, or the double's option (README: Data).
		if ( defined( 'WC_DOUBLE' ) ) {
			$this->assertSame( array( 'color' ), array_column( get_option( 'wc_double_attribute_taxonomies' ), 'attribute_name' ) );
		} else {
			global $wpdb;
			$this->assertSame( 'color', $wpdb->get_var( $wpdb->prepare( "SELECT attribute_name FROM {$wpdb->prefix}woocommerce_attribute_taxonomies WHERE attribute_id = %d", $row->attribute_id ) ) );
		}
	}

	public function test_the_term_screens_name_an_attributes_values_by_its_label(): void {
		$this->color_attribute();
		$messages = apply_filters( 'term_updated_messages', array() );
		$this->assertSame( 'Color added', $messages['pa_color'][1] );
		$this->assertSame( 'Color updated', $messages['pa_color'][3] );
		$this->assertSame( 'Color deleted', $messages['pa_color'][6] );
	}

	public function test_crud_and_plain_posts_read_back_identically(): void {
		$crud = $this->simple_product(
			array(
				'name'              => 'Silk slip',
				'regular_price'     => '20',
				'sale_price'        => '12.5',
				'sku'               => 'SLIP-1',
				'manage_stock'      => true,
				'stock_quantity'    => 4,
				'sold_individually' => true,
			)
		);
		$plain = wp_insert_post( array( 'post_type' => 'product', 'post_title' => 'Silk slip', 'post_status' => 'publish' ) );
		wp_set_object_terms( $plain, 'simple', 'product_type' );
		foreach ( array(
			'_regular_price'     => '20',
			'_sale_price'        => '12.5',
			'_price'             => '12.5',
			'_sku'               => 'SLIP-1',
			'_manage_stock'      => 'yes',
			'_stock'             => '4',
			'_stock_status'      => 'instock',
			'_backorders'        => 'no',
			'_sold_individually' => 'yes',
		) as $key => $value ) {
			update_post_meta( $plain, $key, $value );
		}
		$plain = wc_get_product( $plain );
		$this->assertInstanceOf( \WC_Product_Simple::class, $plain );
		foreach ( array( 'get_name', 'get_type', 'get_price', 'get_regular_price', 'get_sale_price', 'get_sku', 'get_stock_quantity', 'get_stock_status', 'managing_stock', 'is_in_stock', 'is_on_sale', 'is_purchasable', 'is_sold_individually', 'get_max_purchase_quantity', 'get_price_html', 'get_attributes' ) as $getter ) {
			$this->assertEquals( $crud->$getter(), $plain->$getter(), $getter );
		}
		// What the CRUD wrote is the README's schema.
		$this->assertSame( '12.5', get_post_meta( $crud->get_id(), '_price', true ) );
		$this->assertSame( 'yes', get_post_meta( $crud->get_id(), '_manage_stock', true ) );
		$this->assertSame( '4', get_post_meta( $crud->get_id(), '_stock', true ) );
		$this->assertSame( 'yes', get_post_meta( $crud->get_id(), '_sold_individually', true ) );
	}

	public function test_variable_product_from_plain_posts_matches_the_crud(): void {
		$crud  = $this->variable_product();
		$terms = $this->color_attribute();
		$plain = wp_insert_post( array( 'post_type' => 'product', 'post_title' => 'Lace set', 'post_status' => 'publish' ) );
		wp_set_object_terms( $plain, 'variable', 'product_type' );
		wp_set_object_terms( $plain, array_values( $terms ), 'pa_color' );
		update_post_meta( $plain, '_product_attributes', array( 'pa_color' => array( 'name' => 'pa_color', 'value' => '', 'position' => 0, 'is_visible' => 1, 'is_variation' => 1, 'is_taxonomy' => 1 ) ) );
		// The parent's synced prices: one `_price` row per variation price (README: Data).
		add_post_meta( $plain, '_price', '30' );
		add_post_meta( $plain, '_price', '35' );
		foreach ( array( 'red' => '30', 'blue' => '35' ) as $slug => $price ) {
			$variation = wp_insert_post( array( 'post_type' => 'product_variation', 'post_parent' => $plain, 'post_status' => 'publish', 'post_title' => 'Lace set', 'menu_order' => 'red' === $slug ? 0 : 1 ) );
			foreach ( array( 'attribute_pa_color' => $slug, '_regular_price' => $price, '_price' => $price, '_stock_status' => 'instock', '_manage_stock' => 'no' ) as $key => $value ) {
				update_post_meta( $variation, $key, $value );
			}
		}
		$plain = wc_get_product( $plain );
		$this->assertInstanceOf( \WC_Product_Variable::class, $plain );
		$this->assertSame( $crud->get_price_html(), $plain->get_price_html() );
		$this->assertSame( $crud->get_variation_attributes(), $plain->get_variation_attributes() );
		$strip_ids = static fn( array $variations ) => array_map( static fn( $v ) => array_diff_key( $v, array( 'variation_id' => 0 ) ), $variations );
		$this->assertSame( $strip_ids( $crud->get_available_variations() ), $strip_ids( $plain->get_available_variations() ) );
		$this->assertSame( '30', $plain->get_price() );
		// The CRUD syncs one `_price` row per variation price onto the parent.
		$this->assertSame( array( '30', '35' ), get_post_meta( $crud->get_id(), '_price', false ) );
	}

	public function test_price_html_markup(): void {
		$this->assertSame( '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&euro;</span>12.00</bdi></span>', wc_price( 12 ) );
		update_option( 'woocommerce_currency_pos', 'right_space' );
		$this->assertSame( '<span class="woocommerce-Price-amount amount"><bdi>1,234.50&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>', wc_price( 1234.5 ) );
		update_option( 'woocommerce_currency_pos', 'left' );

		$this->assertSame( wc_price( 19.99 ), $this->simple_product()->get_price_html() );
		$sale = $this->simple_product( array( 'regular_price' => '20', 'sale_price' => '12' ) );
		$this->assertSame(
			'<del aria-hidden="true">' . wc_price( 20 ) . '</del> <span class="screen-reader-text">Original price was: &euro;20.00.</span><ins aria-hidden="true">' . wc_price( 12 ) . '</ins><span class="screen-reader-text">Current price is: &euro;12.00.</span>',
			$sale->get_price_html()
		);
		// wc_format_price_range(): 9.0–9.4.3 "from &ndash; to"; 10.0.2 hides both prices and the dash from
		// screen readers and adds a "Price range" text for them.
		$hidden = static fn( float $amount ): string => str_replace( 'class="woocommerce-Price-amount amount"', 'class="woocommerce-Price-amount amount" aria-hidden="true"', wc_price( $amount ) );
		$this->assertContains(
			$this->variable_product()->get_price_html(),
			array(
				wc_price( 30 ) . ' &ndash; ' . wc_price( 35 ),
				$hidden( 30 ) . ' <span aria-hidden="true">&ndash;</span> ' . $hidden( 35 ) . '<span class="screen-reader-text">Price range: &euro;30.00 through &euro;35.00</span>',
			)
		);
		$same = $this->variable_product( array( 'red' => array( 'regular_price' => '30' ), 'blue' => array( 'regular_price' => '30' ) ) );
		$this->assertSame( wc_price( 30 ), $same->get_price_html() );
	}

	public function test_variation_json_has_exactly_woocommerces_keys(): void {
		$product    = $this->variable_product(
			array(
				'red'  => array( 'regular_price' => '30', 'sale_price' => '25', 'manage_stock' => true, 'stock_quantity' => 3, 'sku' => 'SET-RED' ),
				'blue' => array( 'regular_price' => '35', 'stock_status' => 'outofstock' ),
			)
		);
		$variations = $product->get_available_variations();
		$this->assertCount( 2, $variations );
		$keys = array( 'attributes', 'availability_html', 'backorders_allowed', 'dimensions', 'dimensions_html', 'display_price', 'display_regular_price', 'image', 'image_id', 'is_downloadable', 'is_in_stock', 'is_purchasable', 'is_sold_individually', 'is_virtual', 'max_qty', 'min_qty', 'price_html', 'sku', 'variation_description', 'variation_id', 'variation_is_active', 'variation_is_visible', 'weight', 'weight_html' );
		$this->assertSame( $keys, array_keys( $variations[0] ) );
		list( $red, $blue ) = $variations;
		$this->assertSame( array( 'attribute_pa_color' => 'red' ), $red['attributes'] );
		$this->assertSame( 3, $red['max_qty'] );
		$this->assertSame( '', $blue['max_qty'], 'No limit is an empty string.' );
		$this->assertSame( 1, $red['min_qty'] );
		$this->assertSame( 25.0, $red['display_price'] );
		$this->assertSame( 30.0, $red['display_regular_price'] );
		$this->assertTrue( $red['is_in_stock'] );
		$this->assertFalse( $blue['is_in_stock'] );
		$this->assertTrue( $blue['variation_is_active'], 'Out of stock stays choosable unless filtered.' );
		$this->assertTrue( $blue['variation_is_visible'] );
		$this->assertSame( 'no', $red['is_sold_individually'] );
		$this->assertSame( "<p class=\"stock in-stock\">3 in stock</p>", trim( $red['availability_html'] ) );
		$this->assertSame( '<p class="stock out-of-stock">Out of stock</p>', trim( $blue['availability_html'] ) );
		$this->assertSame( 'SET-RED', $red['sku'] );
		$this->assertStringStartsWith( '<span class="price">', $red['price_html'] );
		foreach ( array( 'title', 'caption', 'url', 'alt', 'src', 'srcset', 'sizes' ) as $image_key ) {
			$this->assertArrayHasKey( $image_key, $red['image'] );
		}
	}

	public function test_variation_json_filter_and_hidden_variations(): void {
		$product = $this->variable_product( array( 'red' => array( 'regular_price' => '30' ), 'blue' => array( 'regular_price' => '' ) ) );
		add_filter(
			'woocommerce_available_variation',
			static function ( array $data, $parent, $variation ) {
				$data['boudoir'] = $parent->get_id() . ':' . $variation->get_id();
				return $data;
			},
			10,
			3
		);
		$variations = $product->get_available_variations();
		$this->assertCount( 1, $variations, 'A variation without a price is hidden.' );
		$this->assertSame( $product->get_id() . ':' . $variations[0]['variation_id'], $variations[0]['boudoir'] );
		update_option( 'woocommerce_hide_out_of_stock_items', 'yes' );
		$out = $this->variable_product( array( 'red' => array( 'regular_price' => '30', 'stock_status' => 'outofstock' ), 'blue' => array( 'regular_price' => '30' ) ) );
		$this->assertCount( 1, $out->get_available_variations() );
	}

	public function test_variation_attributes_offer_every_term_for_any(): void {
		$product = $this->variable_product( array( 'red' => array( 'regular_price' => '30' ), 'blue' => array( 'regular_price' => '30' ) ) );
		$this->assertSame( array( 'pa_color' => array( 'red', 'blue' ) ), $product->get_variation_attributes() );
		$any = $this->variable_product( array( '' => array( 'regular_price' => '30' ) ) );
		$this->assertSame( array( 'pa_color' => array( 'red', 'blue', 'black' ) ), $any->get_variation_attributes() );
		$this->assertSame( array( 'attribute_pa_color' => '' ), wc_get_product( $any->get_children()[0] )->get_variation_attributes() );
	}

	public function test_stock_status_follows_the_stock_and_visibility_terms(): void {
		$product = $this->simple_product( array( 'manage_stock' => true, 'stock_quantity' => 0 ) );
		$this->assertSame( 'outofstock', $product->get_stock_status() );
		$this->assertTrue( has_term( 'outofstock', 'product_visibility', $product->get_id() ) );
		$this->assertSame( 'Read more', $product->add_to_cart_text() );
		$in_stock = $this->simple_product( array( 'featured' => true ) );
		$this->assertTrue( has_term( 'featured', 'product_visibility', $in_stock->get_id() ) );
		$this->assertSame( 'Add to cart', $in_stock->add_to_cart_text() );
		$this->assertSame( 'Select options', $this->variable_product()->add_to_cart_text() );
		$this->assertSame( array( $in_stock->get_id() ), wc_get_products( array( 'featured' => true, 'return' => 'ids' ) ) );
	}
}
