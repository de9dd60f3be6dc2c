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
use Boudoir\Rest\Schemas\Item_Schema;
use Boudoir\Rest\Schemas\Wishlist_Schema;
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
		return new Shapes( Plugin::instance()->catalogue() );
	}

	/**
	 * A list's JSON: each field once, share link only when shared or public, owner flag per viewer.
	 */
	public function test_wishlist_json(): void {
		$owner   = Owner::user( $this->create_user( 'customer' )->ID );
		$private = $this->make_list( $owner, Wishlist_Privacy::PRIVATE, 'Bridal <script>', true );
		$public  = $this->make_list( $owner, Wishlist_Privacy::PUBLIC, 'Public' );

		$json = $this->shapes()->wishlist( $private, 4, $owner, 2 );

		$this->assertSame( 'Bridal', $json['wishlist_name'], 'Stored as plain text.' );
		$this->assertSame( 'private', $json['privacy'] );
		$this->assertSame( array( 'id', 'token', 'wishlist_name', 'slug', 'privacy', 'default', 'item_count', 'price_drop_count', 'add_to_this_wishlist_url', 'share_url', 'is_user_owner' ), array_keys( $json ), 'Each field once: no title or visibility beside wishlist_name and privacy.' );
		$this->assertSame( 4, $json['item_count'] );
		$this->assertSame( 2, $json['price_drop_count'] );
		$this->assertTrue( $json['default'] );
		$this->assertTrue( $json['is_user_owner'] );
		$this->assertNull( $json['share_url'] );
		$this->assertSame( home_url( '/wishlist/?wishlist=' . $private->token ), $json['add_to_this_wishlist_url'] );
		$this->assertFalse( $this->shapes()->wishlist( $public, 0, null, 0 )['is_user_owner'] );
		$this->assertSame( home_url( '/wishlist/?wishlist=' . $public->token ), $this->shapes()->wishlist( $public, 0, null, 0 )['share_url'] );
	}

	/**
	 * The answers have exactly the fields of their schema, each documented; the routes publish the schema.
	 */
	public function test_shapes_match_their_schema_and_the_docs(): void {
		$docs    = (string) file_get_contents( dirname( __DIR__, 4 ) . '/docs/rest-api.md' );
		$owner   = Owner::user( $this->create_user( 'customer' )->ID );
		$list    = $this->make_list( $owner, Wishlist_Privacy::SHARED );
		$item_id = $this->put( $list, $this->product() );
		$item    = $this->shapes()->items( array( Plugin::instance()->wishlists()->items()->get( $item_id ) ) )[0];
		$shapes  = array(
			'wishlist' => array( $this->shapes()->wishlist( $list, 1, $owner, 0 ), ( new Wishlist_Schema() )->get_item_schema() ),
			'item'     => array( $item, ( new Item_Schema() )->get_item_schema() ),
		);
		foreach ( $shapes as $what => list( $json, $schema ) ) {
			$this->assertSame( array_keys( $schema['properties'] ), array_keys( $json ), "The {$what} answers its schema's fields, in order." );
			$this->assertTrue( rest_validate_value_from_schema( $json, $schema, $what ), "The {$what} is valid against its schema." );
			foreach ( array_keys( $schema['properties'] ) as $field ) {
				$this->assertTrue( str_contains( $docs, "\"{$field}\"" ), "docs/rest-api.md shows the {$what} field {$field}." );
			}
		}
		$options = rest_do_request( new \WP_REST_Request( 'OPTIONS', '/boudoir/v1/wishlists' ) )->get_data();
		$this->assertSame( 'boudoir-wishlist', $options['schema']['title'] );
		$options = rest_do_request( new \WP_REST_Request( 'OPTIONS', '/boudoir/v1/wishlists/' . $list->token ) )->get_data();
		$this->assertSame( 'boudoir-wishlist', $options['schema']['title'] );
		$options = rest_do_request( new \WP_REST_Request( 'OPTIONS', '/boudoir/v1/wishlists/' . $list->token . '/items' ) )->get_data();
		$this->assertSame( 'boudoir-wishlist-item', $options['schema']['title'] );
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
	 * Price drops counted per list as the items' `price_dropped` says, their products read in one batch.
	 */
	public function test_price_drop_counts_per_list(): void {
		$product  = $this->product( 'Robe', '80' );
		$hidden   = $this->product( 'Draft robe', '10', null, 'draft' );
		$currency = get_woocommerce_currency();
		$item     = static fn ( int $id, string $price, string $in ): Wishlist_Item => new Wishlist_Item( 1, 1, $id, 0, 1, 0, $price, $in, new \DateTimeImmutable( '2026-11-01 10:00:00', new \DateTimeZone( 'UTC' ) ) );
		$lists    = array(
			7 => array( $item( $product, '100.0000', $currency ), $item( $product, '90.0000', $currency ), $item( $product, '100.0000', 'XXX' ) ),
			8 => array( $item( $product, '60.0000', $currency ), $item( $hidden, '100.0000', $currency ) ),
			9 => array(),
		);

		// What reading both products in one batch costs on a cold cache: the most the counts may take.
		$this->flush_caches();
		$batch = $this->count_queries(
			static function () use ( $product, $hidden ): void {
				( new \Boudoir\Commerce\Woo_Catalogue() )->find_products( array( $product, $hidden ) );
			}
		);

		$counts = array();
		$shapes = $this->shapes();
		$this->flush_caches();
		$queries = $this->count_queries(
			static function () use ( $shapes, $lists, &$counts ): void {
				$counts = $shapes->price_drop_counts( $lists );
			}
		);

		$this->assertSame(
			array(
				7 => 2,
				8 => 0,
				9 => 0,
			),
			$counts,
			'Another currency, a higher price and a product nobody may see are no drops.'
		);
		$this->assertSame( array_sum( array_map( static fn ( array $items ): int => count( array_filter( array_column( $shapes->items( $items ), 'price_dropped' ) ) ), $lists ) ), array_sum( $counts ), 'The same rule as price_dropped.' );
		$this->assertLessThanOrEqual( $batch, $queries, 'One batch of products, not a query per item.' );
		$this->assertGreaterThan( 0, $batch );
	}

	/**
	 * `stock_quantity` as the shop's stock display format allows: always, only when low, never.
	 */
	public function test_stock_quantity_follows_the_stock_display_format(): void {
		$plenty = $this->product( 'Plenty', '10', 40 );
		$few    = $this->product( 'Few', '10', 2 );
		$free   = $this->product( 'Unmanaged', '10' );
		$item   = static fn ( int $product ): Wishlist_Item => new Wishlist_Item( $product, 1, $product, 0, 1, 0, null, '', new \DateTimeImmutable( '2026-11-01 10:00:00', new \DateTimeZone( 'UTC' ) ) );
		$shown  = fn (): array => array_column( $this->shapes()->items( array( $item( $plenty ), $item( $few ), $item( $free ) ) ), 'stock_quantity' );
		update_option( 'woocommerce_notify_low_stock_amount', '3' );
		try {
			update_option( 'woocommerce_stock_format', '' );
			$this->assertSame( array( 40, 2, null ), $shown(), 'Always shown.' );
			update_option( 'woocommerce_stock_format', 'low_amount' );
			$this->assertSame( array( null, 2, null ), $shown(), 'Only at or under the low-stock amount.' );
			update_option( 'woocommerce_notify_low_stock_amount', '2' );
			$this->assertSame( array( null, 2, null ), $shown(), 'At the amount itself.' );
			update_option( 'woocommerce_stock_format', 'no_amount' );
			$this->assertSame( array( null, null, null ), $shown(), 'Never shown.' );
		} finally {
			delete_option( 'woocommerce_stock_format' );
			delete_option( 'woocommerce_notify_low_stock_amount' );
		}
	}

	/**
	 * Drafts and private products are not shown (their names would leak).
	 */
	public function test_only_published_products_are_visible(): void {
		$published = $this->product();
		$draft     = $this->product( 'Draft', '10', null, 'draft' );
		$private   = $this->product( 'Private', '10', null, 'private' );
		$products  = Plugin::instance()->catalogue()->find_products( array( $published, $draft, $private ) );

		$this->assertTrue( $products[ $published ]->is_visible() );
		$this->assertFalse( $products[ $draft ]->is_visible() );
		$this->assertFalse( $products[ $private ]->is_visible() );
		$this->assertInstanceOf( Product::class, $products[ $draft ] );
	}
}
