<?php
/**
 * Tests of Wishlist.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Privacy;

/**
 * A list as its row holds it, and the two questions every route asks it: whose, and who may read it.
 */
final class Wishlist_Test extends Test_Case {

	/**
	 * A row of the lists table.
	 *
	 * @param array<string,mixed> $changes Columns to change.
	 * @return array<string,mixed>
	 */
	private static function row( array $changes = array() ): array {
		return $changes + array(
			'id'            => '12',
			'token'         => str_repeat( 'a', 32 ),
			'user_id'       => '7',
			'session_hash'  => '',
			'name'          => 'Gifts',
			'slug'          => 'gifts',
			'privacy'       => 'shared',
			'is_default'    => '1',
			'default_owner' => 'user:7',
			'created_at'    => '2026-11-30 10:00:00',
			'expires_at'    => null,
		);
	}

	/**
	 * A user's row and a guest's; an unknown privacy reads as private.
	 */
	public function test_from_row(): void {
		$list = Wishlist::from_row( self::row() );
		$this->assertSame( array( 12, 'Gifts', 'gifts', 'shared', true ), array( $list->id, $list->name, $list->slug, $list->privacy, $list->is_default ) );
		$this->assertTrue( Owner::user( 7 )->equals( $list->owner ) );
		$this->assertNull( $list->expires_at );
		$this->assertSame( '2026-11-30 10:00:00', $list->created_at->format( 'Y-m-d H:i:s' ) );

		$hash  = Owner::guest( Token::generate() )->session_hash;
		$guest = Wishlist::from_row(
			self::row(
				array(
					'user_id'      => '0',
					'session_hash' => $hash,
					'privacy'      => 'friends',
					'is_default'   => '0',
					'expires_at'   => '2026-12-30 10:00:00',
				)
			)
		);
		$this->assertTrue( $guest->owner->is_guest() );
		$this->assertSame( Wishlist_Privacy::PRIVATE, $guest->privacy );
		$this->assertFalse( $guest->is_default );
		$this->assertSame( '2026-12-30', $guest->expires_at?->format( 'Y-m-d' ) );
	}

	/**
	 * Its owner owns it; a private list is its owner's to read only, a shared or public one anyone's.
	 */
	public function test_owner_and_readers(): void {
		$owner    = Owner::user( 7 );
		$stranger = Owner::user( 8 );
		foreach ( Wishlist_Privacy::all() as $privacy ) {
			$list = Wishlist::from_row( self::row( array( 'privacy' => $privacy ) ) );
			$this->assertTrue( $list->is_owned_by( $owner ) );
			$this->assertFalse( $list->is_owned_by( $stranger ) );
			$this->assertFalse( $list->is_owned_by( null ) );
			$this->assertTrue( $list->is_readable_by( $owner ) );
			$this->assertSame( Wishlist_Privacy::PRIVATE !== $privacy, $list->is_readable_by( $stranger ), $privacy );
			$this->assertSame( Wishlist_Privacy::PRIVATE !== $privacy, $list->is_readable_by( null ), $privacy );
		}
	}

	/**
	 * A DATETIME in UTC, or null for none.
	 */
	public function test_date(): void {
		$this->assertSame( '2026-11-30T10:00:00+00:00', Wishlist::date( '2026-11-30 10:00:00' )?->format( DATE_ATOM ) );
		$this->assertNull( Wishlist::date( '' ) );
		$this->assertNull( Wishlist::date( '0000-00-00 00:00:00' ) );
		$this->assertNull( Wishlist::date( 'yesterday' ) );
	}
}
