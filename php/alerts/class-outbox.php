<?php
/**
 * What is to be told to shoppers, waiting for their digest.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Wishlist\Wishlist_Item;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}boudoir_alert_outbox`: one line per alert the job decided (Alert_Job), for the list's
 * owner (Owner::key()), until a digest carries it (digest_id, 0 while waiting). Personal data:
 * the owner's key, with the item; the privacy tools export and erase it with the lists.
 */
final class Outbox {

	/** Table name without the site's prefix. */
	public const TABLE = 'boudoir_alert_outbox';

	/** Rows per statement when adding many. */
	private const BATCH = 200;

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
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  owner_key varchar(80) NOT NULL,
  wishlist_id bigint(20) unsigned NOT NULL,
  item_id bigint(20) unsigned NOT NULL,
  old_price decimal(19,4) DEFAULT NULL,
  new_price decimal(19,4) DEFAULT NULL,
  currency char(3) NOT NULL DEFAULT '',
  back_in_stock tinyint(1) NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  digest_id bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  KEY waiting (digest_id,owner_key),
  KEY item_id (item_id)
) {$this->db()->get_charset_collate()};\n";
	}

	/**
	 * The table's full name; read per call so switch_to_blog() is honoured.
	 */
	public function table(): string {
		return $this->db()->prefix . self::TABLE;
	}

	/**
	 * Adds alerts to tell.
	 *
	 * @param list<array{owner_key:string,wishlist_id:int,item_id:int,alert:Alert}> $lines The alerts, each with its item and the list's owner.
	 * @param int                                                                   $now   Unix time.
	 */
	public function add( array $lines, int $now ): void {
		$wpdb = $this->db();
		foreach ( array_chunk( $lines, self::BATCH ) as $batch ) {
			$values = array( $this->table() );
			foreach ( $batch as $line ) {
				$alert = $line['alert'];
				// No price drop: '' stored as NULL (NULLIF below).
				array_push( $values, $line['owner_key'], $line['wishlist_id'], $line['item_id'], (string) $alert->was?->amount, (string) $alert->now?->amount, (string) $alert->now?->currency, (int) $alert->back_in_stock, gmdate( 'Y-m-d H:i:s', $now ) );
			}
			// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own table; one row of placeholders per alert.
			$wpdb->query(
				$wpdb->prepare(
					'INSERT INTO %i (owner_key, wishlist_id, item_id, old_price, new_price, currency, back_in_stock, created_at) VALUES ' . implode( ', ', array_fill( 0, count( $batch ), "(%s, %d, %d, NULLIF(%s, ''), NULLIF(%s, ''), %s, %d, %s)" ) ),
					$values
				)
			);
			// phpcs:enable
		}
	}

	/**
	 * An owner's alerts not yet in a digest, oldest first.
	 *
	 * @param string $owner_key Owner::key().
	 * @return list<array{id:int,wishlist_id:int,item_id:int,old_price:?string,new_price:?string,currency:string,back_in_stock:bool,created_at:string}>
	 */
	public function waiting_for( string $owner_key ): array {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table, read by its job: never cached.
		return self::lines( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, wishlist_id, item_id, old_price, new_price, currency, back_in_stock, created_at FROM %i WHERE digest_id = 0 AND owner_key = %s ORDER BY id', $this->table(), $owner_key ), ARRAY_A ) );
	}

	/**
	 * A digest's alerts, oldest first.
	 *
	 * @param int $digest_id The digest.
	 * @return list<array{id:int,wishlist_id:int,item_id:int,old_price:?string,new_price:?string,currency:string,back_in_stock:bool,created_at:string}>
	 */
	public function in_digest( int $digest_id ): array {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table, read by its job: never cached.
		return self::lines( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, wishlist_id, item_id, old_price, new_price, currency, back_in_stock, created_at FROM %i WHERE digest_id = %d ORDER BY id', $this->table(), $digest_id ), ARRAY_A ) );
	}

	/**
	 * The shoppers with alerts waiting, an address to send them to (Alert_Contacts::reachable(): a
	 * signed-in shopper's account, a guest's confirmed address) and no digest yet on the day: those
	 * whose day's digest went already are not listed, so they never keep the others out of the
	 * first `$limit`. A guest's alerts wait for her confirmation.
	 *
	 * @param int    $limit Shoppers at most.
	 * @param string $day   `Y-m-d`, the shop's day (Digests).
	 * @return list<string> Their Owner::key()s.
	 */
	public function owners_waiting( int $limit, string $day ): array {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own tables, read by its job: never cached.
		return array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT o.owner_key FROM %i o JOIN %i c ON c.owner_key = o.owner_key AND c.status IN (%s, %s) WHERE o.digest_id = 0 AND NOT EXISTS (SELECT 1 FROM %i d WHERE d.owner_key = o.owner_key AND d.day = %s) ORDER BY o.owner_key LIMIT %d', $this->table(), $wpdb->prefix . Alert_Contacts::TABLE, Alert_Contacts::ACCOUNT, Alert_Contacts::CONFIRMED, $wpdb->prefix . Digests::TABLE, $day, $limit ) ) );
	}

	/**
	 * Forgets a shopper's alerts that wait for a digest (she unsubscribed).
	 *
	 * @param string $owner_key Owner::key().
	 * @return int Alerts forgotten.
	 */
	public function forget_waiting( string $owner_key ): int {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE digest_id = 0 AND owner_key = %s', $this->table(), $owner_key ) );
	}

	/**
	 * Puts an owner's waiting alerts in a digest.
	 *
	 * @param string $owner_key Owner::key().
	 * @param int    $digest_id The digest.
	 * @return int Alerts put in.
	 */
	public function attach( string $owner_key, int $digest_id ): int {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		return (int) $wpdb->query( $wpdb->prepare( 'UPDATE %i SET digest_id = %d WHERE digest_id = 0 AND owner_key = %s', $this->table(), $digest_id, $owner_key ) );
	}

	/**
	 * Rows as the readers return them.
	 *
	 * @param array<int,array<string,mixed>> $rows The database's rows.
	 * @return list<array{id:int,wishlist_id:int,item_id:int,old_price:?string,new_price:?string,currency:string,back_in_stock:bool,created_at:string}>
	 */
	private static function lines( array $rows ): array {
		return array_map(
			static fn ( array $row ): array => array(
				'id'            => (int) $row['id'],
				'wishlist_id'   => (int) $row['wishlist_id'],
				'item_id'       => (int) $row['item_id'],
				'old_price'     => null === $row['old_price'] ? null : Wishlist_Item::decimal( (string) $row['old_price'] ),
				'new_price'     => null === $row['new_price'] ? null : Wishlist_Item::decimal( (string) $row['new_price'] ),
				'currency'      => (string) $row['currency'],
				'back_in_stock' => (bool) $row['back_in_stock'],
				'created_at'    => (string) $row['created_at'],
			),
			array_values( $rows )
		);
	}

	/**
	 * The database.
	 */
	private function db(): \wpdb {
		global $wpdb;
		return $this->db ?? $wpdb;
	}
}
