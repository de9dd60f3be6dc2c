<?php
/**
 * Server render of boudoir/wishlists: the same markup for every visitor (pages stay
 * cacheable). The view script loads the shopper's lists from the REST API and mounts
 * the management table in place of this placeholder.
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

$boudoir_show_count  = false !== $boudoir_attributes['showItemCount'];
$boudoir_show_create = false !== $boudoir_attributes['showCreateForm'];
?>
<div
	<?php
	echo wp_kses_data(
		get_block_wrapper_attributes(
			array(
				'class'                 => 'boudoir-wishlists',
				'data-show-item-count'  => $boudoir_show_count ? 'true' : 'false',
				'data-show-create-form' => $boudoir_show_create ? 'true' : 'false',
			)
		)
	);
	?>
>
	<h2 class="boudoir-wishlists__heading"><?php esc_html_e( 'Your wishlists', 'boudoir' ); ?></h2>
	<noscript>
		<p class="boudoir-wishlists__empty"><?php esc_html_e( 'Managing your wishlists needs JavaScript. Please turn it on in your browser.', 'boudoir' ); ?></p>
	</noscript>
</div>
