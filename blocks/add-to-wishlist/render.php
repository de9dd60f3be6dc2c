<?php
/**
 * Server render of boudoir/add-to-wishlist: the product's button, as the island first
 * renders it, with no state of the shopper's (pages stay cacheable). The island (React,
 * the wishlist store, the popup) takes it over on intent or once the page is idle
 * (blocks/add-to-wishlist/view.ts); a click before then is replayed.
 *
 * @package Boudoir
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var \WP_Block|null      $block      The block instance (context postId).
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

// Valid by block.json, with its defaults (Boudoir\Blocks::attributes()).
$boudoir_attributes = \Boudoir\Blocks::attributes( $block ?? null, $attributes );

// The product: the attribute, else the block context (query loops), else the page's; none while the shop is off.
$boudoir_product_id = \Boudoir\Product_Block::product_id( $block ?? null, $boudoir_attributes );
$boudoir_product    = $boudoir_product_id > 0 ? \Boudoir\Plugin::instance()->catalogue()->find_product( $boudoir_product_id ) : null;
if ( null === $boudoir_product ) {
	return;
}

// A variation is saved as its product plus the variation.
$boudoir_variation_id = $boudoir_product->is_variation() ? $boudoir_product->id : 0;
$boudoir_parent_id    = $boudoir_product->is_variation() ? $boudoir_product->parent_id : $boudoir_product->id;

// The popup, closed, once per page: a tap before the island is there opens it at once.
if ( empty( $boudoir_attributes['showListDropdown'] ) ) {
	\Boudoir\Blocks\Add_Popup_Shell::request();
}
?>
<div
	<?php
	echo wp_kses_data(
		get_block_wrapper_attributes(
			array(
				'class'                   => 'boudoir-add-to-wishlist',
				'data-product-id'         => (string) $boudoir_parent_id,
				'data-variation-id'       => (string) $boudoir_variation_id,
				'data-product-type'       => $boudoir_product->type,
				'data-product-name'       => $boudoir_product->name,
				'data-show-list-dropdown' => empty( $boudoir_attributes['showListDropdown'] ) ? 'false' : 'true',
				'data-show-tooltip'       => $boudoir_attributes['showTooltip'] ? 'true' : 'false',
			)
		)
	);
	?>
>
	<div class="boudoir-add-to-wishlist__row">
		<?php if ( $boudoir_attributes['showTooltip'] ) : ?>
			<span class="boudoir-tooltip">
		<?php endif; ?>
		<?php // The island's button, as it first renders it; an early click on this one is replayed on it. ?>
		<button type="button" class="boudoir-add-to-wishlist__button" data-boudoir-action="add-to-wishlist"><?php echo wp_kses( \Boudoir\Icons::heart(), \Boudoir\Kses::svg() ); ?><span><?php esc_html_e( 'Add to wishlist', 'boudoir' ); ?></span></button>
		<?php if ( $boudoir_attributes['showTooltip'] ) : ?>
			</span>
		<?php endif; ?>
	</div>
</div>
