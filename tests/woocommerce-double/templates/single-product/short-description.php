<?php
/**
 * Short description (WooCommerce's templates/single-product/short-description.php).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

global $post;

$short_description = apply_filters( 'woocommerce_short_description', $post->post_excerpt );

if ( ! $short_description ) {
	return;
}
?>
<div class="woocommerce-product-details__short-description">
	<?php echo $short_description; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>
</div>
