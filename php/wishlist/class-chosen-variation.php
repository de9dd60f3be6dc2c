<?php
/**
 * The attribute values a shopper chose for a saved variation.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * A variation's full set of attribute values, keyed as WooCommerce's cart keeps them
 * (`attribute_pa_color` → `blush`, term slugs for global attributes), and the part of it
 * the shopper chose for the variation's "any" attributes.
 *
 * Checked the way WooCommerce's Store API checks a posted `variation`
 * (src/StoreApi/Utilities/CartController.php, CartController::parse_variation_data() and
 * sanitize_variation_data()): an attribute is named by its field (`attribute_pa_color`), its
 * label (`Colour`, or in lower case) or its name (`pa_color`); a value fixed by the variation
 * is filled in when not posted and must match when posted; an "any" attribute needs one of the
 * product attribute's values. Unlike the Store API, a name that is no variation attribute of
 * the product is refused rather than dropped: a wishlist must not keep what the cart would ignore.
 */
final class Chosen_Variation {

	/** Error code: a value was posted for no attribute, or one the attribute does not offer. */
	public const INVALID = 'boudoir_invalid_variation';

	/** Error code: an "any" attribute was not chosen. */
	public const MISSING = 'boudoir_missing_variation_data';

	/**
	 * A choice.
	 *
	 * @param array<string,string> $attributes Every variation attribute → value, ksorted (as the Store API sorts them).
	 * @param array<string,string> $chosen     Those of them the variation leaves "any", ksorted.
	 */
	public function __construct( public readonly array $attributes = array(), public readonly array $chosen = array() ) {
	}

	/**
	 * What tells two saves of one variation apart: '' when the variation has no "any" attribute
	 * (so items saved before choices were kept stay the same item), else a hash of the choice.
	 */
	public function key(): string {
		return self::key_of( $this->chosen );
	}

	/**
	 * The key of a choice of "any" values (see key()).
	 *
	 * @param array<string,string> $chosen Field → value.
	 */
	public static function key_of( array $chosen ): string {
		if ( ! $chosen ) {
			return '';
		}
		ksort( $chosen );
		return md5( (string) wp_json_encode( array_map( 'strval', $chosen ) ) );
	}

	/**
	 * Posted `variation` rows (`[{ attribute, value }]`, the Store API's form) as attribute → value; null when malformed.
	 *
	 * @param mixed $rows From the request.
	 * @return array<string,string>|null
	 */
	public static function posted( mixed $rows ): ?array {
		if ( null === $rows ) {
			return array();
		}
		if ( ! is_array( $rows ) ) {
			return null;
		}
		$posted = array();
		foreach ( $rows as $row ) {
			if ( ! is_array( $row ) || ! isset( $row['attribute'], $row['value'] ) || ! is_scalar( $row['attribute'] ) || ! is_scalar( $row['value'] ) ) {
				return null;
			}
			$posted[ (string) $row['attribute'] ] = (string) $row['value'];
		}
		return $posted;
	}

	/**
	 * Checks a posted choice against the product and the variation, filling in the values the variation fixes.
	 *
	 * @param list<array{name:string,attribute:string,label:string,taxonomy:bool,options:array<string,string>}> $spec   The product's variation attributes (Catalogue::variation_attribute_options()).
	 * @param array<string,string>                                                                              $fixed  The variation's own values by `pa_color` or `attribute_pa_color` ('' = any).
	 * @param array<string,string>                                                                              $posted Attribute → value as posted.
	 * @return Chosen_Variation|\WP_Error `400` INVALID or MISSING, with `params.variation`.
	 */
	public static function resolve( array $spec, array $fixed, array $posted ): Chosen_Variation|\WP_Error {
		$attributes = array();
		$chosen     = array();
		$missing    = array();
		foreach ( $spec as $attribute ) {
			$field = $attribute['name'];
			$given = null;
			foreach ( array_unique( array( $field, $attribute['label'], strtolower( $attribute['label'] ), $attribute['attribute'], sanitize_title( $attribute['attribute'] ) ) ) as $candidate ) {
				if ( array_key_exists( $candidate, $posted ) ) {
					$given = $posted[ $candidate ];
					unset( $posted[ $candidate ] );
					break;
				}
			}
			$expected = (string) ( $fixed[ $field ] ?? $fixed[ sanitize_title( $attribute['attribute'] ) ] ?? $fixed[ $attribute['attribute'] ] ?? '' );
			if ( null !== $given ) {
				$given = $attribute['taxonomy'] ? sanitize_title( $given ) : html_entity_decode( sanitize_text_field( $given ), ENT_QUOTES, 'UTF-8' );
			}
			if ( null === $given || '' === $given ) {
				if ( '' === $expected ) {
					$missing[] = $attribute['label'];
				} else {
					$attributes[ $field ] = $expected;
				}
				continue;
			}
			if ( '' !== $expected ? $given !== $expected : ! array_key_exists( $given, $attribute['options'] ) ) {
				return self::error(
					self::INVALID,
					sprintf(
						/* translators: 1: an attribute's name, e.g. Colour; 2: the values it offers, e.g. "Noir, Blush". */
						__( 'This is not a %1$s of this product. Please choose one of: %2$s.', 'boudoir' ),
						$attribute['label'],
						implode( ', ', '' !== $expected ? array( $attribute['options'][ $expected ] ?? $expected ) : array_values( $attribute['options'] ) )
					)
				);
			}
			$attributes[ $field ] = $given;
			if ( '' === $expected ) {
				$chosen[ $field ] = $given;
			}
		}
		if ( $posted ) {
			return self::error(
				self::INVALID,
				/* translators: %s: the attribute names that were sent, e.g. "Size". */
				sprintf( __( 'This product has no option %s.', 'boudoir' ), implode( ', ', array_map( 'sanitize_text_field', array_keys( $posted ) ) ) )
			);
		}
		if ( $missing ) {
			return self::error(
				self::MISSING,
				/* translators: %l: the attribute names left to choose, e.g. "Colour and Band". */
				wp_sprintf( __( 'Please choose %l.', 'boudoir' ), $missing )
			);
		}
		ksort( $attributes );
		ksort( $chosen );
		return new Chosen_Variation( $attributes, $chosen );
	}

	/**
	 * A stored choice as shown and as the cart takes it: one row per attribute, in the product's order,
	 * like the Store API's cart item `variation` (`raw_attribute`, `attribute` = label, `value` = name) plus `raw_value`.
	 *
	 * @param list<array{name:string,attribute:string,label:string,taxonomy:bool,options:array<string,string>}>|null $spec   The product's variation attributes, or null when unknown (then raw names are shown).
	 * @param array<string,string>                                                                                   $values Field → value.
	 * @return list<array{raw_attribute:string,raw_value:string,attribute:string,value:string}>
	 */
	public static function describe( ?array $spec, array $values ): array {
		$rows = array();
		foreach ( $spec ?? array() as $attribute ) {
			$value = $values[ $attribute['name'] ] ?? '';
			if ( '' === $value ) {
				continue;
			}
			unset( $values[ $attribute['name'] ] );
			$rows[] = array(
				'raw_attribute' => $attribute['name'],
				'raw_value'     => $value,
				'attribute'     => $attribute['label'],
				'value'         => $attribute['options'][ $value ] ?? $value,
			);
		}
		foreach ( $values as $field => $value ) {
			if ( '' !== $value ) {
				$rows[] = array(
					'raw_attribute' => $field,
					'raw_value'     => $value,
					'attribute'     => $field,
					'value'         => $value,
				);
			}
		}
		return $rows;
	}

	/**
	 * Stored values in the Store API's form, `[{ attribute: 'attribute_pa_color', value: 'blush' }]`.
	 *
	 * @param array<string,string> $values Field → value.
	 * @return list<array{attribute:string,value:string}>
	 */
	public static function rows( array $values ): array {
		$rows = array();
		foreach ( $values as $field => $value ) {
			$rows[] = array(
				'attribute' => (string) $field,
				'value'     => (string) $value,
			);
		}
		return $rows;
	}

	/**
	 * A 400 naming the `variation` field.
	 *
	 * @param string $code    INVALID or MISSING.
	 * @param string $message Why.
	 */
	private static function error( string $code, string $message ): \WP_Error {
		return new \WP_Error(
			$code,
			$message,
			array(
				'status' => 400,
				'params' => array( 'variation' => $message ),
			)
		);
	}
}
