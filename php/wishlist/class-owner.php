<?php
/**
 * Who owns a wishlist: a user or a guest session.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * A user id or a guest session's hash; never a list's share token.
 *
 * The raw guest session token only ever lives in the shopper's cookie: an Owner
 * holds its SHA-256, which is what the `session_hash` column stores.
 */
final class Owner {

	/**
	 * Use the named constructors.
	 *
	 * @param int    $user_id      The user, or 0 for a guest.
	 * @param string $session_hash The guest session's hash, or '' for a user.
	 */
	private function __construct( public readonly int $user_id, public readonly string $session_hash ) {
	}

	/**
	 * A registered user.
	 *
	 * @param int $user_id A user id above 0.
	 * @throws \InvalidArgumentException For 0 or less.
	 */
	public static function user( int $user_id ): Owner {
		if ( $user_id <= 0 ) {
			throw new \InvalidArgumentException( 'A user owner needs a user id above 0.' );
		}
		return new Owner( $user_id, '' );
	}

	/**
	 * A guest, from the session token in their cookie.
	 *
	 * @param string $session_token The raw token.
	 * @throws \InvalidArgumentException When it is not a token.
	 */
	public static function guest( string $session_token ): Owner {
		if ( ! Token::is_valid( $session_token ) ) {
			throw new \InvalidArgumentException( 'Not a guest session token.' );
		}
		return new Owner( 0, Token::hash( $session_token ) );
	}

	/**
	 * A guest, from the hash stored in a row.
	 *
	 * @param string $session_hash 64 hex characters.
	 * @throws \InvalidArgumentException When it is not a SHA-256 hex digest.
	 */
	public static function guest_from_hash( string $session_hash ): Owner {
		if ( 1 !== preg_match( '/^[0-9a-f]{64}$/D', $session_hash ) ) {
			throw new \InvalidArgumentException( 'Not a guest session hash.' );
		}
		return new Owner( 0, $session_hash );
	}

	/**
	 * The owner a key() names.
	 *
	 * @param string $key `user:<id>` or `guest:<hash>`.
	 * @return Owner|null Null for anything else.
	 */
	public static function from_key( string $key ): ?Owner {
		if ( 1 === preg_match( '/^user:([1-9][0-9]{0,18})$/D', $key, $user ) ) {
			return self::user( (int) $user[1] );
		}
		return 1 === preg_match( '/^guest:([0-9a-f]{64})$/D', $key, $guest ) ? self::guest_from_hash( $guest[1] ) : null;
	}

	/**
	 * Whether this is a guest session rather than a user.
	 */
	public function is_guest(): bool {
		return 0 === $this->user_id;
	}

	/**
	 * A stable key, e.g. `user:12` or `guest:<hash>`; the `default_owner` column holds it for the owner's default list.
	 */
	public function key(): string {
		return $this->is_guest() ? 'guest:' . $this->session_hash : 'user:' . $this->user_id;
	}

	/**
	 * Whether two owners are the same user or the same session (constant-time for sessions).
	 *
	 * @param Owner $other The other owner.
	 */
	public function equals( Owner $other ): bool {
		return $this->user_id === $other->user_id && hash_equals( $this->session_hash, $other->session_hash );
	}
}
