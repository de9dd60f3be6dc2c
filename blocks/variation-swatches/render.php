<?php
/**
 * Server render of boudoir/variation-swatches: a wrapper holding the product's swatch
 * data as JSON. The view script turns the variations form's dropdowns into swatches;
 * without JavaScript (or for a product that is not variable) the dropdowns stay.
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
if ( 0 === $boudoir_product_id ) {
	return;
}

// Read once: the block's data and the radios Swatch_Radios prints before the form's selects.
$boudoir_matrix = \Boudoir\Plugin::instance()->catalogue()->variation_matrix( $boudoir_product_id );
$boudoir_data   = \Boudoir\Swatches\Swatch_Data::from_matrix( $boudoir_product_id, $boudoir_matrix );
if ( null === $boudoir_data ) {
	return;
}

$boudoir_shape = 'square' === $boudoir_attributes['shape'] ? 'square' : 'circle';
$boudoir_size  = in_array( $boudoir_attributes['size'], array( 'small', 'large' ), true ) ? (string) $boudoir_attributes['size'] : 'medium';
$boudoir_json  = wp_json_encode( $boudoir_data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT );
if ( false === $boudoir_json ) {
	return;
}

// The form's selects that follow get the swatches as radios, in this look (Swatch_Radios).
\Boudoir\Plugin::instance()->swatch_radios()->remember( $boudoir_product_id, $boudoir_shape, $boudoir_size, $boudoir_data, $boudoir_matrix );
?>
<div
	<?php
	echo wp_kses_data(
		get_block_wrapper_attributes(
			array(
				'class'           => 'boudoir-variation-swatches',
				'data-product-id' => (string) $boudoir_product_id,
				'data-shape'      => $boudoir_shape,
				'data-size'       => $boudoir_size,
			)
		)
	);
	?>
>
	<?php
	// JSON with <, >, &, ' and " hex-escaped: it cannot close the element. WordPress prints the tag.
	wp_print_inline_script_tag(
		(string) $boudoir_json,
		array(
			'type'  => 'application/json',
			'class' => 'boudoir-swatches__data',
		)
	);
	?>
</div>
