<?php
/**
 * The alerts' "Add to cart" links: signed, single-use, expiring.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Wishlist\Token;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}boudoir_alert_cart_links`: one row per item of a digest, keyed by the hash of its
 * token (192 random bits, see Token; the token itself is only in the e-mail). A link works
 * until it is used once or TTL has passed.
 */
final class Cart_Links {

	/** Table name without the site's prefix. */
	public const TABLE = 'boudoir_alert_cart_links';

	/** Seconds a link works: a week, the time a digest stays news. */
	public const TTL = 7 * DAY_IN_SECONDS;

	/**
	 * The repository.
	 *
	 * @param \wpdb|null $db The database; the global one by default.
	 */
	public function __construct( private readonly ?\wpdb $db = null ) {
	}

	/**
	 * CREATE TABLE for dbDelta (its format: two spaces after PRIMARY KEY, KEY not INDEX).
	 */
	public function schema(): string {
		return "CREATE TABLE {$this->table()} (
  token_hash char(64) NOT NULL,
  owner_key varchar(80) NOT NULL,
  item_id bigint(20) unsigned NOT NULL,
  expires_at bigint(20) unsigned NOT NULL,
  used_at bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (token_hash),
  KEY expires_at (expires_at),
  KEY owner_key (owner_key)
) {$this->db()->get_charset_collate()};\n";
	}

	/**
	 * The table's full name; read per call so switch_to_blog() is honoured.
	 */
	public function table(): string {
		return $this->db()->prefix . self::TABLE;
	}

	/**
	 * Makes one link per item, in one INSERT.
	 *
	 * @param string    $owner_key The shopper's Owner::key().
	 * @param list<int> $item_ids  Her items.
	 * @param int       $now       Unix time.
	 * @return array<int,string> Item → token.
	 */
	public function issue( string $owner_key, array $item_ids, int $now ): array {
		$tokens = array();
		foreach ( array_values( array_unique( array_map( 'intval', $item_ids ) ) ) as $item_id ) {
			$tokens[ $item_id ] = Token::generate();
		}
		if ( ! $tokens ) {
			return array();
		}
		$wpdb = $this->db();
		$args = array( $this->table() );
		foreach ( $tokens as $item_id => $token ) {
			array_push( $args, Token::hash( $token ), $owner_key, $item_id, $now + self::TTL );
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own table; one row of placeholders per item.
		$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (token_hash, owner_key, item_id, expires_at) VALUES ' . implode( ', ', array_fill( 0, count( $tokens ), '(%s, %s, %d, %d)' ) ), $args ) );
		// phpcs:enable
		return $tokens;
	}

	/**
	 * The item a link adds, while it works (nothing is spent).
	 *
	 * @param string $token The link's token.
	 * @param int    $now   Unix time.
	 * @return int|null The item, or null for a link unknown, used or expired.
	 */
	public function item_of( string $token, int $now ): ?int {
		if ( ! Token::is_valid( $token ) ) {
			return null;
		}
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table, read fresh.
		$item = $wpdb->get_var( $wpdb->prepare( 'SELECT item_id FROM %i WHERE token_hash = %s AND used_at = 0 AND expires_at > %d', $this->table(), Token::hash( $token ), $now ) );
		return null === $item ? null : (int) $item;
	}

	/**
	 * Uses a link: one UPDATE, so of two clicks at once only one gets the item.
	 *
	 * @param string $token The link's token.
	 * @param int    $now   Unix time.
	 * @return int|null The item, or null for a link unknown, used or expired.
	 */
	public function spend( string $token, int $now ): ?int {
		$item = $this->item_of( $token, $now );
		if ( null === $item ) {
			return null;
		}
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		$changed = $wpdb->query( $wpdb->prepare( 'UPDATE %i SET used_at = %d WHERE token_hash = %s AND used_at = 0 AND expires_at > %d', $this->table(), $now, Token::hash( $token ), $now ) );
		return 1 === $changed ? $item : null;
	}

	/**
	 * Forgets links expired for a day or more (the alerts' job).
	 *
	 * @param int $now Unix time.
	 * @return int Links forgotten.
	 */
	public function purge( int $now ): int {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE expires_at < %d', $this->table(), $now - DAY_IN_SECONDS ) );
	}

	/**
	 * Forgets a shopper's links (the privacy eraser).
	 *
	 * @param string $owner_key Owner::key().
	 */
	public function forget_owner( string $owner_key ): int {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE owner_key = %s', $this->table(), $owner_key ) );
	}

	/**
	 * The database.
	 */
	private function db(): \wpdb {
		global $wpdb;
		return $this->db ?? $wpdb;
	}
}
