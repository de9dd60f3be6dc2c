<?php
/**
 * Tests of the alert routes: Read_Alerts_Route, Save_Alerts_Route, Stop_Alerts_Route.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Alerts\Alert_Contacts;
use Boudoir\Alerts\Alert_Links;
use Boudoir\Alerts\Alert_Preferences;
use Boudoir\Alerts\Subscriptions;
use Boudoir\Plugin;

require_once dirname( __DIR__ ) . '/class-rest-test-case.php';

/**
 * What the routes answer and refuse (docs/rest-api.md, routes 21–23).
 */
final class Alerts_Routes_Test extends Rest_Test_Case {

	/**
	 * A signed-in shopper turns the list's alerts on, then one item's own choice; the answer and a
	 * later read say so; her consent is kept with the page; her alerts go to her account.
	 */
	public function test_a_shopper_opts_in_for_her_list_and_one_item(): void {
		$owner = $this->as_user();
		$list  = $this->make_list( $owner );
		$item  = $this->put( $list, $this->product() );

		$read = $this->call( 'GET', "/wishlists/{$list->id}/alerts" );
		$this->assertSame( 200, $read['status'] );
		$this->assertSame( array( 'result', 'message', 'alerts' ), array_keys( $read['data'] ) );
		$this->assertSame(
			array(
				'price_drops'   => false,
				'back_in_stock' => false,
			),
			$read['data']['alerts']['list']
		);
		$this->assertSame( 'account', $read['data']['alerts']['contact']['status'] );

		$saved = $this->call(
			'POST',
			"/wishlists/{$list->id}/alerts",
			array(
				'price_drops'   => true,
				'back_in_stock' => true,
				'page'          => 'https://shop.test/wishlist/',
			)
		);
		$this->assertSame( 200, $saved['status'] );
		$this->assertSame( 'Your alert choices have been saved.', $saved['data']['message'] );
		$this->assertTrue( $saved['data']['alerts']['list']['price_drops'] );
		$this->assertSame( get_userdata( $owner->user_id )->user_email, $saved['data']['alerts']['contact']['email'] );

		$item_saved = $this->call(
			'POST',
			"/wishlists/{$list->id}/alerts",
			array(
				'item_id'       => $item,
				'price_drops'   => false,
				'back_in_stock' => true,
			)
		);
		$this->assertSame(
			array(
				array(
					'item_id'       => $item,
					'price_drops'   => false,
					'back_in_stock' => true,
				),
			),
			$item_saved['data']['alerts']['items']
		);
		$choices = ( new Subscriptions() )->for_lists( array( $list->id ) )[ $list->id ];
		$this->assertSame( 'https://shop.test/wishlist/', $choices[ Subscriptions::WHOLE_LIST ]['consent_page'] );
		$this->assertSame( Alert_Contacts::ACCOUNT, ( new Alert_Contacts() )->get( $owner->key() )['status'] );

		$inherit = $this->call(
			'POST',
			"/wishlists/{$list->id}/alerts",
			array(
				'item_id' => $item,
				'inherit' => true,
			)
		);
		$this->assertSame( array(), $inherit['data']['alerts']['items'], 'the item follows the list again' );

		$stopped = $this->call( 'DELETE', "/wishlists/{$list->id}/alerts" );
		$this->assertSame( 200, $stopped['status'] );
		$this->assertFalse( $stopped['data']['alerts']['list']['price_drops'] );
		$this->assertSame( array(), ( new Subscriptions() )->for_lists( array( $list->id ) ) );
	}

	/**
	 * A guest gives an address, gets one confirmation link (not another within ten minutes), and
	 * is pending until she follows it; without an address she is asked for one and nothing is saved.
	 */
	public function test_a_guest_confirms_her_address(): void {
		$owner = $this->as_guest();
		$list  = $this->make_list( $owner );

		$this->assert_error( 400, 'boudoir_alerts_email_required', $this->call( 'POST', "/wishlists/{$list->id}/alerts", array( 'price_drops' => true ) ) );
		$this->assertSame( array(), ( new Subscriptions() )->for_lists( array( $list->id ) ), 'nothing saved' );
		$this->assert_error( 400, 'rest_invalid_param', $this->call( 'POST', "/wishlists/{$list->id}/alerts", array( 'price_drops' => true, 'email' => 'not an address' ) ) );

		$saved = $this->call(
			'POST',
			"/wishlists/{$list->id}/alerts",
			array(
				'price_drops' => true,
				'email'       => 'odette@example.test',
			)
		);
		$this->assertSame( 200, $saved['status'] );
		$this->assertSame( 'Check your inbox: we sent a link to confirm your address.', $saved['data']['message'] );
		$this->assertSame(
			array(
				'status' => 'pending',
				'email'  => 'odette@example.test',
			),
			$saved['data']['alerts']['contact']
		);
		$mail = $this->sent_mail();
		$this->assertCount( 1, $mail );
		$this->assertSame( 'odette@example.test', $mail[0]['to'] );
		$this->assertMatchesRegularExpression( '/boudoir_alerts=confirm&(amp;|#038;)token=[A-Za-z0-9_-]{32}/', $mail[0]['message'] );

		$this->call( 'POST', "/wishlists/{$list->id}/alerts", array( 'back_in_stock' => true ) );
		$this->assertCount( 1, $this->sent_mail(), 'no second link within ten minutes' );
	}

	/**
	 * Someone else's list, and an item of another list, answer the same 404 as none; a kind the
	 * shop does not send is refused.
	 */
	public function test_only_the_owner_and_only_her_items(): void {
		$other_list = $this->make_list( $this->as_user() );
		$other_item = $this->put( $other_list, $this->product( 'Other slip' ) );
		$list       = $this->make_list( $this->as_user() );
		foreach ( array( 'GET', 'POST', 'DELETE' ) as $method ) {
			$this->assert_error( 404, 'boudoir_wishlist_not_found', $this->call( $method, "/wishlists/{$other_list->id}/alerts", 'POST' === $method ? array( 'price_drops' => true ) : array() ), $method );
		}
		$this->assert_error( 404, 'boudoir_item_not_found', $this->call( 'POST', "/wishlists/{$list->id}/alerts", array( 'item_id' => $other_item, 'price_drops' => true ) ) );
		$this->assertSame( array(), ( new Subscriptions() )->for_lists( array( $other_list->id, $list->id ) ) );

		update_option( 'boudoir_alerts_back_in_stock', 'no' );
		$this->assert_error( 400, 'boudoir_alerts_unavailable', $this->call( 'POST', "/wishlists/{$list->id}/alerts", array( 'back_in_stock' => true ) ) );
		$read = $this->call( 'GET', "/wishlists/{$list->id}/alerts" );
		$this->assertFalse( $read['data']['alerts']['offered']['back_in_stock'] );
	}

	/**
	 * The links: opening one (GET) changes nothing; its button (POST) confirms once; a
	 * confirmation token does not unsubscribe and an unsubscribe token does not confirm; one-click
	 * unsubscribe takes every choice of the shopper's lists away.
	 */
	public function test_the_links_do_one_thing_each_and_only_when_posted(): void {
		$owner    = $this->as_guest();
		$list     = $this->make_list( $owner );
		$contacts = new Alert_Contacts();
		$this->call( 'POST', "/wishlists/{$list->id}/alerts", array( 'price_drops' => true, 'email' => 'odette@example.test' ) );
		preg_match( '/token=([A-Za-z0-9_-]{32})/', $this->sent_mail()[0]['message'], $found );
		$confirm     = $found[1];
		$unsubscribe = $contacts->get( $owner->key() )['unsubscribe_token'];
		$links       = Plugin::instance()->alerts()->links();

		$page = $links->ask( Alert_Links::CONFIRM, $confirm );
		$this->assertSame( 'Confirm my address', $page['button'] );
		$this->assertSame( Alert_Contacts::PENDING, $contacts->get( $owner->key() )['status'], 'opening the link changes nothing' );

		$this->assertSame( 404, $links->act( Alert_Links::CONFIRM, $unsubscribe )['status'], 'an unsubscribe token does not confirm' );
		$this->assertSame( 404, $links->act( Alert_Links::UNSUBSCRIBE, $confirm )['status'], 'a confirmation token does not unsubscribe' );
		$this->assertSame( 404, $links->act( Alert_Links::CONFIRM, str_repeat( 'A', 32 ) )['status'], 'a made-up token' );
		$this->assertSame( 200, $links->act( Alert_Links::CONFIRM, $confirm )['status'] );
		$this->assertSame( Alert_Contacts::CONFIRMED, $contacts->get( $owner->key() )['status'] );
		$this->assertSame( 404, $links->act( Alert_Links::CONFIRM, $confirm )['status'], 'spent' );

		$this->assertSame( 200, $links->act( Alert_Links::UNSUBSCRIBE, $unsubscribe )['status'] );
		$this->assertSame( Alert_Contacts::UNSUBSCRIBED, $contacts->get( $owner->key() )['status'] );
		$this->assertSame( array(), ( new Subscriptions() )->for_lists( array( $list->id ) ) );
		$read = $this->call( 'GET', "/wishlists/{$list->id}/alerts" );
		$this->assertSame( 'none', $read['data']['alerts']['contact']['status'] );

		// Her new consent, with the address she confirmed before: at once, no new link.
		$again = $this->call( 'POST', "/wishlists/{$list->id}/alerts", array( 'price_drops' => true ) );
		$this->assertSame( 'confirmed', $again['data']['alerts']['contact']['status'] );
		$this->assertCount( 1, $this->sent_mail() );
	}

	/**
	 * A confirmation link expires after 48 hours.
	 */
	public function test_a_confirmation_link_expires(): void {
		$contacts = new Alert_Contacts();
		$now      = time();
		$token    = $contacts->ask_confirmation( 'guest:' . str_repeat( 'a', 64 ), 'late@example.test', '', $now );
		$this->assertNull( $contacts->confirm( (string) $token, $now + Alert_Contacts::CONFIRM_TTL ) );
		$this->assertSame( 'guest:' . str_repeat( 'a', 64 ), $contacts->confirm( (string) $token, $now + Alert_Contacts::CONFIRM_TTL - 1 ) );
	}

	/**
	 * Confirmation e-mails are limited per network: the eleventh address from one network in an
	 * hour is refused, and nothing of that request is saved.
	 */
	public function test_confirmation_mails_are_limited_per_network(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		// The shop's limit (the dev site lifts it for its test browsers).
		$limit = static fn (): int => Alert_Preferences::CONFIRMATIONS_PER_NETWORK;
		add_filter( 'boudoir_alerts_confirmation_limit', $limit, 99 );
		for ( $guest = 0; $guest < Alert_Preferences::CONFIRMATIONS_PER_NETWORK; $guest++ ) {
			$list = $this->make_list( $this->as_guest() );
			$this->assertSame( 200, $this->call( 'POST', "/wishlists/{$list->id}/alerts", array( 'price_drops' => true, 'email' => "g{$guest}@example.test" ) )['status'] );
		}
		$list = $this->make_list( $this->as_guest() );
		$this->assert_error( 429, 'boudoir_alerts_too_many', $this->call( 'POST', "/wishlists/{$list->id}/alerts", array( 'price_drops' => true, 'email' => 'one-more@example.test' ) ) );
		$this->assertSame( array(), ( new Subscriptions() )->for_lists( array( $list->id ) ) );
		$this->assertCount( Alert_Preferences::CONFIRMATIONS_PER_NETWORK, $this->sent_mail() );
		remove_filter( 'boudoir_alerts_confirmation_limit', $limit, 99 );
	}
}
