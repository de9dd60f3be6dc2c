<?php
/**
 * Products the commerce adapters' tests make, with WooCommerce's CRUD classes as a shop admin's saves make them.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

/**
 * A simple product, the global attribute Colour, and a variable bra (Colour × Cup).
 */
trait Product_Fixtures {

	/**
	 * A published simple product.
	 *
	 * @param string          $name    Product name.
	 * @param string          $regular Regular price.
	 * @param int|null        $stock   Units in stock; null to leave stock unmanaged.
	 * @param string          $sale    Sale price, '' for none.
	 */
	protected function simple_product( string $name = 'Lace bralette', string $regular = '39.90', ?int $stock = 3, string $sale = '' ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_status( 'publish' );
		$product->set_regular_price( $regular );
		$product->set_sale_price( $sale );
		if ( null !== $stock ) {
			$product->set_manage_stock( true );
			$product->set_stock_quantity( $stock );
		}
		$product->save();
		return $product;
	}

	/**
	 * The global attribute Colour (pa_color) with the terms Black, Red and Ivory.
	 *
	 * @return int The attribute's id.
	 */
	protected function colour_attribute(): int {
		$attribute_id = (int) wc_attribute_taxonomy_id_by_name( 'color' );
		if ( 0 === $attribute_id ) {
			$attribute_id = wc_create_attribute(
				array(
					'name' => 'Colour',
					'slug' => 'color',
				)
			);
			$this->assertIsInt( $attribute_id, is_wp_error( $attribute_id ) ? $attribute_id->get_error_message() : 'wc_create_attribute() failed.' );
		}
		// WooCommerce registers attribute taxonomies on the next request's init; the test needs it now.
		$this->register_attribute_taxonomies();
		foreach ( array( 'Black', 'Red', 'Ivory' ) as $colour ) {
			if ( ! term_exists( $colour, 'pa_color' ) ) {
				wp_insert_term( $colour, 'pa_color' );
			}
		}
		return $attribute_id;
	}

	/**
	 * A variable bra: Colour (taxonomy) × Cup (custom attribute).
	 *
	 * Variations: Black/B (2 left), Black/C (out of stock), Red/B (on sale), any colour/D.
	 *
	 * @return array{parent:int,black_b:int,black_c:int,red_b:int,any_d:int}
	 */
	protected function variable_product(): array {
		$colour = new \WC_Product_Attribute();
		$colour->set_id( $this->colour_attribute() );
		$colour->set_name( 'pa_color' );
		$colour->set_options( array_map( static fn ( string $slug ): int => (int) get_term_by( 'slug', $slug, 'pa_color' )->term_id, array( 'black', 'red', 'ivory' ) ) );
		$colour->set_visible( true );
		$colour->set_variation( true );

		$cup = new \WC_Product_Attribute();
		$cup->set_id( 0 );
		$cup->set_name( 'Cup' );
		$cup->set_options( array( 'B', 'C', 'D' ) );
		$cup->set_visible( true );
		$cup->set_variation( true );

		$parent = new \WC_Product_Variable();
		$parent->set_name( 'Balconette bra' );
		$parent->set_status( 'publish' );
		$parent->set_attributes( array( $colour, $cup ) );
		$parent_id = (int) $parent->save();
		wp_set_object_terms( $parent_id, array( 'black', 'red', 'ivory' ), 'pa_color' );

		$ids = array( 'parent' => $parent_id );
		foreach (
			array(
				'black_b' => array( 'black', 'B', '49.00', '', 2, 'instock' ),
				'black_c' => array( 'black', 'C', '49.00', '', 0, 'outofstock' ),
				'red_b'   => array( 'red', 'B', '49.00', '35.00', null, 'instock' ),
				'any_d'   => array( '', 'D', '55.00', '', null, 'instock' ),
			) as $key => list( $colour_slug, $cup_size, $regular, $sale, $stock, $status )
		) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $parent_id );
			$variation->set_status( 'publish' );
			$variation->set_attributes(
				array(
					'pa_color' => $colour_slug,
					'cup'      => $cup_size,
				)
			);
			$variation->set_regular_price( $regular );
			$variation->set_sale_price( $sale );
			if ( null !== $stock ) {
				$variation->set_manage_stock( true );
				$variation->set_stock_quantity( $stock );
			}
			$variation->set_stock_status( $status );
			$ids[ $key ] = (int) $variation->save();
		}

		// As the admin's "Update" does after editing variations: the parent syncs its prices and children.
		wc_get_product( $parent_id )->save();
		return $ids;
	}

}
