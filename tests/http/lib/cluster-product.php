<?php
/**
 * Test-only: changes a product as the shop's back office does (WC_Product setters, then
 * save(), which clears WooCommerce's caches and fires its hooks), on whichever web node
 * serves the request, so tests/http/cluster.test.mjs can read the change through the
 * other node. Linked into the cluster lane's site root as /boudoir-cluster-product.php
 * (tests/http/run.mjs --cluster); never part of the plugin.
 *
 *   POST /boudoir-cluster-product.php  id=<product or variation>&regular_price=12.5&stock_quantity=3
 *   (an administrator's cookies and X-WP-Nonce: wp_rest)
 *
 * @package Boudoir
 */

require getenv( 'BOUDOIR_SITE' ) . '/wp-load.php';

nocache_headers();
if ( ! current_user_can( 'manage_options' ) ) {
	wp_send_json( array( 'error' => 'forbidden' ), 403 );
}
$boudoir_nonce = isset( $_SERVER['HTTP_X_WP_NONCE'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_WP_NONCE'] ) ) : '';
if ( ! wp_verify_nonce( $boudoir_nonce, 'wp_rest' ) || 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
	wp_send_json( array( 'error' => 'bad nonce or method' ), 403 );
}
$boudoir_product = wc_get_product( isset( $_POST['id'] ) ? absint( $_POST['id'] ) : 0 );
if ( ! $boudoir_product ) {
	wp_send_json( array( 'error' => 'no such product' ), 404 );
}
if ( isset( $_POST['regular_price'] ) ) {
	$boudoir_product->set_regular_price( wc_format_decimal( sanitize_text_field( wp_unslash( $_POST['regular_price'] ) ) ) );
}
if ( isset( $_POST['stock_quantity'] ) ) {
	$boudoir_product->set_manage_stock( true );
	$boudoir_product->set_stock_quantity( (int) $_POST['stock_quantity'] );
}
$boudoir_product->save();
wp_send_json(
	array(
		'id'             => $boudoir_product->get_id(),
		'price'          => $boudoir_product->get_price(),
		'stock_quantity' => $boudoir_product->get_stock_quantity(),
		'stock_status'   => $boudoir_product->get_stock_status(),
	)
);
