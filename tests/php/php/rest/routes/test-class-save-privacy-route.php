<?php
/**
 * Tests of Boudoir\Rest\Routes\Save_Privacy_Route (php/rest/routes/class-save-privacy-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class Save_Privacy_Route_Test extends Rest_Test_Case {

	/**
	 * Each level is saved and answered with the list: a share link only when shared or public.
	 */
	public function test_saves_the_privacy(): void {
		$list = $this->make_list( $this->as_user() );
		foreach ( array( Wishlist_Privacy::SHARED, Wishlist_Privacy::PUBLIC, Wishlist_Privacy::PRIVATE ) as $privacy ) {
			$answer = $this->call( 'POST', "/wishlists/{$list->id}/privacy", array( 'privacy' => $privacy ) );
			$this->assertSame( 200, $answer['status'] );
			$this->assertSame( array( 'result', 'message', 'wishlist' ), array_keys( $answer['data'] ) );
			$this->assertTrue( $answer['data']['result'] );
			$this->assertSame( "The wishlist's privacy has been saved.", $answer['data']['message'] );
			$this->assertSame( $privacy, $answer['data']['wishlist']['privacy'] );
			$this->assertSame( Wishlist_Privacy::PRIVATE === $privacy, null === $answer['data']['wishlist']['share_url'] );
			$this->assertNull( $answer['data']['wishlist']['price_drop_count'], 'A write answer counts no price drops.' );
			$this->assertSame( $privacy, Plugin::instance()->wishlists()->lists()->find( $list->id )->privacy );
		}
	}

	/**
	 * An unknown level, or none, is refused by the schema; the list is unchanged.
	 */
	public function test_refuses_what_is_not_a_level(): void {
		$list = $this->make_list( $this->as_user(), Wishlist_Privacy::SHARED );
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'POST', "/wishlists/{$list->id}/privacy", array( 'privacy' => 'everyone' ) ) );
		$this->assert_error( 400, 'rest_missing_callback_param', $this->call( 'POST', "/wishlists/{$list->id}/privacy" ) );
		$this->assertSame( Wishlist_Privacy::SHARED, Plugin::instance()->wishlists()->lists()->find( $list->id )->privacy );
	}
}
