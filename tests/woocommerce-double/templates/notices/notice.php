<?php
/**
 * Info notices (WooCommerce's templates/notices/notice.php, 8.6.0).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

if ( ! $notices ) {
	return;
}
?>
<?php foreach ( $notices as $notice ) : ?>
	<div class="woocommerce-info" role="status">
		<?php echo wc_kses_notice( $notice['notice'] ); ?>
	</div>
<?php endforeach; ?>
