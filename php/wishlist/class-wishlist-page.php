<?php
/**
 * The shop's wishlist page: the option that names it, and its address.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Where shoppers see their lists, and where share links lead (`?wishlist=<token>`): the page
 * the option `boudoir_wishlist_page_id` names (the installer makes it), else `/wishlist/`.
 */
final class Wishlist_Page {

	/** The option holding the page's id. */
	public const OPTION = 'boudoir_wishlist_page_id';

	/**
	 * The page's id, or 0 when none is set.
	 */
	public static function id(): int {
		return max( 0, (int) get_option( self::OPTION, 0 ) );
	}

	/**
	 * The page's address: its permalink, else `/wishlist/` on the site.
	 */
	public static function url(): string {
		$page_id   = self::id();
		$permalink = $page_id > 0 && 'page' === get_post_type( $page_id ) ? get_permalink( $page_id ) : false;
		return is_string( $permalink ) && '' !== $permalink ? $permalink : home_url( '/wishlist/' );
	}
}
