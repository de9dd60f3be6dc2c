<?php
/**
 * Tests of Boudoir\Rest\Routes\Saved_Items_Route (php/rest/routes/class-saved-items-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class Saved_Items_Route_Test extends Rest_Test_Case {

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

		$this->assertSame( 1, count( Plugin::instance()->wishlists()->saved()->for_owner( $other ) ) );

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
}
