<?php
/**
 * A review's stars (WooCommerce's templates/single-product/review-rating.php, 3.6.0).
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

global $comment;
$rating = intval( get_comment_meta( $comment->comment_ID, 'rating', true ) );

if ( $rating && wc_review_ratings_enabled() ) {
	echo wc_get_rating_html( $rating ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}
