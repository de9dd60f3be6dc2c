<?php
/**
 * Server render of boudoir/mini-cart: a link to the cart page (the no-JavaScript
 * version), with the cart icon, the words and an empty count, the same for every
 * visitor (pages stay cacheable). The island (React, the cart store) takes it over on
 * intent, once the page is idle, or right after an add to cart, and opens the cart in a
 * side panel (blocks/mini-cart/view.ts). On the cart and checkout pages the block stays
 * a plain link, with no island.
 *
 * @package Boudoir
 *
 * @var \WP_Block            $block      The block.
 * @var array<string,mixed> $attributes Block attributes.
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

// Valid by block.json, with its defaults (Boudoir\Blocks::attributes()).
$boudoir_attributes = \Boudoir\Blocks::attributes( $block ?? null, $attributes );

$boudoir_plugin = \Boudoir\Plugin::instance();
if ( ! $boudoir_plugin->shop_enabled() ) {
	return;
}

$boudoir_pages      = $boudoir_plugin->shop_pages();
$boudoir_disabled   = $boudoir_pages->is_cart_page() || $boudoir_pages->is_checkout_page();
$boudoir_label      = trim( (string) $boudoir_attributes['label'] );
$boudoir_label      = '' === $boudoir_label ? __( 'Cart', 'boudoir' ) : $boudoir_label;
$boudoir_icon_only  = ! empty( $boudoir_attributes['iconOnly'] );
$boudoir_show_count = (bool) $boudoir_attributes['showCount'];
$boudoir_wrapper    = array(
	'class'           => 'boudoir-mini-cart' . ( $boudoir_disabled ? ' is-disabled' : '' ),
	'data-label'      => $boudoir_label,
	'data-icon-only'  => $boudoir_icon_only ? 'true' : 'false',
	'data-show-count' => $boudoir_show_count ? 'true' : 'false',
);
if ( ! $boudoir_disabled ) {
	$boudoir_wrapper['data-cart-url']     = $boudoir_pages->cart_url();
	$boudoir_wrapper['data-checkout-url'] = $boudoir_pages->checkout_url();
	$boudoir_wrapper['data-shop-url']     = $boudoir_pages->shop_url();
	// The panel, closed, for a tap made before the island is there (Mini_Cart_Shell).
	\Boudoir\Blocks\Mini_Cart_Shell::request( $boudoir_pages->cart_url() );
}
?>
<div
	<?php
	echo wp_kses_data( get_block_wrapper_attributes( $boudoir_wrapper ) );
	?>
>
	<?php // The island's button, as it first renders it; an early click on this link is replayed on it. ?>
	<a class="boudoir-mini-cart__button" href="<?php echo esc_url( $boudoir_pages->cart_url() ); ?>"<?php echo $boudoir_disabled ? '' : ' data-boudoir-action="open-mini-cart" data-boudoir-opens="' . esc_attr( \Boudoir\Blocks\Mini_Cart_Shell::ID ) . '"'; ?>>
		<?php echo wp_kses( \Boudoir\Icons::cart(), \Boudoir\Kses::svg() ); ?>
		<span class="boudoir-mini-cart__label<?php echo $boudoir_icon_only ? ' screen-reader-text' : ''; ?>"><?php echo esc_html( $boudoir_label ); ?></span>
		<?php if ( $boudoir_show_count && ! $boudoir_disabled ) : ?>
			<span class="boudoir-mini-cart__count" hidden></span>
		<?php endif; ?>
	</a>
</div>
