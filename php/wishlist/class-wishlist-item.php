<?php
/**
 * A product on a wishlist, as stored.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * One row of `{prefix}boudoir_wishlist_items`.
 */
final class Wishlist_Item {

	/**
	 * An item.
	 *
	 * @param int                $id           Row id (the API's item_id).
	 * @param int                $wishlist_id  Its list.
	 * @param int                $product_id   The product.
	 * @param int                $variation_id The exact variation, or 0.
	 * @param int                $quantity     At least 1.
	 * @param int                $position     0..n-1 within its list.
	 * @param string|null        $price        Price when added (decimal string), or null when unknown.
	 * @param string             $currency     Its ISO 4217 currency, or ''.
	 * @param \DateTimeImmutable $added_at     When it was added (UTC).
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $wishlist_id,
		public readonly int $product_id,
		public readonly int $variation_id,
		public readonly int $quantity,
		public readonly int $position,
		public readonly ?string $price,
		public readonly string $currency,
		public readonly \DateTimeImmutable $added_at,
	) {
	}

	/**
	 * Builds an item from a database row.
	 *
	 * @param array<string,mixed>|object $row A row of the items table.
	 */
	public static function from_row( array|object $row ): Wishlist_Item {
		$row = (array) $row;
		return new Wishlist_Item(
			(int) $row['id'],
			(int) $row['wishlist_id'],
			(int) $row['product_id'],
			(int) $row['variation_id'],
			(int) $row['quantity'],
			(int) $row['position'],
			null === $row['price'] ? null : self::decimal( (string) $row['price'] ),
			(string) $row['currency'],
			Wishlist::date( (string) $row['added_at'] ) ?? new \DateTimeImmutable( '@0' ),
		);
	}

	/**
	 * A DECIMAL(19,4) as MariaDB returns it (`49.9000`): SQLite returns `49.9`.
	 *
	 * @param string $value The column's value.
	 */
	private static function decimal( string $value ): string {
		if ( 1 === preg_match( '/^(\d+)(?:\.(\d{0,4}))?$/D', $value, $parts ) ) {
			return $parts[1] . '.' . str_pad( $parts[2] ?? '', 4, '0' );
		}
		// A binary float from SQLite (e.g. 1.0E-5): rounded to the column's scale.
		return sprintf( '%.4F', (float) $value );
	}

	/**
	 * The recorded price, or null.
	 */
	public function price_when_added(): ?Price {
		return null === $this->price || '' === $this->currency ? null : new Price( $this->price, $this->currency );
	}
}
