<?php
/**
 * Product meta (WooCommerce's templates/single-product/meta.php, 9.7.0).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

global $product;

$wc_double_categories = get_the_term_list( $product->get_id(), 'product_cat', '', ', ' );
$wc_double_category_n = count( (array) get_the_terms( $product->get_id(), 'product_cat' ) );
?>
<div class="product_meta">

	<?php do_action( 'woocommerce_product_meta_start' ); ?>

	<?php if ( $product->get_sku() || $product->is_type( 'variable' ) ) : ?>

		<span class="sku_wrapper"><?php esc_html_e( 'SKU:', 'woocommerce' ); ?> <span class="sku"><?php echo ( $sku = $product->get_sku() ) ? esc_html( $sku ) : esc_html__( 'N/A', 'woocommerce' ); // phpcs:ignore ?></span></span>

	<?php endif; ?>

	<?php
	if ( $wc_double_categories && ! is_wp_error( $wc_double_categories ) ) {
		echo '<span class="posted_in">' . esc_html( _n( 'Category:', 'Categories:', $wc_double_category_n, 'woocommerce' ) ) . ' ' . wp_kses_post( $wc_double_categories ) . '</span>';
	}
	?>

	<?php do_action( 'woocommerce_product_meta_end' ); ?>

</div>
