<?php
/**
 * Tests of POST /boudoir/v1/wishlists/<token>/estimate and GET /boudoir/v1/estimate-form.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Estimate\Estimate_Repository;
use Boudoir\Plugin;
use Boudoir\Rest\Schemas\Estimate_Form_Schema;
use Boudoir\Rest\Schemas\Estimate_Schema;
use Boudoir\Tests\Estimate\Shop_Fixtures;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;

require_once dirname( __DIR__ ) . '/estimate/trait-shop-fixtures.php';

/**
 * Who may ask an estimate of which list, and what the answer holds.
 */
final class Estimates_Controller_Test extends Test_Case {

	use Shop_Fixtures;

	private int $product;

	/**
	 * A product to put on lists.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_shop();
		$this->product = $this->simple_product( 'Silk robe' );
	}

	/**
	 * Forgets cookies and the cart.
	 */
	protected function tear_down(): void {
		$this->tear_down_shop();
		parent::tear_down();
	}

	/**
	 * A list with one item.
	 *
	 * @param Owner  $owner   Its owner.
	 * @param string $privacy Its privacy.
	 */
	private function filled_list( Owner $owner, string $privacy ): Wishlist {
		$list = $this->list_of( $owner, $privacy );
		Plugin::instance()->wishlists()->items()->add( $list->id, $this->product, 0, 3 );
		return $list;
	}

	/**
	 * Posts the form with the current visitor's nonce.
	 *
	 * @param Wishlist|string       $list    The list or a token.
	 * @param array<string,mixed>   $fields  Overrides.
	 * @param array<string,string>|null $headers Headers; the nonce by default.
	 * @return array{status:int,data:mixed}
	 */
	private function ask( Wishlist|string $list, array $fields = array(), ?array $headers = null ): array {
		$token = $list instanceof Wishlist ? $list->token : $list;
		return $this->dispatch_rest(
			'POST',
			"/boudoir/v1/wishlists/{$token}/estimate",
			$fields + array(
				'name'  => 'Eve',
				'email' => 'eve@boudoir.test',
				'notes' => 'Hello',
			),
			$headers ?? $this->nonce_header()
		);
	}

	/**
	 * The route is registered for POST.
	 */
	public function test_route_registered(): void {
		$routes = rest_get_server()->get_routes();

		$this->assertArrayHasKey( '/boudoir/v1/wishlists/(?P<token>[A-Za-z0-9_-]+)/estimate', $routes );
		$this->assertArrayHasKey( 'POST', $routes['/boudoir/v1/wishlists/(?P<token>[A-Za-z0-9_-]+)/estimate'][0]['methods'] );
		$this->assertSame( array( 'GET' => true ), $routes['/boudoir/v1/estimate-form'][0]['methods'], 'The form route only reads.' );
	}

	/**
	 * The owner asks about their private list: 201 with result, message and template, and the shop is mailed.
	 */
	public function test_owner_asks(): void {
		$user = $this->log_in( $this->create_user() );
		$list = $this->filled_list( Owner::user( $user->ID ), 'private' );

		$response = $this->ask( $list, array( 'copy' => true ) );

		$this->assertSame( 201, $response['status'], wp_json_encode( $response['data'] ) );
		$this->assertTrue( $response['data']['result'] );
		$this->assertSame( 'Your estimate request was sent.', $response['data']['message'] );
		$this->assertStringContainsString( '<li>3 × Silk robe</li>', $response['data']['template'] );
		$this->assertArrayHasKey( 'redirect', $response['data'] );
		$this->assertArrayNotHasKey( 'id', $response['data'] );
		$this->assertTrue( rest_validate_value_from_schema( $response['data'], ( new Estimate_Schema() )->get_item_schema() ), 'The answer is the published shape.' );
		$this->assertCount( 2, $this->sent_mail() );
		$this->assertCount( 1, get_posts( array( 'post_type' => Estimate_Repository::POST_TYPE, 'post_status' => 'any' ) ) );
	}

	/**
	 * Who reaches which list: private lists are their owner's only (404 for the rest); public and shared ones anyone's with the token.
	 *
	 * @dataProvider permission_matrix
	 *
	 * @param string $owner_kind  `user` or `guest`.
	 * @param string $privacy     The list's privacy.
	 * @param string $caller_kind `owner`, `other_user`, `other_guest` or `anonymous`.
	 * @param int    $status      Expected status.
	 */
	public function test_permission_matrix( string $owner_kind, string $privacy, string $caller_kind, int $status ): void {
		$owner = 'user' === $owner_kind ? Owner::user( $this->create_user()->ID ) : $this->as_guest();
		$list  = $this->filled_list( $owner, $privacy );

		switch ( $caller_kind ) {
			case 'owner':
				if ( 'user' === $owner_kind ) {
					$this->log_in( $owner->user_id );
				}
				break;
			case 'other_user':
				unset( $_COOKIE['boudoir_wishlist_session'] );
				$this->log_in( $this->create_user() );
				break;
			case 'other_guest':
				$this->as_guest();
				break;
			case 'anonymous':
				unset( $_COOKIE['boudoir_wishlist_session'] );
				$this->log_out();
				break;
		}

		$response = $this->ask( $list );

		$this->assertSame( $status, $response['status'], wp_json_encode( $response['data'] ) );
		if ( 404 === $status ) {
			$this->assertSame( 'boudoir_wishlist_not_found', $response['data']['code'] );
			$this->assertSame( array(), $this->sent_mail() );
		} else {
			$this->assertTrue( $response['data']['result'] );
		}
	}

	/**
	 * Owner kind, privacy, caller, status.
	 *
	 * @return array<string,array{0:string,1:string,2:string,3:int}>
	 */
	public static function permission_matrix(): array {
		return array(
			'user, private, owner'          => array( 'user', 'private', 'owner', 201 ),
			'user, private, other user'     => array( 'user', 'private', 'other_user', 404 ),
			'user, private, guest'          => array( 'user', 'private', 'other_guest', 404 ),
			'user, private, anonymous'      => array( 'user', 'private', 'anonymous', 404 ),
			'user, public, other user'      => array( 'user', 'public', 'other_user', 201 ),
			'user, shared, anonymous'       => array( 'user', 'shared', 'anonymous', 201 ),
			'guest, private, guest owner'   => array( 'guest', 'private', 'owner', 201 ),
			'guest, private, other guest'   => array( 'guest', 'private', 'other_guest', 404 ),
			'guest, private, other user'    => array( 'guest', 'private', 'other_user', 404 ),
			'guest, shared, other guest'    => array( 'guest', 'shared', 'other_guest', 201 ),
			'guest, public, anonymous'      => array( 'guest', 'public', 'anonymous', 201 ),
		);
	}

	/**
	 * An unknown token is 404 like a private list.
	 */
	public function test_unknown_list(): void {
		$response = $this->ask( str_repeat( 'a', 32 ) );

		$this->assertSame( 404, $response['status'] );
		$this->assertSame( 'boudoir_wishlist_not_found', $response['data']['code'] );
	}

	/**
	 * A missing or forged nonce is 403, for users and guests, and sends nothing.
	 */
	public function test_nonce_required(): void {
		$user = $this->log_in( $this->create_user() );
		$list = $this->filled_list( Owner::user( $user->ID ), 'public' );

		$missing = $this->ask( $list, array(), array() );
		$forged  = $this->ask( $list, array(), array( 'X-WP-Nonce' => 'abc123' ) );
		$this->log_out();
		$guest = $this->ask( $list, array(), array() );
		$other = $this->ask( $list, array(), array( 'X-WP-Nonce' => wp_create_nonce( 'another_action' ) ) );

		foreach ( array( $missing, $forged, $guest, $other ) as $response ) {
			$this->assertSame( 403, $response['status'] );
			$this->assertSame( 'boudoir_invalid_nonce', $response['data']['code'] );
		}
		$this->assertSame( array(), $this->sent_mail() );
	}

	/**
	 * A bad field is 400 with the field named in data.params.
	 */
	public function test_invalid_field(): void {
		$user = $this->log_in( $this->create_user() );
		$list = $this->filled_list( Owner::user( $user->ID ), 'private' );

		$response = $this->ask( $list, array( 'email' => 'not-an-address' ) );

		$this->assertSame( 400, $response['status'] );
		$this->assertSame( 'boudoir_invalid_email', $response['data']['code'] );
		$this->assertArrayHasKey( 'email', $response['data']['data']['params'] );
	}

	/**
	 * The sixth request within the hour is 429.
	 */
	public function test_rate_limited(): void {
		$user = $this->log_in( $this->create_user() );
		$list = $this->filled_list( Owner::user( $user->ID ), 'private' );
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertSame( 201, $this->ask( $list )['status'] );
		}

		$response = $this->ask( $list );

		$this->assertSame( 429, $response['status'] );
		$this->assertSame( 'boudoir_too_many_estimates', $response['data']['code'] );
	}

	/**
	 * A guest asking for a copy: 201, and exactly one mail, to the shop (the copy is ignored, as documented).
	 */
	public function test_guest_copy_is_ignored(): void {
		$owner = $this->as_guest();
		$list  = $this->filled_list( $owner, 'private' );

		$response = $this->ask( $list, array( 'email' => 'victim@elsewhere.test', 'copy' => true ) );

		$this->assertSame( 201, $response['status'] );
		$this->assertSame( array( get_option( 'admin_email' ) ), array_column( $this->sent_mail(), 'to' ) );
		$this->assertStringNotContainsString( 'copy', $response['data']['template'] );
	}

	/**
	 * A user's copy goes to their account e-mail, whatever address they type.
	 */
	public function test_user_copy_goes_to_the_account_email(): void {
		$user = $this->log_in( $this->create_user() );
		$list = $this->filled_list( Owner::user( $user->ID ), 'private' );

		$response = $this->ask( $list, array( 'email' => 'victim@elsewhere.test', 'copy' => true ) );

		$this->assertSame( 201, $response['status'] );
		$this->assertSame( array( get_option( 'admin_email' ), $user->user_email ), array_column( $this->sent_mail(), 'to' ) );
		$this->assertStringContainsString( 'A copy was sent to ' . $user->user_email . '.', $response['data']['template'] );
	}

	/**
	 * GET /estimate-form tells a signed-in shopper where a copy goes and fills in her name and address; a guest gets nothing.
	 */
	public function test_form_says_where_a_copy_goes_and_what_it_starts_with(): void {
		$user = $this->log_in( $this->create_user() );
		wp_update_user(
			array(
				'ID'         => $user->ID,
				'first_name' => 'Camille',
				'last_name'  => 'Roux',
			)
		);

		$response = $this->dispatch_rest( 'GET', '/boudoir/v1/estimate-form', array(), $this->nonce_header() );

		$this->assertSame( 200, $response['status'] );
		$this->assertTrue( rest_validate_value_from_schema( $response['data'], ( new Estimate_Form_Schema() )->get_item_schema() ), 'The answer is the published shape.' );
		$this->assertSame(
			array(
				'copy_to' => $user->user_email,
				'name'    => 'Camille Roux',
				'email'   => $user->user_email,
			),
			$response['data']
		);

		// Without a first and last name, the name the site shows.
		wp_update_user(
			array(
				'ID'         => $user->ID,
				'first_name'   => '',
				'last_name'    => '',
				'display_name' => 'camille.r',
			)
		);
		$response = $this->dispatch_rest( 'GET', '/boudoir/v1/estimate-form', array(), $this->nonce_header() );
		$this->assertSame( 'camille.r', $response['data']['name'] );

		$this->as_guest();
		$response = $this->dispatch_rest( 'GET', '/boudoir/v1/estimate-form', array(), $this->nonce_header() );
		$this->assertSame(
			array(
				'copy_to' => null,
				'name'    => null,
				'email'   => null,
			),
			$response['data']
		);
	}

	/**
	 * Without the shop, 503.
	 */
	public function test_shop_disabled(): void {
		$user = $this->log_in( $this->create_user() );
		$list = $this->filled_list( Owner::user( $user->ID ), 'private' );
		Plugin::instance()->detect_commerce( fn () => null );
		try {
			$response = $this->ask( $list );
		} finally {
			Plugin::instance()->detect_commerce();
		}

		$this->assertSame( 503, $response['status'] );
		$this->assertSame( 'boudoir_shop_unavailable', $response['data']['code'] );
	}
}
