<?php
/**
 * Server render of boudoir/carousel: a section named by its heading, its Previous, Next
 * and Pause buttons (shown once Swiper runs, their room kept), and a row of slides that
 * scrolls sideways without JavaScript, laid out as Swiper will lay it out. The slides are
 * the blocks inside (each wrapped by Boudoir\Blocks\Carousel::wrap_slide()) or the shop's
 * newest products.
 *
 * @package Boudoir
 *
 * @var \WP_Block            $block      The block.
 * @var array<string,mixed> $attributes Block attributes.
 * @var string              $content    The inner blocks, each in its slide.
 */

declare( strict_types = 1 );

use Boudoir\Kses;
use Boudoir\Blocks\Carousel;

defined( 'ABSPATH' ) || exit;

// Valid by block.json, with its defaults (Boudoir\Blocks::attributes()).
$boudoir_attributes = \Boudoir\Blocks::attributes( $block ?? null, $attributes );

$boudoir_source   = 'products' === $boudoir_attributes['source'] ? 'products' : 'blocks';
$boudoir_slides   = array(
	max( 1, min( 6, (int) $boudoir_attributes['slidesDesktop'] ) ),
	max( 1, min( 6, (int) $boudoir_attributes['slidesTablet'] ) ),
	max( 1, min( 6, (int) $boudoir_attributes['slidesPhone'] ) ),
);
$boudoir_autoplay = ! empty( $boudoir_attributes['autoplay'] );
$boudoir_delay    = max( 0, (int) $boudoir_attributes['autoplayDelay'] );
if ( 0 === $boudoir_delay ) {
	// The theme's default, or the shop's for its products (docs/contract.md, Figures).
	$boudoir_delay = Carousel::autoplay_delay( 'products' === $boudoir_source );
}
$boudoir_delay  = $boudoir_autoplay ? $boudoir_delay : 0;
$boudoir_speed  = max( 0, (int) $boudoir_attributes['speed'] );
$boudoir_loop   = ! empty( $boudoir_attributes['loop'] );
$boudoir_arrows = ! empty( $boudoir_attributes['showArrows'] );

// The shop's newest products, or none: the slides are then the blocks inside.
$boudoir_products = array();
if ( 'products' === $boudoir_source ) {
	$boudoir_catalogue = \Boudoir\Plugin::instance()->catalogue();
	$boudoir_count     = max( 1, min( 24, (int) $boudoir_attributes['productCount'] ) );
	$boudoir_products  = $boudoir_catalogue->find_products( $boudoir_catalogue->newest_product_ids( $boudoir_count ) );
	$boudoir_sizes     = Carousel::image_sizes( $boudoir_slides, (string) ( $boudoir_attributes['align'] ?? '' ) );
}

$boudoir_heading_text = trim( (string) $boudoir_attributes['heading'] );
$boudoir_level        = (int) $boudoir_attributes['headingLevel'];
$boudoir_level        = $boudoir_level >= 2 && $boudoir_level <= 6 ? $boudoir_level : 2;
$boudoir_heading_id   = sanitize_html_class( (string) $boudoir_attributes['headingId'] );
if ( '' === $boudoir_heading_id ) {
	$boudoir_heading_id = wp_unique_id( 'boudoir-carousel-heading-' );
}
$boudoir_heading = '' === $boudoir_heading_text ? '' : sprintf(
	'<h%1$d class="wp-block-heading boudoir-carousel__heading" id="%2$s">%3$s</h%1$d>',
	$boudoir_level,
	esc_attr( $boudoir_heading_id ),
	wp_kses(
		$boudoir_heading_text,
		array(
			'em'     => array(),
			'strong' => array(),
		)
	)
);

$boudoir_wrapper = array_merge(
	'' === $boudoir_heading ? array( 'aria-label' => __( 'Carousel', 'boudoir' ) ) : array( 'aria-labelledby' => $boudoir_heading_id ),
	array(
		'class' => 'boudoir-carousel',
		'style' => Carousel::slides_style( $boudoir_slides ),
	),
	Carousel::data_attributes( $boudoir_slides, $boudoir_delay, $boudoir_speed, $boudoir_loop )
);
?>
<section <?php echo wp_kses_data( get_block_wrapper_attributes( $boudoir_wrapper ) ); ?>>
	<?php
	echo wp_kses( Carousel::header( $boudoir_heading, $boudoir_arrows, $boudoir_delay > 0 ), Kses::controls() );
	?>
	<div class="boudoir-carousel__viewport swiper" tabindex="0">
		<div class="boudoir-carousel__track swiper-wrapper">
			<?php
			if ( 'products' !== $boudoir_source ) {
				echo $content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the inner blocks, rendered and filtered by WordPress, as core's blocks print $content.
			}
			foreach ( array_values( $boudoir_products ) as $boudoir_index => $boudoir_product ) {
				// WordPress's uncropped 768 px size: its srcset offers every size of the same shape.
				// The slides in view at first load at once (never as the page's high priority
				// image: that is the hero's); the others when they come near.
				$boudoir_image = $boudoir_product->image_html(
					'medium_large',
					array(
						'alt'           => '',
						'class'         => 'boudoir-carousel__image',
						'sizes'         => $boudoir_sizes,
						'loading'       => $boudoir_index < max( $boudoir_slides ) ? 'eager' : 'lazy',
						'fetchpriority' => 'auto',
						'decoding'      => 'async',
					)
				);
				?>
				<div class="boudoir-carousel__slide swiper-slide boudoir-carousel__product"><a class="boudoir-carousel__product-link" href="<?php echo esc_url( $boudoir_product->permalink ); ?>"><?php echo wp_kses( $boudoir_image, Kses::image() ); ?><span class="boudoir-carousel__product-name"><?php echo esc_html( $boudoir_product->name ); ?></span></a>
				<?php
				if ( '' !== $boudoir_product->price_html ) {
					echo '<span class="boudoir-carousel__product-price price">' . wp_kses_post( $boudoir_product->price_html ) . '</span>';
				}
				echo '</div>';
			}
			?>
		</div>
	</div>
</section>
