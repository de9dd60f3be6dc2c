<?php
/**
 * WooCommerce's order attribution: its fields, its cookies, its own tracking, and its meta on orders and customers.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Order attribution on a running WooCommerce 9.0+, stored as WooCommerce's own order attribution stores it
 * (OrderAttributionController, src/Internal/Orders/), so its reports and the shop's other tools read it.
 */
final class Woo_Order_Attribution implements Order_Attribution {

	/** WooCommerce's order-attribution fields and their sourcebuster accessors (OrderAttributionMeta::$default_fields). */
	private const ATTRIBUTION_FIELDS = array(
		'source_type'          => 'current.typ',
		'referrer'             => 'current_add.rf',
		'utm_campaign'         => 'current.cmp',
		'utm_source'           => 'current.src',
		'utm_medium'           => 'current.mdm',
		'utm_content'          => 'current.cnt',
		'utm_id'               => 'current.id',
		'utm_term'             => 'current.trm',
		'utm_source_platform'  => 'current.plt',
		'utm_creative_format'  => 'current.fmt',
		'utm_marketing_tactic' => 'current.tct',
		'session_entry'        => 'current_add.ep',
		'session_start_time'   => 'current_add.fd',
		'session_pages'        => 'session.pgs',
		'session_count'        => 'udata.vst',
		'user_agent'           => 'udata.uag',
	);

	/** WooCommerce's order attribution feature id (FeaturesController). */
	private const ATTRIBUTION_FEATURE = 'order_attribution';

	/** The order edit screen with posts storage: the `shop_order` post type's screen. */
	private const POSTS_ORDER_SCREEN = 'shop_order';

	/** The order edit screen with custom order tables (HPOS): WooCommerce's `wc-orders` page (wc_get_page_screen_id( 'shop-order' )). */
	private const ORDER_TABLES_ORDER_SCREEN = 'woocommerce_page_wc-orders';

	/**
	 * WooCommerce's order-attribution fields and where sourcebuster.js keeps them: the accessors of
	 * OrderAttributionMeta::$default_fields through the `wc_order_attribution_tracking_fields` filter,
	 * as OrderAttributionMeta::set_fields_and_prefix() (src/Internal/Traits/OrderAttributionMeta.php,
	 * used by OrderAttributionController) reads them; `current.typ` is the `typ` key of
	 * the `sbjs_current` cookie (sourcebuster's cookie prefix, removeTrackingCookies() in
	 * client/legacy/js/frontend/order-attribution.js).
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function attribution_cookie_fields(): array {
		$fields = (array) apply_filters( 'wc_order_attribution_tracking_fields', self::ATTRIBUTION_FIELDS ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, read as its order attribution reads it.
		$map    = array();
		foreach ( $fields as $field => $accessor ) {
			$parts = is_string( $field ) && is_string( $accessor ) ? explode( '.', $accessor ) : array();
			if ( 2 === count( $parts ) && '' !== $parts[0] && '' !== $parts[1] ) {
				$map[ $field ] = array( Checkout_Hooks::SOURCEBUSTER_COOKIE_PREFIX . $parts[0], $parts[1] );
			}
		}
		return $map;
	}

	/**
	 * WooCommerce's own order attribution: the `order_attribution` feature
	 * (OrderAttributionController::register() bails unless FeaturesController::feature_is_enabled()
	 * says so; FeaturesUtil::feature_is_enabled() asks the same), stored in the option
	 * `woocommerce_feature_order_attribution_enabled`, on by default.
	 */
	public function own_attribution_active(): bool {
		if ( class_exists( \Automattic\WooCommerce\Utilities\FeaturesUtil::class ) ) {
			return (bool) \Automattic\WooCommerce\Utilities\FeaturesUtil::feature_is_enabled( self::ATTRIBUTION_FEATURE );
		}
		return 'yes' === get_option( 'woocommerce_feature_' . self::ATTRIBUTION_FEATURE . '_enabled', 'yes' );
	}

	/**
	 * WooCommerce's `wc_order_attribution_allow_tracking` filter (its `allowTracking` script parameter,
	 * which its WP Consent API integration answers), while its own attribution is active.
	 */
	public function own_attribution_allows_tracking(): bool {
		return $this->own_attribution_active() && (bool) apply_filters( 'wc_order_attribution_allow_tracking', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, read as its order attribution reads it.
	}

	/**
	 * Registers Boudoir's attribution values as the Store API checkout's extension data
	 * (woocommerce_store_api_register_endpoint_data(), src/StoreApi/functions.php, the same in 9.0–10.0): the
	 * checkout route's `extensions` argument keeps only registered namespaces, each cut down to the fields
	 * its schema declares (AbstractSchema::get_extended_schema()). WooCommerce registers the same namespace on
	 * `init` while its own attribution is on (OrderAttributionBlocksController::on_init()); ExtendSchema
	 * would let a second registration silently replace its schema, so Boudoir registers only while it is off.
	 */
	public function accept_checkout_attribution(): bool {
		if ( $this->own_attribution_active() || ! function_exists( 'woocommerce_store_api_register_endpoint_data' ) ) {
			return false;
		}
		return true === woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => Checkout_Hooks::STORE_API_CHECKOUT_ENDPOINT,
				'namespace'       => Checkout_Hooks::ATTRIBUTION_EXTENSION,
				'schema_callback' => fn (): array => $this->checkout_attribution_schema(),
			)
		);
	}

	/**
	 * The extension data's fields, as OrderAttributionBlocksController::get_schema_callback() describes
	 * WooCommerce's own: each attribution field (attribution_cookie_fields(), read when the Store API asks) a
	 * string or null, sanitized as text. The Store API validates the data against it: any other type refuses
	 * the checkout (400 `rest_invalid_param`), as with WooCommerce's schema. No length limit: an overlong
	 * referrer must not cost the shopper the order.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function checkout_attribution_schema(): array {
		$schema = array();
		foreach ( array_keys( $this->attribution_cookie_fields() ) as $field ) {
			$schema[ $field ] = array(
				/* translators: %s: the attribution field's name, e.g. utm_source. */
				'description' => sprintf( __( 'Order attribution field: %s', 'boudoir' ), $field ),
				'type'        => array( 'string', 'null' ),
				'context'     => array(),
				'arg_options' => array(
					'sanitize_callback' => static fn ( mixed $value ): ?string => is_string( $value ) ? sanitize_text_field( $value ) : null,
				),
			);
		}
		return $schema;
	}

	/**
	 * The values as order meta, keyed as OrderAttributionController::set_order_source_data() keys them
	 * (`_` + the field prefix + the field); nothing when every value is empty, as there. Saved when the
	 * order exists (the classic checkout's order); the Store API route saves its order itself afterwards.
	 *
	 * @param object               $order  The order.
	 * @param array<string,string> $values Field → sanitized value.
	 */
	public function save_order_attribution( object $order, array $values ): bool {
		$values = array_filter( array_map( 'strval', $values ), static fn ( string $value ): bool => '' !== $value );
		if ( ! $order instanceof \WC_Order || ! $values ) {
			return false;
		}
		foreach ( $values as $field => $value ) {
			$order->update_meta_data( $this->attribution_meta_key( (string) $field ), $value );
		}
		if ( (int) $order->get_id() > 0 ) {
			$order->save();
		}
		return true;
	}

	/**
	 * The values as the customer's meta (a WC_Customer's meta is user meta), keyed as on orders
	 * (OrderAttributionController::set_customer_source_data()).
	 *
	 * @param int                  $customer_id The user.
	 * @param array<string,string> $values      Field → sanitized value.
	 * @return list<string> The meta keys written.
	 */
	public function save_customer_attribution( int $customer_id, array $values ): array {
		if ( $customer_id <= 0 || ! get_userdata( $customer_id ) ) {
			return array();
		}
		$written = array();
		foreach ( $values as $field => $value ) {
			if ( '' !== (string) $value ) {
				$key = $this->attribution_meta_key( (string) $field );
				update_user_meta( $customer_id, $key, (string) $value );
				$written[] = $key;
			}
		}
		return $written;
	}

	/**
	 * The order's attribution meta, read as OrderAttributionMeta::filter_meta_data() reads it: each
	 * field of the shop (attribution_cookie_fields()), then `device_type`.
	 *
	 * @param int $order_id The order.
	 * @return array<string,string>
	 */
	public function order_attribution( int $order_id ): array {
		$order = $order_id > 0 ? wc_get_order( $order_id ) : null;
		if ( ! $order instanceof \WC_Order ) {
			return array();
		}
		$values = array();
		foreach ( array_merge( array_keys( $this->attribution_cookie_fields() ), array( 'device_type' ) ) as $field ) {
			$value = $order->get_meta( $this->attribution_meta_key( $field ), true );
			if ( is_scalar( $value ) && '' !== (string) $value ) {
				$values[ $field ] = (string) $value;
			}
		}
		return $values;
	}

	/**
	 * The campaign's paid orders through wc_get_orders() (WC_Order_Query), which both order storages
	 * answer alike for these arguments (read in 10.0.2 and tested there with both):
	 * - `status`: wc_get_is_paid_statuses() (`processing`, `completed`, through its filter).
	 * - `date_created` "a...b" in Unix times includes both ends, to the second, on the creation time in
	 *   UTC (order tables: OrdersTableQuery::process_date_args(); posts: WC_Data_Store_WP::parse_date_for_wp_query()
	 *   on `post_date_gmt`), so [$since, $until) is asked as "$since...($until - 1)". Both read a lower
	 *   end of "0" as missing (an empty() check: posts storage then drops the range, the order tables
	 *   find nothing), so 0 is written "00", the same instant.
	 * - the campaign as `meta_key` / `meta_value` on the attribution meta key save_order_attribution()
	 *   writes: the order tables turn them into a meta query (OrdersTableQuery::maybe_remap_args()),
	 *   posts storage hands them to WP_Query. A `meta_query` argument would not do: posts storage drops
	 *   it (WC_Data_Store_WP::get_wp_query_args()), with a "doing it wrong" notice since 9.2.
	 * - newest first by creation time, then by id for orders of the same second.
	 *
	 * @param string $campaign The utm_campaign value.
	 * @param int    $since    Unix time, inclusive.
	 * @param int    $until    Unix time, exclusive.
	 * @param int    $limit    How many at most.
	 * @return list<array{id:int,created:int,total:string,currency:string,product_ids:list<int>}>
	 */
	public function campaign_orders( string $campaign, int $since, int $until, int $limit = 500 ): array {
		// save_order_attribution() never stores an empty campaign, and WooCommerce would read an empty meta_value as none given.
		if ( '' === $campaign || $until <= $since || $limit < 1 ) {
			return array();
		}
		$orders = wc_get_orders(
			array(
				'status'       => wc_get_is_paid_statuses(),
				'date_created' => ( 0 === $since ? '00' : (string) $since ) . '...' . ( $until - 1 ),
				'meta_key'     => $this->attribution_meta_key( 'utm_campaign' ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- the one filter both order storages take.
				'meta_value'   => $campaign, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- as above.
				'limit'        => $limit,
				'orderby'      => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				'return'       => 'objects',
			)
		);

		$found = array();
		foreach ( is_array( $orders ) ? $orders : array() as $order ) {
			if ( $order instanceof \WC_Order && $order->get_date_created() ) {
				$found[] = array(
					'id'          => (int) $order->get_id(),
					'created'     => (int) $order->get_date_created()->getTimestamp(),
					'total'       => (string) $order->get_total(),
					'currency'    => (string) $order->get_currency(),
					'product_ids' => $this->ordered_product_ids( $order ),
				);
			}
		}
		return $found;
	}

	/**
	 * The products of an order's lines, once each: a line item's product id is the parent of its
	 * variation, if any (WC_Order_Item_Product keeps the variation apart); 0 (a product since deleted) is left out.
	 *
	 * @param \WC_Order $order The order.
	 * @return list<int>
	 */
	private function ordered_product_ids( \WC_Order $order ): array {
		$ids = array();
		foreach ( $order->get_items( 'line_item' ) as $item ) {
			if ( $item instanceof \WC_Order_Item_Product ) {
				$ids[] = (int) $item->get_product_id();
			}
		}
		return array_values( array_unique( array_filter( $ids ) ) );
	}

	/**
	 * The order edit screen of the order storage in use, as WooCommerce names it for its own attribution
	 * box (OrderAttributionController::get_order_screen_id(), 9.0–10.0): with custom order tables (HPOS)
	 * wc_get_page_screen_id( 'shop-order' ), `woocommerce_page_wc-orders`; with posts storage the post
	 * type's screen, `shop_order`. wc_get_page_screen_id() is loaded in the admin only; elsewhere its rule
	 * is applied here.
	 *
	 * @return list<string>
	 */
	public function order_screen_ids(): array {
		if ( ! $this->custom_order_tables_in_use() ) {
			return array( self::POSTS_ORDER_SCREEN );
		}
		$screen_id = function_exists( 'wc_get_page_screen_id' ) ? (string) wc_get_page_screen_id( 'shop-order' ) : '';
		return array( '' !== $screen_id ? $screen_id : self::ORDER_TABLES_ORDER_SCREEN );
	}

	/**
	 * The order behind a meta box's object, read through wc_get_order() whichever storage holds it: the
	 * WC_Order an order tables screen passes, or the post of a posts-storage screen (with custom order
	 * tables an order's post is only a placeholder, `shop_order_placehold`, or a synchronized copy).
	 * 0 for anything that is not an order (refunds included).
	 *
	 * @param mixed $post_or_order What `add_meta_boxes` passed.
	 */
	public function order_id( mixed $post_or_order ): int {
		if ( $post_or_order instanceof \WC_Order ) {
			return (int) $post_or_order->get_id();
		}
		if ( ! $post_or_order instanceof \WP_Post || $post_or_order->ID <= 0 ) {
			return 0;
		}
		$order = wc_get_order( $post_or_order->ID );
		return $order instanceof \WC_Order ? (int) $order->get_id() : 0;
	}

	/**
	 * Whether orders live in WooCommerce's custom order tables (HPOS) rather than in posts:
	 * OrderUtil::custom_orders_table_usage_is_enabled() (the `woocommerce_custom_orders_table_enabled`
	 * option, through CustomOrdersTableController), posts storage where it does not exist.
	 */
	private function custom_order_tables_in_use(): bool {
		return class_exists( \Automattic\WooCommerce\Utilities\OrderUtil::class )
			&& \Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled();
	}

	/**
	 * An attribution field's meta key: `_` + WooCommerce's field prefix (filter
	 * `wc_order_attribution_tracking_field_prefix`, trimmed of underscores and given one at the end,
	 * as OrderAttributionMeta::set_field_prefix()) + the field.
	 *
	 * @param string $field The field (`utm_source`).
	 */
	private function attribution_meta_key( string $field ): string {
		$prefix = trim( (string) apply_filters( 'wc_order_attribution_tracking_field_prefix', Checkout_Hooks::ATTRIBUTION_INPUT_PREFIX ), '_' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
		return '_' . $prefix . '_' . $field;
	}
}
