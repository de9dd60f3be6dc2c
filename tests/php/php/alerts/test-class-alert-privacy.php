<?php
/**
 * Tests of Alert_Privacy.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Alerts;

use Boudoir\Alerts\Alert_Contacts;
use Boudoir\Alerts\Alert_Privacy;
use Boudoir\Alerts\Digests;
use Boudoir\Alerts\Subscriptions;
use Boudoir\Plugin;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;

/**
 * The consent is in the personal data export; the eraser forgets it, for a signed-in shopper and
 * for a guest found by the address she gave, and nobody else's.
 */
final class Alert_Privacy_Test extends Test_Case {

	/**
	 * Export, then erase, for a shopper and a guest of the same address; another guest stays.
	 */
	public function test_export_and_erase(): void {
		$user     = $this->create_user( 'customer', array( 'user_email' => 'ines@example.test' ) );
		$shopper  = Owner::user( $user->ID );
		$guest    = Owner::guest( Token::generate() );
		$other    = Owner::guest( Token::generate() );
		$lists    = Plugin::instance()->wishlists()->lists();
		$alerts   = Plugin::instance()->alerts();
		$contacts = new Alert_Contacts();
		$mine     = $lists->create( $shopper, 'Birthday' );
		$as_guest = $lists->create( $guest, 'Before I signed up' );
		$theirs   = $lists->create( $other, 'Not hers' );
		foreach ( array( $mine, $as_guest, $theirs ) as $list ) {
			$alerts->subscribe( $list->id, Subscriptions::WHOLE_LIST, true, false, 'https://shop.test/wishlist/', time() );
		}
		$contacts->use_account( $shopper->key(), 'https://shop.test/wishlist/', time() );
		$contacts->ask_confirmation( $guest->key(), 'Ines@Example.test', 'https://shop.test/wishlist/', time() );
		$contacts->ask_confirmation( $other->key(), 'someone@example.test', '', time() );
		( new Digests() )->claim( $shopper->key(), '2026-12-01', time() );

		$tool   = new Alert_Privacy( $lists );
		$export = $tool->export( 'ines@example.test' );
		$this->assertTrue( $export['done'] );
		$values = array();
		foreach ( $export['data'] as $entry ) {
			$this->assertSame( Alert_Privacy::ID, $entry['group_id'] );
			foreach ( $entry['data'] as $field ) {
				$values[ $field['name'] ][] = $field['value'];
			}
		}
		$this->assertSame( array( 'Birthday', 'Before I signed up' ), $values['Wishlist name'] );
		$this->assertContains( 'ines@example.test', $values['Alerts sent to'] );
		$this->assertContains( 'https://shop.test/wishlist/', $values['Consent given on'] );
		$this->assertSame( array( '2026-12-01' ), $values['Alerts e-mail of'] );
		$this->assertNotContains( 'Not hers', $values['Wishlist name'] );

		$erased = $tool->erase( 'ines@example.test' );
		$this->assertTrue( $erased['items_removed'] );
		$this->assertNull( $contacts->get( $shopper->key() ) );
		$this->assertNull( $contacts->get( $guest->key() ) );
		$this->assertSame( array(), ( new Subscriptions() )->for_lists( array( $mine->id, $as_guest->id ) ) );
		$this->assertSame( array(), ( new Digests() )->for_owner( $shopper->key() ) );
		$this->assertNotNull( $contacts->get( $other->key() ), 'another guest\'s row stays' );
		$this->assertCount( 1, ( new Subscriptions() )->for_lists( array( $theirs->id ) ) );
		$this->assertFalse( $tool->erase( 'ines@example.test' )['items_removed'], 'nothing left' );
	}

	/**
	 * The tools are registered with WordPress's privacy screens.
	 */
	public function test_registered(): void {
		$this->assertArrayHasKey( Alert_Privacy::ID, apply_filters( 'wp_privacy_personal_data_exporters', array() ) );
		$this->assertArrayHasKey( Alert_Privacy::ID, apply_filters( 'wp_privacy_personal_data_erasers', array() ) );
	}
}
