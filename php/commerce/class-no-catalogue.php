<?php
/**
 * The catalogue when there is no shop.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Stands in when WooCommerce is missing or too old: finds nothing, names nothing a product, never fails.
 */
final class No_Catalogue implements Catalogue {

	/**
	 * Always null.
	 *
	 * @param int $product_id Ignored.
	 */
	public function find_product( int $product_id ): ?Product {
		return null;
	}

	/**
	 * Always empty.
	 *
	 * @param int[] $product_ids Ignored.
	 * @return array<int,Product>
	 */
	public function find_products( array $product_ids ): array {
		return array();
	}

	/**
	 * None: without a shop there are no products.
	 *
	 * @param int $count Ignored.
	 * @return list<int>
	 */
	public function newest_product_ids( int $count ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- the interface's signature.
		return array();
	}

	/**
	 * Always null.
	 *
	 * @param int                  $product_id Ignored.
	 * @param array<string,string> $attributes Ignored.
	 */
	public function find_variation_id( int $product_id, array $attributes ): ?int {
		return null;
	}

	/**
	 * Always null: no shop, no variations.
	 *
	 * @param int $product_id Ignored.
	 */
	public function variation_attribute_options( int $product_id ): ?array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- the interface's signature.
		return null;
	}

	/**
	 * Always null: no shop, no variations.
	 *
	 * @param int $product_id Ignored.
	 */
	public function variation_matrix( int $product_id ): ?array {
		return null;
	}

	/**
	 * Always null: no shop, no stock.
	 *
	 * @param Product $product Ignored.
	 */
	public function shown_stock_quantity( Product $product ): ?int { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- the interface's signature.
		return null;
	}

	/**
	 * None: without a shop no post is a product.
	 *
	 * @return list<string>
	 */
	public function product_post_types(): array {
		return array();
	}

	/**
	 * Never: without a shop there are no product attributes.
	 *
	 * @param string $taxonomy Ignored.
	 */
	public function is_attribute_taxonomy( string $taxonomy ): bool { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- the interface's signature.
		return false;
	}

	/**
	 * WordPress's own `thumbnail` size.
	 */
	public function thumbnail_image_size(): string {
		return 'thumbnail';
	}
}
