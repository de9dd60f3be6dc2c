<?php
/**
 * Tests of Boudoir\Rest\Routes\Update_Quantity_Route (php/rest/routes/class-update-quantity-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class Update_Quantity_Route_Test extends Rest_Test_Case {

	/**
	 * Quantities are integers from 1 to the max purchase quantity the adapter reports.
	 */
	public function test_quantities_stay_within_stock(): void {
		$me      = $this->as_user();
		$product = $this->product( 'Limited robe', '120', 2 );
		$answer  = $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $product, 'quantity' => 3 ) );
		$this->assert_error( 400, 'boudoir_invalid_quantity', $answer );
		$this->assertSame( 2, $answer['data']['data']['max'] );
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $product, 'quantity' => 0 ) ) );
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $product, 'quantity' => 1.5 ) ) );

		$added = $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $product, 'quantity' => 2 ) );
		$list  = Plugin::instance()->wishlists()->lists()->default_for( $me );
		$item  = $added['data']['item']['item_id'];

		$set = $this->call( 'POST', '/items/quantity', array( 'wishlist_token' => $list->token, 'item_id' => $item, 'quantity' => 1 ) );
		$this->assertSame( 1, $set['data']['item']['quantity'] );
		$by_product = $this->call( 'POST', '/items/quantity', array( 'wishlist_token' => $list->token, 'product_id' => $product, 'quantity' => 2 ) );
		$this->assertSame( 2, $by_product['data']['item']['quantity'] );
		$this->assert_error( 400, 'boudoir_invalid_quantity', $this->call( 'POST', '/items/quantity', array( 'wishlist_token' => $list->token, 'item_id' => $item, 'quantity' => 3 ) ) );
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'POST', '/items/quantity', array( 'wishlist_token' => $list->token, 'item_id' => $item, 'quantity' => 'many' ) ) );
		$this->assert_error( 400, 'boudoir_invalid_item_id', $this->call( 'POST', '/items/quantity', array( 'wishlist_token' => $list->token, 'quantity' => 1 ) ) );
		$this->assert_error( 404, 'boudoir_item_not_found', $this->call( 'POST', '/items/quantity', array( 'wishlist_token' => $list->token, 'product_id' => $this->product(), 'quantity' => 1 ) ) );

		// An out-of-stock product may still be wished for, once.
		$sold_out = $this->product( 'Sold out', '10', 0 );
		$this->assertSame( 201, $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $sold_out ) )['status'] );
	}
}
