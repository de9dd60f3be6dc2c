<?php
/**
 * Where each shopper's alerts go, and her consent to them.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Wishlist\Token;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}boudoir_alert_contacts`: one row per shopper (Owner::key()) who asked for alerts.
 *
 * A signed-in shopper is told at her account's address (status `account`). A guest gives an
 * address and confirms it (double opt-in): the row waits as `pending` with the hash of a one-use
 * confirmation token that expires after CONFIRM_TTL, and turns `confirmed` when its link is
 * followed. Every row has its own unsubscribe token (192 random bits, see Token), the one secret
 * of the "unsubscribe" link of every alert; following it turns the row `unsubscribed`. The two
 * tokens are kept in two columns and looked up in their own column only: neither does the
 * other's work.
 */
final class Alert_Contacts {

	/** Table name without the site's prefix. */
	public const TABLE = 'boudoir_alert_contacts';

	/** A signed-in shopper, told at her account's address. */
	public const ACCOUNT = 'account';

	/** A guest whose address waits for her confirmation. */
	public const PENDING = 'pending';

	/** A guest who confirmed her address. */
	public const CONFIRMED = 'confirmed';

	/** Someone who followed an alert's "unsubscribe" link. */
	public const UNSUBSCRIBED = 'unsubscribed';

	/** Seconds a confirmation link works: 48 hours. */
	public const CONFIRM_TTL = 2 * DAY_IN_SECONDS;

	/** Seconds before the same address is sent another confirmation link. */
	public const RESEND_AFTER = 10 * MINUTE_IN_SECONDS;

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
  owner_key varchar(80) NOT NULL,
  email varchar(100) NOT NULL DEFAULT '',
  status varchar(12) NOT NULL DEFAULT 'pending',
  confirm_hash char(64) NOT NULL DEFAULT '',
  confirm_expires bigint(20) unsigned NOT NULL DEFAULT 0,
  confirmed_at bigint(20) unsigned NOT NULL DEFAULT 0,
  unsubscribe_token char(32) NOT NULL,
  consented_at bigint(20) unsigned NOT NULL DEFAULT 0,
  consent_page varchar(255) NOT NULL DEFAULT '',
  PRIMARY KEY  (owner_key),
  UNIQUE KEY unsubscribe_token (unsubscribe_token),
  KEY confirm_hash (confirm_hash),
  KEY email (email)
) {$this->db()->get_charset_collate()};\n";
	}

	/**
	 * The table's full name; read per call so switch_to_blog() is honoured.
	 */
	public function table(): string {
		return $this->db()->prefix . self::TABLE;
	}

	/**
	 * A shopper's row.
	 *
	 * @param string $owner_key Owner::key().
	 * @return array{owner_key:string,email:string,status:string,confirm_expires:int,confirmed_at:int,unsubscribe_token:string,consented_at:int,consent_page:string}|null
	 */
	public function get( string $owner_key ): ?array {
		return $this->for_owners( array( $owner_key ) )[ $owner_key ] ?? null;
	}

	/**
	 * The rows of several shoppers, by key.
	 *
	 * @param list<string> $owner_keys Owner::key() values.
	 * @return array<string,array{owner_key:string,email:string,status:string,confirm_expires:int,confirmed_at:int,unsubscribe_token:string,consented_at:int,consent_page:string}>
	 */
	public function for_owners( array $owner_keys ): array {
		$keys = array_values( array_unique( array_map( 'strval', $owner_keys ) ) );
		if ( ! $keys ) {
			return array();
		}
		$wpdb = $this->db();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the plugin's own table, read fresh; one placeholder per key.
		$rows = (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT owner_key, email, status, confirm_expires, confirmed_at, unsubscribe_token, consented_at, consent_page FROM %i WHERE owner_key IN (' . implode( ', ', array_fill( 0, count( $keys ), '%s' ) ) . ')',
				array_merge( array( $this->table() ), $keys )
			),
			ARRAY_A
		);
		// phpcs:enable
		$contacts = array();
		foreach ( $rows as $row ) {
			$contacts[ (string) $row['owner_key'] ] = self::shape( $row );
		}
		return $contacts;
	}

	/**
	 * A signed-in shopper asks for alerts: told at her account's address from now on (an earlier
	 * "unsubscribe" is undone by this new consent).
	 *
	 * @param string $owner_key `user:<id>`.
	 * @param string $page      The page the consent was given on.
	 * @param int    $now       Unix time.
	 */
	public function use_account( string $owner_key, string $page, int $now ): void {
		$this->upsert( $owner_key, '', self::ACCOUNT, '', 0, $now, $page, $now );
	}

	/**
	 * A guest gives her address: it waits for her confirmation, unless she confirmed this very
	 * address before (then her new consent counts at once).
	 *
	 * @param string $owner_key `guest:<hash>`.
	 * @param string $email     A valid address.
	 * @param string $page      The page the consent was given on.
	 * @param int    $now       Unix time.
	 * @return string|null The confirmation token to mail, or null when no mail is due (confirmed
	 *                     already, or a link to this address went out less than RESEND_AFTER ago).
	 */
	public function ask_confirmation( string $owner_key, string $email, string $page, int $now ): ?string {
		$email = strtolower( trim( $email ) );
		$known = $this->get( $owner_key );
		if ( ! self::confirmation_due( $known, $email, $now ) ) {
			if ( null !== $known && $known['confirmed_at'] > 0 ) {
				$this->upsert( $owner_key, $email, self::CONFIRMED, '', 0, $known['confirmed_at'], $page, $now );
			}
			return null;
		}
		$token = Token::generate();
		$this->upsert( $owner_key, $email, self::PENDING, Token::hash( $token ), $now + self::CONFIRM_TTL, 0, $page, $now );
		return $token;
	}

	/**
	 * Whether giving this address mails a confirmation link: a new address, or the same one still
	 * unconfirmed whose last link went out RESEND_AFTER ago or more.
	 *
	 * @param array{email:string,status:string,confirm_expires:int,confirmed_at:int}|null $known The shopper's row.
	 * @param string                                                                      $email The address.
	 * @param int                                                                         $now   Unix time.
	 */
	public static function confirmation_due( ?array $known, string $email, int $now ): bool {
		if ( null === $known || strtolower( trim( $email ) ) !== $known['email'] ) {
			return true;
		}
		if ( $known['confirmed_at'] > 0 ) {
			return false;
		}
		return self::PENDING !== $known['status'] || $now - ( $known['confirm_expires'] - self::CONFIRM_TTL ) >= self::RESEND_AFTER;
	}

	/**
	 * Follows a confirmation link: its row turns `confirmed` and the token is spent.
	 *
	 * @param string $token The link's token.
	 * @param int    $now   Unix time.
	 * @return string|null The shopper's key, or null for a token unknown, spent or expired.
	 */
	public function confirm( string $token, int $now ): ?string {
		if ( ! Token::is_valid( $token ) ) {
			return null;
		}
		$wpdb = $this->db();
		$hash = Token::hash( $token );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the plugin's own table; one UPDATE spends the token, so two clicks confirm once.
		$owner_key = $wpdb->get_var( $wpdb->prepare( 'SELECT owner_key FROM %i WHERE confirm_hash = %s AND status = %s AND confirm_expires > %d', $this->table(), $hash, self::PENDING, $now ) );
		if ( ! is_string( $owner_key ) ) {
			return null;
		}
		$changed = $wpdb->query( $wpdb->prepare( "UPDATE %i SET status = %s, confirm_hash = '', confirm_expires = 0, confirmed_at = %d WHERE owner_key = %s AND confirm_hash = %s", $this->table(), self::CONFIRMED, $now, $owner_key, $hash ) );
		// phpcs:enable
		return 1 === $changed ? $owner_key : null;
	}

	/**
	 * Whose unsubscribe token this is.
	 *
	 * @param string $token The link's token.
	 * @return string|null The shopper's key, or null.
	 */
	public function owner_of_unsubscribe( string $token ): ?string {
		if ( ! Token::is_valid( $token ) ) {
			return null;
		}
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table, read fresh.
		$owner_key = $wpdb->get_var( $wpdb->prepare( 'SELECT owner_key FROM %i WHERE unsubscribe_token = %s', $this->table(), $token ) );
		return is_string( $owner_key ) ? $owner_key : null;
	}

	/**
	 * Marks a shopper unsubscribed (her choices are the caller's to forget).
	 *
	 * @param string $owner_key Owner::key().
	 */
	public function unsubscribe( string $owner_key ): void {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		$wpdb->query( $wpdb->prepare( "UPDATE %i SET status = %s, confirm_hash = '', confirm_expires = 0 WHERE owner_key = %s", $this->table(), self::UNSUBSCRIBED, $owner_key ) );
	}

	/**
	 * Forgets a shopper's row (the privacy eraser, a guest's lists gone).
	 *
	 * @param string $owner_key Owner::key().
	 */
	public function forget( string $owner_key ): int {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE owner_key = %s', $this->table(), $owner_key ) );
	}

	/**
	 * The guests who gave an address (the privacy tools: a guest is found by the address she gave).
	 *
	 * @param string $email The address.
	 * @return list<string> Their Owner::key()s.
	 */
	public function guests_with_email( string $email ): array {
		$email = strtolower( trim( $email ) );
		if ( '' === $email ) {
			return array();
		}
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table, read fresh.
		return array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT owner_key FROM %i WHERE email = %s AND owner_key LIKE %s ORDER BY owner_key', $this->table(), $email, $wpdb->esc_like( 'guest:' ) . '%' ) ) );
	}

	/**
	 * Whether a row lets alerts be sent: a signed-in shopper's, or a guest's confirmed address.
	 *
	 * @param array{status:string}|null $contact A row.
	 */
	public static function reachable( ?array $contact ): bool {
		return null !== $contact && in_array( $contact['status'], array( self::ACCOUNT, self::CONFIRMED ), true );
	}

	/**
	 * Writes a row, keeping its unsubscribe token (an old alert's link goes on working).
	 *
	 * @param string $owner_key       Owner::key().
	 * @param string $email           The address ('' for the account's).
	 * @param string $status          One of the statuses.
	 * @param string $confirm_hash    The confirmation token's hash, or ''.
	 * @param int    $confirm_expires When it expires, or 0.
	 * @param int    $confirmed_at    When the address was confirmed (for an account: consented), or 0.
	 * @param string $page            The page of the consent.
	 * @param int    $now             Unix time.
	 */
	private function upsert( string $owner_key, string $email, string $status, string $confirm_hash, int $confirm_expires, int $confirmed_at, string $page, int $now ): void {
		$wpdb = $this->db();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
		$wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (owner_key, email, status, confirm_hash, confirm_expires, confirmed_at, unsubscribe_token, consented_at, consent_page) VALUES (%s, %s, %s, %s, %d, %d, %s, %d, %s)
				ON DUPLICATE KEY UPDATE email = VALUES(email), status = VALUES(status), confirm_hash = VALUES(confirm_hash), confirm_expires = VALUES(confirm_expires), confirmed_at = VALUES(confirmed_at), consented_at = VALUES(consented_at), consent_page = VALUES(consent_page)',
				$this->table(),
				$owner_key,
				mb_substr( $email, 0, 100 ),
				$status,
				$confirm_hash,
				$confirm_expires,
				$confirmed_at,
				Token::generate(),
				$now,
				mb_substr( $page, 0, 255 )
			)
		);
	}

	/**
	 * A row as typed values.
	 *
	 * @param array<string,mixed> $row From the database.
	 * @return array{owner_key:string,email:string,status:string,confirm_expires:int,confirmed_at:int,unsubscribe_token:string,consented_at:int,consent_page:string}
	 */
	private static function shape( array $row ): array {
		return array(
			'owner_key'         => (string) $row['owner_key'],
			'email'             => (string) $row['email'],
			'status'            => (string) $row['status'],
			'confirm_expires'   => (int) $row['confirm_expires'],
			'confirmed_at'      => (int) $row['confirmed_at'],
			'unsubscribe_token' => (string) $row['unsubscribe_token'],
			'consented_at'      => (int) $row['consented_at'],
			'consent_page'      => (string) $row['consent_page'],
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
