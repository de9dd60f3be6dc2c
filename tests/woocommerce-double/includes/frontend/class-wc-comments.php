<?php
/**
 * Product reviews (WC_Comments, WC_Template_Loader::comments_template_loader): products
 * use single-product-reviews.php, new comments on products are `review`s with a `rating`.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reviews.
 */
class WC_Comments {

	/** Hooks in. */
	public static function init() {
		add_filter( 'comments_template', array( __CLASS__, 'comments_template_loader' ) );
		add_filter( 'preprocess_comment', array( __CLASS__, 'update_comment_type' ), 1 );
		add_action( 'comment_post', array( __CLASS__, 'add_comment_rating' ), 1 );
	}

	/**
	 * @param string $template Theme's comments template.
	 * @return string
	 */
	public static function comments_template_loader( $template ) {
		if ( get_post_type() !== 'product' ) {
			return $template;
		}
		$theme_file = locate_template( array( 'woocommerce/single-product-reviews.php' ) );
		return $theme_file ? $theme_file : WC_ABSPATH . 'templates/single-product-reviews.php';
	}

	/**
	 * @param array $comment_data Comment.
	 * @return array
	 */
	public static function update_comment_type( $comment_data ) {
		if ( ! is_admin() && isset( $comment_data['comment_post_ID'], $comment_data['comment_type'] ) && 'product' === get_post_type( absint( $comment_data['comment_post_ID'] ) ) && in_array( $comment_data['comment_type'], array( '', 'comment' ), true ) ) {
			$comment_data['comment_type'] = 'review';
		}
		return $comment_data;
	}

	/**
	 * @param int $comment_id Comment.
	 */
	public static function add_comment_rating( $comment_id ) {
		// phpcs:disable WordPress.Security.NonceVerification.Missing
		if ( isset( $_POST['rating'], $_POST['comment_post_ID'] ) && 'product' === get_post_type( absint( $_POST['comment_post_ID'] ) ) ) {
			$rating = intval( $_POST['rating'] );
			if ( $rating >= 1 && $rating <= 5 ) {
				add_comment_meta( $comment_id, 'rating', $rating, true );
			}
		}
		// phpcs:enable WordPress.Security.NonceVerification.Missing
	}
}
