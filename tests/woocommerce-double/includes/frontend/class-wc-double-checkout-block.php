<?php
/**
 * A tiny block-checkout surface: the `woocommerce/checkout` block renders a form that the
 * `wc-checkout-block-frontend` script (WooCommerce's handle, 9.0–10.0.2) submits to the Store API (POST /wc/store/v1/checkout)
 * with the `wc/store/checkout` store's extension data, as WooCommerce's Checkout block does.
 * WooCommerce renders this block with React; the double prints plain fields with the
 * block's ids and labels.
 *
 * Also WooCommerce's own order attribution markup, when its option turns it on: the
 * `<wc-order-attribution-inputs>` element on classic checkout and registration forms.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Checkout block and attribution markup.
 */
class WC_Double_Checkout_Block {

	/** @var bool The classic checkout's element is printed once. */
	private static $stamped = false;

	/** Hooks in. */
	public static function init() {
		add_action( 'init', array( __CLASS__, 'register_block' ) );
		add_action( 'init', array( __CLASS__, 'maybe_add_attribution_markup' ), 20 );
	}

	/** Registers `woocommerce/checkout` (dynamic). */
	public static function register_block() {
		if ( WP_Block_Type_Registry::get_instance()->is_registered( 'woocommerce/checkout' ) ) {
			return;
		}
		register_block_type(
			'woocommerce/checkout',
			array(
				'api_version'     => 3,
				'title'           => 'Checkout',
				'category'        => 'woocommerce',
				'supports'        => array( 'align' => array( 'wide' ) ),
				'render_callback' => array( __CLASS__, 'render' ),
			)
		);
	}

	/**
	 * The block's form, with the fields the Checkout block renders when nothing ships
	 * (WooCommerce 9.4.3–10.0.2's markup, ids and accessible names): the contact step's email,
	 * then the billing address, the country first as a `<select>` (9.2+; 9.0–9.1 rendered a
	 * combobox text field), each text field named by its `aria-label` with the `<label>` after
	 * it. Not reproduced: the shipping address, its "Use same address for billing" checkbox
	 * and the shipping options (the double has no shipping), the state field, the
	 * "+ Add apartment, suite, etc." toggle, the order summary and the client-side validation.
	 *
	 * @return string
	 */
	public static function render() {
		wp_enqueue_script( 'wc-checkout-block-frontend' );
		if ( ! defined( 'WOOCOMMERCE_CHECKOUT' ) ) {
			define( 'WOOCOMMERCE_CHECKOUT', true );
		}
		$customer = WC()->customer;
		$user     = wp_get_current_user();
		$fields   = array(
			'first_name' => array( __( 'First name', 'woocommerce' ), 'text', 'given-name', true ),
			'last_name'  => array( __( 'Last name', 'woocommerce' ), 'text', 'family-name', true ),
			'address_1'  => array( __( 'Address', 'woocommerce' ), 'text', 'address-line1', true ),
			'postcode'   => array( __( 'Postal code', 'woocommerce' ), 'text', 'postal-code', true ),
			'city'       => array( __( 'City', 'woocommerce' ), 'text', 'address-level2', true ),
			'phone'      => array( __( 'Phone (optional)', 'woocommerce' ), 'tel', 'tel', false ),
		);
		$country  = self::customer_value( $customer, 'get_billing_country' );
		if ( '' === $country ) {
			$country = (string) strtok( (string) get_option( 'woocommerce_default_country', 'US:CA' ), ':' );
		}
		ob_start();
		?>
		<div class="wp-block-woocommerce-checkout alignwide wc-block-checkout">
			<form class="wc-block-components-form wc-block-checkout__form" aria-label="<?php esc_attr_e( 'Checkout', 'woocommerce' ); ?>" novalidate>
				<div class="wc-block-components-notices" role="alert"></div>
				<fieldset id="contact-fields" class="wc-block-checkout__contact-fields wp-block-woocommerce-checkout-contact-information-block wc-block-components-checkout-step">
					<legend class="screen-reader-text"><?php esc_html_e( 'Contact information', 'woocommerce' ); ?></legend>
					<div class="wc-block-components-checkout-step__heading"><h2 class="wc-block-components-title wc-block-components-checkout-step__title"><?php esc_html_e( 'Contact information', 'woocommerce' ); ?></h2></div>
					<div class="wc-block-components-checkout-step__container">
						<div class="wc-block-components-checkout-step__content">
							<div id="contact" class="wc-block-components-address-form">
								<div class="wc-block-components-text-input wc-block-components-address-form__email">
									<input type="email" id="email" autocapitalize="none" autocomplete="email" aria-label="<?php esc_attr_e( 'Email address', 'woocommerce' ); ?>" required aria-invalid="false" title="" value="<?php echo esc_attr( $user->exists() ? $user->user_email : '' ); ?>" /><label for="email"><?php esc_html_e( 'Email address', 'woocommerce' ); ?></label>
								</div>
							</div>
						</div>
					</div>
				</fieldset>
				<fieldset id="billing-fields" class="wc-block-checkout__billing-fields wp-block-woocommerce-checkout-billing-address-block wc-block-components-checkout-step">
					<legend class="screen-reader-text"><?php esc_html_e( 'Billing address', 'woocommerce' ); ?></legend>
					<div class="wc-block-components-checkout-step__heading"><h2 class="wc-block-components-title wc-block-components-checkout-step__title"><?php esc_html_e( 'Billing address', 'woocommerce' ); ?></h2></div>
					<div class="wc-block-components-checkout-step__container">
						<div class="wc-block-components-checkout-step__content">
							<div id="billing" class="wc-block-components-address-form">
								<div class="wc-block-components-address-form__country wc-block-components-country-input">
									<div class="wc-blocks-components-select">
										<div class="wc-blocks-components-select__container">
											<label for="billing-country" class="wc-blocks-components-select__label"><?php esc_html_e( 'Country/Region', 'woocommerce' ); ?></label>
											<select size="1" class="wc-blocks-components-select__select" id="billing-country" aria-invalid="false" autocomplete="country">
												<?php foreach ( wc_double_allowed_countries() as $code => $name ) : ?>
													<option value="<?php echo esc_attr( $code ); ?>" <?php selected( $country, $code ); ?>><?php echo esc_html( $name ); ?></option>
												<?php endforeach; ?>
											</select>
										</div>
									</div>
								</div>
								<?php foreach ( $fields as $key => $field ) : ?>
									<div class="wc-block-components-text-input wc-block-components-address-form__<?php echo esc_attr( $key ); ?>">
										<input type="<?php echo esc_attr( $field[1] ); ?>" id="billing-<?php echo esc_attr( $key ); ?>" autocomplete="<?php echo esc_attr( $field[2] ); ?>" aria-label="<?php echo esc_attr( $field[0] ); ?>" <?php echo $field[3] ? 'required' : ''; ?> aria-invalid="false" title="" value="<?php echo esc_attr( self::customer_value( $customer, 'get_billing_' . $key ) ); ?>" /><label for="billing-<?php echo esc_attr( $key ); ?>"><?php echo esc_html( $field[0] ); ?></label>
									</div>
								<?php endforeach; ?>
							</div>
						</div>
					</div>
				</fieldset>
				<div class="wc-block-checkout__actions">
					<button type="submit" class="wc-block-components-button wp-element-button wc-block-components-checkout-place-order-button"><?php esc_html_e( 'Place Order', 'woocommerce' ); ?></button>
				</div>
			</form>
		</div>
		<?php
		return (string) ob_get_clean();
	}

	/**
	 * A customer getter's value, or '' when the customer does not have it.
	 *
	 * @param WC_Customer|null $customer Customer.
	 * @param string           $getter   Method.
	 * @return string
	 */
	private static function customer_value( $customer, $getter ) {
		if ( ! $customer ) {
			return '';
		}
		try {
			return (string) call_user_func( array( $customer, $getter ) );
		} catch ( BadMethodCallException $e ) {
			return '';
		}
	}

	/**
	 * WooCommerce's own attribution markup, only when the feature is enabled.
	 *
	 * WooCommerce: src/Internal/Orders/OrderAttributionController.php, register(): bails unless
	 * FeaturesController::feature_is_enabled( 'order_attribution' ) (the option, `yes` when missing).
	 */
	public static function maybe_add_attribution_markup() {
		if ( ! \Automattic\WooCommerce\Utilities\FeaturesUtil::feature_is_enabled( 'order_attribution' ) ) {
			return;
		}
		add_action( 'woocommerce_checkout_billing', array( __CLASS__, 'stamp_checkout_html_element_once' ), 5 );
		add_action( 'woocommerce_checkout_shipping', array( __CLASS__, 'stamp_checkout_html_element_once' ), 5 );
		add_action( 'woocommerce_register_form', array( __CLASS__, 'stamp_html_element' ) );
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'enqueue_attribution_script' ) );
	}

	/** Once per classic checkout form. */
	public static function stamp_checkout_html_element_once() {
		if ( self::$stamped ) {
			return;
		}
		self::stamp_html_element();
		self::$stamped = true;
	}

	/** `<wc-order-attribution-inputs>`, filled with `{prefix}{field}` hidden inputs by the script. */
	public static function stamp_html_element() {
		echo '<wc-order-attribution-inputs></wc-order-attribution-inputs>';
	}

	/** The attribution element's script, with WooCommerce's `wc_order_attribution` global. */
	public static function enqueue_attribution_script() {
		wp_enqueue_script( 'wc-order-attribution', plugins_url( 'assets/js/frontend/order-attribution.js', WC_PLUGIN_FILE ), array(), WC_VERSION, array( 'in_footer' => true ) );
		wp_localize_script(
			'wc-order-attribution',
			'wc_order_attribution',
			array(
				'params' => array(
					'lifetime'      => (float) apply_filters( 'wc_order_attribution_cookie_lifetime_months', 0.00001 ),
					'session'       => (int) apply_filters( 'wc_order_attribution_session_length_minutes', 30 ),
					'base64'        => false,
					'ajaxurl'       => admin_url( 'admin-ajax.php' ),
					'prefix'        => 'wc_order_attribution_',
					'allowTracking' => (bool) apply_filters( 'wc_order_attribution_allow_tracking', true ),
				),
				'fields' => WC_Order_Attribution::FIELDS,
			)
		);
	}
}
