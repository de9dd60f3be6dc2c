<?php
/**
 * Error notices (WooCommerce's templates/notices/error.php, 8.6.0).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

if ( ! $notices ) {
	return;
}
?>
<ul class="woocommerce-error" role="alert" tabindex="-1">
	<?php foreach ( $notices as $notice ) : ?>
		<li>
			<?php echo wc_kses_notice( $notice['notice'] ); ?>
		</li>
	<?php endforeach; ?>
</ul>
