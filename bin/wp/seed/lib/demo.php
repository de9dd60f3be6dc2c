<?php
/**
 * Helpers of the demo shop's seed (bin/wp/seed/*.php): idempotent writes keyed by
 * slug, a version stamp that skips unchanged work, generated images as attachments,
 * and access to the shop (the WooCommerce double) while WordPress installs.
 *
 * Each seed file runs inside bin/wp/install.php (WP_INSTALLING: WordPress loads no
 * plugin and no theme) or inside a PHPUnit test (everything loaded). The helpers
 * work in both.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

require_once __DIR__ . '/images.php';

/** Bump to redo the whole demo on every site at its next install. */
const BOUDOIR_DEMO_VERSION = '1';

/** The option holding, per part of the demo, the stamp it was last seeded with. */
const BOUDOIR_DEMO_VERSION_OPTION = 'boudoir_demo_version';

/** Where generated images live, inside the uploads folder. */
const BOUDOIR_DEMO_UPLOADS = 'boudoir-demo';

/**
 * The recorded Flickr feed the demo's photo feed shows (the dev site, bin/wp/boudoir-dev.php,
 * answers Flickr's URL with it; the tests read it too). It lives beside the seed: the seed reads
 * nothing outside bin/wp, which is all that WordPress Playground mounts (/boudoir-bin).
 */
define( 'BOUDOIR_DEMO_PHOTO_FEED', dirname( __DIR__ ) . '/photo-feed/feed.json' );

/** The shop plugin the demo fills: WooCommerce where bin/site.mjs linked a release, else the double (tests/woocommerce-double). */
define( 'BOUDOIR_DEMO_SHOP_PLUGIN', file_exists( WP_PLUGIN_DIR . '/woocommerce/woocommerce.php' ) ? 'woocommerce/woocommerce.php' : 'woocommerce-double/woocommerce-double.php' );

/**
 * Prints one line of progress (install.php's output).
 *
 * @param string $message The line.
 */
function boudoir_demo_log( string $message ): void {
	echo 'demo: ' . $message . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CLI output.
}

/**
 * Fails the seed: install.php exits non-zero, a test errors.
 *
 * @param string|\WP_Error $error What went wrong.
 * @throws RuntimeException Always.
 */
function boudoir_demo_fail( $error ): void {
	throw new RuntimeException( 'demo seed: ' . ( is_wp_error( $error ) ? $error->get_error_message() : $error ) );
}

/**
 * The stamp of one part: the version constant, the seed's own source, and whether the shop is there.
 *
 * @param string $part The part's name.
 */
function boudoir_demo_stamp( string $part ): string {
	static $source = null;
	if ( null === $source ) {
		// The seed's files, and Boudoir's patterns, which the wishlist page and the header are built from
		// (found through the plugin, not through this folder's place: Playground mounts bin/wp alone).
		// array_filter(): a glob() that fails gives false.
		$files = array_filter( array_merge( (array) glob( dirname( __DIR__ ) . '/*.php' ), (array) glob( __DIR__ . '/*.php' ), array( ( defined( 'BOUDOIR_DIR' ) ? BOUDOIR_DIR : WP_PLUGIN_DIR . '/boudoir' ) . '/php/class-patterns.php' ) ) );
		sort( $files );
		$source = md5( implode( '', array_map( 'md5_file', $files ) ) );
	}
	return implode( ':', array( BOUDOIR_DEMO_VERSION, $part, $source, boudoir_demo_has_shop() ? 'shop' : 'no-shop', get_stylesheet() ) );
}

/**
 * Runs one part of the seed unless it is already seeded with the same stamp, in one transaction.
 *
 * @param string   $part The part's name.
 * @param callable $seed Seeds it.
 */
function boudoir_demo_run( string $part, callable $seed ): void {
	global $wpdb;
	$stamps = get_option( BOUDOIR_DEMO_VERSION_OPTION );
	$stamps = is_array( $stamps ) ? $stamps : array();
	$stamp  = boudoir_demo_stamp( $part );
	if ( ( $stamps[ $part ] ?? '' ) === $stamp ) {
		boudoir_demo_log( "{$part} up to date" );
		return;
	}
	$started = microtime( true );
	wp_defer_term_counting( true );
	wp_defer_comment_counting( true );
	$wpdb->query( 'START TRANSACTION' );
	try {
		$seed();
		$wpdb->query( 'COMMIT' );
	} catch ( \Throwable $error ) {
		$wpdb->query( 'ROLLBACK' );
		throw $error;
	} finally {
		wp_defer_term_counting( false );
		wp_defer_comment_counting( false );
	}
	$stamps           = get_option( BOUDOIR_DEMO_VERSION_OPTION );
	$stamps           = is_array( $stamps ) ? $stamps : array();
	$stamps[ $part ]  = $stamp;
	update_option( BOUDOIR_DEMO_VERSION_OPTION, $stamps, false );
	boudoir_demo_log( sprintf( '%s seeded in %.2f s', $part, microtime( true ) - $started ) );
}

/**
 * Whether the shop (WooCommerce, or its test double) is there to fill.
 *
 * While WordPress installs (WP_INSTALLING) it loads no plugin, so an active double
 * is loaded here and its start-up hooks run, as a request would run them.
 */
function boudoir_demo_has_shop(): bool {
	static $loaded = false;
	if ( $loaded || ( class_exists( 'WooCommerce' ) && taxonomy_exists( 'product_cat' ) ) ) {
		return $loaded = true;
	}
	if ( ! function_exists( 'is_plugin_active' ) ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}
	$file = WP_PLUGIN_DIR . '/' . BOUDOIR_DEMO_SHOP_PLUGIN;
	if ( ! is_plugin_active( BOUDOIR_DEMO_SHOP_PLUGIN ) || ! file_exists( $file ) ) {
		return false;
	}
	include_once $file;
	boudoir_demo_run_late_hooks( dirname( (string) realpath( $file ) ) );
	return $loaded = class_exists( 'WooCommerce' ) && taxonomy_exists( 'product_cat' );
}

/**
 * Whether Boudoir is loaded, loading it when it is active (the seed runs while WordPress
 * installs, which loads no plugin), as boudoir_demo_has_shop() loads the shop.
 */
function boudoir_demo_has_boudoir(): bool {
	if ( class_exists( '\Boudoir\Plugin' ) ) {
		return true;
	}
	if ( ! function_exists( 'is_plugin_active' ) ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}
	$file = WP_PLUGIN_DIR . '/boudoir/boudoir.php';
	if ( ! is_plugin_active( 'boudoir/boudoir.php' ) || ! file_exists( $file ) ) {
		return false;
	}
	include_once $file;
	boudoir_demo_run_late_hooks( dirname( (string) realpath( $file ) ) );
	return class_exists( '\Boudoir\Plugin' );
}

/**
 * Runs the start-up callbacks (plugins_loaded … wp_loaded) that a plugin loaded after
 * start-up registered and missed. Only callbacks defined in the plugin's own files run.
 *
 * @param string $folder The plugin's folder (real path).
 */
function boudoir_demo_run_late_hooks( string $folder ): void {
	global $wp_filter;
	$ran = array();
	foreach ( array( 'plugins_loaded', 'after_setup_theme', 'init', 'wp_loaded' ) as $hook ) {
		// A callback may add others to the same hook: look again until none is new.
		do {
			$pending = array();
			foreach ( isset( $wp_filter[ $hook ] ) ? $wp_filter[ $hook ]->callbacks : array() as $priority => $callbacks ) {
				foreach ( $callbacks as $id => $callback ) {
					if ( ! isset( $ran[ $hook . $id ] ) && boudoir_demo_defined_in( $callback['function'], $folder ) ) {
						$pending[ $hook . $id ] = array( $priority, $callback );
					}
				}
			}
			uasort( $pending, static fn ( $a, $b ) => $a[0] <=> $b[0] );
			foreach ( $pending as $key => $entry ) {
				$ran[ $key ] = true;
				call_user_func_array( $entry[1]['function'], array_slice( array( '' ), 0, (int) $entry[1]['accepted_args'] ) );
			}
		} while ( $pending );
	}
}

/**
 * Whether a callback's code lives in a folder.
 *
 * @param mixed  $callback A hook's callback.
 * @param string $folder   Real path.
 */
function boudoir_demo_defined_in( $callback, string $folder ): bool {
	try {
		if ( is_array( $callback ) ) {
			$reflection = new ReflectionMethod( $callback[0], $callback[1] );
		} elseif ( is_string( $callback ) && str_contains( $callback, '::' ) ) {
			$reflection = new ReflectionMethod( $callback );
		} elseif ( $callback instanceof Closure || is_string( $callback ) ) {
			$reflection = new ReflectionFunction( $callback );
		} else {
			return false;
		}
	} catch ( ReflectionException $error ) {
		return false;
	}
	$file = $reflection->getFileName();
	return is_string( $file ) && str_starts_with( (string) realpath( $file ), $folder . DIRECTORY_SEPARATOR );
}

/**
 * The id of a post by type and slug (and parent), or 0.
 *
 * @param string   $type   Post type.
 * @param string   $slug   post_name.
 * @param int|null $parent post_parent, or null for any.
 */
function boudoir_demo_post_id( string $type, string $slug, ?int $parent = null ): int {
	global $wpdb;
	$sql = $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_name = %s", $type, $slug );
	if ( null !== $parent ) {
		$sql .= $wpdb->prepare( ' AND post_parent = %d', $parent );
	}
	return (int) $wpdb->get_var( $sql . ' ORDER BY ID LIMIT 1' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
}

/**
 * Creates or updates a post keyed by its type and slug, then its meta.
 *
 * @param array<string,mixed> $post For wp_insert_post(); post_type and post_name required.
 * @param array<string,mixed> $meta Meta to set (replaced, one value each).
 * @param int|null            $id   The existing post when the caller knows it (0: none).
 * @return int The post's id.
 */
function boudoir_demo_upsert_post( array $post, array $meta = array(), ?int $id = null ): int {
	$id     = $id ?? boudoir_demo_post_id( $post['post_type'], $post['post_name'], isset( $post['post_parent'] ) ? (int) $post['post_parent'] : null );
	$post  += array(
		'post_status'    => 'publish',
		'post_author'    => 1,
		'comment_status' => 'closed',
		'ping_status'    => 'closed',
	);
	$post['ID'] = $id;
	// wp_insert_post() expects slashed data.
	$result = wp_insert_post( wp_slash( $post ), true );
	if ( is_wp_error( $result ) ) {
		boudoir_demo_fail( $result );
	}
	foreach ( $meta as $key => $value ) {
		update_post_meta( (int) $result, $key, wp_slash( $value ) );
	}
	return (int) $result;
}

/**
 * Creates a term, or updates the one with the same slug.
 *
 * @param string              $taxonomy The taxonomy.
 * @param string              $name     The name.
 * @param string              $slug     The slug.
 * @param array<string,mixed> $args     description, parent.
 * @param array<string,mixed> $meta     Term meta to set.
 * @return int The term's id.
 */
function boudoir_demo_term( string $taxonomy, string $name, string $slug, array $args = array(), array $meta = array() ): int {
	$term = get_term_by( 'slug', $slug, $taxonomy );
	if ( $term ) {
		$result = wp_update_term( $term->term_id, $taxonomy, array( 'name' => $name ) + $args );
	} else {
		$result = wp_insert_term( $name, $taxonomy, array( 'slug' => $slug ) + $args );
	}
	if ( is_wp_error( $result ) ) {
		boudoir_demo_fail( $taxonomy . ' ' . $slug . ': ' . $result->get_error_message() );
	}
	$term_id = (int) $result['term_id'];
	foreach ( $meta as $key => $value ) {
		update_term_meta( $term_id, $key, $value );
	}
	return $term_id;
}

/**
 * Whether this PHP's GD, and WordPress's image editor, write WebP.
 */
function boudoir_demo_can_write_webp(): bool {
	return function_exists( 'imagewebp' ) && wp_image_editor_supports( array( 'mime_type' => 'image/webp' ) );
}

/**
 * A generated image as an attachment, drawn once and reused across runs and databases.
 *
 * The file and its sizes stay in uploads/boudoir-demo/; the attachment's metadata is
 * kept beside them, so a fresh database re-attaches the same files without resizing.
 *
 * @param string   $key    Unique name: the file's and the attachment slug's.
 * @param string   $title  The attachment's title.
 * @param string   $alt    Its alternative text.
 * @param callable $draw   Draws the image into the file given.
 * @param int      $parent The post it belongs to.
 * @param string   $format `webp` (when GD writes it), or `jpg` for a file linked as such.
 * @return int The attachment's id.
 */
function boudoir_demo_image( string $key, string $title, string $alt, callable $draw, int $parent = 0, string $format = 'webp' ): int {
	// WebP where GD writes it, as a careful shop would publish; sizes are WebP either way.
	$webp     = boudoir_demo_can_write_webp();
	$format   = 'webp' === $format && $webp ? 'webp' : 'jpg';
	$uploads  = wp_upload_dir( null, false );
	$relative = BOUDOIR_DEMO_UPLOADS . '/' . $key . '.' . $format;
	$file     = $uploads['basedir'] . '/' . $relative;
	$sidecar  = $uploads['basedir'] . '/' . BOUDOIR_DEMO_UPLOADS . '/.meta/' . $key . '.json';
	$sizes    = md5( (string) wp_json_encode( array( wp_get_registered_image_subsizes(), $format, $webp ) ) );
	if ( ! file_exists( $file ) ) {
		$draw( $file );
		wp_delete_file( $sidecar );
	}
	$id = boudoir_demo_upsert_post(
		array(
			'post_type'      => 'attachment',
			'post_name'      => 'boudoir-demo-' . $key,
			'post_title'     => $title,
			'post_status'    => 'inherit',
			'post_parent'    => $parent,
			'post_mime_type' => 'webp' === $format ? 'image/webp' : 'image/jpeg',
			'guid'           => $uploads['baseurl'] . '/' . $relative,
		),
		array(
			'_wp_attached_file'        => $relative,
			'_wp_attachment_image_alt' => $alt,
		),
		boudoir_demo_post_id( 'attachment', 'boudoir-demo-' . $key )
	);

	$cached = file_exists( $sidecar ) ? json_decode( (string) file_get_contents( $sidecar ), true ) : null;
	$meta   = is_array( $cached ) && ( $cached['sizes'] ?? '' ) === $sizes ? $cached['meta'] : null;
	foreach ( is_array( $meta ) ? $meta['sizes'] : array() as $size ) {
		if ( ! file_exists( dirname( $file ) . '/' . $size['file'] ) ) {
			$meta = null;
			break;
		}
	}
	if ( ! is_array( $meta ) ) {
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$to_webp = static fn ( array $formats ): array => $webp ? array_merge( $formats, array( 'image/jpeg' => 'image/webp' ) ) : $formats;
		add_filter( 'image_editor_output_format', $to_webp );
		$meta = wp_generate_attachment_metadata( $id, $file );
		remove_filter( 'image_editor_output_format', $to_webp );
		wp_mkdir_p( dirname( $sidecar ) );
		file_put_contents( $sidecar, wp_json_encode( array( 'sizes' => $sizes, 'meta' => $meta ) ) );
	}
	wp_update_attachment_metadata( $id, $meta );
	return $id;
}

/**
 * A URL of this site without its scheme and host, so content survives a change of port.
 *
 * @param string $url An absolute URL of the site.
 */
function boudoir_demo_relative_url( string $url ): string {
	$path = wp_make_link_relative( $url );
	return '' === $path ? '/' : $path;
}

/**
 * Serialises a block's attributes as the block editor does.
 *
 * @param array<string,mixed> $attributes The attributes.
 */
function boudoir_demo_block_attrs( array $attributes ): string {
	return $attributes ? ' ' . serialize_block_attributes( $attributes ) : '';
}
