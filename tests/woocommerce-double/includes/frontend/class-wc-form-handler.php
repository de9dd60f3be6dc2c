<?php
/**
 * WooCommerce's classic form handlers (class-wc-form-handler.php): add to cart from a link
 * or product form, cart update and removal, login, registration, log-out, and the classic
 * checkout's POST, each with WooCommerce's nonces, notices and redirects.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'wc_add_to_cart_message' ) ) {
	/**
	 * "“Name” has been added to your cart." with a "View cart" button.
	 *
	 * @param int|array $products Product id, or id → quantity.
	 * @param bool      $show_qty Show quantities.
	 * @param bool      $return   Return instead of adding a notice.
	 * @return string|void
	 */
	function wc_add_to_cart_message( $products, $show_qty = false, $return = false ) {
		$titles = array();
		$count  = 0;
		if ( ! is_array( $products ) ) {
			$products = array( $products => 1 );
			$show_qty = false;
		}
		if ( ! $show_qty ) {
			$products = array_fill_keys( array_keys( $products ), 1 );
		}
		foreach ( $products as $product_id => $qty ) {
			/* translators: %s: product name */
			$titles[] = apply_filters( 'woocommerce_add_to_cart_qty_html', ( $qty > 1 ? absint( $qty ) . ' &times; ' : '' ), $product_id ) . apply_filters( 'woocommerce_add_to_cart_item_name_in_quotes', sprintf( _x( '&ldquo;%s&rdquo;', 'Item name in quotes', 'woocommerce' ), strip_tags( get_the_title( $product_id ) ) ), $product_id );
			$count   += $qty;
		}
		$titles = array_filter( $titles );
		/* translators: %s: product name */
		$added_text = sprintf( _n( '%s has been added to your cart.', '%s have been added to your cart.', $count, 'woocommerce' ), wc_format_list_of_items( $titles ) );
		$message    = sprintf( '<a href="%s" class="button wc-forward%s">%s</a> %s', esc_url( wc_get_cart_url() ), esc_attr( wc_wp_theme_get_element_class_name( 'button' ) ? ' ' . wc_wp_theme_get_element_class_name( 'button' ) : '' ), esc_html__( 'View cart', 'woocommerce' ), esc_html( $added_text ) );
		$message    = apply_filters( 'wc_add_to_cart_message_html', $message, $products, $show_qty );
		if ( $return ) {
			return $message;
		}
		wc_add_notice( $message, apply_filters( 'woocommerce_add_to_cart_notice_type', 'success' ) );
	}
}

if ( ! function_exists( 'wc_create_new_customer' ) ) {
	/**
	 * A new `customer`, with WooCommerce's checks, generated username and password options and hooks.
	 *
	 * @param string $email    Email.
	 * @param string $username Username (generated from the email when empty).
	 * @param string $password Password (generated when empty).
	 * @param array  $args     More user data.
	 * @return int|WP_Error
	 */
	function wc_create_new_customer( $email, $username = '', $password = '', $args = array() ) {
		if ( empty( $email ) || ! is_email( $email ) ) {
			return new WP_Error( 'registration-error-invalid-email', __( 'Please provide a valid email address.', 'woocommerce' ) );
		}
		if ( email_exists( $email ) ) {
			return new WP_Error( 'registration-error-email-exists', apply_filters( 'woocommerce_registration_error_email_exists', __( 'An account is already registered with your email address. <a href="#" class="showlogin">Please log in.</a>', 'woocommerce' ), $email ) );
		}
		if ( 'yes' === get_option( 'woocommerce_registration_generate_username', 'yes' ) && empty( $username ) ) {
			$username = sanitize_user( current( explode( '@', $email ) ), true );
			$base     = $username;
			$suffix   = 1;
			while ( username_exists( $username ) ) {
				$username = $base . ( ++$suffix );
			}
		}
		$username = sanitize_user( $username );
		if ( empty( $username ) || ! validate_username( $username ) ) {
			return new WP_Error( 'registration-error-invalid-username', __( 'Please enter a valid account username.', 'woocommerce' ) );
		}
		if ( username_exists( $username ) ) {
			return new WP_Error( 'registration-error-username-exists', __( 'An account is already registered with that username. Please choose another.', 'woocommerce' ) );
		}
		$password_generated = false;
		if ( 'yes' === get_option( 'woocommerce_registration_generate_password', 'yes' ) && empty( $password ) ) {
			$password           = wp_generate_password();
			$password_generated = true;
		}
		if ( empty( $password ) ) {
			return new WP_Error( 'registration-error-missing-password', __( 'Please enter an account password.', 'woocommerce' ) );
		}
		$errors = new WP_Error();
		do_action( 'woocommerce_register_post', $username, $email, $errors );
		$errors = apply_filters( 'woocommerce_registration_errors', $errors, $username, $email );
		if ( $errors->has_errors() ) {
			return $errors;
		}
		$new_customer_data = apply_filters(
			'woocommerce_new_customer_data',
			array_merge(
				$args,
				array(
					'user_login' => $username,
					'user_pass'  => $password,
					'user_email' => $email,
					'role'       => 'customer',
				)
			)
		);
		$customer_id = wp_insert_user( $new_customer_data );
		if ( is_wp_error( $customer_id ) ) {
			return $customer_id;
		}
		do_action( 'woocommerce_created_customer', $customer_id, $new_customer_data, $password_generated );
		if ( $password_generated ) {
			// WooCommerce mails the new account with a set-password link.
			wp_new_user_notification( $customer_id, null, 'user' );
		}
		return $customer_id;
	}
}

if ( ! function_exists( 'wc_set_customer_auth_cookie' ) ) {
	/**
	 * Signs a new customer in.
	 *
	 * @param int $customer_id Customer.
	 */
	function wc_set_customer_auth_cookie( $customer_id ) {
		wp_set_current_user( $customer_id );
		wp_set_auth_cookie( $customer_id, true );
		if ( WC()->session && method_exists( WC()->session, 'init_session_cookie' ) ) {
			WC()->session->init_session_cookie();
		}
	}
}

/**
 * Classic form handlers.
 */
class WC_Form_Handler {

	/** Hooks in. */
	public static function init() {
		add_action( 'template_redirect', array( __CLASS__, 'customer_logout' ) );
		add_action( 'init', array( __CLASS__, 'add_endpoints' ) );
		add_action( 'wp_loaded', array( __CLASS__, 'checkout_action' ), 20 );
		add_action( 'wp_loaded', array( __CLASS__, 'process_login' ), 20 );
		add_action( 'wp_loaded', array( __CLASS__, 'process_registration' ), 20 );
		add_action( 'wp_loaded', array( __CLASS__, 'update_cart_action' ), 20 );
		add_action( 'wp_loaded', array( __CLASS__, 'add_to_cart_action' ), 20 );
	}

	/** The account page's `customer-logout` endpoint. */
	public static function add_endpoints() {
		add_rewrite_endpoint( 'customer-logout', EP_ROOT | EP_PAGES );
	}

	/** Logs out on `my-account/customer-logout/?_wpnonce=…`. */
	public static function customer_logout() {
		global $wp;
		if ( ! isset( $wp->query_vars['customer-logout'] ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		if ( isset( $_REQUEST['_wpnonce'] ) && wp_verify_nonce( wp_unslash( $_REQUEST['_wpnonce'] ), 'customer-logout' ) ) {
			wp_logout();
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended
			$redirect = isset( $_REQUEST['redirect_to'] ) ? esc_url_raw( wp_unslash( $_REQUEST['redirect_to'] ) ) : wc_get_page_permalink( 'myaccount' );
			wp_safe_redirect( $redirect );
			exit;
		}
		/* translators: %s: logout url */
		wc_add_notice( sprintf( __( 'Are you sure you want to log out? <a href="%s">Confirm and log out</a>', 'woocommerce' ), wc_logout_url() ), 'notice' );
		wp_safe_redirect( wc_get_page_permalink( 'myaccount' ) );
		exit;
	}

	/** Adds to the cart from `?add-to-cart=ID` or a product form, by product type. */
	public static function add_to_cart_action() {
		// phpcs:disable WordPress.Security.NonceVerification
		if ( ! isset( $_REQUEST['add-to-cart'] ) || ! is_numeric( wp_unslash( $_REQUEST['add-to-cart'] ) ) ) {
			return;
		}
		wc_nocache_headers_if_possible();
		$product_id        = apply_filters( 'woocommerce_add_to_cart_product_id', absint( wp_unslash( $_REQUEST['add-to-cart'] ) ) );
		$was_added_to_cart = false;
		$adding_to_cart    = wc_get_product( $product_id );
		if ( ! $adding_to_cart ) {
			return;
		}
		$add_to_cart_handler = apply_filters( 'woocommerce_add_to_cart_handler', $adding_to_cart->get_type(), $adding_to_cart );

		if ( 'variable' === $add_to_cart_handler || 'variation' === $add_to_cart_handler ) {
			$was_added_to_cart = self::add_to_cart_handler_variable( $product_id );
		} elseif ( 'grouped' === $add_to_cart_handler ) {
			$was_added_to_cart = self::add_to_cart_handler_grouped( $product_id );
		} elseif ( has_action( 'woocommerce_add_to_cart_handler_' . $add_to_cart_handler ) ) {
			do_action( 'woocommerce_add_to_cart_handler_' . $add_to_cart_handler, false );
		} else {
			$quantity          = empty( $_REQUEST['quantity'] ) ? 1 : wc_stock_amount( wp_unslash( $_REQUEST['quantity'] ) );
			$passed_validation = apply_filters( 'woocommerce_add_to_cart_validation', true, $product_id, $quantity );
			if ( $passed_validation && false !== WC()->cart->add_to_cart( $product_id, $quantity ) ) {
				wc_add_to_cart_message( array( $product_id => $quantity ), true );
				$was_added_to_cart = true;
			}
		}
		// phpcs:enable WordPress.Security.NonceVerification

		if ( $was_added_to_cart && 0 === wc_notice_count( 'error' ) ) {
			$url = apply_filters( 'woocommerce_add_to_cart_redirect', false, $adding_to_cart );
			if ( $url ) {
				wp_safe_redirect( $url );
				exit;
			} elseif ( 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ) ) {
				wp_safe_redirect( wc_get_cart_url() );
				exit;
			}
		}
	}

	/**
	 * A variation from `variation_id` or the posted `attribute_*` values.
	 *
	 * @param int $product_id Variable product (or variation).
	 * @return bool
	 */
	private static function add_to_cart_handler_variable( $product_id ) {
		// phpcs:disable WordPress.Security.NonceVerification
		$variation_id = empty( $_REQUEST['variation_id'] ) ? '' : absint( wp_unslash( $_REQUEST['variation_id'] ) );
		$quantity     = empty( $_REQUEST['quantity'] ) ? 1 : wc_stock_amount( wp_unslash( $_REQUEST['quantity'] ) );
		$variations   = array();
		$product      = wc_get_product( $product_id );
		if ( $product && $product->is_type( 'variation' ) ) {
			$variation_id = $product_id;
			$product_id   = $product->get_parent_id();
		}
		foreach ( $_REQUEST as $key => $value ) {
			if ( is_string( $key ) && str_starts_with( $key, 'attribute_' ) && is_string( $value ) ) {
				$variations[ sanitize_title( wp_unslash( $key ) ) ] = wc_clean( wp_unslash( $value ) );
			}
		}
		// phpcs:enable WordPress.Security.NonceVerification
		$passed_validation = apply_filters( 'woocommerce_add_to_cart_validation', true, $product_id, $quantity, $variation_id, $variations );
		if ( ! $passed_validation ) {
			return false;
		}
		// WooCommerce: includes/class-wc-form-handler.php, add_to_cart_handler_variable(): prevent the
		// parent variable product from being added to the cart (no lookup from attributes).
		if ( empty( $variation_id ) && $product && $product->is_type( 'variable' ) ) {
			/* translators: 1: product link, 2: product name */
			wc_add_notice( sprintf( __( 'Please choose product options by visiting <a href="%1$s" title="%2$s">%2$s</a>.', 'woocommerce' ), esc_url( get_permalink( $product_id ) ), esc_html( $product->get_name() ) ), 'error' );
			return false;
		}
		if ( false !== WC()->cart->add_to_cart( $product_id, $quantity, $variation_id, $variations ) ) {
			wc_add_to_cart_message( array( $product_id => $quantity ), true );
			return true;
		}
		return false;
	}

	/**
	 * The grouped form's `quantity[child]` values.
	 *
	 * @param int $product_id Grouped product.
	 * @return bool
	 */
	private static function add_to_cart_handler_grouped( $product_id ) {
		$was_added_to_cart = false;
		$added_to_cart     = array();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		$items = isset( $_REQUEST['quantity'] ) && is_array( $_REQUEST['quantity'] ) ? wp_unslash( $_REQUEST['quantity'] ) : array();
		if ( ! empty( $items ) ) {
			$quantity_set = false;
			foreach ( $items as $item => $quantity ) {
				$quantity = wc_stock_amount( $quantity );
				if ( $quantity <= 0 ) {
					continue;
				}
				$quantity_set      = true;
				$passed_validation = apply_filters( 'woocommerce_add_to_cart_validation', true, $item, $quantity );
				remove_action( 'woocommerce_add_to_cart', array( WC()->cart, 'calculate_totals' ), 20 );
				if ( $passed_validation && false !== WC()->cart->add_to_cart( $item, $quantity ) ) {
					$was_added_to_cart      = true;
					$added_to_cart[ $item ] = $quantity;
				}
			}
			if ( ! $was_added_to_cart && ! $quantity_set ) {
				wc_add_notice( __( 'Please choose the quantity of items you wish to add to your cart&hellip;', 'woocommerce' ), 'error' );
			} elseif ( $was_added_to_cart ) {
				wc_add_to_cart_message( $added_to_cart );
				return true;
			}
		} elseif ( $product_id ) {
			wc_add_notice( __( 'Please choose a product to add to your cart&hellip;', 'woocommerce' ), 'error' );
		}
		return false;
	}

	/** Cart page: `?remove_item=KEY&_wpnonce` and the "Update cart" POST. */
	public static function update_cart_action() {
		// phpcs:disable WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		$nonce_value = isset( $_REQUEST['woocommerce-cart-nonce'] ) ? wp_unslash( $_REQUEST['woocommerce-cart-nonce'] ) : ( isset( $_REQUEST['_wpnonce'] ) ? wp_unslash( $_REQUEST['_wpnonce'] ) : '' );
		// phpcs:enable WordPress.Security.ValidatedSanitizedInput.InputNotSanitized

		if ( ! empty( $_GET['remove_item'] ) && wp_verify_nonce( $nonce_value, 'woocommerce-cart' ) ) {
			$cart_item_key = sanitize_text_field( wp_unslash( $_GET['remove_item'] ) );
			$cart_item     = WC()->cart->get_cart_item( $cart_item_key );
			if ( $cart_item ) {
				WC()->cart->remove_cart_item( $cart_item_key );
				$product = wc_get_product( $cart_item['product_id'] );
				/* translators: %s: Item name. */
				$item_removed_title = apply_filters( 'woocommerce_cart_item_removed_title', $product ? sprintf( _x( '&ldquo;%s&rdquo;', 'Item name in quotes', 'woocommerce' ), $product->get_name() ) : __( 'Item', 'woocommerce' ), $cart_item );
				/* translators: %s is the product name */
				wc_add_notice( sprintf( __( '%s removed.', 'woocommerce' ), $item_removed_title ), apply_filters( 'woocommerce_cart_item_removed_notice_type', 'success' ) );
			}
			$referer = wp_get_referer() ? remove_query_arg( array( 'remove_item', 'add-to-cart', 'added-to-cart', 'order_again', '_wpnonce' ), add_query_arg( 'removed_item', '1', wp_get_referer() ) ) : wc_get_cart_url();
			wp_safe_redirect( $referer );
			exit;
		}

		// phpcs:ignore WordPress.Security.NonceVerification.Missing
		if ( ( ! empty( $_POST['update_cart'] ) || ! empty( $_POST['proceed'] ) ) && wp_verify_nonce( $nonce_value, 'woocommerce-cart' ) ) {
			// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized, WordPress.Security.NonceVerification.Missing
			$cart_totals  = isset( $_POST['cart'] ) ? wp_unslash( $_POST['cart'] ) : array();
			$cart_updated = false;
			if ( ! WC()->cart->is_empty() && is_array( $cart_totals ) ) {
				foreach ( WC()->cart->get_cart() as $cart_item_key => $values ) {
					if ( ! isset( $cart_totals[ $cart_item_key ]['qty'] ) ) {
						continue;
					}
					$quantity = apply_filters( 'woocommerce_stock_amount_cart_item', wc_stock_amount( preg_replace( '/[^0-9\.]/', '', $cart_totals[ $cart_item_key ]['qty'] ) ), $cart_item_key );
					if ( '' === $quantity || (float) $quantity === (float) $values['quantity'] ) {
						continue;
					}
					if ( 0 >= $quantity ) {
						WC()->cart->remove_cart_item( $cart_item_key );
						$cart_updated = true;
						continue;
					}
					$passed_validation = apply_filters( 'woocommerce_update_cart_validation', true, $cart_item_key, $values, $quantity );
					if ( $passed_validation ) {
						WC()->cart->set_quantity( $cart_item_key, $quantity, false );
						$cart_updated = true;
					}
				}
			}
			// phpcs:ignore WordPress.Security.NonceVerification.Missing
			if ( ! empty( $_POST['proceed'] ) ) {
				wp_safe_redirect( wc_get_checkout_url() );
				exit;
			}
			if ( $cart_updated ) {
				if ( method_exists( WC()->cart, 'calculate_totals' ) ) {
					WC()->cart->calculate_totals();
				}
				wc_add_notice( __( 'Cart updated.', 'woocommerce' ), apply_filters( 'woocommerce_cart_updated_notice_type', 'success' ) );
			}
			$referer = remove_query_arg( array( 'remove_coupon', 'add-to-cart' ), wp_get_referer() ? wp_get_referer() : wc_get_cart_url() );
			wp_safe_redirect( $referer );
			exit;
		}
	}

	/** The account page's login form. */
	public static function process_login() {
		// phpcs:disable WordPress.Security.ValidatedSanitizedInput
		$nonce_value = isset( $_POST['woocommerce-login-nonce'] ) ? wp_unslash( $_POST['woocommerce-login-nonce'] ) : ( isset( $_POST['_wpnonce'] ) ? wp_unslash( $_POST['_wpnonce'] ) : '' );
		if ( ! isset( $_POST['login'], $_POST['username'], $_POST['password'] ) || ! wp_verify_nonce( $nonce_value, 'woocommerce-login' ) ) {
			return;
		}
		$creds = array(
			'user_login'    => trim( wp_unslash( $_POST['username'] ) ),
			'user_password' => $_POST['password'], // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
			'remember'      => isset( $_POST['rememberme'] ),
		);
		// phpcs:enable WordPress.Security.ValidatedSanitizedInput
		$validation_error = apply_filters( 'woocommerce_process_login_errors', new WP_Error(), $creds['user_login'], $creds['user_password'] );
		try {
			if ( $validation_error->get_error_code() ) {
				throw new Exception( '<strong>' . __( 'Error:', 'woocommerce' ) . '</strong> ' . $validation_error->get_error_message() );
			}
			if ( empty( $creds['user_login'] ) ) {
				throw new Exception( '<strong>' . __( 'Error:', 'woocommerce' ) . '</strong> ' . __( 'Username is required.', 'woocommerce' ) );
			}
			if ( is_email( $creds['user_login'] ) && apply_filters( 'woocommerce_get_username_from_email', true ) ) {
				$user = get_user_by( 'email', $creds['user_login'] );
				if ( $user ) {
					$creds['user_login'] = $user->user_login;
				}
			}
			$user = wp_signon( apply_filters( 'woocommerce_login_credentials', $creds ), is_ssl() );
			if ( is_wp_error( $user ) ) {
				throw new Exception( $user->get_error_message() );
			}
			// phpcs:disable WordPress.Security.NonceVerification.Missing
			if ( ! empty( $_POST['redirect'] ) ) {
				$redirect = wp_unslash( $_POST['redirect'] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
			} elseif ( wc_get_raw_referer() ) {
				$redirect = wc_get_raw_referer();
			} else {
				$redirect = wc_get_page_permalink( 'myaccount' );
			}
			// phpcs:enable WordPress.Security.NonceVerification.Missing
			wp_redirect( wp_validate_redirect( apply_filters( 'woocommerce_login_redirect', remove_query_arg( 'wc_error', $redirect ), $user ), wc_get_page_permalink( 'myaccount' ) ) ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect
			exit;
		} catch ( Exception $e ) {
			wc_add_notice( apply_filters( 'login_errors', $e->getMessage() ), 'error' );
			do_action( 'woocommerce_login_failed' );
		}
	}

	/** The account page's registration form. */
	public static function process_registration() {
		// phpcs:disable WordPress.Security.ValidatedSanitizedInput
		$nonce_value = isset( $_POST['_wpnonce'] ) ? wp_unslash( $_POST['_wpnonce'] ) : '';
		$nonce_value = isset( $_POST['woocommerce-register-nonce'] ) ? wp_unslash( $_POST['woocommerce-register-nonce'] ) : $nonce_value;
		if ( ! isset( $_POST['register'], $_POST['email'] ) || ! wp_verify_nonce( $nonce_value, 'woocommerce-register' ) ) {
			return;
		}
		$username = 'no' === get_option( 'woocommerce_registration_generate_username', 'yes' ) && isset( $_POST['username'] ) ? wp_unslash( $_POST['username'] ) : '';
		$password = 'no' === get_option( 'woocommerce_registration_generate_password', 'yes' ) && isset( $_POST['password'] ) ? $_POST['password'] : '';
		$email    = wp_unslash( $_POST['email'] );
		// phpcs:enable WordPress.Security.ValidatedSanitizedInput
		try {
			$validation_error  = new WP_Error();
			$validation_error  = apply_filters( 'woocommerce_process_registration_errors', $validation_error, $username, $password, $email );
			$validation_errors = $validation_error->get_error_messages();
			if ( 1 === count( $validation_errors ) ) {
				throw new Exception( $validation_error->get_error_message() );
			} elseif ( $validation_errors ) {
				foreach ( $validation_errors as $message ) {
					wc_add_notice( '<strong>' . __( 'Error:', 'woocommerce' ) . '</strong> ' . $message, 'error' );
				}
				throw new Exception();
			}
			$new_customer = wc_create_new_customer( sanitize_email( $email ), wc_clean( $username ), $password );
			if ( is_wp_error( $new_customer ) ) {
				throw new Exception( $new_customer->get_error_message() );
			}
			// Before signing in, as WooCommerce 9.0–10.0.2 do: starting the customer's session
			// (wc_set_customer_auth_cookie → init_session_cookie) reloads the session's data,
			// so the notice survives only where the session saved it first.
			if ( 'yes' === get_option( 'woocommerce_registration_generate_password', 'yes' ) ) {
				wc_add_notice( __( 'Your account was created successfully and a password has been sent to your email address.', 'woocommerce' ) );
			} else {
				wc_add_notice( __( 'Your account was created successfully. Your login details have been sent to your email address.', 'woocommerce' ) );
			}
			// Only a signed-in new customer is redirected; otherwise the page shows the notice.
			if ( apply_filters( 'woocommerce_registration_auth_new_customer', true, $new_customer ) ) {
				wc_set_customer_auth_cookie( $new_customer );
				// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
				$redirect = ! empty( $_POST['redirect'] ) ? wp_unslash( $_POST['redirect'] ) : ( wp_get_raw_referer() ? wp_get_raw_referer() : wc_get_page_permalink( 'myaccount' ) );
				wp_safe_redirect( wp_sanitize_redirect( apply_filters( 'woocommerce_registration_redirect', $redirect, $new_customer ) ) );
				exit;
			}
		} catch ( Exception $e ) {
			if ( $e->getMessage() ) {
				wc_add_notice( '<strong>' . __( 'Error:', 'woocommerce' ) . '</strong> ' . $e->getMessage(), 'error' );
			}
		}
	}

	/** The classic checkout's "Place order" (non-AJAX submission, as WooCommerce handles it without checkout.js). */
	public static function checkout_action() {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing
		if ( isset( $_POST['woocommerce_checkout_place_order'] ) || isset( $_POST['woocommerce_checkout_update_totals'] ) ) {
			wc_nocache_headers_if_possible();
			if ( WC()->cart->is_empty() ) {
				wp_safe_redirect( wc_get_cart_url() );
				exit;
			}
			if ( ! defined( 'WOOCOMMERCE_CHECKOUT' ) ) {
				define( 'WOOCOMMERCE_CHECKOUT', true );
			}
			WC_Double_Classic_Checkout::process_checkout();
		}
	}
}

/**
 * `nocache_headers()` while headers can still be sent.
 */
function wc_nocache_headers_if_possible() {
	if ( ! headers_sent() ) {
		nocache_headers();
	}
}

if ( ! function_exists( 'wc_get_raw_referer' ) ) {
	/** @return string|false */
	function wc_get_raw_referer() {
		return wp_get_raw_referer();
	}
}
