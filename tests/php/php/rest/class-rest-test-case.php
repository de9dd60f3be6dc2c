<?php
/**
 * What the wishlist REST tests share: callers, products, requests.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Privacy;

/**
 * Callers are made the way a request makes them: a logged-in user, or the guest
 * session's cookie in $_COOKIE; the REST nonce goes in the X-WP-Nonce header.
 */
abstract class Rest_Test_Case extends Test_Case {

	/** Whether the next write sends a valid nonce. */
	protected bool $send_nonce = true;

	/**
	 * Needs WooCommerce (or its double) and the shop switched on.
	 */
	protected function set_up(): void {
		parent::set_up();
		if ( ! class_exists( 'WC_Product_Simple' ) || ! function_exists( 'WC' ) ) {
			$this->markTestSkipped( 'WooCommerce (or its test double) is not active on the test site.' );
		}
		unset( $_COOKIE[ Guest_Session::COOKIE ] );
		Plugin::instance()->detect_commerce();
		$this->send_nonce = true;
	}

	/**
	 * Forgets the guest cookie and puts the shop back.
	 */
	protected function tear_down(): void {
		unset( $_COOKIE[ Guest_Session::COOKIE ] );
		Plugin::instance()->detect_commerce();
		parent::tear_down();
	}

	/**
	 * A logged-in customer, now the caller.
	 */
	protected function as_user(): Owner {
		// Registering with a guest cookie would merge that guest's lists into the new user (Merge).
		$this->as_anonymous();
		$user = $this->create_user( 'customer' );
		$this->as_existing_user( $user->ID );
		return Owner::user( $user->ID );
	}

	/**
	 * Switches to a user made earlier.
	 *
	 * @param int $user_id The user.
	 */
	protected function as_existing_user( int $user_id ): void {
		unset( $_COOKIE[ Guest_Session::COOKIE ] );
		$this->log_in( $user_id );
	}

	/**
	 * A guest whose session cookie the request carries, now the caller.
	 *
	 * @param string|null $session_token Their cookie's token; a new one by default.
	 */
	protected function as_guest( ?string $session_token = null ): Owner {
		$this->log_out();
		$session_token                     = $session_token ?? Token::generate();
		$_COOKIE[ Guest_Session::COOKIE ] = Guest_Session::cookie_value( $session_token );
		return Owner::guest( $session_token );
	}

	/**
	 * A visitor without session, now the caller.
	 */
	protected function as_anonymous(): void {
		$this->log_out();
		unset( $_COOKIE[ Guest_Session::COOKIE ] );
	}

	/**
	 * A list of an owner's, made through the storage layer.
	 *
	 * @param Owner  $owner   Its owner.
	 * @param string $privacy Its privacy.
	 * @param string $name    Its name.
	 * @param bool   $default Whether it is their default.
	 */
	protected function make_list( Owner $owner, string $privacy = Wishlist_Privacy::PRIVATE, string $name = 'Gifts', bool $default = false ): Wishlist {
		return Plugin::instance()->wishlists()->lists()->create( $owner, $name, $privacy, $default );
	}

	/**
	 * Adds a product to a list through the storage layer; the item's id.
	 *
	 * @param Wishlist $list         The list.
	 * @param int      $product_id   The product.
	 * @param int      $variation_id The variation.
	 */
	protected function put( Wishlist $list, int $product_id, int $variation_id = 0 ): int {
		return Plugin::instance()->wishlists()->items()->add( $list->id, $product_id, $variation_id )->item->id;
	}

	/**
	 * A published simple product.
	 *
	 * @param string   $name    Its name.
	 * @param string   $price   Its regular price.
	 * @param int|null $stock   Units in stock; null for unmanaged stock.
	 * @param string   $status  Its post status.
	 */
	protected function product( string $name = 'Margaux lace brief', string $price = '49.90', ?int $stock = null, string $status = 'publish' ): int {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_status( $status );
		$product->set_regular_price( $price );
		if ( null !== $stock ) {
			$product->set_manage_stock( true );
			$product->set_stock_quantity( $stock );
			$product->set_stock_status( $stock > 0 ? 'instock' : 'outofstock' );
		}
		return (int) $product->save();
	}

	/**
	 * A variable product with two variations.
	 *
	 * @return array{parent:int,a:int,b:int}
	 */
	protected function variable_product(): array {
		$parent = new \WC_Product_Variable();
		$parent->set_name( 'Eloise balconette bra' );
		$parent->set_status( 'publish' );
		$parent_id = (int) $parent->save();
		$ids       = array( 'parent' => $parent_id );
		foreach ( array( 'a' => 'B', 'b' => 'C' ) as $key => $cup ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $parent_id );
			$variation->set_status( 'publish' );
			$variation->set_attributes( array( 'cup' => $cup ) );
			$variation->set_regular_price( '62' );
			$ids[ $key ] = (int) $variation->save();
		}
		wc_get_product( $parent_id )->save();
		return $ids;
	}

	/**
	 * Sends a request as the current caller, with the nonce unless told not to.
	 *
	 * @param string              $method HTTP method.
	 * @param string              $route  Path under boudoir/v1, e.g. `/items/add`.
	 * @param array<string,mixed> $params Fields.
	 * @param string|null         $nonce  A nonce to send instead of a valid one.
	 * @return array{status:int,data:mixed,headers:array<string,mixed>,response:\WP_REST_Response}
	 */
	protected function call( string $method, string $route, array $params = array(), ?string $nonce = null ): array {
		$headers = array();
		if ( null !== $nonce ) {
			$headers['X-WP-Nonce'] = $nonce;
		} elseif ( $this->send_nonce && 'GET' !== strtoupper( $method ) ) {
			$headers['X-WP-Nonce'] = wp_create_nonce( 'wp_rest' );
		}
		return $this->dispatch_rest( $method, '/boudoir/v1' . $route, $params, $headers );
	}

	/**
	 * Asserts an error answer: its status and code.
	 *
	 * @param int                 $status  HTTP status.
	 * @param string              $code    Error code.
	 * @param array<string,mixed> $answer  What call() returned.
	 * @param string              $context What the assertion is about.
	 */
	protected function assert_error( int $status, string $code, array $answer, string $context = '' ): void {
		$this->assertSame( $code, $answer['data']['code'] ?? null, $context . ' Answer: ' . wp_json_encode( $answer['data'] ) );
		$this->assertSame( $status, $answer['status'], $context );
	}

	/**
	 * Counts the database queries a callback makes.
	 *
	 * @param callable $callback The work.
	 */
	protected function count_queries( callable $callback ): int {
		global $wpdb;
		$before = $wpdb->num_queries;
		$callback();
		return $wpdb->num_queries - $before;
	}

	/**
	 * Item ids of a list, in order.
	 *
	 * @param Wishlist $list The list.
	 * @return list<int>
	 */
	protected function order( Wishlist $list ): array {
		return array_map( static fn ( $item ): int => $item->id, Plugin::instance()->wishlists()->items()->for_wishlist( $list->id ) );
	}

	/**
	 * An image attachment (no file needed: its URL is built from its metadata).
	 *
	 * @param string $file Its file name.
	 */
	protected function image( string $file ): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => $file,
				'post_status'    => 'inherit',
			),
			'2026/11/' . $file
		);
		update_post_meta( $id, '_wp_attachment_image_alt', 'Photo of ' . $file );
		return $id;
	}

	/**
	 * Asserts the first page, of two, of five entries, paged as WordPress's collections are:
	 * X-WP-Total, X-WP-TotalPages and a Link to the next page (none to a previous one).
	 *
	 * @param array{status:int,headers:array<string,mixed>} $answer The answer (call()).
	 */
	protected function assert_first_of_three_pages_of_two( array $answer ): void {
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( '5', $answer['headers']['X-WP-Total'] );
		$this->assertSame( '3', $answer['headers']['X-WP-TotalPages'] );
		$link = $answer['headers']['Link'];
		$this->assertMatchesRegularExpression( '/<[^>]*[?&]page=2[^>]*>; rel="next"/', $link );
		$this->assertStringContainsString( 'per_page=2', $link );
		$this->assertStringNotContainsString( 'rel="prev"', $link );
	}
}
