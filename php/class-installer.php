<?php
/**
 * Creates and migrates Boudoir's tables and options.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

use Boudoir\Alerts\Alert_Contacts;
use Boudoir\Alerts\Digest_Links;
use Boudoir\Alerts\Changed_Products;
use Boudoir\Alerts\Digests;
use Boudoir\Alerts\Outbox;
use Boudoir\Alerts\Subscriptions;
use Boudoir\Alerts\Watches;
use Boudoir\Commerce\Table_Cache_Store;
use Boudoir\Estimate\Estimates;
use Boudoir\Estimate\Rate_Limit;
use Boudoir\Insights\Insight_Days;
use Boudoir\Insights\Saved_Demand;
use Boudoir\Wishlist\Expiry;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Wishlist_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * The one versioned installer: every schema or data change is a migration method keyed by version.
 *
 * Runs on activation, and on plugins_loaded whenever the stored `boudoir_db_version`
 * is older than VERSION (an update by FTP or Git never fires activation). On a
 * network, each site migrates on its first request. The tables' DDL lives in their
 * repositories; a schema change edits their CREATE TABLE and adds a migration that
 * calls create_tables() again: dbDelta adds what is missing and changes nothing else.
 * Migrations must be idempotent: two requests may run the same one at once.
 */
final class Installer {

	/** The option holding the installed schema version. */
	public const OPTION = 'boudoir_db_version';

	/** The schema version this code expects. */
	public const VERSION = 8;

	/**
	 * Every table Boudoir creates, without the site's prefix, dependants first: uninstall.php drops these.
	 *
	 * A new table adds its repository's constant here.
	 */
	public const TABLES = array(
		Outbox::TABLE,
		Digests::TABLE,
		Alert_Contacts::TABLE,
		Digest_Links::TABLE,
		Watches::TABLE,
		Subscriptions::TABLE,
		Item_Repository::TABLE,
		Wishlist_Repository::TABLE,
		Rate_Limit::TABLE,
		Table_Cache_Store::TABLE,
		Changed_Products::TABLE,
		Saved_Demand::TABLE,
		Saved_Demand::QUEUE,
		Insight_Days::TABLE,
	);

	/** The tables that only hold caches: uninstall.php drops them whether or not the shop kept its data. */
	public const CACHE_TABLES = array(
		Table_Cache_Store::TABLE,
	);

	/** Migrations in order: version => method. */
	private const MIGRATIONS = array(
		1 => 'create_tables',
		2 => 'add_guest_list_expiry',
		3 => 'add_estimate_limits',
		4 => 'add_item_variations',
		5 => 'add_product_cache',
		6 => 'add_alerts',
		7 => 'add_alert_links',
		8 => 'add_insights',
	);

	/**
	 * Hooks the installer to activation and to the version check.
	 */
	public function register(): void {
		if ( defined( 'BOUDOIR_FILE' ) ) {
			register_activation_hook( BOUDOIR_FILE, array( $this, 'install' ) );
		}
		// After the commerce adapter (priority 0), before anything that reads the tables.
		add_action( 'plugins_loaded', array( $this, 'maybe_install' ), 1 );
	}

	/**
	 * Runs the missing migrations when the stored version is older; one autoloaded option read otherwise.
	 */
	public function maybe_install(): void {
		if ( self::installed_version() < self::VERSION ) {
			$this->install();
		}
	}

	/**
	 * Runs every migration newer than the stored version, recording each as it completes.
	 *
	 * @return list<int> The versions migrated to.
	 */
	public function install(): array {
		$applied = array();
		foreach ( self::MIGRATIONS as $version => $method ) {
			if ( $version <= self::installed_version() ) {
				continue;
			}
			$this->{$method}();
			// Stored after each step: a failure later resumes from here instead of starting over.
			update_option( self::OPTION, (string) $version, true );
			$applied[] = $version;
		}
		return $applied;
	}

	/**
	 * The stored schema version; 0 before the first install.
	 */
	public static function installed_version(): int {
		return (int) get_option( self::OPTION, 0 );
	}

	/**
	 * Migration 1: the wishlist tables, through dbDelta (also what later schema migrations call).
	 *
	 * @return array<string,string> dbDelta's report: empty when the tables were already as described.
	 */
	public function create_tables(): array {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$items = new Item_Repository( $wpdb );
		$lists = new Wishlist_Repository( $wpdb, $items );
		return dbDelta( $lists->schema() . $items->schema() . ( new Rate_Limit( $wpdb ) )->schema() . ( new Table_Cache_Store( $wpdb ) )->schema() . self::alert_schema( $wpdb ) . self::insight_schema( $wpdb ) );
	}

	/**
	 * Migration 2: the guest list lifetime and the opt-in for deleting data on uninstall, and the daily expiry event.
	 */
	public function add_guest_list_expiry(): void {
		// add_option leaves a value the shop already chose; not autoloaded: only the cron and saves read them.
		add_option( Expiry::OPTION_DAYS, (string) Expiry::DEFAULT_DAYS, '', false );
		add_option( Wishlist_Options::DELETE_ON_UNINSTALL, 'no', '', false );
		Expiry::schedule();
	}

	/**
	 * Migration 3: the estimate rate limit's table (an atomic counter per owner and address) and the estimates' daily clean-up.
	 */
	public function add_estimate_limits(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		// Only the new table: the wishlist tables are as migration 1 left them (create_tables() has it too, for new installs).
		dbDelta( ( new Rate_Limit( $wpdb ) )->schema() );
		Estimates::schedule();
	}

	/**
	 * Migration 4: items keep the chosen values of a variation's "any" attributes (columns `variation`
	 * and `variation_key`), and the unique key tells two choices of one variation apart.
	 *
	 * The dbDelta call adds the columns (existing rows get NULL and '') and the new unique key, which the
	 * old rows already satisfy; it never drops an index, so the old key goes here, once, if still there.
	 */
	public function add_item_variations(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$items = new Item_Repository( $wpdb );
		dbDelta( $items->schema() );
		$items->drop_index( Item_Repository::OLD_UNIQUE_KEY );
	}

	/**
	 * Migration 5: the table product views are kept in when the site has no persistent object cache
	 * (Commerce\Product_Cache::store()).
	 */
	public function add_product_cache(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( ( new Table_Cache_Store( $wpdb ) )->schema() );
	}

	/**
	 * Migration 6: the wishlist alerts' tables: the queue of changed products, the lists' and items'
	 * choices, what is known of each watched item, the alerts waiting for their digest, the digests.
	 */
	public function add_alerts(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( self::alert_schema( $wpdb ) );
	}

	/**
	 * Migration 7: where each shopper's alerts go and her consent (Alerts\Alert_Contacts), and the
	 * digests' "Add to cart" links (Alerts\Digest_Links).
	 */
	public function add_alert_links(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( ( new Alert_Contacts( $wpdb ) )->schema() . ( new Digest_Links( $wpdb ) )->schema() );
	}

	/**
	 * Migration 8: the wishlist insights' summaries (what is saved now, and what happened each day), and
	 * every saved product queued for its first count.
	 */
	public function add_insights(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( self::insight_schema( $wpdb ) );
		self::saved_demand( $wpdb )->queue_all( time() );
	}

	/**
	 * The insights' tables, for dbDelta.
	 *
	 * @param \wpdb $wpdb The database.
	 */
	private static function insight_schema( \wpdb $wpdb ): string {
		return self::saved_demand( $wpdb )->schema() . ( new Insight_Days( $wpdb ) )->schema();
	}

	/**
	 * The saved-demand summary (its catalogue is only read when counting, which the installer never does).
	 *
	 * @param \wpdb $wpdb The database.
	 */
	private static function saved_demand( \wpdb $wpdb ): Saved_Demand {
		return new Saved_Demand( static fn (): Commerce\Catalogue => Plugin::instance()->catalogue(), $wpdb );
	}

	/**
	 * The alerts' tables, for dbDelta.
	 *
	 * @param \wpdb $wpdb The database.
	 */
	private static function alert_schema( \wpdb $wpdb ): string {
		return ( new Changed_Products( $wpdb ) )->schema() . ( new Subscriptions( $wpdb ) )->schema() . ( new Watches( $wpdb ) )->schema() . ( new Outbox( $wpdb ) )->schema() . ( new Digests( $wpdb ) )->schema() . ( new Alert_Contacts( $wpdb ) )->schema() . ( new Digest_Links( $wpdb ) )->schema();
	}
}
