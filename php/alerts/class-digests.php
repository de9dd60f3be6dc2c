<?php
/**
 * One digest per shopper per day, claimed by one web node.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}boudoir_alert_digests`: a shopper's (Owner::key()) digest of a day, unique per shopper and
 * day: whichever node inserts the row sends it, so two nodes running the job at once send it once.
 * A failed send waits and is tried again (the row's `next_attempt_at`), up to MAX_ATTEMPTS; a send a
 * crashed node left half-done is taken up again after STALE seconds.
 */
final class Digests {

	/** Table name without the site's prefix. */
	public const TABLE = 'boudoir_alert_digests';

	/** Sends tried at most, the first included. */
	public const MAX_ATTEMPTS = 5;

	/** The first wait after a failed send, in seconds; each next one doubles. */
	public const BACKOFF = 900;

	/** Seconds after which a send still "sending" is taken to be a crashed node's. */
	public const STALE = 3600;

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
  day date NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'sending',
  attempts smallint(5) unsigned NOT NULL DEFAULT 1,
  next_attempt_at bigint(20) unsigned NOT NULL DEFAULT 0,
  updated_at bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  UNIQUE KEY owner_day (owner_key,day),
  KEY status_next (status,next_attempt_at)
) {$this->db()->get_charset_collate()};\n";
	}

	/**
	 * The table's full name; read per call so switch_to_blog() is honoured.
	 */
	public function table(): string {
		return $this->db()->prefix . self::TABLE;
	}

	/**
	 * Claims a shopper's digest of a day: one INSERT IGNORE on the unique key.
	 *
	 * @param string $owner_key Owner::key().
	 * @param string $day       `Y-m-d` in the shop's time zone.
	 * @param int    $now       Unix time.
	 * @return int The digest's id, or 0 when the day's digest exists already (sent, or another node's).
	 */
	public function claim( string $owner_key, string $day, int $now ): int {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the claim must be one atomic statement on the plugin's own table.
		$inserted = $wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (owner_key, day, status, attempts, next_attempt_at, updated_at) VALUES (%s, %s, %s, 1, 0, %d)', $this->table(), $owner_key, $day, 'sending', $now ) );
		return 1 === (int) $inserted ? (int) $wpdb->insert_id : 0;
	}

	/**
	 * The digests to try again now: failed ones whose wait is over, and sends a crashed node left.
	 *
	 * @param int $now   Unix time.
	 * @param int $limit Rows at most.
	 * @return list<array{id:int,owner_key:string}>
	 */
	public function due_again( int $now, int $limit ): array {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table, read by its job: never cached.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, owner_key FROM %i WHERE ( status = 'failed' AND next_attempt_at <= %d ) OR ( status = 'sending' AND updated_at < %d ) ORDER BY id LIMIT %d", $this->table(), $now, $now - self::STALE, $limit ), ARRAY_A );
		return array_map(
			static fn ( array $row ): array => array(
				'id'        => (int) $row['id'],
				'owner_key' => (string) $row['owner_key'],
			),
			$rows
		);
	}

	/**
	 * Takes a digest to try again: one conditional UPDATE, so one node takes it.
	 *
	 * @param int $id  The digest.
	 * @param int $now Unix time.
	 */
	public function retake( int $id, int $now ): bool {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one atomic statement decides which node sends.
		return 1 === (int) $wpdb->query( $wpdb->prepare( "UPDATE %i SET status = 'sending', attempts = attempts + 1, updated_at = %d WHERE id = %d AND ( ( status = 'failed' AND next_attempt_at <= %d ) OR ( status = 'sending' AND updated_at < %d ) )", $this->table(), $now, $id, $now, $now - self::STALE ) );
	}

	/**
	 * Records a send's outcome: sent; or failed, to be tried again after a wait that doubles each time,
	 * or given up after MAX_ATTEMPTS.
	 *
	 * @param int  $id   The digest.
	 * @param bool $sent Whether the mail went.
	 * @param int  $now  Unix time.
	 */
	public function finish( int $id, bool $sent, int $now ): void {
		$wpdb = $this->db();
		if ( $sent ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
			$wpdb->query( $wpdb->prepare( "UPDATE %i SET status = 'sent', updated_at = %d WHERE id = %d", $this->table(), $now, $id ) );
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		$attempts = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT attempts FROM %i WHERE id = %d', $this->table(), $id ) );
		$status   = $attempts >= self::MAX_ATTEMPTS ? 'abandoned' : 'failed';
		$next     = $now + self::BACKOFF * ( 2 ** max( 0, $attempts - 1 ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET status = %s, next_attempt_at = %d, updated_at = %d WHERE id = %d', $this->table(), $status, $next, $now, $id ) );
	}

	/**
	 * A digest's row, or null.
	 *
	 * @param int $id The digest.
	 * @return array{id:int,owner_key:string,day:string,status:string,attempts:int,next_attempt_at:int}|null
	 */
	public function get( int $id ): ?array {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT id, owner_key, day, status, attempts, next_attempt_at FROM %i WHERE id = %d', $this->table(), $id ), ARRAY_A );
		return is_array( $row ) ? array(
			'id'              => (int) $row['id'],
			'owner_key'       => (string) $row['owner_key'],
			'day'             => (string) $row['day'],
			'status'          => (string) $row['status'],
			'attempts'        => (int) $row['attempts'],
			'next_attempt_at' => (int) $row['next_attempt_at'],
		) : null;
	}

	/**
	 * A shopper's digests, newest first (the privacy export).
	 *
	 * @param string $owner_key Owner::key().
	 * @return list<array{day:string,status:string}>
	 */
	public function for_owner( string $owner_key ): array {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT day, status FROM %i WHERE owner_key = %s ORDER BY day DESC', $this->table(), $owner_key ), ARRAY_A );
		return array_map(
			static fn ( array $row ): array => array(
				'day'    => (string) $row['day'],
				'status' => (string) $row['status'],
			),
			$rows
		);
	}

	/**
	 * Forgets a shopper's digests and the alerts in them (the privacy eraser).
	 *
	 * @param string $owner_key Owner::key().
	 * @return int Rows deleted.
	 */
	public function forget_owner( string $owner_key ): int {
		$wpdb = $this->db();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the plugin's own tables.
		$deleted  = (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE owner_key = %s', $wpdb->prefix . Outbox::TABLE, $owner_key ) );
		$deleted += (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE owner_key = %s', $this->table(), $owner_key ) );
		// phpcs:enable
		return $deleted;
	}

	/**
	 * The database.
	 */
	private function db(): \wpdb {
		global $wpdb;
		return $this->db ?? $wpdb;
	}
}
