<?php
/**
 * Server render of boudoir/scroll-to-top: without JavaScript, a plain link to the
 * top; the view script mounts the fading button in its place.
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

$boudoir_threshold = max( 0, (int) $boudoir_attributes['threshold'] );
$boudoir_position  = 'left' === $boudoir_attributes['position'] ? 'left' : 'right';
?>
<div
	<?php
	echo wp_kses_data(
		get_block_wrapper_attributes(
			array(
				'class'          => 'boudoir-scroll-to-top is-position-' . $boudoir_position,
				'data-threshold' => (string) $boudoir_threshold,
			)
		)
	);
	?>
>
	<a class="boudoir-scroll-to-top__button" href="#"><?php esc_html_e( 'Scroll to top', 'boudoir' ); ?></a>
</div>
