<?php
/**
 * Tests of Cart_Return and Digest_Links: the digests' links.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Alerts;

use Boudoir\Alerts\Alert_Links;
use Boudoir\Alerts\Digest_Links;
use Boudoir\Plugin;
use Boudoir\Tests\Product_Fixtures;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Owner;

require_once dirname( __DIR__ ) . '/commerce/trait-product-fixtures.php';

/**
 * A link works once, until it expires, for the item as saved; opening it adds nothing.
 */
final class Digest_Links_Test extends Test_Case {

	use Product_Fixtures;

	/**
	 * Empties the cart the links filled: it is the request's, and the next tests' otherwise.
	 */
	protected function tear_down(): void {
		if ( function_exists( 'WC' ) && null !== WC()->cart ) {
			WC()->cart->empty_cart();
		}
		parent::tear_down();
	}

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
		$token = ( new Digest_Links() )->issue( Owner::user( $user->ID )->key(), 1, array( $item->id => $robe->get_id() ), time() )['items'][ $item->id ]['cart'];
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
		$links         = new Digest_Links();
		$this->assertNull( $links->spend( $token, time() + Digest_Links::TTL ) );
		$this->assertNull( $links->spend( str_repeat( 'x', 32 ), time() ) );
		$this->assertNotNull( $links->spend( $token, time() + Digest_Links::TTL - 1 ) );
		$this->assertSame( 0, $links->purge( time() + Digest_Links::TTL + DAY_IN_SECONDS ), 'kept for the report' );
		$this->assertSame( 3, $links->purge( time() + Digest_Links::KEEP + 1 ), 'its item\'s two links and the list\'s' );
	}

	/**
	 * A link to a product records its first click and leads to the product's page; the list's link
	 * to the wishlist; an unknown one to the wishlist; a cart token is no open link.
	 */
	public function test_open_links_lead_to_the_product_and_record_the_first_click(): void {
		$robe  = $this->simple_product( 'Lace robe', '80.00', 5 );
		$user  = $this->create_user( 'customer' );
		$lists = Plugin::instance()->wishlists();
		$list  = $lists->lists()->create( Owner::user( $user->ID ), 'Wants' );
		$item  = $lists->items()->add( $list->id, $robe->get_id() )->item;
		$links = new Digest_Links();
		$made  = $links->issue( Owner::user( $user->ID )->key(), 7, array( $item->id => $robe->get_id() ), time() );
		$open  = $made['items'][ $item->id ]['open'];
		$go    = Plugin::instance()->alerts()->cart_return();

		$this->assertSame( 0, $links->find( $open, Digest_Links::OPEN )['used_at'] );
		$to = $go->open( $open, 1000 );
		$this->assertStringStartsWith( get_permalink( $robe->get_id() ), $to );
		$this->assertStringContainsString( 'utm_campaign=wishlist-alert', $to );
		$go->open( $open, 2000 );
		$this->assertSame( 1000, $links->find( $open, Digest_Links::OPEN )['used_at'], 'the first click' );
		$this->assertStringStartsWith( \Boudoir\Wishlist\Wishlist_Page::url(), $go->open( $made['list'], 1000 ) );
		$this->assertStringStartsWith( \Boudoir\Wishlist\Wishlist_Page::url(), $go->open( str_repeat( 'z', 32 ), 1000 ) );
		$this->assertNull( $links->find( $made['items'][ $item->id ]['cart'], Digest_Links::OPEN ), 'kinds apart' );
	}
}
