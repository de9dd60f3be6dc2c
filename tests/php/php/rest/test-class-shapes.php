<?php
/**
 * Tests of Boudoir\Rest\Shapes.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Commerce\Product;
use Boudoir\Plugin;
use Boudoir\Rest\Shapes;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist_Item;
use Boudoir\Wishlist\Wishlist_Privacy;

require_once __DIR__ . '/class-rest-test-case.php';

/**
 * The documented JSON of lists and items, in one place.
 */
final class Shapes_Test extends Rest_Test_Case {

	private function shapes(): Shapes {
		return new Shapes( Plugin::instance()->commerce() );
	}

	/**
	 * A list's JSON: both names of name and privacy, share link only when shared or public, owner flag per viewer.
	 */
	public function test_wishlist_json(): void {
		$owner   = Owner::user( $this->create_user( 'customer' )->ID );
		$private = $this->make_list( $owner, Wishlist_Privacy::PRIVATE, 'Bridal <script>', true );
		$public  = $this->make_list( $owner, Wishlist_Privacy::PUBLIC, 'Public' );

		$json = $this->shapes()->wishlist( $private, 4, $owner );

		$this->assertSame( 'Bridal', $json['wishlist_name'], 'Stored as plain text.' );
		$this->assertSame( $json['wishlist_name'], $json['title'] );
		$this->assertSame( $json['privacy'], $json['visibility'] );
		$this->assertSame( 4, $json['item_count'] );
		$this->assertTrue( $json['default'] );
		$this->assertTrue( $json['is_user_owner'] );
		$this->assertNull( $json['share_url'] );
		$this->assertSame( home_url( '/wishlist/?wishlist=' . $private->token ), $json['add_to_this_wishlist_url'] );
		$this->assertFalse( $this->shapes()->wishlist( $public, 0, null )['is_user_owner'] );
		$this->assertSame( home_url( '/wishlist/?wishlist=' . $public->token ), $this->shapes()->wishlist( $public, 0, null )['share_url'] );
	}

	/**
	 * `user_wishlists` has exactly the contract's five fields.
	 */
	public function test_user_wishlists(): void {
		$owner = Owner::user( $this->create_user( 'customer' )->ID );
		$list  = $this->make_list( $owner );

		$this->assertSame(
			array(
				array(
					'id'                       => $list->id,
					'token'                    => $list->token,
					'wishlist_name'            => 'Gifts',
					'default'                  => false,
					'add_to_this_wishlist_url' => home_url( '/wishlist/?wishlist=' . $list->token ),
				),
			),
			$this->shapes()->user_wishlists( array( $list ) )
		);
	}

	/**
	 * Price drops compare like with like: another currency is no drop.
	 */
	public function test_price_dropped_needs_the_same_currency(): void {
		$product  = $this->product( 'Robe', '80' );
		$currency = get_woocommerce_currency();
		$item     = static fn ( string $price, string $in ): Wishlist_Item => new Wishlist_Item( 1, 1, $product, 0, 1, 0, $price, $in, new \DateTimeImmutable( '2026-11-01 10:00:00', new \DateTimeZone( 'UTC' ) ) );

		$items = $this->shapes()->items( array( $item( '100.0000', $currency ), $item( '100.0000', 'XXX' ), $item( '60.0000', $currency ) ) );

		$this->assertSame( array( true, false, false ), array_column( $items, 'price_dropped' ) );
		$this->assertSame( '2026-11-01T10:00:00+00:00', $items[0]['added_at'] );
		$this->assertSame( '80', $items[0]['price'] );
	}

	/**
	 * Drafts and private products are not shown (their names would leak).
	 */
	public function test_only_published_products_are_visible(): void {
		$published = $this->product();
		$draft     = $this->product( 'Draft', '10', null, 'draft' );
		$private   = $this->product( 'Private', '10', null, 'private' );
		$products  = Plugin::instance()->commerce()->find_products( array( $published, $draft, $private ) );

		$this->assertTrue( Shapes::is_visible( $products[ $published ] ) );
		$this->assertFalse( Shapes::is_visible( $products[ $draft ] ) );
		$this->assertFalse( Shapes::is_visible( $products[ $private ] ) );
		$this->assertInstanceOf( Product::class, $products[ $draft ] );
	}
}
