<?php
/**
 * A tiny block-checkout surface: the `woocommerce/checkout` block renders a form that the
 * `wc-blocks-checkout-frontend` script submits to the Store API (POST /wc/store/v1/checkout)
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
	 * The block's form.
	 *
	 * @return string
	 */
	public static function render() {
		wp_enqueue_script( 'wc-blocks-checkout-frontend' );
		if ( ! defined( 'WOOCOMMERCE_CHECKOUT' ) ) {
			define( 'WOOCOMMERCE_CHECKOUT', true );
		}
		$customer = WC()->customer;
		$user     = wp_get_current_user();
		$fields   = array(
			'first_name' => array( __( 'First name', 'woocommerce' ), 'given-name', true ),
			'last_name'  => array( __( 'Last name', 'woocommerce' ), 'family-name', true ),
			'address_1'  => array( __( 'Address', 'woocommerce' ), 'address-line1', true ),
			'city'       => array( __( 'City', 'woocommerce' ), 'address-level2', true ),
			'postcode'   => array( __( 'Postal code', 'woocommerce' ), 'postal-code', true ),
			'country'    => array( __( 'Country/Region', 'woocommerce' ), 'country', true ),
		);
		ob_start();
		?>
		<div class="wp-block-woocommerce-checkout alignwide wc-block-checkout">
			<form class="wc-block-components-form wc-block-checkout__form" aria-label="<?php esc_attr_e( 'Checkout', 'woocommerce' ); ?>" novalidate>
				<div class="wc-block-components-notices" role="alert"></div>
				<fieldset id="contact-fields" class="wc-block-checkout__contact-fields wc-block-components-checkout-step">
					<legend class="screen-reader-text"><?php esc_html_e( 'Contact information', 'woocommerce' ); ?></legend>
					<h2 class="wc-block-components-checkout-step__title"><?php esc_html_e( 'Contact information', 'woocommerce' ); ?></h2>
					<div class="wc-block-components-text-input">
						<label for="email"><?php esc_html_e( 'Email address', 'woocommerce' ); ?></label>
						<input type="email" id="email" name="email" autocomplete="email" required aria-required="true" value="<?php echo esc_attr( $user->exists() ? $user->user_email : '' ); ?>" />
					</div>
				</fieldset>
				<fieldset id="billing-fields" class="wc-block-checkout__billing-fields wc-block-components-checkout-step">
					<legend class="screen-reader-text"><?php esc_html_e( 'Billing address', 'woocommerce' ); ?></legend>
					<h2 class="wc-block-components-checkout-step__title"><?php esc_html_e( 'Billing address', 'woocommerce' ); ?></h2>
					<?php foreach ( $fields as $key => $field ) : ?>
						<?php $value = self::customer_value( $customer, 'get_billing_' . $key ); ?>
						<div class="wc-block-components-text-input">
							<label for="billing-<?php echo esc_attr( $key ); ?>"><?php echo esc_html( $field[0] ); ?></label>
							<input type="text" id="billing-<?php echo esc_attr( $key ); ?>" name="<?php echo esc_attr( $key ); ?>" autocomplete="<?php echo esc_attr( 'billing ' . $field[1] ); ?>" <?php echo $field[2] ? 'required aria-required="true"' : ''; ?> value="<?php echo esc_attr( $value ); ?>" />
						</div>
					<?php endforeach; ?>
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
