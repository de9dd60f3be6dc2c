<?php
/**
 * Tests of POST /boudoir/v1/wishlists/<token>/items/<item_id>/add-to-cart.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Plugin;
use Boudoir\Settings;
use Boudoir\Tests\Estimate\Shop_Fixtures;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Item;

require_once dirname( __DIR__ ) . '/estimate/trait-shop-fixtures.php';

/**
 * Add to cart from a list: the exact variation, remove-after-add for the owner only, no redirect.
 */
final class Cart_Controller_Test extends Test_Case {

	use Shop_Fixtures;

	/** @var array{parent:int,b:int,c:int} */
	private array $bra;

	private int $robe;

	/**
	 * Products to put on lists.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_shop();
		$this->bra  = $this->variable_product();
		$this->robe = $this->simple_product( 'Silk robe' );
	}

	/**
	 * Forgets cookies and the cart.
	 */
	protected function tear_down(): void {
		$this->tear_down_shop();
		parent::tear_down();
	}

	/**
	 * A list holding the robe (quantity 2) then the C-cup bra.
	 *
	 * @param Owner  $owner   Its owner.
	 * @param string $privacy Its privacy.
	 * @return array{0:Wishlist,1:Wishlist_Item,2:Wishlist_Item} The list, the robe, the bra.
	 */
	private function filled_list( Owner $owner, string $privacy = 'private' ): array {
		$list  = $this->list_of( $owner, $privacy );
		$items = Plugin::instance()->wishlists()->items();
		$items->add( $list->id, $this->robe, 0, 2 );
		$items->add( $list->id, $this->bra['parent'], $this->bra['c'], 1 );
		$rows = $items->for_wishlist( $list->id );
		return array( $list, $rows[0], $rows[1] );
	}

	/**
	 * Posts the add with the current visitor's nonce.
	 *
	 * @param Wishlist                  $list    The list.
	 * @param int                       $item_id The item.
	 * @param array<string,mixed>       $params  Body.
	 * @param array<string,string>|null $headers Headers; the nonce by default.
	 * @return array{status:int,data:mixed}
	 */
	private function add( Wishlist $list, int $item_id, array $params = array(), ?array $headers = null ): array {
		return $this->dispatch_rest( 'POST', "/boudoir/v1/wishlists/{$list->token}/items/{$item_id}/add-to-cart", $params, $headers ?? $this->nonce_header() );
	}

	/**
	 * Cart lines as product → variation → quantity.
	 *
	 * @return list<array{0:int,1:int,2:int}>
	 */
	private function cart_lines(): array {
		$lines = array();
		foreach ( WC()->cart->get_cart() as $line ) {
			$lines[] = array( (int) $line['product_id'], (int) $line['variation_id'], (int) $line['quantity'] );
		}
		return $lines;
	}

	/**
	 * The owner's add keeps the exact variation, removes the item and renumbers the list.
	 */
	public function test_owner_adds_the_exact_variation_and_the_item_leaves(): void {
		$user = $this->log_in( $this->create_user() );
		list( $list, $robe, $bra ) = $this->filled_list( Owner::user( $user->ID ) );

		$response = $this->add( $list, $bra->id );

		$this->assertSame( 200, $response['status'], wp_json_encode( $response['data'] ) );
		$this->assertTrue( $response['data']['result'] );
		$this->assertTrue( $response['data']['removed'] );
		$this->assertNull( $response['data']['redirect'] );
		$this->assertSame( $this->bra['c'], $response['data']['variation_id'] );
		$this->assertStringContainsString( 'has been added to your cart', $response['data']['message'] );
		$this->assertSame( Plugin::instance()->commerce()->cart_url(), $response['data']['cart_url'] );
		$this->assertSame( array( array( $this->bra['parent'], $this->bra['c'], 1 ) ), $this->cart_lines() );

		$left = Plugin::instance()->wishlists()->items()->for_wishlist( $list->id );
		$this->assertCount( 1, $left );
		$this->assertSame( $robe->id, $left[0]->id );
		$this->assertSame( 0, $left[0]->position );
	}

	/**
	 * Removing the first item renumbers the rest from 0.
	 */
	public function test_positions_renumbered(): void {
		$user = $this->log_in( $this->create_user() );
		list( $list, $robe, $bra ) = $this->filled_list( Owner::user( $user->ID ) );

		$this->add( $list, $robe->id );

		$left = Plugin::instance()->wishlists()->items()->for_wishlist( $list->id );
		$this->assertSame( array( $bra->id ), array_map( static fn ( Wishlist_Item $item ): int => $item->id, $left ) );
		$this->assertSame( 0, $left[0]->position );
	}

	/**
	 * The item's quantity by default, another when asked; bad ones are 400.
	 */
	public function test_quantity(): void {
		$user = $this->log_in( $this->create_user() );
		update_option( Settings::REMOVE_AFTER_ADD, 'no' );
		list( $list, $robe ) = $this->filled_list( Owner::user( $user->ID ) );

		$this->assertSame( 2, $this->add( $list, $robe->id )['data']['quantity'] );
		$this->assertSame( 5, $this->add( $list, $robe->id, array( 'quantity' => 5 ) )['data']['quantity'] );
		$this->assertSame( array( array( $this->robe, 0, 7 ) ), $this->cart_lines() );

		foreach ( array( 0, -1, 10000, '1.5', 'two' ) as $bad ) {
			$response = $this->add( $list, $robe->id, array( 'quantity' => $bad ) );
			$this->assertSame( 400, $response['status'], (string) $bad );
			$this->assertSame( 'boudoir_invalid_quantity', $response['data']['code'] );
			$this->assertArrayHasKey( 'quantity', $response['data']['data']['params'] );
		}
	}

	/**
	 * With the setting off the owner's item stays.
	 */
	public function test_setting_off_keeps_the_item(): void {
		update_option( Settings::REMOVE_AFTER_ADD, 'no' );
		$user = $this->log_in( $this->create_user() );
		list( $list, , $bra ) = $this->filled_list( Owner::user( $user->ID ) );

		$response = $this->add( $list, $bra->id );

		$this->assertSame( 200, $response['status'] );
		$this->assertFalse( $response['data']['removed'] );
		$this->assertCount( 2, Plugin::instance()->wishlists()->items()->for_wishlist( $list->id ) );
	}

	/**
	 * A guest owner's item leaves too.
	 */
	public function test_guest_owner_removes(): void {
		$guest = $this->as_guest();
		list( $list, , $bra ) = $this->filled_list( $guest );

		$response = $this->add( $list, $bra->id );

		$this->assertSame( 200, $response['status'], wp_json_encode( $response['data'] ) );
		$this->assertTrue( $response['data']['removed'] );
	}

	/**
	 * Who reaches which list: readers of public/shared lists add but never remove; private lists are 404 to others.
	 *
	 * @dataProvider permission_matrix
	 *
	 * @param string $privacy     The list's privacy.
	 * @param string $caller_kind `other_user`, `other_guest` or `anonymous`.
	 * @param int    $status      Expected status.
	 */
	public function test_permission_matrix( string $privacy, string $caller_kind, int $status ): void {
		list( $list, , $bra ) = $this->filled_list( Owner::user( $this->create_user()->ID ), $privacy );
		if ( 'other_user' === $caller_kind ) {
			$this->log_in( $this->create_user() );
		} elseif ( 'other_guest' === $caller_kind ) {
			$this->as_guest();
		}

		$response = $this->add( $list, $bra->id );

		$this->assertSame( $status, $response['status'], wp_json_encode( $response['data'] ) );
		if ( 200 === $status ) {
			$this->assertFalse( $response['data']['removed'], 'Only the owner’s add removes the item.' );
			$this->assertCount( 2, Plugin::instance()->wishlists()->items()->for_wishlist( $list->id ) );
			$this->assertCount( 1, $this->cart_lines() );
		} else {
			$this->assertSame( 'boudoir_wishlist_not_found', $response['data']['code'] );
			$this->assertSame( array(), $this->cart_lines() );
		}
	}

	/**
	 * Privacy, caller, status.
	 *
	 * @return array<string,array{0:string,1:string,2:int}>
	 */
	public static function permission_matrix(): array {
		return array(
			'private, other user'  => array( 'private', 'other_user', 404 ),
			'private, guest'       => array( 'private', 'other_guest', 404 ),
			'private, anonymous'   => array( 'private', 'anonymous', 404 ),
			'public, other user'   => array( 'public', 'other_user', 200 ),
			'shared, guest'        => array( 'shared', 'other_guest', 200 ),
			'shared, anonymous'    => array( 'shared', 'anonymous', 200 ),
		);
	}

	/**
	 * An item of another list is 404, even a readable one's.
	 */
	public function test_item_of_another_list(): void {
		$user = $this->log_in( $this->create_user() );
		list( $list ) = $this->filled_list( Owner::user( $user->ID ) );
		list( , , $elsewhere ) = $this->filled_list( Owner::user( $user->ID ), 'public' );

		$response = $this->add( $list, $elsewhere->id );

		$this->assertSame( 404, $response['status'] );
		$this->assertSame( 'boudoir_item_not_found', $response['data']['code'] );
	}

	/**
	 * A missing or forged nonce is 403.
	 */
	public function test_nonce_required(): void {
		$user = $this->log_in( $this->create_user() );
		list( $list, $robe ) = $this->filled_list( Owner::user( $user->ID ) );

		foreach ( array( array(), array( 'X-WP-Nonce' => 'forged' ) ) as $headers ) {
			$response = $this->add( $list, $robe->id, array(), $headers );
			$this->assertSame( 403, $response['status'] );
			$this->assertSame( 'boudoir_invalid_nonce', $response['data']['code'] );
		}
		$this->assertSame( array(), $this->cart_lines() );
	}

	/**
	 * The shop's redirect-to-cart setting never turns into a redirect here.
	 */
	public function test_cart_redirect_overridden(): void {
		update_option( 'woocommerce_cart_redirect_after_add', 'yes' );
		$user = $this->log_in( $this->create_user() );
		list( $list, $robe ) = $this->filled_list( Owner::user( $user->ID ) );

		$response = $this->add( $list, $robe->id );

		$this->assertSame( 200, $response['status'] );
		$this->assertNull( $response['data']['redirect'] );
		$this->assertTrue( $response['data']['redirect_overridden'] );
		$this->assertTrue( Plugin::instance()->commerce()->redirects_to_cart_after_add() );

		update_option( 'woocommerce_cart_redirect_after_add', 'no' );
		$this->assertFalse( Plugin::instance()->commerce()->redirects_to_cart_after_add() );
	}

	/**
	 * A product gone from the shop is 409 and the item stays.
	 */
	public function test_unavailable_product(): void {
		$user = $this->log_in( $this->create_user() );
		list( $list, $robe ) = $this->filled_list( Owner::user( $user->ID ) );
		wp_trash_post( $this->robe );

		$response = $this->add( $list, $robe->id );

		$this->assertSame( 409, $response['status'] );
		$this->assertSame( 'boudoir_product_unavailable', $response['data']['code'] );
		$this->assertCount( 2, Plugin::instance()->wishlists()->items()->for_wishlist( $list->id ) );
	}

	/**
	 * The shop's own refusal (here: out of stock) is 409 with its message.
	 */
	public function test_refused_by_the_shop(): void {
		$user = $this->log_in( $this->create_user() );
		list( $list, $robe ) = $this->filled_list( Owner::user( $user->ID ) );
		$product = wc_get_product( $this->robe );
		$product->set_stock_status( 'outofstock' );
		$product->save();

		$response = $this->add( $list, $robe->id );

		$this->assertSame( 409, $response['status'] );
		$this->assertSame( 'boudoir_not_added_to_cart', $response['data']['code'] );
		$this->assertNotSame( '', $response['data']['message'] );
		$this->assertCount( 2, Plugin::instance()->wishlists()->items()->for_wishlist( $list->id ) );
	}

	/**
	 * Without the shop, 503, and no redirect setting is read.
	 */
	public function test_shop_disabled(): void {
		$user = $this->log_in( $this->create_user() );
		list( $list, $robe ) = $this->filled_list( Owner::user( $user->ID ) );
		Plugin::instance()->detect_commerce( fn () => null );
		try {
			$response = $this->add( $list, $robe->id );
			$this->assertFalse( Plugin::instance()->commerce()->redirects_to_cart_after_add() );
		} finally {
			Plugin::instance()->detect_commerce();
		}

		$this->assertSame( 503, $response['status'] );
		$this->assertSame( 'boudoir_shop_unavailable', $response['data']['code'] );
	}
}
