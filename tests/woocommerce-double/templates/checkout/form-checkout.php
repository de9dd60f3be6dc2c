<?php
/**
 * Classic checkout form (WooCommerce's templates/checkout/form-checkout.php, 9.4.0), with the
 * billing form (checkout/form-billing.php) inline and the order notes
 * (checkout/form-shipping.php's additional fields). No shipping address: the double
 * does not model shipping.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_before_checkout_form', $checkout );

?>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="<?php echo esc_url( wc_get_checkout_url() ); ?>" enctype="multipart/form-data" aria-label="<?php echo esc_attr__( 'Checkout', 'woocommerce' ); ?>">

	<?php do_action( 'woocommerce_checkout_before_customer_details' ); ?>

	<div class="col2-set" id="customer_details">
		<div class="col-1">
			<?php do_action( 'woocommerce_checkout_billing' ); ?>
			<div class="woocommerce-billing-fields">
				<h3><?php esc_html_e( 'Billing details', 'woocommerce' ); ?></h3>

				<?php do_action( 'woocommerce_before_checkout_billing_form', $checkout ); ?>

				<div class="woocommerce-billing-fields__field-wrapper">
					<?php
					foreach ( wc_double_checkout_billing_fields() as $key => $field ) {
						woocommerce_form_field( $key, $field, wc_double_checkout_value( $key ) );
					}
					?>
				</div>

				<?php do_action( 'woocommerce_after_checkout_billing_form', $checkout ); ?>
			</div>
		</div>

		<div class="col-2">
			<?php do_action( 'woocommerce_checkout_shipping' ); ?>
			<div class="woocommerce-additional-fields">
				<?php do_action( 'woocommerce_before_order_notes', $checkout ); ?>

				<h3><?php esc_html_e( 'Additional information', 'woocommerce' ); ?></h3>

				<div class="woocommerce-additional-fields__field-wrapper">
					<?php
					woocommerce_form_field(
						'order_comments',
						array(
							'type'  => 'textarea',
							'class' => array( 'notes' ),
							'label' => __( 'Order notes', 'woocommerce' ),
						),
						wc_double_checkout_value( 'order_comments' )
					);
					?>
				</div>

				<?php do_action( 'woocommerce_after_order_notes', $checkout ); ?>
			</div>
		</div>
	</div>

	<?php do_action( 'woocommerce_checkout_after_customer_details' ); ?>

	<?php do_action( 'woocommerce_checkout_before_order_review_heading' ); ?>

	<h3 id="order_review_heading"><?php esc_html_e( 'Your order', 'woocommerce' ); ?></h3>

	<?php do_action( 'woocommerce_checkout_before_order_review' ); ?>

	<div id="order_review" class="woocommerce-checkout-review-order">
		<?php do_action( 'woocommerce_checkout_order_review' ); ?>
	</div>

	<?php do_action( 'woocommerce_checkout_after_order_review' ); ?>

</form>

<?php do_action( 'woocommerce_after_checkout_form', $checkout ); ?>
