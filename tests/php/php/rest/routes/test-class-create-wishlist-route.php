<?php
/**
 * Tests of Boudoir\Rest\Routes\Create_Wishlist_Route (php/rest/routes/class-create-wishlist-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class Create_Wishlist_Route_Test extends Rest_Test_Case {

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
}
