<?php
/**
 * A wishlist, as stored.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * One row of `{prefix}boudoir_wishlists`; immutable: the repository returns a new one after a change.
 */
final class Wishlist {

	/** The longest name or title a shopper may give a list (the REST schema's maxLength and the forms'). */
	public const MAX_NAME_LENGTH = 100;

	/**
	 * A list.
	 *
	 * @param int                     $id         Row id.
	 * @param string                  $token      Share token (grants read only, never ownership).
	 * @param Owner                   $owner      A user or a guest session.
	 * @param string                  $name       Shown name (raw: escape on output).
	 * @param string                  $slug       URL-friendly name, unique per owner.
	 * @param string                  $privacy    A Wishlist_Privacy level.
	 * @param bool                    $is_default Whether it is the owner's default list.
	 * @param \DateTimeImmutable      $created_at When it was created (UTC).
	 * @param \DateTimeImmutable|null $expires_at When a guest list expires (UTC); null for users' lists.
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $token,
		public readonly Owner $owner,
		public readonly string $name,
		public readonly string $slug,
		public readonly string $privacy,
		public readonly bool $is_default,
		public readonly \DateTimeImmutable $created_at,
		public readonly ?\DateTimeImmutable $expires_at,
	) {
	}

	/**
	 * Builds a list from a database row.
	 *
	 * @param array<string,mixed>|object $row A row of the wishlists table.
	 */
	public static function from_row( array|object $row ): Wishlist {
		$row   = (array) $row;
		$owner = (int) $row['user_id'] > 0 ? Owner::user( (int) $row['user_id'] ) : Owner::guest_from_hash( (string) $row['session_hash'] );
		return new Wishlist(
			(int) $row['id'],
			(string) $row['token'],
			$owner,
			(string) $row['name'],
			(string) $row['slug'],
			Wishlist_Privacy::is_valid( $row['privacy'] ) ? (string) $row['privacy'] : Wishlist_Privacy::PRIVATE,
			(bool) (int) $row['is_default'],
			self::date( (string) $row['created_at'] ) ?? new \DateTimeImmutable( '@0' ),
			self::date( (string) ( $row['expires_at'] ?? '' ) ),
		);
	}

	/**
	 * Whether an owner owns this list: the check every write needs (a nonce is not authorization).
	 *
	 * @param Owner|null $owner The current user or guest session, if any.
	 */
	public function is_owned_by( ?Owner $owner ): bool {
		return null !== $owner && $this->owner->equals( $owner );
	}

	/**
	 * Whether a viewer who reached the list (by its token or id) may read it; private lists are their owner's only.
	 *
	 * @param Owner|null $viewer The current user or guest session, if any.
	 */
	public function is_readable_by( ?Owner $viewer ): bool {
		return Wishlist_Privacy::PRIVATE !== $this->privacy || $this->is_owned_by( $viewer );
	}

	/**
	 * A DATETIME column (UTC) as a date, or null when empty.
	 *
	 * @param string $value `Y-m-d H:i:s`.
	 */
	public static function date( string $value ): ?\DateTimeImmutable {
		if ( '' === $value || str_starts_with( $value, '0000' ) ) {
			return null;
		}
		$date = \DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s', $value, new \DateTimeZone( 'UTC' ) );
		return false === $date ? null : $date;
	}
}
