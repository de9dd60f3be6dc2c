<?php
/**
 * Tests of Boudoir\Rest\Routes\Add_Item_Route (php/rest/routes/class-add-item-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Wishlist\Guest_Session;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class Add_Item_Route_Test extends Rest_Test_Case {

	/**
	 * Add to the default list: created on first add, guest session started, the contract's fields answered.
	 */
	public function test_adds_to_the_default_list(): void {
		$this->as_anonymous();
		$product = $this->product( 'Margaux lace brief', '49.90', 5 );

		$answer = $this->call(
			'POST',
			'/items/add',
			array(
				'add_to_wishlist' => $product,
				'product_type'    => 'simple',
			)
		);

		$this->assertSame( 201, $answer['status'] );
		$this->assertTrue( $answer['data']['result'] );
		$this->assertIsString( $answer['data']['message'] );
		$this->assertArrayHasKey( Guest_Session::COOKIE, $_COOKIE, 'The first save starts the guest session.' );
		$this->assertCount( 1, $answer['data']['user_wishlists'] );
		$this->assertSame( array( 'id', 'token', 'wishlist_name', 'default', 'add_to_this_wishlist_url' ), array_keys( $answer['data']['user_wishlists'][0] ) );
		$this->assertTrue( $answer['data']['user_wishlists'][0]['default'] );
		$item = $answer['data']['item'];
		foreach ( array( 'item_id', 'product_id', 'variation_id', 'product_type', 'name', 'permalink', 'image', 'price_html', 'price', 'currency', 'price_when_added', 'currency_when_added', 'price_dropped', 'stock_status', 'stock_quantity', 'quantity', 'position', 'added_at' ) as $key ) {
			$this->assertArrayHasKey( $key, $item );
		}
		$this->assertSame( 'Margaux lace brief', $item['name'] );
		$this->assertSame( '49.9', $item['price'] );
		$this->assertSame( '49.9000', $item['price_when_added'] );
		$this->assertFalse( $item['price_dropped'] );
		$this->assertSame( 5, $item['stock_quantity'] );
		$this->assertSame( 'simple', $item['product_type'] );

		$again = $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $product ) );
		$this->assertSame( 200, $again['status'] );
		$this->assertSame( 'exists', $again['data']['result'] );
	}

	/**
	 * Add to a new list (name and visibility) and to an existing list of mine.
	 */
	public function test_adds_to_a_new_or_named_list(): void {
		$me      = $this->as_user();
		$gifts   = $this->make_list( $me );
		$product = $this->product();

		$new = $this->call(
			'POST',
			'/items/add',
			array(
				'add_to_wishlist'     => $product,
				'wishlist_id'         => 'new',
				'wishlist_name'       => 'Honeymoon',
				'wishlist_visibility' => 'shared',
			)
		);
		$this->assertSame( 201, $new['status'] );
		$this->assertSame( 'Honeymoon', $new['data']['wishlist']['wishlist_name'] );
		$this->assertSame( 'shared', $new['data']['wishlist']['privacy'] );
		$this->assertCount( 2, $new['data']['user_wishlists'] );

		$named = $this->call(
			'POST',
			'/items/add',
			array(
				'add_to_wishlist' => $product,
				'wishlist_id'     => (string) $gifts->id,
				'quantity'        => 3,
			)
		);
		$this->assertSame( 201, $named['status'] );
		$this->assertSame( $gifts->id, $named['data']['wishlist']['id'] );
		$this->assertSame( 3, $named['data']['item']['quantity'] );

		$unnamed = $this->call(
			'POST',
			'/items/add',
			array(
				'add_to_wishlist' => $product,
				'wishlist_id'     => 'new',
				'wishlist_name'   => '  ',
			)
		);
		$this->assert_error( 400, 'boudoir_invalid_wishlist_name', $unnamed );
		$this->assertSame( 'boudoir_invalid_wishlist_name', $unnamed['data']['result'], 'Add errors carry the contract\'s result.' );
		$this->assertCount( 2, $unnamed['data']['user_wishlists'] );
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $product, 'wishlist_id' => 'newest' ) ) );
	}

	/**
	 * Unknown, unpublished or trashed products and wrong variations are 400s naming the field.
	 */
	public function test_refuses_unknown_products(): void {
		$this->as_user();
		$draft   = $this->product( 'Secret collection', '10', null, 'draft' );
		$page    = wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'About', 'post_status' => 'publish' ) );
		$trashed = $this->product( 'Old' );
		wp_trash_post( $trashed );
		foreach ( array( 999999, $draft, $page, $trashed ) as $id ) {
			$answer = $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $id ) );
			$this->assert_error( 400, 'boudoir_invalid_add_to_wishlist', $answer, "product {$id}" );
			$this->assertArrayHasKey( 'add_to_wishlist', $answer['data']['data']['params'] );
		}
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => 'abc' ) ) );
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => -3 ) ) );
		$this->assert_error( 400, 'rest_missing_callback_param', $this->call( 'POST', '/items/add' ) );

		$bra   = $this->variable_product();
		$other = $this->variable_product();
		$this->assert_error( 400, 'boudoir_invalid_variation_id', $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $bra['parent'], 'variation_id' => $other['a'] ) ) );
		$this->assert_error( 400, 'boudoir_invalid_variation_id', $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $bra['parent'], 'variation_id' => $this->product() ) ) );
		$this->assertSame( array(), $this->call( 'GET', '/wishlists' )['data'], 'Nothing was created by refused adds.' );
	}

	/**
	 * The exact variation is kept, also when the variation id is sent as the product.
	 */
	public function test_keeps_the_variation(): void {
		$this->as_user();
		$bra = $this->variable_product();

		$by_field = $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $bra['parent'], 'variation_id' => $bra['a'] ) );
		$as_id    = $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $bra['b'] ) );

		$this->assertSame( array( $bra['parent'], $bra['a'] ), array( $by_field['data']['item']['product_id'], $by_field['data']['item']['variation_id'] ) );
		$this->assertSame( array( $bra['parent'], $bra['b'] ), array( $as_id['data']['item']['product_id'], $as_id['data']['item']['variation_id'] ) );
		$this->assertSame( 'variation', $as_id['data']['item']['product_type'] );
	}

	/**
	 * Merge-safe: what a guest saved through the API is the user's after they register and log in.
	 */
	public function test_guest_saves_survive_registration(): void {
		$this->as_anonymous();
		$product = $this->product();
		$this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $product ) );
		$this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $this->product(), 'wishlist_id' => 'new', 'wishlist_name' => 'Ideas' ) );
		$this->assertArrayHasKey( Guest_Session::COOKIE, $_COOKIE );

		// Registering with the guest's cookie (user_register) hands the guest's lists over.
		$user = $this->create_user( 'customer' );
		$this->log_in( $user->ID );
		unset( $_COOKIE[ Guest_Session::COOKIE ] );

		$lists = $this->call( 'GET', '/wishlists' )['data'];
		$this->assertCount( 2, $lists );
		$this->assertSame( array( 1, 1 ), array_column( $lists, 'item_count' ) );
		$this->assertSame( 'exists', $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $product ) )['data']['result'] );
	}
}
