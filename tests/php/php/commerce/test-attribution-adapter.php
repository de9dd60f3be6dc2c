<?php
/**
 * Tests of the shop adapter's order-attribution surface (Woo_Commerce, No_Commerce).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Commerce\No_Commerce;
use Boudoir\Commerce\Woo_Commerce;

require_once dirname( __DIR__ ) . '/attribution/trait-woocommerce-attribution.php';

/**
 * WooCommerce's own attribution switch, storing and reading attribution on orders (with custom order
 * tables and with posts storage) and customers, and the order screens, against WooCommerce or its double.
 */
final class Attribution_Adapter_Test extends Test_Case {

	use WooCommerce_Attribution;

	private Woo_Commerce $commerce;

	/**
	 * Needs WooCommerce or its double; WooCommerce's own attribution off, as a shop started with it off
	 * (else its own hooks would save what the tests save).
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->assertTrue( class_exists( 'WC_Order' ), 'Neither WooCommerce nor its double is active on the test site.' );
		$this->own_attribution( false );
		$this->restart_own_attribution();
		$this->commerce = new Woo_Commerce( (string) constant( 'WC_VERSION' ) );
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
		$this->assertFalse( $this->commerce->own_attribution_active() );
		$this->assertFalse( $this->commerce->own_attribution_allows_tracking(), 'Not active: nothing to allow.' );
		update_option( 'woocommerce_feature_order_attribution_enabled', 'yes' );
		$this->assertTrue( $this->commerce->own_attribution_active() );
		delete_option( 'woocommerce_feature_order_attribution_enabled' );
		$this->assertTrue( $this->commerce->own_attribution_active(), 'WooCommerce turns it on by default.' );
	}

	/**
	 * Its allow-tracking filter, while active.
	 */
	public function test_own_attribution_allows_tracking(): void {
		update_option( 'woocommerce_feature_order_attribution_enabled', 'yes' );
		$this->assertTrue( $this->commerce->own_attribution_allows_tracking() );
		add_filter( 'wc_order_attribution_allow_tracking', '__return_false' );
		$this->assertFalse( $this->commerce->own_attribution_allows_tracking() );
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
			$this->commerce->save_order_attribution(
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
			$this->commerce->order_attribution( $order->get_id() )
		);

		add_filter( 'wc_order_attribution_tracking_field_prefix', static fn (): string => '_shop_src' );
		$other = wc_create_order();
		$this->commerce->save_order_attribution( $other, array( 'utm_source' => 'bing' ) );
		$this->assertSame( 'bing', self::order_meta( $other->get_id(), '_shop_src_utm_source' ) );
		$this->assertSame( array( 'utm_source' => 'bing' ), $this->commerce->order_attribution( $other->get_id() ) );
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
		$this->assertTrue( $this->commerce->save_order_attribution( $order, array( 'utm_source' => 'google' ) ) );
		$this->assertSame( 0, $order->get_id() );
		$order->save();
		$this->assertSame( array( 'utm_source' => 'google' ), $this->commerce->order_attribution( $order->get_id() ) );
	}

	/**
	 * Not an order, or nothing to store: false.
	 */
	public function test_refuses_what_is_not_an_order(): void {
		$this->assertFalse( $this->commerce->save_order_attribution( new \stdClass(), array( 'utm_source' => 'x' ) ) );
		$this->assertFalse( $this->commerce->save_order_attribution( wc_create_order(), array( 'utm_source' => '' ) ) );
		$this->assertSame( array(), $this->commerce->order_attribution( 0 ) );
		$this->assertSame( array(), $this->commerce->order_attribution( (int) wp_insert_post( array( 'post_title' => 'A post' ) ) ) );
	}

	/**
	 * Customer meta: user meta with WooCommerce's keys; nothing for a user that does not exist.
	 */
	public function test_save_customer_attribution(): void {
		$user = $this->create_user( 'customer' );
		$this->commerce->save_customer_attribution( $user->ID, array( 'utm_source' => 'google', 'utm_medium' => '' ) );
		$this->assertSame( 'google', get_user_meta( $user->ID, '_wc_order_attribution_utm_source', true ) );
		$this->assertSame( array(), get_user_meta( $user->ID, '_wc_order_attribution_utm_medium' ) );
		$this->commerce->save_customer_attribution( 999999, array( 'utm_source' => 'google' ) );
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
		$this->assertSame( array( $custom_tables ? 'woocommerce_page_wc-orders' : 'shop_order' ), $this->commerce->order_screen_ids() );
		$order = wc_create_order();
		$this->assertGreaterThan( 0, $order->get_id() );
		$this->assertSame( $order->get_id(), $this->commerce->order_id( self::meta_box_object( $order, $custom_tables ) ) );
		$this->assertSame( $order->get_id(), $this->commerce->order_id( $order ) );
		$post = get_post( $order->get_id() );
		$this->assertInstanceOf( \WP_Post::class, $post, 'WooCommerce keeps a post for every order id.' );
		$this->assertSame( $order->get_id(), $this->commerce->order_id( $post ), "The order's post ({$post->post_type})." );
		$this->assertSame( 0, $this->commerce->order_id( get_post( (int) wp_insert_post( array( 'post_title' => 'A post' ) ) ) ) );
		$this->assertSame( 0, $this->commerce->order_id( 12 ) );
		$this->assertSame( 0, $this->commerce->order_id( null ) );
	}

	/**
	 * Without a shop: nothing active, nothing stored or read.
	 */
	public function test_no_commerce(): void {
		$none = new No_Commerce();
		$this->assertFalse( $none->own_attribution_active() );
		$this->assertFalse( $none->own_attribution_allows_tracking() );
		$this->assertFalse( $none->save_order_attribution( wc_create_order(), array( 'utm_source' => 'x' ) ) );
		$this->assertSame( array(), $none->order_attribution( 1 ) );
		$this->assertSame( array(), $none->order_screen_ids() );
		$this->assertSame( 0, $none->order_id( wc_create_order() ) );
		$user = $this->create_user();
		$none->save_customer_attribution( $user->ID, array( 'utm_source' => 'x' ) );
		$this->assertSame( array(), get_user_meta( $user->ID, '_wc_order_attribution_utm_source' ) );
	}
}
