<?php
/**
 * My Account page (WooCommerce's templates/myaccount/my-account.php, 3.5.0).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_account_navigation' ); ?>

<div class="woocommerce-MyAccount-content">
	<?php
		woocommerce_output_all_notices();
		do_action( 'woocommerce_account_content' );
	?>
</div>
