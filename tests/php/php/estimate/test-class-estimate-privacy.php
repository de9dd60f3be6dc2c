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
 * Export and erase by the e-mail typed in the form, guests' requests included.
 */
final class Estimate_Privacy_Test extends Test_Case {

	/**
	 * Stores a request.
	 *
	 * @param string $email Its e-mail.
	 * @param string $notes Its message.
	 */
	private function request( string $email, string $notes ): int {
		return ( new Estimate_Repository() )->save(
			new Estimate_Request( 'Eve', $email, $notes, true ),
			7,
			'Honeymoon',
			array( array( 'product_id' => 12, 'variation_id' => 0, 'name' => 'Lace bralette', 'quantity' => 2 ) ),
			array( 'utm_source' => 'newsletter' )
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
}
