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
	 * @param int                  $id           Row id (the API's item_id).
	 * @param int                  $wishlist_id  Its list.
	 * @param int                  $product_id   The product.
	 * @param int                  $variation_id The exact variation, or 0.
	 * @param int                  $quantity     At least 1.
	 * @param int                  $position     0..n-1 within its list.
	 * @param string|null          $price        Price when added (decimal string), or null when unknown.
	 * @param string               $currency     Its ISO 4217 currency, or ''.
	 * @param \DateTimeImmutable   $added_at     When it was added (UTC).
	 * @param array<string,string> $variation  The variation's attribute values as chosen (`attribute_pa_color` → `blush`); empty for a simple product or an item saved before choices were kept.
	 * @param string               $variation_key What tells saves of one variation with different "any" values apart ('' when it has none; Chosen_Variation::key()).
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
		public readonly array $variation = array(),
		public readonly string $variation_key = '',
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
			self::variation_of( $row['variation'] ?? null ),
			(string) ( $row['variation_key'] ?? '' ),
		);
	}

	/**
	 * The `variation` column (a JSON object, or NULL) as field → value.
	 *
	 * @param mixed $json The column's value.
	 * @return array<string,string>
	 */
	public static function variation_of( mixed $json ): array {
		$decoded = is_string( $json ) && '' !== $json ? json_decode( $json, true ) : null;
		if ( ! is_array( $decoded ) ) {
			return array();
		}
		$variation = array();
		foreach ( $decoded as $field => $value ) {
			if ( is_string( $field ) && is_scalar( $value ) ) {
				$variation[ $field ] = (string) $value;
			}
		}
		return $variation;
	}

	/**
	 * A DECIMAL(19,4) as MariaDB returns it (`49.9000`): SQLite returns `49.9` (the alerts' tables read theirs so too).
	 *
	 * @param string $value The column's value.
	 */
	public static function decimal( string $value ): string {
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
