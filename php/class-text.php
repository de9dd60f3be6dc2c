<?php
/**
 * Rules for the text Boudoir stores that came from a visitor.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * Text from a visitor, made safe to store and show: no bidirectional overrides, a bounded length.
 */
final class Text {

	/**
	 * The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): one of
	 * them reverses or reorders what follows it ("Trojan Source"), in an admin screen as anywhere.
	 * The marks (U+200E, U+200F, U+061C) reorder nothing beyond neutrals and stay: right-to-left
	 * writers need them.
	 */
	private const BIDI_CONTROLS = '/[\x{202A}-\x{202E}\x{2066}-\x{2069}]/u';

	/**
	 * The text without bidirectional embeddings, overrides and isolates.
	 *
	 * @param string $text Valid UTF-8.
	 */
	public static function without_bidi_controls( string $text ): string {
		$clean = preg_replace( self::BIDI_CONTROLS, '', $text );
		return is_string( $clean ) ? $clean : '';
	}

	/**
	 * At most this many characters (not bytes: a character is never cut in two).
	 *
	 * @param string $text   Valid UTF-8.
	 * @param int    $length The most characters kept.
	 */
	public static function at_most( string $text, int $length ): string {
		return mb_strlen( $text ) > $length ? mb_substr( $text, 0, $length ) : $text;
	}
}
