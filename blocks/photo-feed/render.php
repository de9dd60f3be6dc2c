<?php
/**
 * Server render of boudoir/photo-feed: the photos the server fetched (or kept), as a
 * list of square thumbnails linking to Flickr; when it has none to give, an empty, hidden
 * list that the client script fills (the spec's script-tag request), enqueued only then.
 * Either way, a link to the user's photos on Flickr when the block shows one.
 *
 * @package Boudoir
 *
 * @var \WP_Block            $block      The block.
 * @var array<string,mixed> $attributes Block attributes.
 */

declare( strict_types = 1 );

use Boudoir\Blocks\Photo_Feed;

defined( 'ABSPATH' ) || exit;

// Valid by block.json, with its defaults (Boudoir\Blocks::attributes()).
$boudoir_attributes = \Boudoir\Blocks::attributes( $block ?? null, $attributes );

$boudoir_user_id = trim( (string) $boudoir_attributes['userId'] );
if ( ! Photo_Feed::is_user_id( $boudoir_user_id ) ) {
	// Nothing to show a shopper; the editor explains what is missing.
	return;
}
$boudoir_max     = Photo_Feed::sanitize_max_photos( $boudoir_attributes['maxPhotos'] );
$boudoir_profile = false !== $boudoir_attributes['showProfileLink'];
$boudoir_photos  = Photo_Feed::photos( $boudoir_user_id, $boudoir_max );
/* translators: %d: the photo's number in the feed. The alternative text of a photo without a title. */
$boudoir_untitled = __( 'Flickr photo %d', 'boudoir' );

if ( is_array( $boudoir_photos ) && ! $boudoir_photos && ! $boudoir_profile ) {
	return;
}
$boudoir_wrapper = array();
if ( null === $boudoir_photos ) {
	wp_enqueue_script( Photo_Feed::SCRIPT_HANDLE );
	$boudoir_wrapper += array(
		'data-feed'     => esc_url_raw( Photo_Feed::feed_url( $boudoir_user_id, false ) ),
		'data-max'      => (string) $boudoir_max,
		'data-untitled' => $boudoir_untitled,
	);
}
?>
<div <?php echo wp_kses_data( get_block_wrapper_attributes( $boudoir_wrapper ) ); ?>>
	<ul class="boudoir-photo-feed__list"<?php echo $boudoir_photos ? '' : ' hidden'; ?>>
		<?php foreach ( (array) $boudoir_photos as $boudoir_index => $boudoir_photo ) : ?>
			<li class="boudoir-photo-feed__item"><a href="<?php echo esc_url( $boudoir_photo['href'] ); ?>"><img src="<?php echo esc_url( $boudoir_photo['src'] ); // phpcs:ignore PluginCheck.CodeAnalysis.ImageFunctions.NonEnqueuedImage -- a Flickr photo (*.staticflickr.com), not a Media Library attachment: readme.txt's External services. ?>" alt="<?php echo esc_attr( '' !== $boudoir_photo['title'] ? $boudoir_photo['title'] : sprintf( $boudoir_untitled, $boudoir_index + 1 ) ); ?>" width="75" height="75" loading="lazy" decoding="async" /></a></li>
		<?php endforeach; ?>
	</ul>
	<?php if ( $boudoir_profile ) : ?>
		<p class="boudoir-photo-feed__profile"><a href="<?php echo esc_url( Photo_Feed::profile_url( $boudoir_user_id ) ); ?>"><?php esc_html_e( 'See more photos on Flickr', 'boudoir' ); ?></a></p>
	<?php endif; ?>
</div>
