<?php
/**
 * Tests of Boudoir\Rest\Routes\List_Items_Route (php/rest/routes/class-list-items-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class List_Items_Route_Test extends Rest_Test_Case {

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
		$this->assert_first_of_three_pages_of_two( $first );
		$this->assertSame( array( 'Stocking 1', 'Stocking 2' ), array_column( $first['data'], 'name' ) );

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
}
