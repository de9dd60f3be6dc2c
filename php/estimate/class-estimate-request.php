<?php
/**
 * The ask-an-estimate form, validated.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Estimate;

use Boudoir\Text;

defined( 'ABSPATH' ) || exit;

/**
 * What the shopper typed, sanitized and checked; build it with from_params().
 */
final class Estimate_Request {

	public const MAX_NAME_LENGTH  = 100;
	public const MAX_NOTES_LENGTH = 2000;
	public const MAX_EXTRA_LENGTH = 500;

	/** Fields of the form itself, which a shop's extra fields cannot replace. */
	public const RESERVED = array( 'name', 'email', 'notes', 'copy', 'token', 'wishlist_token', 'wishlist_id' );

	/**
	 * A valid request.
	 *
	 * @param string                                         $name  The shopper's name (plain text).
	 * @param string                                         $email A valid e-mail address.
	 * @param string                                         $notes Their message (plain text, line breaks kept).
	 * @param bool                                           $copy  Whether they want a copy by e-mail.
	 * @param array<string,array{label:string,value:string}> $extra The shop's extra fields, key → label and value.
	 */
	public function __construct(
		public readonly string $name,
		public readonly string $email,
		public readonly string $notes,
		public readonly bool $copy,
		public readonly array $extra = array(),
	) {
	}

	/**
	 * The shop's extra fields (the `boudoir_estimate_fields` filter), key → label.
	 *
	 * @return array<string,string>
	 */
	public static function extra_fields(): array {
		/**
		 * Extra fields of the estimate form, e.g. `array( 'phone' => __( 'Phone' ) )`; values are kept as plain text.
		 *
		 * @param array<string,string> $fields Field key → label.
		 */
		$fields = apply_filters( 'boudoir_estimate_fields', array() );
		$valid  = array();
		foreach ( is_array( $fields ) ? $fields : array() as $key => $label ) {
			$key = is_string( $key ) ? sanitize_key( $key ) : '';
			if ( '' !== $key && ! in_array( $key, self::RESERVED, true ) && is_scalar( $label ) ) {
				$valid[ $key ] = sanitize_text_field( (string) $label );
			}
		}
		return $valid;
	}

	/**
	 * Validates the submitted fields; the error names every bad one in data.params.
	 *
	 * @param array<string,mixed> $params Request parameters.
	 * @return Estimate_Request|\WP_Error 400 `boudoir_invalid_<field>` (the first bad field) with all of them in data.params.
	 */
	public static function from_params( array $params ): Estimate_Request|\WP_Error {
		$name  = self::text( $params['name'] ?? '' );
		$email = self::email( $params['email'] ?? '' );
		$notes = is_scalar( $params['notes'] ?? '' ) ? trim( Text::without_bidi_controls( sanitize_textarea_field( (string) ( $params['notes'] ?? '' ) ) ) ) : null;
		$copy  = rest_sanitize_boolean( is_scalar( $params['copy'] ?? false ) ? $params['copy'] ?? false : false );

		$invalid = array();
		if ( null === $name || '' === $name || mb_strlen( $name ) > self::MAX_NAME_LENGTH ) {
			/* translators: %d: the longest name accepted, in characters. */
			$invalid['name'] = sprintf( __( 'Enter your name (up to %d characters).', 'boudoir' ), self::MAX_NAME_LENGTH );
		}
		if ( ! is_email( (string) $email ) ) {
			$invalid['email'] = __( 'Enter a valid e-mail address.', 'boudoir' );
		}
		if ( null === $notes || mb_strlen( $notes ) > self::MAX_NOTES_LENGTH ) {
			/* translators: %d: the longest message accepted, in characters. */
			$invalid['notes'] = sprintf( __( 'Your message can be up to %d characters long.', 'boudoir' ), self::MAX_NOTES_LENGTH );
		}
		$extra = array();
		foreach ( self::extra_fields() as $key => $label ) {
			$value = self::text( $params[ $key ] ?? '' );
			if ( null === $value || mb_strlen( $value ) > self::MAX_EXTRA_LENGTH ) {
				/* translators: 1: a field's label, 2: the longest value accepted, in characters. */
				$invalid[ $key ] = sprintf( __( '%1$s can be up to %2$d characters long.', 'boudoir' ), $label, self::MAX_EXTRA_LENGTH );
				continue;
			}
			if ( '' !== $value ) {
				$extra[ $key ] = array(
					'label' => $label,
					'value' => $value,
				);
			}
		}

		if ( $invalid ) {
			$first = (string) array_key_first( $invalid );
			$code  = in_array( $first, array( 'name', 'email', 'notes' ), true ) ? 'boudoir_invalid_' . $first : 'boudoir_invalid_field';
			return new \WP_Error(
				$code,
				$invalid[ $first ],
				array(
					'status' => 400,
					'params' => $invalid,
				)
			);
		}
		return new Estimate_Request( (string) $name, (string) $email, (string) $notes, $copy, $extra );
	}

	/**
	 * One e-mail address exactly as typed (trimmed), or '' when the value is anything else: a
	 * second address, a header after a line break, a display name. sanitize_email() would cut
	 * such a value down to an address that looks valid instead of refusing it.
	 *
	 * @param mixed $value Submitted value.
	 */
	private static function email( mixed $value ): string {
		$email = is_scalar( $value ) ? trim( (string) $value ) : '';
		return is_email( $email ) && sanitize_email( $email ) === $email ? $email : '';
	}

	/**
	 * A one-line plain-text value, trimmed; null when it is not text at all (an array, an object).
	 *
	 * @param mixed $value Submitted value.
	 */
	private static function text( mixed $value ): ?string {
		return is_scalar( $value ) ? trim( Text::without_bidi_controls( sanitize_text_field( (string) $value ) ) ) : null;
	}
}
