<?php
/**
 * Description tab (WooCommerce's templates/single-product/tabs/description.php, 2.0.0).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

$heading = apply_filters( 'woocommerce_product_description_heading', __( 'Description', 'woocommerce' ) );
?>

<?php if ( $heading ) : ?>
	<h2><?php echo esc_html( $heading ); ?></h2>
<?php endif; ?>

<?php the_content(); ?>
