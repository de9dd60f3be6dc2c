<?php
/**
 * Server render of boudoir/wishlist-counter: the complete link to the wishlist page,
 * with an empty count (nothing of the shopper's, so the page stays cacheable). The view
 * script fills the count in from the `boudoir_wishlist_count` cookie the server keeps on
 * every wishlist change; its box is reserved, so nothing moves when it appears.
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

if ( ! \Boudoir\Plugin::instance()->shop_enabled() ) {
	return;
}

$boudoir_show_icon  = (bool) $boudoir_attributes['showIcon'];
$boudoir_show_label = (bool) $boudoir_attributes['showLabel'];
$boudoir_url        = \Boudoir\Wishlist\Wishlist_Page::url();
?>
<div
	<?php
	echo wp_kses_data(
		get_block_wrapper_attributes(
			array(
				'class' => 'boudoir-wishlist-counter',
			)
		)
	);
	?>
>
	<a class="boudoir-wishlist-counter__link" href="<?php echo esc_url( $boudoir_url ); ?>">
		<?php if ( $boudoir_show_icon ) : ?>
			<?php echo wp_kses( \Boudoir\Icons::heart(), \Boudoir\Kses::svg() ); ?>
		<?php endif; ?>
		<span class="boudoir-wishlist-counter__label<?php echo $boudoir_show_label ? '' : ' screen-reader-text'; ?>"><?php esc_html_e( 'Wishlist', 'boudoir' ); ?></span>
		<span class="boudoir-wishlist-counter__count" hidden></span>
	</a>
</div>
