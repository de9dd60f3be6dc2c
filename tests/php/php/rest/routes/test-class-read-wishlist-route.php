<?php
/**
 * Tests of Boudoir\Rest\Routes\Read_Wishlist_Route (php/rest/routes/class-read-wishlist-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class Read_Wishlist_Route_Test extends Rest_Test_Case {

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
}
