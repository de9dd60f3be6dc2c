<?php
/**
 * The links of each digest: what it told, and what the shopper did with it.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Wishlist\Token;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}boudoir_alert_links`: per item of a sent digest an "Add to cart" link (`cart`: works
 * once, for TTL) and a link to its product (`open`), and one `open` link to the list (item 0); each
 * row keyed by the hash of its token (192 random bits, see Token: the token itself is only in the
 * e-mail). `used_at` is when the link was first followed: a digest opened by a click, an item added
 * to a cart. The rows are the Alerts report's record (Alert_Report) and go after KEEP.
 */
final class Digest_Links {

	/** Table name without the site's prefix. */
	public const TABLE = 'boudoir_alert_links';

	/** An item's "Add to cart" link. */
	public const CART = 'cart';

	/** A link to an item's product, or to the list (item 0). */
	public const OPEN = 'open';

	/** Seconds an "Add to cart" link works: a week, the time a digest stays news. */
	public const TTL = 7 * DAY_IN_SECONDS;

	/** Seconds the rows are kept for the report: 13 weeks. */
	public const KEEP = 13 * WEEK_IN_SECONDS;

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
  kind varchar(8) NOT NULL,
  owner_key varchar(80) NOT NULL,
  digest_id bigint(20) unsigned NOT NULL DEFAULT 0,
  item_id bigint(20) unsigned NOT NULL DEFAULT 0,
  product_id bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at bigint(20) unsigned NOT NULL,
  expires_at bigint(20) unsigned NOT NULL,
  used_at bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (token_hash),
  KEY digest_id (digest_id),
  KEY created_at (created_at),
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
	 * Makes a digest's links, in one INSERT: per item a `cart` and an `open` link, and the list's.
	 *
	 * @param string         $owner_key The shopper's Owner::key().
	 * @param int            $digest_id The digest.
	 * @param array<int,int> $products  Item → its product (the parent of a variation).
	 * @param int            $now       Unix time.
	 * @return array{list:string,items:array<int,array{cart:string,open:string}>} The tokens.
	 */
	public function issue( string $owner_key, int $digest_id, array $products, int $now ): array {
		$tokens = array(
			'list'  => Token::generate(),
			'items' => array(),
		);
		$rows   = array( array( $tokens['list'], self::OPEN, 0, 0 ) );
		foreach ( $products as $item_id => $product_id ) {
			$tokens['items'][ (int) $item_id ] = array(
				'cart' => Token::generate(),
				'open' => Token::generate(),
			);
			$rows[]                            = array( $tokens['items'][ $item_id ]['cart'], self::CART, (int) $item_id, (int) $product_id );
			$rows[]                            = array( $tokens['items'][ $item_id ]['open'], self::OPEN, (int) $item_id, (int) $product_id );
		}
		$wpdb = $this->db();
		$args = array( $this->table() );
		foreach ( $rows as list( $token, $kind, $item_id, $product_id ) ) {
			array_push( $args, Token::hash( $token ), $kind, $owner_key, $digest_id, $item_id, $product_id, $now, $now + self::TTL );
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own table; one row of placeholders per link.
		$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (token_hash, kind, owner_key, digest_id, item_id, product_id, created_at, expires_at) VALUES ' . implode( ', ', array_fill( 0, count( $rows ), '(%s, %s, %s, %d, %d, %d, %d, %d)' ) ), $args ) );
		// phpcs:enable
		return $tokens;
	}

	/**
	 * A link's row, whatever its state.
	 *
	 * @param string $token The link's token.
	 * @param string $kind  CART or OPEN: a token of the other kind is unknown here.
	 * @return array{item_id:int,product_id:int,expires_at:int,used_at:int}|null
	 */
	public function find( string $token, string $kind ): ?array {
		if ( ! Token::is_valid( $token ) ) {
			return null;
		}
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table, read fresh.
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT item_id, product_id, expires_at, used_at FROM %i WHERE token_hash = %s AND kind = %s', $this->table(), Token::hash( $token ), $kind ), ARRAY_A );
		return is_array( $row ) ? array_map( 'intval', $row ) : null;
	}

	/**
	 * The item an "Add to cart" link adds, while it works (nothing is spent).
	 *
	 * @param string $token The link's token.
	 * @param int    $now   Unix time.
	 * @return int|null The item, or null for a link unknown, used or expired.
	 */
	public function item_of( string $token, int $now ): ?int {
		$row = $this->find( $token, self::CART );
		return null !== $row && 0 === $row['used_at'] && $row['expires_at'] > $now ? $row['item_id'] : null;
	}

	/**
	 * Uses an "Add to cart" link: one UPDATE, so of two clicks at once only one gets the item.
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
		$changed = $wpdb->query( $wpdb->prepare( 'UPDATE %i SET used_at = %d WHERE token_hash = %s AND kind = %s AND used_at = 0 AND expires_at > %d', $this->table(), $now, Token::hash( $token ), self::CART, $now ) );
		return 1 === $changed ? $item : null;
	}

	/**
	 * Records the first time an `open` link was followed (later clicks change nothing).
	 *
	 * @param string $token The link's token.
	 * @param int    $now   Unix time.
	 */
	public function opened( string $token, int $now ): void {
		if ( ! Token::is_valid( $token ) ) {
			return;
		}
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET used_at = %d WHERE token_hash = %s AND kind = %s AND used_at = 0', $this->table(), $now, Token::hash( $token ), self::OPEN ) );
	}

	/**
	 * Forgets links older than KEEP (the digests' run).
	 *
	 * @param int $now Unix time.
	 * @return int Links forgotten.
	 */
	public function purge( int $now ): int {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE created_at < %d', $this->table(), $now - self::KEEP ) );
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
