<?php
/**
 * Where a product was saved, and whether it was new there.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * The answer of Wishlist_Service::add_product().
 */
final class Add_Outcome {

	/**
	 * An outcome.
	 *
	 * @param Wishlist   $wishlist The list the product is on (given, new or the default).
	 * @param Add_Result $result   Added, or there already; the item either way.
	 */
	public function __construct( public readonly Wishlist $wishlist, public readonly Add_Result $result ) {
	}
}
