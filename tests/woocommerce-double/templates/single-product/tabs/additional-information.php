<?php
/**
 * Additional information tab (WooCommerce's templates/single-product/tabs/additional-information.php, 3.0.0).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

global $product;

$heading = apply_filters( 'woocommerce_product_additional_information_heading', __( 'Additional information', 'woocommerce' ) );
?>

<?php if ( $heading ) : ?>
	<h2><?php echo esc_html( $heading ); ?></h2>
<?php endif; ?>

<?php do_action( 'woocommerce_product_additional_information', $product ); ?>
<?php wc_display_product_attributes( $product ); ?>
