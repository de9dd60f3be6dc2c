<?php
/**
 * Every page the shop's templates do not print: the loop inside the page's one <main>.
 *
 * @package Boudoir\Tests
 */

defined( 'ABSPATH' ) || exit;

get_header();
boudoir_classic_main_open();
if ( have_posts() ) {
	if ( ! is_singular() ) {
		echo '<h1>' . esc_html( is_search() ? sprintf( 'Search results for “%s”', get_search_query() ) : wp_strip_all_tags( get_the_archive_title() ) ) . '</h1>';
	}
	while ( have_posts() ) {
		the_post();
		?>
		<article id="post-<?php the_ID(); ?>" <?php post_class(); ?>>
			<?php if ( is_singular() ) : ?>
				<?php the_title( '<h1 class="entry-title">', '</h1>' ); ?>
				<?php the_content(); ?>
			<?php else : ?>
				<?php the_title( '<h2 class="entry-title"><a href="' . esc_url( get_permalink() ) . '">', '</a></h2>' ); ?>
				<?php the_excerpt(); ?>
			<?php endif; ?>
		</article>
		<?php
	}
	the_posts_pagination();
} else {
	echo '<h1>Nothing found</h1>';
}
boudoir_classic_main_close();
get_footer();
