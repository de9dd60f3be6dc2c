<?php
/**
 * Tests of Boudoir\Rest\Answers: the parts of the answers several routes give.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Rest\Answers;
use Boudoir\Rest\Shapes;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once __DIR__ . '/class-rest-test-case.php';

/**
 * Lists, items and pages as JSON for the caller, with what each costs; errors that carry the caller's lists.
 */
final class Answers_Test extends Rest_Test_Case {

	/**
	 * The answers over the plugin's storage layer and shop.
	 */
	private function answers(): Answers {
		return new Answers( Plugin::instance()->wishlists()->reader(), new Shapes( Plugin::instance()->catalogue() ) );
	}

	/**
	 * A list: its item count; its price drops only when asked (null otherwise), whoever looks at it.
	 */
	public function test_a_list(): void {
		$me   = $this->as_user();
		$list = $this->make_list( $me, Wishlist_Privacy::SHARED );
		$id   = $this->product( 'Silk robe', '120' );
		$this->put( $list, $id );
		$this->put( $list, $this->product() );
		$product = wc_get_product( $id );
		$product->set_sale_price( '90' );
		$product->save();

		$plain = $this->answers()->wishlist( $list );
		$this->assertSame( 2, $plain['item_count'] );
		$this->assertNull( $plain['price_drop_count'] );
		$this->assertTrue( $plain['is_user_owner'] );
		$with_drops = $this->answers()->wishlist( $list, true );
		$this->assertSame( 2, $with_drops['item_count'] );
		$this->assertSame( 1, $with_drops['price_drop_count'] );

		$this->as_anonymous();
		$this->assertFalse( $this->answers()->wishlist( $list )['is_user_owner'] );
	}

	/**
	 * Several lists: their counts and drops, their items in one query; none for none.
	 */
	public function test_several_lists(): void {
		$me    = $this->as_user();
		$lists = array( $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'One', true ), $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Two' ), $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Three' ) );
		$this->put( $lists[1], $this->product() );
		$this->put( $lists[1], $this->product( 'Other' ) );
		$answers = $this->answers();
		$this->assertSame( array(), $answers->wishlists( array() ) );

		$json = $answers->wishlists( $lists );
		$this->assertSame( array( 0, 2, 0 ), array_column( $json, 'item_count' ) );
		$this->assertSame( array( 0, 0, 0 ), array_column( $json, 'price_drop_count' ) );
		$this->assertSame( array( 'One', 'Two', 'Three' ), array_column( $json, 'wishlist_name' ) );
	}

	/**
	 * The caller's lists in short: theirs only, none for an anonymous caller.
	 */
	public function test_the_callers_lists_in_short(): void {
		$this->make_list( $this->as_user(), Wishlist_Privacy::PUBLIC, 'Not mine' );
		$me   = $this->as_guest();
		$list = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Mine', true );
		$this->assertSame( array( $list->id ), array_column( $this->answers()->user_wishlists(), 'id' ) );
		$this->assertSame( array( 'id', 'token', 'wishlist_name', 'default', 'add_to_this_wishlist_url' ), array_keys( $this->answers()->user_wishlists()[0] ) );
		$this->as_anonymous();
		$this->assertSame( array(), $this->answers()->user_wishlists() );
	}

	/**
	 * A page of a list's items with the list, or every item on one page.
	 */
	public function test_a_page_of_a_list(): void {
		$list = $this->make_list( $this->as_user() );
		$ids  = array();
		foreach ( array( 'A', 'B', 'C', 'D', 'E' ) as $name ) {
			$ids[] = $this->put( $list, $this->product( $name ) );
		}
		$page = $this->answers()->list_page( $list, 2, 2 );
		$this->assertSame( array( 'wishlist', 'items', 'total', 'total_pages', 'page', 'per_page' ), array_keys( $page ) );
		$this->assertSame( array( $ids[2], $ids[3] ), array_column( $page['items'], 'item_id' ) );
		$this->assertSame( array( 5, 3, 2, 2 ), array( $page['total'], $page['total_pages'], $page['page'], $page['per_page'] ) );
		$this->assertSame( 5, $page['wishlist']['item_count'] );
		$this->assertSame( 0, $page['wishlist']['price_drop_count'] );

		$all = $this->answers()->list_page( $list, 1, null );
		$this->assertSame( $ids, array_column( $all['items'], 'item_id' ) );
		$this->assertSame( array( 1, 5 ), array( $all['total_pages'], $all['per_page'] ) );
		$empty = $this->answers()->list_page( $this->make_list( Plugin::instance()->wishlists()->reader()->viewer(), Wishlist_Privacy::PRIVATE, 'Empty' ), 1, null );
		$this->assertSame( array( 0, 1, 1 ), array( $empty['total'], $empty['total_pages'], $empty['per_page'] ) );
	}

	/**
	 * One item is the item of the batch.
	 */
	public function test_one_item(): void {
		$list = $this->make_list( $this->as_user() );
		$this->put( $list, $this->product() );
		$item = Plugin::instance()->wishlists()->items()->for_wishlist( $list->id )[0];
		$this->assertSame( $this->answers()->items( array( $item ) )[0], $this->answers()->item( $item ) );
	}

	/**
	 * An error with the caller's lists: WordPress's error fields, `result` the code, the status of the error (400 without one).
	 */
	public function test_an_error_with_the_callers_lists(): void {
		$list   = $this->make_list( $this->as_user(), Wishlist_Privacy::PRIVATE, 'Mine', true );
		$answer = $this->answers()->error_with_lists( new \WP_Error( 'boudoir_too_many_wishlists', 'Too many.', array( 'status' => 409, 'max' => 1 ) ) );
		$this->assertSame( 409, $answer->get_status() );
		$this->assertSame(
			array(
				'code'           => 'boudoir_too_many_wishlists',
				'message'        => 'Too many.',
				'data'           => array(
					'status' => 409,
					'max'    => 1,
				),
				'result'         => 'boudoir_too_many_wishlists',
				'user_wishlists' => $this->answers()->user_wishlists(),
			),
			$answer->get_data()
		);
		$this->assertSame( array( $list->id ), array_column( $answer->get_data()['user_wishlists'], 'id' ) );
		$this->assertSame( 400, $this->answers()->error_with_lists( new \WP_Error( 'x', 'No status.' ) )->get_status() );
	}
}
