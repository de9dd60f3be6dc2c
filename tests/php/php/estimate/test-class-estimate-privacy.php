<?php
/**
 * Tests of the estimate requests' personal data exporter and eraser.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Estimate;

use Boudoir\Estimate\Estimate_Privacy;
use Boudoir\Estimate\Estimate_Repository;
use Boudoir\Estimate\Estimate_Request;
use Boudoir\Tests\Test_Case;

/**
 * Export by the account, and by the e-mail typed in the form only once its owner confirmed the
 * export through WordPress's e-mail link; erase by both.
 */
final class Estimate_Privacy_Test extends Test_Case {

	/**
	 * Stores a request.
	 *
	 * @param string $email   Its e-mail.
	 * @param string $notes   Its message.
	 * @param int    $user_id The user who sent it signed in, or 0.
	 */
	private function request( string $email, string $notes, int $user_id = 0 ): int {
		return ( new Estimate_Repository() )->save(
			new Estimate_Request( 'Eve', $email, $notes, true ),
			7,
			'Honeymoon',
			array( array( 'product_id' => 12, 'variation_id' => 0, 'name' => 'Lace bralette', 'quantity' => 2 ) ),
			array( 'utm_source' => 'newsletter' ),
			$user_id,
			$user_id > 0
		);
	}

	/**
	 * An export request for an address, confirmed by its owner through WordPress's e-mail link
	 * (as wp-login.php?action=confirmaction does), or, with $by_link false, marked confirmed by
	 * the shop itself (Tools → Export Personal Data without the confirmation e-mail).
	 *
	 * @param string $email   The address.
	 * @param bool   $by_link Whether the owner clicked the link.
	 */
	private function export_request( string $email, bool $by_link = true ): int {
		$request_id = wp_create_user_request( $email, 'export_personal_data', array(), $by_link ? 'pending' : 'confirmed' );
		$this->assertIsInt( $request_id );
		if ( $by_link ) {
			_wp_privacy_account_request_confirmed( $request_id );
		}
		return $request_id;
	}

	/**
	 * Both tools are registered with WordPress's privacy tools.
	 */
	public function test_registered(): void {
		$this->assertArrayHasKey( Estimate_Privacy::ID, apply_filters( 'wp_privacy_personal_data_exporters', array() ) );
		$this->assertArrayHasKey( Estimate_Privacy::ID, apply_filters( 'wp_privacy_personal_data_erasers', array() ) );
	}

	/**
	 * The export holds the person's requests and nobody else's.
	 */
	public function test_export(): void {
		$mine = $this->request( 'eve@boudoir.test', 'Mine' );
		$this->request( 'other@boudoir.test', 'Not mine' );
		$this->export_request( 'eve@boudoir.test' );

		$exporter = apply_filters( 'wp_privacy_personal_data_exporters', array() )[ Estimate_Privacy::ID ]['callback'];
		$export   = $exporter( 'eve@boudoir.test', 1 );

		$this->assertTrue( $export['done'] );
		$this->assertCount( 1, $export['data'] );
		$this->assertSame( 'boudoir-estimate-' . $mine, $export['data'][0]['item_id'] );
		$values = wp_list_pluck( $export['data'][0]['data'], 'value' );
		$this->assertContains( 'Mine', $values );
		$this->assertContains( '2 × Lace bralette', $values );
		$this->assertContains( 'Honeymoon', $values );
		$this->assertContains( 'newsletter', $values );
		$this->assertNotContains( 'Not mine', $values );
		$this->assertSame( array( 'data' => array(), 'done' => true ), $exporter( 'nobody@boudoir.test', 1 ) );
	}

	/**
	 * Exports go by pages of 20.
	 */
	public function test_export_pages(): void {
		for ( $i = 0; $i < 21; $i++ ) {
			$this->request( 'eve@boudoir.test', "Request {$i}" );
		}
		$this->export_request( 'eve@boudoir.test' );
		$privacy = new Estimate_Privacy( new Estimate_Repository() );

		$first  = $privacy->export( 'eve@boudoir.test', 1 );
		$second = $privacy->export( 'eve@boudoir.test', 2 );

		$this->assertCount( 20, $first['data'] );
		$this->assertFalse( $first['done'] );
		$this->assertCount( 1, $second['data'] );
		$this->assertTrue( $second['done'] );
	}

	/**
	 * The eraser deletes the person's requests and their meta, nobody else's.
	 */
	public function test_erase(): void {
		$mine   = $this->request( 'eve@boudoir.test', 'Mine' );
		$theirs = $this->request( 'other@boudoir.test', 'Not mine' );

		$eraser = apply_filters( 'wp_privacy_personal_data_erasers', array() )[ Estimate_Privacy::ID ]['callback'];
		$result = $eraser( 'eve@boudoir.test', 1 );

		$this->assertTrue( $result['items_removed'] );
		$this->assertTrue( $result['done'] );
		$this->assertNull( get_post( $mine ) );
		$this->assertSame( '', get_post_meta( $mine, Estimate_Repository::META_EMAIL, true ) );
		$this->assertNotNull( get_post( $theirs ) );
		$this->assertFalse( $eraser( 'eve@boudoir.test', 1 )['items_removed'] );
	}

	/**
	 * A user's requests are found by their account e-mail, whatever address they typed; and still by the typed one.
	 */
	public function test_export_and_erase_by_the_user(): void {
		$user    = $this->create_user();
		$typed   = $this->request( 'eve.work@elsewhere.test', 'Signed in, another address', $user->ID );
		$guest   = $this->request( $user->user_email, 'As a guest, account address' );
		$other   = $this->request( 'other@boudoir.test', 'Not mine', $this->create_user()->ID );
		$privacy = new Estimate_Privacy( new Estimate_Repository() );
		$this->export_request( $user->user_email );
		$this->export_request( 'eve.work@elsewhere.test' );

		$export = $privacy->export( $user->user_email, 1 );

		$this->assertSame( array( 'boudoir-estimate-' . $typed, 'boudoir-estimate-' . $guest ), array_column( $export['data'], 'item_id' ) );
		$this->assertSame( array( 'boudoir-estimate-' . $typed ), array_column( $privacy->export( 'eve.work@elsewhere.test', 1 )['data'], 'item_id' ) );

		$result = $privacy->erase( $user->user_email, 1 );

		$this->assertTrue( $result['items_removed'] );
		$this->assertTrue( $result['done'] );
		$this->assertNull( get_post( $typed ) );
		$this->assertNull( get_post( $guest ) );
		$this->assertNotNull( get_post( $other ) );
	}

	/**
	 * Trashed requests still hold personal data: they are exported and erased too.
	 */
	public function test_trashed_requests_are_found(): void {
		$trashed = $this->request( 'eve@boudoir.test', 'Trashed' );
		wp_trash_post( $trashed );
		$privacy = new Estimate_Privacy( new Estimate_Repository() );
		$this->export_request( 'eve@boudoir.test' );

		$this->assertCount( 1, $privacy->export( 'eve@boudoir.test', 1 )['data'] );
		$this->assertTrue( $privacy->erase( 'eve@boudoir.test', 1 )['items_removed'] );
		$this->assertNull( get_post( $trashed ) );
	}

	/**
	 * Typing someone's address plants nothing in their export unless they confirmed it by
	 * WordPress's link (issue 34.11); then the planted request says the address was typed, not
	 * verified. The account's own requests are always there, marked as sent signed in.
	 */
	public function test_a_typed_address_is_exported_only_to_its_proven_owner(): void {
		$victim  = $this->create_user();
		$own     = $this->request( 'victim.work@elsewhere.test', 'Mine, signed in', $victim->ID );
		$planted = $this->request( $victim->user_email, 'Planted by a guest' );
		$this->request( $victim->user_email, 'Planted by another account', $this->create_user()->ID );
		$privacy = new Estimate_Privacy( new Estimate_Repository() );

		$this->assertSame( array( 'boudoir-estimate-' . $own ), array_column( $privacy->export( $victim->user_email, 1 )['data'], 'item_id' ), 'No confirmation: the account\'s own request only.' );
		$this->assertSame( array(), $privacy->export( 'stranger@boudoir.test', 1 )['data'] );
		$this->request( 'stranger@boudoir.test', 'Typed by a guest' );
		$this->export_request( 'stranger@boudoir.test', false );
		$this->assertSame( array(), $privacy->export( 'stranger@boudoir.test', 1 )['data'], 'Marked confirmed by the shop, not by the address\'s owner.' );
		$this->export_request( 'someone.else@boudoir.test' );
		$this->assertSame( array(), $privacy->export( 'stranger@boudoir.test', 1 )['data'], 'Another address\'s confirmation proves nothing.' );

		$this->export_request( $victim->user_email );
		$export = $privacy->export( $victim->user_email, 1 )['data'];

		$this->assertCount( 3, $export );
		$sent_by = array_map( static fn ( array $item ): string => (string) wp_list_pluck( $item['data'], 'value', 'name' )['Sent by'], $export );
		$this->assertSame( 'This account, signed in', $sent_by[0] );
		$this->assertStringContainsString( 'not verified', $sent_by[1] );
		$this->assertStringContainsString( 'not verified', $sent_by[2] );
		$this->assertSame( 'boudoir-estimate-' . $planted, $export[1]['item_id'] );
	}
}
