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
 * Export and erase by the e-mail typed in the form (guests' requests included), and by the user with that account e-mail.
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

		$this->assertCount( 1, $privacy->export( 'eve@boudoir.test', 1 )['data'] );
		$this->assertTrue( $privacy->erase( 'eve@boudoir.test', 1 )['items_removed'] );
		$this->assertNull( get_post( $trashed ) );
	}
}
