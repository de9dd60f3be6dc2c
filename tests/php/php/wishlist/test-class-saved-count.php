<?php
/**
 * Tests of Boudoir\Wishlist\Saved_Count: the header counter's cookie.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Saved_Count;
use Boudoir\Wishlist\Wishlists;

require_once __DIR__ . '/class-recording-cookie-jar.php';

/**
 * The count follows every change, at login and on a logged-in shopper's page views; it
 * holds a number and nothing else, readable by scripts.
 */
final class Saved_Count_Test extends Test_Case {

	private Recording_Cookie_Jar $jar;

	private Wishlists $wishlists;

	private Saved_Count $count;

	/**
	 * A storage layer over this test's cookie jar.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->jar       = new Recording_Cookie_Jar();
		$this->wishlists = new Wishlists( null, $this->jar );
		$this->count     = new Saved_Count( $this->wishlists, $this->jar );
	}

	/**
	 * The values of the count cookie sent so far.
	 *
	 * @return list<string>
	 */
	private function sent(): array {
		return array_values(
			array_map(
				static fn ( array $cookie ): string => $cookie['value'],
				array_filter( $this->jar->sent, static fn ( array $cookie ): bool => Saved_Count::COOKIE === $cookie['name'] )
			)
		);
	}

	/**
	 * Saves products for an owner: two on the default list, one on another.
	 *
	 * @param Owner $owner The owner.
	 */
	private function save_three( Owner $owner ): void {
		$lists = $this->wishlists->lists();
		$items = $this->wishlists->items();
		$items->add( $lists->default_for_or_create( $owner )->id, 11 );
		$items->add( $lists->default_for_or_create( $owner )->id, 12, 121 );
		$items->add( $lists->create( $owner, 'Gifts' )->id, 13 );
	}

	/**
	 * A REST request through the filter, as the server runs it.
	 *
	 * @param string $method HTTP method.
	 * @param string $route  Route.
	 */
	private function after( string $method, string $route ): void {
		$response = new \WP_REST_Response( array() );
		$this->assertSame( $response, $this->count->after_rest_request( $response, rest_get_server(), new \WP_REST_Request( $method, $route ) ) );
	}

	public function test_counts_every_item_of_every_list_of_the_owner_only(): void {
		$user = $this->create_user()->ID;
		$this->save_three( Owner::user( $user ) );
		$this->save_three( Owner::user( $this->create_user()->ID ) );

		$this->assertSame( 3, $this->wishlists->items()->count_by_owner( Owner::user( $user ) ) );
		$this->assertSame( 0, $this->wishlists->items()->count_by_owner( Owner::user( $this->create_user()->ID ) ) );
	}

	public function test_a_wishlist_write_sends_the_new_count(): void {
		$user = $this->log_in( $this->create_user() )->ID;
		$this->save_three( Owner::user( $user ) );

		$this->after( 'POST', '/boudoir/v1/items/add' );
		$this->after( 'DELETE', '/boudoir/v1/wishlists/7' );

		$this->assertSame( array( '3', '3' ), $this->sent() );
		$cookie = $this->jar->sent[0];
		$this->assertFalse( $cookie['options']['httponly'], 'the counter script reads it' );
		$this->assertSame( 'Lax', $cookie['options']['samesite'] );
		$this->assertArrayNotHasKey( 'domain', $cookie['options'], 'host-only' );
		$this->assertGreaterThan( time(), $cookie['options']['expires'] );
	}

	public function test_reads_never_send_it(): void {
		$user = $this->log_in( $this->create_user() )->ID;
		$this->save_three( Owner::user( $user ) );

		$this->after( 'GET', '/boudoir/v1/wishlists' );
		$this->after( 'GET', '/boudoir/v1/items/saved' );
		$this->after( 'HEAD', '/boudoir/v1/items' );

		$this->assertSame( array(), $this->sent() );
	}

	public function test_a_refused_write_sends_nothing(): void {
		$user = $this->log_in( $this->create_user() )->ID;
		$this->save_three( Owner::user( $user ) );
		$refused = new \WP_REST_Response( array( 'code' => 'boudoir_invalid_nonce' ), 403 );

		$this->count->after_rest_request( $refused, rest_get_server(), new \WP_REST_Request( 'POST', '/boudoir/v1/items/add' ) );

		$this->assertSame( array(), $this->sent() );
	}

	public function test_other_routes_leave_it_alone(): void {
		$this->log_in( $this->create_user() );
		$this->after( 'POST', '/wp/v2/posts' );
		$this->after( 'POST', '/wc/store/v1/cart/add-item' );
		$this->assertSame( array(), $this->sent() );
	}

	public function test_a_guests_first_save_starts_the_count(): void {
		wp_set_current_user( 0 );
		$guest = $this->wishlists->saving_owner();
		$this->wishlists->items()->add( $this->wishlists->lists()->default_for_or_create( $guest )->id, 5 );

		$this->after( 'POST', '/boudoir/v1/items/add' );

		$this->assertSame( array( '1' ), $this->sent() );
	}

	public function test_login_sends_the_users_count(): void {
		$user = $this->create_user();
		$this->save_three( Owner::user( $user->ID ) );

		$this->count->on_login( $user->user_login, $user );

		$this->assertSame( array( '3' ), $this->sent() );
	}

	public function test_logout_deletes_it(): void {
		$this->jar->cookies[ Saved_Count::COOKIE ] = '4';

		$this->count->forget();

		$this->assertSame( array( '' ), $this->sent() );
		$this->assertLessThan( time(), $this->jar->sent[0]['options']['expires'] );
		$this->assertNull( $this->jar->get( Saved_Count::COOKIE ) );
	}

	public function test_page_views_refresh_it_for_a_logged_in_shopper_every_time(): void {
		$user = $this->log_in( $this->create_user() )->ID;
		$this->save_three( Owner::user( $user ) );
		$this->jar->cookies[ Saved_Count::COOKIE ] = '1';

		$this->count->on_page_view();

		$this->assertSame( array( '3' ), $this->sent(), 'a change on another device shows on the next page' );
	}

	public function test_page_views_of_a_guest_send_it_only_when_missing(): void {
		wp_set_current_user( 0 );
		$this->count->on_page_view();
		$this->assertSame( array(), $this->sent(), 'a visitor who saved nothing gets no cookie' );

		$guest = $this->wishlists->saving_owner();
		$this->wishlists->items()->add( $this->wishlists->lists()->default_for_or_create( $guest )->id, 5 );
		$this->count->on_page_view();
		$this->assertSame( array( '1' ), $this->sent() );

		$this->count->on_page_view();
		$this->assertSame( array( '1' ), $this->sent(), 'once sent, a guest\'s page views send nothing' );
	}

	public function test_is_hooked_by_the_storage_layer(): void {
		$this->assertNotFalse( has_filter( 'rest_post_dispatch' ) );
		$this->assertNotFalse( has_action( 'wp_logout' ) );
		$this->count->register();
		$this->assertSame( 20, has_action( 'wp_login', array( $this->count, 'on_login' ) ), 'after the merge (priority 10)' );
		$this->assertSame( 10, has_action( 'template_redirect', array( $this->count, 'on_page_view' ) ) );
	}
}
