<?php
/**
 * The base class of Boudoir's PHP tests, which run on a real WordPress.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use PHPUnit\Framework\AssertionFailedError;
use PHPUnit\Framework\TestCase;

/**
 * Every test starts from the freshly installed site and leaves nothing behind.
 *
 * Per test: a database transaction rolled back afterwards; hooks, the object cache,
 * the current user, $_GET/$_POST/$_REQUEST, the REST server, the script and style
 * registries, the taxonomies the test registered (and WooCommerce's
 * `$wc_product_attributes`) and the captured mail are put back. PHP warnings, notices
 * and deprecations raised by Boudoir's own files, and WordPress's "doing it wrong" and
 * "deprecated" notices, fail the test that caused them.
 *
 * What the transaction cannot undo:
 * - MariaDB (like MySQL) commits implicitly before and after DDL (CREATE, ALTER,
 *   DROP or TRUNCATE TABLE, RENAME, LOCK): whatever the test wrote until then stays.
 *   The guard opens a new transaction right after, so later writes still roll back.
 *   So a test that creates tables (dbDelta, an installer) cleans up itself: create
 *   them before writing anything, and drop them in tear_down() *after*
 *   parent::tear_down() (dropping first would commit the test's rows); delete any
 *   rows written before the DDL. On SQLite DDL is transactional and rolls back.
 * - On SQLite a query that fails ends the transaction (the integration rolls it
 *   back): the test's earlier writes are gone from then on; the guard opens a new one.
 * - Transactions of the code under test (START TRANSACTION, COMMIT, ROLLBACK) are
 *   turned into savepoints of the test's transaction, so they nest instead of committing.
 * - rest_do_request() skips cookie authentication: REST nonces are the e2e lane's job.
 */
abstract class Test_Case extends TestCase {

	/**
	 * A billing address every supported WooCommerce checkout takes (Store API and classic: the
	 * required fields, phone included, as 9.x requires it), for the tests that place orders.
	 */
	public const CHECKOUT_ADDRESS = array(
		'first_name' => 'Ada',
		'last_name'  => 'Lovelace',
		'company'    => '',
		'address_1'  => '1 Rue de la Paix',
		'address_2'  => '',
		'city'       => 'Paris',
		'state'      => '',
		'postcode'   => '75002',
		'country'    => 'FR',
		'email'      => 'ada@boudoir.test',
		'phone'      => '0102030405',
	);

	/** Statements after which MariaDB has committed the test's transaction. */
	private const IMPLICIT_COMMIT = '/^\s*(?:ALTER|CREATE(?!\s+TEMPORARY)|DROP(?!\s+TEMPORARY)|RENAME|TRUNCATE|LOCK|UNLOCK|ANALYZE|OPTIMIZE|REPAIR|GRANT|REVOKE)\b/i';

	/** The test being run, for the hooks registered once for the whole run. */
	private static ?Test_Case $current = null;

	/** @var array<string,mixed> WordPress's hook globals as they were after boot. */
	private static array $hooks_snapshot = array();

	/** @var list<array<string,mixed>> Mail wp_mail() sent during the current test. */
	private static array $mailbox = array();

	private static int $user_sequence = 0;

	/** @var list<string> Boudoir's PHP messages and incorrect-usage notices while WordPress loaded. */
	private static array $boot_errors = array();

	/** @var array<string,\Closure> The actions that record them, by hook. */
	private static array $boot_watchers = array();

	/** @var list<string> PHP messages and incorrect-usage notices of the current test. */
	private array $php_errors = array();

	/** @var list<string> Functions the test expects an incorrect-usage notice from. */
	private array $expected_incorrect_usage = array();

	/** @var list<string> Those that did raise one. */
	private array $caught_incorrect_usage = array();

	/** @var callable|null PHPUnit's handler, for messages that are not Boudoir's. */
	private $previous_error_handler = null;

	/** The `determine_locale` filter of use_locale(), while one is on. */
	private ?\Closure $locale_filter = null;

	private bool $transaction_open = false;

	private bool $transaction_ended = false;

	private int $savepoint_depth = 0;

	private ?\WP_Scripts $scripts_backup = null;

	private ?\WP_Styles $styles_backup = null;

	/** @var list<string> The taxonomies registered when the test started. */
	private array $taxonomies_backup = array();

	/** @var mixed WooCommerce's `$wc_product_attributes` when the test started. */
	private mixed $product_attributes_backup = null;

	/**
	 * Before WordPress loads: records what Boudoir's code says while the plugin boots.
	 *
	 * Outside a test nothing would fail on it; Plugin_Test asserts the list is empty.
	 */
	public static function watch_boot(): void {
		set_error_handler(
			static function ( int $level, string $message, string $file = '', int $line = 0 ): bool {
				if ( ! ( error_reporting() & $level ) || ! self::is_boudoir_file( $file ) ) {
					// WordPress's own messages go to its debug log, as on the site.
					return false;
				}
				self::$boot_errors[] = sprintf( '%s: %s in %s:%d', self::level_name( $level ), $message, $file, $line );
				return true;
			}
		);
		// Hooks can be added before WordPress loads by seeding $wp_filter, as core's test suite does.
		// Boudoir's notices: raised while Boudoir's code runs. Others go to the debug log, as on the
		// site (WooCommerce 9.6+ translates its cron schedules' names when Jetpack's connection schedules
		// its first event, on `plugins_loaded` of a fresh install's first request: too early, WordPress 6.7+ says).
		foreach ( array( 'doing_it_wrong_run' => 'Incorrect usage', 'deprecated_function_run' => 'Deprecated function', 'deprecated_argument_run' => 'Deprecated argument', 'deprecated_hook_run' => 'Deprecated hook' ) as $action => $notice ) {
			self::$boot_watchers[ $action ] = static function ( ...$args ) use ( $notice ): void {
				// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_debug_backtrace -- which code raised it.
				foreach ( debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS ) as $frame ) {
					if ( self::is_boudoir_file( $frame['file'] ?? '' ) ) {
						self::$boot_errors[] = sprintf( '%s: %s', $notice, (string) $args[0] );
						return;
					}
				}
			};
			$GLOBALS['wp_filter'][ $action ][10][] = array(
				'function'      => self::$boot_watchers[ $action ],
				'accepted_args' => 1,
			);
		}
	}

	/**
	 * Boudoir's PHP messages and incorrect-usage notices while WordPress loaded.
	 *
	 * @return list<string>
	 */
	public static function boot_errors(): array {
		return self::$boot_errors;
	}

	/**
	 * Hooks the run needs once, then remembers WordPress's hooks as the state every test starts from.
	 */
	public static function isolate_side_effects(): void {
		restore_error_handler();
		foreach ( self::$boot_watchers as $action => $watcher ) {
			remove_action( $action, $watcher );
		}

		// The dev site's mu-plugin appends mail to the demo's log, which the e2e tests read.
		self::remove_mu_plugin_callbacks( 'pre_wp_mail' );
		add_filter(
			'pre_wp_mail',
			static function ( $short_circuit, array $mail ) {
				self::$mailbox[] = $mail;
				return true;
			},
			10,
			2
		);

		// Uploads go to a folder of this run, not to the demo's wp-content/uploads.
		$uploads = sys_get_temp_dir() . '/boudoir-phpunit-uploads-' . getmypid();
		add_filter(
			'upload_dir',
			static function ( array $dirs ) use ( $uploads ): array {
				$dirs['path']    = $uploads . $dirs['subdir'];
				$dirs['basedir'] = $uploads;
				return $dirs;
			}
		);
		register_shutdown_function( array( self::class, 'remove_folder' ), $uploads );

		foreach ( array( 'doing_it_wrong', 'deprecated_function', 'deprecated_argument', 'deprecated_hook', 'deprecated_file', 'deprecated_constructor', 'deprecated_class' ) as $notice ) {
			// Inside a test the notice is recorded instead of passed to PHPUnit as an exception mid-call.
			add_filter( "{$notice}_trigger_error", static fn () => null === self::$current );
		}
		$record = static function ( string $notice ): callable {
			return static function ( ...$args ) use ( $notice ): void {
				self::$current?->record_incorrect_usage( $notice, (string) $args[0], (string) ( $args[1] ?? '' ) );
			};
		};
		add_action( 'doing_it_wrong_run', $record( 'Incorrect usage' ), 10, 3 );
		foreach ( array( 'function', 'argument', 'hook', 'file', 'constructor', 'class' ) as $what ) {
			add_action( "deprecated_{$what}_run", $record( "Deprecated {$what}" ), 10, 3 );
		}

		add_filter( 'query', array( self::class, 'keep_transaction_open' ) );

		foreach ( array( 'wp_filter', 'wp_actions', 'wp_filters', 'wp_current_filter' ) as $global ) {
			self::$hooks_snapshot[ $global ] = self::copy_hooks( $GLOBALS[ $global ] ?? array() );
		}
	}

	/**
	 * A skip is a failure here: every test runs on a site with what it needs (WordPress,
	 * Boudoir and the WooCommerce double; the bootstrap stops the run without them), so a
	 * test that skips, e.g. because the double is not active, would pass its lane green
	 * without having run.
	 *
	 * @param string $message Why the test would be skipped.
	 * @throws AssertionFailedError Always.
	 */
	public static function markTestSkipped( string $message = '' ): void {
		self::fail( 'A test may not skip (the lane would pass without running it): ' . $message );
	}

	/**
	 * A tab of Settings → Boudoir as the page's script receives it (Settings_Page::tabs()): its fields by
	 * option name, each with its group's title.
	 *
	 * @param string $tab The tab (Options::SECTIONS).
	 * @return array<string,array<string,mixed>>
	 */
	protected static function settings_fields( string $tab ): array {
		$fields = array();
		foreach ( \Boudoir\Settings_Page::tabs() as $candidate ) {
			if ( $candidate['name'] !== $tab ) {
				continue;
			}
			foreach ( $candidate['groups'] as $group ) {
				foreach ( $group['fields'] as $field ) {
					$fields[ $field['name'] ] = $field + array( 'group' => $group['title'] );
				}
			}
		}
		return $fields;
	}

	/**
	 * PHPUnit's entry; tests override set_up() and call parent::set_up().
	 */
	final protected function setUp(): void {
		parent::setUp();
		$this->set_up();
	}

	/**
	 * PHPUnit's exit; tests override tear_down() and call parent::tear_down().
	 */
	final protected function tearDown(): void {
		$this->tear_down();
		parent::tearDown();
	}

	/**
	 * Starts the test from the installed site's state.
	 */
	protected function set_up(): void {
		self::$current = $this;
		$this->reset_request_state();
		$this->scripts_backup = self::copy_dependencies( $GLOBALS['wp_scripts'] ?? null );
		$this->styles_backup  = self::copy_dependencies( $GLOBALS['wp_styles'] ?? null );

		$this->taxonomies_backup         = array_keys( $GLOBALS['wp_taxonomies'] ?? array() );
		$this->product_attributes_backup = $GLOBALS['wc_product_attributes'] ?? null;

		$this->previous_error_handler = set_error_handler( array( $this, 'handle_php_error' ) );
		$this->start_transaction();
	}

	/**
	 * Undoes what the test did.
	 */
	protected function tear_down(): void {
		// A test that changed the locale and did not change it back.
		$this->use_site_locale();
		$this->rollback_transaction();
		restore_error_handler();
		$this->previous_error_handler = null;
		foreach ( self::$hooks_snapshot as $global => $hooks ) {
			$GLOBALS[ $global ] = self::copy_hooks( $hooks );
		}
		$GLOBALS['wp_scripts'] = $this->scripts_backup;
		$GLOBALS['wp_styles']  = $this->styles_backup;
		// Taxonomies the test registered (a global attribute's, say) would outlive its rolled-back rows.
		foreach ( array_diff( array_keys( $GLOBALS['wp_taxonomies'] ?? array() ), $this->taxonomies_backup ) as $taxonomy ) {
			unregister_taxonomy( $taxonomy );
		}
		if ( null === $this->product_attributes_backup ) {
			unset( $GLOBALS['wc_product_attributes'] );
		} else {
			$GLOBALS['wc_product_attributes'] = $this->product_attributes_backup;
		}
		$this->reset_request_state();
		self::$current = null;
	}

	/**
	 * Registers the global attributes' taxonomies (`pa_*`) of the shop's attribute rows at once.
	 *
	 * wc_create_attribute() only writes the row: WooCommerce registers the taxonomy on the next
	 * request's `init` (WC_Post_Types::register_taxonomies()), with the row in `$wc_product_attributes`,
	 * which taxonomy_is_product_attribute(), wc_attribute_label() and the attribute's term order read.
	 * A test that adds terms in the same request does what that `init` does, as WooCommerce's own test
	 * helper (WC_Helper_Product::create_attribute()) does. tear_down() unregisters them.
	 */
	public function register_attribute_taxonomies(): void {
		$attributes = array();
		foreach ( wc_get_attribute_taxonomies() as $row ) {
			$taxonomy = wc_attribute_taxonomy_name( $row->attribute_name );
			$label    = '' !== (string) $row->attribute_label ? (string) $row->attribute_label : (string) $row->attribute_name;

			$attributes[ $taxonomy ] = $row;
			if ( ! taxonomy_exists( $taxonomy ) ) {
				register_taxonomy(
					$taxonomy,
					array( 'product' ),
					array(
						'hierarchical'          => false,
						'update_count_callback' => '_update_post_term_count',
						'labels'                => array(
							'name'          => $label,
							'singular_name' => $label,
						),
						'show_ui'               => true,
						'query_var'             => 1 === (int) $row->attribute_public,
						'rewrite'               => false,
						'sort'                  => false,
						'public'                => 1 === (int) $row->attribute_public,
					)
				);
			}
		}
		$GLOBALS['wc_product_attributes'] = $attributes;
	}

	/**
	 * Boudoir's PHP messages fail the test even when the test itself passed.
	 */
	protected function assertPostConditions(): void {
		parent::assertPostConditions();
		$missing = array_diff( $this->expected_incorrect_usage, $this->caught_incorrect_usage );
		$this->assertSame( array(), array_values( $missing ), 'Expected incorrect-usage notices that never came.' );
		$this->assert_no_php_errors();
	}

	/**
	 * Asserts that no warning, notice or deprecation came from Boudoir's code so far in this test.
	 */
	public function assert_no_php_errors(): void {
		$errors           = $this->php_errors;
		$this->php_errors = array();
		$this->assertSame( array(), $errors, 'Boudoir raised PHP messages:' . "\n" . implode( "\n", $errors ) );
	}

	/**
	 * Declares that the test expects WordPress to report incorrect usage (or deprecation) of a function.
	 *
	 * @param string $function_name As WordPress reports it, e.g. `register_block_type`.
	 */
	public function expect_incorrect_usage( string $function_name ): void {
		$this->expected_incorrect_usage[] = $function_name;
	}

	/**
	 * Error handler: records Boudoir's messages, passes the others on to PHPUnit.
	 *
	 * @param int    $level   E_* constant.
	 * @param string $message The message.
	 * @param string $file    Where it was raised.
	 * @param int    $line    On which line.
	 */
	public function handle_php_error( int $level, string $message, string $file = '', int $line = 0 ): bool {
		if ( ! ( error_reporting() & $level ) ) {
			// Silenced with @.
			return false;
		}
		if ( self::is_boudoir_file( $file ) ) {
			$this->php_errors[] = sprintf( '%s: %s in %s:%d', self::level_name( $level ), $message, $file, $line );
			return true;
		}
		if ( null !== $this->previous_error_handler ) {
			return (bool) call_user_func( $this->previous_error_handler, $level, $message, $file, $line );
		}
		return false;
	}

	/**
	 * Creates a user with a role; the login is unique within the run.
	 *
	 * @param string              $role   A registered role, e.g. `customer` (needs the WooCommerce double).
	 * @param array<string,mixed> $fields More wp_insert_user() fields.
	 */
	public function create_user( string $role = 'subscriber', array $fields = array() ): \WP_User {
		$this->assertTrue( wp_roles()->is_role( $role ), "There is no \"{$role}\" role on the test site." );
		$login   = 'boudoir_tester_' . ( ++self::$user_sequence );
		$user_id = wp_insert_user(
			$fields + array(
				'user_login' => $login,
				'user_pass'  => 'password',
				'user_email' => $login . '@boudoir.test',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $user_id, is_wp_error( $user_id ) ? $user_id->get_error_message() : 'wp_insert_user() failed.' );
		return new \WP_User( $user_id );
	}

	/**
	 * A 1200 × 1500 JPEG attachment with WordPress's 768 px size (`medium_large`): no file is
	 * needed, its URLs and srcset come from its metadata.
	 *
	 * @return int The attachment's id.
	 */
	public function sized_image_attachment(): int {
		$attachment = (int) wp_insert_attachment(
			array(
				'post_title'     => 'piece.jpg',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2025/01/piece.jpg'
		);
		update_post_meta( $attachment, '_wp_attached_file', '2025/01/piece.jpg' );
		update_post_meta(
			$attachment,
			'_wp_attachment_metadata',
			array(
				'width'  => 1200,
				'height' => 1500,
				'file'   => '2025/01/piece.jpg',
				'sizes'  => array(
					'medium_large' => array(
						'file'      => 'piece-768x960.jpg',
						'width'     => 768,
						'height'    => 960,
						'mime-type' => 'image/jpeg',
					),
				),
			)
		);
		return $attachment;
	}

	/**
	 * A cold start: WordPress's object cache empty, and no product view cached between requests either
	 * (Commerce\Product_Cache keeps them in its table when the site has no persistent object cache).
	 */
	public function flush_caches(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- emptying the plugin's cache table for a cold start.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', $wpdb->prefix . \Boudoir\Commerce\Table_Cache_Store::TABLE ) );
		wp_cache_flush();
	}

	/**
	 * Makes a user the current one, as a logged-in request would.
	 *
	 * @param \WP_User|int $user The user or their id.
	 */
	public function log_in( \WP_User|int $user ): \WP_User {
		return wp_set_current_user( $user instanceof \WP_User ? $user->ID : $user );
	}

	/**
	 * Back to a logged-out visitor.
	 */
	public function log_out(): void {
		wp_set_current_user( 0 );
	}

	/**
	 * Sends a request through the REST server, in-process.
	 *
	 * @param string              $method  HTTP method.
	 * @param string              $route   Route, e.g. `/boudoir/v1/wishlists`.
	 * @param array<string,mixed> $params  Query parameters for GET, body parameters otherwise.
	 * @param array<string,string> $headers Request headers.
	 * @return array{status:int,data:mixed,headers:array<string,mixed>,response:\WP_REST_Response}
	 */
	public function dispatch_rest( string $method, string $route, array $params = array(), array $headers = array() ): array {
		$request = new \WP_REST_Request( strtoupper( $method ), $route );
		if ( 'GET' === $request->get_method() ) {
			$request->set_query_params( $params );
		} else {
			$request->set_body_params( $params );
		}
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		$response = rest_do_request( $request );
		return array(
			'status'   => $response->get_status(),
			'data'     => rest_get_server()->response_to_data( $response, false ),
			'headers'  => $response->get_headers(),
			'response' => $response,
		);
	}

	/**
	 * Mail wp_mail() sent during this test (nothing is delivered).
	 *
	 * @return list<array<string,mixed>> wp_mail()'s arguments: to, subject, message, headers, attachments.
	 */
	public function sent_mail(): array {
		return self::$mailbox;
	}

	/**
	 * The request's locale from now on, e.g. one Boudoir has translations for. Through
	 * determine_locale(), which load_plugin_textdomain() reads before WordPress 6.7 (then the
	 * `plugin_locale` filter) and just-in-time loading reads from 6.7 on, where
	 * load_plugin_textdomain() only names the folder and the first translated string loads it.
	 *
	 * @param string $locale A locale, e.g. zh_TW.
	 */
	public function use_locale( string $locale ): void {
		$this->use_site_locale();
		$this->locale_filter = static fn (): string => $locale;
		add_filter( 'determine_locale', $this->locale_filter );
	}

	/**
	 * Back to the site's locale after use_locale(), Boudoir's strings unloaded: they may load
	 * again just in time, in the site's locale (unloaded for good, Boudoir would stay
	 * untranslated for the rest of the run from WordPress 6.7 on).
	 */
	public function use_site_locale(): void {
		if ( null === $this->locale_filter ) {
			return;
		}
		remove_filter( 'determine_locale', $this->locale_filter );
		$this->locale_filter = null;
		unload_textdomain( 'boudoir', true );
		\WP_Translation_Controller::get_instance()->set_locale( determine_locale() );
	}

	/**
	 * Priorities at which a method of a class is hooked, e.g. to check what the plugin wired up.
	 *
	 * @param string $hook_name Action or filter.
	 * @param string $class     Class of the callback's object (or static class).
	 * @param string $method    Method name.
	 * @return list<int> One entry per registration.
	 */
	public function hooked_priorities( string $hook_name, string $class, string $method ): array {
		$found = array();
		$hook  = $GLOBALS['wp_filter'][ $hook_name ] ?? null;
		if ( ! $hook instanceof \WP_Hook ) {
			return $found;
		}
		foreach ( $hook->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$function = $callback['function'];
				if ( is_array( $function ) && $method === $function[1] && is_a( $function[0], $class, true ) ) {
					$found[] = (int) $priority;
				}
			}
		}
		return $found;
	}

	/**
	 * The `query` filter: keeps every statement of a test inside the test's transaction.
	 *
	 * @param string $query The statement WordPress is about to run.
	 */
	public static function keep_transaction_open( $query ) {
		$test = self::$current;
		if ( null === $test || ! $test->transaction_open || ! is_string( $query ) ) {
			return $query;
		}
		global $wpdb;
		if ( $wpdb instanceof \WP_SQLite_DB ) {
			$driver = $wpdb->get_driver();
			if ( ! $driver->inTransaction() ) {
				$driver->beginTransaction();
				$test->savepoint_depth = 0;
			}
		} elseif ( $test->transaction_ended ) {
			mysqli_query( $wpdb->dbh, 'START TRANSACTION' );
			$test->transaction_ended = false;
			$test->savepoint_depth   = 0;
		}

		if ( preg_match( '/^\s*(?:START\s+TRANSACTION|BEGIN(?:\s+WORK)?)\s*;?\s*$/i', $query ) ) {
			return 'SAVEPOINT boudoir_test_' . ( ++$test->savepoint_depth );
		}
		if ( preg_match( '/^\s*COMMIT(?:\s+WORK)?\s*;?\s*$/i', $query ) ) {
			return $test->savepoint_depth > 0 ? 'RELEASE SAVEPOINT boudoir_test_' . ( $test->savepoint_depth-- ) : 'SELECT 1';
		}
		if ( preg_match( '/^\s*ROLLBACK(?:\s+WORK)?\s*;?\s*$/i', $query ) ) {
			return $test->savepoint_depth > 0 ? 'ROLLBACK TO SAVEPOINT boudoir_test_' . ( $test->savepoint_depth-- ) : 'SELECT 1';
		}
		if ( ! $wpdb instanceof \WP_SQLite_DB && preg_match( self::IMPLICIT_COMMIT, $query ) ) {
			$test->transaction_ended = true;
		}
		return $query;
	}

	/**
	 * Removes a folder the run created, with its content.
	 *
	 * @param string $folder Absolute path.
	 */
	public static function remove_folder( string $folder ): void {
		if ( ! is_dir( $folder ) ) {
			return;
		}
		$items = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $folder, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $items as $item ) {
			$item->isDir() && ! $item->isLink() ? rmdir( $item->getPathname() ) : unlink( $item->getPathname() );
		}
		rmdir( $folder );
	}

	/**
	 * Records a "doing it wrong" or "deprecated" notice unless the test expects it.
	 *
	 * @param string $notice        Kind of notice.
	 * @param string $function_name What WordPress names.
	 * @param string $detail        Message or replacement.
	 */
	private function record_incorrect_usage( string $notice, string $function_name, string $detail ): void {
		if ( in_array( $function_name, $this->expected_incorrect_usage, true ) ) {
			$this->caught_incorrect_usage[] = $function_name;
			return;
		}
		$this->php_errors[] = sprintf( '%s: %s %s', $notice, $function_name, wp_strip_all_tags( $detail ) );
	}

	/**
	 * Opens the test's transaction.
	 */
	private function start_transaction(): void {
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		$this->transaction_open  = true;
		$this->transaction_ended = false;
		$this->savepoint_depth   = 0;
	}

	/**
	 * Rolls the test's writes back.
	 */
	private function rollback_transaction(): void {
		global $wpdb;
		$this->transaction_open = false;
		$wpdb->query( 'ROLLBACK' );
	}

	/**
	 * State that is not in the database but would leak from one test to the next.
	 */
	private function reset_request_state(): void {
		$_GET     = array();
		$_POST    = array();
		$_REQUEST = array();
		wp_set_current_user( 0 );
		// The rolled-back rows may still sit in the cache.
		wp_cache_flush();
		// The next rest_get_server() builds a new server and fires rest_api_init again.
		$GLOBALS['wp_rest_server'] = null;
		self::$mailbox = array();
		self::forget_page_type();
		// The products whose swatches block rendered belong to the page that rendered them.
		\Boudoir\Plugin::instance()->swatch_radios()->forget_all();
	}

	/**
	 * Markup as every WordPress's kses writes it, to compare what kses kept with what it was
	 * given: attribute names in lower case (WordPress 7 lowers them; HTML's are not
	 * case-sensitive, and the parser gives SVG's `viewBox` its case back) and an ampersand
	 * written `&amp;` (WordPress 7 writes the `&#038;` of esc_url() so). Names and values
	 * are otherwise untouched: a tag or attribute kses removed still shows.
	 *
	 * @param string $html The markup.
	 */
	protected static function as_kses_writes( string $html ): string {
		$lowered = (string) preg_replace_callback(
			'/<[a-z][^>]*>/i',
			static fn ( array $tag ): string => (string) preg_replace_callback(
				'/(\s)([a-z][\w:-]*)(=")/i',
				static fn ( array $attribute ): string => $attribute[1] . strtolower( $attribute[2] ) . $attribute[3],
				$tag[0]
			),
			$html
		);
		return str_replace( '&#038;', '&amp;', $lowered );
	}

	/**
	 * WooCommerce 9.3+ remembers for the whole request whether the page is the cart or the
	 * checkout (CartCheckoutUtils's static is_cart_page / is_checkout_page): each test is a
	 * request of its own, so what an earlier test's page was is forgotten.
	 */
	protected static function forget_page_type(): void {
		$utils = 'Automattic\\WooCommerce\\Blocks\\Utils\\CartCheckoutUtils';
		if ( ! class_exists( $utils, false ) ) {
			return;
		}
		foreach ( array( 'is_cart_page', 'is_checkout_page' ) as $property ) {
			if ( property_exists( $utils, $property ) ) {
				$reflection = new \ReflectionProperty( $utils, $property );
				$reflection->setAccessible( true );
				$reflection->setValue( null, null );
			}
		}
	}

	/**
	 * Whether a file is Boudoir's own code (not WordPress's, the tests' or node_modules').
	 *
	 * @param string $file Absolute path.
	 */
	private static function is_boudoir_file( string $file ): bool {
		$roots = array( dirname( __DIR__, 3 ) );
		if ( defined( 'WP_PLUGIN_DIR' ) ) {
			$roots[] = WP_PLUGIN_DIR . '/boudoir';
		}
		foreach ( $roots as $root ) {
			if ( $root . '/boudoir.php' === $file ) {
				return true;
			}
			foreach ( array( '/php/', '/blocks/', '/build/' ) as $folder ) {
				if ( str_starts_with( $file, $root . $folder ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * A readable name for an E_* level.
	 *
	 * @param int $level E_* constant.
	 */
	private static function level_name( int $level ): string {
		$names = array(
			E_WARNING         => 'Warning',
			E_NOTICE          => 'Notice',
			E_DEPRECATED      => 'Deprecated',
			E_USER_WARNING    => 'User warning',
			E_USER_NOTICE     => 'User notice',
			E_USER_DEPRECATED => 'User deprecated',
		);
		return $names[ $level ] ?? "PHP error {$level}";
	}

	/**
	 * A copy of a hook global, with its WP_Hook objects cloned so the copy stays untouched.
	 *
	 * @param array<string,mixed> $hooks One of WordPress's hook globals.
	 * @return array<string,mixed>
	 */
	private static function copy_hooks( array $hooks ): array {
		foreach ( $hooks as $name => $hook ) {
			if ( $hook instanceof \WP_Hook ) {
				$hooks[ $name ] = clone $hook;
			}
		}
		return $hooks;
	}

	/**
	 * A copy of a script or style registry that later changes to the original do not reach.
	 *
	 * @template T of \WP_Dependencies
	 * @param T|null $registry The registry, or null before WordPress made one.
	 * @return T|null
	 */
	private static function copy_dependencies( ?\WP_Dependencies $registry ): ?\WP_Dependencies {
		if ( null === $registry ) {
			return null;
		}
		$copy = clone $registry;
		foreach ( $copy->registered as $handle => $dependency ) {
			$copy->registered[ $handle ] = clone $dependency;
		}
		return $copy;
	}

	/**
	 * Removes the closures the must-use plugins hooked to a hook.
	 *
	 * @param string $hook_name Action or filter.
	 */
	private static function remove_mu_plugin_callbacks( string $hook_name ): void {
		$hook = $GLOBALS['wp_filter'][ $hook_name ] ?? null;
		if ( ! $hook instanceof \WP_Hook ) {
			return;
		}
		// The dev mu-plugin is a symlink into bin/wp/, and PHP reports closures by their real path.
		$mu_files = array_filter( array_map( 'realpath', glob( WPMU_PLUGIN_DIR . '/*.php' ) ?: array() ) );
		foreach ( $hook->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( $callback['function'] instanceof \Closure && in_array( ( new \ReflectionFunction( $callback['function'] ) )->getFileName(), $mu_files, true ) ) {
					remove_filter( $hook_name, $callback['function'], $priority );
				}
			}
		}
	}

	/**
	 * An image attachment with one smaller size, no file needed: its URLs come from its
	 * metadata (uploads/2025/01/).
	 *
	 * @param string $file      Its file name under uploads.
	 * @param int[]  $full      Its width and height.
	 * @param string $size      The smaller size's name.
	 * @param int[]  $dimension The smaller size's width and height.
	 * @return int The attachment.
	 */
	protected static function sized_image( string $file, array $full, string $size, array $dimension ): int {
		$id = (int) wp_insert_attachment(
			array(
				'post_title'     => $file,
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2025/01/' . $file
		);
		update_post_meta( $id, '_wp_attached_file', '2025/01/' . $file );
		update_post_meta(
			$id,
			'_wp_attachment_metadata',
			array(
				'width'  => $full[0],
				'height' => $full[1],
				'file'   => '2025/01/' . $file,
				'sizes'  => array(
					$size => array(
						'file'      => str_replace( '.jpg', '-' . $dimension[0] . 'x' . $dimension[1] . '.jpg', $file ),
						'width'     => $dimension[0],
						'height'    => $dimension[1],
						'mime-type' => 'image/jpeg',
					),
				),
			)
		);
		return $id;
	}
}
