<?php
/**
 * Tests of Boudoir\Rest\Routes\Save_Title_Route (php/rest/routes/class-save-title-route.php).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the route answers and refuses (docs/rest-api.md).
 */
final class Save_Title_Route_Test extends Rest_Test_Case {

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
}
