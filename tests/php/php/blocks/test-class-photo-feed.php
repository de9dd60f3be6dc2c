<?php
/**
 * Tests of Boudoir\Blocks\Photo_Feed.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Blocks\Photo_Feed;
use Boudoir\Theme_Options;

/**
 * The server side of the photo feed: checking and sanitising Flickr's items, the square
 * thumbnail, the cache (a transient per user and count), the negative cache and its one log line.
 */
final class Photo_Feed_Test extends Test_Case {

	private const USER = '12345678@N00';

	/**
	 * Requests that reached the HTTP API, by URL (the test's pre_http_request answers them).
	 *
	 * @var list<string>
	 */
	private array $requests = array();

	/**
	 * Where error_log() wrote before the test, and the test's log file.
	 *
	 * @var array{0:string|false,1:string}
	 */
	private array $log;

	/**
	 * Sends error_log() to a file of the test's own.
	 */
	public function set_up(): void {
		parent::set_up();
		$file      = (string) tempnam( sys_get_temp_dir(), 'boudoir-photo-feed-log' );
		$this->log = array( ini_get( 'error_log' ), $file );
		ini_set( 'error_log', $file ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- the test reads what the code logs.
	}

	/**
	 * Restores error_log() and removes the options.
	 */
	public function tear_down(): void {
		ini_set( 'error_log', (string) $this->log[0] ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		unlink( $this->log[1] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- the test's own temporary file.
		delete_option( Theme_Options::PHOTO_FEED_CACHE_TIME );
		parent::tear_down();
	}

	/**
	 * A feed item in Flickr's shape.
	 *
	 * @param int    $number Its number (photo id and title).
	 * @param string $title  Its title, when not "Photo N".
	 * @return array<string,mixed>
	 */
	private static function item( int $number, ?string $title = null ): array {
		return array(
			'title'     => $title ?? "Photo {$number}",
			'link'      => 'https://www.flickr.com/photos/' . self::USER . "/5320000{$number}/",
			'media'     => array( 'm' => "https://live.staticflickr.com/65535/5320000{$number}_abc{$number}_m.jpg" ),
			'author_id' => self::USER,
		);
	}

	/**
	 * Answers every HTTP request with a response (or error) and counts them.
	 *
	 * @param array<string,mixed>|\WP_Error $response The answer.
	 */
	private function answer_http( $response ): void {
		add_filter(
			'pre_http_request',
			function ( $preempt, $args, $url ) use ( $response ) {
				$this->requests[] = $url;
				return $response;
			},
			1,
			3
		);
	}

	/**
	 * A 200 response with a body.
	 *
	 * @param string $body The body.
	 * @return array<string,mixed>
	 */
	private static function ok( string $body ): array {
		return array(
			'headers'  => array(),
			'body'     => $body,
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	}

	/**
	 * A feed's JSON.
	 *
	 * @param list<array<string,mixed>> $items Its items.
	 */
	private static function feed( array $items ): string {
		return (string) wp_json_encode( array( 'items' => $items ) );
	}

	/**
	 * What error_log() wrote during the test.
	 *
	 * @return list<string>
	 */
	private function logged(): array {
		return array_values( array_filter( explode( "\n", (string) file_get_contents( $this->log[1] ) ) ) );
	}

	/**
	 * The small-thumbnail suffix right before the extension becomes the square one; nothing else changes.
	 */
	public function test_square_image_url_swaps_only_the_suffix_before_the_extension(): void {
		$this->assertSame( 'https://live.staticflickr.com/65535/1_ab_s.jpg', Photo_Feed::square_image_url( 'https://live.staticflickr.com/65535/1_ab_m.jpg' ) );
		$this->assertSame( 'https://farm1.staticflickr.com/x_m/1_ab_s.png', Photo_Feed::square_image_url( 'https://farm1.staticflickr.com/x_m/1_ab_m.png' ) );
		$this->assertSame( 'https://live.staticflickr.com/1_m_ab_s.JPG', Photo_Feed::square_image_url( 'https://live.staticflickr.com/1_m_ab_m.JPG' ) );
		$this->assertSame( 'https://live.staticflickr.com/1_ab_s.jpg?v=2', Photo_Feed::square_image_url( 'https://live.staticflickr.com/1_ab_m.jpg?v=2' ) );
		// Already another size, or no suffix: unchanged.
		$this->assertSame( 'https://live.staticflickr.com/1_ab_b.jpg', Photo_Feed::square_image_url( 'https://live.staticflickr.com/1_ab_b.jpg' ) );
		$this->assertSame( 'https://live.staticflickr.com/1_ab.jpg', Photo_Feed::square_image_url( 'https://live.staticflickr.com/1_ab.jpg' ) );
	}

	/**
	 * User ids are Flickr's NSIDs; photo counts stay within 1–20.
	 */
	public function test_user_ids_and_counts(): void {
		$this->assertTrue( Photo_Feed::is_user_id( '12345678@N00' ) );
		$this->assertTrue( Photo_Feed::is_user_id( '52617384@N05' ) );
		foreach ( array( '', 'boudoir', '12345678', '12345678@N0', '1234@N00"><script>', ' 12345678@N00', 12345678, null ) as $bad ) {
			$this->assertFalse( Photo_Feed::is_user_id( $bad ), var_export( $bad, true ) );
		}
		$this->assertSame( 6, Photo_Feed::sanitize_max_photos( 'many' ) );
		$this->assertSame( 1, Photo_Feed::sanitize_max_photos( 0 ) );
		$this->assertSame( 20, Photo_Feed::sanitize_max_photos( 500 ) );
		$this->assertSame( 9, Photo_Feed::sanitize_max_photos( '9' ) );
	}

	/**
	 * The server asks for plain JSON; the browser's URL leaves the callback to the script.
	 */
	public function test_feed_urls(): void {
		$this->assertSame( 'https://www.flickr.com/services/feeds/photos_public.gne?id=12345678%40N00&format=json&nojsoncallback=1', Photo_Feed::feed_url( self::USER, true ) );
		$this->assertSame( 'https://www.flickr.com/services/feeds/photos_public.gne?id=12345678%40N00&format=json', Photo_Feed::feed_url( self::USER, false ) );
		$this->assertSame( 'https://www.flickr.com/photos/12345678@N00/', Photo_Feed::profile_url( self::USER ) );
	}

	/**
	 * Plain JSON, JSONP and Flickr's invalid `\'` escapes all parse; anything else is no feed.
	 */
	public function test_parse(): void {
		$this->assertCount( 2, Photo_Feed::parse( self::feed( array( self::item( 1 ), self::item( 2 ) ) ) ) );
		$this->assertCount( 1, Photo_Feed::parse( 'jsonFlickrFeed(' . self::feed( array( self::item( 1 ) ) ) . ')' ) );
		$items = Photo_Feed::parse( '{"items":[{"title":"Margaux\\\'s lace","link":"x"}]}' );
		$this->assertSame( "Margaux's lace", $items[0]['title'] );
		$this->assertNull( Photo_Feed::parse( '<html>Service unavailable</html>' ) );
		$this->assertNull( Photo_Feed::parse( '{"items":"none"}' ) );
		$this->assertNull( Photo_Feed::parse( '' ) );
	}

	/**
	 * Items whose image is not https on Flickr's static hosts, or whose link is not https
	 * on flickr.com, are dropped; titles become plain text; the count is capped.
	 */
	public function test_sanitize_items_drops_bad_urls_and_cleans_titles(): void {
		$items  = array(
			self::item( 1 ),
			array_merge( self::item( 2 ), array( 'media' => array( 'm' => 'http://live.staticflickr.com/65535/2_m.jpg' ) ) ),
			array_merge( self::item( 3 ), array( 'media' => array( 'm' => 'https://evil.example/staticflickr.com/3_m.jpg' ) ) ),
			array_merge( self::item( 4 ), array( 'media' => array( 'm' => 'https://staticflickr.com.evil.example/4_m.jpg' ) ) ),
			array_merge( self::item( 5 ), array( 'link' => 'javascript:alert(1)' ) ),
			array_merge( self::item( 6 ), array( 'link' => 'http://www.flickr.com/photos/x/6/' ) ),
			array_merge( self::item( 7 ), array( 'media' => 'https://live.staticflickr.com/7_m.jpg' ) ),
			array_merge( self::item( 8 ), array( 'media' => array( 'm' => 'https://live.staticflickr.com/8_m.jpg" onerror="alert(1)' ) ) ),
			array_merge( self::item( 9 ), array( 'link' => 'https://user:pass@www.flickr.com/photos/x/9/' ) ),
			'not an item',
			self::item( 10, '<b>Bold</b> <script>alert(1)</script>silk' ),
			array_merge( self::item( 11 ), array( 'title' => array( 'not', 'a', 'title' ) ) ),
			self::item( 12 ),
		);
		$photos = Photo_Feed::sanitize_items( $items, 20 );
		$this->assertSame( array( 'Photo 1', 'Bold silk', '', 'Photo 12' ), array_column( $photos, 'title' ) );
		$this->assertSame( 'https://live.staticflickr.com/65535/53200001_abc1_s.jpg', $photos[0]['src'] );
		$this->assertSame( 'https://www.flickr.com/photos/' . self::USER . '/53200001/', $photos[0]['href'] );
		$this->assertCount( 2, Photo_Feed::sanitize_items( $items, 2 ) );
		$this->assertSame( 200, mb_strlen( Photo_Feed::sanitize_items( array( self::item( 1, str_repeat( 'é', 300 ) ) ), 1 )[0]['title'] ) );
	}

	/**
	 * The filter may allow another host (the dev site's local images), or forbid Flickr's.
	 */
	public function test_allowed_url_filter(): void {
		$this->assertFalse( Photo_Feed::is_allowed_url( 'http://localhost:8888/uploads/1_m.jpg', 'image' ) );
		add_filter(
			'boudoir_photo_feed_allowed_url',
			static fn ( $allowed, $url, $kind ) => $allowed || ( 'image' === $kind && str_starts_with( $url, 'http://localhost:8888/' ) ),
			10,
			3
		);
		$this->assertTrue( Photo_Feed::is_allowed_url( 'http://localhost:8888/uploads/1_m.jpg', 'image' ) );
		$this->assertFalse( Photo_Feed::is_allowed_url( 'http://localhost:8888/photos/1/', 'link' ) );
	}

	/**
	 * The first call fetches (plain JSON, a short timeout) and caches; the second makes no request.
	 */
	public function test_photos_are_cached_so_the_second_call_makes_no_request(): void {
		$this->answer_http( self::ok( self::feed( array( self::item( 1 ), self::item( 2 ), self::item( 3 ) ) ) ) );
		$seen_args = array();
		add_filter(
			'pre_http_request',
			static function ( $preempt, $args ) use ( &$seen_args ) {
				$seen_args = $args;
				return $preempt;
			},
			0,
			2
		);
		$first = Photo_Feed::photos( self::USER, 2 );
		$this->assertSame( array( 'Photo 1', 'Photo 2' ), array_column( (array) $first, 'title' ) );
		$this->assertSame( array( Photo_Feed::feed_url( self::USER, true ) ), $this->requests );
		$this->assertSame( Photo_Feed::TIMEOUT, $seen_args['timeout'] );
		$this->assertSame( $first, Photo_Feed::photos( self::USER, 2 ) );
		$this->assertCount( 1, $this->requests, 'The second call is answered from the cache.' );
		// Another count is another cache entry.
		$this->assertCount( 3, (array) Photo_Feed::photos( self::USER, 3 ) );
		$this->assertCount( 2, $this->requests );
		$this->assertSame( array(), $this->logged() );
	}

	/**
	 * The action after any transient is set: `setted_transient` up to WordPress 6.7, `set_transient`
	 * from 6.8 on (the old name deprecated).
	 */
	private static function transient_set_action(): string {
		return version_compare( get_bloginfo( 'version' ), '6.8', '>=' ) ? 'set_transient' : 'setted_transient';
	}

	/**
	 * The cache lives as long as the option says.
	 */
	public function test_cache_time_follows_the_option(): void {
		update_option( Theme_Options::PHOTO_FEED_CACHE_TIME, 900 );
		$this->answer_http( self::ok( self::feed( array( self::item( 1 ) ) ) ) );
		$expirations = array();
		add_action(
			self::transient_set_action(),
			static function ( $transient, $value, $expiration ) use ( &$expirations ) {
				$expirations[ $transient ] = $expiration;
			},
			10,
			3
		);
		Photo_Feed::photos( self::USER, 6 );
		$this->assertSame( array( Photo_Feed::cache_key( self::USER, 6 ) => 900 ), $expirations );
	}

	/**
	 * A failure is remembered for ten minutes (no request, no log line meanwhile) and
	 * logged once; the server has no photos to give, so the browser asks.
	 */
	public function test_failure_is_cached_briefly_and_logged_once(): void {
		$this->answer_http( new \WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out' ) );
		$expirations = array();
		add_action(
			self::transient_set_action(),
			static function ( $transient, $value, $expiration ) use ( &$expirations ) {
				$expirations[ $transient ] = $expiration;
			},
			10,
			3
		);
		$this->assertNull( Photo_Feed::photos( self::USER, 6 ) );
		$this->assertNull( Photo_Feed::photos( self::USER, 6 ) );
		$this->assertNull( Photo_Feed::photos( self::USER, 6 ) );
		$this->assertCount( 1, $this->requests );
		$this->assertSame( array( Photo_Feed::cache_key( self::USER, 6 ) => Photo_Feed::FAILURE_CACHE_TIME ), $expirations );
		$log = $this->logged();
		$this->assertCount( 1, $log );
		$this->assertStringContainsString( Photo_Feed::LOG_PREFIX . ' could not fetch the feed of ' . self::USER . ' (cURL error 28: Operation timed out)', $log[0] );

		// Once the window is over, the server tries again (and would log again).
		delete_transient( Photo_Feed::cache_key( self::USER, 6 ) );
		$this->assertNull( Photo_Feed::photos( self::USER, 6 ) );
		$this->assertCount( 2, $this->requests );
		$this->assertCount( 2, $this->logged() );
	}

	/**
	 * An error status or a body that is no feed is a failure too.
	 */
	public function test_bad_answers_are_failures(): void {
		$this->answer_http(
			array(
				'headers'  => array(),
				'body'     => 'Service unavailable',
				'response' => array(
					'code'    => 503,
					'message' => 'Service Unavailable',
				),
				'cookies'  => array(),
				'filename' => null,
			)
		);
		$this->assertNull( Photo_Feed::photos( self::USER, 6 ) );
		$this->assertStringContainsString( '(HTTP 503)', $this->logged()[0] );

		remove_all_filters( 'pre_http_request' );
		$this->answer_http( self::ok( '<html>not json</html>' ) );
		$this->assertNull( Photo_Feed::photos( '87654321@N01', 6 ) );
		$this->assertStringContainsString( '(not a feed)', $this->logged()[1] );
	}

	/**
	 * A site may leave the feed to the browser: then the server neither reads the cache nor asks.
	 */
	public function test_server_fetch_can_be_turned_off(): void {
		$this->answer_http( self::ok( self::feed( array( self::item( 1 ) ) ) ) );
		$this->assertCount( 1, (array) Photo_Feed::photos( self::USER, 6 ) );
		add_filter( 'boudoir_photo_feed_server_fetch', '__return_false' );
		$this->assertNull( Photo_Feed::photos( self::USER, 6 ) );
		$this->assertCount( 1, $this->requests );
	}

	/**
	 * An invalid user id is never fetched.
	 */
	public function test_invalid_user_is_not_fetched(): void {
		$this->answer_http( self::ok( self::feed( array( self::item( 1 ) ) ) ) );
		$this->assertNull( Photo_Feed::photos( '../../etc', 6 ) );
		$this->assertSame( array(), $this->requests );
	}

	/**
	 * The client script is registered, deferred in the footer, and not enqueued.
	 */
	public function test_script_is_registered_not_enqueued(): void {
		$scripts = wp_scripts();
		( new Photo_Feed( BOUDOIR_DIR . '/build', plugins_url( 'build', BOUDOIR_FILE ) ) )->register_script();
		$this->assertTrue( wp_script_is( Photo_Feed::SCRIPT_HANDLE, 'registered' ) );
		$this->assertFalse( wp_script_is( Photo_Feed::SCRIPT_HANDLE, 'enqueued' ) );
		$this->assertSame( 'defer', $scripts->get_data( Photo_Feed::SCRIPT_HANDLE, 'strategy' ) );
		$this->assertSame( 1, $scripts->get_data( Photo_Feed::SCRIPT_HANDLE, 'group' ) );
		$this->assertStringEndsWith( '/build/scripts/photo-feed.js', $scripts->registered[ Photo_Feed::SCRIPT_HANDLE ]->src );
	}
}
