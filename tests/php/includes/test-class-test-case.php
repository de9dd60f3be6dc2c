<?php
/**
 * Tests of the test case itself: isolation between tests and the helpers.
 *
 * Pairs of tests linked by @depends write something in the first and check in
 * the second that it is gone; PHPUnit runs them in this order.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use PHPUnit\Framework\AssertionFailedError;

/**
 * The isolation and helpers of Test_Case.
 */
final class Test_Case_Test extends Test_Case {

	/** A table a test created; dropped after the rollback. */
	private ?string $probe_table = null;

	/**
	 * Drops the probe table after the rollback, as the class documentation asks: dropping
	 * it before would commit (on MariaDB) what the test wrote since it was created.
	 */
	protected function tear_down(): void {
		parent::tear_down();
		if ( null !== $this->probe_table ) {
			$GLOBALS['wpdb']->query( "DROP TABLE IF EXISTS {$this->probe_table}" );
		}
	}

	/**
	 * Reads an option from the database itself, past WordPress's caches.
	 *
	 * @param string $name Option name.
	 */
	private function option_in_database( string $name ): ?string {
		global $wpdb;
		return $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
	}

	/**
	 * The test's statements run inside an open transaction on either database.
	 */
	public function test_a_test_runs_inside_a_transaction(): void {
		global $wpdb;
		if ( $wpdb instanceof \WP_SQLite_DB ) {
			$this->assertTrue( $wpdb->get_driver()->inTransaction() );
		} else {
			$this->assertSame( '1', $wpdb->get_var( 'SELECT @@in_transaction' ) );
		}
	}

	/**
	 * First half: writes rows.
	 *
	 * @return int The post written.
	 */
	public function test_writes_rows(): int {
		update_option( 'boudoir_probe_rollback', 'written' );
		$post_id = wp_insert_post(
			array(
				'post_title'  => 'Rollback probe',
				'post_status' => 'publish',
			)
		);
		$this->assertIsInt( $post_id );
		$this->assertGreaterThan( 0, $post_id );
		$this->assertSame( 'written', $this->option_in_database( 'boudoir_probe_rollback' ) );
		return $post_id;
	}

	/**
	 * Second half: the rows are gone, from the database and from the cache.
	 *
	 * @depends test_writes_rows
	 *
	 * @param int $post_id The post the first half wrote.
	 */
	public function test_rows_of_the_previous_test_are_rolled_back( int $post_id ): void {
		global $wpdb;
		$this->assertNull( $this->option_in_database( 'boudoir_probe_rollback' ) );
		$this->assertFalse( get_option( 'boudoir_probe_rollback' ) );
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE ID = %d", $post_id ) ) );
		$this->assertNull( get_post( $post_id ) );
	}

	/**
	 * First half: the code under test opens, commits and rolls back its own transactions.
	 */
	public function test_transactions_of_the_code_under_test_nest(): void {
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		update_option( 'boudoir_probe_committed', 'yes' );
		$wpdb->query( 'COMMIT' );
		$wpdb->query( 'START TRANSACTION' );
		update_option( 'boudoir_probe_rolled_back', 'yes' );
		$wpdb->query( 'ROLLBACK' );
		// A COMMIT without a START TRANSACTION must not commit the test's own transaction either.
		update_option( 'boudoir_probe_stray_commit', 'yes' );
		$wpdb->query( 'COMMIT' );

		$this->assertSame( 'yes', $this->option_in_database( 'boudoir_probe_committed' ) );
		$this->assertNull( $this->option_in_database( 'boudoir_probe_rolled_back' ) );
		$this->assertSame( 'yes', $this->option_in_database( 'boudoir_probe_stray_commit' ) );
	}

	/**
	 * Second half: what the code under test committed is still rolled back with the test.
	 *
	 * @depends test_transactions_of_the_code_under_test_nest
	 */
	public function test_commits_of_the_previous_test_are_rolled_back(): void {
		$this->assertNull( $this->option_in_database( 'boudoir_probe_committed' ) );
		$this->assertNull( $this->option_in_database( 'boudoir_probe_stray_commit' ) );
	}

	/**
	 * First half: a failing query (which ends the transaction on SQLite), then a write.
	 */
	public function test_writes_after_a_failing_query(): void {
		global $wpdb;
		$suppressed = $wpdb->suppress_errors( true );
		$this->assertFalse( $wpdb->query( 'SELECT * FROM boudoir_no_such_table' ) );
		$wpdb->suppress_errors( $suppressed );
		update_option( 'boudoir_probe_after_error', 'written' );
		$this->assertSame( 'written', $this->option_in_database( 'boudoir_probe_after_error' ) );
	}

	/**
	 * Second half: that write was rolled back too.
	 *
	 * @depends test_writes_after_a_failing_query
	 */
	public function test_writes_after_a_failing_query_are_rolled_back(): void {
		$this->assertNull( $this->option_in_database( 'boudoir_probe_after_error' ) );
	}

	/**
	 * First half: creates a table (an implicit commit on MariaDB), then writes.
	 */
	public function test_writes_after_ddl(): void {
		global $wpdb;
		$this->probe_table = $wpdb->prefix . 'boudoir_probe_ddl';
		$wpdb->query( "CREATE TABLE {$this->probe_table} ( id bigint(20) unsigned NOT NULL, PRIMARY KEY  (id) )" );
		$this->assertSame( $this->probe_table, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $this->probe_table ) ) );
		$wpdb->insert( $this->probe_table, array( 'id' => 7 ) );
		update_option( 'boudoir_probe_after_ddl', 'written' );
		$this->assertSame( 'written', $this->option_in_database( 'boudoir_probe_after_ddl' ) );
	}

	/**
	 * Second half: the writes after the DDL were rolled back, and tear_down() dropped the table.
	 *
	 * @depends test_writes_after_ddl
	 */
	public function test_writes_after_ddl_are_rolled_back(): void {
		global $wpdb;
		$this->assertNull( $this->option_in_database( 'boudoir_probe_after_ddl' ) );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->prefix . 'boudoir_probe_ddl' ) ) );
	}

	/**
	 * First half: changes request state, the user, the cache, hooks, REST routes and scripts.
	 */
	public function test_changes_global_state(): void {
		$_GET['boudoir_probe']     = '1';
		$_POST['boudoir_probe']    = '1';
		$_REQUEST['boudoir_probe'] = '1';
		$this->log_in( 1 );
		wp_cache_set( 'probe', 'cached', 'boudoir' );
		add_filter( 'boudoir_probe_filter', '__return_true' );
		add_action( 'rest_api_init', array( $this, 'register_probe_route' ) );
		wp_register_script( 'boudoir-probe', 'https://example.test/probe.js', array(), '1' );
		wp_enqueue_script( 'boudoir-probe' );

		$this->assertSame( 200, $this->dispatch_rest( 'GET', '/boudoir-probe/v1/echo' )['status'] );
		$this->assertSame( 1, get_current_user_id() );
	}

	/**
	 * Second half: all of it is back as the installed site had it.
	 *
	 * @depends test_changes_global_state
	 */
	public function test_global_state_is_reset(): void {
		$this->assertSame( array(), $_GET );
		$this->assertSame( array(), $_POST );
		$this->assertSame( array(), $_REQUEST );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertFalse( wp_cache_get( 'probe', 'boudoir' ) );
		$this->assertFalse( has_filter( 'boudoir_probe_filter' ) );
		$this->assertSame( 404, $this->dispatch_rest( 'GET', '/boudoir-probe/v1/echo' )['status'] );
		$this->assertFalse( wp_script_is( 'boudoir-probe', 'registered' ) );
		$this->assertFalse( wp_script_is( 'boudoir-probe', 'enqueued' ) );
	}

	/**
	 * Users get the role asked for, and logging in makes them current.
	 */
	public function test_create_user_with_a_role_and_log_in(): void {
		$editor = $this->create_user( 'editor' );
		$other  = $this->create_user( 'subscriber' );

		$this->assertSame( array( 'editor' ), $editor->roles );
		$this->assertNotSame( $editor->user_login, $other->user_login );
		$this->assertFalse( current_user_can( 'edit_others_posts' ) );

		$this->log_in( $editor );
		$this->assertSame( $editor->ID, get_current_user_id() );
		$this->assertTrue( current_user_can( 'edit_others_posts' ) );

		$this->log_out();
		$this->assertSame( 0, get_current_user_id() );
	}

	/**
	 * A role that does not exist is a failed test, not a user without a role.
	 */
	public function test_create_user_refuses_an_unknown_role(): void {
		$this->expectException( AssertionFailedError::class );
		$this->expectExceptionMessage( 'no "boudoir_no_such_role" role' );
		$this->create_user( 'boudoir_no_such_role' );
	}

	/**
	 * dispatch_rest() returns the status and the data as JSON would carry them.
	 */
	public function test_dispatch_rest_returns_status_and_data(): void {
		add_action( 'rest_api_init', array( $this, 'register_probe_route' ) );

		$logged_out = $this->dispatch_rest( 'POST', '/boudoir-probe/v1/echo', array( 'name' => 'Lace' ) );
		$this->assertSame( 401, $logged_out['status'] );
		$this->assertSame( 'rest_forbidden', $logged_out['data']['code'] );

		$this->log_in( $this->create_user( 'editor' ) );
		$posted = $this->dispatch_rest( 'POST', '/boudoir-probe/v1/echo', array( 'name' => 'Lace' ), array( 'X-Probe' => 'header' ) );
		$this->assertSame( 200, $posted['status'] );
		$this->assertSame(
			array(
				'method' => 'POST',
				'name'   => 'Lace',
				'header' => 'header',
				'user'   => get_current_user_id(),
			),
			$posted['data']
		);

		$got = $this->dispatch_rest( 'GET', '/boudoir-probe/v1/echo', array( 'name' => 'Silk' ) );
		$this->assertSame( 'Silk', $got['data']['name'] );
		$this->assertSame( 'GET', $got['data']['method'] );
	}

	/**
	 * A warning raised in Boudoir's code is recorded and fails the test.
	 */
	public function test_a_warning_from_boudoir_fails_the_test(): void {
		$this->assertTrue( $this->handle_php_error( E_WARNING, 'Undefined variable $probe', BOUDOIR_DIR . '/php/class-plugin.php', 12 ) );
		$this->assertTrue( $this->handle_php_error( E_DEPRECATED, 'Deprecated probe', BOUDOIR_DIR . '/build/scroll-to-top/render.php', 3 ) );
		try {
			$this->assert_no_php_errors();
		} catch ( AssertionFailedError $failure ) {
			$this->assertStringContainsString( 'Warning: Undefined variable $probe in ' . BOUDOIR_DIR . '/php/class-plugin.php:12', $failure->getMessage() );
			$this->assertStringContainsString( 'Deprecated: Deprecated probe', $failure->getMessage() );
			return;
		}
		$this->fail( 'assert_no_php_errors() let a warning from Boudoir pass.' );
	}

	/**
	 * A real PHP warning from another file still reaches PHPUnit.
	 */
	public function test_a_warning_from_elsewhere_goes_to_phpunit(): void {
		try {
			trigger_error( 'probe from the tests', E_USER_WARNING ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		} catch ( \PHPUnit\Framework\Error\Warning $warning ) {
			$this->assertSame( 'probe from the tests', $warning->getMessage() );
			return;
		}
		$this->fail( 'The warning did not reach PHPUnit.' );
	}

	/**
	 * A silenced (@) message is not recorded.
	 */
	public function test_a_silenced_message_is_ignored(): void {
		$reporting = error_reporting( 0 );
		$handled   = $this->handle_php_error( E_WARNING, 'silenced', BOUDOIR_DIR . '/php/class-plugin.php', 1 );
		error_reporting( $reporting );
		$this->assertFalse( $handled );
		$this->assert_no_php_errors();
	}

	/**
	 * WordPress's "doing it wrong" notice fails the test unless expected.
	 */
	public function test_incorrect_usage_fails_unless_expected(): void {
		_doing_it_wrong( 'boudoir_probe_unexpected', 'Probe.', '0.1.0' );
		try {
			$this->assert_no_php_errors();
			$this->fail( 'An unexpected incorrect usage notice passed.' );
		} catch ( AssertionFailedError $failure ) {
			$this->assertStringContainsString( 'Incorrect usage: boudoir_probe_unexpected', $failure->getMessage() );
		}

		$this->expect_incorrect_usage( 'boudoir_probe_expected' );
		_doing_it_wrong( 'boudoir_probe_expected', 'Probe.', '0.1.0' );
	}

	/**
	 * Mail is captured, not appended to the demo site's mail log.
	 */
	public function test_mail_is_captured(): void {
		$log  = WP_CONTENT_DIR . '/mail.log';
		$size = is_file( $log ) ? filesize( $log ) : 0;

		$this->assertTrue( wp_mail( 'shopper@boudoir.test', 'Your wishlist', 'Three items' ) );

		clearstatcache();
		$this->assertSame( $size, is_file( $log ) ? filesize( $log ) : 0 );
		$this->assertCount( 1, $this->sent_mail() );
		$this->assertSame( 'Your wishlist', $this->sent_mail()[0]['subject'] );
	}

	/**
	 * The site is installed as the shop runs: pretty permalinks, and no sample content.
	 */
	public function test_the_site_has_pretty_permalinks_and_no_sample_content(): void {
		$page_id = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_name'   => 'wishlist',
				'post_title'  => 'Wishlist',
				'post_status' => 'publish',
			)
		);
		$this->assertSame( home_url( '/wishlist/' ), get_permalink( $page_id ) );
		$this->assertArrayHasKey( '(.?.+?)(?:/([0-9]+))?/?$', get_option( 'rewrite_rules' ) );

		// The posts the shop installs for itself when it is activated (WooCommerce's pages and its
		// placeholder image; the double installs none) are the shop's, not sample content.
		$shop_posts = array();
		foreach ( array( 'shop', 'cart', 'checkout', 'myaccount', 'terms', 'refund_returns' ) as $shop_page ) {
			$shop_posts[] = (int) get_option( "woocommerce_{$shop_page}_page_id" );
		}
		$shop_posts[] = (int) get_option( 'woocommerce_placeholder_image' );

		$posts = get_posts( array( 'post_type' => 'any', 'post_status' => 'any', 'fields' => 'ids', 'numberposts' => -1 ) );
		$this->assertSame( array( $page_id ), array_values( array_diff( $posts, $shop_posts ) ) );
	}

	/**
	 * Uploads go to a folder of the run, not the demo site's.
	 */
	public function test_uploads_go_to_a_folder_of_the_run(): void {
		$uploads = wp_upload_dir( null, false );
		$this->assertStringStartsWith( sys_get_temp_dir() . '/boudoir-phpunit-uploads-', $uploads['basedir'] );
		$this->assertStringStartsWith( $uploads['basedir'], $uploads['path'] );
	}

	/**
	 * A route for the REST tests: echoes the request for users who can edit posts.
	 */
	public function register_probe_route(): void {
		register_rest_route(
			'boudoir-probe/v1',
			'/echo',
			array(
				'methods'             => array( 'GET', 'POST' ),
				'permission_callback' => static fn ( \WP_REST_Request $request ) => 'GET' === $request->get_method() || current_user_can( 'edit_posts' ),
				'callback'            => static fn ( \WP_REST_Request $request ) => array(
					'method' => $request->get_method(),
					'name'   => $request['name'],
					'header' => $request->get_header( 'X-Probe' ),
					'user'   => get_current_user_id(),
				),
			)
		);
	}

	/**
	 * The site has the shop: WooCommerce or its double is active (the bootstrap stops the run otherwise).
	 */
	public function test_the_shop_is_active(): void {
		$this->assertTrue( is_plugin_active( 'woocommerce/woocommerce.php' ) || is_plugin_active( 'woocommerce-double/woocommerce-double.php' ) );
		$this->assertTrue( class_exists( 'WooCommerce' ) && function_exists( 'WC' ) );
	}

	/**
	 * A skip fails the test instead of passing the lane green (e.g. "the WooCommerce double is not active").
	 */
	public function test_a_skip_is_a_failure(): void {
		try {
			$this->markTestSkipped( 'WooCommerce (or its test double) is not active on the test site.' );
		} catch ( AssertionFailedError $failure ) {
			$this->assertStringContainsString( 'may not skip', $failure->getMessage() );
			$this->assertStringContainsString( 'WooCommerce', $failure->getMessage() );
			return;
		}
		$this->fail( 'markTestSkipped() did not fail the test.' );
	}
}
