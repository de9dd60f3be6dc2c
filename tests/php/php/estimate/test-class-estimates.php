<?php
/**
 * Tests of Boudoir\Estimate\Estimates: validation, storage, mail, attribution, rate limit.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Estimate;

use Boudoir\Estimate\Attribution;
use Boudoir\Estimate\Estimate_Repository;
use Boudoir\Estimate\Estimates;
use Boudoir\Plugin;
use Boudoir\Settings;
use Boudoir\Tests\Test_Case;
use Boudoir\Tests\Wishlist\Recording_Cookie_Jar;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Wishlist;

require_once __DIR__ . '/trait-shop-fixtures.php';
require_once dirname( __DIR__ ) . '/wishlist/class-recording-cookie-jar.php';

/**
 * The module on a real list, with mail captured by the test case.
 */
final class Estimates_Test extends Test_Case {

	use Shop_Fixtures;

	private Wishlist $list;

	private Owner $owner;

	private int $bra;

	/**
	 * A user's list with a simple product and a variation.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_shop();
		$user        = $this->create_user();
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
		return new Estimates( Plugin::instance()->wishlists()->items(), fn () => Plugin::instance()->commerce(), new Attribution( new Recording_Cookie_Jar( $cookies ) ) );
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
			'notes too long'   => array( array( 'notes' => str_repeat( 'a', 2001 ) ), 'boudoir_invalid_notes', array( 'notes' ) ),
			'several at once'  => array( array( 'name' => '', 'email' => 'x' ), 'boudoir_invalid_name', array( 'name', 'email' ) ),
		);
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
	 * The shop gets the request, the shopper a copy when asked; every value is escaped, the session's attribution included.
	 */
	public function test_mails_the_shop_and_a_copy_with_escaped_values(): void {
		update_option( Settings::ESTIMATE_RECIPIENT, 'orders@boudoir.test' );
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

		$this->assertSame( 'eve@boudoir.test', $copy['to'] );
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
		delete_option( Settings::ESTIMATE_RECIPIENT );

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
		$this->assertStringContainsString( 'A copy was sent', $result['template'] );
		$this->assertNull( $result['redirect'] );
	}

	/**
	 * The redirect setting comes back with the answer.
	 */
	public function test_redirect_setting(): void {
		update_option( Settings::ESTIMATE_REDIRECT, home_url( '/thank-you/' ) );

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
	 * Five requests an hour per requester, then 429; another requester is not affected.
	 */
	public function test_rate_limit(): void {
		$estimates = $this->estimates();
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertIsArray( $estimates->ask( $this->list, $this->owner, self::form(), '203.0.113.9' ) );
		}

		$error = $estimates->ask( $this->list, $this->owner, self::form(), '198.51.100.1' );
		$this->assertSame( 'boudoir_too_many_estimates', $error->get_error_code() );
		$this->assertSame( 429, $error->get_error_data()['status'] );

		$error = $estimates->ask( $this->list, null, self::form(), '203.0.113.9' );
		$this->assertSame( 'boudoir_too_many_estimates', $error->get_error_code(), 'The same address without the session is limited too.' );

		$this->assertIsArray( $estimates->ask( $this->list, Owner::user( $this->create_user()->ID ), self::form(), '198.51.100.1' ) );
		$this->assertCount( 6, get_posts( array( 'post_type' => Estimate_Repository::POST_TYPE, 'post_status' => 'any', 'numberposts' => -1 ) ) );
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
