<?php
/**
 * The wishlist alerts' room: what it listens to.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Commerce\Woo_Product_Changes;

defined( 'ABSPATH' ) || exit;

/**
 * Wishlist alerts (price drops, back in stock): records the products the shop changes, the
 * alerts' input (Changed_Products).
 */
final class Alerts {

	/**
	 * The room.
	 *
	 * @param Changed_Products $changes The changed products' queue.
	 */
	public function __construct( private readonly Changed_Products $changes = new Changed_Products() ) {
	}

	/**
	 * Listens to the commerce adapter's product changes. Idempotent.
	 */
	public function register(): void {
		add_action( Woo_Product_Changes::ACTION, array( $this, 'record_changes' ), 10, 1 );
	}

	/**
	 * `boudoir_product_changed`: records the products.
	 *
	 * @param mixed $ids The changed product's id and its parent's.
	 */
	public function record_changes( mixed $ids ): void {
		$this->changes->record( array_values( array_filter( (array) $ids, 'is_int' ) ), time() );
	}

	/**
	 * The changed products' queue.
	 */
	public function changes(): Changed_Products {
		return $this->changes;
	}
}
