<?php
/**
 * Who may read a wishlist.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * The three privacy levels of a list, as stored in the `privacy` column.
 */
final class Wishlist_Privacy {

	/** Anyone may read it, and it may be listed (e.g. on a profile). */
	public const PUBLIC = 'public';

	/** Anyone holding the share link (its token) may read it; never listed. */
	public const SHARED = 'shared';

	/** Only its owner: everyone else gets a 404. */
	public const PRIVATE = 'private';

	/** New lists are private until the shopper shares them: lingerie sizes are personal (privacy by default). */
	public const DEFAULT = self::PRIVATE;

	/**
	 * Every level, most open first.
	 *
	 * @return list<string>
	 */
	public static function all(): array {
		return array( self::PUBLIC, self::SHARED, self::PRIVATE );
	}

	/**
	 * Whether a value is one of the levels (case-sensitive: the column holds the exact constant).
	 *
	 * @param mixed $privacy Untrusted input.
	 */
	public static function is_valid( mixed $privacy ): bool {
		return is_string( $privacy ) && in_array( $privacy, self::all(), true );
	}

	/**
	 * The level itself, or an exception naming the bad value.
	 *
	 * @param mixed $privacy Untrusted input.
	 * @throws \InvalidArgumentException When it is not a level.
	 */
	public static function from( mixed $privacy ): string {
		if ( ! self::is_valid( $privacy ) ) {
			throw new \InvalidArgumentException( sprintf( 'Unknown wishlist privacy "%s".', esc_html( is_scalar( $privacy ) ? (string) $privacy : get_debug_type( $privacy ) ) ) );
		}
		return $privacy;
	}
}
