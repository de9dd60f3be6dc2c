<?php
/**
 * Tests of Boudoir\Commerce\No_Catalogue.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Catalogue;
use Boudoir\Commerce\No_Catalogue;
use Boudoir\Commerce\Product;

/**
 * Without WooCommerce the catalogue finds nothing, names nothing a product and never fails.
 */
final class No_Catalogue_Test extends Test_Case {

	/**
	 * Lookups come back empty, whatever the ids.
	 */
	public function test_lookups_find_nothing(): void {
		$post_id   = wp_insert_post( array( 'post_title' => 'Not a product', 'post_status' => 'publish' ) );
		$catalogue = new No_Catalogue();

		$this->assertInstanceOf( Catalogue::class, $catalogue );
		$this->assertNull( $catalogue->find_product( $post_id ) );
		$this->assertNull( $catalogue->find_product( 0 ) );
		$this->assertSame( array(), $catalogue->find_products( array( $post_id, 0, -3, 999999 ) ) );
		$this->assertSame( array(), $catalogue->find_products( array() ) );
		$this->assertSame( array(), $catalogue->newest_product_ids( 5 ) );
	}

	/**
	 * No variations: none found, none to choose from, no variations form.
	 */
	public function test_has_no_variations(): void {
		$post_id   = wp_insert_post( array( 'post_title' => 'Not a product', 'post_status' => 'publish' ) );
		$catalogue = new No_Catalogue();

		$this->assertNull( $catalogue->find_variation_id( $post_id, array( 'pa_color' => 'black' ) ) );
		$this->assertNull( $catalogue->variation_attribute_options( $post_id ) );
		$this->assertNull( $catalogue->variation_matrix( $post_id ) );
	}

	/**
	 * Without a shop no post is a product, no taxonomy an attribute, no stock is shown; thumbnails fall back to WordPress's own.
	 */
	public function test_shop_names_fall_back_to_wordpress(): void {
		$catalogue = new No_Catalogue();

		$this->assertSame( array(), $catalogue->product_post_types() );
		$this->assertFalse( $catalogue->is_attribute_taxonomy( 'pa_color' ) );
		$this->assertSame( 'thumbnail', $catalogue->thumbnail_image_size() );
		$this->assertContains( $catalogue->thumbnail_image_size(), get_intermediate_image_sizes() );
		$this->assertNull(
			$catalogue->shown_stock_quantity(
				new Product(
					id: 1,
					parent_id: 0,
					type: Product::TYPE_SIMPLE,
					name: 'Garter',
					permalink: '',
					image_id: 0,
					price_html: '',
					price: 15.0,
					regular_price: 15.0,
					sale_price: null,
					currency: 'EUR',
					stock_status: Product::IN_STOCK,
					stock_quantity: 3,
					purchasable: true,
					min_purchase_quantity: 1,
					max_purchase_quantity: 3,
				)
			)
		);
	}
}
