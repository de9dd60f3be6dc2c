<?php
/**
 * Tests of Boudoir\Rest\Write_Permission, the permission of every write (each write route and the estimate form).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Rest\Write_Permission;
use Boudoir\Wishlist\Guest_Session;

require_once __DIR__ . '/class-rest-test-case.php';

/**
 * The permission of every write: shop on, the Write_Guard's checks (here the nonce, guests too), the guest-session limit.
 */
final class Write_Permission_Test extends Rest_Test_Case {

	/**
	 * The REMOTE_ADDR before the test.
	 *
	 * @var string|null
	 */
	private ?string $remote_addr = null;

	/**
	 * Remembers the client's address the tests change.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->remote_addr = isset( $_SERVER['REMOTE_ADDR'] ) ? (string) $_SERVER['REMOTE_ADDR'] : null;
	}

	/**
	 * Puts the client's address and the session limit back.
	 */
	protected function tear_down(): void {
		if ( null === $this->remote_addr ) {
			unset( $_SERVER['REMOTE_ADDR'] );
		} else {
			$_SERVER['REMOTE_ADDR'] = $this->remote_addr;
		}
		remove_all_filters( 'boudoir_guest_session_rate_limit' );
		parent::tear_down();
	}

	/**
	 * The permission as the routes are given it.
	 */
	private function permission(): Write_Permission {
		return new Write_Permission( static fn (): bool => Plugin::instance()->shop_enabled(), Plugin::instance()->wishlists()->reader() );
	}

	/**
	 * A request with a nonce header.
	 *
	 * @param string|null $nonce The header's value, or none.
	 */
	private function request( ?string $nonce ): \WP_REST_Request {
		$request = new \WP_REST_Request( 'POST', '/boudoir/v1/wishlists' );
		if ( null !== $nonce ) {
			$request->set_header( 'X-WP-Nonce', $nonce );
		}
		return $request;
	}

	/**
	 * A guest's nonce is checked as a user's is; missing, empty, forged or another user's fail.
	 */
	public function test_write_permission_checks_the_nonce(): void {
		$permission = $this->permission();
		$this->as_guest();
		$this->assertTrue( $permission->check( $this->request( wp_create_nonce( 'wp_rest' ) ) ) );
		foreach ( array( null, '', 'forged', wp_create_nonce( 'other_action' ) ) as $nonce ) {
			$error = $permission->check( $this->request( $nonce ) );
			$this->assertInstanceOf( \WP_Error::class, $error );
			$this->assertSame( 'boudoir_invalid_nonce', $error->get_error_code() );
			$this->assertSame( 403, $error->get_error_data()['status'] );
		}
		$guest_nonce = wp_create_nonce( 'wp_rest' );
		$this->as_user();
		$this->assertInstanceOf( \WP_Error::class, $permission->check( $this->request( $guest_nonce ) ) );
		$this->assertTrue( $permission->check( $this->request( wp_create_nonce( 'wp_rest' ) ) ) );

		$form = new \WP_REST_Request( 'POST', '/boudoir/v1/wishlists' );
		$form->set_param( '_wpnonce', wp_create_nonce( 'wp_rest' ) );
		$this->assertTrue( $permission->check( $form ), 'The _wpnonce field is accepted like WordPress does.' );
	}

	/**
	 * Without the shop the answer is 503, before the nonce is looked at; the shop is asked per request.
	 */
	public function test_write_permission_needs_the_shop(): void {
		$permission = $this->permission();
		$this->as_user();
		$this->assertTrue( $permission->check( $this->request( wp_create_nonce( 'wp_rest' ) ) ) );
		Plugin::instance()->detect_commerce( static fn () => '8.9.0' );

		$error = $permission->check( $this->request( null ) );

		$this->assertSame( 'boudoir_shop_unavailable', $error->get_error_code() );
		$this->assertSame( 503, $error->get_error_data()['status'] );
	}

	/**
	 * Guests without a session start at most the limit of sessions per network and hour, then
	 * `429 boudoir_too_many_sessions`; users, guests with a session and other networks are not counted.
	 */
	public function test_new_guest_sessions_are_limited_per_network(): void {
		add_filter( 'boudoir_guest_session_rate_limit', static fn (): int => 2 );
		$this->assertSame( 2, Write_Permission::guest_session_limit() );
		$permission             = $this->permission();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		foreach ( array( 1, 2 ) as $visitor ) {
			$this->as_anonymous();
			$this->assertTrue( $permission->check( $this->request( wp_create_nonce( 'wp_rest' ) ) ), "Visitor {$visitor}." );
		}
		$this->as_anonymous();
		$refused = $permission->check( $this->request( wp_create_nonce( 'wp_rest' ) ) );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertSame( 'boudoir_too_many_sessions', $refused->get_error_code() );
		$this->assertSame( 429, $refused->get_error_data()['status'] );
		$this->assertArrayNotHasKey( Guest_Session::COOKIE, $_COOKIE, 'A refused write starts no session.' );

		$this->as_guest();
		$this->assertTrue( $permission->check( $this->request( wp_create_nonce( 'wp_rest' ) ) ), 'A guest with a session is not counted.' );
		$this->as_user();
		$this->assertTrue( $permission->check( $this->request( wp_create_nonce( 'wp_rest' ) ) ), 'A user is not counted.' );
		$this->as_anonymous();
		$_SERVER['REMOTE_ADDR'] = '198.51.100.9';
		$this->assertTrue( $permission->check( $this->request( wp_create_nonce( 'wp_rest' ) ) ), 'Another network has its own count.' );

		add_filter( 'boudoir_guest_session_rate_limit', static fn (): int => 0, 20 );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		$this->assertTrue( $permission->check( $this->request( wp_create_nonce( 'wp_rest' ) ) ), '0: no limit.' );
	}

	/**
	 * The client's address is REMOTE_ADDR unless the shop trusts a proxy's header.
	 */
	public function test_client_ip(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		$this->assertSame( '203.0.113.7', Write_Permission::client_ip() );
		unset( $_SERVER['REMOTE_ADDR'] );
		$this->assertSame( '', Write_Permission::client_ip() );
	}
}
