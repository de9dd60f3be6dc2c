<?php
/**
 * The photo feed (docs/contract.md, Data "Photo feed item", Calls "Other calls"): a Flickr user's public
 * feed, fetched and cached on the server so most pages make no request to Flickr's feed
 * API (the images still come from Flickr's hosts); the spec's script-tag request in the
 * browser only when the server has nothing to show. readme.txt's "External services" says so.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Blocks;

use Boudoir\Options;
use Boudoir\Scripts;
use Boudoir\Theme_Options;

defined( 'ABSPATH' ) || exit;

/**
 * Fetching, checking and caching a user's photos for boudoir/photo-feed, and the block's
 * client script (registered here, enqueued by render.php only when the client must ask).
 *
 * Every item is checked before it is cached or printed: an image must be an https URL on
 * Flickr's static hosts (`*.staticflickr.com`), a link an https URL on flickr.com; the
 * filter `boudoir_photo_feed_allowed_url` may allow more (the dev site's local images).
 */
final class Photo_Feed {

	/** The block. */
	public const BLOCK = 'boudoir/photo-feed';

	/** The client script's handle (build/scripts/photo-feed.js). */
	public const SCRIPT_HANDLE = 'boudoir-photo-feed';

	/** Flickr's public feed of one user's photos. */
	public const FEED_URL = 'https://www.flickr.com/services/feeds/photos_public.gne';

	/** A user's photo page, followed by their id. */
	public const PROFILE_URL = 'https://www.flickr.com/photos/';

	/** Seconds the server waits for Flickr: a page must not hang on a third party. */
	public const TIMEOUT = 3;

	/** Seconds a fetched feed is kept unless the shop says otherwise (Theme_Options::PHOTO_FEED_CACHE_TIME): an hour, as the issue asks. */
	public const DEFAULT_CACHE_TIME = 3600;

	/** The shortest cache time accepted, a minute: shorter would send most page views to Flickr again. */
	public const MIN_CACHE_TIME = 60;

	/** The longest cache time accepted, a week: photos added since then should show. */
	public const MAX_CACHE_TIME = 604800;

	/** Seconds a failed fetch is remembered: no retry, and no second log line, before then. */
	public const FAILURE_CACHE_TIME = 600;

	/** The most photos a block shows. */
	public const MAX_PHOTOS = 20;

	/** Photos shown when the block says nothing. */
	public const DEFAULT_MAX_PHOTOS = 6;

	/** A title longer than this is cut (Flickr allows 255). */
	public const MAX_TITLE_LENGTH = 200;

	/** Transients' prefix (uninstall.php deletes `boudoir_*` transients). */
	public const TRANSIENT_PREFIX = 'boudoir_photo_feed_';

	/** The prefix of the server's log lines. */
	public const LOG_PREFIX = 'Boudoir photo feed:';

	/** The largest feed read, bytes (Flickr's holds 20 items, some 20 KB). */
	private const MAX_RESPONSE_BYTES = 524288;

	/** The script's path under the build folder. */
	private const ASSET = 'scripts/photo-feed';

	/**
	 * Seconds a fetched feed is kept (the shop's setting, an hour by default).
	 */
	public static function cache_time(): int {
		return (int) Options::get( Theme_Options::PHOTO_FEED_CACHE_TIME );
	}

	/**
	 * Keeps where the built files are.
	 *
	 * @param string $build_dir Absolute path of the build folder.
	 * @param string $build_url Its URL.
	 */
	public function __construct( private string $build_dir, private string $build_url ) {
	}

	/**
	 * Hooks the script's registration in.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_script' ) );
	}

	/**
	 * Registers the client script, deferred in the footer (the init action); not enqueued.
	 */
	public function register_script(): void {
		Scripts::register( $this->build_dir, $this->build_url, self::SCRIPT_HANDLE, self::ASSET );
	}

	/**
	 * Whether a string is a Flickr user id (an NSID such as `12345678@N00`).
	 *
	 * @param mixed $user_id The id.
	 */
	public static function is_user_id( $user_id ): bool {
		return is_string( $user_id ) && 1 === preg_match( '/^[0-9]{1,20}@N[0-9]{2}$/', $user_id );
	}

	/**
	 * A block's photo count: 1 to MAX_PHOTOS, the default for anything else.
	 *
	 * @param mixed $max The attribute.
	 */
	public static function sanitize_max_photos( $max ): int {
		if ( ! is_numeric( $max ) ) {
			return self::DEFAULT_MAX_PHOTOS;
		}
		return max( 1, min( self::MAX_PHOTOS, (int) $max ) );
	}

	/**
	 * The feed's URL: plain JSON for the server; the browser adds its callback (`jsoncallback`).
	 *
	 * @param string $user_id A valid user id.
	 * @param bool   $server  For the server's request (`nojsoncallback=1`).
	 */
	public static function feed_url( string $user_id, bool $server ): string {
		$args = array(
			'id'     => rawurlencode( $user_id ),
			'format' => 'json',
		);
		if ( $server ) {
			$args['nojsoncallback'] = '1';
		}
		return add_query_arg( $args, self::FEED_URL );
	}

	/**
	 * A user's photo page on Flickr.
	 *
	 * @param string $user_id A valid user id.
	 */
	public static function profile_url( string $user_id ): string {
		return self::PROFILE_URL . $user_id . '/';
	}

	/**
	 * The square thumbnail of a Flickr image: the small-thumbnail suffix `_m` right before
	 * the extension becomes `_s` (75 × 75); any other URL is left as it is.
	 *
	 * @param string $url The feed's `media.m`.
	 */
	public static function square_image_url( string $url ): string {
		return (string) preg_replace( '/_m(\.[a-z0-9]+)((?:[?#].*)?)$/i', '_s$1$2', $url );
	}

	/**
	 * Whether a URL from the feed may be printed: an https image on Flickr's static hosts,
	 * an https link to flickr.com. Filtered by `boudoir_photo_feed_allowed_url`.
	 *
	 * @param mixed  $url  The URL.
	 * @param string $kind `image` or `link`.
	 */
	public static function is_allowed_url( $url, string $kind ): bool {
		if ( ! is_string( $url ) || '' === $url || esc_url_raw( $url, array( 'http', 'https' ) ) !== $url ) {
			return false;
		}
		$parts   = wp_parse_url( $url );
		$host    = is_array( $parts ) ? strtolower( (string) ( $parts['host'] ?? '' ) ) : '';
		$allowed = is_array( $parts )
			&& 'https' === strtolower( (string) ( $parts['scheme'] ?? '' ) )
			&& ! isset( $parts['user'] ) && ! isset( $parts['pass'] ) && ! isset( $parts['port'] )
			&& ( 'image' === $kind
				? str_ends_with( $host, '.staticflickr.com' )
				: in_array( $host, array( 'flickr.com', 'www.flickr.com' ), true ) );
		/**
		 * Whether a URL of the Flickr feed may be shown.
		 *
		 * @param bool   $allowed The default answer (https on Flickr's hosts).
		 * @param string $url     The URL.
		 * @param string $kind    `image` (an item's `media.m`) or `link` (the photo's page).
		 */
		return (bool) apply_filters( 'boudoir_photo_feed_allowed_url', $allowed, $url, $kind );
	}

	/**
	 * The feed's items as raw arrays, from the body Flickr answered; null when it is no feed.
	 *
	 * Flickr escapes apostrophes as `\'`, which JSON does not allow, and answers JSONP
	 * (`jsonFlickrFeed(…)`) when asked without `nojsoncallback`: both are undone.
	 *
	 * @param string $body The response's body.
	 * @return ?list<mixed>
	 */
	public static function parse( string $body ): ?array {
		$body = trim( $body );
		if ( 1 === preg_match( '/^jsonFlickrFeed\((.*)\);?$/s', $body, $match ) ) {
			$body = $match[1];
		}
		$data = json_decode( str_replace( "\\'", "'", $body ), true );
		if ( ! is_array( $data ) || ! isset( $data['items'] ) || ! is_array( $data['items'] ) ) {
			return null;
		}
		return array_values( $data['items'] );
	}

	/**
	 * Checked photos from raw items, at most `$max`: items whose image or link is not
	 * allowed are dropped; titles become plain text.
	 *
	 * @param list<mixed> $items Raw feed items.
	 * @param int         $max   The most to keep.
	 * @return list<array{src:string,href:string,title:string}>
	 */
	public static function sanitize_items( array $items, int $max ): array {
		$photos = array();
		foreach ( $items as $item ) {
			if ( count( $photos ) >= $max ) {
				break;
			}
			if ( ! is_array( $item ) ) {
				continue;
			}
			$image = is_array( $item['media'] ?? null ) ? ( $item['media']['m'] ?? null ) : null;
			$link  = $item['link'] ?? null;
			if ( ! self::is_allowed_url( $image, 'image' ) || ! self::is_allowed_url( $link, 'link' ) ) {
				continue;
			}
			$title    = is_string( $item['title'] ?? null ) ? sanitize_text_field( $item['title'] ) : '';
			$photos[] = array(
				'src'   => self::square_image_url( $image ),
				'href'  => $link,
				'title' => mb_substr( $title, 0, self::MAX_TITLE_LENGTH ),
			);
		}
		return $photos;
	}

	/**
	 * The transient holding a user's photos at one count.
	 *
	 * @param string $user_id The user id.
	 * @param int    $max     The count.
	 */
	public static function cache_key( string $user_id, int $max ): string {
		return self::TRANSIENT_PREFIX . md5( $user_id . '|' . $max );
	}

	/**
	 * A user's photos for the server to print, from the cache or else from Flickr; null
	 * when the server has none to give (Flickr failed, recently, or server fetching is off)
	 * and the browser should ask.
	 *
	 * @param string $user_id A valid user id.
	 * @param int    $max     How many at most (1–20).
	 * @return ?list<array{src:string,href:string,title:string}>
	 */
	public static function photos( string $user_id, int $max ): ?array {
		/**
		 * Whether the server fetches the feed (and reads its cache); off, every visitor's
		 * browser asks Flickr, as the spec's widget did.
		 *
		 * @param bool   $fetch   True.
		 * @param string $user_id The feed's user id.
		 */
		if ( ! self::is_user_id( $user_id ) || ! apply_filters( 'boudoir_photo_feed_server_fetch', true, $user_id ) ) {
			return null;
		}
		$max    = self::sanitize_max_photos( $max );
		$key    = self::cache_key( $user_id, $max );
		$cached = get_transient( $key );
		if ( is_array( $cached ) && isset( $cached['ok'] ) ) {
			return true === $cached['ok'] && is_array( $cached['photos'] ?? null ) ? $cached['photos'] : null;
		}
		$photos = self::fetch( $user_id, $max );
		if ( is_string( $photos ) ) {
			set_transient( $key, array( 'ok' => false ), self::FAILURE_CACHE_TIME );
			// One line per failure window: the negative cache keeps the next requests from trying (and logging) again.
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a server-side failure the site's owner should see in the log.
			error_log( sprintf( '%s could not fetch the feed of %s (%s); the browser will ask Flickr for the next %d s.', self::LOG_PREFIX, $user_id, $photos, self::FAILURE_CACHE_TIME ) );
			return null;
		}
		set_transient(
			$key,
			array(
				'ok'     => true,
				'photos' => $photos,
			),
			self::cache_time()
		);
		return $photos;
	}

	/**
	 * Asks Flickr for a user's feed.
	 *
	 * @param string $user_id A valid user id.
	 * @param int    $max     How many at most.
	 * @return list<array{src:string,href:string,title:string}>|string The photos, or what went wrong.
	 */
	private static function fetch( string $user_id, int $max ): array|string {
		$response = wp_remote_get(
			self::feed_url( $user_id, true ),
			array(
				'timeout'             => self::TIMEOUT,
				'redirection'         => 2,
				'limit_response_size' => self::MAX_RESPONSE_BYTES,
			)
		);
		if ( is_wp_error( $response ) ) {
			return $response->get_error_message();
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( 200 !== $status ) {
			return 'HTTP ' . $status;
		}
		$items = self::parse( (string) wp_remote_retrieve_body( $response ) );
		if ( null === $items ) {
			return 'not a feed';
		}
		return self::sanitize_items( $items, $max );
	}
}
