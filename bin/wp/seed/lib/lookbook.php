<?php
/**
 * The demo's lookbook page (/lookbook/): a boudoir/lightbox block whose gallery, inline
 * size notes and a link to the silk care page open as one lightbox gallery; and the
 * silk care page (/silk-care/) the lightbox shows by ajax.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

/**
 * Seeds /silk-care/ and /lookbook/ (after the home page, whose lookbook images it shows).
 */
function boudoir_demo_seed_lookbook(): void {
	boudoir_demo_page(
		'silk-care',
		'Caring for silk',
		boudoir_demo_paragraph( 'Silk keeps its sheen for years with a little care: wash it by hand in cool water with a few drops of a mild, pH-neutral detergent.' )
		. boudoir_demo_paragraph( 'Never wring it. Roll it in a towel to lift the water out, then lay it flat in the shade to dry.' )
		. boudoir_demo_paragraph( 'Iron on the reverse at the lowest setting, or let the steam of a warm bathroom smooth the creases away.' )
	);

	$images = '';
	foreach ( array( 'lifestyle-bridal', 'lifestyle-evening', 'lifestyle-lounge' ) as $key ) {
		$id = boudoir_demo_post_id( 'attachment', 'boudoir-demo-' . $key );
		if ( $id ) {
			$images .= boudoir_demo_gallery_image( $id, boudoir_demo_relative_url( (string) wp_get_attachment_url( $id ) ), (string) get_the_title( $id ), 'media' );
		}
	}
	$notes = '<!-- wp:group ' . serialize_block_attributes(
		array(
			'anchor'    => 'lookbook-size-notes',
			'className' => 'boudoir-lightbox-hidden',
			'layout'    => array( 'type' => 'constrained' ),
		)
	) . " -->\n<div id=\"lookbook-size-notes\" class=\"wp-block-group boudoir-lightbox-hidden\">"
		. boudoir_demo_heading( 'Size notes', 3 )
		. boudoir_demo_paragraph( 'The bridal set runs true to size; the evening bodysuit is cut close, so choose one band up if you are between sizes.' )
		. boudoir_demo_paragraph( 'Robes come in two lengths, both one size: the belt adjusts the fit.' )
		. "</div>\n<!-- /wp:group -->\n";

	$content = "<!-- wp:boudoir/lightbox -->\n"
		. boudoir_demo_heading( 'The season, up close' )
		. boudoir_demo_paragraph( 'Select a picture to see it larger. The arrow keys, or the Previous and Next buttons, go through the whole lookbook.' )
		. ( $images
			? boudoir_demo_gallery(
				$images,
				array(
					'columns' => 3,
					'linkTo'  => 'media',
				)
			)
			: '' )
		. boudoir_demo_paragraph( 'Between two sizes? <a href="#lookbook-size-notes">Read the size notes</a>. Wearing silk? <a href="/silk-care/">How to care for silk</a>.' )
		. $notes
		. "<!-- /wp:boudoir/lightbox -->\n";
	boudoir_demo_page( 'lookbook', 'Lookbook', $content );
}
