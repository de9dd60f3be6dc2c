<?php
/**
 * Server render of boudoir/lightbox: the blocks inside in a wrapper whose links open in
 * the lightbox (Boudoir\Theme\Lightbox marks them: media by file, `#id` inline, other
 * pages of the site by ajax) as one gallery, or each alone; the view script comes with
 * the first marked link. Without JavaScript, or with the lightbox off, the links navigate.
 *
 * @package Boudoir
 *
 * @var \WP_Block            $block      The block.
 * @var array<string,mixed> $attributes Block attributes.
 * @var string              $content    The inner blocks' markup.
 */

declare( strict_types = 1 );

use Boudoir\Theme\Lightbox;

defined( 'ABSPATH' ) || exit;

// Valid by block.json, with its defaults (Boudoir\Blocks::attributes()).
$boudoir_attributes = \Boudoir\Blocks::attributes( $block ?? null, $attributes );

$boudoir_marking = Lightbox::is_marking();
$boudoir_close   = (string) $boudoir_attributes['closeOnContentClick'];
$boudoir_extra   = array( 'class' => 'boudoir-lightbox' );
if ( $boudoir_marking && false !== $boudoir_attributes['gallery'] ) {
	$boudoir_extra[ Lightbox::GALLERY_ATTRIBUTE ] = '';
}
if ( $boudoir_marking && in_array( $boudoir_close, array( 'yes', 'no' ), true ) ) {
	$boudoir_extra[ Lightbox::CLOSE_ON_CONTENT_ATTRIBUTE ] = $boudoir_close;
}
$boudoir_content = $boudoir_marking ? Lightbox::mark_links( (string) $content, true ) : (string) $content;
?>
<div <?php echo wp_kses_data( get_block_wrapper_attributes( $boudoir_extra ) ); ?>>
	<?php echo $boudoir_content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the inner blocks' rendered markup, as core blocks print $content. ?>
</div>
