<?php
/**
 * Server render of boudoir/add-to-wishlist: the product's button, with no state of the
 * shopper's (pages stay cacheable). The view script mounts the interactive button over
 * it and loads the shopper's saved products and lists after load.
 *
 * @package Boudoir
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var \WP_Block|null      $block      The block instance (context postId).
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$boudoir_plugin = \Boudoir\Plugin::instance();
if ( ! $boudoir_plugin->shop_enabled() ) {
	return;
}

// The product: the attribute, else the block context (query loops), else the page's product.
$boudoir_product_id = max( 0, (int) ( $attributes['productId'] ?? 0 ) );
if ( 0 === $boudoir_product_id && isset( $block ) && $block instanceof \WP_Block ) {
	$boudoir_product_id = max( 0, (int) ( $block->context['postId'] ?? 0 ) );
}
if ( 0 === $boudoir_product_id ) {
	$boudoir_product_id = max( 0, (int) get_the_ID() );
}
$boudoir_product = $boudoir_product_id > 0 ? $boudoir_plugin->commerce()->find_product( $boudoir_product_id ) : null;
if ( null === $boudoir_product ) {
	return;
}

// A variation is saved as its product plus the variation.
$boudoir_variation_id = $boudoir_product->is_variation() ? $boudoir_product->id : 0;
$boudoir_parent_id    = $boudoir_product->is_variation() ? $boudoir_product->parent_id : $boudoir_product->id;
?>
<div
	<?php
	echo get_block_wrapper_attributes( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by WordPress.
		array(
			'class'                  => 'boudoir-add-to-wishlist',
			'data-product-id'        => (string) $boudoir_parent_id,
			'data-variation-id'      => (string) $boudoir_variation_id,
			'data-product-type'      => $boudoir_product->type,
			'data-product-name'      => $boudoir_product->name,
			'data-show-list-dropdown' => empty( $attributes['showListDropdown'] ) ? 'false' : 'true',
			'data-show-tooltip'      => ( $attributes['showTooltip'] ?? true ) ? 'true' : 'false',
		)
	);
	?>
>
	<button type="button" class="boudoir-add-to-wishlist__button"><?php esc_html_e( 'Add to wishlist', 'boudoir' ); ?></button>
</div>
