<?php
/**
 * Payment box (WooCommerce's templates/checkout/payment.php, 9.8.0): the model's enabled offline gateways.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;
?>
<div id="payment" class="woocommerce-checkout-payment">
	<?php $available_gateways = WC_Payment_Gateways::instance()->get_available_payment_gateways(); ?>
	<?php if ( WC()->cart->needs_payment() ) : ?>
		<ul class="wc_payment_methods payment_methods methods">
			<?php if ( ! empty( $available_gateways ) ) : ?>
				<?php foreach ( array_values( $available_gateways ) as $index => $gateway ) : ?>
					<li class="wc_payment_method payment_method_<?php echo esc_attr( $gateway->id ); ?>">
						<input id="payment_method_<?php echo esc_attr( $gateway->id ); ?>" type="radio" class="input-radio" name="payment_method" value="<?php echo esc_attr( $gateway->id ); ?>" <?php checked( 0 === $index ); ?> data-order_button_text="" />
						<label for="payment_method_<?php echo esc_attr( $gateway->id ); ?>"><?php echo wp_kses_post( $gateway->get_title() ); ?></label>
						<?php if ( $gateway->get_description() ) : ?>
							<div class="payment_box payment_method_<?php echo esc_attr( $gateway->id ); ?>">
								<?php echo wp_kses_post( wpautop( wptexturize( $gateway->get_description() ) ) ); ?>
							</div>
						<?php endif; ?>
					</li>
				<?php endforeach; ?>
			<?php else : ?>
				<li class="woocommerce-notice woocommerce-notice--info woocommerce-info"><?php echo esc_html( apply_filters( 'woocommerce_no_available_payment_methods_message', __( 'Sorry, it seems that there are no available payment methods. Please contact us if you require assistance or wish to make alternate arrangements.', 'woocommerce' ) ) ); ?></li>
			<?php endif; ?>
		</ul>
	<?php endif; ?>
	<div class="form-row place-order">
		<noscript>
			<?php esc_html_e( 'Since your browser does not support JavaScript, or it is disabled, please ensure you click the <em>Update Totals</em> button before placing your order. You may be charged more than the amount stated above if you fail to do so.', 'woocommerce' ); ?>
		</noscript>

		<?php do_action( 'woocommerce_review_order_before_submit' ); ?>

		<?php echo apply_filters( 'woocommerce_order_button_html', '<button type="submit" class="button alt' . esc_attr( wc_wp_theme_get_element_class_name( 'button' ) ? ' ' . wc_wp_theme_get_element_class_name( 'button' ) : '' ) . '" name="woocommerce_checkout_place_order" id="place_order" value="' . esc_attr( $order_button_text ) . '" data-value="' . esc_attr( $order_button_text ) . '">' . esc_html( $order_button_text ) . '</button>' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>

		<?php do_action( 'woocommerce_review_order_after_submit' ); ?>

		<?php wp_nonce_field( 'woocommerce-process_checkout', 'woocommerce-process-checkout-nonce' ); ?>
	</div>
</div>
