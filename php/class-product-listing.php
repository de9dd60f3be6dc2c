<?php
/**
 * Whether the page being served lists the shop's products.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

use Boudoir\Commerce\Catalogue;

defined( 'ABSPATH' ) || exit;

/**
 * A product listing is the shop (the products' archive) or the archive of a term of a
 * product taxonomy (a category, a tag, an attribute): where the count badges' stylesheet
 * comes at once and where the grid/list choice applies.
 */
final class Product_Listing {

	/**
	 * Whether the current page is a product listing; never without a shop.
	 *
	 * @param mixed $shop The shop's catalogue (anything else: no shop).
	 */
	public static function is_current_page( mixed $shop ): bool {
		$types = $shop instanceof Catalogue ? $shop->product_post_types() : array();
		if ( ! $types ) {
			return false;
		}
		if ( is_post_type_archive( $types ) ) {
			return true;
		}
		$taxonomies = get_object_taxonomies( $types );
		// is_tax() with no taxonomy is true for any term's archive.
		return array() !== $taxonomies && is_tax( $taxonomies );
	}
}
