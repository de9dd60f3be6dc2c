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

	public const INVALID_PRODUCT       = 'boudoir_commerce_invalid_product';
	public const INVALID_QUANTITY      = 'boudoir_commerce_invalid_quantity';
	public const NO_MATCHING_VARIATION = 'boudoir_commerce_no_matching_variation';
	public const NOT_ADDED             = 'boudoir_commerce_not_added';
	public const NO_CART               = 'boudoir_commerce_no_cart';

	private const CURRENCY_POSITIONS = array( Currency::LEFT, Currency::RIGHT, Currency::LEFT_SPACE, Currency::RIGHT_SPACE );

	/**
	 * Keeps the running WooCommerce's version.
	 *
	 * @param string $version The running WooCommerce's version.
	 */
	public function __construct( private string $version ) {
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
	 * Products and variations by id in one batch: posts, terms and meta are fetched together first.
	 *
	 * @param int[] $product_ids Product or variation ids.
	 * @return array<int,Product>
	 */
	public function find_products( array $product_ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $product_ids ), static fn ( int $id ): bool => $id > 0 ) ) );
		if ( ! $ids ) {
			return array();
		}
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
		$variable_ids = array_values( array_filter( $ids, static fn ( int $id ): bool => has_term( Product::TYPE_VARIABLE, 'product_type', $id ) ) );
		if ( $variable_ids ) {
			$variation_ids = get_posts(
				array(
					'post_type'        => 'product_variation',
					'post_parent__in'  => $variable_ids,
					'post_status'      => array( 'publish', 'private' ),
					'fields'           => 'ids',
					'numberposts'      => -1,
					'suppress_filters' => true,
				)
			);
			if ( $variation_ids ) {
				$this->prime_caches( array_map( 'intval', $variation_ids ) );
			}
		}

		$currency = (string) get_woocommerce_currency();
		$products = array();
		foreach ( $ids as $id ) {
			$product = wc_get_product( $id );
			if ( $product instanceof \WC_Product && 'trash' !== $product->get_status() ) {
				$products[ $id ] = $this->to_product( $product, $currency );
			}
		}
		return $products;
	}

	/**
	 * The variation of a variable product chosen by an attribute map, matched as WooCommerce's product data store does.
	 *
	 * @param int                  $product_id The variable product.
	 * @param array<string,string> $attributes Attribute → value; keys as `attribute_pa_color`, `pa_color` or the label `Color`.
	 */
	public function find_variation_id( int $product_id, array $attributes ): ?int {
		$product = $product_id > 0 ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof \WC_Product || ! $product->is_type( Product::TYPE_VARIABLE ) ) {
			return null;
		}
		return $this->match_variation( $product, $this->variation_attributes( $product, $attributes ) );
	}

	/**
	 * Adds to the shopper's cart as WooCommerce's add-to-cart form does: match the variation, run
	 * `woocommerce_add_to_cart_validation`, then WC_Cart::add_to_cart(); its error notices become the WP_Error.
	 *
	 * @param int                  $product_id   Product (or variable parent, or variation) id.
	 * @param int                  $quantity     How many.
	 * @param int                  $variation_id The variation, or 0 to match one from $variation.
	 * @param array<string,string> $variation    Attribute → value, as for find_variation_id().
	 */
	public function add_to_cart( int $product_id, int $quantity = 1, int $variation_id = 0, array $variation = array() ): Cart_Addition|\WP_Error {
		if ( $quantity <= 0 ) {
			return new \WP_Error( self::INVALID_QUANTITY, __( 'Choose a quantity of at least 1.', 'boudoir' ), array( 'status' => 400 ) );
		}
		$product = $product_id > 0 ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof \WC_Product || 'trash' === $product->get_status() ) {
			return new \WP_Error( self::INVALID_PRODUCT, __( 'This product does not exist.', 'boudoir' ), array( 'status' => 404 ) );
		}

		// A variation given as the product: WooCommerce's cart expects the parent plus the variation.
		$parent = $product;
		if ( $product->is_type( Product::TYPE_VARIATION ) ) {
			$variation_id = (int) $product->get_id();
			$product_id   = (int) $product->get_parent_id();
			$parent       = wc_get_product( $product_id );
			if ( ! $parent instanceof \WC_Product ) {
				return new \WP_Error( self::INVALID_PRODUCT, __( 'This product does not exist.', 'boudoir' ), array( 'status' => 404 ) );
			}
		}

		$chosen = array();
		if ( $parent->is_type( Product::TYPE_VARIABLE ) ) {
			$chosen = $this->variation_attributes( $parent, $variation );
			if ( $variation_id <= 0 ) {
				$variation_id = (int) $this->match_variation( $parent, $chosen );
			}
			if ( $variation_id <= 0 ) {
				return new \WP_Error( self::NO_MATCHING_VARIATION, __( 'This combination of options is not available. Choose another.', 'boudoir' ), array( 'status' => 400 ) );
			}
		}

		$cart = $this->cart();
		if ( null === $cart ) {
			return new \WP_Error( self::NO_CART, __( 'The cart is not available right now.', 'boudoir' ), array( 'status' => 503 ) );
		}

		$notices_before = function_exists( 'wc_get_notices' ) ? wc_get_notices() : null;

		/** This filter is documented in WooCommerce's includes/class-wc-form-handler.php. */
		$passed = (bool) apply_filters( 'woocommerce_add_to_cart_validation', true, $product_id, $quantity, $variation_id, $chosen ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, applied as its add-to-cart form does.
		$key    = $passed ? $cart->add_to_cart( $product_id, $quantity, $variation_id, $chosen ) : false;

		$errors = $this->take_error_notices( $notices_before );
		if ( ! is_string( $key ) || '' === $key ) {
			return new \WP_Error(
				self::NOT_ADDED,
				$errors ? implode( ' ', $errors ) : __( 'This product could not be added to the cart.', 'boudoir' ),
				array( 'status' => 400 )
			);
		}

		$line = $cart->get_cart()[ $key ] ?? array();
		return new Cart_Addition(
			$key,
			$product_id,
			max( 0, $variation_id ),
			$quantity,
			(int) ( $line['quantity'] ?? $quantity ),
			array_map( 'strval', (array) ( $line['variation'] ?? $chosen ) )
		);
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
	 * Whether the current request shows a single product.
	 */
	public function is_product_page(): bool {
		return (bool) is_product();
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
		$variations = array();
		foreach ( (array) $product->get_available_variations( 'objects' ) as $variation ) {
			if ( ! $variation instanceof \WC_Product_Variation ) {
				continue;
			}
			$values = array();
			foreach ( (array) $variation->get_variation_attributes() as $name => $value ) {
				$values[ (string) $name ] = is_scalar( $value ) ? (string) $value : '';
			}
			$quantity     = $variation->managing_stock() ? $variation->get_stock_quantity() : null;
			$variations[] = array(
				'id'          => (int) $variation->get_id(),
				'attributes'  => $values,
				'in_stock'    => (bool) $variation->is_in_stock(),
				'quantity'    => null === $quantity || '' === $quantity ? null : (int) $quantity,
				'active'      => (bool) $variation->variation_is_active(),
				'purchasable' => (bool) $variation->is_purchasable(),
			);
		}

		return array(
			'product_id'         => $product_id,
			'carries_variations' => count( $children ) <= (int) apply_filters( 'woocommerce_ajax_variation_threshold', 30, $product ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, applied as its variation form does.
			'attributes'         => $attributes,
			'variations'         => $variations,
		);
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
	 * Reads a WooCommerce product into Boudoir's value object.
	 *
	 * @param \WC_Product $product  The product.
	 * @param string      $currency The shop's currency code.
	 */
	private function to_product( \WC_Product $product, string $currency ): Product {
		$stock_quantity = $product->managing_stock() ? $product->get_stock_quantity() : null;
		$max_quantity   = (int) $product->get_max_purchase_quantity();
		$is_variation   = $product->is_type( Product::TYPE_VARIATION );

		$attributes = array();
		if ( $is_variation ) {
			foreach ( (array) $product->get_attributes() as $name => $value ) {
				$attributes[ (string) $name ] = is_scalar( $value ) ? (string) $value : '';
			}
		}

		return new Product(
			id: (int) $product->get_id(),
			parent_id: (int) $product->get_parent_id(),
			type: (string) $product->get_type(),
			name: (string) $product->get_name(),
			permalink: (string) $product->get_permalink(),
			image_id: (int) $product->get_image_id(),
			price_html: (string) $product->get_price_html(),
			price: self::to_price( $product->get_price() ),
			regular_price: self::to_price( $product->get_regular_price() ),
			sale_price: $product->is_on_sale() ? self::to_price( $product->get_sale_price() ) : null,
			currency: $currency,
			stock_status: (string) $product->get_stock_status(),
			stock_quantity: null === $stock_quantity || '' === $stock_quantity ? null : (int) $stock_quantity,
			purchasable: (bool) $product->is_purchasable(),
			min_purchase_quantity: (int) $product->get_min_purchase_quantity(),
			max_purchase_quantity: $max_quantity < 0 ? null : $max_quantity,
			attributes: $attributes,
			variation_ids: $product->is_type( Product::TYPE_VARIABLE ) ? array_values( array_map( 'intval', (array) $product->get_children() ) ) : array(),
			image_renderer: static fn ( string|array $size, array $attr ): string => (string) $product->get_image( $size, $attr )
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
	 * The variation a choice selects, by WooCommerce's rule (see Variation_Matcher).
	 *
	 * WooCommerce's product data store runs this over the published variations' `attribute_*`
	 * meta; so does this, through WordPress's post API, so the lookup is one batched read.
	 *
	 * @param \WC_Product          $variable The variable product.
	 * @param array<string,string> $chosen   Keyed `attribute_*`.
	 */
	private function match_variation( \WC_Product $variable, array $chosen ): ?int {
		$keys = array();
		foreach ( (array) $variable->get_attributes() as $attribute ) {
			if ( $attribute instanceof \WC_Product_Attribute && $attribute->get_variation() ) {
				$keys[] = 'attribute_' . sanitize_title( (string) $attribute->get_name() );
			}
		}
		$variation_ids = get_posts(
			array(
				'post_type'        => 'product_variation',
				'post_parent'      => (int) $variable->get_id(),
				'post_status'      => 'publish',
				'orderby'          => array(
					'menu_order' => 'ASC',
					'ID'         => 'ASC',
				),
				'fields'           => 'ids',
				'numberposts'      => -1,
				'suppress_filters' => true,
			)
		);
		if ( ! $keys || ! $variation_ids ) {
			return null;
		}
		update_meta_cache( 'post', $variation_ids );

		$variations = array();
		foreach ( $variation_ids as $variation_id ) {
			foreach ( $keys as $key ) {
				// Like the data store's query: only attributes the variation stores take part.
				if ( metadata_exists( 'post', (int) $variation_id, $key ) ) {
					$variations[ (int) $variation_id ][ $key ] = (string) get_post_meta( (int) $variation_id, $key, true );
				}
			}
		}
		return Variation_Matcher::match( $variations, $chosen );
	}

	/**
	 * The shopper's cart, loading it where WooCommerce does not by default (REST, admin-ajax).
	 */
	private function cart(): ?\WC_Cart {
		$woocommerce = WC();
		if ( null === $woocommerce->cart && function_exists( 'wc_load_cart' ) ) {
			wc_load_cart();
		}
		return $woocommerce->cart instanceof \WC_Cart ? $woocommerce->cart : null;
	}

	/**
	 * Error notices WooCommerce queued since $before, as plain text; removed so no page shows them twice.
	 *
	 * @param array<string,mixed>|null $before wc_get_notices() before the call, null when notices are unavailable.
	 * @return list<string>
	 */
	private function take_error_notices( ?array $before ): array {
		if ( null === $before || ! function_exists( 'wc_get_notices' ) ) {
			return array();
		}
		$after    = (array) wc_get_notices();
		$messages = array();
		foreach ( array_slice( (array) ( $after['error'] ?? array() ), count( (array) ( $before['error'] ?? array() ) ) ) as $notice ) {
			// WooCommerce 3.9+ keeps array( 'notice' => …, 'data' => … ); older ones a string.
			$text = is_array( $notice ) ? ( $notice['notice'] ?? '' ) : $notice;
			$text = trim( html_entity_decode( wp_strip_all_tags( (string) $text ), ENT_QUOTES, 'UTF-8' ) );
			if ( '' !== $text ) {
				$messages[] = $text;
			}
		}
		$this->restore_notices( $before );
		return $messages;
	}

	/**
	 * Puts WooCommerce's notices back as they were.
	 *
	 * @param array<string,mixed> $notices wc_get_notices() from before.
	 */
	private function restore_notices( array $notices ): void {
		if ( function_exists( 'wc_set_notices' ) ) {
			wc_set_notices( $notices );
			return;
		}
		if ( ! function_exists( 'wc_clear_notices' ) || ! function_exists( 'wc_add_notice' ) ) {
			return;
		}
		// WooCommerce has had wc_set_notices() since 2.6; this only serves one without it.
		wc_clear_notices();
		foreach ( $notices as $type => $list ) {
			foreach ( (array) $list as $notice ) {
				wc_add_notice( is_array( $notice ) ? (string) ( $notice['notice'] ?? '' ) : (string) $notice, (string) $type, is_array( $notice ) ? (array) ( $notice['data'] ?? array() ) : array() );
			}
		}
	}
}
