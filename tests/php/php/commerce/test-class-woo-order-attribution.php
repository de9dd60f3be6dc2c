<?php
/**
 * Tests of Boudoir\Commerce\Woo_Order_Attribution against WooCommerce or its double.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\Woo_Order_Attribution;

require_once dirname( __DIR__ ) . '/attribution/trait-woocommerce-attribution.php';
require_once __DIR__ . '/trait-product-fixtures.php';

/**
 * WooCommerce's attribution fields and cookies, its own attribution switch, storing and reading attribution on
 * orders (with custom order tables and with posts storage) and customers, and the order screens, against
 * WooCommerce or its double.
 */
final class Woo_Order_Attribution_Test extends Test_Case {

	use WooCommerce_Attribution;
	use Product_Fixtures;

	/** The campaign of wishlist-alert e-mails in the campaign tests. */
	private const ALERT_CAMPAIGN = 'boudoir-wishlist-alert';

	/** The start of the campaign tests' range (a Unix time in June 2025). */
	private const SINCE = 1750000000;

	private Woo_Order_Attribution $attribution;

	/**
	 * Needs WooCommerce or its double; WooCommerce's own attribution off, as a shop started with it off
	 * (else its own hooks would save what the tests save).
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->assertTrue( class_exists( 'WC_Order' ), 'Neither WooCommerce nor its double is active on the test site.' );
		$this->own_attribution( false );
		$this->restart_own_attribution();
		$this->attribution = new Woo_Order_Attribution();
	}

	/**
	 * Puts WooCommerce's Store API registrations back.
	 */
	protected function tear_down(): void {
		$this->restore_own_attribution();
		parent::tear_down();
	}

	/**
	 * An order's meta, read again through WooCommerce (whichever storage holds it).
	 *
	 * @param int    $order_id The order.
	 * @param string $key      The meta key.
	 */
	private static function order_meta( int $order_id, string $key ): mixed {
		$order = wc_get_order( $order_id );
		self::assertInstanceOf( \WC_Order::class, $order );
		return $order->get_meta( $key );
	}

	/**
	 * An order as a shopper's checkout leaves it: its lines, its totals, created at a given time, in a
	 * status, with attribution saved the way Boudoir saves it when WooCommerce's own is off.
	 *
	 * @param int                  $created  Unix time of its creation.
	 * @param string               $status   Its status (`processing`, `pending`…).
	 * @param array<string,string> $values   Attribution field → value; none saved when empty.
	 * @param array<int,int>       $lines    Product or variation id → quantity.
	 */
	private function placed_order( int $created, string $status, array $values, array $lines ): \WC_Order {
		$order = wc_create_order();
		$this->assertInstanceOf( \WC_Order::class, $order );
		foreach ( $lines as $product_id => $quantity ) {
			$order->add_product( wc_get_product( $product_id ), $quantity );
		}
		$order->set_date_created( $created );
		$order->calculate_totals();
		$order->set_status( $status );
		$order->save();
		if ( $values ) {
			$this->assertTrue( $this->attribution->save_order_attribution( $order, $values ) );
		}
		return $order;
	}

	/**
	 * What campaign_orders() says of an order.
	 *
	 * @param \WC_Order $order       The order.
	 * @param int       $created     Its creation time.
	 * @param string    $total       Its total.
	 * @param list<int> $product_ids Its products.
	 * @return array{id:int,created:int,total:string,currency:string,product_ids:list<int>}
	 */
	private static function campaign_order( \WC_Order $order, int $created, string $total, array $product_ids ): array {
		return array(
			'id'          => $order->get_id(),
			'created'     => $created,
			'total'       => $total,
			'currency'    => get_woocommerce_currency(),
			'product_ids' => $product_ids,
		);
	}

	/**
	 * The paid orders a campaign brought in [since, until), newest first (the same second: the later order
	 * first), with their totals and products (a variation counts as its product, once); not the orders of
	 * another campaign, without attribution, unpaid, or outside the range; at most the limit; with either
	 * order storage.
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables (HPOS), or posts.
	 */
	public function test_campaign_orders( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		$bralette = $this->simple_product( 'Lace bralette', '39.90', null )->get_id();
		$bra      = $this->variable_product();
		$alert    = array(
			'utm_campaign' => self::ALERT_CAMPAIGN,
			'utm_source'   => 'boudoir',
			'utm_medium'   => 'email',
		);
		$since    = self::SINCE;
		$until    = $since + DAY_IN_SECONDS;

		$first        = $this->placed_order( $since, 'processing', $alert, array( $bralette => 1 ) );
		$middle       = $this->placed_order(
			$since + 3600,
			'completed',
			$alert,
			array(
				$bra['red_b'] => 2,
				$bra['any_d'] => 1,
				$bralette     => 1,
			)
		);
		$middle_twin  = $this->placed_order( $since + 3600, 'processing', $alert, array( $bra['any_d'] => 1 ) );
		$last         = $this->placed_order( $until - 1, 'completed', $alert, array( $bralette => 2 ) );
		$at_the_end   = $this->placed_order( $until, 'processing', $alert, array( $bralette => 1 ) );
		$just_before  = $this->placed_order( $since - 1, 'processing', $alert, array( $bralette => 1 ) );
		$this->placed_order( $since + 7200, 'processing', array( 'utm_campaign' => 'spring-newsletter' ) + $alert, array( $bralette => 1 ) );
		$this->placed_order( $since + 7200, 'pending', $alert, array( $bralette => 1 ) );
		$this->placed_order( $since + 7200, 'on-hold', $alert, array( $bralette => 1 ) );
		$this->placed_order( $since + 7200, 'processing', array(), array( $bralette => 1 ) );

		$expected = array(
			self::campaign_order( $last, $until - 1, '79.80', array( $bralette ) ),
			self::campaign_order( $middle_twin, $since + 3600, '55.00', array( $bra['parent'] ) ),
			self::campaign_order( $middle, $since + 3600, '164.90', array( $bra['parent'], $bralette ) ),
			self::campaign_order( $first, $since, '39.90', array( $bralette ) ),
		);
		$this->assertGreaterThan( $middle->get_id(), $middle_twin->get_id() );
		$this->assertSame( $expected, $this->attribution->campaign_orders( self::ALERT_CAMPAIGN, $since, $until ) );
		$this->assertSame( array_slice( $expected, 0, 2 ), $this->attribution->campaign_orders( self::ALERT_CAMPAIGN, $since, $until, 2 ), 'At most the limit, the newest.' );

		$this->assertSame(
			array( $at_the_end->get_id(), $last->get_id() ),
			array_column( $this->attribution->campaign_orders( self::ALERT_CAMPAIGN, $until - 1, $until + 1 ), 'id' ),
			'The start is in the range, the end is not.'
		);
		$this->assertSame(
			array( $last->get_id(), $middle_twin->get_id(), $middle->get_id(), $first->get_id(), $just_before->get_id() ),
			array_column( $this->attribution->campaign_orders( self::ALERT_CAMPAIGN, 0, $until ), 'id' ),
			'From the epoch: everything before the end.'
		);
		$this->assertSame( array(), $this->attribution->campaign_orders( self::ALERT_CAMPAIGN, $since, $since ), 'An empty range.' );
		$this->assertSame( array(), $this->attribution->campaign_orders( self::ALERT_CAMPAIGN, $since, $until, 0 ), 'No room.' );
		$this->assertSame( array(), $this->attribution->campaign_orders( 'summer-sale', $since, $until ) );
		$this->assertSame( array(), $this->attribution->campaign_orders( '', $since, $until ), 'No campaign is stored empty.' );
	}

	/**
	 * The campaign is read under the meta key attribution is saved under (the shop's prefix filter included).
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables (HPOS), or posts.
	 */
	public function test_campaign_orders_follow_the_field_prefix( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		$bralette = $this->simple_product( 'Lace bralette', '39.90', null )->get_id();
		$this->placed_order( self::SINCE, 'processing', array( 'utm_campaign' => self::ALERT_CAMPAIGN ), array( $bralette => 1 ) );
		add_filter( 'wc_order_attribution_tracking_field_prefix', static fn (): string => '_shop_src' );
		$prefixed = $this->placed_order( self::SINCE + 1, 'processing', array( 'utm_campaign' => self::ALERT_CAMPAIGN ), array( $bralette => 1 ) );
		$this->assertSame( self::ALERT_CAMPAIGN, self::order_meta( $prefixed->get_id(), '_shop_src_utm_campaign' ) );

		$this->assertSame(
			array( $prefixed->get_id() ),
			array_column( $this->attribution->campaign_orders( self::ALERT_CAMPAIGN, self::SINCE, self::SINCE + 2 ), 'id' )
		);
	}

	/**
	 * WooCommerce's own attribution: its feature option, on when missing.
	 */
	public function test_own_attribution_active(): void {
		update_option( 'woocommerce_feature_order_attribution_enabled', 'no' );
		$this->assertFalse( $this->attribution->own_attribution_active() );
		$this->assertFalse( $this->attribution->own_attribution_allows_tracking(), 'Not active: nothing to allow.' );
		update_option( 'woocommerce_feature_order_attribution_enabled', 'yes' );
		$this->assertTrue( $this->attribution->own_attribution_active() );
		delete_option( 'woocommerce_feature_order_attribution_enabled' );
		$this->assertTrue( $this->attribution->own_attribution_active(), 'WooCommerce turns it on by default.' );
	}

	/**
	 * Its allow-tracking filter, while active.
	 */
	public function test_own_attribution_allows_tracking(): void {
		update_option( 'woocommerce_feature_order_attribution_enabled', 'yes' );
		$this->assertTrue( $this->attribution->own_attribution_allows_tracking() );
		add_filter( 'wc_order_attribution_allow_tracking', '__return_false' );
		$this->assertFalse( $this->attribution->own_attribution_allows_tracking() );
	}

	/**
	 * Values on an order under WooCommerce's meta keys (its prefix filter included), read back in the fields'
	 * order, with either order storage.
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables (HPOS), or posts.
	 */
	public function test_save_and_read_order_attribution( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		$order = wc_create_order();
		$this->assertTrue(
			$this->attribution->save_order_attribution(
				$order,
				array(
					'device_type'  => 'Desktop',
					'utm_source'   => 'google',
					'source_type'  => 'organic',
					'utm_medium'   => '',
				)
			)
		);
		$this->assertSame( 'google', self::order_meta( $order->get_id(), '_wc_order_attribution_utm_source' ), 'Saved at once: the order exists.' );
		$this->assertSame( '', self::order_meta( $order->get_id(), '_wc_order_attribution_utm_medium' ), 'Empty values are not stored.' );
		$this->assertSame(
			array(
				'source_type' => 'organic',
				'utm_source'  => 'google',
				'device_type' => 'Desktop',
			),
			$this->attribution->order_attribution( $order->get_id() )
		);

		add_filter( 'wc_order_attribution_tracking_field_prefix', static fn (): string => '_shop_src' );
		$other = wc_create_order();
		$this->attribution->save_order_attribution( $other, array( 'utm_source' => 'bing' ) );
		$this->assertSame( 'bing', self::order_meta( $other->get_id(), '_shop_src_utm_source' ) );
		$this->assertSame( array( 'utm_source' => 'bing' ), $this->attribution->order_attribution( $other->get_id() ) );
	}

	/**
	 * An order not saved yet (the Store API's, which the route saves) keeps the values until it is saved,
	 * with either order storage.
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables (HPOS), or posts.
	 */
	public function test_unsaved_order( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		$order = new \WC_Order();
		$this->assertTrue( $this->attribution->save_order_attribution( $order, array( 'utm_source' => 'google' ) ) );
		$this->assertSame( 0, $order->get_id() );
		$order->save();
		$this->assertSame( array( 'utm_source' => 'google' ), $this->attribution->order_attribution( $order->get_id() ) );
	}

	/**
	 * Not an order, or nothing to store: false.
	 */
	public function test_refuses_what_is_not_an_order(): void {
		$this->assertFalse( $this->attribution->save_order_attribution( new \stdClass(), array( 'utm_source' => 'x' ) ) );
		$this->assertFalse( $this->attribution->save_order_attribution( wc_create_order(), array( 'utm_source' => '' ) ) );
		$this->assertSame( array(), $this->attribution->order_attribution( 0 ) );
		$this->assertSame( array(), $this->attribution->order_attribution( (int) wp_insert_post( array( 'post_title' => 'A post' ) ) ) );
	}

	/**
	 * Customer meta: user meta with WooCommerce's keys; nothing for a user that does not exist.
	 */
	public function test_save_customer_attribution(): void {
		$user = $this->create_user( 'customer' );
		$this->attribution->save_customer_attribution( $user->ID, array( 'utm_source' => 'google', 'utm_medium' => '' ) );
		$this->assertSame( 'google', get_user_meta( $user->ID, '_wc_order_attribution_utm_source', true ) );
		$this->assertSame( array(), get_user_meta( $user->ID, '_wc_order_attribution_utm_medium' ) );
		$this->attribution->save_customer_attribution( 999999, array( 'utm_source' => 'google' ) );
		$this->assertSame( array(), get_user_meta( 999999, '_wc_order_attribution_utm_source' ) );
	}

	/**
	 * The order screen of the storage in use (WooCommerce's wc_get_page_screen_id( 'shop-order' )), and the
	 * order behind what that screen passes (the order, or its post), or behind the order's post whatever
	 * the storage (with custom order tables a placeholder, `shop_order_placehold`, unless synchronized).
	 *
	 * @dataProvider order_storages
	 *
	 * @param bool $custom_tables Custom order tables (HPOS), or posts.
	 */
	public function test_order_screens_and_ids( bool $custom_tables ): void {
		$this->use_order_storage( $custom_tables );
		$this->assertSame( array( $custom_tables ? 'woocommerce_page_wc-orders' : 'shop_order' ), $this->attribution->order_screen_ids() );
		$order = wc_create_order();
		$this->assertGreaterThan( 0, $order->get_id() );
		$this->assertSame( $order->get_id(), $this->attribution->order_id( self::meta_box_object( $order, $custom_tables ) ) );
		$this->assertSame( $order->get_id(), $this->attribution->order_id( $order ) );
		$post = get_post( $order->get_id() );
		$this->assertInstanceOf( \WP_Post::class, $post, 'WooCommerce keeps a post for every order id.' );
		$this->assertSame( $order->get_id(), $this->attribution->order_id( $post ), "The order's post ({$post->post_type})." );
		$this->assertSame( 0, $this->attribution->order_id( get_post( (int) wp_insert_post( array( 'post_title' => 'A post' ) ) ) ) );
		$this->assertSame( 0, $this->attribution->order_id( 12 ) );
		$this->assertSame( 0, $this->attribution->order_id( null ) );
	}

	/**
	 * The order-attribution fields map to sourcebuster's cookies as WooCommerce's script reads them, filter included.
	 */
	public function test_attribution_cookie_fields_follow_woocommerce(): void {
		$fields = $this->attribution->attribution_cookie_fields();

		$this->assertSame( array( 'sbjs_current', 'typ' ), $fields['source_type'] );
		$this->assertSame( array( 'sbjs_current_add', 'rf' ), $fields['referrer'] );
		$this->assertSame( array( 'sbjs_current', 'src' ), $fields['utm_source'] );
		$this->assertSame( array( 'sbjs_current_add', 'fd' ), $fields['session_start_time'] );
		$this->assertSame( array( 'sbjs_session', 'pgs' ), $fields['session_pages'] );
		$this->assertSame( array( 'sbjs_udata', 'vst' ), $fields['session_count'] );
		$this->assertSame( array( 'sbjs_udata', 'uag' ), $fields['user_agent'] );
		$this->assertCount( 16, $fields );

		$filter = static function ( array $fields ): array {
			unset( $fields['user_agent'] );
			$fields['promo_code'] = 'promo.code';
			$fields['broken']     = 'no-dot';
			return $fields;
		};
		add_filter( 'wc_order_attribution_tracking_fields', $filter );
		try {
			$filtered = $this->attribution->attribution_cookie_fields();
		} finally {
			remove_filter( 'wc_order_attribution_tracking_fields', $filter );
		}
		$this->assertArrayNotHasKey( 'user_agent', $filtered );
		$this->assertSame( array( 'sbjs_promo', 'code' ), $filtered['promo_code'] );
		$this->assertArrayNotHasKey( 'broken', $filtered, 'An accessor that is not object.key is skipped.' );
	}
}
