<?php
/**
 * Tests of Boudoir\Rest\Controller, the base of the REST classes (each Route and the estimate routes).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Rest\Routes\Create_Wishlist_Route;

require_once __DIR__ . '/class-rest-test-case.php';

/**
 * The permission of every write: shop on, valid REST nonce (guests too).
 */
final class Controller_Test extends Rest_Test_Case {

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
		$controller = new Create_Wishlist_Route( Plugin::instance() );
		$this->as_guest();
		$this->assertTrue( $controller->write_permission( $this->request( wp_create_nonce( 'wp_rest' ) ) ) );
		foreach ( array( null, '', 'forged', wp_create_nonce( 'other_action' ) ) as $nonce ) {
			$error = $controller->write_permission( $this->request( $nonce ) );
			$this->assertInstanceOf( \WP_Error::class, $error );
			$this->assertSame( 'boudoir_invalid_nonce', $error->get_error_code() );
			$this->assertSame( 403, $error->get_error_data()['status'] );
		}
		$guest_nonce = wp_create_nonce( 'wp_rest' );
		$this->as_user();
		$this->assertInstanceOf( \WP_Error::class, $controller->write_permission( $this->request( $guest_nonce ) ) );
		$this->assertTrue( $controller->write_permission( $this->request( wp_create_nonce( 'wp_rest' ) ) ) );

		$form = new \WP_REST_Request( 'POST', '/boudoir/v1/wishlists' );
		$form->set_param( '_wpnonce', wp_create_nonce( 'wp_rest' ) );
		$this->assertTrue( $controller->write_permission( $form ), 'The _wpnonce field is accepted like WordPress does.' );
	}

	/**
	 * Without the shop the answer is 503, before the nonce is looked at.
	 */
	public function test_write_permission_needs_the_shop(): void {
		$controller = new Create_Wishlist_Route( Plugin::instance() );
		Plugin::instance()->detect_commerce( static fn () => '8.9.0' );

		$error = $controller->write_permission( $this->request( null ) );

		$this->assertSame( 'boudoir_shop_unavailable', $error->get_error_code() );
		$this->assertSame( 503, $error->get_error_data()['status'] );
	}
}
