<?php
/**
 * Server render of boudoir/top-bar: the bar's inner blocks (text, links) in a plain
 * `div` (it sits inside the header's banner landmark; no second banner) or, when the
 * editor chose it, an `aside` named "Announcements". A sticky bar carries `is-sticky`
 * and `data-boudoir-sticky`; its view script publishes its height (see README.md).
 *
 * @package Boudoir
 *
 * @var \WP_Block            $block      The block.
 * @var array<string,mixed> $attributes Block attributes.
 * @var string              $content    The inner blocks, rendered.
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

// Valid by block.json, with its defaults (Boudoir\Blocks::attributes()).
$boudoir_attributes = \Boudoir\Blocks::attributes( $block ?? null, $attributes );

// An empty bar would be an empty box (or an empty landmark).
if ( '' === trim( wp_strip_all_tags( (string) $content, true ) ) && ! str_contains( (string) $content, '<img' ) ) {
	return;
}

$boudoir_sticky = true === $boudoir_attributes['sticky'];
$boudoir_tag    = 'aside' === $boudoir_attributes['tagName'] ? 'aside' : 'div';
$boudoir_extra  = array( 'class' => 'boudoir-top-bar' . ( $boudoir_sticky ? ' is-sticky' : '' ) );
if ( $boudoir_sticky ) {
	$boudoir_extra['data-boudoir-sticky'] = 'true';
}
if ( 'aside' === $boudoir_tag ) {
	$boudoir_extra['aria-label'] = __( 'Announcements', 'boudoir' );
}

?>
<<?php echo tag_escape( $boudoir_tag ); ?> <?php echo wp_kses_data( get_block_wrapper_attributes( $boudoir_extra ) ); ?>><?php echo $content; /* phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the inner blocks, rendered and filtered by WordPress, as core's blocks print $content. */ ?></<?php echo tag_escape( $boudoir_tag ); ?>>
