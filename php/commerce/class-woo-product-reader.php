<?php
/**
 * Products read from WooCommerce into Boudoir's views, through their cache.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Reads products and variations in batches: their cached views first (Product_Cache), the rest from
 * WooCommerce's public PHP API, whose posts, terms and meta are loaded together first.
 *
 * WooCommerce's files are not strictly typed and return numeric strings, floats or
 * false where one would expect ints: every value is cast on its way in.
 */
final class Woo_Product_Reader {

	/**
	 * Keeps the shop's money, which a view's prices as shown depend on.
	 *
	 * @param Money $money The shop's currency and price format.
	 */
	public function __construct( private readonly Money $money ) {
	}

	/**
	 * Products and variations by id in one batch: their cached views first (Product_Cache, one read of
	 * the cache for the whole batch as a rule), then the rest from WooCommerce, whose posts, terms and meta are
	 * fetched together first.
	 *
	 * @param int[] $product_ids Product or variation ids.
	 * @return array<int,Product>
	 */
	public function read( array $product_ids ): array {
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
			'currency' => $this->money->currency()?->to_array(),
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
		self::prime_caches( $ids );
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
			self::prime_caches( $parent_ids );
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
				self::prime_caches( $variation_ids );
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
			$row             = self::product_row( $product, $currency );
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
	 * Loads posts, their terms (product type, visibility) and meta for many ids in a few queries.
	 *
	 * @param list<int> $ids Post ids.
	 */
	public static function prime_caches( array $ids ): void {
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
	private static function product_row( \WC_Product $product, string $currency ): array {
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
}
