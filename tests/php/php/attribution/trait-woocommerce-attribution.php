<?php
/**
 * What the order-attribution tests need of the shop itself, on WooCommerce and on its double alike:
 * WooCommerce's own order attribution decided again as a start-up decides it, and the order storage
 * (custom order tables or posts).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Automattic\WooCommerce\Utilities\OrderUtil;

/**
 * WooCommerce decides once per request whether its own order attribution runs (the `order_attribution`
 * feature): OrderAttributionController and OrderAttributionBlocksController (on_init() on `init` in 9.4.3
 * and 10.0.2, register() as WooCommerce loads in 9.0) add their hooks and the Store API's
 * `woocommerce/order-attribution` extension data only while the feature is on, and nothing takes them
 * away later. A test that turns the feature's option on or off mid-run starts the shop again with
 * restart_own_attribution(); the double's WC_Order_Attribution::register_hooks() and
 * WC_Double_Checkout_Block::maybe_add_attribution_markup() are its counterparts. The hooks come back
 * after each test (Test_Case); the Store API's registrations live on in the Store API's container,
 * so the test's tear_down() calls restore_own_attribution().
 */
trait WooCommerce_Attribution {

	/**
	 * The Store API's extension registrations before the test's first restart, put back afterwards.
	 *
	 * @var array<mixed>|null
	 */
	private ?array $registrations_at_start = null;

	/**
	 * Turns WooCommerce's own order attribution on or off (its feature option), for what reads it from now on.
	 *
	 * @param bool $on Whether it is active.
	 */
	protected function own_attribution( bool $on ): void {
		update_option( 'woocommerce_feature_order_attribution_enabled', $on ? 'yes' : 'no' );
	}

	/**
	 * WooCommerce's own order attribution as a start-up with the feature's option as it is now decides
	 * it: what it registered before goes (its hooks, its Store API namespace), then its `init` runs again.
	 */
	protected function restart_own_attribution(): void {
		$this->registrations_at_start ??= self::store_api_registrations();
		$registrations = self::store_api_registrations();
		unset( $registrations['checkout']['woocommerce/order-attribution'] );
		self::store_api_registrations( $registrations );
		foreach ( $GLOBALS['wp_filter'] as $hook_name => $hook ) {
			foreach ( $hook->callbacks as $priority => $callbacks ) {
				foreach ( $callbacks as $callback ) {
					if ( self::is_own_attribution_callback( $callback['function'] ) ) {
						remove_filter( (string) $hook_name, $callback['function'], $priority );
					}
				}
			}
		}
		if ( class_exists( 'WC_Order_Attribution' ) ) {
			\WC_Order_Attribution::register_hooks();
			if ( class_exists( 'WC_Double_Checkout_Block' ) ) {
				\WC_Double_Checkout_Block::maybe_add_attribution_markup();
			}
			return;
		}
		foreach ( array( \Automattic\WooCommerce\Internal\Orders\OrderAttributionController::class, \Automattic\WooCommerce\Internal\Orders\OrderAttributionBlocksController::class ) as $class ) {
			$controller = wc_get_container()->get( $class );
			// 9.4.3 and 10.0.2 decide on `init` (on_init()); 9.0 in register(), run as WooCommerce loads.
			if ( method_exists( $controller, 'on_init' ) ) {
				$controller->on_init();
			} else {
				$controller->register();
			}
		}
	}

	/**
	 * Puts the Store API's registrations back as the test found them (call from tear_down()).
	 */
	protected function restore_own_attribution(): void {
		if ( null !== $this->registrations_at_start ) {
			self::store_api_registrations( $this->registrations_at_start );
			$this->registrations_at_start = null;
		}
	}

	/**
	 * Whether a hooked callback is WooCommerce's own order attribution's: on WooCommerce its
	 * controllers' methods and closures, on the double its attribution markup (WC_Order_Attribution
	 * takes its own hooks away itself).
	 *
	 * @param mixed $callback The hooked callback.
	 */
	private static function is_own_attribution_callback( mixed $callback ): bool {
		if ( $callback instanceof \Closure ) {
			$owner = ( new \ReflectionFunction( $callback ) )->getClosureThis();
		} elseif ( is_array( $callback ) && isset( $callback[0], $callback[1] ) ) {
			$owner = $callback[0];
			if ( 'WC_Double_Checkout_Block' === $owner ) {
				return in_array( $callback[1], array( 'stamp_checkout_html_element_once', 'stamp_html_element', 'enqueue_attribution_script' ), true );
			}
		} else {
			return false;
		}
		return is_object( $owner ) && str_starts_with( get_class( $owner ), 'Automattic\\WooCommerce\\Internal\\Orders\\OrderAttribution' );
	}

	/**
	 * The Store API's extension registrations (ExtendSchema's `extend_data`: endpoint → namespace →
	 * callbacks, the double's alike); with an argument, sets them.
	 *
	 * @param array<mixed>|null $set The registrations to put in place.
	 * @return array<mixed>
	 */
	protected static function store_api_registrations( ?array $set = null ): array {
		if ( class_exists( \Automattic\WooCommerce\StoreApi\StoreApi::class ) ) {
			$extend = \Automattic\WooCommerce\StoreApi\StoreApi::container()->get( \Automattic\WooCommerce\StoreApi\Schemas\ExtendSchema::class );
		} else {
			$extend = \WC_Store_API::extend_schema();
		}
		$property = new \ReflectionProperty( $extend, 'extend_data' );
		$property->setAccessible( true );
		if ( null !== $set ) {
			$property->setValue( $extend, $set );
		}
		return (array) $property->getValue( $extend );
	}

	/**
	 * The order storages a shop runs on: WooCommerce's custom order tables (HPOS, on for a new store
	 * since 8.2) and posts storage (older stores, or HPOS turned off).
	 *
	 * @return array<string,array{0:bool}>
	 */
	public static function order_storages(): array {
		return array(
			'custom order tables' => array( true ),
			'posts storage'       => array( false ),
		);
	}

	/**
	 * Switches the order storage as the shop owner does (WooCommerce → Settings → Advanced →
	 * Features: the option `woocommerce_custom_orders_table_enabled`). WooCommerce refuses while orders
	 * wait to be synchronized (CustomOrdersTableController::process_pre_update_option()), so a test
	 * switches before it makes orders; the test's rollback puts the storage back.
	 *
	 * @param bool $custom_tables Custom order tables (HPOS), or posts.
	 */
	protected function use_order_storage( bool $custom_tables ): void {
		update_option( 'woocommerce_custom_orders_table_enabled', $custom_tables ? 'yes' : 'no' );
		$this->assertSame( $custom_tables, OrderUtil::custom_orders_table_usage_is_enabled(), 'The shop switched its order storage.' );
	}

	/**
	 * The order edit screen's id with a storage, as WooCommerce names it (wc_get_page_screen_id( 'shop-order' )).
	 *
	 * @param bool $custom_tables Custom order tables (HPOS), or posts.
	 */
	protected static function order_screen( bool $custom_tables ): string {
		return $custom_tables ? 'woocommerce_page_wc-orders' : 'shop_order';
	}

	/**
	 * What the order edit screen hands its meta boxes: the order (custom order tables:
	 * Internal\Admin\Orders\Edit) or the order's post (posts storage: WordPress's post screen).
	 *
	 * @param \WC_Order $order         The order.
	 * @param bool      $custom_tables Custom order tables (HPOS), or posts.
	 * @return \WC_Order|\WP_Post
	 */
	protected static function meta_box_object( \WC_Order $order, bool $custom_tables ): object {
		if ( $custom_tables ) {
			return $order;
		}
		$post = get_post( $order->get_id() );
		self::assertInstanceOf( \WP_Post::class, $post );
		self::assertSame( 'shop_order', $post->post_type, 'With posts storage the order is a shop_order post.' );
		return $post;
	}
}
