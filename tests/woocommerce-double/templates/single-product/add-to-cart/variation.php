<?php
/**
 * The variation templates the variation script fills (WooCommerce's
 * templates/single-product/add-to-cart/variation.php, 2.5.1).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;
?>
<script type="text/template" id="tmpl-variation-template">
	<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
	<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
	<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>
</script>
<script type="text/template" id="tmpl-unavailable-variation-template">
	<p role="alert"><?php esc_html_e( 'Sorry, this product is unavailable. Please choose a different combination.', 'woocommerce' ); ?></p>
</script>
