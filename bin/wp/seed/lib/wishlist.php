<?php
/**
 * The demo shop's wishlist pieces: the wishlist page holds the list block and, below
 * it, the management table; the header shows the wishlist counter beside the menu.
 *
 * The pages and the header are written by site.php; these filters shape what it
 * writes, so each post is written once per seed run (no extra revisions).
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

/** The wishlist page's content: a line of introduction, the list, the lists. */
function boudoir_demo_wishlist_page_content(): string {
	return boudoir_demo_paragraph( 'Your saved pieces live here. Tap the heart on any product to keep it for later.' )
		. "\n<!-- wp:boudoir/wishlist {\"align\":\"wide\"} /-->\n\n<!-- wp:boudoir/wishlists {\"align\":\"wide\"} /-->\n";
}

/**
 * The header with the wishlist counter and the mini-cart right after the main menu (and
 * the header search, when the header has it), side by side.
 *
 * @param string $header The header's block markup.
 */
function boudoir_demo_header_with_counter( string $header ): string {
	if ( str_contains( $header, '<!-- wp:boudoir/wishlist-counter' ) ) {
		return $header;
	}
	$group  = '<!-- wp:group ' . serialize_block_attributes(
		array(
			'style'  => array( 'spacing' => array( 'blockGap' => 'var:preset|spacing|20' ) ),
			'layout' => array(
				'type'           => 'flex',
				'flexWrap'       => 'nowrap',
				'justifyContent' => 'right',
			),
		)
	) . " -->\n<div class=\"wp-block-group\">";
	$result = preg_replace_callback(
		// The navigation, and the header search when it follows: the counter comes after both.
		'#<!-- wp:navigation \{.*?\} /-->(?:\s*<!-- wp:boudoir/header-search[^>]*?/-->)?#s',
		static fn ( array $navigation ): string => $group . $navigation[0] . "\n\n<!-- wp:boudoir/wishlist-counter /-->\n\n<!-- wp:boudoir/mini-cart /--></div>\n<!-- /wp:group -->",
		$header,
		1,
		$count
	);
	if ( ! is_string( $result ) || 1 !== $count ) {
		boudoir_demo_fail( 'the header has no navigation block to put the wishlist counter beside' );
	}
	return $result;
}

/**
 * Shapes the posts the seed writes: the wishlist page's content, the header's counter.
 *
 * @param array<string,mixed> $data Slashed post data, as wp_insert_post() filters it.
 * @return array<string,mixed>
 */
function boudoir_demo_wishlist_post_data( array $data ): array {
	$type = $data['post_type'] ?? '';
	$slug = $data['post_name'] ?? '';
	if ( 'page' === $type && 'wishlist' === $slug ) {
		$data['post_content'] = wp_slash( boudoir_demo_wishlist_page_content() );
	} elseif ( 'wp_template_part' === $type && 'header' === $slug ) {
		$data['post_content'] = wp_slash( boudoir_demo_header_with_counter( wp_unslash( (string) $data['post_content'] ) ) );
	}
	return $data;
}

/**
 * Runs a part of site.php's seed with the wishlist pieces in place.
 *
 * @param callable $seed The part.
 */
function boudoir_demo_with_wishlist_pieces( callable $seed ): void {
	add_filter( 'wp_insert_post_data', 'boudoir_demo_wishlist_post_data' );
	try {
		$seed();
	} finally {
		remove_filter( 'wp_insert_post_data', 'boudoir_demo_wishlist_post_data' );
	}
}

/**
 * The pages (site.php), with the wishlist page holding both wishlist blocks, and the
 * option that names the wishlist page pointing at it.
 */
function boudoir_demo_seed_pages_with_wishlists(): void {
	boudoir_demo_with_wishlist_pieces( 'boudoir_demo_seed_pages' );
	$page = boudoir_demo_post_id( 'page', 'wishlist' );
	if ( ! $page ) {
		boudoir_demo_fail( 'no wishlist page' );
	}
	update_option( 'boudoir_wishlist_page_id', $page );
}

/** The menu, header and footer (site.php), with the wishlist counter in the header. */
function boudoir_demo_seed_navigation_with_counter(): void {
	boudoir_demo_with_wishlist_pieces( 'boudoir_demo_seed_navigation' );
}
