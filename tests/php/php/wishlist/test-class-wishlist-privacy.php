<?php
/**
 * Tests of Wishlist_Privacy.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Wishlist_Privacy;

/**
 * Three levels, private by default; anything else is refused.
 */
final class Wishlist_Privacy_Test extends Test_Case {

	/**
	 * Privacy levels validate, and new lists are private.
	 */
	public function test_privacy_levels(): void {
		$this->assertSame( array( 'public', 'shared', 'private' ), Wishlist_Privacy::all() );
		$this->assertSame( Wishlist_Privacy::PRIVATE, Wishlist_Privacy::DEFAULT );
		$this->assertSame( 'shared', Wishlist_Privacy::from( 'shared' ) );
		$this->assertFalse( Wishlist_Privacy::is_valid( 'PUBLIC' ) );
		$this->expectException( \InvalidArgumentException::class );
		Wishlist_Privacy::from( 'friends' );
	}

	/**
	 * Only the exact strings are levels.
	 */
	public function test_only_the_levels_are_valid(): void {
		foreach ( Wishlist_Privacy::all() as $level ) {
			$this->assertTrue( Wishlist_Privacy::is_valid( $level ) );
		}
		foreach ( array( '', ' private', 'Private', null, 1, array( 'private' ) ) as $bad ) {
			$this->assertFalse( Wishlist_Privacy::is_valid( $bad ), var_export( $bad, true ) );
		}
	}
}
