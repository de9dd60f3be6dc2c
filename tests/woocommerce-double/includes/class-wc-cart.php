<?php
/**
 * WC_Cart: the cart, its session and its totals (no taxes, coupons, fees or shipping costs).
 *
 * The session keeps `cart` (items without their product object), `cart_totals` and
 * `removed_cart_contents`, as WooCommerce's WC_Cart_Session; logged-in customers also keep
 * the user meta `_woocommerce_persistent_cart_<blog_id>` = `['cart' => items]`.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * The cart.
 */
class WC_Cart {

	/** @var array Cart items by key. */
	public $cart_contents = array();

	/** @var array Items removed, restorable. */
	public $removed_cart_contents = array();

	/** @var string[] Coupons are not part of the double. */
	public $applied_coupons = array();

	/** @var array */
	protected $totals = array();

	/** @var bool Loaded from the session already. */
	protected $loaded = false;

	/** Default totals, as WooCommerce's. */
	protected const DEFAULT_TOTALS = array(
		'subtotal'            => 0,
		'subtotal_tax'        => 0,
		'shipping_total'      => 0,
		'shipping_tax'        => 0,
		'shipping_taxes'      => array(),
		'discount_total'      => 0,
		'discount_tax'        => 0,
		'cart_contents_total' => 0,
		'cart_contents_tax'   => 0,
		'cart_contents_taxes' => array(),
		'fee_total'           => 0,
		'fee_tax'             => 0,
		'fee_taxes'           => array(),
		'total'               => 0,
		'total_tax'           => 0,
	);

	/**
	 * Hooks the session and the persistent cart, as WC_Cart_Session does.
	 */
	public function __construct() {
		$this->totals = self::DEFAULT_TOTALS;
		add_action( 'woocommerce_add_to_cart', array( $this, 'persistent_cart_update' ) );
		add_action( 'woocommerce_cart_item_removed', array( $this, 'persistent_cart_update' ) );
		add_action( 'woocommerce_cart_item_set_quantity', array( $this, 'persistent_cart_update' ) );
		add_action( 'woocommerce_after_calculate_totals', array( $this, 'set_session' ), 1000 );
		add_action( 'woocommerce_cart_emptied', array( $this, 'destroy_cart_session' ) );
		// WC_Cart_Session::init(): every front-end request reads the cart once WordPress is loaded,
		// so handlers running later (wc-ajax, form handlers) find the lines in cart_contents.
		add_action( 'wp_loaded', array( $this, 'maybe_load_cart_from_session' ) );
	}

	/** Loads the cart from the session on wp_loaded, unless something already has. */
	public function maybe_load_cart_from_session() {
		if ( ! $this->loaded ) {
			$this->get_cart_from_session();
		}
	}

	/*
	|--------------------------------------------------------------------------
	| Session
	|--------------------------------------------------------------------------
	*/

	/**
	 * Loads the items from the session (or the persistent cart), dropping what can no longer be bought.
	 */
	public function get_cart_from_session() {
		$this->loaded = true;
		do_action( 'woocommerce_load_cart_from_session' );
		$session = WC()->session;
		if ( ! $session ) {
			return;
		}
		$this->totals                = (array) $session->get( 'cart_totals', null ) + self::DEFAULT_TOTALS;
		$this->removed_cart_contents = array_filter( (array) $session->get( 'removed_cart_contents', array() ) );
		$cart                        = (array) $session->get( 'cart', null );
		$update                      = false;
		if ( ! array_filter( $cart ) && is_user_logged_in() && apply_filters( 'woocommerce_persistent_cart_enabled', true ) ) {
			$saved = get_user_meta( get_current_user_id(), '_woocommerce_persistent_cart_' . get_current_blog_id(), true );
			if ( is_array( $saved ) && ! empty( $saved['cart'] ) ) {
				$cart   = $saved['cart'];
				$update = true;
			}
		}
		$contents = array();
		foreach ( array_filter( $cart ) as $key => $values ) {
			if ( ! is_array( $values ) || ! isset( $values['product_id'], $values['quantity'] ) ) {
				continue;
			}
			$product = wc_get_product( ! empty( $values['variation_id'] ) ? $values['variation_id'] : $values['product_id'] );
			if ( ! $product || $values['quantity'] < 0 ) {
				$update = true;
				continue;
			}
			if ( ! $product->is_purchasable() ) {
				$update = true;
				/* translators: %s: product name */
				wc_add_notice( sprintf( __( '%s has been removed from your cart because it can no longer be purchased. Please contact us if you need assistance.', 'woocommerce' ), $product->get_name() ), 'error' );
				do_action( 'woocommerce_remove_cart_item_from_session', $key, $values, $product );
				continue;
			}
			if ( ! empty( $values['data_hash'] ) && ! hash_equals( $values['data_hash'], wc_get_cart_item_data_hash( $product ) ) ) {
				$update = true;
				/* translators: %1$s: product name. %2$s product permalink */
				wc_add_notice( sprintf( __( '%1$s has been removed from your cart because it has since been modified. You can add it back to your cart <a href="%2$s">here</a>.', 'woocommerce' ), $product->get_name(), $product->get_permalink() ), 'notice' );
				do_action( 'woocommerce_remove_cart_item_from_session', $key, $values, $product );
				continue;
			}
			$contents[ $key ] = apply_filters( 'woocommerce_get_cart_item_from_session', array_merge( $values, array( 'data' => $product ) ), $values, $key );
		}
		// WooCommerce: includes/class-wc-cart-session.php, WC_Cart_Session::get_cart_from_session(): an
		// empty session cart leaves the lines already in memory; a non-empty one replaces them.
		if ( ! empty( $contents ) ) {
			$this->cart_contents = apply_filters( 'woocommerce_cart_contents_changed', $contents );
		}
		do_action( 'woocommerce_cart_loaded_from_session', $this );
		if ( $update ) {
			$this->calculate_totals();
		}
	}

	/**
	 * Items as stored in the session: without the product object.
	 *
	 * @return array
	 */
	public function get_cart_for_session() {
		$cart_session = array();
		foreach ( $this->get_cart() as $key => $values ) {
			$cart_session[ $key ] = $values;
			unset( $cart_session[ $key ]['data'] );
		}
		return $cart_session;
	}

	/**
	 * Writes the cart to the session.
	 */
	public function set_session() {
		if ( ! WC()->session ) {
			return;
		}
		WC()->session->set( 'cart', $this->get_cart_for_session() );
		WC()->session->set( 'cart_totals', $this->totals );
		WC()->session->set( 'applied_coupons', $this->applied_coupons );
		WC()->session->set( 'removed_cart_contents', $this->removed_cart_contents );
		do_action( 'woocommerce_cart_updated' );
		// WooCommerce sets these on add to cart and again at `wp`/`shutdown`; here once the totals are final.
		$this->maybe_set_cart_cookies();
	}

	/**
	 * Empties the cart's session entries.
	 */
	public function destroy_cart_session() {
		if ( WC()->session ) {
			WC()->session->set( 'cart', null );
			WC()->session->set( 'cart_totals', null );
			WC()->session->set( 'applied_coupons', null );
			WC()->session->set( 'removed_cart_contents', null );
		}
	}

	/**
	 * The logged-in customer's persistent cart follows every change.
	 */
	public function persistent_cart_update() {
		if ( get_current_user_id() && apply_filters( 'woocommerce_persistent_cart_enabled', true ) ) {
			update_user_meta( get_current_user_id(), '_woocommerce_persistent_cart_' . get_current_blog_id(), array( 'cart' => $this->get_cart_for_session() ) );
		}
	}

	/**
	 * Removes the persistent cart.
	 */
	public function persistent_cart_destroy() {
		if ( get_current_user_id() && apply_filters( 'woocommerce_persistent_cart_enabled', true ) ) {
			delete_user_meta( get_current_user_id(), '_woocommerce_persistent_cart_' . get_current_blog_id() );
		}
	}

	/**
	 * The `woocommerce_items_in_cart` and `woocommerce_cart_hash` cookies; then the session cookie.
	 *
	 * As WooCommerce (9.0–10.0.2, WC_Cart_Session::maybe_set_cart_cookies()): nothing once output
	 * has been sent or before `wp_loaded`.
	 */
	public function maybe_set_cart_cookies() {
		if ( headers_sent() || ! did_action( 'wp_loaded' ) ) {
			return;
		}
		$set = ! $this->is_empty();
		if ( $set ) {
			wc_setcookie( 'woocommerce_items_in_cart', '1' );
			wc_setcookie( 'woocommerce_cart_hash', $this->get_cart_hash() );
		} elseif ( isset( $_COOKIE['woocommerce_items_in_cart'] ) ) {
			wc_setcookie( 'woocommerce_items_in_cart', 0, time() - HOUR_IN_SECONDS );
			wc_setcookie( 'woocommerce_cart_hash', '', time() - HOUR_IN_SECONDS );
		}
		do_action( 'woocommerce_set_cart_cookies', $set );
	}

	/*
	|--------------------------------------------------------------------------
	| Items
	|--------------------------------------------------------------------------
	*/

	/**
	 * The items, loading them from the session the first time.
	 *
	 * @return array
	 */
	public function get_cart() {
		if ( ! $this->loaded ) {
			$this->get_cart_from_session();
		}
		return array_filter( $this->get_cart_contents() );
	}

	/** @return array */
	public function get_cart_contents() {
		return apply_filters( 'woocommerce_get_cart_contents', (array) $this->cart_contents );
	}

	/** @param array $value Items. */
	public function set_cart_contents( $value ) {
		$this->cart_contents = (array) $value;
	}

	/** @return bool */
	public function is_empty() {
		return 0 === count( $this->get_cart() );
	}

	/** @return int|float The sum of the quantities. */
	public function get_cart_contents_count() {
		return apply_filters( 'woocommerce_cart_contents_count', array_sum( wp_list_pluck( $this->get_cart(), 'quantity' ) ) );
	}

	/**
	 * @param string $item_key Key.
	 * @return array Empty when missing.
	 */
	public function get_cart_item( $item_key ) {
		$cart = $this->get_cart();
		return isset( $cart[ $item_key ] ) ? $cart[ $item_key ] : array();
	}

	/**
	 * @param string $cart_id Key.
	 * @return string The key when the item is in the cart, else ''.
	 */
	public function find_product_in_cart( $cart_id = false ) {
		// WooCommerce: includes/class-wc-cart.php, WC_Cart::find_product_in_cart(): reads cart_contents
		// as it is, without loading the session (callers load the cart first).
		if ( false !== $cart_id ) {
			if ( is_array( $this->cart_contents ) && isset( $this->cart_contents[ $cart_id ] ) ) {
				return $cart_id;
			}
		}
		return '';
	}

	/**
	 * The item key: md5 of product id, variation id, attributes and extra data.
	 *
	 * @param int   $product_id     Product.
	 * @param int   $variation_id   Variation.
	 * @param array $variation      Attributes.
	 * @param array $cart_item_data Extra data.
	 * @return string
	 */
	public function generate_cart_id( $product_id, $variation_id = 0, $variation = array(), $cart_item_data = array() ) {
		$id_parts = array( $product_id );
		if ( $variation_id && 0 !== $variation_id ) {
			$id_parts[] = $variation_id;
		}
		if ( is_array( $variation ) && ! empty( $variation ) ) {
			$variation_key = '';
			foreach ( $variation as $key => $value ) {
				$variation_key .= trim( $key ) . trim( $value );
			}
			$id_parts[] = $variation_key;
		}
		if ( is_array( $cart_item_data ) && ! empty( $cart_item_data ) ) {
			$cart_item_data_key = '';
			foreach ( $cart_item_data as $key => $value ) {
				if ( is_array( $value ) || is_object( $value ) ) {
					$value = http_build_query( $value );
				}
				$cart_item_data_key .= trim( $key ) . trim( $value );
			}
			$id_parts[] = $cart_item_data_key;
		}
		return apply_filters( 'woocommerce_cart_id', md5( implode( '_', $id_parts ) ), $product_id, $variation_id, $variation, $cart_item_data );
	}

	/**
	 * Quantities in the cart per stock-managing product id.
	 *
	 * @return array<int,int>
	 */
	public function get_cart_item_quantities() {
		$quantities = array();
		foreach ( $this->get_cart() as $values ) {
			$product = $values['data'];
			$id      = $product->get_id();
			if ( 'parent' === $product->get_manage_stock() ) {
				$id = $product->get_parent_id();
			}
			$quantities[ $id ] = isset( $quantities[ $id ] ) ? $quantities[ $id ] + $values['quantity'] : $values['quantity'];
		}
		return $quantities;
	}

	/**
	 * Adds a product or a variation (a variable product without a variation id is refused, as in
	 * WooCommerce); the same line again adds to its quantity. Failures add an error notice and
	 * return false. WooCommerce: includes/class-wc-cart.php, WC_Cart::add_to_cart().
	 *
	 * The filter `woocommerce_add_to_cart_validation` is not applied here: WooCommerce applies it
	 * in its callers (form handler, wc-ajax add_to_cart, the Store API).
	 *
	 * @param int   $product_id     Product (or variation) id.
	 * @param int   $quantity       Quantity.
	 * @param int   $variation_id   Variation id.
	 * @param array $variation      `attribute_pa_color => red`.
	 * @param array $cart_item_data Extra data.
	 * @return string|false The item key.
	 */
	public function add_to_cart( $product_id = 0, $quantity = 1, $variation_id = 0, $variation = array(), $cart_item_data = array() ) {
		try {
			$product_id   = absint( $product_id );
			$variation_id = absint( $variation_id );
			if ( 'product_variation' === get_post_type( $product_id ) ) {
				$variation_id = $product_id;
				$product_id   = wp_get_post_parent_id( $variation_id );
			}
			$product_data = wc_get_product( $variation_id ? $variation_id : $product_id );
			$quantity     = apply_filters( 'woocommerce_add_to_cart_quantity', $quantity, $product_id );
			if ( $quantity <= 0 || ! $product_data || 'trash' === $product_data->get_status() ) {
				return false;
			}
			// WooCommerce: includes/class-wc-cart.php, WC_Cart::add_to_cart(): a variable product cannot be
			// added without a specified variation (the cart does not look one up from attributes).
			if ( ! $variation_id && $product_data->is_type( 'variable' ) ) {
				/* translators: 1: product link, 2: product name */
				throw new Exception( sprintf( __( 'Please choose product options by visiting <a href="%1$s" title="%2$s">%2$s</a>.', 'woocommerce' ), esc_url( $product_data->get_permalink() ), esc_html( $product_data->get_name() ) ) );
			}
			if ( $product_data->is_type( 'variation' ) ) {
				$missing_attributes = array();
				$parent_data        = wc_get_product( $product_data->get_parent_id() );

				// Filter out 'any' variations, which are empty, as they need to be explicitly specified while adding to cart.
				$variation_attributes = array_filter( $product_data->get_variation_attributes() );

				// Gather posted attributes.
				$posted_attributes = array();
				foreach ( $parent_data->get_attributes() as $attribute ) {
					if ( ! $attribute['is_variation'] ) {
						continue;
					}
					$attribute_key = 'attribute_' . sanitize_title( $attribute['name'] );
					if ( isset( $variation[ $attribute_key ] ) ) {
						if ( $attribute['is_taxonomy'] ) {
							// Don't use wc_clean as it destroys sanitized characters.
							$value = sanitize_title( wp_unslash( $variation[ $attribute_key ] ) );
						} else {
							$value = html_entity_decode( wc_clean( wp_unslash( $variation[ $attribute_key ] ) ), ENT_QUOTES, get_bloginfo( 'charset' ) );
						}
						// Don't include if it's empty.
						if ( ! empty( $value ) || '0' === $value ) {
							$posted_attributes[ $attribute_key ] = $value;
						}
					}
				}

				// Merge variation attributes and posted attributes.
				$posted_and_variation_attributes = array_merge( $variation_attributes, $posted_attributes );

				// If no variation ID is set, attempt to get a variation ID from posted attributes.
				if ( empty( $variation_id ) ) {
					$data_store   = WC_Data_Store::load( 'product' );
					$variation_id = $data_store->find_matching_product_variation( $parent_data, $posted_attributes );
				}

				// Do we have a variation ID?
				if ( empty( $variation_id ) ) {
					throw new Exception( __( 'Please choose product options&hellip;', 'woocommerce' ) );
				}

				// Check the data we have is valid.
				$variation_data = wc_get_product_variation_attributes( $variation_id );
				$attributes     = array();

				foreach ( $parent_data->get_attributes() as $attribute ) {
					if ( ! $attribute['is_variation'] ) {
						continue;
					}

					// Get valid value from variation data.
					$attribute_key = 'attribute_' . sanitize_title( $attribute['name'] );
					$valid_value   = isset( $variation_data[ $attribute_key ] ) ? $variation_data[ $attribute_key ] : '';

					// If the attribute value was posted, check if it's valid.
					// If no attribute was posted, only error if the variation has an 'any' attribute which requires a value.
					if ( isset( $posted_and_variation_attributes[ $attribute_key ] ) ) {
						$value = $posted_and_variation_attributes[ $attribute_key ];

						// Allow if valid or show error.
						if ( $valid_value === $value ) {
							$attributes[ $attribute_key ] = $value;
						} elseif ( '' === $valid_value && in_array( $value, $attribute->get_slugs(), true ) ) {
							// If valid values are empty, this is an 'any' variation so get all possible values.
							$attributes[ $attribute_key ] = $value;
						} else {
							/* translators: %s: Attribute name. */
							throw new Exception( sprintf( __( 'Invalid value posted for %s', 'woocommerce' ), wc_attribute_label( $attribute['name'] ) ) );
						}
					} elseif ( '' === $valid_value ) {
						$missing_attributes[] = wc_attribute_label( $attribute['name'] );
					}

					$variation = $attributes;
				}
				if ( ! empty( $missing_attributes ) ) {
					/* translators: %s: Attribute name. */
					throw new Exception( sprintf( _n( '%s is a required field', '%s are required fields', count( $missing_attributes ), 'woocommerce' ), wc_format_list_of_items( $missing_attributes ) ) );
				}
			}
			if ( 0 < $variation_id && ( ! $product_data->is_type( 'variation' ) || $product_data->get_parent_id() !== $product_id ) ) {
				$product = wc_get_product( $product_id );
				/* translators: 1: product link, 2: product name */
				throw new Exception( sprintf( __( 'The selected product isn\'t a variation of %2$s, please choose product options by visiting <a href="%1$s" title="%2$s">%2$s</a>.', 'woocommerce' ), esc_url( $product ? $product->get_permalink() : '' ), esc_html( $product ? $product->get_name() : '' ) ) );
			}
			$cart_item_data = (array) apply_filters( 'woocommerce_add_cart_item_data', $cart_item_data, $product_id, $variation_id, $quantity );
			$cart_id        = $this->generate_cart_id( $product_id, $variation_id, $variation, $cart_item_data );
			$cart_item_key  = $this->find_product_in_cart( $cart_id );

			if ( $product_data->is_sold_individually() ) {
				$quantity      = apply_filters( 'woocommerce_add_to_cart_sold_individually_quantity', 1, $quantity, $product_id, $variation_id, $cart_item_data );
				$found_in_cart = apply_filters( 'woocommerce_add_to_cart_sold_individually_found_in_cart', $cart_item_key && $this->cart_contents[ $cart_item_key ]['quantity'] > 0, $product_id, $variation_id, $cart_item_data, $cart_id );
				if ( $found_in_cart ) {
					/* translators: %s: product name */
					$message = apply_filters( 'woocommerce_cart_product_cannot_add_another_message', sprintf( __( 'You cannot add another "%s" to your cart.', 'woocommerce' ), $product_data->get_name() ), $product_data );
					throw new Exception( sprintf( '%s <a href="%s" class="button wc-forward">%s</a>', $message, esc_url( wc_get_cart_url() ), __( 'View cart', 'woocommerce' ) ) );
				}
			}
			if ( ! $product_data->is_purchasable() ) {
				throw new Exception( apply_filters( 'woocommerce_cart_product_cannot_be_purchased_message', __( 'Sorry, this product cannot be purchased.', 'woocommerce' ), $product_data ) );
			}
			if ( ! $product_data->is_in_stock() ) {
				/* translators: %s: product name */
				throw new Exception( apply_filters( 'woocommerce_cart_product_out_of_stock_message', sprintf( __( 'You cannot add &quot;%s&quot; to the cart because the product is out of stock.', 'woocommerce' ), $product_data->get_name() ), $product_data ) );
			}
			if ( ! $product_data->has_enough_stock( $quantity ) ) {
				$stock_quantity = $product_data->get_stock_quantity();
				/* translators: 1: product name 2: quantity in stock */
				throw new Exception( apply_filters( 'woocommerce_cart_product_not_enough_stock_message', sprintf( __( 'You cannot add that amount of &quot;%1$s&quot; to the cart because there is not enough stock (%2$s remaining).', 'woocommerce' ), $product_data->get_name(), wc_format_stock_quantity_for_display( $stock_quantity, $product_data ) ), $product_data, $stock_quantity ) );
			}
			if ( $product_data->managing_stock() ) {
				$in_cart  = $this->get_cart_item_quantities();
				$stock_id = 'parent' === $product_data->get_manage_stock() ? $product_data->get_parent_id() : $product_data->get_id();
				if ( isset( $in_cart[ $stock_id ] ) && ! $product_data->has_enough_stock( $in_cart[ $stock_id ] + $quantity ) ) {
					$stock_quantity = $product_data->get_stock_quantity();
					/* translators: 1: quantity in stock 2: current quantity */
					$message = sprintf( '%s <a href="%s" class="button wc-forward">%s</a>', sprintf( __( 'You cannot add that amount to the cart &mdash; we have %1$s in stock and you already have %2$s in your cart.', 'woocommerce' ), wc_format_stock_quantity_for_display( $stock_quantity, $product_data ), wc_format_stock_quantity_for_display( $in_cart[ $stock_id ], $product_data ) ), wc_get_cart_url(), __( 'View cart', 'woocommerce' ) );
					throw new Exception( apply_filters( 'woocommerce_cart_product_not_enough_stock_already_in_cart_message', $message, $product_data, $stock_quantity, $in_cart[ $stock_id ] ) );
				}
			}

			if ( $cart_item_key ) {
				$this->set_quantity( $cart_item_key, $quantity + $this->cart_contents[ $cart_item_key ]['quantity'], false );
			} else {
				$cart_item_key                         = $cart_id;
				$this->cart_contents[ $cart_item_key ] = apply_filters(
					'woocommerce_add_cart_item',
					array_merge(
						$cart_item_data,
						array(
							'key'          => $cart_item_key,
							'product_id'   => $product_id,
							'variation_id' => $variation_id,
							'variation'    => $variation,
							'quantity'     => $quantity,
							'data'         => $product_data,
							'data_hash'    => wc_get_cart_item_data_hash( $product_data ),
						)
					),
					$cart_item_key
				);
			}
			$this->cart_contents = apply_filters( 'woocommerce_cart_contents_changed', $this->cart_contents );
			do_action( 'woocommerce_add_to_cart', $cart_item_key, $product_id, $quantity, $variation_id, $variation, $cart_item_data );
			$this->calculate_totals();
			return $cart_item_key;
		} catch ( Exception $e ) {
			if ( $e->getMessage() ) {
				wc_add_notice( $e->getMessage(), 'error' );
			}
			return false;
		}
	}

	/**
	 * Sets a line's quantity; 0 removes it.
	 *
	 * @param string $cart_item_key  Key.
	 * @param int    $quantity       Quantity.
	 * @param bool   $refresh_totals Recalculate.
	 * @return bool
	 */
	public function set_quantity( $cart_item_key, $quantity = 1, $refresh_totals = true ) {
		if ( 0 === $quantity || $quantity < 0 ) {
			return $this->remove_cart_item( $cart_item_key );
		}
		if ( ! isset( $this->cart_contents[ $cart_item_key ] ) ) {
			return false;
		}
		$old_quantity                                      = $this->cart_contents[ $cart_item_key ]['quantity'];
		$this->cart_contents[ $cart_item_key ]['quantity'] = $quantity;
		do_action( 'woocommerce_after_cart_item_quantity_update', $cart_item_key, $quantity, $old_quantity, $this );
		if ( $refresh_totals ) {
			$this->calculate_totals();
		}
		do_action( 'woocommerce_cart_item_set_quantity', $cart_item_key, $quantity, $this );
		return true;
	}

	/**
	 * Removes a line (restorable).
	 *
	 * @param string $cart_item_key Key.
	 * @return bool
	 */
	public function remove_cart_item( $cart_item_key ) {
		if ( isset( $this->cart_contents[ $cart_item_key ] ) ) {
			$this->removed_cart_contents[ $cart_item_key ] = $this->cart_contents[ $cart_item_key ];
			unset( $this->removed_cart_contents[ $cart_item_key ]['data'] );
			do_action( 'woocommerce_remove_cart_item', $cart_item_key, $this );
			unset( $this->cart_contents[ $cart_item_key ] );
			do_action( 'woocommerce_cart_item_removed', $cart_item_key, $this );
			$this->calculate_totals();
			return true;
		}
		return false;
	}

	/**
	 * Puts a removed line back.
	 *
	 * @param string $cart_item_key Key.
	 * @return bool
	 */
	public function restore_cart_item( $cart_item_key ) {
		if ( isset( $this->removed_cart_contents[ $cart_item_key ] ) ) {
			$restore         = $this->removed_cart_contents[ $cart_item_key ];
			$restore['data'] = wc_get_product( $restore['variation_id'] ? $restore['variation_id'] : $restore['product_id'] );
			do_action( 'woocommerce_restore_cart_item', $cart_item_key, $this );
			$this->cart_contents[ $cart_item_key ] = $restore;
			unset( $this->removed_cart_contents[ $cart_item_key ] );
			do_action( 'woocommerce_cart_item_restored', $cart_item_key, $this );
			$this->calculate_totals();
			return true;
		}
		return false;
	}

	/**
	 * Empties the cart.
	 *
	 * @param bool $clear_persistent_cart Also the user's saved cart.
	 */
	public function empty_cart( $clear_persistent_cart = true ) {
		do_action( 'woocommerce_before_cart_emptied', $clear_persistent_cart );
		$this->cart_contents         = array();
		$this->removed_cart_contents = array();
		$this->totals                = self::DEFAULT_TOTALS;
		if ( $clear_persistent_cart ) {
			$this->persistent_cart_destroy();
		}
		do_action( 'woocommerce_cart_emptied', $clear_persistent_cart );
	}

	/*
	|--------------------------------------------------------------------------
	| Totals
	|--------------------------------------------------------------------------
	*/

	/**
	 * Line and cart totals in the store currency (no taxes, discounts, fees or shipping).
	 */
	public function calculate_totals() {
		do_action( 'woocommerce_before_calculate_totals', $this );
		$decimals = wc_get_price_decimals();
		$subtotal = 0.0;
		foreach ( $this->get_cart() as $key => $item ) {
			$line = round( (float) wc_get_price_excluding_tax( $item['data'], array( 'qty' => $item['quantity'] ) ), $decimals );
			$this->cart_contents[ $key ]['line_tax_data']     = array(
				'subtotal' => array(),
				'total'    => array(),
			);
			$this->cart_contents[ $key ]['line_subtotal']     = $line;
			$this->cart_contents[ $key ]['line_subtotal_tax'] = 0;
			$this->cart_contents[ $key ]['line_total']        = $line;
			$this->cart_contents[ $key ]['line_tax']          = 0;
			$subtotal                                        += $line;
		}
		$subtotal     = round( $subtotal, $decimals );
		$this->totals = array_merge(
			self::DEFAULT_TOTALS,
			array(
				'subtotal'            => $subtotal,
				'cart_contents_total' => $subtotal,
				// WC_Cart::set_total(): wc_format_decimal(), a string (WooCommerce 9.0–10.0.2).
				'total'               => wc_format_decimal( max( 0, apply_filters( 'woocommerce_calculated_total', $subtotal, $this ) ), $decimals ),
			)
		);
		do_action( 'woocommerce_after_calculate_totals', $this );
	}

	/** @return array */
	public function get_totals() {
		return empty( $this->totals ) ? self::DEFAULT_TOTALS : $this->totals;
	}

	/**
	 * As WooCommerce: the stored total (a decimal string once calculated, 0 before), formatted for view.
	 *
	 * @param string $context view (formatted) or edit (the stored value).
	 * @return int|string
	 */
	public function get_total( $context = 'view' ) {
		$total = apply_filters( 'woocommerce_cart_get_total', $this->get_totals()['total'] );
		return 'view' === $context ? apply_filters( 'woocommerce_cart_total', wc_price( $total ) ) : $total;
	}

	/** @return float */
	public function get_subtotal() {
		return (float) $this->get_totals()['subtotal'];
	}

	/** @return float */
	public function get_subtotal_tax() {
		return 0.0;
	}

	/** @return float */
	public function get_cart_contents_total() {
		return (float) $this->get_totals()['cart_contents_total'];
	}

	/** @return float */
	public function get_total_tax() {
		return 0.0;
	}

	/** @return float */
	public function get_discount_total() {
		return 0.0;
	}

	/** @return float */
	public function get_shipping_total() {
		return 0.0;
	}

	/** @return float */
	public function get_fee_total() {
		return 0.0;
	}

	/** @return array */
	public function get_fees() {
		return array();
	}

	/** @return array */
	public function get_applied_coupons() {
		return array();
	}

	/**
	 * @param bool $compound Unused.
	 * @return string The subtotal, formatted.
	 */
	public function get_cart_subtotal( $compound = false ) {
		return apply_filters( 'woocommerce_cart_subtotal', wc_price( $this->get_subtotal() ), $compound, $this );
	}

	/**
	 * @param WC_Product $product Product.
	 * @return string Unit price, formatted.
	 */
	public function get_product_price( $product ) {
		return apply_filters( 'woocommerce_cart_product_price', wc_price( wc_get_price_to_display( $product ) ), $product );
	}

	/**
	 * @param WC_Product $product  Product.
	 * @param int        $quantity Quantity.
	 * @return string Line subtotal, formatted.
	 */
	public function get_product_subtotal( $product, $quantity ) {
		return apply_filters( 'woocommerce_cart_product_subtotal', wc_price( wc_get_price_to_display( $product, array( 'qty' => $quantity ) ) ), $product, $quantity, $this );
	}

	/** @return string md5 of the session items and the total; '' for an empty cart. */
	public function get_cart_hash() {
		$cart_session = $this->get_cart_for_session();
		$hash         = $cart_session ? md5( wp_json_encode( $cart_session ) . $this->get_total( 'edit' ) ) : '';
		return apply_filters( 'woocommerce_cart_hash', $hash, $cart_session );
	}

	/** @return bool Something to pay. */
	public function needs_payment() {
		return apply_filters( 'woocommerce_cart_needs_payment', 0 < $this->get_total( 'edit' ), $this );
	}

	/** @return bool Some item is not virtual (and shipping is on). */
	public function needs_shipping() {
		if ( 'disabled' === get_option( 'woocommerce_ship_to_countries' ) ) {
			return false;
		}
		$needs = false;
		foreach ( $this->get_cart() as $item ) {
			if ( ! $item['data']->is_virtual() ) {
				$needs = true;
				break;
			}
		}
		return apply_filters( 'woocommerce_cart_needs_shipping', $needs );
	}

	/**
	 * Stock of every line, as before checkout.
	 *
	 * @return bool|WP_Error
	 */
	public function check_cart_item_stock() {
		$quantities = $this->get_cart_item_quantities();
		foreach ( $this->get_cart() as $item ) {
			$product = $item['data'];
			if ( ! $product->is_in_stock() ) {
				/* translators: %s: product name */
				return new WP_Error( 'out-of-stock', sprintf( __( 'Sorry, "%s" is not in stock. Please edit your cart and try again. We apologize for any inconvenience caused.', 'woocommerce' ), $product->get_name() ) );
			}
			$stock_id = 'parent' === $product->get_manage_stock() ? $product->get_parent_id() : $product->get_id();
			if ( $product->managing_stock() && ! $product->has_enough_stock( $quantities[ $stock_id ] ) ) {
				/* translators: 1: product name 2: quantity in stock */
				return new WP_Error( 'out-of-stock', sprintf( __( 'Sorry, we do not have enough "%1$s" in stock to fulfill your order (%2$s available). We apologize for any inconvenience caused.', 'woocommerce' ), $product->get_name(), wc_format_stock_quantity_for_display( $product->get_stock_quantity(), $product ) ) );
			}
		}
		return true;
	}
}
