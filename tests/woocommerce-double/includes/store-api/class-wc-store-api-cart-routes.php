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
		$cart = WC()->cart;
		if ( isset( $request['quantity'] ) ) {
			$this->set_cart_item_quantity( (string) $request['key'], $request['quantity'] );
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
	 * WooCommerce: src/StoreApi/Utilities/CartController.php, CartController::add_to_cart().
	 *
	 * Parses the variation data, then the `woocommerce_add_cart_item_data` and sold-individually
	 * quantity filters; a missing quantity is the product's add-to-cart minimum; validates; an
	 * existing line grows only within its QuantityLimits (else the limits' error, 400); a new
	 * line's quantity is clamped to the maximum, raised to the minimum and rounded to multiple_of.
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
				'quantity'       => 1,
				'variation'      => array(),
				'cart_item_data' => array(),
			)
		);

		$request = $this->filter_request_data( $this->parse_variation_data( $request ) );
		$product = $this->get_product_for_cart( $request );
		$cart_id = $cart->generate_cart_id(
			$this->get_product_id( $product ),
			$this->get_variation_id( $product ),
			$request['variation'],
			$request['cart_item_data']
		);

		$quantity_limits = new WC_Store_API_Quantity_Limits();

		// If quantity was not passed, it should default to the minimum allowed quantity.
		if ( null === $request['quantity'] ) {
			$request['quantity'] = $quantity_limits->get_add_to_cart_limits( $product )['minimum'];
		}

		$this->validate_add_to_cart( $product, $request );
		$existing_cart_id = $cart->find_product_in_cart( $cart_id );
		$request_quantity = wc_stock_amount( $request['quantity'] );

		if ( $existing_cart_id ) {
			$cart_item           = $cart->cart_contents[ $existing_cart_id ];
			$updated_quantity    = $request_quantity + $cart_item['quantity'];
			$quantity_validation = $quantity_limits->validate_cart_item_quantity( $updated_quantity, $cart_item );

			if ( is_wp_error( $quantity_validation ) ) {
				throw new WC_Data_Exception( esc_html( $quantity_validation->get_error_code() ), esc_html( $quantity_validation->get_error_message() ), 400 );
			}

			$cart->set_quantity( $existing_cart_id, $updated_quantity, true );

			return $existing_cart_id;
		}

		// Normalize quantity.
		$add_to_cart_limits = $quantity_limits->get_add_to_cart_limits( $product );

		if ( $add_to_cart_limits['maximum'] ) {
			$request_quantity = min( $request_quantity, $add_to_cart_limits['maximum'] );
		}

		$request_quantity = max( $request_quantity, $add_to_cart_limits['minimum'] );
		$request_quantity = $quantity_limits->limit_to_multiple( (int) $request_quantity, $add_to_cart_limits['multiple_of'] );

		$cart->cart_contents[ $cart_id ] = apply_filters(
			'woocommerce_add_cart_item',
			array_merge(
				$request['cart_item_data'],
				array(
					'key'          => $cart_id,
					'product_id'   => $this->get_product_id( $product ),
					'variation_id' => $this->get_variation_id( $product ),
					'variation'    => $request['variation'],
					'quantity'     => $request_quantity,
					'data'         => $product,
					'data_hash'    => wc_get_cart_item_data_hash( $product ),
				)
			),
			$cart_id
		);

		$cart->cart_contents = apply_filters( 'woocommerce_cart_contents_changed', $cart->cart_contents );

		do_action(
			'woocommerce_add_to_cart',
			$cart_id,
			$this->get_product_id( $product ),
			$request_quantity,
			$this->get_variation_id( $product ),
			$request['variation'],
			$request['cart_item_data']
		);

		return $cart_id;
	}

	/**
	 * WooCommerce: CartController::set_cart_item_quantity(): the line's QuantityLimits decide (400).
	 *
	 * @param string    $item_id  Cart item key.
	 * @param int|float $quantity Quantity.
	 * @throws WC_Data_Exception On error.
	 */
	public function set_cart_item_quantity( $item_id, $quantity = 1 ) {
		$cart      = WC()->cart;
		$cart_item = isset( $cart->cart_contents[ $item_id ] ) ? $cart->cart_contents[ $item_id ] : array();

		if ( empty( $cart_item ) ) {
			throw new WC_Data_Exception( 'woocommerce_rest_cart_invalid_key', esc_html__( 'Cart item does not exist.', 'woocommerce' ), 409 );
		}

		$product = $cart_item['data'] ?? false;

		if ( ! $product instanceof WC_Product ) {
			throw new WC_Data_Exception( 'woocommerce_rest_cart_invalid_product', esc_html__( 'Cart item is invalid.', 'woocommerce' ), 404 );
		}

		$quantity_validation = ( new WC_Store_API_Quantity_Limits() )->validate_cart_item_quantity( $quantity, $cart_item );

		if ( is_wp_error( $quantity_validation ) ) {
			throw new WC_Data_Exception( $quantity_validation->get_error_code(), $quantity_validation->get_error_message(), 400 ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
		}

		$cart->set_quantity( $item_id, $quantity );
	}

	/**
	 * WooCommerce: CartController::get_product_for_cart().
	 *
	 * @param array $request Request data.
	 * @return WC_Product
	 * @throws WC_Data_Exception Not found or trashed.
	 */
	protected function get_product_for_cart( $request ) {
		$product = wc_get_product( $request['id'] );
		if ( ! $product || 'trash' === $product->get_status() ) {
			throw new WC_Data_Exception(
				'woocommerce_rest_cart_invalid_product',
				sprintf(
					/* translators: %s: product ID */
					esc_html__( 'Product with ID "%s" was not found and cannot be added to the cart.', 'woocommerce' ),
					esc_html( $request['id'] )
				),
				400
			);
		}
		return $product;
	}

	/**
	 * @param WC_Product $product Product.
	 * @return int The parent of a variation, else the product.
	 */
	protected function get_product_id( WC_Product $product ) {
		return $product->is_type( 'variation' ) ? $product->get_parent_id() : $product->get_id();
	}

	/**
	 * @param WC_Product $product Product.
	 * @return int The variation, else 0.
	 */
	protected function get_variation_id( WC_Product $product ) {
		return $product->is_type( 'variation' ) ? $product->get_id() : 0;
	}

	/**
	 * WooCommerce: CartController::filter_request_data(): `woocommerce_add_cart_item_data`, and
	 * `woocommerce_add_to_cart_sold_individually_quantity` (1) for sold-individually products.
	 *
	 * @param array $request Request data.
	 * @return array
	 */
	protected function filter_request_data( $request ) {
		$product_id   = $request['id'];
		$variation_id = 0;
		$product      = wc_get_product( $product_id );

		if ( $product->is_type( 'variation' ) ) {
			$product_id   = $product->get_parent_id();
			$variation_id = $product->get_id();
		}

		$request['cart_item_data'] = (array) apply_filters( 'woocommerce_add_cart_item_data', $request['cart_item_data'], $product_id, $variation_id, $request['quantity'] );

		if ( $product->is_sold_individually() ) {
			$request['quantity'] = apply_filters( 'woocommerce_add_to_cart_sold_individually_quantity', 1, $request['quantity'], $product_id, $variation_id, $request['cart_item_data'] );
		}

		return $request;
	}

	/**
	 * WooCommerce: CartController::validate_add_to_cart(): purchasable, quantity above 0, in
	 * stock, enough stock, then `woocommerce_add_to_cart_validation`.
	 *
	 * @param WC_Product $product Product.
	 * @param array      $request Request data.
	 * @throws WC_Data_Exception On error.
	 */
	protected function validate_add_to_cart( WC_Product $product, $request ) {
		if ( ! $product->is_purchasable() ) {
			$this->throw_default_product_exception( $product );
		}
		if ( floatval( $request['quantity'] ) <= 0 ) {
			/* translators: %s: product name */
			throw new WC_Data_Exception( 'woocommerce_rest_product_invalid_quantity', sprintf( esc_html__( 'You cannot add &quot;%s&quot; with a quantity less than or equal to 0 to the cart.', 'woocommerce' ), esc_html( $product->get_name() ) ), 400 );
		}
		if ( ! $product->is_in_stock() ) {
			/* translators: %s: product name */
			throw new WC_Data_Exception( 'woocommerce_rest_product_out_of_stock', sprintf( __( 'You cannot add &quot;%s&quot; to the cart because the product is out of stock.', 'woocommerce' ), $product->get_name() ), 400 );
		}
		if ( $product->managing_stock() && ! $product->backorders_allowed() ) {
			$qty_remaining = (int) $product->get_stock_quantity();
			$qty_in_cart   = $this->get_product_quantity_in_cart( $product );
			if ( $qty_remaining < $qty_in_cart + $request['quantity'] ) {
				/* translators: 1: product name 2: quantity in stock */
				throw new WC_Data_Exception( 'woocommerce_rest_product_partially_out_of_stock', sprintf( __( 'You cannot add that amount of &quot;%1$s&quot; to the cart because there is not enough stock (%2$s remaining).', 'woocommerce' ), $product->get_name(), wc_format_stock_quantity_for_display( $qty_remaining, $product ) ), 400 );
			}
		}
		wc_clear_notices();
		$passed = apply_filters( 'woocommerce_add_to_cart_validation', true, $this->get_product_id( $product ), $request['quantity'], $this->get_variation_id( $product ), $request['variation'], $request['cart_item_data'] );
		if ( ! $passed ) {
			// Validation did not pass - see if an error notice was thrown (NoticeHandler::convert_notices_to_exceptions()).
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
	 * WooCommerce: CartController::get_product_quantity_in_cart() (by the stock-managing id).
	 *
	 * @param WC_Product $product Product.
	 * @return int
	 */
	protected function get_product_quantity_in_cart( $product ) {
		$quantities = WC()->cart->get_cart_item_quantities();
		$id         = 'parent' === $product->get_manage_stock() ? $product->get_parent_id() : $product->get_id();
		return isset( $quantities[ $id ] ) ? (int) $quantities[ $id ] : 0;
	}

	/**
	 * WooCommerce: CartController::parse_variation_data().
	 *
	 * `variation` is a list of `{attribute, value}`; each is matched to a variation attribute of
	 * the parent (sanitize_variation_data()); a variable product's variation is found by the
	 * product data store; then every variation attribute is checked against the variation's own
	 * values: a posted value must equal it, or be one of the attribute's slugs when the variation
	 * is "any" for it; an "any" attribute with no posted value is
	 * `woocommerce_rest_missing_variation_data` (400).
	 *
	 * @param array $request Request data.
	 * @return array
	 * @throws WC_Data_Exception On error.
	 */
	protected function parse_variation_data( $request ) {
		$product = $this->get_product_for_cart( $request );

		// Remove variation request if not needed.
		if ( ! $product->is_type( array( 'variation', 'variable' ) ) ) {
			$request['variation'] = array();
			return $request;
		}

		// Flatten data and format posted values.
		$variable_product_attributes = $this->get_variable_product_attributes( $product );
		$request['variation']        = $this->sanitize_variation_data( wp_list_pluck( is_array( $request['variation'] ) ? $request['variation'] : array(), 'value', 'attribute' ), $variable_product_attributes );

		// If we have a parent product, find the variation ID.
		if ( $product->is_type( 'variable' ) ) {
			$request['id'] = $this->get_variation_id_from_variation_data( $request, $product );
		}

		// Now we have a variation ID, get the valid set of attributes for this variation. They will have an attribute_ prefix since they are from meta.
		$expected_attributes = wc_get_product_variation_attributes( $request['id'] );
		$missing_attributes  = array();

		foreach ( $variable_product_attributes as $attribute ) {
			if ( ! $attribute['is_variation'] ) {
				continue;
			}

			$prefixed_attribute_name = 'attribute_' . sanitize_title( $attribute['name'] );
			$expected_value          = isset( $expected_attributes[ $prefixed_attribute_name ] ) ? $expected_attributes[ $prefixed_attribute_name ] : '';
			$attribute_label         = wc_attribute_label( $attribute['name'] );

			if ( isset( $request['variation'][ wc_variation_attribute_name( $attribute['name'] ) ] ) ) {
				$given_value = $request['variation'][ wc_variation_attribute_name( $attribute['name'] ) ];

				if ( $expected_value === $given_value ) {
					continue;
				}

				// If valid values are empty, this is an 'any' variation so get all possible values.
				if ( '' === $expected_value && in_array( $given_value, $attribute->get_slugs(), true ) ) {
					continue;
				}

				/* translators: %1$s: Attribute name, %2$s: Allowed values. */
				throw new WC_Data_Exception( 'woocommerce_rest_invalid_variation_data', sprintf( __( 'Invalid value posted for %1$s. Allowed values: %2$s', 'woocommerce' ), $attribute_label, implode( ', ', $attribute->get_slugs() ) ), 400 );
			}

			// Fills request array with unspecified attributes that have default values. This ensures the variation always has full data.
			if ( '' !== $expected_value && ! isset( $request['variation'][ wc_variation_attribute_name( $attribute['name'] ) ] ) ) {
				$request['variation'][ wc_variation_attribute_name( $attribute['name'] ) ] = $expected_value;
			}

			// If no attribute was posted, only error if the variation has an 'any' attribute which requires a value.
			if ( '' === $expected_value ) {
				$missing_attributes[] = $attribute_label;
			}
		}

		if ( ! empty( $missing_attributes ) ) {
			throw new WC_Data_Exception(
				'woocommerce_rest_missing_variation_data',
				/* translators: %s: Attribute name. */
				__( 'Missing variation data for variable product.', 'woocommerce' ) . ' ' . sprintf( _n( '%s is a required field', '%s are required fields', count( $missing_attributes ), 'woocommerce' ), wc_format_list_of_items( $missing_attributes ) ),
				400
			);
		}

		ksort( $request['variation'] );

		return $request;
	}

	/**
	 * WooCommerce: CartController::get_variation_id_from_variation_data(): the product data store's
	 * find_matching_product_variation().
	 *
	 * @param array      $request Request data.
	 * @param WC_Product $product Variable product.
	 * @return int
	 * @throws WC_Data_Exception No match.
	 */
	protected function get_variation_id_from_variation_data( $request, $product ) {
		$data_store       = WC_Data_Store::load( 'product' );
		$match_attributes = $request['variation'];
		$variation_id     = $data_store->find_matching_product_variation( $product, $match_attributes );

		if ( empty( $variation_id ) ) {
			throw new WC_Data_Exception( 'woocommerce_rest_variation_id_from_variation_data', __( 'No matching variation found.', 'woocommerce' ), 400 );
		}

		return $variation_id;
	}

	/**
	 * WooCommerce: CartController::sanitize_variation_data(), as 9.0–9.6 have it, the rule every
	 * supported version keeps: for each variation attribute of the parent, the posted label
	 * (`Color`), else the attribute name (`pa_color`, `Size`). Later versions take more (the
	 * lower-case label from 9.7, the field name `attribute_pa_color` from 9.9); a client that
	 * sent those would work only there, so the double refuses them as 9.0 does (the attribute
	 * then counts as not posted). Taxonomy values go through sanitize_title() (so a term name
	 * like `Blue` becomes the slug `blue`); text values through wc_clean() and html_entity_decode().
	 *
	 * @param array $variation_data              attribute => value.
	 * @param array $variable_product_attributes The parent's attributes.
	 * @return array `attribute_pa_color => blue`.
	 */
	protected function sanitize_variation_data( $variation_data, $variable_product_attributes ) {
		$return = array();

		foreach ( $variable_product_attributes as $attribute ) {
			if ( ! $attribute['is_variation'] ) {
				continue;
			}
			$attribute_label          = wc_attribute_label( $attribute['name'] );
			$variation_attribute_name = wc_variation_attribute_name( $attribute['name'] );

			// Attribute labels e.g. Size.
			if ( isset( $variation_data[ $attribute_label ] ) ) {
				$return[ $variation_attribute_name ] = $attribute['is_taxonomy'] ? sanitize_title( $variation_data[ $attribute_label ] ) : html_entity_decode( wc_clean( $variation_data[ $attribute_label ] ), ENT_QUOTES, get_bloginfo( 'charset' ) );
				continue;
			}

			// Attribute slugs e.g. pa_size.
			if ( isset( $variation_data[ $attribute['name'] ] ) ) {
				$return[ $variation_attribute_name ] = $attribute['is_taxonomy'] ? sanitize_title( $variation_data[ $attribute['name'] ] ) : html_entity_decode( wc_clean( $variation_data[ $attribute['name'] ] ), ENT_QUOTES, get_bloginfo( 'charset' ) );
			}
		}
		return $return;
	}

	/**
	 * WooCommerce: CartController::get_variable_product_attributes(): the parent's attributes.
	 *
	 * @param WC_Product $product Variable product or variation.
	 * @return WC_Product_Attribute[]
	 * @throws WC_Data_Exception The parent is gone.
	 */
	protected function get_variable_product_attributes( $product ) {
		if ( $product->is_type( 'variation' ) ) {
			$product = wc_get_product( $product->get_parent_id() );
		}

		if ( ! $product || 'trash' === $product->get_status() ) {
			throw new WC_Data_Exception( 'woocommerce_rest_cart_invalid_parent_product', __( 'This product cannot be added to the cart.', 'woocommerce' ), 400 );
		}

		return $product->get_attributes();
	}
}
