<?php
/**
 * No products (WooCommerce's templates/loop/no-products-found.php, 7.8.0).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="woocommerce-no-products-found">
	<?php wc_print_notice( esc_html__( 'No products were found matching your selection.', 'woocommerce' ), 'notice' ); ?>
</div>
