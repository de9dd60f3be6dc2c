<?php
/**
 * Storage of wishlists.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}boudoir_wishlists`: its DDL, and the queries on its rows; what a list is called is
 * List_Names', the guest lists' expiry Expiring_Lists' (both given by this repository).
 *
 * Invariants kept here: a unique share token per list; at most one default list
 * per owner, enforced by a unique key on `default_owner` (the owner's key on the
 * default list, NULL on the others: MariaDB and SQLite both allow many NULLs in a
 * unique index), and exactly one as soon as the owner has any list (deleting the
 * default promotes the oldest remaining one; default_for_or_create() makes one).
 * Items are Item_Repository's; deleting a list deletes its items through it.
 */
final class Wishlist_Repository {

	/** Table name without the site's prefix. */
	public const TABLE = 'boudoir_wishlists';

	/** Longest list name, as the column allows. */
	public const MAX_NAME_LENGTH = 191;

	/** Columns every read selects, in one place. */
	private const COLUMNS = 'id, token, user_id, session_hash, name, slug, privacy, is_default, default_owner, created_at, expires_at';

	/**
	 * The names, built on first use.
	 *
	 * @var ?List_Names
	 */
	private ?List_Names $names = null;

	/**
	 * The expiry queries, built on first use.
	 *
	 * @var ?Expiring_Lists
	 */
	private ?Expiring_Lists $expiring = null;

	/**
	 * A repository.
	 *
	 * Each method that queries reads the connection into a local `$wpdb`, so the WPCS
	 * database sniffs recognise it and check the SQL (table names go through `%i`).
	 *
	 * @param \wpdb           $db    The database.
	 * @param Item_Repository $items The items' repository, for deletes that cascade.
	 */
	public function __construct( private readonly \wpdb $db, private readonly Item_Repository $items ) {
	}

	/**
	 * What the owner's lists are called: names and slugs unique among them.
	 */
	public function names(): List_Names {
		return $this->names ??= new List_Names( $this->db );
	}

	/**
	 * The guest lists' expiry dates: pushed back, found past, deleted.
	 */
	public function expiring(): Expiring_Lists {
		return $this->expiring ??= new Expiring_Lists( $this->db, $this->items );
	}

	/**
	 * The table's full name; read per call so switch_to_blog() is honoured.
	 */
	public function table(): string {
		return $this->db->prefix . self::TABLE;
	}

	/**
	 * CREATE TABLE for dbDelta (its format: two spaces after PRIMARY KEY, KEY not INDEX).
	 *
	 * Lookup paths: token (share links), user_id and session_hash (an owner's lists),
	 * expires_at (the daily expiry), default_owner (an owner's default list).
	 */
	public function schema(): string {
		return "CREATE TABLE {$this->table()} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  token varchar(64) NOT NULL,
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  session_hash char(64) NOT NULL DEFAULT '',
  name varchar(191) NOT NULL,
  slug varchar(191) NOT NULL,
  privacy varchar(10) NOT NULL DEFAULT 'private',
  is_default tinyint(1) NOT NULL DEFAULT 0,
  default_owner varchar(80) DEFAULT NULL,
  created_at datetime NOT NULL,
  expires_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY token (token),
  UNIQUE KEY default_owner (default_owner),
  KEY user_id (user_id),
  KEY session_hash (session_hash),
  KEY expires_at (expires_at)
) {$this->db->get_charset_collate()};\n";
	}

	/**
	 * Creates a list; a guest's expires after the configured days. A second default for the same owner is refused.
	 *
	 * An empty name or an unknown privacy throws \InvalidArgumentException (from List_Names::clean() and Wishlist_Privacy::from()).
	 *
	 * @param Owner  $owner      Its owner.
	 * @param string $name       Its name (plain text; trimmed and cut to MAX_NAME_LENGTH).
	 * @param string $privacy    A Wishlist_Privacy level.
	 * @param bool   $is_default Whether it is the owner's default list.
	 * @param int    $cap        At most this many lists for the owner, checked in the same statement as the insert
	 *                           (parallel creates cannot all pass); 0 for no cap.
	 * @throws \OverflowException When the owner already has $cap lists.
	 * @throws \RuntimeException When the owner already has a default list (or the insert failed).
	 */
	public function create( Owner $owner, string $name, string $privacy = Wishlist_Privacy::DEFAULT, bool $is_default = false, int $cap = 0 ): Wishlist {
		$wpdb    = $this->db;
		$name    = List_Names::clean( $name );
		$privacy = Wishlist_Privacy::from( $privacy );
		$table   = $this->table();
		$now     = gmdate( 'Y-m-d H:i:s' );
		$values  = '%s, %d, %s, %s, %s, %s, %d, ' . ( $is_default ? '%s' : 'NULL' ) . ', %s, ' . ( $owner->is_guest() ? '%s' : 'NULL' );
		$args    = array_merge(
			array( $table, Token::generate(), $owner->user_id, $owner->session_hash, $name, $this->names()->unique_slug( $owner, $name ), $privacy, (int) $is_default ),
			$is_default ? array( $owner->key() ) : array(),
			array( $now ),
			$owner->is_guest() ? array( Expiry::expires_at( time() ) ) : array()
		);
		if ( $cap > 0 ) {
			// The count and the insert in one statement: the derived table has one row, kept unless the owner is at the cap.
			list( $owned, $owner_args ) = $this->owner_condition( $owner );
			$source                     = " SELECT {$values} FROM (SELECT COUNT(*) AS lists FROM %i WHERE {$owned}) AS owned WHERE owned.lists < %d";
			$args                       = array_merge( $args, array( $table ), $owner_args, array( $cap ) );
		} else {
			$source = " VALUES ({$values})";
		}
		// Fixed SQL and placeholders only; the table names are %i replacements too.
		$sql = 'INSERT IGNORE INTO %i (token, user_id, session_hash, name, slug, privacy, is_default, default_owner, created_at, expires_at)' . $source;
		// IGNORE: a racing request that created the owner's default first wins, and this one finds it.
		// Parallel creates by one owner can deadlock this INSERT … SELECT: tried again outside a transaction.
		$inserted = Transaction::retry_on_error(
			$wpdb,
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
			fn () => $wpdb->query(
				$wpdb->prepare( $sql, $args ) // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $sql is assembled above from fixed SQL with placeholders only.
			)
		);
		if ( 1 !== $inserted && $cap > 0 && $this->count_for_owner( $owner ) >= $cap ) {
			throw new \OverflowException( 'The owner has as many wishlists as allowed.' );
		}
		if ( 1 !== $inserted ) {
			throw new \RuntimeException( $is_default ? 'The owner already has a default wishlist.' : 'The wishlist could not be stored: ' . esc_html( $wpdb->last_error ) );
		}
		$list = $this->find( (int) $wpdb->insert_id );
		if ( null === $list ) {
			throw new \RuntimeException( 'The new wishlist could not be read back.' );
		}
		return $list;
	}

	/**
	 * One list by id, or null.
	 *
	 * @param int $id Row id.
	 */
	public function find( int $id ): ?Wishlist {
		$wpdb = $this->db;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$row = $wpdb->get_row(
			$wpdb->prepare( 'SELECT ' . self::COLUMNS . ' FROM %i WHERE id = %d', $this->table(), $id ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- self::COLUMNS is a constant list of column names.
			ARRAY_A
		);
		return $row ? Wishlist::from_row( $row ) : null;
	}

	/**
	 * One list by share token, or null; a malformed token queries nothing.
	 *
	 * @param string $token From a URL.
	 */
	public function find_by_token( string $token ): ?Wishlist {
		if ( ! Token::is_valid( $token ) ) {
			return null;
		}
		$wpdb = $this->db;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$row  = $wpdb->get_row(
			$wpdb->prepare( 'SELECT ' . self::COLUMNS . ' FROM %i WHERE token = %s', $this->table(), $token ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- self::COLUMNS is a constant list of column names.
			ARRAY_A
		);
		$list = $row ? Wishlist::from_row( $row ) : null;
		// The column's collation may ignore case: the token must match exactly.
		return null !== $list && hash_equals( $list->token, $token ) ? $list : null;
	}

	/**
	 * How many lists an owner has (one COUNT on the owner's index).
	 *
	 * @param Owner $owner The owner.
	 */
	public function count_for_owner( Owner $owner ): int {
		$wpdb = $this->db;
		if ( $owner->is_guest() ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
			return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE user_id = 0 AND session_hash = %s', $this->table(), $owner->session_hash ) );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE user_id = %d', $this->table(), $owner->user_id ) );
	}

	/**
	 * One page of an owner's lists, default first, then oldest first.
	 *
	 * @param Owner $owner    The owner.
	 * @param int   $page     From 1.
	 * @param int   $per_page Lists per page.
	 * @return list<Wishlist>
	 */
	public function page_for_owner( Owner $owner, int $page, int $per_page ): array {
		$wpdb   = $this->db;
		$limit  = max( 1, $per_page );
		$offset = max( 0, ( $page - 1 ) * $per_page );
		if ( $owner->is_guest() ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					'SELECT ' . self::COLUMNS . ' FROM %i WHERE user_id = 0 AND session_hash = %s ORDER BY is_default DESC, id LIMIT %d OFFSET %d', // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- self::COLUMNS is a constant list of column names.
					array( $this->table(), $owner->session_hash, $limit, $offset )
				),
				ARRAY_A
			);
		} else {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					'SELECT ' . self::COLUMNS . ' FROM %i WHERE user_id = %d ORDER BY is_default DESC, id LIMIT %d OFFSET %d', // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- self::COLUMNS is a constant list of column names.
					array( $this->table(), $owner->user_id, $limit, $offset )
				),
				ARRAY_A
			);
		}
		return array_map( array( Wishlist::class, 'from_row' ), (array) $rows );
	}

	/**
	 * The SQL that picks an owner's rows (on the user_id or session_hash index), with its values.
	 *
	 * @param Owner $owner The owner.
	 * @return array{0:string,1:list<int|string>}
	 */
	private function owner_condition( Owner $owner ): array {
		return $owner->is_guest()
			? array( 'user_id = 0 AND session_hash = %s', array( $owner->session_hash ) )
			: array( 'user_id = %d', array( $owner->user_id ) );
	}

	/**
	 * An owner's lists, default first, then oldest first.
	 *
	 * @param Owner $owner The owner.
	 * @return list<Wishlist>
	 */
	public function for_owner( Owner $owner ): array {
		$wpdb = $this->db;
		if ( $owner->is_guest() ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
			$rows = $wpdb->get_results(
				$wpdb->prepare( 'SELECT ' . self::COLUMNS . ' FROM %i WHERE user_id = 0 AND session_hash = %s ORDER BY is_default DESC, id', $this->table(), $owner->session_hash ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- self::COLUMNS is a constant list of column names.
				ARRAY_A
			);
		} else {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
			$rows = $wpdb->get_results(
				$wpdb->prepare( 'SELECT ' . self::COLUMNS . ' FROM %i WHERE user_id = %d ORDER BY is_default DESC, id', $this->table(), $owner->user_id ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- self::COLUMNS is a constant list of column names.
				ARRAY_A
			);
		}
		return array_map( array( Wishlist::class, 'from_row' ), (array) $rows );
	}

	/**
	 * The owner's default list, or null.
	 *
	 * @param Owner $owner The owner.
	 */
	public function default_for( Owner $owner ): ?Wishlist {
		$wpdb = $this->db;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$row = $wpdb->get_row(
			$wpdb->prepare( 'SELECT ' . self::COLUMNS . ' FROM %i WHERE default_owner = %s', $this->table(), $owner->key() ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- self::COLUMNS is a constant list of column names.
			ARRAY_A
		);
		return $row ? Wishlist::from_row( $row ) : null;
	}

	/**
	 * The owner's default list, created when they have none (named e.g. "My wishlist").
	 *
	 * @param Owner  $owner The owner.
	 * @param string $name  Its name if created.
	 * @throws \RuntimeException When it could neither be created nor found.
	 */
	public function default_for_or_create( Owner $owner, string $name = '' ): Wishlist {
		$list = $this->default_for( $owner );
		if ( null !== $list ) {
			return $list;
		}
		try {
			return $this->create( $owner, '' !== $name ? $name : __( 'My wishlist', 'boudoir' ), Wishlist_Privacy::DEFAULT, true );
		} catch ( \RuntimeException $lost_race ) {
			// Another request made it between the read and the insert: the unique key kept it single.
			$list = $this->default_for( $owner );
			if ( null === $list ) {
				throw $lost_race;
			}
			return $list;
		}
	}

	/**
	 * Makes a list its owner's default (the previous default becomes a named list).
	 *
	 * @param Wishlist $wishlist The list.
	 */
	public function make_default( Wishlist $wishlist ): Wishlist {
		if ( $wishlist->is_default ) {
			return $wishlist;
		}
		$this->in_transaction(
			function () use ( $wishlist ): void {
				$wpdb = $this->db;
				// Cleared first: the unique key on default_owner would refuse two defaults even for an instant.
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
				$wpdb->query( $wpdb->prepare( 'UPDATE %i SET is_default = 0, default_owner = NULL WHERE default_owner = %s', $this->table(), $wishlist->owner->key() ) );
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
				$wpdb->query( $wpdb->prepare( 'UPDATE %i SET is_default = 1, default_owner = %s WHERE id = %d', $this->table(), $wishlist->owner->key(), $wishlist->id ) );
			}
		);
		return $this->find( $wishlist->id ) ?? $wishlist;
	}

	/**
	 * Renames a list (its slug follows, unique per owner).
	 *
	 * @param Wishlist $wishlist The list.
	 * @param string   $name The new name.
	 * @throws \InvalidArgumentException For an empty name.
	 */
	public function rename( Wishlist $wishlist, string $name ): Wishlist {
		$wpdb = $this->db;
		$name = List_Names::clean( $name );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET name = %s, slug = %s WHERE id = %d', $this->table(), $name, $this->names()->unique_slug( $wishlist->owner, $name, $wishlist->id ), $wishlist->id ) );
		return $this->find( $wishlist->id ) ?? $wishlist;
	}

	/**
	 * Changes who may read a list.
	 *
	 * @param Wishlist $wishlist    The list.
	 * @param string   $privacy A Wishlist_Privacy level.
	 * @throws \InvalidArgumentException For an unknown level.
	 */
	public function set_privacy( Wishlist $wishlist, string $privacy ): Wishlist {
		$wpdb = $this->db;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET privacy = %s WHERE id = %d', $this->table(), Wishlist_Privacy::from( $privacy ), $wishlist->id ) );
		return $this->find( $wishlist->id ) ?? $wishlist;
	}

	/**
	 * Gives a list to another owner (a guest's list to the user who logged in), as a named list or as their default.
	 *
	 * @param Wishlist $wishlist   The list.
	 * @param Owner    $owner      The new owner.
	 * @param string   $name       Its name there (already made unique by the caller).
	 * @param bool     $is_default Whether it becomes their default.
	 */
	public function reassign( Wishlist $wishlist, Owner $owner, string $name, bool $is_default ): bool {
		$wpdb = $this->db;
		$name = List_Names::clean( $name );
		$args = array( $this->table(), $owner->user_id, $owner->session_hash, $name, $this->names()->unique_slug( $owner, $name ), (int) $is_default );
		if ( $is_default ) {
			$args[] = $owner->key();
		}
		$args[] = $wishlist->id;
		// A user's lists never expire; a guest's keep their date. Fixed SQL and placeholders only.
		$sql = 'UPDATE %i SET user_id = %d, session_hash = %s, name = %s, slug = %s, is_default = %d, default_owner = ' . ( $is_default ? '%s' : 'NULL' )
			. ( $owner->is_guest() ? '' : ', expires_at = NULL' ) . ' WHERE id = %d';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$updated = $wpdb->query(
			$wpdb->prepare( $sql, $args ) // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $sql is assembled above from fixed SQL with placeholders only.
		);
		return 1 === $updated;
	}

	/**
	 * Deletes a list and its items; deleting the default promotes the owner's oldest remaining list.
	 *
	 * @param Wishlist $wishlist The list.
	 */
	public function delete( Wishlist $wishlist ): bool {
		$deleted = $this->in_transaction(
			function () use ( $wishlist ): int {
				$wpdb = $this->db;
				$this->items->delete_for_wishlists( array( $wishlist->id ) );
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
				$deleted = (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE id = %d', $this->table(), $wishlist->id ) );
				if ( $deleted && $wishlist->is_default ) {
					$next = $this->for_owner( $wishlist->owner )[0] ?? null;
					if ( null !== $next ) {
						// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
						$wpdb->query( $wpdb->prepare( 'UPDATE %i SET is_default = 1, default_owner = %s WHERE id = %d', $this->table(), $wishlist->owner->key(), $next->id ) );
					}
				}
				return $deleted;
			}
		);
		return 1 === $deleted;
	}

	/**
	 * Deletes all of an owner's lists and their items (the privacy eraser, a deleted user).
	 *
	 * @param Owner $owner The owner.
	 * @return int Lists deleted.
	 */
	public function delete_for_owner( Owner $owner ): int {
		$ids = array_map( static fn ( Wishlist $wishlist ): int => $wishlist->id, $this->for_owner( $owner ) );
		return $this->delete_ids( $ids );
	}

	/**
	 * Runs work in one transaction: committed when it returns, rolled back when it throws.
	 *
	 * Not nestable on MariaDB (a START TRANSACTION commits the open one): callers inside never start their own.
	 *
	 * @template T
	 * @param callable():T $work The writes.
	 * @return T
	 * @throws \Throwable What the work threw, after the rollback.
	 */
	public function in_transaction( callable $work ): mixed {
		return Transaction::run( $this->db, $work );
	}

	/**
	 * Deletes lists by id, with their items (no default promotion: for whole owners, merges and expiry).
	 *
	 * @param list<int> $ids Lists.
	 * @return int Lists deleted.
	 */
	public function delete_ids( array $ids ): int {
		if ( ! $ids ) {
			return 0;
		}
		$wpdb = $this->db;
		$this->items->delete_for_wishlists( $ids );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		return (int) $wpdb->query(
			$wpdb->prepare(
				'DELETE FROM %i WHERE id IN (' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')',
				array_merge( array( $this->table() ), $ids )
			)
		);
	}

	/**
	 * Gives a list a new share token, so links made with the old one find nothing (a guest's lists merged at login).
	 *
	 * @param int $id The list.
	 * @return string|null The new token, or null when no such list.
	 */
	public function rotate_token( int $id ): ?string {
		$wpdb  = $this->db;
		$token = Token::generate();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the plugin's own table; no WordPress API or object cache covers it.
		$updated = $wpdb->query( $wpdb->prepare( 'UPDATE %i SET token = %s WHERE id = %d', $this->table(), $token, $id ) );
		return 1 === $updated ? $token : null;
	}
}
