<?php
/**
 * Tests of Digest_Sender, Digests and Digest_Mailer.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Alerts;

use Boudoir\Alerts\Alert_Links;
use Boudoir\Alerts\Changed_Products;
use Boudoir\Alerts\Digest_Mailer;
use Boudoir\Alerts\Digests;
use Boudoir\Alerts\Outbox;
use Boudoir\Alerts\Subscriptions;
use Boudoir\Commerce\Currency;
use Boudoir\Plugin;
use Boudoir\Tests\Product_Fixtures;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Owner;

require_once dirname( __DIR__ ) . '/commerce/trait-product-fixtures.php';

/**
 * One digest per shopper per day, sent once whoever runs it, tried again after a failure.
 */
final class Digest_Sender_Test extends Test_Case {

	use Product_Fixtures;

	/**
	 * A shopper whose list holds a slip (100.00) and a robe (80.00), asking for alerts, whose prices then drop.
	 *
	 * @param string $email Her address.
	 * @return array{0:\WP_User,1:list<int>} The shopper and the items.
	 */
	private function shopper_told_of_two_drops( string $email = 'margaux@example.test' ): array {
		$slip   = $this->simple_product( 'Silk slip', '100.00', 5 );
		$robe   = $this->simple_product( 'Satin robe', '80.00', 5 );
		$user   = $this->create_user( 'customer', array( 'user_email' => $email ) );
		$lists  = Plugin::instance()->wishlists();
		$list   = $lists->lists()->create( Owner::user( $user->ID ), 'Wants' );
		$items  = array(
			$lists->items()->add( $list->id, $slip->get_id() )->item->id,
			$lists->items()->add( $list->id, $robe->get_id() )->item->id,
		);
		$alerts = Plugin::instance()->alerts();
		$alerts->subscribe( $list->id, Subscriptions::WHOLE_LIST, true, true, '', time() );
		$alerts->contacts()->use_account( Owner::user( $user->ID )->key(), '', time() );
		$queue = new Changed_Products();
		$queue->done( $queue->oldest( 1000 ) );
		$slip->set_sale_price( '70.00' );
		$slip->save();
		$robe->set_sale_price( '60.00' );
		$robe->save();
		$alerts->job()->run( time() );
		return array( $user, $items );
	}

	/**
	 * The waiting alerts go in one e-mail to the shopper's account address, with her items' new
	 * prices and links carrying the alerts' campaign; the second run of the day sends nothing.
	 */
	public function test_one_digest_a_day_with_every_change(): void {
		list( $user ) = $this->shopper_told_of_two_drops();
		$sender       = Plugin::instance()->alerts()->sender();

		$this->assertSame(
			array(
				'sent'   => 1,
				'failed' => 0,
				'held'   => 0,
			),
			$sender->run( time() )
		);
		$mail = $this->sent_mail();
		$this->assertCount( 1, $mail );
		$this->assertSame( 'margaux@example.test', $mail[0]['to'] );
		$this->assertStringContainsString( 'Good news about your wishlist', $mail[0]['subject'] );
		$body = $mail[0]['message'];
		$this->assertStringContainsString( 'Silk slip', $body );
		$this->assertStringContainsString( 'Satin robe', $body );
		$this->assertMatchesRegularExpression( '/now \S*70\.00\S* \(was \S*100\.00\S*\)/u', wp_strip_all_tags( $body ) );
		$this->assertStringContainsString( 'utm_source=boudoir&#038;utm_medium=email&#038;utm_campaign=wishlist-alert', $body );
		$this->assertSame( array(), ( new Outbox() )->waiting_for( Owner::user( $user->ID )->key() ), 'nothing left waiting' );

		$this->assertSame( 0, $sender->run( time() )['sent'], 'nothing more today' );
		$this->assertCount( 1, $this->sent_mail() );
	}

	/**
	 * A shopper's day is claimed once: a second node's claim of the same day finds it taken, and the
	 * alerts decided after the day's digest wait for the next day's.
	 */
	public function test_a_day_is_claimed_once(): void {
		$digests = new Digests();
		$first   = $digests->claim( 'user:7', '2026-12-02', time() );
		$this->assertGreaterThan( 0, $first );
		$this->assertSame( 0, ( new Digests() )->claim( 'user:7', '2026-12-02', time() ), 'another node' );
		$this->assertGreaterThan( 0, $digests->claim( 'user:7', '2026-12-03', time() ), 'the next day' );

		list( $user ) = $this->shopper_told_of_two_drops();
		$key          = Owner::user( $user->ID )->key();
		// Another node claims her day between this node's list of shoppers and its own claim.
		$racing = static function ( $query ) use ( $digests, $key, &$racing ) {
			if ( is_string( $query ) && str_starts_with( $query, 'INSERT IGNORE INTO' ) && str_contains( $query, Digests::TABLE ) ) {
				remove_filter( 'query', $racing );
				$digests->claim( $key, (string) wp_date( 'Y-m-d' ), time() );
			}
			return $query;
		};
		add_filter( 'query', $racing );
		$run = Plugin::instance()->alerts()->sender()->run( time() );
		remove_filter( 'query', $racing );
		$this->assertSame( 1, $run['held'] );
		$this->assertSame( array(), $this->sent_mail() );
		$this->assertCount( 2, ( new Outbox() )->waiting_for( $key ), 'they wait for tomorrow' );
		$this->assertSame( 1, Plugin::instance()->alerts()->sender()->run( time() + DAY_IN_SECONDS )['sent'] );
	}

	/**
	 * Shoppers whose day's digest went already do not keep the others waiting: they are not among
	 * the shoppers a run takes, however few it takes.
	 */
	public function test_shoppers_sent_today_do_not_hold_up_the_others(): void {
		list( $first ) = $this->shopper_told_of_two_drops();
		list( $second ) = $this->shopper_told_of_two_drops( 'odette@example.test' );
		$keys = array( Owner::user( $first->ID )->key(), Owner::user( $second->ID )->key() );
		sort( $keys );
		// The first in order was sent her digest today; new alerts of hers wait for tomorrow.
		( new Digests() )->claim( $keys[0], (string) wp_date( 'Y-m-d' ), time() );

		$run = Plugin::instance()->alerts()->sender()->run( time(), 1 );
		$this->assertSame( 1, $run['sent'] );
		$this->assertSame( array( $keys[0] === Owner::user( $first->ID )->key() ? $second->user_email : $first->user_email ), array_column( $this->sent_mail(), 'to' ) );
	}

	/**
	 * A failed send is tried again after 15 minutes, then 30, …; never before; given up after five tries.
	 */
	public function test_a_failed_send_is_tried_again_with_a_growing_wait(): void {
		list( $user ) = $this->shopper_told_of_two_drops();
		// After the test's mailbox (which records every try): the mail fails.
		$fail = static fn (): bool => false;
		add_filter( 'pre_wp_mail', $fail, 20 );
		$now    = time();
		$sender = Plugin::instance()->alerts()->sender();
		$this->assertSame( 1, $sender->run( $now )['failed'] );
		$this->assertSame( 0, $sender->run( $now + Digests::BACKOFF - 1 )['failed'], 'not before the wait is over' );
		$this->assertSame( 1, $sender->run( $now + Digests::BACKOFF )['failed'], 'the second try' );
		$this->assertSame( 0, $sender->run( $now + Digests::BACKOFF + 2 * Digests::BACKOFF - 1 )['failed'], 'a longer wait' );
		remove_filter( 'pre_wp_mail', $fail, 20 );

		$this->assertSame( 1, $sender->run( $now + 3 * Digests::BACKOFF )['sent'], 'the third try goes' );
		$this->assertSame( 0, $sender->run( $now + 10 * Digests::BACKOFF )['sent'] + $sender->run( $now + 10 * Digests::BACKOFF )['failed'], 'and no other' );
		$this->assertSame( array_fill( 0, 3, 'margaux@example.test' ), array_column( $this->sent_mail(), 'to' ), 'three tries of the same digest' );

		// Always failing: given up after MAX_ATTEMPTS.
		$digests = new Digests();
		$id      = $digests->claim( 'user:' . $user->ID, '2030-01-01', $now );
		for ( $try = 1; $try <= Digests::MAX_ATTEMPTS; $try++ ) {
			$digests->finish( $id, false, $now );
			$this->assertSame( $try < Digests::MAX_ATTEMPTS ? 'failed' : 'abandoned', $digests->get( $id )['status'] );
			$now = $digests->get( $id )['next_attempt_at'];
			$digests->retake( $id, $now );
		}
	}

	/**
	 * Prices as the shop writes them; another currency with its code.
	 */
	public function test_prices_are_written_as_the_shop_writes_them(): void {
		$mailer = new Digest_Mailer( new Currency( 'EUR', '&euro;', 2, ',', '.', 'right_space' ) );
		$this->assertSame( "1.234,50\u{00A0}€", $mailer->money( '1234.5000', 'EUR' ) );
		$this->assertSame( 'USD 9.90', $mailer->money( '9.9', 'USD' ) );
	}

	/**
	 * In the shopper's language (her profile's): Traditional Chinese here; right to left where that language is.
	 */
	public function test_the_mail_speaks_the_shoppers_language(): void {
		list( $user ) = $this->shopper_told_of_two_drops();
		update_user_meta( $user->ID, 'locale', 'zh_TW' );
		Plugin::instance()->alerts()->sender()->run( time() );
		$mail = $this->sent_mail()[0];
		$this->assertSame( 'margaux@example.test', $mail['to'] );
		$this->assertStringContainsString( '您的願望清單有好消息', $mail['subject'] );
		$this->assertStringContainsString( '現價', $mail['message'] );
		$this->assertStringContainsString( 'dir="ltr"', $mail['message'] );
		$this->assertSame( 'Good news about your wishlist', __( 'Good news about your wishlist', 'boudoir' ), 'the site\'s language afterwards' );

		$GLOBALS['wp_locale']->text_direction = 'rtl';
		try {
			$this->assertStringContainsString( 'dir="rtl"', ( new Digest_Mailer() )->body( array(), 'https://shop.test/wishlist/', 'https://shop.test/?boudoir_alerts=unsubscribe' ) );
		} finally {
			$GLOBALS['wp_locale']->text_direction = 'ltr';
		}
	}

	/**
	 * Every digest carries the one-click unsubscribe headers (RFC 8058) and link, and the shop's
	 * sender when it set one; the link's token is the shopper's own.
	 */
	public function test_the_digest_can_be_unsubscribed_in_one_click(): void {
		list( $user ) = $this->shopper_told_of_two_drops();
		update_option( 'boudoir_alerts_from_address', 'hello@boudoir.test' );
		update_option( 'boudoir_alerts_from_name', "Boudoir\r\nBcc: x@evil.test" );
		Plugin::instance()->alerts()->sender()->run( time() );
		$mail    = $this->sent_mail()[0];
		$headers = implode( "\n", (array) $mail['headers'] );
		$token   = Plugin::instance()->alerts()->contacts()->get( Owner::user( $user->ID )->key() )['unsubscribe_token'];
		$url     = Alert_Links::url( Alert_Links::UNSUBSCRIBE, $token );
		$this->assertStringContainsString( 'List-Unsubscribe: <' . $url . '>', $headers );
		$this->assertStringContainsString( 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', $headers );
		$this->assertMatchesRegularExpression( '/^From: "Boudoir ?Bcc: x@evil\.test" <hello@boudoir\.test>$/m', $headers, 'no header injection through the name' );
		$this->assertContains( 'From: "BoudoirBcc: x@evil.test" <hello@boudoir.test>', Digest_Mailer::headers( "Boudoir\r\nBcc: x@evil.test", 'hello@boudoir.test' ), 'the mailer strips line breaks itself too' );
		$this->assertStringNotContainsString( "\nBcc:", $headers );
		$this->assertStringContainsString( esc_url( $url ), $mail['message'] );
	}

	/**
	 * Nothing goes to a shopper who unsubscribed after her alerts were decided, nor to a guest
	 * before she confirms her address; a confirmed guest's go to her address.
	 */
	public function test_only_reachable_shoppers_are_mailed(): void {
		list( $user ) = $this->shopper_told_of_two_drops();
		$alerts       = Plugin::instance()->alerts();
		$key          = Owner::user( $user->ID )->key();
		$alerts->contacts()->unsubscribe( $key );
		$this->assertSame( 0, $alerts->sender()->run( time() )['sent'], 'unsubscribed' );
		$this->assertSame( array(), $this->sent_mail() );

		$slip  = $this->simple_product( 'Lace slip', '50.00', 5 );
		$guest = Owner::guest( \Boudoir\Wishlist\Token::generate() );
		$lists = Plugin::instance()->wishlists();
		$list  = $lists->lists()->create( $guest, 'Guest wants' );
		$lists->items()->add( $list->id, $slip->get_id() );
		$alerts->subscribe( $list->id, Subscriptions::WHOLE_LIST, true, true, '', time() );
		$token = $alerts->contacts()->ask_confirmation( $guest->key(), 'Guest@Example.test', '', time() );
		$this->assertNotNull( $token );
		$queue = new Changed_Products();
		$queue->done( $queue->oldest( 1000 ) );
		$slip->set_sale_price( '30.00' );
		$slip->save();
		$alerts->job()->run( time() );
		$this->assertSame( 0, $alerts->sender()->run( time() )['sent'], 'not confirmed yet' );
		$this->assertCount( 1, ( new Outbox() )->waiting_for( $guest->key() ), 'her alert waits' );

		$this->assertSame( $guest->key(), $alerts->contacts()->confirm( $token, time() ) );
		$this->assertSame( 1, $alerts->sender()->run( time() )['sent'] );
		$this->assertSame( array( 'guest@example.test' ), array_column( $this->sent_mail(), 'to' ) );
	}
}
