<?php
/**
 * Tests of Boudoir\Installer.
 *
 * The tables were created once, when tests/php/includes/install.php activated
 * Boudoir: these tests inspect them and never create or drop tables (on MariaDB
 * that DDL would commit the test's transaction).
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Alerts\Alert_Contacts;
use Boudoir\Alerts\Digest_Links;
use Boudoir\Alerts\Changed_Products;
use Boudoir\Alerts\Digests;
use Boudoir\Alerts\Outbox;
use Boudoir\Alerts\Subscriptions;
use Boudoir\Alerts\Watches;
use Boudoir\Commerce\Table_Cache_Store;
use Boudoir\Estimate\Rate_Limit;
use Boudoir\Insights\Insight_Days;
use Boudoir\Insights\Saved_Demand;
use Boudoir\Installer;
use Boudoir\Options;
use Boudoir\Swatches\Term_Meta;
use Boudoir\Wishlist\Expiry;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Wishlist_Repository;

/**
 * One versioned installer: tables with their indexes, idempotent, upgrades apply what is missing.
 */
final class Installer_Test extends Test_Case {

	/**
	 * A table a test made, dropped after the test's transaction.
	 *
	 * @var string
	 */
	private string $v3_table = '';

	/**
	 * Drops the test's own table, after the transaction (dropping first would commit the test's rows on MariaDB).
	 */
	protected function tear_down(): void {
		parent::tear_down();
		if ( '' !== $this->v3_table ) {
			global $wpdb;
			$wpdb->query( "DROP TABLE IF EXISTS {$this->v3_table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a test's own table name.
			$this->v3_table = '';
		}
	}

	/**
	 * Activation ran every migration on the test site.
	 */
	public function test_activation_installed_the_current_version(): void {
		$this->assertSame( (string) Installer::VERSION, get_option( Installer::OPTION ) );
		$this->assertSame( array( 10 ), $this->hooked_priorities( 'activate_boudoir/boudoir.php', Installer::class, 'install' ) );
		$this->assertSame( array( 1 ), $this->hooked_priorities( 'plugins_loaded', Installer::class, 'maybe_install' ) );
	}

	/**
	 * Both tables exist with every lookup path indexed and the unique keys in place.
	 */
	public function test_tables_have_their_indexes(): void {
		global $wpdb;
		$this->assertSame(
			array(
				'PRIMARY'       => array( 'unique' => true, 'columns' => array( 'id' ) ),
				'token'         => array( 'unique' => true, 'columns' => array( 'token' ) ),
				'default_owner' => array( 'unique' => true, 'columns' => array( 'default_owner' ) ),
				'user_id'       => array( 'unique' => false, 'columns' => array( 'user_id' ) ),
				'session_hash'  => array( 'unique' => false, 'columns' => array( 'session_hash' ) ),
				'expires_at'    => array( 'unique' => false, 'columns' => array( 'expires_at' ) ),
			),
			$this->indexes( $wpdb->prefix . Wishlist_Repository::TABLE )
		);
		$this->assertSame(
			array(
				'PRIMARY'           => array( 'unique' => true, 'columns' => array( 'id' ) ),
				'wishlist_item'     => array( 'unique' => true, 'columns' => array( 'wishlist_id', 'product_id', 'variation_id', 'variation_key' ) ),
				'wishlist_position' => array( 'unique' => false, 'columns' => array( 'wishlist_id', 'position' ) ),
				'product_id'        => array( 'unique' => false, 'columns' => array( 'product_id' ) ),
			),
			$this->indexes( $wpdb->prefix . Item_Repository::TABLE )
		);
	}

	/**
	 * On SQLite the translator really created the indexes (not only its MySQL emulation of SHOW INDEX).
	 */
	public function test_sqlite_schema_has_the_unique_indexes(): void {
		global $wpdb;
		if ( ! $wpdb instanceof \WP_SQLite_DB ) {
			$this->assertSame( 'InnoDB', $wpdb->get_var( $wpdb->prepare( 'SELECT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s', $wpdb->prefix . Item_Repository::TABLE ) ), 'Transactions need InnoDB.' );
			return;
		}
		$pdo = $wpdb->get_driver()->get_connection()->get_pdo();
		$sql = $pdo->query( "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = '" . $wpdb->prefix . Item_Repository::TABLE . "'" )->fetchAll( \PDO::FETCH_COLUMN );
		$this->assertNotEmpty( preg_grep( '/CREATE UNIQUE INDEX .*\(\s*[`"]?wishlist_id[`"]?\s*,\s*[`"]?product_id[`"]?\s*,\s*[`"]?variation_id[`"]?\s*,\s*[`"]?variation_key[`"]?\s*\)/i', $sql ), implode( "\n", $sql ) );
		$sql = $pdo->query( "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = '" . $wpdb->prefix . Wishlist_Repository::TABLE . "'" )->fetchAll( \PDO::FETCH_COLUMN );
		$this->assertNotEmpty( preg_grep( '/CREATE UNIQUE INDEX .*\(\s*[`"]?token[`"]?\s*\)/i', $sql ), implode( "\n", $sql ) );
	}

	/**
	 * A second dbDelta run finds nothing to change (and so runs no DDL).
	 */
	public function test_second_run_changes_nothing(): void {
		$this->assertSame( array(), ( new Installer() )->create_tables() );
		$this->assertSame( array(), ( new Installer() )->install(), 'Nothing to migrate at the current version.' );
	}

	/**
	 * From an older stored version, only the missing migration runs.
	 */
	public function test_upgrade_applies_the_missing_migration(): void {
		global $wpdb;
		update_option( Installer::OPTION, '1' );
		delete_option( Expiry::OPTION_DAYS );
		delete_option( 'boudoir_delete_data_on_uninstall' );
		Expiry::unschedule();

		$queries = array();
		$record  = static function ( $query ) use ( &$queries ) {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $record );
		( new Installer() )->maybe_install();
		remove_filter( 'query', $record );

		$this->assertSame( (string) Installer::VERSION, get_option( Installer::OPTION ) );
		$this->assertSame( '30', get_option( Expiry::OPTION_DAYS ) );
		$this->assertSame( 'no', get_option( 'boudoir_delete_data_on_uninstall' ) );
		$this->assertNotFalse( wp_next_scheduled( Expiry::HOOK ) );
		$this->assertSame( array(), preg_grep( '/^\s*(DESCRIBE|SHOW|CREATE|ALTER)\b.*boudoir_wishlists\b/i', $queries ), 'Migration 1 (the tables) did not run again.' );
		$this->assertNotEmpty( preg_grep( '/^\s*DESCRIBE\b.*boudoir_wishlist_items/i', $queries ), 'Migration 4 saw to the items table.' );
		$this->assertSame( array(), preg_grep( '/^\s*(CREATE|ALTER)\b.*boudoir_wishlist/i', $queries ), 'Migration 4 changed nothing on a current items table.' );
		$this->assertNotEmpty( preg_grep( '/boudoir_estimate_limits/', $queries ), 'Migration 3 saw to the estimate rate limit table.' );
		$this->assertNotEmpty( preg_grep( '/boudoir_product_cache/', $queries ), 'Migration 5 saw to the product cache table.' );
		$this->assertNotEmpty( preg_grep( '/boudoir_alert_changes/', $queries ), 'Migration 6 saw to the alerts\' tables.' );
		$this->assertNotEmpty( preg_grep( '/boudoir_alert_contacts/', $queries ), 'Migration 7 saw to the alerts\' contacts.' );
		$this->assertNotEmpty( preg_grep( '/boudoir_alert_links/', $queries ), 'And to the "Add to cart" links.' );
		$this->assertNotEmpty( preg_grep( '/boudoir_insight_demand/', $queries ), 'Migration 8 saw to the insights\' summaries.' );

		// A shop's own lifetime survives a re-run of the migration.
		update_option( Installer::OPTION, '1' );
		update_option( Expiry::OPTION_DAYS, '45' );
		$this->assertSame( array( 2, 3, 4, 5, 6, 7, 8 ), ( new Installer() )->install() );
		$this->assertSame( '45', get_option( Expiry::OPTION_DAYS ) );
	}

	/**
	 * Migration 4 on an items table of version 3 (under another prefix): the columns and the new unique
	 * key come, the old key goes, old rows keep their place and are found again; two choices of one
	 * variation become two items. Its tables are dropped in tear_down() (MariaDB commits around DDL).
	 */
	public function test_migration_4_upgrades_a_version_3_items_table(): void {
		global $wpdb;
		// `global` binds $wpdb to $GLOBALS['wpdb']: the real connection is kept apart to be put back.
		$real        = $wpdb;
		$old         = clone $real;
		$old->prefix = $real->prefix . 'v3_';
		$this->v3_table = $old->prefix . Item_Repository::TABLE;
		$old->query(
			"CREATE TABLE {$this->v3_table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  wishlist_id bigint(20) unsigned NOT NULL,
  product_id bigint(20) unsigned NOT NULL,
  variation_id bigint(20) unsigned NOT NULL DEFAULT 0,
  quantity int(10) unsigned NOT NULL DEFAULT 1,
  position int(10) unsigned NOT NULL DEFAULT 0,
  price decimal(19,4) DEFAULT NULL,
  currency char(3) NOT NULL DEFAULT '',
  added_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY wishlist_product (wishlist_id,product_id,variation_id),
  KEY wishlist_position (wishlist_id,position),
  KEY product_id (product_id)
)"
		);
		$old->query( "INSERT INTO {$this->v3_table} (wishlist_id, product_id, variation_id, quantity, position, price, currency, added_at) VALUES (7, 15, 16, 2, 0, NULL, '', '2026-11-01 10:00:00')" );

		$GLOBALS['wpdb'] = $old;
		try {
			( new Installer() )->add_item_variations();
			( new Installer() )->add_item_variations();
		} finally {
			$GLOBALS['wpdb'] = $real;
		}

		$indexes = $this->indexes( $this->v3_table );
		$this->assertArrayNotHasKey( 'wishlist_product', $indexes );
		$this->assertSame( array( 'unique' => true, 'columns' => array( 'wishlist_id', 'product_id', 'variation_id', 'variation_key' ) ), $indexes['wishlist_item'] );
		$items = new Item_Repository( $old );
		$kept  = $items->find( 7, 15, 16 );
		$this->assertNotNull( $kept );
		$this->assertSame( array( array(), '', 2 ), array( $kept->variation, $kept->variation_key, $kept->quantity ) );
		$this->assertFalse( $items->add( 7, 15, 16 )->added, 'The old row is the item without a choice.' );
		$blush = $items->add( 7, 15, 16, 1, new \Boudoir\Wishlist\Chosen_Variation( array( 'attribute_pa_color' => 'blush' ), array( 'attribute_pa_color' => 'blush' ) ) );
		$this->assertTrue( $blush->added );
		$this->assertSame( array( 'attribute_pa_color' => 'blush' ), $blush->item->variation );
		$this->assertSame( 1, $blush->item->position );
		$this->assertCount( 2, $items->for_wishlist( 7 ) );
	}

	/**
	 * uninstall.php keeps everything but the cache table unless the shop opted in; then it drops the tables, estimates, boudoir_* options and term meta. Events and transients go either way.
	 *
	 * The DROP statements are recorded and replaced by a no-op, so the run's tables survive for the other tests.
	 */
	public function test_uninstall_deletes_data_only_when_opted_in(): void {
		global $wpdb;
		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'boudoir/boudoir.php' );
		}
		$dropped = array();
		add_filter(
			'query',
			static function ( $query ) use ( &$dropped ) {
				if ( is_string( $query ) && preg_match( '/^\s*DROP TABLE IF EXISTS `([^`]+)`/i', $query, $match ) ) {
					$dropped[] = $match[1];
					return 'SELECT 1';
				}
				return $query;
			},
			// Before the test case's own filter, which would otherwise take the DROP for an implicit commit on MariaDB.
			1
		);

		$estimate = wp_insert_post( array( 'post_type' => 'boudoir_estimate', 'post_status' => 'private', 'post_title' => 'An estimate' ) );
		add_post_meta( $estimate, '_boudoir_email', 'shopper@boudoir.test' );
		// Swatch term meta, a later boudoir_* key, and another plugin's key on the same term.
		$term = (int) wp_insert_term( 'Noir', 'category' )['term_id'];
		add_term_meta( $term, Term_Meta::COLOR, '#000000' );
		add_term_meta( $term, Term_Meta::IMAGE, '12' );
		add_term_meta( $term, 'boudoir_swatch_later', 'x' );
		add_term_meta( $term, 'other_plugin_key', 'kept' );
		// Transients as the options table holds them (written directly: a persistent object cache would keep set_transient()'s elsewhere).
		$transients = array( '_transient_boudoir_rate_x', '_transient_timeout_boudoir_rate_x', '_site_transient_boudoir_x', '_site_transient_timeout_boudoir_x' );
		foreach ( $transients as $transient ) {
			add_option( $transient, '1', '', false );
		}
		add_option( '_transient_boudoirish_other_plugin', 'kept', '', false );
		// A pending follow-up of the expiry and any other boudoir_* event; another plugin's stays.
		wp_schedule_single_event( time() + 60, Expiry::HOOK_MORE );
		wp_schedule_single_event( time() + 60, 'boudoir_later_job' );
		wp_schedule_single_event( time() + 60, 'boudoirish_other_job' );

		update_option( 'boudoir_delete_data_on_uninstall', 'no' );
		include dirname( __DIR__, 3 ) . '/uninstall.php';
		$this->assertSame( array( $wpdb->prefix . Table_Cache_Store::TABLE ), $dropped, 'Only the cache table goes without the opt-in.' );
		$dropped = array();
		$this->assertNotNull( get_post( $estimate ), 'Estimates stay without the opt-in.' );
		$this->assertSame( (string) Installer::VERSION, get_option( Installer::OPTION ) );
		$this->assertSame( '#000000', get_term_meta( $term, Term_Meta::COLOR, true ), 'Term meta stays without the opt-in.' );
		$this->assertFalse( wp_next_scheduled( Expiry::HOOK ), 'The event goes either way.' );
		$this->assertFalse( wp_next_scheduled( Expiry::HOOK_MORE ), 'And a pending follow-up.' );
		$this->assertFalse( wp_next_scheduled( 'boudoir_later_job' ), 'And any boudoir_* event.' );
		$this->assertNotFalse( wp_next_scheduled( 'boudoirish_other_job' ), "Another plugin's event stays." );
		foreach ( $transients as $transient ) {
			$this->assertFalse( get_option( $transient ), "{$transient}: transients are caches, they go either way." );
		}
		$this->assertSame( 'kept', get_option( '_transient_boudoirish_other_plugin' ) );

		update_option( 'boudoir_delete_data_on_uninstall', 'yes' );
		update_option( 'boudoirish_other_plugin', 'kept' );
		// Every option of the registry, saved (get_option() would answer an unsaved one's registered default).
		$registered = array_keys( Options::all() );
		foreach ( $registered as $name ) {
			// Straight to the table: add_option() sees the registered default and adds nothing.
			$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (option_name, option_value, autoload) VALUES (%s, %s, %s)', $wpdb->options, $name, 'saved', 'no' ) );
		}
		include dirname( __DIR__, 3 ) . '/uninstall.php';
		$left = $wpdb->get_col( $wpdb->prepare( 'SELECT option_name FROM %i WHERE option_name IN (' . implode( ', ', array_fill( 0, count( $registered ), '%s' ) ) . ')', array_merge( array( $wpdb->options ), $registered ) ) );
		$this->assertSame( array(), $left, 'Every option of the registry goes with the opt-in.' );
		$this->assertSame( array( $wpdb->prefix . Table_Cache_Store::TABLE, $wpdb->prefix . Outbox::TABLE, $wpdb->prefix . Digests::TABLE, $wpdb->prefix . Alert_Contacts::TABLE, $wpdb->prefix . Digest_Links::TABLE, $wpdb->prefix . Watches::TABLE, $wpdb->prefix . Subscriptions::TABLE, $wpdb->prefix . Item_Repository::TABLE, $wpdb->prefix . Wishlist_Repository::TABLE, $wpdb->prefix . Rate_Limit::TABLE, $wpdb->prefix . Changed_Products::TABLE, $wpdb->prefix . Saved_Demand::TABLE, $wpdb->prefix . Saved_Demand::QUEUE, $wpdb->prefix . Insight_Days::TABLE ), $dropped );
		$this->assertFalse( get_option( Installer::OPTION ) );
		$this->assertFalse( get_option( 'boudoir_delete_data_on_uninstall' ) );
		$this->assertSame( 'kept', get_option( 'boudoirish_other_plugin' ), 'Only boudoir_* options.' );
		$this->assertNull( get_post( $estimate ), 'Estimates go with the opt-in.' );
		$this->assertSame( array(), get_post_meta( $estimate ), 'Their meta too.' );
		wp_cache_delete( $term, 'term_meta' );
		$this->assertSame( array( 'other_plugin_key' => array( 'kept' ) ), get_term_meta( $term ), 'Every boudoir_* term meta goes, nothing else.' );
		$this->assertSame( 'kept', get_option( '_transient_boudoirish_other_plugin' ) );
	}

	/**
	 * Every boudoir_* table of the site is in Installer::TABLES, the list uninstall.php drops (a new table must be added there).
	 */
	public function test_every_table_is_listed_for_uninstall(): void {
		global $wpdb;
		$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'boudoir_' ) . '%' ) );
		$this->assertNotEmpty( $tables );
		$listed = array_map( static fn ( string $table ): string => $wpdb->prefix . $table, Installer::TABLES );
		$this->assertEqualsCanonicalizing( $listed, $tables );
	}

	/**
	 * Index name => unique flag and columns in order, from SHOW INDEX (MariaDB, and the SQLite translator's emulation).
	 *
	 * @param string $table Full table name.
	 * @return array<string,array{unique:bool,columns:list<string>}>
	 */
	private function indexes( string $table ): array {
		global $wpdb;
		$indexes = array();
		foreach ( $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ) as $row ) {
			$indexes[ $row['Key_name'] ]['unique']                                  = '0' === (string) $row['Non_unique'];
			$indexes[ $row['Key_name'] ]['columns'][ (int) $row['Seq_in_index'] - 1 ] = $row['Column_name'];
		}
		ksort( $indexes );
		$expected_order = array( 'PRIMARY', 'token', 'default_owner', 'user_id', 'session_hash', 'expires_at', 'wishlist_product', 'wishlist_item', 'wishlist_position', 'product_id' );
		uksort( $indexes, static fn ( string $a, string $b ): int => array_search( $a, $expected_order, true ) <=> array_search( $b, $expected_order, true ) );
		return $indexes;
	}
}
