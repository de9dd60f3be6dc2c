<?php
/**
 * Demo-like variable products for the swatch tests, made with WooCommerce's CRUD classes.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

/**
 * Global attributes Colour (pa_color), Band (pa_band), Cup (pa_cup) and variable bras made of them.
 */
trait Swatch_Fixtures {

	/**
	 * Skips without WooCommerce (or its double).
	 */
	protected function set_up_swatch_shop(): void {
		if ( ! class_exists( 'WC_Product_Variable' ) || ! function_exists( 'wc_create_attribute' ) ) {
			$this->markTestSkipped( 'WooCommerce (or its test double) is not active on the test site.' );
		}
	}

	/**
	 * A global attribute with its terms (slug => name), created in the given order (term meta `order`).
	 *
	 * @param string                $slug  `color` for pa_color.
	 * @param string                $label The attribute's name.
	 * @param array<string,string>  $terms Slug => name.
	 * @param array<string,string>  $hexes Slug => colour, written as swatch meta.
	 * @return array<string,int> Slug => term id.
	 */
	protected function global_attribute( string $slug, string $label, array $terms, array $hexes = array() ): array {
		if ( 0 === (int) wc_attribute_taxonomy_id_by_name( $slug ) ) {
			$created = wc_create_attribute(
				array(
					'name'     => $label,
					'slug'     => $slug,
					'order_by' => 'menu_order',
				)
			);
			$this->assertIsInt( $created, is_wp_error( $created ) ? $created->get_error_message() : 'wc_create_attribute() failed.' );
		}
		// WooCommerce registers the taxonomy on the next request's init; the test needs it now.
		$this->register_attribute_taxonomies();
		$taxonomy = 'pa_' . $slug;
		$ids   = array();
		$order = 0;
		foreach ( $terms as $term_slug => $name ) {
			$existing = get_term_by( 'slug', (string) $term_slug, $taxonomy );
			$term_id  = $existing instanceof \WP_Term ? (int) $existing->term_id : (int) wp_insert_term( $name, $taxonomy, array( 'slug' => (string) $term_slug ) )['term_id'];
			update_term_meta( $term_id, 'order', $order++ );
			if ( isset( $hexes[ $term_slug ] ) ) {
				update_term_meta( $term_id, 'boudoir_swatch_color', $hexes[ $term_slug ] );
			}
			$ids[ (string) $term_slug ] = $term_id;
		}
		return $ids;
	}

	/**
	 * A variable product over global attributes, with a variation per row.
	 *
	 * @param string                                      $name       Product name.
	 * @param array<string,array<string,int>>             $attributes Taxonomy => (slug => term id), in the product's order.
	 * @param list<array{0:array<string,string>,1:?int,2?:string}> $rows Per variation: taxonomy => slug ('' = any), stock (null = unmanaged), stock status.
	 * @return array{parent:int,variations:list<int>}
	 */
	protected function variable_bra( string $name, array $attributes, array $rows ): array {
		$product_attributes = array();
		foreach ( $attributes as $taxonomy => $terms ) {
			$attribute = new \WC_Product_Attribute();
			$attribute->set_id( (int) wc_attribute_taxonomy_id_by_name( $taxonomy ) );
			$attribute->set_name( $taxonomy );
			$attribute->set_options( array_values( $terms ) );
			$attribute->set_visible( true );
			$attribute->set_variation( true );
			$product_attributes[] = $attribute;
		}
		$parent = new \WC_Product_Variable();
		$parent->set_name( $name );
		$parent->set_status( 'publish' );
		$parent->set_attributes( $product_attributes );
		$parent_id = (int) $parent->save();
		foreach ( $attributes as $taxonomy => $terms ) {
			// By id: numeric slugs (bands) would be read as ids.
			wp_set_object_terms( $parent_id, array_map( 'intval', array_values( $terms ) ), $taxonomy );
		}

		$ids = array();
		foreach ( $rows as $row ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $parent_id );
			$variation->set_status( 'publish' );
			$variation->set_attributes( $row[0] );
			$variation->set_regular_price( '49.00' );
			if ( null !== $row[1] ) {
				$variation->set_manage_stock( true );
				$variation->set_stock_quantity( $row[1] );
			}
			$variation->set_stock_status( $row[2] ?? ( null !== $row[1] && $row[1] <= 0 ? 'outofstock' : 'instock' ) );
			$ids[] = (int) $variation->save();
		}
		wc_get_product( $parent_id )->save();
		return array(
			'parent'     => $parent_id,
			'variations' => $ids,
		);
	}

	/**
	 * The demo's attributes: Colour (with hexes), Band, Cup.
	 *
	 * @return array{pa_color:array<string,int>,pa_band:array<string,int>,pa_cup:array<string,int>}
	 */
	protected function demo_attributes(): array {
		return array(
			'pa_color' => $this->global_attribute(
				'color',
				'Colour',
				array(
					'noir'  => 'Noir',
					'ivory' => 'Ivory',
					'blush' => 'Blush',
					'sage'  => 'Sage',
				),
				array(
					'noir'  => '#111111',
					'ivory' => '#f4efe6',
					'blush' => '#e8b4b8',
					'sage'  => '#9caf88',
				)
			),
			'pa_band'  => $this->global_attribute( 'band', 'Band', array_combine( array( '30', '32', '34', '36', '38', '40' ), array( '30', '32', '34', '36', '38', '40' ) ) ),
			'pa_cup'   => $this->global_attribute( 'cup', 'Cup', array_combine( array( 'a', 'b', 'c', 'd', 'e', 'f' ), array( 'A', 'B', 'C', 'D', 'E', 'F' ) ) ),
		);
	}

	/**
	 * A demo-like bra with every colour × band × cup combination but some missing and some sold out.
	 *
	 * @param int $colours How many colours (1–4): 4 makes 4 × 6 × 6 = 144 minus the missing ones.
	 * @param int $limit   At most this many variations (0: all), over the same attributes and terms.
	 * @param int $every   Only every so many combinations (1: all): 4 keeps 34 of the 136 that still use every term.
	 * @return array{parent:int,variations:list<int>}
	 */
	protected function large_bra( int $colours = 4, int $limit = 0, int $every = 1 ): array {
		$attributes = $this->demo_attributes();
		$attributes['pa_color'] = array_slice( $attributes['pa_color'], 0, $colours, true );
		$rows                   = array();
		foreach ( array_keys( $attributes['pa_color'] ) as $colour ) {
			foreach ( array_keys( $attributes['pa_band'] ) as $band ) {
				foreach ( array_keys( $attributes['pa_cup'] ) as $cup ) {
					// No 30F and no 40A in any colour.
					if ( ( '30' === (string) $band && 'f' === $cup ) || ( '40' === (string) $band && 'a' === $cup ) ) {
						continue;
					}
					$stock  = 'b' === $cup ? 3 : ( 'c' === $cup ? 0 : null );
					$rows[] = array(
						array(
							'pa_color' => (string) $colour,
							'pa_band'  => (string) $band,
							'pa_cup'   => (string) $cup,
						),
						$stock,
					);
				}
			}
		}
		$rows = array_values( array_filter( $rows, static fn ( int $index ): bool => 0 === $index % $every, ARRAY_FILTER_USE_KEY ) );
		return $this->variable_bra( 'Lace plunge bra', $attributes, $limit > 0 ? array_slice( $rows, 0, $limit ) : $rows );
	}

	/**
	 * An image attachment with a thumbnail size (no file needed: URLs come from its metadata).
	 *
	 * @param string $file Its file name under uploads.
	 * @return int The attachment.
	 */
	protected function image_attachment( string $file ): int {
		return self::sized_image( $file, array( 600, 600 ), 'thumbnail', array( 150, 150 ) );
	}
}
