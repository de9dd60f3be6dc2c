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

/**
 * WooCommerce's attribution fields and cookies, its own attribution switch, storing and reading attribution on
 * orders (with custom order tables and with posts storage) and customers, and the order screens, against
 * WooCommerce or its double.
 */
final class Woo_Order_Attribution_Test extends Test_Case {

	use WooCommerce_Attribution;

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
