<?php
/**
 * The adapter to WooCommerce: the only Boudoir code that calls it.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Commerce on a running WooCommerce 9.0+, through its public PHP API only.
 *
 * WooCommerce's files are not strictly typed and return numeric strings, floats or
 * false where one would expect ints: every value is cast on its way in.
 */
final class Woo_Commerce implements Commerce {

	private const CURRENCY_POSITIONS = array( Currency::LEFT, Currency::RIGHT, Currency::LEFT_SPACE, Currency::RIGHT_SPACE );

	/** The prefix of WooCommerce's global attribute taxonomies (wc_attribute_taxonomy_name()). */
	private const ATTRIBUTE_TAXONOMY_PREFIX = 'pa_';

	/** The prefix of sourcebuster.js's cookies (`sbjs_current`…), which WooCommerce's order attribution loads. */
	private const SOURCEBUSTER_COOKIE_PREFIX = 'sbjs_';

	/** WooCommerce's order attribution feature id (FeaturesController). */
	private const ATTRIBUTION_FEATURE = 'order_attribution';

	/** The order edit screen with posts storage: the `shop_order` post type's screen. */
	private const POSTS_ORDER_SCREEN = 'shop_order';

	/** The order edit screen with custom order tables (HPOS): WooCommerce's `wc-orders` page (wc_get_page_screen_id( 'shop-order' )). */
	private const ORDER_TABLES_ORDER_SCREEN = 'woocommerce_page_wc-orders';

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

	/**
	 * Keeps the running WooCommerce's version.
	 *
	 * @param string $version The running WooCommerce's version.
	 */
	public function __construct( private string $version ) {
		self::listen_for_product_changes();
	}

	/**
	 * Tells WooCommerce which of its optional features Boudoir works with, on `before_woocommerce_init`
	 * (FeaturesUtil::declare_compatibility(), src/Utilities/FeaturesUtil.php, 9.0–10.0): its order tables
	 * (HPOS; Boudoir reads and writes orders through WC_Order only) and the cart and checkout blocks
	 * (Boudoir's attribution rides on the Store API checkout). Without it WooCommerce warns the shop
	 * owner that Boudoir is incompatible with HPOS and keeps it from turning HPOS on. Static: it must be
	 * hooked before WooCommerce's `init`, whichever adapter detection picks.
	 *
	 * @param string $plugin_file Boudoir's main file.
	 */
	public static function declare_compatibility( string $plugin_file ): void {
		add_action(
			'before_woocommerce_init',
			static function () use ( $plugin_file ): void {
				$features = '\Automattic\WooCommerce\Utilities\FeaturesUtil';
				if ( ! class_exists( $features ) ) {
					return;
				}
				foreach ( array( 'custom_order_tables', 'cart_checkout_blocks' ) as $feature ) {
					$features::declare_compatibility( $feature, $plugin_file, true );
				}
			}
		);
	}

	/**
	 * Drops cached product views (Product_Cache) when WooCommerce reports a product changed, and when
	 * WordPress changes a post, its meta or its terms. Idempotent (static callbacks).
	 *
	 * WooCommerce: includes/data-stores/class-wc-product-data-store-cpt.php (and the variation store):
	 * create() and update() end with clear_caches(), which calls wc_delete_product_transients() for the
	 * product and its parent (includes/wc-product-functions.php: action `woocommerce_delete_product_transients`,
	 * with 0 for "every product"), then `woocommerce_new_product` / `woocommerce_update_product`
	 * (`…_product_variation` for variations) with the id and the product; handle_updated_props() fires
	 * `woocommerce_product_set_stock` / `woocommerce_variation_set_stock` (the product) and
	 * `woocommerce_product_set_stock_status` / `woocommerce_variation_set_stock_status` (id, status, product),
	 * and wc_update_product_stock() fires the stock ones after writing stock with SQL.
	 */
	public static function listen_for_product_changes(): void {
		Product_Cache::listen_to_wordpress();
		// Expired views leave the table with the wishlists' daily clean-up.
		add_action( \Boudoir\Wishlist\Expiry::HOOK, array( Product_Cache::class, 'purge' ) );
		add_action( 'woocommerce_delete_product_transients', array( self::class, 'forget_all_or_one' ), 10, 1 );
		foreach ( array( 'woocommerce_new_product', 'woocommerce_update_product', 'woocommerce_new_product_variation', 'woocommerce_update_product_variation' ) as $action ) {
			add_action( $action, array( self::class, 'forget_changed_product' ), 10, 2 );
		}
		foreach ( array( 'woocommerce_product_set_stock', 'woocommerce_variation_set_stock' ) as $action ) {
			add_action( $action, array( self::class, 'forget_changed_product' ), 10, 1 );
		}
		foreach ( array( 'woocommerce_product_set_stock_status', 'woocommerce_variation_set_stock_status' ) as $action ) {
			add_action( $action, array( self::class, 'forget_changed_product' ), 10, 3 );
		}
	}

	/**
	 * `woocommerce_delete_product_transients`: one product's views, or every view for 0.
	 *
	 * @param mixed $post_id The product, or 0.
	 */
	public static function forget_all_or_one( mixed $post_id = 0 ): void {
		Product_Cache::forget( is_numeric( $post_id ) && (int) $post_id > 0 ? (int) $post_id : Product_Cache::ALL );
	}

	/**
	 * A product-change action of WooCommerce's: drops the views of the product and of its parent, whichever
	 * argument carries them (an id first, the product object first or third).
	 *
	 * @param mixed ...$args The action's arguments.
	 */
	public static function forget_changed_product( mixed ...$args ): void {
		foreach ( $args as $arg ) {
			if ( $arg instanceof \WC_Product ) {
				Product_Cache::forget( (int) $arg->get_id() );
				if ( (int) $arg->get_parent_id() > 0 ) {
					Product_Cache::forget( (int) $arg->get_parent_id() );
				}
				return;
			}
		}
		if ( isset( $args[0] ) && is_numeric( $args[0] ) && (int) $args[0] > 0 ) {
			Product_Cache::forget( (int) $args[0] );
			$parent = wp_get_post_parent_id( (int) $args[0] );
			if ( $parent ) {
				Product_Cache::forget( $parent );
			}
		}
	}

	/**
	 * Always: Detection only builds this for a supported WooCommerce.
	 */
	public function is_active(): bool {
		return true;
	}

	/**
	 * The running WooCommerce's version.
	 */
	public function version(): ?string {
		return $this->version;
	}

	/**
	 * A product or variation by id; null when there is none or it is in the trash.
	 *
	 * @param int $product_id Product or variation id.
	 */
	public function find_product( int $product_id ): ?Product {
		return $this->find_products( array( $product_id ) )[ $product_id ] ?? null;
	}

	/**
	 * Products and variations by id in one batch: their cached views first (Product_Cache, one read of
	 * the cache for the whole batch as a rule), then the rest from WooCommerce, whose posts, terms and meta are
	 * fetched together first.
	 *
	 * @param int[] $product_ids Product or variation ids.
	 * @return array<int,Product>
	 */
	public function find_products( array $product_ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $product_ids ), static fn ( int $id ): bool => $id > 0 ) ) );
		if ( ! $ids ) {
			return array();
		}
		$context  = $this->view_context();
		$rows     = Product_Cache::get( $ids, $context );
		$missing  = array_values( array_diff( $ids, array_keys( $rows ) ) );
		$built    = $missing ? $this->read_products( $missing, $context ) : array();
		$products = array();
		foreach ( $ids as $id ) {
			if ( isset( $built[ $id ] ) ) {
				$products[ $id ] = $built[ $id ];
			} elseif ( isset( $rows[ $id ] ) ) {
				// A view records its post's status (and its parent's): trashing, deleting or publishing a post changes its stamp.
				$product = self::from_row( $rows[ $id ] );
				if ( null !== $product && 'trash' !== $product->status ) {
					$products[ $id ] = $product;
				}
			}
		}
		return $products;
	}

	/**
	 * What a product's view depends on besides the product: the shop's currency and price format, how
	 * prices show tax and for which place, the language. Views are cached per distinct value (hashed).
	 *
	 * WooCommerce: get_price_html() formats with wc_price() (get_woocommerce_currency(), the `woocommerce_currency`
	 * filter currency switchers use, and the price format options) and wc_get_price_to_display(), which reads
	 * `woocommerce_tax_display_shop` and, through WC_Tax, the customer's taxable address and VAT exemption.
	 * Extensions whose prices vary by something else (customer roles, say) add it with the
	 * `boudoir_product_cache_context` filter.
	 */
	private function view_context(): string {
		$taxes    = 'yes' === get_option( 'woocommerce_calc_taxes', 'no' );
		$customer = $taxes && function_exists( 'WC' ) ? WC()->customer : null;
		$context  = array(
			'currency' => $this->currency()?->to_array(),
			// Without taxes (wc_tax_enabled()), prices show neither tax nor suffix whatever these options say.
			'taxes'    => $taxes ? array(
				(string) get_option( 'woocommerce_prices_include_tax', 'no' ),
				(string) get_option( 'woocommerce_tax_display_shop', 'excl' ),
				(string) get_option( 'woocommerce_price_display_suffix', '' ),
			) : false,
			'customer' => is_object( $customer ) && method_exists( $customer, 'get_taxable_address' ) ? (array) $customer->get_taxable_address() : array(),
			'exempt'   => is_object( $customer ) && method_exists( $customer, 'get_is_vat_exempt' ) ? (bool) $customer->get_is_vat_exempt() : false,
			'locale'   => determine_locale(),
			// Links and image addresses are part of a view: a move to another domain or to https must not serve the old ones.
			'site'     => array( home_url( '/' ), wp_get_upload_dir()['baseurl'], (string) get_option( 'permalink_structure' ) ),
		);
		/**
		 * Filters what cached product views (names, prices as shown, stock) depend on besides the product.
		 *
		 * @param array<string,mixed> $context Currency and price format, tax settings, the customer's tax place, locale, the site's addresses.
		 */
		$context = apply_filters( 'boudoir_product_cache_context', $context );
		return md5( (string) wp_json_encode( $context ) );
	}

	/**
	 * Products read from WooCommerce, their views cached on the way.
	 *
	 * @param list<int> $ids     Product or variation ids, none of them cached.
	 * @param string    $context The price context's key.
	 * @return array<int,Product>
	 */
	private function read_products( array $ids, string $context ): array {
		// Before the products: a change made while they are read leaves their views unmatched.
		$stamps = Product_Cache::stamps( $ids );
		$this->prime_caches( $ids );
		// Ids that are not posts are not cached now; looking them up one by one would query each.
		$ids = array_values( array_filter( $ids, static fn ( int $id ): bool => false !== wp_cache_get( $id, 'posts' ) ) );

		// A variation reads its parent's post and meta (stock, attributes, tax class…).
		$parent_ids = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( $post instanceof \WP_Post && 'product_variation' === $post->post_type && $post->post_parent > 0 ) {
				$parent_ids[] = (int) $post->post_parent;
			}
		}
		$parent_ids = array_values( array_diff( array_unique( $parent_ids ), $ids ) );
		if ( $parent_ids ) {
			$this->prime_caches( $parent_ids );
		}

		// A variable product's price range and stock read its variations: fetch them all at once too.
		$children     = array();
		$variable_ids = array_values( array_filter( $ids, static fn ( int $id ): bool => has_term( Product::TYPE_VARIABLE, 'product_type', $id ) ) );
		if ( $variable_ids ) {
			$variation_ids = array_map(
				'intval',
				// get_posts() runs without other plugins' query filters (its default): a product's
				// price range and stock read all its variations, as WooCommerce's data store does.
				get_posts(
					array(
						'post_type'       => 'product_variation',
						'post_parent__in' => $variable_ids,
						'post_status'     => array( 'publish', 'private' ),
						'fields'          => 'ids',
						'numberposts'     => -1,
					)
				)
			);
			if ( $variation_ids ) {
				$this->prime_caches( $variation_ids );
				foreach ( $variation_ids as $variation_id ) {
					$children[ (int) wp_get_post_parent_id( $variation_id ) ][] = $variation_id;
				}
			}
		}

		$currency = (string) get_woocommerce_currency();
		$products = array();
		$views    = array();
		foreach ( $ids as $id ) {
			$product = wc_get_product( $id );
			if ( ! $product instanceof \WC_Product || 'trash' === $product->get_status() ) {
				continue;
			}
			$row             = $this->product_row( $product, $currency );
			$products[ $id ] = new Product( ...$row, image_renderer: static fn ( string|array $size, array $attr ): string => (string) $product->get_image( $size, $attr ) );
			$views[ $id ]    = array(
				'row'        => $row,
				// The product, its parent (a variation shows its parent's data), its variations (a variable product's range and stock).
				'depends_on' => array_values( array_unique( array_merge( array( $id, (int) $row['parent_id'] ), $children[ $id ] ?? array(), $row['variation_ids'] ) ) ),
				'expires'    => self::view_lifetime( $product ),
			);
		}
		foreach ( $views as $id => $view ) {
			$views[ $id ]['depends_on'] = array_values( array_filter( $view['depends_on'] ) );
		}
		if ( $views ) {
			Product_Cache::put( $views, $stamps, $context );
		}
		return $products;
	}

	/**
	 * How long a product's view may be kept: until its scheduled sale starts or ends (is_on_sale() reads the dates
	 * when asked, before WooCommerce's scheduled-sales job saves the product), at most Product_Cache::MAX_AGE; an hour
	 * for a variable product, whose range follows its variations' own sale dates.
	 *
	 * @param \WC_Product $product The product.
	 */
	private static function view_lifetime( \WC_Product $product ): int {
		$lifetime = $product->is_type( Product::TYPE_VARIABLE ) ? HOUR_IN_SECONDS : Product_Cache::MAX_AGE;
		$now      = time();
		foreach ( array( $product->get_date_on_sale_from( 'edit' ), $product->get_date_on_sale_to( 'edit' ) ) as $date ) {
			$at = $date instanceof \DateTimeInterface ? $date->getTimestamp() : ( is_numeric( $date ) ? (int) $date : 0 );
			if ( $at > $now ) {
				$lifetime = min( $lifetime, $at - $now + 1 );
			}
		}
		return $lifetime;
	}

	/**
	 * A Product from a cached view; its image is rendered by WooCommerce when asked. Null for a view of another shape.
	 *
	 * @param array<string,mixed> $row The view (product_row()).
	 */
	private static function from_row( array $row ): ?Product {
		$id = (int) ( $row['id'] ?? 0 );
		try {
			return new Product(
				...$row,
				image_renderer: static function ( string|array $size, array $attr ) use ( $id ): string {
					$product = wc_get_product( $id );
					return $product instanceof \WC_Product ? (string) $product->get_image( $size, $attr ) : '';
				}
			);
		} catch ( \Error $e ) {
			// A view stored by another version of this class (unknown or missing fields): read it again.
			return null;
		}
	}

	/**
	 * The newest browsable products, as WooCommerce's "newest" product lists query them
	 * (wc_get_products(): published, `visibility` catalog, by date then id, descending;
	 * in stock only when the shop hides out-of-stock items).
	 *
	 * @param int $count How many at most.
	 * @return list<int>
	 */
	public function newest_product_ids( int $count ): array {
		if ( $count < 1 || ! function_exists( 'wc_get_products' ) ) {
			return array();
		}
		$args = array(
			'status'     => 'publish',
			'visibility' => 'catalog',
			'limit'      => $count,
			'orderby'    => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'return'     => 'ids',
		);
		if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
			$args['stock_status'] = 'instock';
		}
		$ids = wc_get_products( $args );
		return is_array( $ids ) ? array_values( array_map( 'intval', $ids ) ) : array();
	}

	/**
	 * The variation of a variable product chosen by an attribute map, matched by WooCommerce's product data store.
	 *
	 * WooCommerce: includes/data-stores/class-wc-product-data-store-cpt.php,
	 * WC_Product_Data_Store_CPT::find_matching_product_variation(), given the choice keyed as its
	 * add-to-cart form posts it (`attribute_pa_color` → term slug, `attribute_cup` → the custom value).
	 *
	 * @param int                  $product_id The variable product.
	 * @param array<string,string> $attributes Attribute → value; keys as `attribute_pa_color`, `pa_color` or the label `Color`.
	 */
	public function find_variation_id( int $product_id, array $attributes ): ?int {
		try {
			// Both throw when a plugin replaced the product store with one that cannot load
			// (real WooCommerce's wc_get_product() loads it too).
			$product = $product_id > 0 ? wc_get_product( $product_id ) : null;
			if ( ! $product instanceof \WC_Product || ! $product->is_type( Product::TYPE_VARIABLE ) ) {
				return null;
			}
			$variation_id = (int) \WC_Data_Store::load( 'product' )->find_matching_product_variation( $product, $this->variation_attributes( $product, $attributes ) );
		} catch ( \Exception $e ) {
			return null;
		}
		return $variation_id > 0 ? $variation_id : null;
	}

	/**
	 * The cart page's URL.
	 */
	public function cart_url(): string {
		return (string) wc_get_cart_url();
	}

	/**
	 * The Store API nonce for the current visitor (WooCommerce checks it on cart writes).
	 */
	public function store_api_nonce(): string {
		return wp_create_nonce( 'wc_store_api' );
	}

	/**
	 * The `woocommerce_cart_redirect_after_add` setting (`yes` or `no`).
	 */
	public function redirects_to_cart_after_add(): bool {
		return 'yes' === get_option( 'woocommerce_cart_redirect_after_add', 'no' );
	}

	/**
	 * The checkout page's URL.
	 */
	public function checkout_url(): string {
		return (string) wc_get_checkout_url();
	}

	/**
	 * The shop page's URL (the home page when the shop has no shop page).
	 */
	public function shop_url(): string {
		return (string) wc_get_page_permalink( 'shop' );
	}

	/**
	 * Whether the current request shows the cart page.
	 */
	public function is_cart_page(): bool {
		return (bool) is_cart();
	}

	/**
	 * Whether the current request shows the checkout page.
	 */
	public function is_checkout_page(): bool {
		return (bool) is_checkout();
	}

	/**
	 * Whether the current request shows the account page.
	 */
	public function is_account_page(): bool {
		return (bool) is_account_page();
	}

	/**
	 * The `woocommerce_enable_myaccount_registration` setting (`yes` or `no`).
	 */
	public function registration_enabled(): bool {
		return 'yes' === get_option( 'woocommerce_enable_myaccount_registration', 'no' );
	}

	/**
	 * Whether the current request shows a single product.
	 */
	public function is_product_page(): bool {
		return (bool) is_product();
	}

	/**
	 * The product WooCommerce's templates are printing: the global `$product`, which
	 * wc_setup_product_data() (includes/wc-template-functions.php) sets for each post of a loop
	 * and for the single product; 0 when there is none.
	 */
	public function current_product_id(): int {
		$product = $GLOBALS['product'] ?? null;
		return $product instanceof \WC_Product ? (int) $product->get_id() : 0;
	}

	/**
	 * WooCommerce's product post types, as WC_Post_Types::register_post_types() registers them
	 * (includes/class-wc-post-types.php).
	 *
	 * @return list<string>
	 */
	public function product_post_types(): array {
		return array( 'product', 'product_variation' );
	}

	/**
	 * Whether a taxonomy is named as WooCommerce names its global attributes: `pa_` and the
	 * attribute's slug (wc_attribute_taxonomy_name(), includes/wc-attribute-functions.php).
	 * By name, so it also answers while the taxonomy is being registered.
	 *
	 * @param string $taxonomy Taxonomy name.
	 */
	public function is_attribute_taxonomy( string $taxonomy ): bool {
		return str_starts_with( $taxonomy, self::ATTRIBUTE_TAXONOMY_PREFIX ) && strlen( $taxonomy ) > strlen( self::ATTRIBUTE_TAXONOMY_PREFIX );
	}

	/**
	 * `woocommerce_thumbnail`, the size WooCommerce registers for product lists
	 * (WooCommerce::add_image_sizes(), includes/class-woocommerce.php) and its loops and blocks show.
	 */
	public function thumbnail_image_size(): string {
		return 'woocommerce_thumbnail';
	}

	/**
	 * `manage_woocommerce`, the capability WooCommerce gives its shop managers and administrators
	 * (WC_Install::create_roles(), includes/class-wc-install.php); `manage_options` when the
	 * shop_manager role lacks it (a site that removed or changed the role).
	 */
	public function shop_manager_capability(): string {
		$role = get_role( 'shop_manager' );
		return null !== $role && $role->has_cap( 'manage_woocommerce' ) ? 'manage_woocommerce' : 'manage_options';
	}

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
				$map[ $field ] = array( self::SOURCEBUSTER_COOKIE_PREFIX . $parts[0], $parts[1] );
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
		$prefix = trim( (string) apply_filters( 'wc_order_attribution_tracking_field_prefix', 'wc_order_attribution_' ), '_' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
		return '_' . $prefix . '_' . $field;
	}

	/**
	 * The shop's currency settings.
	 */
	public function currency(): ?Currency {
		// WooCommerce has no getter for the symbol's position: its price format reads the same option.
		$position = (string) get_option( 'woocommerce_currency_pos', Currency::LEFT );
		return new Currency(
			(string) get_woocommerce_currency(),
			html_entity_decode( (string) get_woocommerce_currency_symbol(), ENT_QUOTES, 'UTF-8' ),
			(int) wc_get_price_decimals(),
			(string) wc_get_price_decimal_separator(),
			(string) wc_get_price_thousand_separator(),
			in_array( $position, self::CURRENCY_POSITIONS, true ) ? $position : Currency::LEFT
		);
	}

	/**
	 * A price as WooCommerce shows it (wc_price() markup).
	 *
	 * @param float $amount The amount in the shop's currency.
	 */
	public function format_price( float $amount ): string {
		return (string) wc_price( $amount );
	}

	/**
	 * Units left as WooCommerce shows them (option `woocommerce_stock_format`): '' always,
	 * 'low_amount' only at or under the low-stock amount, 'no_amount' never.
	 *
	 * @param Product $product A product or variation.
	 */
	public function shown_stock_quantity( Product $product ): ?int {
		$quantity = $product->stock_quantity;
		$format   = (string) get_option( 'woocommerce_stock_format', '' );
		if ( null === $quantity || 'no_amount' === $format ) {
			return null;
		}
		if ( 'low_amount' === $format && $quantity > (int) get_option( 'woocommerce_notify_low_stock_amount', 2 ) ) {
			return null;
		}
		return $quantity;
	}

	/**
	 * A variable product's variations form as data (see Commerce::variation_matrix()).
	 *
	 * @param int $product_id The variable product.
	 * @return array<string,mixed>|null
	 */
	public function variation_matrix( int $product_id ): ?array {
		if ( $product_id <= 0 ) {
			return null;
		}
		$this->prime_caches( array( $product_id ) );
		$product = wc_get_product( $product_id );
		if ( ! $product instanceof \WC_Product_Variable ) {
			return null;
		}
		$children = array_values( array_map( 'intval', (array) $product->get_children() ) );
		if ( $children ) {
			$this->prime_caches( $children );
		}

		// The product's terms are cached with it; their meta (the `order` WooCommerce sorts by, swatches) in one query,
		// before WooCommerce reads any of it.
		$term_ids = array();
		foreach ( (array) $product->get_attributes() as $product_attribute ) {
			// A taxonomy attribute's options are its term ids.
			if ( $product_attribute instanceof \WC_Product_Attribute && $product_attribute->is_taxonomy() ) {
				$term_ids = array_merge( $term_ids, array_map( 'intval', (array) $product_attribute->get_options() ) );
			}
		}
		if ( $term_ids ) {
			update_termmeta_cache( array_values( array_unique( $term_ids ) ) );
		}

		$attributes = array();
		foreach ( (array) $product->get_variation_attributes() as $attribute => $options ) {
			$attribute = (string) $attribute;
			$options   = array_map( 'strval', (array) $options );
			$taxonomy  = taxonomy_exists( $attribute ) ? $attribute : '';
			$rows      = array();
			if ( '' !== $taxonomy ) {
				// The select's order: the product's terms as WooCommerce sorts them, kept when the variations use them.
				$terms = wc_get_product_terms( $product_id, $taxonomy, array( 'fields' => 'all' ) );
				foreach ( is_array( $terms ) ? $terms : array() as $term ) {
					if ( $term instanceof \WP_Term && in_array( $term->slug, $options, true ) ) {
						$rows[] = array(
							'value'   => (string) $term->slug,
							'title'   => (string) apply_filters( 'woocommerce_variation_option_name', $term->name, $term, $attribute, $product ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, applied as its variation form does.
							'term_id' => (int) $term->term_id,
						);
					}
				}
			} else {
				foreach ( $options as $option ) {
					$rows[] = array(
						'value'   => $option,
						'title'   => (string) apply_filters( 'woocommerce_variation_option_name', $option, null, $attribute, $product ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, applied as its variation form does.
						'term_id' => 0,
					);
				}
			}
			$attributes[] = array(
				'name'      => 'attribute_' . sanitize_title( $attribute ),
				'attribute' => $attribute,
				'label'     => (string) wc_attribute_label( $attribute, $product ),
				'taxonomy'  => $taxonomy,
				'options'   => $rows,
			);
		}
		// WooCommerce: templates/single-product/add-to-cart/variable.php prints get_available_variations() only up to
		// the `woocommerce_ajax_variation_threshold` filter's number of children; above it the form asks
		// `?wc-ajax=get_variation` (WC_AJAX::get_variation()) once every attribute is chosen.
		$carries_variations = count( $children ) <= (int) apply_filters( 'woocommerce_ajax_variation_threshold', 30, $product ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, applied as its variation form does.

		// WooCommerce: includes/class-wc-product-variable.php, WC_Product_Variable::get_available_variations(): every
		// child that exists, not out of stock when `woocommerce_hide_out_of_stock_items` is on, and visible (published,
		// with a price) unless `woocommerce_hide_invisible_variations` says otherwise.
		$variations = array();
		foreach ( (array) $product->get_available_variations( 'objects' ) as $variation ) {
			if ( ! $variation instanceof \WC_Product_Variation ) {
				continue;
			}
			$values = array();
			foreach ( (array) $variation->get_variation_attributes() as $name => $value ) {
				$values[ (string) $name ] = self::script_attribute_value( $value );
			}
			// The real stock: never get_max_purchase_quantity() (`max_qty`), which is 1 for a variation sold individually.
			$quantity = $variation->managing_stock() ? $variation->get_stock_quantity() : null;
			$row      = array(
				'id'          => (int) $variation->get_id(),
				'attributes'  => $values,
				'in_stock'    => (bool) $variation->is_in_stock(),
				'quantity'    => null === $quantity || '' === $quantity ? null : (int) $quantity,
				'active'      => (bool) $variation->variation_is_active(),
				'purchasable' => (bool) $variation->is_purchasable(),
			);
			if ( ! $carries_variations ) {
				// The page carries no variation JSON: read each row as that JSON would hold it, through
				// WC_Product_Variable::get_available_variation() and its `woocommerce_available_variation` filter, which
				// extensions use to change a variation's flags or to leave it out (get_available_variations() drops a
				// falsy answer with array_filter()). The flags are read as add-to-cart-variation.js reads them: truthy
				// or not. A variation that is not purchasable stays: WC_AJAX::get_variation() answers its data too
				// (the form then shows it unavailable), it does not answer false.
				$data = $product->get_available_variation( $variation );
				if ( ! is_array( $data ) || array() === $data ) {
					continue;
				}
				if ( isset( $data['attributes'] ) && is_array( $data['attributes'] ) ) {
					$row['attributes'] = array();
					foreach ( $data['attributes'] as $name => $value ) {
						$row['attributes'][ (string) $name ] = self::script_attribute_value( $value );
					}
				}
				$row['in_stock']    = self::script_truthy( $data['is_in_stock'] ?? null );
				$row['active']      = self::script_truthy( $data['variation_is_active'] ?? null );
				$row['purchasable'] = self::script_truthy( $data['is_purchasable'] ?? null );
			}
			$variations[] = $row;
		}

		return array(
			'product_id'         => $product_id,
			'carries_variations' => $carries_variations,
			'attributes'         => $attributes,
			'variations'         => $variations,
		);
	}

	/**
	 * Whether a value of WooCommerce's variation JSON is truthy for add-to-cart-variation.js, which tests
	 * `if ( variation.variation_is_active )` and `! variation.is_in_stock` on the JSON-decoded value: JavaScript's
	 * truthiness, not PHP's (`"0"` and an empty array are true there; `0`, `""`, null and a missing key false).
	 *
	 * @param mixed $value A value of the array WC_Product_Variable::get_available_variation() returned.
	 */
	private static function script_truthy( mixed $value ): bool {
		if ( is_bool( $value ) ) {
			return $value;
		}
		if ( null === $value ) {
			return false;
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return 0.0 !== (float) $value; // 0 and 0.0 alike (and -0.0).
		}
		if ( is_string( $value ) ) {
			return '' !== $value;
		}
		return true;
	}

	/**
	 * A variation's attribute value as add-to-cart-variation.js holds it: strings as they are (entities and all),
	 * other non-empty scalars as text, anything falsy as '' (`if ( attr_val )` then attaches every option).
	 *
	 * @param mixed $value The value.
	 */
	private static function script_attribute_value( mixed $value ): string {
		if ( is_string( $value ) ) {
			return $value;
		}
		return ( is_int( $value ) || is_float( $value ) ) && 0.0 !== (float) $value ? (string) $value : ''; // 0 and 0.0 alike (and -0.0).
	}

	/**
	 * Loads posts, their terms (product type, visibility) and meta for many ids in a few queries.
	 *
	 * @param list<int> $ids Post ids.
	 */
	private function prime_caches( array $ids ): void {
		_prime_post_caches( $ids, true, true );
		// Posts already cached on their own may still lack their meta and terms.
		update_meta_cache( 'post', $ids );
		update_object_term_cache( $ids, array( 'product', 'product_variation' ) );
	}

	/**
	 * Reads a WooCommerce product into the fields of Boudoir's value object (plain data, so it can be cached).
	 *
	 * @param \WC_Product $product  The product.
	 * @param string      $currency The shop's currency code.
	 * @return array<string,mixed> Product's constructor arguments by name, without the image renderer.
	 */
	private function product_row( \WC_Product $product, string $currency ): array {
		$stock_quantity = $product->managing_stock() ? $product->get_stock_quantity() : null;
		$max_quantity   = (int) $product->get_max_purchase_quantity();
		$is_variation   = $product->is_type( Product::TYPE_VARIATION );

		$attributes = array();
		if ( $is_variation ) {
			foreach ( (array) $product->get_attributes() as $name => $value ) {
				$attributes[ (string) $name ] = is_scalar( $value ) ? (string) $value : '';
			}
		}

		return array(
			'id'                    => (int) $product->get_id(),
			'parent_id'             => (int) $product->get_parent_id(),
			'type'                  => (string) $product->get_type(),
			'name'                  => (string) $product->get_name(),
			'permalink'             => (string) $product->get_permalink(),
			'image_id'              => (int) $product->get_image_id(),
			'price_html'            => (string) $product->get_price_html(),
			'price'                 => self::to_price( $product->get_price() ),
			'regular_price'         => self::to_price( $product->get_regular_price() ),
			'sale_price'            => $product->is_on_sale() ? self::to_price( $product->get_sale_price() ) : null,
			'currency'              => $currency,
			'stock_status'          => (string) $product->get_stock_status(),
			'stock_quantity'        => null === $stock_quantity || '' === $stock_quantity ? null : (int) $stock_quantity,
			'purchasable'           => (bool) $product->is_purchasable(),
			'min_purchase_quantity' => (int) $product->get_min_purchase_quantity(),
			'max_purchase_quantity' => $max_quantity < 0 ? null : $max_quantity,
			'attributes'            => $attributes,
			'variation_ids'         => $product->is_type( Product::TYPE_VARIABLE ) ? array_values( array_map( 'intval', (array) $product->get_children() ) ) : array(),
			'status'                => (string) $product->get_status(),
			'parent_status'         => $is_variation ? (string) get_post_status( $product->get_parent_id() ) : '',
		);
	}

	/**
	 * A price read from WooCommerce (a numeric string, '' when unset) as a float.
	 *
	 * @param mixed $value What the getter returned.
	 */
	private static function to_price( mixed $value ): ?float {
		return is_numeric( $value ) ? (float) $value : null;
	}

	/**
	 * The chosen values keyed as WooCommerce stores them (`attribute_pa_color`), taxonomy values as term slugs.
	 *
	 * Accepts the keys WooCommerce's Store API accepts: `attribute_pa_color`, `pa_color` or the label.
	 *
	 * @param \WC_Product          $variable The variable product.
	 * @param array<string,string> $given    Attribute → value.
	 * @return array<string,string>
	 */
	private function variation_attributes( \WC_Product $variable, array $given ): array {
		$chosen = array();
		foreach ( (array) $variable->get_attributes() as $attribute ) {
			if ( ! $attribute instanceof \WC_Product_Attribute || ! $attribute->get_variation() ) {
				continue;
			}
			$name = (string) $attribute->get_name();
			$key  = 'attribute_' . sanitize_title( $name );
			foreach ( array_unique( array( $key, sanitize_title( $name ), $name, (string) wc_attribute_label( $name, $variable ) ) ) as $candidate ) {
				if ( ! array_key_exists( $candidate, $given ) || ! is_scalar( $given[ $candidate ] ) ) {
					continue;
				}
				$value = (string) $given[ $candidate ];
				$value = $attribute->is_taxonomy() ? sanitize_title( $value ) : html_entity_decode( sanitize_text_field( $value ), ENT_QUOTES, 'UTF-8' );
				// As in WooCommerce, an empty choice is no choice.
				if ( '' !== $value ) {
					$chosen[ $key ] = $value;
				}
				break;
			}
		}
		return $chosen;
	}

	/**
	 * A variable product's variation attributes with the values WooCommerce accepts for each (see Commerce).
	 *
	 * WooCommerce: src/StoreApi/Utilities/CartController.php, CartController::parse_variation_data():
	 * an "any" attribute takes any of `WC_Product_Attribute::get_slugs()`; the field is
	 * wc_variation_attribute_name() and the label wc_attribute_label().
	 *
	 * @param int $product_id The variable product.
	 * @return list<array{name:string,attribute:string,label:string,taxonomy:bool,options:array<string,string>}>|null
	 */
	public function variation_attribute_options( int $product_id ): ?array {
		$product = $product_id > 0 ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof \WC_Product || ! $product->is_type( Product::TYPE_VARIABLE ) ) {
			return null;
		}
		$attributes = array();
		foreach ( (array) $product->get_attributes() as $attribute ) {
			if ( ! $attribute instanceof \WC_Product_Attribute || ! $attribute->get_variation() ) {
				continue;
			}
			$name    = (string) $attribute->get_name();
			$options = array();
			if ( $attribute->is_taxonomy() ) {
				foreach ( (array) $attribute->get_terms() as $term ) {
					if ( $term instanceof \WP_Term ) {
						$options[ (string) $term->slug ] = (string) $term->name;
					}
				}
			} else {
				foreach ( (array) $attribute->get_options() as $option ) {
					$options[ (string) $option ] = (string) $option;
				}
			}
			$attributes[] = array(
				'name'      => (string) wc_variation_attribute_name( $name ),
				'attribute' => $name,
				'label'     => (string) wc_attribute_label( $name, $product ),
				'taxonomy'  => (bool) $attribute->is_taxonomy(),
				'options'   => $options,
			);
		}
		return $attributes;
	}
}
