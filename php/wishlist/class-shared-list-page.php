<?php
/**
 * The HTTP status of a page that shows a list named in its address.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * A page with the wishlist block asked for with `?wishlist=<token>` shows one list by its
 * link, most often someone else's:
 *
 * - it answers 404 when the caller may not read that list (no list has the token, or it is
 *   private and not theirs): the block says "This wishlist does not exist or is private.",
 *   and search engines, link checkers and page caches get the status that says so;
 * - the parts that speak to the shopper about her own lists are left out: the wishlists
 *   block (her lists table, "You have no wishlists yet") and any block with the class
 *   `boudoir-own-lists-only` (the wishlist page pattern's "Your saved pieces live here").
 *
 * Both depend on the address alone, never on who asks, so a page cache may keep them
 * (a private list's page is 404 and not cached).
 */
final class Shared_List_Page {

	/** The block that shows a list. */
	private const BLOCK = 'boudoir/wishlist';

	/** The block of the shopper's own lists. */
	private const OWN_LISTS_BLOCK = 'boudoir/wishlists';

	/** The class of blocks shown only on the shopper's own wishlist page, not on a list reached by its link. */
	public const OWN_LISTS_ONLY_CLASS = 'boudoir-own-lists-only';

	/**
	 * Whether this request shows a list reached by its link.
	 *
	 * @var bool
	 */
	private bool $by_link = false;

	/**
	 * The hook.
	 *
	 * @param Access_Policy $access Who may read which list.
	 */
	public function __construct( private readonly Access_Policy $access ) {
	}

	/**
	 * Hooks the status in before the page is sent.
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'set_status' ) );
		add_filter( 'render_block', array( $this, 'leave_out_own_lists' ), 10, 2 );
	}

	/**
	 * Sends 404 (and no-cache headers) for a list the caller may not read.
	 */
	public function set_status(): void {
		if ( ! isset( $_GET['wishlist'] ) || ! is_singular() ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read: the token is looked up, nothing is written.
			return;
		}
		$page = get_queried_object();
		if ( ! $page instanceof \WP_Post || ! $this->shows_a_list( $page ) ) {
			return;
		}
		$this->by_link = true;
		$token         = sanitize_text_field( wp_unslash( (string) $_GET['wishlist'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- as above.
		if ( is_wp_error( $this->access->readable_by_token( $token ) ) ) {
			status_header( 404 );
			nocache_headers();
		}
	}

	/**
	 * Leaves out, on a list reached by its link, what speaks about the shopper's own lists.
	 *
	 * @param string              $html  The block's markup.
	 * @param array<string,mixed> $block The parsed block.
	 * @return string
	 */
	public function leave_out_own_lists( $html, $block ) {
		if ( ! $this->by_link || ! is_array( $block ) ) {
			return $html;
		}
		$classes = preg_split( '/\s+/', (string) ( $block['attrs']['className'] ?? '' ) );
		if ( self::OWN_LISTS_BLOCK === ( $block['blockName'] ?? '' ) || in_array( self::OWN_LISTS_ONLY_CLASS, (array) $classes, true ) ) {
			return '';
		}
		return $html;
	}

	/**
	 * Whether a page shows a list: the shop's wishlist page, or a page with the block.
	 *
	 * @param \WP_Post $page The page asked for.
	 */
	private function shows_a_list( \WP_Post $page ): bool {
		return Wishlist_Page::id() === $page->ID || has_block( self::BLOCK, $page );
	}
}
