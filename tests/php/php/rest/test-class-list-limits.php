<?php
/**
 * Tests of the cap on lists per owner and the paging of GET /wishlists.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist_Privacy;
use Boudoir\Wishlist\Wishlist_Service;
use Boudoir\Wishlist_Options;

require_once __DIR__ . '/class-rest-test-case.php';

/**
 * Lists are bounded on the server, and read a page at a time.
 */
final class List_Limits_Test extends Rest_Test_Case {

	/**
	 * Puts the settings back.
	 */
	protected function tear_down(): void {
		delete_option( Wishlist_Options::MULTI_WISHLIST );
		remove_all_filters( 'boudoir_max_wishlists' );
		parent::tear_down();
	}

	/**
	 * Makes lists for an owner through the storage layer.
	 *
	 * @param Owner $owner The owner.
	 * @param int   $count How many.
	 */
	private function make_lists( Owner $owner, int $count ): void {
		for ( $i = 1; $i <= $count; ++$i ) {
			$this->make_list( $owner, Wishlist_Privacy::PRIVATE, "List {$i}", 1 === $i );
		}
	}

	/**
	 * The default cap is 50 lists (filterable), 1 when several wishlists are off.
	 */
	public function test_the_cap_and_its_setting(): void {
		$this->assertSame( 50, Wishlist_Service::max_lists() );
		add_filter( 'boudoir_max_wishlists', static fn (): int => 7 );
		$this->assertSame( 7, Wishlist_Service::max_lists() );
		remove_all_filters( 'boudoir_max_wishlists' );
		update_option( Wishlist_Options::MULTI_WISHLIST, 'no' );
		$this->assertSame( 1, Wishlist_Service::max_lists() );
	}

	/**
	 * Create, add to a new list, move and copy to a new list: 409 at the cap, nothing created; deleting one frees a place.
	 */
	public function test_every_way_of_creating_a_list_stops_at_the_cap(): void {
		foreach ( array( 'user' => fn () => $this->as_user(), 'guest' => fn () => $this->as_guest() ) as $who => $become ) {
			$me = $become();
			$this->make_lists( $me, Wishlist_Service::DEFAULT_MAX_LISTS );
			$lists   = Plugin::instance()->wishlists()->lists()->for_owner( $me );
			$product = $this->product();
			$item    = $this->put( $lists[0], $product );
			$answers = array(
				'create'       => $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'One more' ) ),
				'add to new'   => $this->call(
					'POST',
					'/items/add',
					array(
						'add_to_wishlist' => $product,
						'wishlist_id'     => 'new',
						'wishlist_name'   => 'One more',
					)
				),
				'move to new'  => $this->call(
					'POST',
					'/items/move',
					array(
						'wishlist_token'             => $lists[0]->token,
						'destination_wishlist_token' => 'new',
						'wishlist_name'              => 'One more',
						'item_id'                    => $item,
					)
				),
				'copy to new'  => $this->call(
					'POST',
					'/items/copy',
					array(
						'wishlist_token'             => $lists[0]->token,
						'destination_wishlist_token' => 'new',
						'wishlist_name'              => 'One more',
						'item_id'                    => $item,
					)
				),
			);
			foreach ( $answers as $how => $answer ) {
				$this->assert_error( 409, 'boudoir_too_many_wishlists', $answer, "{$who}: {$how}" );
				$this->assertSame( 50, $answer['data']['data']['max'] );
			}
			$this->assertSame( 'boudoir_too_many_wishlists', $answers['add to new']['data']['result'], 'Add keeps its result field.' );
			$this->assertSame( 50, Plugin::instance()->wishlists()->lists()->count_for_owner( $me ) );
			$this->assertSame( array( $item ), array_map( static fn ( $row ) => $row->id, Plugin::instance()->wishlists()->items()->for_wishlist( $lists[0]->id ) ), 'The item stayed.' );

			$this->assertSame( 200, $this->call( 'DELETE', "/wishlists/{$lists[1]->id}" )['status'] );
			$this->assertSame( 201, $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'One more' ) )['status'] );
		}
	}

	/**
	 * With several wishlists off, a shopper keeps one list: the default is made, a second is refused.
	 */
	public function test_one_list_when_several_wishlists_are_off(): void {
		update_option( Wishlist_Options::MULTI_WISHLIST, 'no' );
		$me      = $this->as_guest();
		$product = $this->product();
		$this->assertSame( 201, $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $product ) )['status'], 'The default list is made.' );
		$this->assert_error( 409, 'boudoir_too_many_wishlists', $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Second' ) ) );
		$this->assert_error( 409, 'boudoir_too_many_wishlists', $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $this->product( 'Other' ), 'wishlist_id' => 'new', 'wishlist_name' => 'Second' ) ) );
		$this->assertSame( 200, $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => $product ) )['status'], 'Adding to the default list still works.' );
		$this->assertSame( 1, Plugin::instance()->wishlists()->lists()->count_for_owner( $me ) );
	}

	/**
	 * Creating a list never reads all the owner's lists: the cap is a COUNT, slug and name one narrow query each.
	 */
	public function test_creating_does_not_load_every_list(): void {
		$me = $this->as_user();
		$this->make_lists( $me, 40 );
		$this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Gifts' );
		$queries = array();
		$collect = static function ( string $query ) use ( &$queries ): string {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $collect );
		$answer = $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Gifts' ) );
		remove_filter( 'query', $collect );
		$this->assertSame( 201, $answer['status'] );
		$this->assertSame( 'gifts-2', $answer['data']['slug'] );
		$this->assertNotEmpty( $queries );
		foreach ( $queries as $query ) {
			$this->assertDoesNotMatchRegularExpression( '/SELECT id, token.*WHERE user_id = \d+ ORDER BY/s', $query, 'No query reads every list of the owner.' );
		}
		$me = $this->as_user();
		$this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Gifts' );
		$this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Gifts (2)' );
		$this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Gifts shop' );
		$this->assertSame( 'gifts (3)', Plugin::instance()->wishlists()->lists()->names()->unique_name( $me, 'gifts' ), 'Names compare without case.' );
		$this->assertSame( 'Gifts shop (2)', Plugin::instance()->wishlists()->lists()->names()->unique_name( $me, 'Gifts shop' ) );
		$this->assertSame( 'Other', Plugin::instance()->wishlists()->lists()->names()->unique_name( $me, 'Other' ) );
	}

	/**
	 * GET /wishlists is paged like WordPress's collections: page, per_page (at most 100), X-WP-Total, X-WP-TotalPages, Link.
	 */
	public function test_my_lists_are_paged(): void {
		$me = $this->as_user();
		$this->make_lists( $me, 5 );
		$first = $this->call( 'GET', '/wishlists', array( 'per_page' => 2 ) );
		$this->assert_first_of_three_pages_of_two( $first );
		$this->assertSame( array( 'List 1', 'List 2' ), array_column( $first['data'], 'wishlist_name' ) );

		$last = $this->call(
			'GET',
			'/wishlists',
			array(
				'per_page' => 2,
				'page'     => 3,
			)
		);
		$this->assertSame( array( 'List 5' ), array_column( $last['data'], 'wishlist_name' ) );
		$this->assertStringContainsString( 'rel="prev"', $last['headers']['Link'] );
		$this->assertStringNotContainsString( 'rel="next"', $last['headers']['Link'] );

		$all = $this->call( 'GET', '/wishlists' );
		$this->assertCount( 5, $all['data'], 'One page holds every list under the cap by default.' );
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'GET', '/wishlists', array( 'per_page' => 101 ) ) );
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'GET', '/wishlists', array( 'per_page' => 0 ) ) );

		$this->as_anonymous();
		$none = $this->call( 'GET', '/wishlists' );
		$this->assertSame( array(), $none['data'] );
		$this->assertSame( '0', $none['headers']['X-WP-Total'] );
	}
}
