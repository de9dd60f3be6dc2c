<?php
/**
 * The release lane's hands on a clean site (tests/release/release.test.mjs runs it with native PHP).
 *
 *   php site.php core [shop-plugin-file]   installs WordPress (admin / password), activates the shop if given
 *   php site.php install ZIP               installs the zip through WordPress's own plugin upgrader
 *   php site.php activate                  activates Boudoir as the Plugins screen does
 *   php site.php inspect                   what the booted plugin registered
 *   php site.php uninstall [keep|delete]   deletes Boudoir as the Plugins screen does, data opt-in or not
 *   php site.php leftovers                 Boudoir's tables, options, events and folder still there
 *
 * Each command prints one JSON object. PHP errors raised in Boudoir's files (or anywhere, during
 * activation and deletion) are collected into its `errors`, never printed. The site's folder and
 * database come from the environment, as bin/wp/wp-config.php.tpl reads them (BOUDOIR_SITE,
 * BOUDOIR_DB, BOUDOIR_DB_NAME, BOUDOIR_URL). No dev plugin, no double unless passed as the shop.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

$boudoir_command = $argv[1] ?? '';
$boudoir_errors  = array();

set_error_handler(
	static function ( int $level, string $message, string $file = '', int $line = 0 ) use ( &$boudoir_errors ): bool {
		$boudoir_errors[] = "{$message} in {$file}:{$line}";
		return true;
	}
);

if ( 'core' === $boudoir_command ) {
	define( 'WP_INSTALLING', true );
}
$_SERVER['HTTP_HOST']   = (string) parse_url( (string) getenv( 'BOUDOIR_URL' ), PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';
require getenv( 'BOUDOIR_SITE' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';

/**
 * Errors raised in Boudoir's own files so far (booting WordPress may raise others, not ours).
 *
 * @param array<int,string> $errors All errors.
 * @return array<int,string>
 */
function boudoir_release_own_errors( array $errors ): array {
	return array_values( array_filter( $errors, static fn ( string $error ): bool => str_contains( $error, '/plugins/boudoir/' ) ) );
}

/**
 * Prints a command's answer and ends.
 *
 * @param array<string,mixed> $answer What the command found.
 */
function boudoir_release_answer( array $answer ): void {
	echo wp_json_encode( $answer, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ), "\n";
	exit( 0 );
}

const BOUDOIR_RELEASE_PLUGIN = 'boudoir/boudoir.php';

switch ( $boudoir_command ) {
	case 'core':
		wp_install( 'Release', 'admin', 'admin@example.com', true, '', 'password' );
		update_option( 'permalink_structure', '/%postname%/' );
		$boudoir_shop = $argv[2] ?? '';
		if ( '' !== $boudoir_shop ) {
			// The shop is linked in: WordPress must map the link's real path to its folder.
			wp_register_plugin_realpath( WP_PLUGIN_DIR . '/' . $boudoir_shop );
			$boudoir_result = activate_plugin( $boudoir_shop );
			if ( is_wp_error( $boudoir_result ) ) {
				boudoir_release_answer( array( 'error' => $boudoir_result->get_error_message() ) );
			}
		}
		flush_rewrite_rules( false );
		boudoir_release_answer( array( 'plugins' => get_option( 'active_plugins' ) ) );
		break;

	case 'install':
		require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
		wp_set_current_user( 1 );
		$boudoir_skin     = new Automatic_Upgrader_Skin();
		$boudoir_upgrader = new Plugin_Upgrader( $boudoir_skin );
		$boudoir_result   = $boudoir_upgrader->install( (string) ( $argv[2] ?? '' ) );
		boudoir_release_answer(
			array(
				'installed' => true === $boudoir_result,
				'error'     => is_wp_error( $boudoir_result ) ? $boudoir_result->get_error_message() : implode( ' ', array_map( 'strval', $boudoir_skin->get_upgrade_messages() ) ),
				'plugin'    => $boudoir_upgrader->plugin_info(),
				'header'    => get_plugins( '/boudoir' )['boudoir.php'] ?? null,
			)
		);
		break;

	case 'activate':
		wp_set_current_user( 1 );
		$boudoir_before = count( $boudoir_errors );
		// As the Plugins screen does: any output during activation is an "unexpected output" error.
		$boudoir_result = activate_plugin( BOUDOIR_RELEASE_PLUGIN );
		boudoir_release_answer(
			array(
				'activated' => null === $boudoir_result && is_plugin_active( BOUDOIR_RELEASE_PLUGIN ),
				'error'     => is_wp_error( $boudoir_result ) ? $boudoir_result->get_error_message() . ' ' . wp_json_encode( $boudoir_result->get_error_data() ) : '',
				'errors'    => array_slice( $boudoir_errors, $boudoir_before ),
			)
		);
		break;

	case 'inspect':
		wp_set_current_user( 1 );
		$boudoir_blocks = array_values(
			array_filter(
				array_keys( WP_Block_Type_Registry::get_instance()->get_all_registered() ),
				static fn ( string $name ): bool => str_starts_with( $name, 'boudoir/' )
			)
		);
		sort( $boudoir_blocks );
		$boudoir_categories = array();
		foreach ( $boudoir_blocks as $boudoir_block ) {
			$boudoir_categories[ $boudoir_block ] = WP_Block_Type_Registry::get_instance()->get_registered( $boudoir_block )->category;
		}
		boudoir_release_answer(
			array(
				'blocks'     => $boudoir_blocks,
				'categories' => $boudoir_categories,
				'known'      => wp_list_pluck( get_default_block_categories(), 'slug' ),
				'filtered'   => wp_list_pluck( get_block_categories( new WP_Block_Editor_Context() ), 'slug' ),
				'routes'     => array_values( array_filter( array_keys( rest_get_server()->get_routes() ), static fn ( string $route ): bool => str_starts_with( $route, '/boudoir/' ) ) ),
				'errors'     => boudoir_release_own_errors( $boudoir_errors ),
			)
		);
		break;

	case 'uninstall':
		wp_set_current_user( 1 );
		$boudoir_before = count( $boudoir_errors );
		if ( 'delete' === ( $argv[2] ?? '' ) ) {
			update_option( 'boudoir_delete_data_on_uninstall', 'yes' );
		} else {
			delete_option( 'boudoir_delete_data_on_uninstall' );
		}
		deactivate_plugins( BOUDOIR_RELEASE_PLUGIN );
		ob_start();
		$boudoir_result = delete_plugins( array( BOUDOIR_RELEASE_PLUGIN ) );
		$boudoir_output = (string) ob_get_clean();
		boudoir_release_answer(
			array(
				'deleted' => true === $boudoir_result,
				'error'   => is_wp_error( $boudoir_result ) ? $boudoir_result->get_error_message() : '',
				'output'  => $boudoir_output,
				'errors'  => array_slice( $boudoir_errors, $boudoir_before ),
			)
		);
		break;

	case 'leftovers':
		global $wpdb;
		$boudoir_tables = array();
		foreach ( $wpdb->get_col( 'SHOW TABLES' ) as $boudoir_table ) {
			if ( str_starts_with( (string) $boudoir_table, $wpdb->prefix . 'boudoir' ) ) {
				$boudoir_tables[] = (string) $boudoir_table;
			}
		}
		$boudoir_options = $wpdb->get_col( $wpdb->prepare( 'SELECT option_name FROM %i WHERE option_name LIKE %s', $wpdb->options, $wpdb->esc_like( 'boudoir_' ) . '%' ) );
		$boudoir_events  = array();
		foreach ( _get_cron_array() as $boudoir_hooks ) {
			foreach ( array_keys( (array) $boudoir_hooks ) as $boudoir_hook ) {
				if ( str_starts_with( (string) $boudoir_hook, 'boudoir_' ) ) {
					$boudoir_events[] = (string) $boudoir_hook;
				}
			}
		}
		boudoir_release_answer(
			array(
				'tables'  => $boudoir_tables,
				'options' => array_values( array_diff( $boudoir_options, array( 'boudoir_delete_data_on_uninstall' ) ) ),
				'events'  => $boudoir_events,
				'folder'  => is_dir( WP_PLUGIN_DIR . '/boudoir' ),
				'active'  => is_plugin_active( BOUDOIR_RELEASE_PLUGIN ),
			)
		);
		break;

	default:
		fwrite( STDERR, "usage: php site.php core|install|activate|inspect|uninstall|leftovers\n" );
		exit( 2 );
}
