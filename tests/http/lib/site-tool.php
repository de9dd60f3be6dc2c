<?php
/**
 * Test-only: reads and writes the HTTP suite's site from the command line (native PHP,
 * the site's own wp-config.php, so the same database as the server), for what no HTTP
 * route shows. Run by tests/http/lib/site-tool.mjs with the site's BOUDOIR_DB,
 * BOUDOIR_DB_NAME, BOUDOIR_URL and BOUDOIR_SITE; prints one JSON document. Never part of the plugin.
 *
 *   php site-tool.php tables              every table of the site's database
 *   php site-tool.php meta <post id> …    posts' type, title and meta (unserialized), by id
 *   php site-tool.php plant <post id>     writes the meta of stdin's JSON object as it is,
 *                                         bypassing Boudoir's input sanitization (what an
 *                                         import or another plugin could store)
 *   php site-tool.php deny <login> <cap>  denies a user one capability her role gives (a user-level
 *                                         `false`, as a role editor plugin stores it)
 *   php site-tool.php export <e-mail>     the personal data export of an e-mail as WordPress
 *                                         builds its index.html (every exporter, every page,
 *                                         grouped as core groups them, rendered with
 *                                         wp_privacy_generate_personal_data_export_group_html()),
 *                                         since PHP here has no ZipArchive for the real file
 *
 * @package Boudoir
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.DB.DirectDatabaseQuery, WordPress.Security.EscapeOutput -- a command-line test tool printing JSON.

$_SERVER['HTTP_HOST']   = $_SERVER['HTTP_HOST'] ?? 'localhost';
$_SERVER['REQUEST_URI'] = $_SERVER['REQUEST_URI'] ?? '/';

require getenv( 'BOUDOIR_SITE' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';

$boudoir_command = $argv[1] ?? '';
$boudoir_arg     = $argv[2] ?? '';

/**
 * Prints the answer and ends.
 *
 * @param mixed $answer Anything JSON can hold.
 */
function boudoir_site_tool_answer( $answer ): void {
	echo wp_json_encode( $answer, JSON_INVALID_UTF8_SUBSTITUTE );
	exit( 0 );
}

switch ( $boudoir_command ) {
	case 'tables':
		global $wpdb;
		$boudoir_tables = $wpdb->get_col( 'SHOW TABLES' );
		sort( $boudoir_tables );
		boudoir_site_tool_answer( $boudoir_tables );
		break;

	case 'meta':
		$boudoir_posts = array();
		foreach ( array_slice( $argv, 2 ) as $boudoir_id ) {
			$boudoir_post = get_post( (int) $boudoir_id );
			if ( ! $boudoir_post ) {
				$boudoir_posts[ $boudoir_id ] = null;
				continue;
			}
			$boudoir_meta = array();
			foreach ( get_post_meta( $boudoir_post->ID ) as $boudoir_key => $boudoir_values ) {
				$boudoir_meta[ $boudoir_key ] = maybe_unserialize( $boudoir_values[0] );
			}
			$boudoir_posts[ $boudoir_id ] = array(
				'type'  => $boudoir_post->post_type,
				'title' => $boudoir_post->post_title,
				'meta'  => $boudoir_meta,
			);
		}
		boudoir_site_tool_answer( (object) $boudoir_posts );
		break;

	case 'deny':
		$boudoir_user = get_user_by( 'login', $boudoir_arg );
		$boudoir_cap  = (string) ( $argv[3] ?? '' );
		if ( ! $boudoir_user || '' === $boudoir_cap ) {
			fwrite( STDERR, "no such user, or no capability\n" );
			exit( 1 );
		}
		$boudoir_user->add_cap( $boudoir_cap, false );
		boudoir_site_tool_answer( ! user_can( $boudoir_user->ID, $boudoir_cap ) );
		break;

	case 'plant':
		$boudoir_values = json_decode( (string) stream_get_contents( STDIN ), true );
		$boudoir_id     = (int) $boudoir_arg;
		if ( ! get_post( $boudoir_id ) || ! is_array( $boudoir_values ) ) {
			fwrite( STDERR, "no such post, or no JSON object on stdin\n" );
			exit( 1 );
		}
		foreach ( $boudoir_values as $boudoir_key => $boudoir_value ) {
			if ( 'post_title' === $boudoir_key ) {
				// Raw, as an import would write it (wp_update_post() would run the title filters).
				$GLOBALS['wpdb']->update( $GLOBALS['wpdb']->posts, array( 'post_title' => $boudoir_value ), array( 'ID' => $boudoir_id ) );
				clean_post_cache( $boudoir_id );
				continue;
			}
			update_post_meta( $boudoir_id, $boudoir_key, wp_slash( $boudoir_value ) );
		}
		// An order in WooCommerce's order tables (HPOS) keeps its meta there: written through its data
		// store, which stores values as given (the posts' copy above is what a sync would read).
		if ( class_exists( \Automattic\WooCommerce\Utilities\OrderUtil::class ) && \Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled() ) {
			$boudoir_order = wc_get_order( $boudoir_id );
			if ( $boudoir_order ) {
				foreach ( $boudoir_values as $boudoir_key => $boudoir_value ) {
					if ( 'post_title' !== $boudoir_key ) {
						$boudoir_order->update_meta_data( $boudoir_key, $boudoir_value );
					}
				}
				$boudoir_order->save_meta_data();
			}
		}
		boudoir_site_tool_answer( true );
		break;

	case 'export':
		$boudoir_exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$boudoir_groups    = array();
		foreach ( $boudoir_exporters as $boudoir_exporter ) {
			for ( $boudoir_page = 1; $boudoir_page < 100; $boudoir_page++ ) {
				$boudoir_response = call_user_func( $boudoir_exporter['callback'], $boudoir_arg, $boudoir_page );
				// As wp_privacy_process_personal_data_export_page() groups the data.
				foreach ( (array) ( $boudoir_response['data'] ?? array() ) as $boudoir_datum ) {
					$boudoir_group = $boudoir_datum['group_id'];
					$boudoir_groups[ $boudoir_group ] ??= array(
						'group_label'       => $boudoir_datum['group_label'],
						'group_description' => $boudoir_datum['group_description'] ?? '',
						'items'             => array(),
					);
					$boudoir_item = $boudoir_datum['item_id'];
					$boudoir_groups[ $boudoir_group ]['items'][ $boudoir_item ] = array_merge( $boudoir_datum['data'], $boudoir_groups[ $boudoir_group ]['items'][ $boudoir_item ] ?? array() );
				}
				if ( ! empty( $boudoir_response['done'] ) ) {
					break;
				}
			}
		}
		$boudoir_html = '';
		foreach ( $boudoir_groups as $boudoir_group => $boudoir_data ) {
			$boudoir_html .= wp_privacy_generate_personal_data_export_group_html( $boudoir_data, $boudoir_group, count( $boudoir_groups ) + 1 );
		}
		boudoir_site_tool_answer(
			array(
				'groups' => $boudoir_groups,
				'html'   => $boudoir_html,
			)
		);
		break;

	default:
		fwrite( STDERR, "usage: site-tool.php tables | meta <id> … | plant <id> | export <e-mail>\n" );
		exit( 2 );
}
