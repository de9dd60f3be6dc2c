<?php
/**
 * Tests of Boudoir\Rest\Routes\Remove_Product_Route (php/rest/routes/class-remove-product-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class Remove_Product_Route_Test extends Rest_Test_Case {

	/**
	 * Remove a product from one list (all its variations, or one).
	 */
	public function test_removes_a_product_from_a_list(): void {
		$me   = $this->as_user();
		$list = $this->make_list( $me );
		$bra  = $this->variable_product();
		$this->put( $list, $bra['parent'], $bra['a'] );
		$this->put( $list, $bra['parent'], $bra['b'] );
		$keep = $this->put( $list, $this->product() );

		$one = $this->call( 'POST', '/items/remove', array( 'remove_from_wishlist' => $bra['parent'], 'variation_id' => $bra['a'], 'wishlist_token' => $list->token ) );
		$this->assertSame( 1, $one['data']['removed'] );
		$all = $this->call( 'POST', '/items/remove', array( 'remove_from_wishlist' => $bra['parent'], 'wishlist_id' => $list->id ) );
		$this->assertSame( 1, $all['data']['removed'] );
		$this->assertSame( 1, $all['data']['wishlist']['item_count'] );
		$this->assertSame( 0, $this->call( 'POST', '/items/remove', array( 'remove_from_wishlist' => $bra['parent'], 'wishlist_id' => $list->id ) )['data']['removed'] );
		$this->assertSame( array( $keep ), $this->order( $list ) );
		$this->assert_error( 400, 'boudoir_invalid_wishlist_token', $this->call( 'POST', '/items/remove', array( 'remove_from_wishlist' => $bra['parent'] ) ) );
	}
}
