<?php
/**
 * Tests of Cart_Return and Cart_Links: the digests' "Add to cart" links.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Alerts;

use Boudoir\Alerts\Alert_Links;
use Boudoir\Alerts\Cart_Links;
use Boudoir\Plugin;
use Boudoir\Tests\Product_Fixtures;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Owner;

require_once dirname( __DIR__ ) . '/commerce/trait-product-fixtures.php';

/**
 * A link works once, until it expires, for the item as saved; opening it adds nothing.
 */
final class Cart_Return_Test extends Test_Case {

	use Product_Fixtures;

	/**
	 * An item on a shopper's list with a link to add it.
	 *
	 * @return array{0:string,1:int} The link's token and the product.
	 */
	private function linked_item(): array {
		$robe  = $this->simple_product( 'Satin robe', '80.00', 5 );
		$user  = $this->create_user( 'customer' );
		$lists = Plugin::instance()->wishlists();
		$list  = $lists->lists()->create( Owner::user( $user->ID ), 'Wants' );
		$item  = $lists->items()->add( $list->id, $robe->get_id(), 0, 2 )->item;
		$token = ( new Cart_Links() )->issue( Owner::user( $user->ID )->key(), array( $item->id ), time() )[ $item->id ];
		return array( $token, $robe->get_id() );
	}

	/**
	 * The cart's lines: product → quantity.
	 *
	 * @return array<int,int>
	 */
	private static function cart(): array {
		$lines = array();
		foreach ( WC()->cart->get_cart() as $line ) {
			$lines[ (int) $line['product_id'] ] = (int) $line['quantity'];
		}
		return $lines;
	}

	/**
	 * Opening the link shows the product and adds nothing; its button adds the item as saved and
	 * leads to the cart with the alerts' campaign; the second use finds the link spent.
	 */
	public function test_a_link_adds_once(): void {
		list( $token, $robe ) = $this->linked_item();
		wc_load_cart();
		WC()->cart->empty_cart();
		$links = Plugin::instance()->alerts()->links();

		$page = $links->ask( Alert_Links::CART, $token );
		$this->assertSame( 'Add “Satin robe” to your cart', $page['title'] );
		$this->assertSame( 'Add to cart', $page['button'] );
		$this->assertSame( array(), self::cart(), 'opening it adds nothing' );

		$added = $links->act( Alert_Links::CART, $token );
		$this->assertSame( 303, $added['status'] );
		$this->assertStringContainsString( 'utm_campaign=wishlist-alert', $added['redirect'] );
		$this->assertStringStartsWith( Plugin::instance()->shop_pages()->cart_url(), $added['redirect'] );
		$this->assertSame( array( $robe => 2 ), self::cart(), 'the saved quantity' );
		$this->assertTrue( wc_has_notice( esc_html( '“Satin robe” from your wishlist has been added to your cart.' ), 'success' ) );

		$this->assertSame( 404, $links->act( Alert_Links::CART, $token )['status'], 'used' );
		$this->assertSame( 404, $links->ask( Alert_Links::CART, $token )['status'] );
		$this->assertSame( array( $robe => 2 ), self::cart() );
		$this->assertSame( 404, $links->act( Alert_Links::CONFIRM, $token )['status'], 'not a confirmation token' );
	}

	/**
	 * A link expires after a week; a made-up one works never.
	 */
	public function test_a_link_expires(): void {
		list( $token ) = $this->linked_item();
		$links         = new Cart_Links();
		$this->assertNull( $links->spend( $token, time() + Cart_Links::TTL ) );
		$this->assertNull( $links->spend( str_repeat( 'x', 32 ), time() ) );
		$this->assertNotNull( $links->spend( $token, time() + Cart_Links::TTL - 1 ) );
		$this->assertSame( 1, $links->purge( time() + Cart_Links::TTL + DAY_IN_SECONDS + 1 ) );
	}
}
