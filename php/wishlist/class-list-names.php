<?php
/**
 * What a wishlist is called: its name as stored, and names and slugs unique among its owner's lists.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * A list's name is plain text on one line (plain_text(), clean()); a new list takes a name none of
 * its owner's lists has (unique_name(): "Gifts (2)"), and every list a slug unique among them
 * (unique_slug()). Each lookup is one query on the owner's index, for the name or slug and its
 * numbered forms only.
 */
final class List_Names {

	/**
	 * The names.
	 *
	 * Each method that queries reads the connection into a local `$wpdb`, so the WPCS
	 * database sniffs recognise it and check the SQL (table names go through `%i`).
	 *
	 * @param \wpdb $db The database.
	 */
	public function __construct( private readonly \wpdb $db ) {
	}

	/**
	 * A name for a new list of this owner that none of their lists has: "Gifts", then "Gifts (2)", "Gifts (3)"…
	 *
	 * @param Owner  $owner The owner.
	 * @param string $name  Wanted name.
	 */
	public function unique_name( Owner $owner, string $name ): string {
		$name = self::clean( $name );
		// One query on the owner's index, for the name and its numbered forms only (not every list).
		$wpdb    = $this->db;
		$lower   = mb_strtolower( $name );
		$pattern = $wpdb->esc_like( $lower . ' (' ) . '%';
		if ( $owner->is_guest() ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
			$names = $wpdb->get_col(
				$wpdb->prepare( 'SELECT name FROM %i WHERE user_id = 0 AND session_hash = %s AND ( LOWER(name) = %s OR LOWER(name) LIKE %s )', $this->table(), $owner->session_hash, $lower, $pattern )
			);
		} else {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
			$names = $wpdb->get_col(
				$wpdb->prepare( 'SELECT name FROM %i WHERE user_id = %d AND ( LOWER(name) = %s OR LOWER(name) LIKE %s )', $this->table(), $owner->user_id, $lower, $pattern )
			);
		}
		$taken = array_map( 'mb_strtolower', (array) $names );
		if ( ! in_array( mb_strtolower( $name ), $taken, true ) ) {
			return $name;
		}
		for ( $n = 2; ; ++$n ) {
			/* translators: 1: a wishlist's name, 2: a number making it unique, e.g. "Gifts (2)". */
			$candidate = sprintf( __( '%1$s (%2$d)', 'boudoir' ), $name, $n );
			if ( ! in_array( mb_strtolower( $candidate ), $taken, true ) ) {
				return $candidate;
			}
		}
	}

	/**
	 * A slug for a name, unique among the owner's lists.
	 *
	 * @param Owner  $owner  The owner.
	 * @param string $name   The name.
	 * @param int    $except A list to leave out (the one being renamed).
	 */
	public function unique_slug( Owner $owner, string $name, int $except = 0 ): string {
		$base = sanitize_title( $name );
		$base = '' !== $base ? substr( $base, 0, 180 ) : 'wishlist';
		// One query on the owner's index, for the slug and its numbered forms only (not every list).
		$wpdb    = $this->db;
		$pattern = $wpdb->esc_like( $base . '-' ) . '%';
		if ( $owner->is_guest() ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
			$slugs = $wpdb->get_col(
				$wpdb->prepare( 'SELECT slug FROM %i WHERE user_id = 0 AND session_hash = %s AND id <> %d AND ( slug = %s OR slug LIKE %s )', $this->table(), $owner->session_hash, $except, $base, $pattern )
			);
		} else {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
			$slugs = $wpdb->get_col(
				$wpdb->prepare( 'SELECT slug FROM %i WHERE user_id = %d AND id <> %d AND ( slug = %s OR slug LIKE %s )', $this->table(), $owner->user_id, $except, $base, $pattern )
			);
		}
		$taken = array_fill_keys( (array) $slugs, true );
		$slug  = $base;
		for ( $n = 2; isset( $taken[ $slug ] ); ++$n ) {
			$slug = $base . '-' . $n;
		}
		return $slug;
	}

	/**
	 * A name as stored: plain text on one line, trimmed; it may come back empty.
	 *
	 * Tags go (stored XSS in list names hit other plugins): a script or style element whole, a
	 * comment, declaration or processing instruction up to its end (or the text's, as a browser
	 * reads an unclosed one), then every `<` that opens a tag up to its `>`, again until none is
	 * left (so `<scr<script>ipt>` does not become a tag). Whatever else a shopper typed stays
	 * itself, a "<" that closes no tag ("x<y", "<3 love") and "&" among it, rather than being cut
	 * or becoming an entity: names are text, escaped again on output. Bytes that are not UTF-8
	 * become U+FFFD, quietly (WordPress's own check logs a notice through iconv); bidirectional
	 * overrides go (Text::without_bidi_controls()).
	 *
	 * @param string $name Input.
	 */
	public static function plain_text( string $name ): string {
		$text = \Boudoir\Text::without_bidi_controls( self::valid_utf8( $name ) );
		do {
			$before = $text;
			$text   = (string) preg_replace( '@<(script|style)\b[^>]*>.*?</\1\s*>@is', '', $text );
			// A comment, a declaration or a processing instruction runs to its end, or to the text's end.
			$text = (string) preg_replace( '@<!--.*?(?:-->|$)|<[!?][^>]*(?:>|$)@s', '', $text );
			$text = (string) preg_replace( '@<[a-z/][^<>]*>@i', '', $text );
		} while ( $text !== $before );
		return trim( (string) preg_replace( '/[\s\x00-\x1F\x7F]+/u', ' ', $text ) );
	}

	/**
	 * A string as UTF-8: each invalid byte sequence replaced by U+FFFD, without a notice.
	 *
	 * @param string $text Input.
	 */
	private static function valid_utf8( string $text ): string {
		if ( 1 === preg_match( '//u', $text ) ) {
			return $text;
		}
		// ENT_SUBSTITUTE replaces what is not UTF-8; the three entities it writes are undone exactly.
		return strtr(
			htmlspecialchars( $text, ENT_NOQUOTES | ENT_SUBSTITUTE, 'UTF-8' ),
			array(
				'&amp;' => '&',
				'&lt;'  => '<',
				'&gt;'  => '>',
			)
		);
	}

	/**
	 * A list name as stored: plain text, trimmed, at most Wishlist_Repository::MAX_NAME_LENGTH characters (the column's).
	 *
	 * @param string $name Input.
	 * @throws \InvalidArgumentException When nothing is left.
	 */
	public static function clean( string $name ): string {
		$name = self::plain_text( $name );
		if ( '' === $name ) {
			throw new \InvalidArgumentException( 'A wishlist needs a name.' );
		}
		return mb_substr( $name, 0, Wishlist_Repository::MAX_NAME_LENGTH );
	}

	/**
	 * The lists' table; read per call so switch_to_blog() is honoured.
	 */
	private function table(): string {
		return $this->db->prefix . Wishlist_Repository::TABLE;
	}
}
