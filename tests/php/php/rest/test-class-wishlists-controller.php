<?php
/**
 * Tests of the list routes 1–7 (Boudoir\Rest\Routes: List_Wishlists_Route … Reload_Wishlist_Route).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once __DIR__ . '/class-rest-test-case.php';

/**
 * Lists: mine, create, read by token, title, privacy, delete, reload.
 */
final class Wishlists_Controller_Test extends Rest_Test_Case {

	/**
	 * Every route is listed by the namespace's index, and none is keyed by user id.
	 */
	public function test_the_namespace_lists_the_routes(): void {
		$answer = $this->dispatch_rest( 'GET', '/boudoir/v1' );
		$routes = array_keys( $answer['data']['routes'] );
		foreach ( array( '/boudoir/v1/wishlists', '/boudoir/v1/wishlists/reload', '/boudoir/v1/items/add', '/boudoir/v1/items/move', '/boudoir/v1/items/copy', '/boudoir/v1/items/sort', '/boudoir/v1/items/quantity', '/boudoir/v1/items/remove', '/boudoir/v1/items/remove-from-all' ) as $route ) {
			$this->assertContains( $route, $routes );
		}
		foreach ( $routes as $route ) {
			$this->assertStringNotContainsString( 'user', $route );
		}
		foreach ( rest_get_server()->get_routes( 'boudoir/v1' ) as $route => $handlers ) {
			if ( '/boudoir/v1' === $route ) {
				// The namespace's index is WordPress's own.
				continue;
			}
			foreach ( $handlers as $handler ) {
				$this->assertArrayHasKey( 'permission_callback', $handler, $route );
				$this->assertNotNull( $handler['permission_callback'], $route );
			}
		}
	}

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

	/**
	 * POST /wishlists: a user's first list is their default; the name is stored as plain text.
	 */
	public function test_creates_a_list(): void {
		$this->as_user();

		$answer = $this->call(
			'POST',
			'/wishlists',
			array(
				'wishlist_name'       => 'Wedding <b>night</b>',
				'wishlist_visibility' => 'shared',
			)
		);

		$this->assertSame( 201, $answer['status'] );
		$this->assertSame( 'Wedding night', $answer['data']['wishlist_name'] );
		$this->assertSame( 'shared', $answer['data']['privacy'] );
		$this->assertTrue( $answer['data']['default'] );
		$this->assertSame( 201, $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Second' ) )['status'] );
		$this->assertCount( 2, $this->call( 'GET', '/wishlists' )['data'] );
		$this->assertSame( 'private', $this->call( 'GET', '/wishlists' )['data'][1]['privacy'], 'Private by default.' );
	}

	/**
	 * Two first lists at once: the one whose insert lost the race to be the default (another
	 * request made the owner's default between this one's read and its insert) is created as a
	 * named list, not refused with a 500.
	 */
	public function test_a_create_that_loses_the_race_for_the_default_makes_a_named_list(): void {
		$owner  = $this->as_user();
		$raced  = false;
		$racing = function ( $query ) use ( $owner, &$raced ) {
			if ( ! $raced && str_starts_with( (string) $query, 'INSERT IGNORE INTO' ) && str_contains( (string) $query, 'boudoir_wishlists' ) ) {
				// The parallel request's insert lands first.
				$raced = true;
				$this->make_list( $owner, Wishlist_Privacy::PRIVATE, 'From the other tab', true );
			}
			return $query;
		};
		add_filter( 'query', $racing );
		$answer = $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Wedding night' ) );
		remove_filter( 'query', $racing );

		$this->assertTrue( $raced, 'The race was run.' );
		$this->assertSame( 201, $answer['status'], wp_json_encode( $answer['data'] ) );
		$this->assertSame( 'Wedding night', $answer['data']['wishlist_name'] );
		$this->assertFalse( $answer['data']['default'] );
		$lists = $this->call( 'GET', '/wishlists' )['data'];
		$this->assertSame( array( 'From the other tab', 'Wedding night' ), array_column( $lists, 'wishlist_name' ) );
		$this->assertSame( array( true, false ), array_column( $lists, 'default' ) );
	}

	/**
	 * An anonymous visitor who creates a list gets a guest session, and the list is theirs.
	 */
	public function test_creating_starts_a_guest_session(): void {
		$this->as_anonymous();

		$answer = $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Ideas' ) );

		$this->assertSame( 201, $answer['status'] );
		$this->assertArrayHasKey( Guest_Session::COOKIE, $_COOKIE );
		$this->assertTrue( $answer['data']['is_user_owner'] );
		$this->assertCount( 1, $this->call( 'GET', '/wishlists' )['data'] );
	}

	/**
	 * Name errors name the field: empty, blank, only tags, too long, missing, bad privacy.
	 */
	public function test_refuses_bad_names_naming_the_field(): void {
		$this->as_user();
		foreach ( array( '', '   ', '<b></b>' ) as $name ) {
			$answer = $this->call( 'POST', '/wishlists', array( 'wishlist_name' => $name ) );
			$this->assert_error( 400, 'boudoir_invalid_wishlist_name', $answer );
			$this->assertArrayHasKey( 'wishlist_name', $answer['data']['data']['params'] );
		}
		$long = $this->call( 'POST', '/wishlists', array( 'wishlist_name' => str_repeat( 'a', 101 ) ) );
		$this->assert_error( 400, 'rest_invalid_param', $long );
		$this->assertArrayHasKey( 'wishlist_name', $long['data']['data']['params'] );
		$this->assert_error( 400, 'rest_missing_callback_param', $this->call( 'POST', '/wishlists' ) );
		$privacy = $this->call(
			'POST',
			'/wishlists',
			array(
				'wishlist_name'       => 'Ok',
				'wishlist_visibility' => 'everyone',
			)
		);
		$this->assert_error( 400, 'rest_invalid_param', $privacy );
		$this->assertArrayHasKey( 'wishlist_visibility', $privacy['data']['data']['params'] );
		$this->assertSame( array(), $this->call( 'GET', '/wishlists' )['data'] );
	}

	/**
	 * Writes need the nonce, also for guests; refused requests set no cookie.
	 */
	public function test_writes_need_the_nonce(): void {
		$this->as_anonymous();
		$this->send_nonce = false;
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Ideas' ) ) );
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Ideas' ), 'forged' ) );
		$this->assertArrayNotHasKey( Guest_Session::COOKIE, $_COOKIE );

		$me = $this->as_user();
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Ideas' ) ) );
		$list = $this->make_list( $me );
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'POST', "/wishlists/{$list->id}/title", array( 'title' => 'X' ) ) );
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'POST', "/wishlists/{$list->id}/privacy", array( 'privacy' => 'public' ) ) );
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'DELETE', "/wishlists/{$list->id}" ) );
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'POST', '/wishlists/reload', array( 'wishlist_token' => $list->token ) ) );

		// Another user's nonce is no good either.
		$nonce = wp_create_nonce( 'wp_rest' );
		$this->as_user();
		$this->assert_error( 403, 'boudoir_invalid_nonce', $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Ideas' ), $nonce ) );
	}

	/**
	 * Without the shop every write is a 503, reads still work.
	 */
	public function test_writes_wait_for_the_shop(): void {
		$me   = $this->as_user();
		$list = $this->make_list( $me );
		Plugin::instance()->detect_commerce( static fn () => null );

		$this->assert_error( 503, 'boudoir_shop_unavailable', $this->call( 'POST', '/wishlists', array( 'wishlist_name' => 'Ideas' ) ) );
		$this->assert_error( 503, 'boudoir_shop_unavailable', $this->call( 'DELETE', "/wishlists/{$list->id}" ) );
		$this->assert_error( 503, 'boudoir_shop_unavailable', $this->call( 'POST', '/items/add', array( 'add_to_wishlist' => 1 ) ) );
		$this->assertSame( 200, $this->call( 'GET', '/wishlists' )['status'] );
	}

	/**
	 * GET /wishlists/<token>: the ownership matrix of reads; private lists are 404 to everyone else.
	 */
	public function test_reading_a_list_by_token(): void {
		$owner_user = $this->create_user( 'customer' )->ID;
		$owner      = Owner::user( $owner_user );
		$lists      = array();
		foreach ( Wishlist_Privacy::all() as $privacy ) {
			$lists[ $privacy ] = $this->make_list( $owner, $privacy, ucfirst( $privacy ) );
		}
		$guest_token = \Boudoir\Wishlist\Token::generate();
		$guest_list  = $this->make_list( Owner::guest( $guest_token ), Wishlist_Privacy::PRIVATE, 'Guest' );

		$callers = array(
			'owner'      => fn () => $this->as_existing_user( $owner_user ),
			'other user' => fn () => $this->as_user(),
			'guest'      => fn () => $this->as_guest(),
			'anonymous'  => fn () => $this->as_anonymous(),
		);
		foreach ( $callers as $who => $become ) {
			$become();
			foreach ( $lists as $privacy => $list ) {
				$answer = $this->call( 'GET', '/wishlists/' . $list->token );
				if ( 'owner' === $who || Wishlist_Privacy::PRIVATE !== $privacy ) {
					$this->assertSame( 200, $answer['status'], "{$who} reads a {$privacy} list" );
					$this->assertSame( 'owner' === $who, $answer['data']['is_user_owner'] );
				} else {
					$this->assert_error( 404, 'boudoir_wishlist_not_found', $answer );
				}
			}
		}
		$this->as_guest( $guest_token );
		$this->assertSame( 200, $this->call( 'GET', '/wishlists/' . $guest_list->token )['status'], 'The guest with the session reads their private list.' );
		$this->as_guest();
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'GET', '/wishlists/' . $guest_list->token ) );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'GET', '/wishlists/' . str_repeat( 'a', 32 ) ) );
		$this->assertSame( 404, $this->call( 'GET', '/wishlists/short' )['status'] );
	}

	/**
	 * Title, privacy and delete: the write matrix (owner, other user, guest with session, other guest, anonymous).
	 */
	public function test_list_writes_need_ownership(): void {
		$guest_token = \Boudoir\Wishlist\Token::generate();
		$owners      = array(
			'user'  => Owner::user( $this->create_user( 'customer' )->ID ),
			'guest' => Owner::guest( $guest_token ),
		);
		foreach ( $owners as $kind => $owner ) {
			foreach ( Wishlist_Privacy::all() as $privacy ) {
				$list     = $this->make_list( $owner, $privacy, 'List' );
				// Routes keyed by id answer only the owner: the same 404 whatever the privacy (issue 10).
				$outsider = array( 404, 'boudoir_wishlist_not_found' );
				foreach ( array( 'other user' => fn () => $this->as_user(), 'other guest' => fn () => $this->as_guest(), 'anonymous' => fn () => $this->as_anonymous() ) as $who => $become ) {
					$become();
					$this->assert_error( $outsider[0], $outsider[1], $this->call( 'POST', "/wishlists/{$list->id}/title", array( 'title' => 'Mine now' ) ), "{$who} on {$kind} {$privacy}" );
					$this->assert_error( $outsider[0], $outsider[1], $this->call( 'POST', "/wishlists/{$list->id}/privacy", array( 'privacy' => 'public' ) ) );
					$this->assert_error( $outsider[0], $outsider[1], $this->call( 'POST', "/wishlists/{$list->id}/token" ) );
					$this->assert_error( $outsider[0], $outsider[1], $this->call( 'DELETE', "/wishlists/{$list->id}" ) );
					$this->assertArrayNotHasKey( Guest_Session::COOKIE, 'anonymous' === $who ? $_COOKIE : array(), 'A refused write sets no cookie.' );
				}
				'user' === $kind ? $this->as_existing_user( $owner->user_id ) : $this->as_guest( $guest_token );
				$answer = $this->call( 'POST', "/wishlists/{$list->id}/title", array( 'title' => '  Honeymoon ' ) );
				$this->assertSame( 200, $answer['status'] );
				$this->assertTrue( $answer['data']['result'] );
				$this->assertSame( 'Honeymoon', $answer['data']['wishlist']['wishlist_name'] );
				$answer = $this->call( 'POST', "/wishlists/{$list->id}/privacy", array( 'privacy' => 'shared' ) );
				$this->assertSame( 'shared', $answer['data']['wishlist']['privacy'] );
				$answer = $this->call( 'DELETE', "/wishlists/{$list->id}" );
				$this->assertTrue( $answer['data']['deleted'] );
				$this->assertNull( Plugin::instance()->wishlists()->lists()->find( $list->id ) );
			}
		}
	}

	/**
	 * A new link retires the old one (issue 34.10): a shared link sent to the wrong person is
	 * taken back, and going private and shared again does not bring it back.
	 */
	public function test_a_new_link_retires_the_old_one(): void {
		$owner_id = $this->as_user()->user_id;
		$list     = $this->make_list( Owner::user( $owner_id ), Wishlist_Privacy::SHARED, 'Gifts' );
		$this->put( $list, $this->product() );
		$old = $list->token;
		$this->as_user();
		$this->assertSame( 200, $this->call( 'GET', '/wishlists/' . $old )['status'], 'The friend reads the list by its link.' );

		$this->as_existing_user( $owner_id );
		$answer = $this->call( 'POST', "/wishlists/{$list->id}/token" );

		$this->assertSame( 200, $answer['status'] );
		$this->assertTrue( $answer['data']['result'] );
		$this->assertSame( $old, $answer['data']['previous_token'] );
		$new = $answer['data']['wishlist']['token'];
		$this->assertNotSame( $old, $new );
		$this->assertTrue( \Boudoir\Wishlist\Token::is_valid( $new ) );
		$this->assertStringContainsString( 'wishlist=' . $new, $answer['data']['wishlist']['share_url'] );
		$this->assertSame( 1, (int) $this->call( 'GET', "/wishlists/{$new}/items" )['headers']['X-WP-Total'], 'The items stay.' );

		$this->as_user();
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'GET', '/wishlists/' . $old ), 'The old link finds nothing.' );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'GET', "/wishlists/{$old}/items" ) );
		$this->assertSame( 200, $this->call( 'GET', '/wishlists/' . $new )['status'], 'The new link opens the list.' );

		$this->as_existing_user( $owner_id );
		$this->call( 'POST', "/wishlists/{$list->id}/privacy", array( 'privacy' => 'private' ) );
		$shared = $this->call( 'POST', "/wishlists/{$list->id}/privacy", array( 'privacy' => 'shared' ) );
		$this->assertSame( $new, $shared['data']['wishlist']['token'], 'Private and shared again keeps the new link, not the old one.' );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'POST', '/wishlists/999999/token' ) );
	}

	/**
	 * Title and privacy errors name their field; unknown ids are 404.
	 */
	public function test_title_and_privacy_errors(): void {
		$me   = $this->as_user();
		$list = $this->make_list( $me );
		$answer = $this->call( 'POST', "/wishlists/{$list->id}/title", array( 'title' => ' ' ) );
		$this->assert_error( 400, 'boudoir_invalid_title', $answer );
		$this->assertArrayHasKey( 'title', $answer['data']['data']['params'] );
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'POST', "/wishlists/{$list->id}/title", array( 'title' => str_repeat( 'x', 101 ) ) ) );
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'POST', "/wishlists/{$list->id}/privacy", array( 'privacy' => 'PUBLIC' ) ) );
		$this->assert_error( 400, 'rest_missing_callback_param', $this->call( 'POST', "/wishlists/{$list->id}/privacy" ) );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'POST', '/wishlists/999999/title', array( 'title' => 'X' ) ) );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'DELETE', '/wishlists/999999' ) );
	}

	/**
	 * Deleting the default makes the next list the default; the answer lists what is left.
	 */
	public function test_deleting_the_default_promotes_the_next(): void {
		$me      = $this->as_user();
		$default = $this->make_list( $me, Wishlist_Privacy::PRIVATE, 'Mine', true );
		$next    = $this->make_list( $me );
		$this->put( $default, $this->product() );

		$answer = $this->call( 'DELETE', "/wishlists/{$default->id}" );

		$this->assertSame( array( $next->id ), array_column( $answer['data']['user_wishlists'], 'id' ) );
		$this->assertTrue( $answer['data']['user_wishlists'][0]['default'] );
		$this->assertSame( array(), Plugin::instance()->wishlists()->items()->for_wishlist( $default->id ) );
	}

	/**
	 * POST /wishlists/reload: adds to my list and answers a page of items, never HTML.
	 */
	public function test_reload_adds_and_answers_the_page(): void {
		$me   = $this->as_user();
		$list = $this->make_list( $me );
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->put( $list, $this->product( "Stocking {$i}" ) );
		}
		$new = $this->product( 'Robe' );

		$answer = $this->call(
			'POST',
			'/wishlists/reload',
			array(
				'wishlist_token'  => $list->token,
				'add_to_wishlist' => $new,
				'product_type'    => 'simple',
				'per_page'        => 2,
				'page'            => 2,
			)
		);

		$this->assertSame( 200, $answer['status'] );
		$this->assertTrue( $answer['data']['result'] );
		$this->assertSame( 4, $answer['data']['total'] );
		$this->assertSame( 2, $answer['data']['total_pages'] );
		$this->assertSame( array( 'Stocking 3', 'Robe' ), array_column( $answer['data']['items'], 'name' ) );
		$this->assertSame( '4', $answer['headers']['X-WP-Total'] );
		$this->assertArrayNotHasKey( 'html', $answer['data'] );

		$again = $this->call(
			'POST',
			'/wishlists/reload',
			array(
				'wishlist_id'     => $list->id,
				'add_to_wishlist' => $new,
				'pagination'      => 'no',
			)
		);
		$this->assertSame( 'exists', $again['data']['result'] );
		$this->assertCount( 4, $again['data']['items'] );
	}

	/**
	 * Reload: readers of shared lists may reload but not add; private lists of others are 404.
	 */
	public function test_reload_permissions(): void {
		$owner   = Owner::user( $this->create_user( 'customer' )->ID );
		$shared  = $this->make_list( $owner, Wishlist_Privacy::SHARED );
		$private = $this->make_list( $owner, Wishlist_Privacy::PRIVATE );
		$product = $this->product();
		$this->as_guest();

		$this->assertSame( 200, $this->call( 'POST', '/wishlists/reload', array( 'wishlist_token' => $shared->token ) )['status'] );
		$this->assert_error( 403, 'boudoir_forbidden', $this->call( 'POST', '/wishlists/reload', array( 'wishlist_token' => $shared->token, 'add_to_wishlist' => $product ) ) );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'POST', '/wishlists/reload', array( 'wishlist_token' => $private->token ) ) );
		$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( 'POST', '/wishlists/reload', array( 'wishlist_id' => $private->id, 'add_to_wishlist' => $product ) ) );
		$this->assert_error( 400, 'boudoir_invalid_wishlist_token', $this->call( 'POST', '/wishlists/reload' ) );
		$this->assertSame( array(), Plugin::instance()->wishlists()->items()->for_wishlist( $shared->id ) );
	}
}
