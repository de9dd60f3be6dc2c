<?php
/**
 * The Store API's cart routes and what CartController does for them.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * GET /cart, POST /cart/add-item, /cart/update-item, /cart/remove-item.
 */
class WC_Store_API_Cart_Routes {

	/**
	 * @param string $namespace wc/store/v1 or wc/store.
	 */
	public function register( $namespace ) {
		$batch = array( 'v1' => true );
		register_rest_route(
			$namespace,
			'/cart',
			array(
				array(
					'methods'             => 'GET',
					'callback'            => fn( $request ) => WC_Store_API::respond( $request, array( $this, 'get_cart' ) ),
					'permission_callback' => '__return_true',
				),
				'allow_batch' => $batch,
			)
		);
		register_rest_route(
			$namespace,
			'/cart/add-item',
			array(
				array(
					'methods'             => 'POST',
					'callback'            => fn( $request ) => WC_Store_API::respond( $request, array( $this, 'add_item' ) ),
					'permission_callback' => '__return_true',
					'args'                => array(
						'id'        => array(
							'description'       => __( 'The cart item product or variation ID.', 'woocommerce' ),
							'type'              => 'integer',
							'sanitize_callback' => 'absint',
						),
						'quantity'  => array(
							'description' => __( 'Quantity of this item to add to the cart.', 'woocommerce' ),
							'type'        => 'number',
							'arg_options' => array( 'sanitize_callback' => 'wc_stock_amount' ),
						),
						'variation' => array(
							'description' => __( 'Chosen attributes (for variations).', 'woocommerce' ),
							'type'        => 'array',
							'items'       => array(
								'type'       => 'object',
								'properties' => array(
									'attribute' => array( 'type' => 'string' ),
									'value'     => array( 'type' => 'string' ),
								),
							),
						),
					),
				),
				'allow_batch' => $batch,
			)
		);
		register_rest_route(
			$namespace,
			'/cart/update-item',
			array(
				array(
					'methods'             => 'POST',
					'callback'            => fn( $request ) => WC_Store_API::respond( $request, array( $this, 'update_item' ) ),
					'permission_callback' => '__return_true',
					'args'                => array(
						'key'      => array(
							'description' => __( 'Unique identifier (key) for the cart item to update.', 'woocommerce' ),
							'type'        => 'string',
						),
						'quantity' => array(
							'description' => __( 'New quantity of the item in the cart.', 'woocommerce' ),
							'type'        => 'number',
							'arg_options' => array( 'sanitize_callback' => 'wc_stock_amount' ),
						),
					),
				),
				'allow_batch' => $batch,
			)
		);
		register_rest_route(
			$namespace,
			'/cart/remove-item',
			array(
				array(
					'methods'             => 'POST',
					'callback'            => fn( $request ) => WC_Store_API::respond( $request, array( $this, 'remove_item' ) ),
					'permission_callback' => '__return_true',
					'args'                => array(
						'key' => array(
							'description' => __( 'Unique identifier (key) for the cart item.', 'woocommerce' ),
							'type'        => 'string',
						),
					),
				),
				'allow_batch' => $batch,
			)
		);
	}

	/**
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response 200.
	 */
	public function get_cart( WP_REST_Request $request ) {
		return rest_ensure_response( WC_Store_API_Schema::cart( WC()->cart ) );
	}

	/**
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response 201 with the cart.
	 * @throws WC_Data_Exception On error.
	 */
	public function add_item( WP_REST_Request $request ) {
		if ( ! empty( $request['key'] ) ) {
			throw new WC_Data_Exception( 'woocommerce_rest_cart_item_exists', __( 'Cannot create an existing cart item.', 'woocommerce' ), 400 );
		}
		$data = apply_filters(
			'woocommerce_store_api_add_to_cart_data',
			array(
				'id'             => $request['id'],
				'quantity'       => $request['quantity'],
				'variation'      => $request['variation'],
				'cart_item_data' => array(),
			),
			$request
		);
		$this->add_to_cart( $data );
		$response = rest_ensure_response( WC_Store_API_Schema::cart( WC()->cart ) );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response 200 with the cart.
	 * @throws WC_Data_Exception On error.
	 */
	public function update_item( WP_REST_Request $request ) {
		$cart      = WC()->cart;
		$cart_item = $cart->get_cart_item( (string) $request['key'] );
		if ( empty( $cart_item ) ) {
			throw new WC_Data_Exception( 'woocommerce_rest_cart_invalid_key', __( 'Cart item does not exist.', 'woocommerce' ), 409 );
		}
		if ( isset( $request['quantity'] ) ) {
			$product  = $cart_item['data'];
			$quantity = wc_stock_amount( $request['quantity'] );
			if ( ! $product instanceof WC_Product ) {
				throw new WC_Data_Exception( 'woocommerce_rest_cart_invalid_product', __( 'Cart item is invalid.', 'woocommerce' ), 404 );
			}
			if ( $quantity <= 0 ) {
				/* translators: %s: product name */
				throw new WC_Data_Exception( 'woocommerce_rest_product_invalid_quantity', sprintf( esc_html__( 'You cannot add &quot;%s&quot; with a quantity less than or equal to 0 to the cart.', 'woocommerce' ), esc_html( $product->get_name() ) ), 400 );
			}
			if ( ! $product->is_in_stock() ) {
				throw new WC_Data_Exception( 'woocommerce_rest_product_out_of_stock', $this->out_of_stock_message( $product ), 400 );
			}
			$in_other_lines = $this->get_product_quantity_in_cart( $product ) - $cart_item['quantity'];
			if ( $product->managing_stock() && ! $product->backorders_allowed() && $product->get_stock_quantity() < $in_other_lines + $quantity ) {
				throw new WC_Data_Exception( 'woocommerce_rest_product_partially_out_of_stock', $this->partial_stock_message( $product ), 400 );
			}
			if ( $product->is_sold_individually() && $quantity > 1 ) {
				/* translators: %s: product name */
				throw new WC_Data_Exception( 'woocommerce_rest_product_invalid_quantity', sprintf( __( 'The maximum quantity of &quot;%s&quot; allowed in the cart is 1.', 'woocommerce' ), $product->get_name() ), 400 );
			}
			$cart->set_quantity( $request['key'], $quantity );
		}
		return rest_ensure_response( WC_Store_API_Schema::cart( $cart ) );
	}

	/**
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response 200 with the cart.
	 * @throws WC_Data_Exception On error.
	 */
	public function remove_item( WP_REST_Request $request ) {
		$cart = WC()->cart;
		if ( empty( $cart->get_cart_item( (string) $request['key'] ) ) ) {
			throw new WC_Data_Exception( 'woocommerce_rest_cart_invalid_key', __( 'Cart item no longer exists or is invalid.', 'woocommerce' ), 409 );
		}
		$cart->remove_cart_item( $request['key'] );
		return rest_ensure_response( WC_Store_API_Schema::cart( $cart ) );
	}

	/*
	|--------------------------------------------------------------------------
	| CartController
	|--------------------------------------------------------------------------
	*/

	/**
	 * Adds to the cart or merges into the existing line; every failure throws a coded error.
	 *
	 * @param array $request id, quantity, variation, cart_item_data.
	 * @return string The line's key.
	 * @throws WC_Data_Exception On error.
	 */
	public function add_to_cart( $request ) {
		$cart    = WC()->cart;
		$request = wp_parse_args(
			$request,
			array(
				'id'             => 0,
				'quantity'       => null,
				'variation'      => array(),
				'cart_item_data' => array(),
			)
		);
		$request = $this->parse_variation_data( $request );
		$product = $this->get_product_for_cart( $request );
		if ( null === $request['quantity'] ) {
			$request['quantity'] = $product->get_min_purchase_quantity();
		}
		$product_id   = $product->is_type( 'variation' ) ? $product->get_parent_id() : $product->get_id();
		$variation_id = $product->is_type( 'variation' ) ? $product->get_id() : 0;
		$cart_id      = $cart->generate_cart_id( $product_id, $variation_id, $request['variation'], $request['cart_item_data'] );

		$this->validate_add_to_cart( $product, $request, $product_id, $variation_id );

		$existing = $cart->find_product_in_cart( $cart_id );
		if ( $product->is_sold_individually() ) {
			$request['quantity'] = 1;
			if ( $existing ) {
				/* translators: %s: product name */
				throw new WC_Data_Exception( 'woocommerce_rest_product_invalid_quantity', sprintf( __( 'You cannot add another "%s" to your cart.', 'woocommerce' ), $product->get_name() ), 400 );
			}
		}
		if ( $existing ) {
			$cart->set_quantity( $existing, $request['quantity'] + $cart->cart_contents[ $existing ]['quantity'], true );
			return $existing;
		}
		$cart->cart_contents[ $cart_id ] = apply_filters(
			'woocommerce_add_cart_item',
			array_merge(
				$request['cart_item_data'],
				array(
					'key'          => $cart_id,
					'product_id'   => $product_id,
					'variation_id' => $variation_id,
					'variation'    => $request['variation'],
					'quantity'     => $request['quantity'],
					'data'         => $product,
					'data_hash'    => wc_get_cart_item_data_hash( $product ),
				)
			),
			$cart_id
		);
		$cart->cart_contents = apply_filters( 'woocommerce_cart_contents_changed', $cart->cart_contents );
		do_action( 'woocommerce_add_to_cart', $cart_id, $product_id, $request['quantity'], $variation_id, $request['variation'], $request['cart_item_data'] );
		return $cart_id;
	}

	/**
	 * @param array $request Request data.
	 * @return WC_Product
	 * @throws WC_Data_Exception Not found or trashed.
	 */
	protected function get_product_for_cart( $request ) {
		$product = wc_get_product( $request['id'] );
		if ( ! $product || 'trash' === $product->get_status() ) {
			throw new WC_Data_Exception( 'woocommerce_rest_cart_invalid_product', __( 'This product cannot be added to the cart.', 'woocommerce' ), 400 );
		}
		return $product;
	}

	/**
	 * Purchasable, quantity above 0, in stock, enough stock, then `woocommerce_add_to_cart_validation`.
	 *
	 * @param WC_Product $product      Product.
	 * @param array      $request      Request data.
	 * @param int        $product_id   Parent or product id.
	 * @param int        $variation_id Variation id.
	 * @throws WC_Data_Exception On error.
	 */
	protected function validate_add_to_cart( $product, $request, $product_id, $variation_id ) {
		if ( ! $product->is_purchasable() ) {
			$this->throw_default_product_exception( $product );
		}
		if ( $request['quantity'] <= 0 ) {
			/* translators: %s: product name */
			throw new WC_Data_Exception( 'woocommerce_rest_product_invalid_quantity', sprintf( esc_html__( 'You cannot add &quot;%s&quot; with a quantity less than or equal to 0 to the cart.', 'woocommerce' ), esc_html( $product->get_name() ) ), 400 );
		}
		if ( ! $product->is_in_stock() ) {
			throw new WC_Data_Exception( 'woocommerce_rest_product_out_of_stock', $this->out_of_stock_message( $product ), 400 );
		}
		if ( $product->managing_stock() && ! $product->backorders_allowed() ) {
			$remaining = (int) $product->get_stock_quantity();
			if ( $remaining < $this->get_product_quantity_in_cart( $product ) + $request['quantity'] ) {
				throw new WC_Data_Exception( 'woocommerce_rest_product_partially_out_of_stock', $this->partial_stock_message( $product ), 400 );
			}
		}
		wc_clear_notices();
		$passed = apply_filters( 'woocommerce_add_to_cart_validation', true, $product_id, $request['quantity'], $variation_id, $request['variation'] );
		if ( ! $passed ) {
			// A validator that added an error notice gives its message, as NoticeHandler does.
			$errors = wc_get_notices( 'error' );
			wc_clear_notices();
			if ( $errors ) {
				throw new WC_Data_Exception( 'woocommerce_rest_add_to_cart_error', wp_strip_all_tags( $errors[0]['notice'] ), 400 );
			}
			$this->throw_default_product_exception( $product );
		}
		do_action( 'woocommerce_store_api_validate_add_to_cart', $product, $request );
	}

	/**
	 * @param WC_Product $product Product.
	 * @throws WC_Data_Exception Always.
	 */
	protected function throw_default_product_exception( $product ) {
		/* translators: %s: product name */
		throw new WC_Data_Exception( 'woocommerce_rest_product_not_purchasable', sprintf( __( '&quot;%s&quot; is not available for purchase.', 'woocommerce' ), $product->get_name() ), 400 );
	}

	/**
	 * @param WC_Product $product Product.
	 * @return string
	 */
	protected function out_of_stock_message( $product ) {
		/* translators: %s: product name */
		return sprintf( __( 'You cannot add &quot;%s&quot; to the cart because the product is out of stock.', 'woocommerce' ), $product->get_name() );
	}

	/**
	 * @param WC_Product $product Product.
	 * @return string
	 */
	protected function partial_stock_message( $product ) {
		/* translators: 1: product name 2: quantity in stock */
		return sprintf( __( 'You cannot add that amount of &quot;%1$s&quot; to the cart because there is not enough stock (%2$s remaining).', 'woocommerce' ), $product->get_name(), wc_format_stock_quantity_for_display( $product->get_stock_quantity(), $product ) );
	}

	/**
	 * @param WC_Product $product Product.
	 * @return int Quantity of lines sharing this product's stock.
	 */
	protected function get_product_quantity_in_cart( $product ) {
		$quantities = WC()->cart->get_cart_item_quantities();
		$id         = 'parent' === $product->get_manage_stock() ? $product->get_parent_id() : $product->get_id();
		return isset( $quantities[ $id ] ) ? (int) $quantities[ $id ] : 0;
	}

	/**
	 * Normalises `variation` (label, pa_ name or attribute_ name), finds a variable product's
	 * variation, and checks every value; missing "any" values are an error.
	 *
	 * @param array $request Request data.
	 * @return array
	 * @throws WC_Data_Exception On error.
	 */
	protected function parse_variation_data( $request ) {
		$product = $this->get_product_for_cart( $request );
		if ( ! $product->is_type( array( 'variation', 'variable' ) ) ) {
			$request['variation'] = array();
			return $request;
		}
		$parent     = $product->is_type( 'variation' ) ? wc_get_product( $product->get_parent_id() ) : $product;
		$attributes = array_filter( $parent ? $parent->get_attributes() : array(), static fn( $attribute ) => $attribute->get_variation() );

		$posted = array();
		foreach ( (array) $request['variation'] as $pair ) {
			if ( is_array( $pair ) && isset( $pair['attribute'] ) ) {
				$posted[ $pair['attribute'] ] = isset( $pair['value'] ) ? (string) $pair['value'] : '';
			}
		}
		$request['variation'] = $this->sanitize_variation_data( $posted, $attributes );

		if ( $product->is_type( 'variable' ) ) {
			$variation_id = wc_double_find_matching_variation( $product, $request['variation'] );
			if ( ! $variation_id ) {
				throw new WC_Data_Exception( 'woocommerce_rest_variation_id_from_variation_data', __( 'No matching variation found.', 'woocommerce' ), 400 );
			}
			$request['id'] = $variation_id;
		}

		$expected = wc_get_product_variation_attributes( $request['id'] );
		$missing  = array();
		foreach ( $attributes as $attribute ) {
			$key      = wc_variation_attribute_name( $attribute->get_name() );
			$expected_value = isset( $expected[ $key ] ) ? $expected[ $key ] : '';
			$label    = wc_attribute_label( $attribute->get_name() );
			if ( isset( $request['variation'][ $key ] ) ) {
				$given = $request['variation'][ $key ];
				if ( $expected_value === $given || ( '' === $expected_value && in_array( $given, $attribute->get_slugs(), true ) ) ) {
					continue;
				}
				/* translators: 1: attribute name 2: allowed values */
				throw new WC_Data_Exception( 'woocommerce_rest_invalid_variation_data', sprintf( __( 'Invalid value posted for %1$s. Allowed values: %2$s', 'woocommerce' ), $label, implode( ', ', $attribute->get_slugs() ) ), 400 );
			}
			if ( '' === $expected_value ) {
				$missing[] = $label;
				continue;
			}
			$request['variation'][ $key ] = $expected_value;
		}
		if ( $missing ) {
			/* translators: %1$s: attribute names */
			throw new WC_Data_Exception( 'woocommerce_rest_missing_variation_data', __( 'Missing variation data for variable product.', 'woocommerce' ) . ' ' . sprintf( _n( '%1$s is a required field', '%1$s are required fields', count( $missing ), 'woocommerce' ), wc_format_list_of_items( $missing ) ), 400 );
		}
		ksort( $request['variation'] );
		return $request;
	}

	/**
	 * `Color`, `pa_color` or `attribute_pa_color` → `attribute_pa_color`; taxonomy values through sanitize_title.
	 *
	 * @param array                  $posted     attribute => value.
	 * @param WC_Product_Attribute[] $attributes The parent's variation attributes.
	 * @return array
	 */
	protected function sanitize_variation_data( $posted, $attributes ) {
		$result = array();
		foreach ( $attributes as $attribute ) {
			$label = wc_attribute_label( $attribute->get_name() );
			$key   = wc_variation_attribute_name( $attribute->get_name() );
			foreach ( array( $label, $attribute->get_name(), $key ) as $name ) {
				if ( isset( $posted[ $name ] ) ) {
					$result[ $key ] = $attribute->is_taxonomy() ? sanitize_title( $posted[ $name ] ) : html_entity_decode( wc_clean( $posted[ $name ] ), ENT_QUOTES, get_bloginfo( 'charset' ) );
					break;
				}
			}
		}
		return $result;
	}
}
