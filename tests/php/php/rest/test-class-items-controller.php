<?php
/**
 * Tests of the item routes 8–16 and 19 (Boudoir\Rest\Routes: List_Items_Route … Saved_Items_Route).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once __DIR__ . '/class-rest-test-case.php';

/**
 * Items: read paged, add, remove, quantity, sort, move, copy, delete, remove from all.
 */
final class Items_Controller_Test extends Rest_Test_Case {

	/**
	 * Item ids of a list, in order.
	 *
	 * @param Wishlist $list The list.
	 * @return list<int>
	 */
	private function order( Wishlist $list ): array {
		return array_map( static fn ( $item ): int => $item->id, Plugin::instance()->wishlists()->items()->for_wishlist( $list->id ) );
	}

	/**
	 * An image attachment (no file needed: its URL is built from its metadata).
	 *
	 * @param string $file Its file name.
	 */
	private function image( string $file ): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => $file,
				'post_status'    => 'inherit',
			),
			'2026/11/' . $file
		);
		update_post_meta( $id, '_wp_attachment_image_alt', 'Photo of ' . $file );
		return $id;
	}

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
	 * GET /items/saved: the caller's saved products over all their lists, ids only, in one query;
	 * another owner's items never; [] and no cookie for an anonymous caller.
	 */
	public function test_lists_my_saved_products(): void {
		$bra     = $this->variable_product();
		$brief   = $this->product( 'Margaux lace brief' );
		$robe    = $this->product( 'Silk robe' );
		$other   = Owner::user( $this->create_user( 'customer' )->ID );
		$theirs  = $this->make_list( $other, Wishlist_Privacy::PUBLIC, 'Theirs' );
		$foreign = $this->put( $theirs, $robe );
		$me      = $this->as_user();
		$gifts   = $this->make_list( $me, Wishlist_Privacy::SHARED, 'Gifts' );
		$mine    = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Mine', true );
		$first   = $this->put( $gifts, $brief );
		$second  = $this->put( $mine, $bra['parent'], $bra['a'] );
		$third   = $this->put( $mine, $brief );

		// A request builds WordPress's REST server before any route runs (rest_api_init, where WooCommerce
		// registers its own routes and reads its settings): built first, so the count is the route's alone.
		rest_get_server();
		$queries = $this->count_queries(
			function () use ( &$answer ): void {
				$answer = $this->call( 'GET', '/items/saved' );
			}
		);

		$this->assertSame( 200, $answer['status'] );
		$this->assertSame(
			array(
				array(
					'item_id'        => $second,
					'product_id'     => $bra['parent'],
					'variation_id'   => $bra['a'],
					'variation'      => array(),
					'wishlist_id'    => $mine->id,
					'wishlist_token' => $mine->token,
				),
				array(
					'item_id'        => $third,
					'product_id'     => $brief,
					'variation_id'   => 0,
					'variation'      => array(),
					'wishlist_id'    => $mine->id,
					'wishlist_token' => $mine->token,
				),
				array(
					'item_id'        => $first,
					'product_id'     => $brief,
					'variation_id'   => 0,
					'variation'      => array(),
					'wishlist_id'    => $gifts->id,
					'wishlist_token' => $gifts->token,
				),
			),
			$answer['data'],
			'Default list first, then by position.'
		);
		$this->assertNotContains( $foreign, array_column( $answer['data'], 'item_id' ) );
		$this->assertLessThanOrEqual( 3, $queries, 'One query for the items (plus what WordPress itself reads).' );

		$this->assertSame( 1, count( Plugin::instance()->wishlists()->items()->saved_by_owner( $other ) ) );

		$guest = $this->as_guest();
		$this->assertSame( array(), $this->call( 'GET', '/items/saved' )['data'], 'A guest without lists has nothing saved.' );
		$list = $this->make_list( $guest, Wishlist_Privacy::PRIVATE, 'Wishlist', true );
		$item = $this->put( $list, $robe );
		$this->assertSame( array( $item ), array_column( $this->call( 'GET', '/items/saved' )['data'], 'item_id' ) );

		$this->as_anonymous();
		$anonymous = $this->call( 'GET', '/items/saved' );
		$this->assertSame( 200, $anonymous['status'] );
		$this->assertSame( array(), $anonymous['data'] );
		$this->assertArrayNotHasKey( Guest_Session::COOKIE, $_COOKIE, 'A read never starts a session.' );
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

	/**
	 * GET items: paged, with X-WP-Total, X-WP-TotalPages and Link headers; per_page up to 100.
	 */
	public function test_reads_items_in_pages(): void {
		$me   = $this->as_user();
		$list = $this->make_list( $me, Wishlist_Privacy::SHARED );
		for ( $i = 1; $i <= 5; $i++ ) {
			$this->put( $list, $this->product( "Stocking {$i}" ) );
		}

		$first = $this->call( 'GET', "/wishlists/{$list->token}/items", array( 'per_page' => 2 ) );
		$this->assertSame( 200, $first['status'] );
		$this->assertSame( array( 'Stocking 1', 'Stocking 2' ), array_column( $first['data'], 'name' ) );
		$this->assertSame( '5', $first['headers']['X-WP-Total'] );
		$this->assertSame( '3', $first['headers']['X-WP-TotalPages'] );
		$link = $first['headers']['Link'];
		$this->assertMatchesRegularExpression( '/<[^>]*[?&]page=2[^>]*>; rel="next"/', $link );
		$this->assertStringContainsString( 'per_page=2', $link );
		$this->assertStringNotContainsString( 'rel="prev"', $link );

		$last = $this->call( 'GET', "/wishlists/{$list->token}/items", array( 'per_page' => 2, 'page' => 3 ) );
		$this->assertSame( array( 'Stocking 5' ), array_column( $last['data'], 'name' ) );
		$this->assertStringNotContainsString( 'rel="next"', $last['headers']['Link'] );
		$this->assertStringContainsString( 'rel="prev"', $last['headers']['Link'] );
		$this->assertSame( array(), $this->call( 'GET', "/wishlists/{$list->token}/items", array( 'page' => 9 ) )['data'] );
		$this->assertCount( 5, $this->call( 'GET', "/wishlists/{$list->token}/items", array( 'per_page' => 100 ) )['data'] );
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'GET', "/wishlists/{$list->token}/items", array( 'per_page' => 101 ) ) );
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'GET', "/wishlists/{$list->token}/items", array( 'page' => 0 ) ) );

		$this->as_anonymous();
		$this->assertCount( 5, $this->call( 'GET', "/wishlists/{$list->token}/items", array( 'per_page' => 100 ) )['data'], 'A share-token holder reads a shared list.' );
		$this->assertArrayNotHasKey( Guest_Session::COOKIE, $_COOKIE );
	}

	/**
	 * GET items of a private list of someone else is 404 to every other caller.
	 */
	public function test_private_items_are_not_found(): void {
		$owner_id = $this->create_user( 'customer' )->ID;
		$list     = $this->make_list( Owner::user( $owner_id ) );
		$this->put( $list, $this->product() );
		foreach ( array( fn () => $this->as_user(), fn () => $this->as_guest(), fn () => $this->as_anonymous() ) as $become ) {
			$become();
			$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'GET', "/wishlists/{$list->token}/items" ) );
		}
		$this->as_existing_user( $owner_id );
		$this->assertCount( 1, $this->call( 'GET', "/wishlists/{$list->token}/items" )['data'] );
	}

	/**
	 * Price drops show; a product gone since shows as unavailable, not as an error.
	 */
	public function test_items_show_price_drops_and_gone_products(): void {
		$me      = $this->as_user();
		$list    = $this->make_list( $me );
		$product = $this->product( 'Silk robe', '100' );
		$gone    = $this->product( 'Gone robe', '80' );
		$this->put( $list, $product );
		$this->put( $list, $gone );
		$wc = wc_get_product( $product );
		$wc->set_sale_price( '75' );
		$wc->save();
		wp_delete_post( $gone, true );

		$items = $this->call( 'GET', "/wishlists/{$list->token}/items" )['data'];

		$this->assertTrue( $items[0]['price_dropped'] );
		$this->assertSame( '75', $items[0]['price'] );
		$this->assertSame( '100.0000', $items[0]['price_when_added'] );
		$this->assertSame( '', $items[1]['name'] );
		$this->assertNull( $items[1]['stock_status'] );
		$this->assertFalse( $items[1]['price_dropped'] );
	}

	/**
	 * Reading 1, 50 or 500 items costs the same number of queries (no N+1).
	 */
	public function test_reading_costs_the_same_for_1_50_and_500_items(): void {
		$me  = $this->as_user();
		$bra = $this->variable_product();
		// Every list starts with a variation whose image is its product's, so each kind is in each list.
		$parent = wc_get_product( $bra['parent'] );
		$parent->set_image_id( $this->image( 'bra.jpg' ) );
		$parent->save();
		$products = array( array( $bra['parent'], $bra['a'] ) );
		for ( $i = 1; $i < 500; $i++ ) {
			$id = $this->product( "Stocking {$i}", (string) ( 10 + $i % 50 ), $i % 7 ? $i : null );
			if ( 0 === $i % 5 ) {
				$product = wc_get_product( $id );
				$product->set_image_id( $this->image( "stocking-{$i}.jpg" ) );
				$product->save();
			}
			$products[] = array( $id, 0 );
		}
		// A request builds WordPress's REST server before any route runs (rest_api_init, where WooCommerce
		// registers its own routes and reads its settings): built first, so each count is the route's alone.
		rest_get_server();
		// WooCommerce keeps a variable product's prices and children in transients, built on the first read
		// after a save (WC_Product_Variable_Data_Store_CPT::read_price_data()) by whichever list comes first:
		// read once before counting, so no count carries WooCommerce's one-time work.
		wc_get_product( $bra['parent'] )->get_price_html();
		$counts = array();
		foreach ( array( 1, 50, 500 ) as $size ) {
			$list = $this->make_list( $me, Wishlist_Privacy::PRIVATE, "List {$size}" );
			foreach ( array_slice( $products, 0, $size ) as list( $product, $variation ) ) {
				$this->put( $list, $product, $variation );
			}
			$this->flush_caches();
			$counts[ $size ] = $this->count_queries(
				function () use ( $list, $size ): void {
					$answer = $this->call( 'GET', "/wishlists/{$list->token}/items", array( 'per_page' => 100 ) );
					$this->assertCount( min( 100, $size ), $answer['data'] );
					$this->assertSame( 'Photo of bra.jpg', $answer['data'][0]['image']['alt'] );
					$this->assertStringEndsWith( 'bra.jpg', $answer['data'][0]['image']['src'] );
				}
			);
		}
		fwrite( STDERR, sprintf( "\n[queries] GET items: 1 → %d, 50 → %d, 500 → %d\n", $counts[1], $counts[50], $counts[500] ) );
		$this->assertSame( $counts[1], $counts[50] );
		$this->assertSame( $counts[1], $counts[500] );
	}

	/**
	 * Item writes: the ownership matrix (other user, other guest, anonymous) on private and shared lists.
	 */
	public function test_item_writes_need_ownership(): void {
		$guest_token = Token::generate();
		$owners      = array(
			'user'  => Owner::user( $this->create_user( 'customer' )->ID ),
			'guest' => Owner::guest( $guest_token ),
		);
		$product = $this->product();
		foreach ( $owners as $kind => $owner ) {
			foreach ( array( Wishlist_Privacy::PRIVATE, Wishlist_Privacy::SHARED ) as $privacy ) {
				$list    = $this->make_list( $owner, $privacy );
				$other   = $this->make_list( $owner, $privacy, 'Other' );
				$item    = $this->put( $list, $product );
				$list_err = Wishlist_Privacy::PRIVATE === $privacy ? array( 404, 'boudoir_wishlist_not_found' ) : array( 403, 'boudoir_forbidden' );
				// By id (list or item) only the owner is answered: 404 whatever the privacy (issue 10); by token a readable list is 403.
				$id_err   = array( 404, 'boudoir_wishlist_not_found' );
				$item_err = array( 404, 'boudoir_item_not_found' );
				foreach ( array( 'other user' => fn () => $this->as_user(), 'other guest' => fn () => $this->as_guest(), 'anonymous' => fn () => $this->as_anonymous() ) as $who => $become ) {
					$become();
					$context = "{$who} on {$kind}'s {$privacy} list";
					$this->assert_error( $id_err[0], $id_err[1], $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $product, 'wishlist_id' => $list->id ) ), $context );
					$this->assert_error( $list_err[0], $list_err[1], $this->call( 'POST', '/items/remove', array( 'remove_from_wishlist' => $product, 'wishlist_token' => $list->token ) ), $context );
					$this->assert_error( $id_err[0], $id_err[1], $this->call( 'POST', '/items/remove', array( 'remove_from_wishlist' => $product, 'wishlist_id' => $list->id ) ), $context );
					$this->assert_error( $list_err[0], $list_err[1], $this->call( 'POST', '/items/quantity', array( 'wishlist_token' => $list->token, 'item_id' => $item, 'quantity' => 2 ) ), $context );
					$this->assert_error( $list_err[0], $list_err[1], $this->call( 'POST', '/items/sort', array( 'wishlist_token' => $list->token, 'positions' => array( $item ) ) ), $context );
					$this->assert_error( $list_err[0], $list_err[1], $this->call( 'POST', '/items/move', array( 'wishlist_token' => $list->token, 'destination_wishlist_token' => $other->token, 'item_id' => $item ) ), $context );
					$this->assert_error( $list_err[0], $list_err[1], $this->call( 'POST', '/items/copy', array( 'wishlist_token' => $list->token, 'destination_wishlist_token' => 'new', 'wishlist_name' => 'Stolen', 'item_id' => $item ) ), $context );
					$this->assert_error( $item_err[0], $item_err[1], $this->call( 'DELETE', "/items/{$item}" ), $context );
					$this->assert_error( $id_err[0], $id_err[1], $this->call( 'POST', '/items/remove-from-all', array( 'prod_id' => $product, 'wishlist_id' => $list->id ) ), $context );
					$this->assertSame( 0, $this->call( 'POST', '/items/remove-from-all', array( 'prod_id' => $product ) )['data']['removed'], $context );
					if ( 'anonymous' === $who ) {
						$this->assertArrayNotHasKey( Guest_Session::COOKIE, $_COOKIE, 'A refused write sets no cookie.' );
					}
				}
				$this->assertSame( array( $item ), $this->order( $list ), 'Nothing changed.' );
				$this->assertSame( 1, Plugin::instance()->wishlists()->items()->get( $item )->quantity );

				'user' === $kind ? $this->as_existing_user( $owner->user_id ) : $this->as_guest( $guest_token );
				$this->assertSame( 200, $this->call( 'POST', '/items/quantity', array( 'wishlist_token' => $list->token, 'item_id' => $item, 'quantity' => 2 ) )['status'] );
				$this->assertSame( 200, $this->call( 'DELETE', "/items/{$item}" )['status'] );
			}
		}
	}

	/**
	 * Writes need the nonce, guests included.
	 */
	public function test_item_writes_need_the_nonce(): void {
		$guest   = $this->as_guest();
		$list    = $this->make_list( $guest );
		$product = $this->product();
		$item    = $this->put( $list, $product );
		$this->send_nonce = false;
		$calls = array(
			array( 'POST', '/items/add', array( 'add_to_wishlist' => $product ) ),
			array( 'POST', '/items/remove', array( 'remove_from_wishlist' => $product, 'wishlist_token' => $list->token ) ),
			array( 'POST', '/items/quantity', array( 'wishlist_token' => $list->token, 'item_id' => $item, 'quantity' => 2 ) ),
			array( 'POST', '/items/sort', array( 'wishlist_token' => $list->token, 'positions' => array( $item ) ) ),
			array( 'POST', '/items/move', array( 'wishlist_token' => $list->token, 'destination_wishlist_token' => 'new', 'wishlist_name' => 'X', 'item_id' => $item ) ),
			array( 'POST', '/items/copy', array( 'wishlist_token' => $list->token, 'destination_wishlist_token' => 'new', 'wishlist_name' => 'X', 'item_id' => $item ) ),
			array( 'DELETE', "/items/{$item}", array() ),
			array( 'POST', '/items/remove-from-all', array( 'prod_id' => $product ) ),
		);
		foreach ( $calls as list( $method, $route, $params ) ) {
			$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( $method, $route, $params ), $route );
			$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( $method, $route, $params, 'bad' ), $route );
		}
		$this->assertSame( array( $item ), $this->order( $list ) );
		$this->assertCount( 1, Plugin::instance()->wishlists()->lists()->for_owner( $guest ) );
	}

	/**
	 * An item id is not a capability: an item of my other list, or of someone's, is refused.
	 */
	public function test_item_ids_are_checked_against_the_list(): void {
		$me      = $this->as_user();
		$mine    = $this->make_list( $me );
		$second  = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Second' );
		$product = $this->product();
		$on_second = $this->put( $second, $product );

		$this->assert_error( 404, 'boudoir_item_not_found', $this->call( 'POST', '/items/quantity', array( 'wishlist_token' => $mine->token, 'item_id' => $on_second, 'quantity' => 2 ) ) );
		$this->assert_error( 404, 'boudoir_item_not_found', $this->call( 'POST', '/items/move', array( 'wishlist_token' => $mine->token, 'destination_wishlist_token' => $second->token, 'item_id' => $on_second ) ) );
		$this->assert_error( 404, 'boudoir_item_not_found', $this->call( 'DELETE', '/items/999999' ) );
	}

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

	/**
	 * Remove from all my lists touches only mine.
	 */
	public function test_removes_a_product_from_all_my_lists(): void {
		$product = $this->product();
		$theirs  = $this->make_list( Owner::user( $this->create_user( 'customer' )->ID ), Wishlist_Privacy::PUBLIC );
		$their_item = $this->put( $theirs, $product );
		$me      = $this->as_user();
		$a       = $this->make_list( $me );
		$b       = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'B' );
		$this->put( $a, $product );
		$this->put( $b, $product );

		$answer = $this->call( 'POST', '/items/remove-from-all', array( 'prod_id' => $product, 'wishlist_id' => $a->id ) );

		$this->assertSame( 2, $answer['data']['removed'] );
		$this->assertSame( 0, $answer['data']['wishlist']['item_count'] );
		$this->assertSame( array( $their_item ), $this->order( $theirs ) );
	}

	/**
	 * Delete item by id.
	 */
	public function test_deletes_an_item(): void {
		$me   = $this->as_user();
		$list = $this->make_list( $me );
		$a    = $this->put( $list, $this->product() );
		$b    = $this->put( $list, $this->product() );

		$answer = $this->call( 'DELETE', "/items/{$a}" );

		$this->assertTrue( $answer['data']['deleted'] );
		$this->assertSame( $a, $answer['data']['item_id'] );
		$this->assertSame( array( $b ), $this->order( $list ) );
		$this->assertSame( 0, Plugin::instance()->wishlists()->items()->get( $b )->position, 'The gap is closed.' );
	}

	/**
	 * Sort one page: the other pages keep their places; a wrong set of ids is refused.
	 */
	public function test_sorts_a_page(): void {
		$me   = $this->as_user();
		$list = $this->make_list( $me );
		$ids  = array();
		for ( $i = 1; $i <= 5; $i++ ) {
			$ids[] = $this->put( $list, $this->product() );
		}

		$answer = $this->call( 'POST', '/items/sort', array( 'wishlist_token' => $list->token, 'positions' => array( $ids[3], $ids[2] ), 'page' => 2, 'per_page' => 2 ) );

		$this->assertSame( 200, $answer['status'] );
		$expected = array( $ids[0], $ids[1], $ids[3], $ids[2], $ids[4] );
		$this->assertSame( $expected, $answer['data']['positions'] );
		$this->assertSame( $expected, $this->order( $list ) );

		$whole = array_reverse( $expected );
		$this->assertSame( $whole, $this->call( 'POST', '/items/sort', array( 'wishlist_token' => $list->token, 'positions' => $whole ) )['data']['positions'] );

		$theirs = $this->put( $this->make_list( Owner::user( $this->create_user( 'customer' )->ID ) ), $this->product() );
		foreach ( array( array( $ids[0] ), array( $ids[0], $theirs ), array( $ids[0], $ids[0] ) ) as $positions ) {
			$bad = $this->call( 'POST', '/items/sort', array( 'wishlist_token' => $list->token, 'positions' => $positions, 'per_page' => 2 ) );
			$this->assert_error( 400, 'boudoir_invalid_positions', $bad );
			$this->assertArrayHasKey( 'positions', $bad['data']['data']['params'] );
		}
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'POST', '/items/sort', array( 'wishlist_token' => $list->token, 'positions' => array( 'x' ) ) ) );
		$this->assertSame( $whole, $this->order( $list ) );
	}

	/**
	 * Move and copy: to my list, to a new one, exists; the contract's fields answered.
	 */
	public function test_moves_and_copies(): void {
		$me      = $this->as_user();
		$from    = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'From', true );
		$to      = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'To' );
		$product = $this->product();
		$item    = $this->put( $from, $product );

		$copy = $this->call( 'POST', '/items/copy', array( 'wishlist_token' => $from->token, 'destination_wishlist_token' => $to->token, 'item_id' => $item ) );
		$this->assertSame( 200, $copy['status'] );
		$this->assertTrue( $copy['data']['result'] );
		$this->assertSame( $to->id, $copy['data']['wishlist']['id'] );
		$this->assertCount( 2, $copy['data']['user_wishlists'] );
		$this->assertSame( array( $item ), $this->order( $from ) );

		$move = $this->call( 'POST', '/items/move', array( 'wishlist_token' => $from->token, 'destination_wishlist_token' => $to->token, 'item_id' => $item ) );
		$this->assertSame( 'exists', $move['data']['result'] );
		$this->assertSame( array(), $this->order( $from ), 'A move to a list that has it still takes it off the source.' );

		$back = $this->call(
			'POST',
			'/items/move',
			array(
				'wishlist_token'             => $to->token,
				'destination_wishlist_token' => 'new',
				'wishlist_name'              => 'Later',
				'wishlist_visibility'        => 'public',
				'item_id'                    => $copy['data']['item']['item_id'],
			)
		);
		$this->assertTrue( $back['data']['result'] );
		$this->assertSame( 'Later', $back['data']['wishlist']['wishlist_name'] );
		$this->assertSame( 'public', $back['data']['wishlist']['privacy'] );
		$this->assertCount( 3, $back['data']['user_wishlists'] );
		$this->assertSame( array(), $this->order( $to ) );
	}

	/**
	 * Move errors: all three fields required, destination not the source, new needs a name, others' lists refused.
	 */
	public function test_move_errors(): void {
		$me     = $this->as_user();
		$from   = $this->make_list( $me );
		$item   = $this->put( $from, $this->product() );
		$theirs = $this->make_list( Owner::user( $this->create_user( 'customer' )->ID ), Wishlist_Privacy::PUBLIC );
		$hidden = $this->make_list( Owner::user( $this->create_user( 'customer' )->ID ), Wishlist_Privacy::PRIVATE );
		$this->as_existing_user( $me->user_id );
		$base = array( 'wishlist_token' => $from->token, 'destination_wishlist_token' => $theirs->token, 'item_id' => $item );

		foreach ( array_keys( $base ) as $field ) {
			$missing = $base;
			unset( $missing[ $field ] );
			$answer = $this->call( 'POST', '/items/move', $missing );
			$this->assert_error( 400, 'rest_missing_callback_param', $answer, $field );
			$this->assertContains( $field, $answer['data']['data']['params'] );
		}
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'POST', '/items/move', array( 'destination_wishlist_token' => '' ) + $base ) );
		$this->assert_error( 403, 'boudoir_forbidden', $this->call( 'POST', '/items/move', $base ) );
		$hidden_answer = $this->call( 'POST', '/items/move', array( 'destination_wishlist_token' => $hidden->token ) + $base );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $hidden_answer );
		$this->assertSame( 'boudoir_wishlist_not_found', $hidden_answer['data']['result'] );
		$this->assert_error( 400, 'boudoir_invalid_destination_wishlist_token', $this->call( 'POST', '/items/move', array( 'destination_wishlist_token' => $from->token ) + $base ) );
		$this->assert_error( 400, 'boudoir_invalid_wishlist_name', $this->call( 'POST', '/items/move', array( 'destination_wishlist_token' => 'new' ) + $base ) );
		$this->assertSame( array( $item ), $this->order( $from ) );
		$this->assertCount( 1, Plugin::instance()->wishlists()->lists()->for_owner( $me ) );
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

	/**
	 * Hostile input never reaches a PHP notice or a 500: every route answers a 4xx with a code.
	 */
	public function test_hostile_input_is_a_clean_400(): void {
		$me      = $this->as_user();
		$list    = $this->make_list( $me );
		$item    = $this->put( $list, $this->product() );
		$values  = array( array( 'a' => 'b' ), array( 1, 2 ), '99999999999999999999', '-1', "1' OR 1=1 --", str_repeat( 'x', 5000 ), true, null, 1.5, '<script>alert(1)</script>' );
		$fields  = array( 'add_to_wishlist', 'variation_id', 'quantity', 'wishlist_id', 'wishlist_name', 'wishlist_visibility', 'wishlist_token', 'destination_wishlist_token', 'item_id', 'product_id', 'positions', 'page', 'per_page', 'title', 'privacy', 'prod_id', 'remove_from_wishlist', 'pagination' );
		$routes  = array(
			array( 'POST', '/wishlists' ),
			array( 'POST', "/wishlists/{$list->id}/title" ),
			array( 'POST', "/wishlists/{$list->id}/privacy" ),
			array( 'POST', '/wishlists/reload' ),
			array( 'GET', "/wishlists/{$list->token}/items" ),
			array( 'POST', '/items/add' ),
			array( 'POST', '/items/remove' ),
			array( 'POST', '/items/quantity' ),
			array( 'POST', '/items/sort' ),
			array( 'POST', '/items/move' ),
			array( 'POST', '/items/copy' ),
			array( 'POST', '/items/remove-from-all' ),
		);
		foreach ( $routes as list( $method, $route ) ) {
			foreach ( $fields as $field ) {
				foreach ( $values as $value ) {
					$answer = $this->call( $method, $route, array( $field => $value ) );
					$this->assertLessThan( 500, $answer['status'], "{$method} {$route} {$field}=" . wp_json_encode( $value ) . ': ' . wp_json_encode( $answer['data'] ) );
				}
			}
		}
		$this->assert_error( 404, 'boudoir_item_not_found', $this->call( 'DELETE', '/items/9999999999999999999' ) );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'POST', '/wishlists/9999999999999999999/title', array( 'title' => 'X' ) ) );
		$this->assertSame( array( $item ), $this->order( $list ) );
	}
}
