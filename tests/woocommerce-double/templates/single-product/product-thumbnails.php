<?php
/**
 * Gallery images after the first (WooCommerce's templates/single-product/product-thumbnails.php, 9.0.0).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

global $product;

if ( ! $product || ! $product->get_image_id() ) {
	return;
}

foreach ( $product->get_gallery_image_ids() as $attachment_id ) {
	echo apply_filters( 'woocommerce_single_product_image_thumbnail_html', wc_get_gallery_image_html( $attachment_id ), $attachment_id ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}
