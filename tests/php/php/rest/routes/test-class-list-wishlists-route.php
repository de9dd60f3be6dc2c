<?php
/**
 * Tests of Boudoir\Rest\Routes\List_Wishlists_Route (php/rest/routes/class-list-wishlists-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class List_Wishlists_Route_Test extends Rest_Test_Case {

	/**
	 * GET /wishlists: my lists only, default first, with counts; [] without a session, and no cookie set.
	 */
	public function test_lists_only_my_lists(): void {
		$other = Owner::user( $this->create_user( 'customer' )->ID );
		$this->make_list( $other, Wishlist_Privacy::PUBLIC, 'Theirs' );
		$me      = $this->as_user();
		$gifts   = $this->make_list( $me, Wishlist_Privacy::SHARED, 'Gifts' );
		$default = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Mine', true );
		$this->put( $gifts, $this->product() );

		$answer = $this->call( 'GET', '/wishlists' );

		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( array( $default->id, $gifts->id ), array_column( $answer['data'], 'id' ) );
		$this->assertSame( array( 0, 1 ), array_column( $answer['data'], 'item_count' ) );
		$this->assertSame( array( 0, 0 ), array_column( $answer['data'], 'price_drop_count' ) );
		$first = $answer['data'][0];
		$this->assertSame( array( 'id', 'token', 'wishlist_name', 'slug', 'privacy', 'default', 'item_count', 'price_drop_count', 'add_to_this_wishlist_url', 'share_url', 'is_user_owner' ), array_keys( $first ) );
		$this->assertTrue( $first['default'] );
		$this->assertTrue( $first['is_user_owner'] );
		$this->assertNull( $first['share_url'], 'A private list has no share link.' );
		$this->assertStringContainsString( 'wishlist=' . $gifts->token, $answer['data'][1]['share_url'] );

		$this->as_anonymous();
		$this->assertSame( array(), $this->call( 'GET', '/wishlists' )['data'] );
		$this->assertArrayNotHasKey( Guest_Session::COOKIE, $_COOKIE, 'A read never starts a session.' );
	}

	/**
	 * Each list counts its items whose price fell since they were saved, with the same few queries for many items.
	 */
	public function test_lists_count_price_drops_without_a_query_per_item(): void {
		$me    = $this->as_user();
		$gifts = $this->make_list( $me, Wishlist_Privacy::SHARED, 'Gifts' );
		$mine  = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Mine', true );
		$cheap = $this->product( 'Robe', '80' );
		$this->put( $gifts, $cheap );
		$this->put( $gifts, $this->product( 'Slip', '40' ) );
		$this->put( $mine, $cheap );
		$product = wc_get_product( $cheap );
		$product->set_regular_price( '60' );
		$product->save();

		$answer = $this->call( 'GET', '/wishlists' );

		$this->assertSame( array( $mine->id, $gifts->id ), array_column( $answer['data'], 'id' ) );
		$this->assertSame( array( 1, 1 ), array_column( $answer['data'], 'price_drop_count' ) );
		$this->assertSame( 1, $this->call( 'GET', '/wishlists/' . $gifts->token )['data']['price_drop_count'], 'A single list answers its drops too.' );
		$renamed = $this->call( 'POST', '/wishlists/' . $gifts->id . '/title', array( 'title' => 'Gifts 2' ) );
		$this->assertArrayHasKey( 'price_drop_count', $renamed['data']['wishlist'] );
		$this->assertNull( $renamed['data']['wishlist']['price_drop_count'], 'A write answer does not read every product of the list to count them.' );

		wp_cache_flush();
		$few = $this->count_queries( fn () => $this->call( 'GET', '/wishlists' ) );
		for ( $i = 0; $i < 6; $i++ ) {
			$this->put( $gifts, $this->product( 'Brief ' . $i, '20' ) );
		}
		wp_cache_flush();
		$many = $this->count_queries( fn () => $this->call( 'GET', '/wishlists' ) );
		$this->assertLessThanOrEqual( $few + 2, $many, 'Six more items do not cost six more queries.' );
	}

	/**
	 * A guest sees their session's lists, another guest does not.
	 */
	public function test_a_guest_lists_their_session_lists(): void {
		$guest = $this->as_guest();
		$list  = $this->make_list( $guest );
		$this->assertSame( array( $list->id ), array_column( $this->call( 'GET', '/wishlists' )['data'], 'id' ) );
		$this->as_guest();
		$this->assertSame( array(), $this->call( 'GET', '/wishlists' )['data'] );
	}

	/**
	 * The wishlist page's URL comes from the option, with ?wishlist=<token>.
	 */
	public function test_urls_point_at_the_wishlist_page(): void {
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Wishlist',
				'post_name'   => 'my-wishlist',
				'post_status' => 'publish',
			)
		);
		update_option( 'boudoir_wishlist_page_id', $page );
		$me   = $this->as_user();
		$list = $this->make_list( $me, Wishlist_Privacy::PUBLIC );

		$data = $this->call( 'GET', '/wishlists/' . $list->token )['data'];

		$this->assertSame( add_query_arg( 'wishlist', $list->token, get_permalink( $page ) ), $data['add_to_this_wishlist_url'] );
		$this->assertSame( $data['add_to_this_wishlist_url'], $data['share_url'] );
	}
}
