<?php
/**
 * Tests of Boudoir\Estimate\Estimates: validation, storage, mail and copies, attribution, rate limit, snapshot, retention.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Estimate;

use Boudoir\Attribution\Tracking;
use Boudoir\Commerce\No_Order_Attribution;
use Boudoir\Commerce\No_Shop_Pages;
use Boudoir\Commerce\Order_Attribution;
use Boudoir\Commerce\Woo_Order_Attribution;
use Boudoir\Estimate\Attribution;
use Boudoir\Estimate\Estimate_Repository;
use Boudoir\Estimate\Estimates;
use Boudoir\Estimate\Rate_Limit;
use Boudoir\Plugin;
use Boudoir\Tests\Test_Case;
use Boudoir\Tests\Wishlist\Recording_Cookie_Jar;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist_Options;

require_once __DIR__ . '/trait-shop-fixtures.php';
require_once dirname( __DIR__ ) . '/wishlist/class-recording-cookie-jar.php';

/**
 * The module on a real list, with mail captured by the test case.
 */
final class Estimates_Test extends Test_Case {

	use Shop_Fixtures;

	private Wishlist $list;

	private Owner $owner;

	private \WP_User $user;

	private int $bra;

	/**
	 * A user's list with a simple product and a variation.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_shop();
		$user        = $this->create_user();
		$this->user  = $user;
		$this->owner = Owner::user( $user->ID );
		$this->list  = $this->list_of( $this->owner, 'private', 'Wedding night' );
		$this->bra   = $this->simple_product( 'Lace bralette' );
		$variable    = $this->variable_product();
		$items       = Plugin::instance()->wishlists()->items();
		$items->add( $this->list->id, $this->bra, 0, 2 );
		$items->add( $this->list->id, $variable['parent'], $variable['c'], 1 );
	}

	/**
	 * Forgets cookies and the cart.
	 */
	protected function tear_down(): void {
		$this->tear_down_shop();
		parent::tear_down();
	}

	/**
	 * The module with attribution cookies of a test's choosing.
	 *
	 * @param array<string,string> $cookies Cookies of the request.
	 */
	private function estimates( array $cookies = array() ): Estimates {
		return new Estimates( Plugin::instance()->wishlists()->items(), fn () => Plugin::instance()->catalogue(), new Attribution( new Recording_Cookie_Jar( $cookies ) ) );
	}

	/**
	 * Valid fields.
	 *
	 * @param array<string,mixed> $fields Overrides.
	 * @return array<string,mixed>
	 */
	private static function form( array $fields = array() ): array {
		return $fields + array(
			'name'  => 'Eve Moreau',
			'email' => 'eve@boudoir.test',
			'notes' => "Two sets, please.\nGift wrapped.",
			'copy'  => false,
		);
	}

	/**
	 * Each bad field gives 400 with a code naming it and every bad field in data.params.
	 *
	 * @dataProvider invalid_forms
	 *
	 * @param array<string,mixed> $fields Overrides.
	 * @param string              $code   Expected code.
	 * @param list<string>        $params Fields named.
	 */
	public function test_validation( array $fields, string $code, array $params ): void {
		$result = $this->estimates()->ask( $this->list, $this->owner, self::form( $fields ), '203.0.113.9' );

		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( $code, $result->get_error_code() );
		$this->assertSame( 400, $result->get_error_data()['status'] );
		$this->assertSame( $params, array_keys( $result->get_error_data()['params'] ) );
		$this->assertSame( array(), get_posts( array( 'post_type' => Estimate_Repository::POST_TYPE, 'post_status' => 'any' ) ) );
		$this->assertSame( array(), $this->sent_mail() );
	}

	/**
	 * Bad forms.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string,2:list<string>}>
	 */
	public static function invalid_forms(): array {
		return array(
			'no name'          => array( array( 'name' => '' ), 'boudoir_invalid_name', array( 'name' ) ),
			'name of tags'     => array( array( 'name' => '<b></b>' ), 'boudoir_invalid_name', array( 'name' ) ),
			'name too long'    => array( array( 'name' => str_repeat( 'é', 101 ) ), 'boudoir_invalid_name', array( 'name' ) ),
			'name not text'    => array( array( 'name' => array( 'Eve' ) ), 'boudoir_invalid_name', array( 'name' ) ),
			'bad e-mail'       => array( array( 'email' => 'eve@' ), 'boudoir_invalid_email', array( 'email' ) ),
			'no e-mail'        => array( array( 'email' => '' ), 'boudoir_invalid_email', array( 'email' ) ),
			// Security finding 11: one address, as typed; sanitize_email() made these look valid.
			'a header after'   => array( array( 'email' => "eve@evil.test\r\nBcc: victim@evil.test" ), 'boudoir_invalid_email', array( 'email' ) ),
			'two addresses'    => array( array( 'email' => 'eve@evil.test, victim@evil.test' ), 'boudoir_invalid_email', array( 'email' ) ),
			'a display name'   => array( array( 'email' => 'Eve <eve@evil.test>' ), 'boudoir_invalid_email', array( 'email' ) ),
			'a space inside'   => array( array( 'email' => 'eve @evil.test' ), 'boudoir_invalid_email', array( 'email' ) ),
			'notes too long'   => array( array( 'notes' => str_repeat( 'a', 2001 ) ), 'boudoir_invalid_notes', array( 'notes' ) ),
			'several at once'  => array( array( 'name' => '', 'email' => 'x' ), 'boudoir_invalid_name', array( 'name', 'email' ) ),
		);
	}

	/**
	 * Security finding 3: an estimate's name and notes are stored without bidirectional overrides.
	 */
	public function test_bidi_overrides_are_not_stored(): void {
		$result = $this->estimates()->ask( $this->list, $this->owner, self::form( array( 'name' => "Eve \u{202E}uaeroM", 'notes' => "Two\u{2067} sets" ) ), '' );

		$this->assertIsArray( $result );
		$stored = ( new Estimate_Repository() )->get( $result['id'] );
		$this->assertSame( 'Eve uaeroM', $stored['name'] );
		$this->assertSame( 'Two sets', $stored['notes'] );
	}

	/**
	 * Limits are inclusive: 100 characters of name and 2000 of notes pass.
	 */
	public function test_longest_values_pass(): void {
		$result = $this->estimates()->ask( $this->list, $this->owner, self::form( array( 'name' => str_repeat( 'é', 100 ), 'notes' => str_repeat( 'a', 2000 ) ) ), '' );

		$this->assertIsArray( $result );
	}

	/**
	 * The request is a private post with every field in meta, the items snapshotted with their names.
	 */
	public function test_stores_the_request(): void {
		$result = $this->estimates()->ask( $this->list, $this->owner, self::form( array( 'copy' => true ) ), '' );

		$this->assertIsArray( $result );
		$this->assertTrue( $result['result'] );
		$post = get_post( $result['id'] );
		$this->assertSame( Estimate_Repository::POST_TYPE, $post->post_type );
		$this->assertSame( 'private', $post->post_status );
		$stored = ( new Estimate_Repository() )->get( $result['id'] );
		$this->assertSame( 'Eve Moreau', $stored['name'] );
		$this->assertSame( 'eve@boudoir.test', $stored['email'] );
		$this->assertSame( "Two sets, please.\nGift wrapped.", $stored['notes'] );
		$this->assertTrue( $stored['copy'] );
		$this->assertSame( $this->list->id, $stored['wishlist_id'] );
		$this->assertSame( 'Wedding night', $stored['wishlist'] );
		$this->assertCount( 2, $stored['items'] );
		$this->assertSame( array( 'product_id' => $this->bra, 'variation_id' => 0, 'name' => 'Lace bralette', 'quantity' => 2 ), $stored['items'][0] );
		$this->assertGreaterThan( 0, $stored['items'][1]['variation_id'] );
		$this->assertStringContainsString( 'Balconette bra', $stored['items'][1]['name'] );
		$this->assertSame( array(), $stored['attribution'] );
	}

	/**
	 * The request's title names the shopper as she typed it: backslashes kept, and a name that only
	 * looks like a tag kept as text (WordPress's kses title filter, on for visitors, would drop it).
	 */
	public function test_the_title_keeps_the_name_as_typed(): void {
		$this->log_out();
		kses_init();
		$this->assertNotFalse( has_filter( 'title_save_pre', 'wp_filter_kses' ), 'A visitor\'s titles are kses-filtered.' );
		$name   = 'Ève \\o/ < b > O\'Hara';
		$result = $this->estimates()->ask( $this->list, $this->owner, self::form( array( 'name' => $name ) ), '' );

		$this->assertIsArray( $result );
		$stored = ( new Estimate_Repository() )->get( $result['id'] );
		$this->assertSame( $name, $stored['name'] );
		$this->assertSame( 'Estimate request from ' . $name, get_post( $result['id'] )->post_title );
		$this->assertNotFalse( has_filter( 'title_save_pre', 'wp_filter_kses' ), 'The filter is back for every other post.' );
	}

	/**
	 * The shop gets the request, the shopper a copy when asked; every value is escaped, the session's attribution included.
	 */
	public function test_mails_the_shop_and_a_copy_with_escaped_values(): void {
		update_option( Wishlist_Options::ESTIMATE_RECIPIENT, 'orders@boudoir.test' );
		$cookies = array(
			'sbjs_current'     => 'typ=utm|||src=newsletter & co|||mdm=email|||cmp=spring "sale"|||cnt=(none)',
			'sbjs_current_add' => 'fd=2026-11-20 10:00:00|||ep=https://shop.test/?a=1&b=2|||rf=(none)',
			'sbjs_udata'       => 'vst=3|||uip=(none)|||uag=Mozilla',
		);

		$result = $this->estimates( $cookies )->ask( $this->list, $this->owner, self::form( array( 'name' => 'Eve & "Co"', 'notes' => 'A < B & C', 'copy' => true ) ), '' );

		$this->assertIsArray( $result );
		$mail = $this->sent_mail();
		$this->assertCount( 2, $mail );
		list( $shop, $copy ) = $mail;

		$this->assertSame( 'orders@boudoir.test', $shop['to'] );
		$this->assertStringContainsString( 'Eve & "Co"', $shop['subject'] );
		$this->assertContains( 'Reply-To: "Eve & Co" <eve@boudoir.test>', $shop['headers'] );
		$this->assertStringContainsString( 'Eve &amp; &quot;Co&quot;', $shop['message'] );
		$this->assertStringContainsString( 'A &lt; B &amp; C', $shop['message'] );
		$this->assertStringNotContainsString( 'A < B', $shop['message'] );
		$this->assertStringContainsString( '2 × Lace bralette', $shop['message'] );
		$this->assertStringContainsString( 'newsletter &amp; co', $shop['message'] );
		$this->assertStringContainsString( 'spring &quot;sale&quot;', $shop['message'] );
		$this->assertStringContainsString( 'https://shop.test/?a=1&amp;b=2', $shop['message'] );
		$this->assertStringNotContainsString( '(none)', $shop['message'] );

		$this->assertSame( $this->user->user_email, $copy['to'], 'The copy goes to the account e-mail, not the typed one.' );
		$this->assertStringContainsString( 'A &lt; B &amp; C', $copy['message'] );
		$this->assertStringNotContainsString( 'newsletter', $copy['message'], 'The shopper’s copy leaves the shop’s tracking out.' );

		$stored = ( new Estimate_Repository() )->get( $result['id'] );
		$this->assertSame(
			array(
				'source_type'        => 'utm',
				'utm_campaign'       => 'spring "sale"',
				'utm_source'         => 'newsletter & co',
				'utm_medium'         => 'email',
				'session_entry'      => 'https://shop.test/?a=1&b=2',
				'session_start_time' => '2026-11-20 10:00:00',
				'session_count'      => '3',
				'user_agent'         => 'Mozilla',
			),
			$stored['attribution']
		);
	}

	/**
	 * Without a copy asked, only the shop is mailed, at the admin e-mail by default.
	 */
	public function test_no_copy_unless_asked(): void {
		delete_option( Wishlist_Options::ESTIMATE_RECIPIENT );

		$this->estimates()->ask( $this->list, $this->owner, self::form(), '' );

		$this->assertCount( 1, $this->sent_mail() );
		$this->assertSame( get_option( 'admin_email' ), $this->sent_mail()[0]['to'] );
	}

	/**
	 * The confirmation escapes the shopper's values and lists the items.
	 */
	public function test_confirmation_template(): void {
		$result = $this->estimates()->ask( $this->list, $this->owner, self::form( array( 'name' => 'Eve & Co', 'copy' => true ) ), '' );

		$this->assertSame( 'Your estimate request was sent.', $result['message'] );
		$this->assertStringContainsString( 'role="status"', $result['template'] );
		$this->assertStringContainsString( 'Thank you, Eve &amp; Co.', $result['template'] );
		$this->assertStringContainsString( '<li>2 × Lace bralette</li>', $result['template'] );
		$this->assertStringContainsString( 'A copy was sent to ' . $this->user->user_email . '.', $result['template'] );
		$this->assertNull( $result['redirect'] );
	}

	/**
	 * The redirect setting comes back with the answer.
	 */
	public function test_redirect_setting(): void {
		update_option( Wishlist_Options::ESTIMATE_REDIRECT, home_url( '/thank-you/' ) );

		$result = $this->estimates()->ask( $this->list, $this->owner, self::form(), '' );

		$this->assertSame( home_url( '/thank-you/' ), $result['redirect'] );
	}

	/**
	 * The shop's extra fields are kept as plain text and mailed.
	 */
	public function test_extra_fields(): void {
		add_filter( 'boudoir_estimate_fields', static fn () => array( 'phone' => 'Phone', 'name' => 'Not allowed to replace the name' ) );

		$result = $this->estimates()->ask( $this->list, $this->owner, self::form( array( 'phone' => '<i>+33 1 23</i>' ) ), '' );

		$stored = ( new Estimate_Repository() )->get( $result['id'] );
		$this->assertSame( array( 'phone' => array( 'label' => 'Phone', 'value' => '+33 1 23' ) ), $stored['extra'] );
		$this->assertStringContainsString( '<th align="left">Phone</th><td>+33 1 23</td>', $this->sent_mail()[0]['message'] );

		$error = $this->estimates()->ask( $this->list, $this->owner, self::form( array( 'phone' => str_repeat( '1', 501 ) ) ), '' );
		$this->assertSame( 'boudoir_invalid_field', $error->get_error_code() );
		$this->assertSame( array( 'phone' ), array_keys( $error->get_error_data()['params'] ) );
	}

	/**
	 * An empty list has nothing to estimate.
	 */
	public function test_empty_list(): void {
		$empty = $this->list_of( $this->owner, 'private', 'Empty' );

		$error = $this->estimates()->ask( $empty, $this->owner, self::form(), '' );

		$this->assertSame( 'boudoir_wishlist_empty', $error->get_error_code() );
		$this->assertSame( 400, $error->get_error_data()['status'] );
	}

	/**
	 * Five requests an hour per owner, then 429 whatever the address; another owner is not affected.
	 */
	public function test_rate_limit_per_owner(): void {
		$estimates = $this->estimates();
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertIsArray( $estimates->ask( $this->list, $this->owner, self::form(), '203.0.113.9' ) );
		}

		$error = $estimates->ask( $this->list, $this->owner, self::form(), '198.51.100.1' );
		$this->assertSame( 'boudoir_too_many_estimates', $error->get_error_code() );
		$this->assertSame( 429, $error->get_error_data()['status'] );

		$this->assertIsArray( $estimates->ask( $this->list, Owner::user( $this->create_user()->ID ), self::form(), '198.51.100.1' ) );
		$this->assertCount( 6, get_posts( array( 'post_type' => Estimate_Repository::POST_TYPE, 'post_status' => 'any', 'numberposts' => -1 ) ) );
	}

	/**
	 * Twenty requests an hour per address, whoever sends them (new sessions, no session); a request the owner's limit refused does not count there.
	 */
	public function test_rate_limit_per_address(): void {
		$estimates = $this->estimates();
		for ( $i = 0; $i < 6; $i++ ) {
			$estimates->ask( $this->list, $this->owner, self::form(), '203.0.113.9' );
		}
		$this->assertSame( 5, ( new Rate_Limit() )->count( 'ip:203.0.113.9', time() ), 'The refused sixth request did not use the address.' );
		for ( $i = 0; $i < 15; $i++ ) {
			$this->assertIsArray( $estimates->ask( $this->list, 0 === $i % 2 ? null : Owner::guest( Token::generate() ), self::form(), '203.0.113.9' ), "request {$i}" );
		}

		$error = $estimates->ask( $this->list, Owner::guest( Token::generate() ), self::form(), '203.0.113.9' );
		$this->assertSame( 'boudoir_too_many_estimates', $error->get_error_code(), 'A new session does not reset the address.' );
		$this->assertSame( 'boudoir_too_many_estimates', $estimates->ask( $this->list, null, self::form(), '203.0.113.9' )->get_error_code() );
		$this->assertIsArray( $estimates->ask( $this->list, null, self::form(), '2001:db8::1' ) );
	}

	/**
	 * Security finding 5: an IPv6 address counts as its /64 (20 addresses of one /64 share one
	 * allowance), and a shop-wide hourly cap holds whatever the number of sending addresses
	 * (40 IPv4 addresses sent 40 mails); both configurable by filter.
	 */
	public function test_rate_limit_per_network_and_shop(): void {
		$estimates = $this->estimates();
		$sent      = 0;
		for ( $i = 1; $i <= 25; $i++ ) {
			$sent += is_array( $estimates->ask( $this->list, null, self::form(), sprintf( '2001:db8:1:2:%x::%x', $i, $i ) ) ) ? 1 : 0;
		}
		$this->assertSame( 20, $sent, 'One /64, one allowance.' );
		$this->assertIsArray( $estimates->ask( $this->list, null, self::form(), '2001:db8:1:3::1' ), 'The next /64 is another network.' );
		$this->assertSame( '2001:db8:1:2::/64', Rate_Limit::network( '2001:db8:1:2:ffff::1' ) );
		$this->assertSame( '192.0.2.7', Rate_Limit::network( '::ffff:192.0.2.7' ), 'An IPv4-mapped address is its IPv4 address.' );
		$this->assertSame( '', Rate_Limit::network( 'junk' ) );

		add_filter( 'boudoir_estimate_shop_rate_limit', static fn (): int => 30 );
		$sent = 0;
		for ( $i = 1; $i <= 40; $i++ ) {
			$sent += is_array( $estimates->ask( $this->list, null, self::form(), "198.51.100.{$i}" ) ) ? 1 : 0;
		}
		// 21 were sent above: the shop's hour has 9 left of 30.
		$this->assertSame( 9, $sent, 'The shop-wide cap holds across 40 addresses.' );
		$this->assertSame( Rate_Limit::DEFAULT_SHOP_LIMIT, ( remove_all_filters( 'boudoir_estimate_shop_rate_limit' ) ? Rate_Limit::shop_limit() : 0 ) );
	}

	/**
	 * take() checks and counts in one statement: the allowance, then no more, until the window is over.
	 */
	public function test_take_is_one_window_per_key(): void {
		$limit = new Rate_Limit();
		$now   = 1_800_000_000;

		$this->assertSame( array( true, true, true, false, false ), array_map( static fn () => $limit->take( 'user:1', 3, $now ), range( 1, 5 ) ) );
		$this->assertSame( 3, $limit->count( 'user:1', $now ), 'Refused requests are not counted past the limit.' );
		$this->assertTrue( $limit->take( 'user:2', 3, $now ), 'Another key has its own window.' );
		$this->assertFalse( $limit->take( 'user:1', 3, $now + Rate_Limit::WINDOW - 1 ) );

		$this->assertTrue( $limit->take( 'user:1', 3, $now + Rate_Limit::WINDOW ), 'A new window starts once the hour is over.' );
		$this->assertSame( 1, $limit->count( 'user:1', $now + Rate_Limit::WINDOW ) );
		$this->assertSame( 0, $limit->count( 'user:1', $now + 3 * Rate_Limit::WINDOW ) );
	}

	/**
	 * The rows hold hashes only, and the daily clean-up removes the windows that are over.
	 */
	public function test_rate_limit_rows(): void {
		global $wpdb;
		$limit = new Rate_Limit();
		$now   = time();
		$limit->take( 'ip:203.0.113.9', 5, $now - 2 * Rate_Limit::WINDOW );
		$limit->take( 'ip:198.51.100.1', 5, $now );

		$rows = $wpdb->get_col( $wpdb->prepare( 'SELECT bucket FROM %i', $limit->table() ) );
		$this->assertCount( 2, $rows );
		foreach ( $rows as $bucket ) {
			$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $bucket );
		}

		$this->estimates()->clean_up( $now );

		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', $limit->table() ) ) );
		$this->assertSame( 1, $limit->count( 'ip:198.51.100.1', $now ) );
	}

	/**
	 * The filter switches every limit off: nothing is counted.
	 */
	public function test_rate_limit_off(): void {
		add_filter( 'boudoir_estimate_rate_limit', '__return_zero' );
		$estimates = $this->estimates();
		for ( $i = 0; $i < 25; $i++ ) {
			$this->assertIsArray( $estimates->ask( $this->list, $this->owner, self::form(), '203.0.113.9' ) );
		}
		$this->assertSame( 0, ( new Rate_Limit() )->count( 'ip:203.0.113.9', time() ) );
	}

	/**
	 * The client's address is REMOTE_ADDR unless the shop names a trusted proxy header; then the right-most untrusted entry.
	 */
	public function test_client_ip(): void {
		$server = array(
			'REMOTE_ADDR'          => '10.0.0.5',
			'HTTP_X_FORWARDED_FOR' => '198.51.100.66, 203.0.113.9',
			'HTTP_X_REAL_IP'       => '192.0.2.1',
		);
		$this->assertSame( '10.0.0.5', Rate_Limit::client_ip( $server ), 'Off by default: forwarded headers are the client’s to forge.' );
		$this->assertSame( '', Rate_Limit::client_ip( array( 'REMOTE_ADDR' => 'not an address' ) ) );

		update_option( Wishlist_Options::TRUSTED_PROXY_HEADER, 'X-Forwarded-For' );
		$this->assertSame( '203.0.113.9', Rate_Limit::client_ip( $server ), 'The entry the proxy added, not the client’s own.' );
		$this->assertSame( '10.0.0.5', Rate_Limit::client_ip( array( 'REMOTE_ADDR' => '10.0.0.5' ) ), 'No header: the peer.' );
		$this->assertSame( '10.0.0.5', Rate_Limit::client_ip( array( 'REMOTE_ADDR' => '10.0.0.5', 'HTTP_X_FORWARDED_FOR' => '198.51.100.66, junk' ) ), 'A malformed hop is not trusted.' );
		$this->assertSame( '2001:db8::7', Rate_Limit::client_ip( array( 'REMOTE_ADDR' => '10.0.0.5', 'HTTP_X_FORWARDED_FOR' => ' 2001:db8::7 ' ) ) );

		add_filter( 'boudoir_trusted_proxies', static fn () => array( '10.0.0.0/8', '203.0.113.9' ) );
		$this->assertSame( '198.51.100.66', Rate_Limit::client_ip( $server ), 'Trusted proxies are skipped from the right.' );
		$this->assertSame( '192.0.2.44', Rate_Limit::client_ip( array( 'REMOTE_ADDR' => '192.0.2.44', 'HTTP_X_FORWARDED_FOR' => '198.51.100.66' ) ), 'A peer that is not a trusted proxy: its header is ignored.' );

		update_option( Wishlist_Options::TRUSTED_PROXY_HEADER, 'X-Real-IP' );
		$this->assertSame( '192.0.2.1', Rate_Limit::client_ip( $server ) );
		update_option( Wishlist_Options::TRUSTED_PROXY_HEADER, 'Bad Header: x' );
		$this->assertSame( '10.0.0.5', Rate_Limit::client_ip( $server ), 'A header name that is not one is ignored.' );
	}

	/**
	 * A guest asking for a copy: exactly one mail, to the shop; no copy promised or recorded.
	 */
	public function test_guest_gets_no_copy(): void {
		update_option( Wishlist_Options::ESTIMATE_RECIPIENT, 'orders@boudoir.test' );
		$guest = Owner::guest( Token::generate() );
		$list  = $this->list_of( $guest, 'private', 'Guest list' );
		Plugin::instance()->wishlists()->items()->add( $list->id, $this->bra, 0, 1 );

		$result = $this->estimates()->ask( $list, $guest, self::form( array( 'email' => 'victim@elsewhere.test', 'copy' => true ) ), '203.0.113.9' );

		$this->assertIsArray( $result );
		$mail = $this->sent_mail();
		$this->assertCount( 1, $mail );
		$this->assertSame( 'orders@boudoir.test', $mail[0]['to'] );
		$this->assertStringNotContainsString( 'A copy was sent', $result['template'] );
		$this->assertFalse( ( new Estimate_Repository() )->get( $result['id'] )['copy'] );

		$this->estimates()->ask( $this->list, null, self::form( array( 'email' => 'victim@elsewhere.test', 'copy' => true ) ), '203.0.113.9' );
		$this->assertCount( 2, $this->sent_mail(), 'A guest without a session neither.' );
	}

	/**
	 * A signed-in user's copy goes to their account e-mail whatever address they type; the shop can still reply to the typed one.
	 */
	public function test_user_copy_goes_to_the_account_email(): void {
		$result = $this->estimates()->ask( $this->list, $this->owner, self::form( array( 'email' => 'victim@elsewhere.test', 'copy' => true ) ), '' );

		$this->assertIsArray( $result );
		$recipients = array_column( $this->sent_mail(), 'to' );
		$this->assertCount( 2, $recipients );
		$this->assertContains( $this->user->user_email, $recipients );
		$this->assertNotContains( 'victim@elsewhere.test', $recipients );
		$this->assertContains( 'Reply-To: "Eve Moreau" <victim@elsewhere.test>', $this->sent_mail()[0]['headers'] );
		$stored = ( new Estimate_Repository() )->get( $result['id'] );
		$this->assertTrue( $stored['copy'] );
		$this->assertSame( $this->user->ID, (int) get_post_meta( $result['id'], Estimate_Repository::META_USER_ID, true ) );
	}

	/**
	 * A product made private or draft, or a variation of one, is not named in the snapshot nor in the mails; a visible one is.
	 */
	public function test_snapshot_hides_products_no_longer_visible(): void {
		$list     = $this->list_of( $this->owner, 'private', 'Mixed' );
		$variable = $this->variable_product();
		$robe     = $this->simple_product( 'Secret silk robe' );
		$gown     = $this->simple_product( 'Draft gown' );
		$shown    = $this->simple_product( 'Garter belt' );
		$items    = Plugin::instance()->wishlists()->items();
		$items->add( $list->id, $variable['parent'], $variable['b'], 1 );
		$items->add( $list->id, $robe, 0, 1 );
		$items->add( $list->id, $gown, 0, 1 );
		$items->add( $list->id, $shown, 0, 1 );
		wp_update_post( array( 'ID' => $robe, 'post_status' => 'private' ) );
		wp_update_post( array( 'ID' => $gown, 'post_status' => 'draft' ) );
		wp_update_post( array( 'ID' => $variable['parent'], 'post_status' => 'draft' ) );

		$result = $this->estimates()->ask( $list, $this->owner, self::form( array( 'copy' => true ) ), '' );

		$this->assertIsArray( $result );
		$names   = array_column( ( new Estimate_Repository() )->get( $result['id'] )['items'], 'name' );
		$gone    = 'A product that is no longer available';
		$this->assertSame( array( $gone, $gone, $gone, 'Garter belt' ), $names );
		$texts   = array_column( $this->sent_mail(), 'message' );
		$texts[] = $result['template'];
		$this->assertCount( 3, $texts );
		foreach ( $texts as $text ) {
			$this->assertStringNotContainsString( 'Secret silk robe', $text );
			$this->assertStringNotContainsString( 'Draft gown', $text );
			$this->assertStringNotContainsString( 'Balconette', $text );
			$this->assertStringContainsString( '1 × Garter belt', $text );
		}
	}

	/**
	 * Requests older than the retention (365 days, filterable) go in the daily clean-up; 0 keeps them.
	 */
	public function test_retention(): void {
		$repository = new Estimate_Repository();
		$old        = $this->estimates()->ask( $this->list, $this->owner, self::form(), '' )['id'];
		$recent     = $this->estimates()->ask( $this->list, $this->owner, self::form(), '' )['id'];
		wp_update_post( array( 'ID' => $old, 'post_date' => '2020-01-01 10:00:00', 'post_date_gmt' => '2020-01-01 10:00:00' ) );
		wp_trash_post( $old );

		add_filter( 'boudoir_estimate_retention_days', '__return_zero' );
		$this->assertSame( 0, $this->estimates()->clean_up() );
		$this->assertNotNull( $repository->get( $old ) );
		remove_filter( 'boudoir_estimate_retention_days', '__return_zero' );

		$this->assertSame( 1, $this->estimates()->clean_up(), 'Trashed requests too.' );
		$this->assertNull( $repository->get( $old ) );
		$this->assertNotNull( $repository->get( $recent ) );

		add_filter( 'boudoir_estimate_retention_days', static fn () => 1 );
		$this->assertSame( 1, $this->estimates()->clean_up( time() + 2 * DAY_IN_SECONDS ) );
		$this->assertNull( $repository->get( $recent ) );
	}

	/**
	 * The clean-up is scheduled daily, and unscheduled on deactivation.
	 */
	public function test_clean_up_schedule(): void {
		Estimates::unschedule();
		$this->assertNotFalse( has_action( 'init', array( Estimates::class, 'schedule' ) ) );
		Estimates::schedule();
		$this->assertNotFalse( wp_next_scheduled( Estimates::CLEAN_UP_HOOK ) );
		$this->assertSame( 'daily', wp_get_schedule( Estimates::CLEAN_UP_HOOK ) );
		$this->assertNotFalse( has_action( Estimates::CLEAN_UP_HOOK ) );

		do_action( 'deactivate_' . plugin_basename( BOUDOIR_FILE ) );
		$this->assertFalse( wp_next_scheduled( Estimates::CLEAN_UP_HOOK ) );
		Estimates::schedule();
	}

	/**
	 * Deleting a user deletes the requests they sent signed in, nobody else's.
	 */
	public function test_deleting_a_user_deletes_their_requests(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$repository = new Estimate_Repository();
		$mine       = $this->estimates()->ask( $this->list, $this->owner, self::form(), '' )['id'];
		$other      = Owner::user( $this->create_user()->ID );
		$theirs     = $this->estimates()->ask( $this->list, $other, self::form(), '' )['id'];
		$guest      = $this->estimates()->ask( $this->list, null, self::form(), '' )['id'];

		wp_delete_user( $this->user->ID );

		$this->assertNull( $repository->get( $mine ) );
		$this->assertNotNull( $repository->get( $theirs ) );
		$this->assertNotNull( $repository->get( $guest ) );
	}

	/**
	 * A failing mail is an error, but the request is kept for the admin list.
	 */
	public function test_mail_failure(): void {
		add_filter( 'pre_wp_mail', '__return_false', 20 );

		$error = $this->estimates()->ask( $this->list, $this->owner, self::form(), '' );

		$this->assertSame( 'boudoir_estimate_not_sent', $error->get_error_code() );
		$this->assertCount( 1, get_posts( array( 'post_type' => Estimate_Repository::POST_TYPE, 'post_status' => 'any' ) ) );
	}

	/**
	 * No attribution when tracking is not allowed.
	 */
	public function test_attribution_respects_consent(): void {
		add_filter( 'boudoir_attribution_allowed', '__return_false' );
		$attribution = new Attribution( new Recording_Cookie_Jar( array( 'sbjs_current' => 'typ=utm|||src=google' ) ) );

		$this->assertSame( array(), $attribution->values() );
	}

	/**
	 * Which cookie and key hold each field is the shop adapter's answer: WooCommerce's fields (its filter
	 * included) with WooCommerce, nothing without a shop.
	 */
	public function test_attribution_reads_where_the_shop_says(): void {
		$cookies = new Recording_Cookie_Jar(
			array(
				'sbjs_current' => 'typ=utm|||src=google',
				'sbjs_promo'   => 'code=SPRING',
			)
		);
		$filter  = static function ( array $fields ): array {
			$fields['promo_code'] = 'promo.code';
			return $fields;
		};
		add_filter( 'wc_order_attribution_tracking_fields', $filter );

		$this->assertSame(
			array(
				'source_type' => 'utm',
				'utm_source'  => 'google',
				'promo_code'  => 'SPRING',
			),
			( new Attribution( $cookies, new Tracking( static fn (): Order_Attribution => new Woo_Order_Attribution(), static fn (): bool => true ) ) )->values()
		);
		$this->assertSame( array(), ( new Attribution( $cookies, new Tracking( static fn (): Order_Attribution => new No_Order_Attribution(), static fn (): bool => false ) ) )->values() );
		$this->assertSame( 'SPRING', ( new Attribution( $cookies ) )->values()['promo_code'] ?? null, "By default the plugin's adapter." );
	}

	/**
	 * The requests' admin list needs the shop managers' capability, as the shop adapter names it.
	 */
	public function test_admin_capability_is_the_shops(): void {
		// WooCommerce's install gives its shop managers manage_woocommerce (WC_Install::create_roles()).
		$role = get_role( 'shop_manager' ) ?? add_role( 'shop_manager', 'Shop manager', array( 'read' => true ) );
		$had  = $role->has_cap( 'manage_woocommerce' );
		$role->add_cap( 'manage_woocommerce' );
		try {
			( new Estimate_Repository() )->register_post_type();
			$type = get_post_type_object( Estimate_Repository::POST_TYPE );
			$this->assertSame( 'manage_woocommerce', $type->cap->edit_posts, "WooCommerce's shop managers, by default through the plugin's adapter." );
			$this->assertSame( 'manage_woocommerce', $type->cap->read_private_posts );

			( new Estimate_Repository( static fn () => new No_Shop_Pages() ) )->register_post_type();
			$this->assertSame( 'manage_options', get_post_type_object( Estimate_Repository::POST_TYPE )->cap->edit_posts, 'Without a shop, administrators.' );
		} finally {
			if ( ! $had ) {
				$role->remove_cap( 'manage_woocommerce' );
			}
			( new Estimate_Repository() )->register_post_type();
		}
	}

	/**
	 * The Estimates menu and screen come with the shop: wp-admin's menu lists the post types that
	 * have a UI and are shown in the menu (wp-admin/menu.php asks exactly this), and without
	 * WooCommerce (none, or too old) the requests' post type is not among them.
	 */
	public function test_the_estimates_menu_needs_the_shop(): void {
		$menu_types = static fn (): array => array_values( get_post_types( array( 'show_ui' => true, '_builtin' => false, 'show_in_menu' => true ) ) );
		try {
			foreach ( array( null, '8.9.3' ) as $version ) {
				Plugin::instance()->detect_commerce( static fn () => $version );
				( new Estimate_Repository() )->register_post_type();
				$type = get_post_type_object( Estimate_Repository::POST_TYPE );
				$this->assertNotNull( $type, 'The requests stay registered, for the privacy tools and the clean-up.' );
				$this->assertFalse( $type->show_ui, "No screen with WooCommerce {$version}." );
				$this->assertFalse( $type->show_in_menu );
				$this->assertNotContains( Estimate_Repository::POST_TYPE, $menu_types() );
			}

			Plugin::instance()->detect_commerce( static fn () => '9.0.0' );
			( new Estimate_Repository() )->register_post_type();
			$type = get_post_type_object( Estimate_Repository::POST_TYPE );
			$this->assertTrue( $type->show_ui );
			$this->assertTrue( $type->show_in_menu );
			$this->assertContains( Estimate_Repository::POST_TYPE, $menu_types() );
		} finally {
			Plugin::instance()->detect_commerce();
			( new Estimate_Repository() )->register_post_type();
		}
	}

	/**
	 * Cookies may be URL- or base64-encoded, and never carry markup through.
	 */
	public function test_attribution_parsing(): void {
		$this->assertSame( array( 'typ' => 'organic', 'src' => 'google' ), Attribution::parse( rawurlencode( 'typ=organic|||src=google' ) ) );
		$this->assertSame( array( 'typ' => 'referral', 'src' => 'blog.test' ), Attribution::parse( base64_encode( 'typ=referral|||src=blog.test' ) ) );
		$this->assertSame( array( 'src' => 'x' ), Attribution::parse( 'src=<script>alert(1)</script>x|||garbage' ) );
		$this->assertSame( array(), Attribution::parse( '' ) );
	}

	/**
	 * The post type is private, with a read-only admin list.
	 */
	public function test_post_type(): void {
		$type = get_post_type_object( Estimate_Repository::POST_TYPE );

		$this->assertNotNull( $type );
		$this->assertFalse( $type->public );
		$this->assertFalse( $type->publicly_queryable );
		$this->assertTrue( $type->show_ui );
		$this->assertSame( 'do_not_allow', $type->cap->create_posts );

		$admin = $this->create_user( 'administrator' );
		$this->log_in( $admin );
		$id = $this->estimates()->ask( $this->list, $this->owner, self::form(), '' )['id'];
		$this->assertTrue( current_user_can( 'edit_posts' ) );
		$this->assertTrue( current_user_can( $type->cap->edit_posts ) );
		$this->assertFalse( current_user_can( 'edit_post', $id ) );
		$this->assertTrue( current_user_can( 'delete_post', $id ) );

		$this->log_in( $this->create_user( 'subscriber' ) );
		$this->assertFalse( current_user_can( $type->cap->edit_posts ) );
		$this->assertFalse( current_user_can( 'delete_post', $id ) );
	}
}
