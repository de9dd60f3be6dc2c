<?php
/**
 * Tests of Wishlist_Repository.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Privacy;
use Boudoir\Wishlist\Wishlist_Repository;

/**
 * Lists: CRUD, tokens, one default per owner, the cap.
 */
final class Wishlist_Repository_Test extends Test_Case {

	private Wishlist_Repository $lists;

	private Item_Repository $items;

	/**
	 * Fresh repositories over the test's database.
	 */
	protected function set_up(): void {
		parent::set_up();
		global $wpdb;
		$this->items = new Item_Repository( $wpdb );
		$this->lists = new Wishlist_Repository( $wpdb, $this->items );
	}

	/**
	 * Create, read by id, token and owner, rename, change privacy, delete.
	 */
	public function test_crud(): void {
		$owner = Owner::user( $this->create_user()->ID );
		$list  = $this->lists->create( $owner, '  Gifts <script>x</script> ', Wishlist_Privacy::SHARED );

		$this->assertGreaterThan( 0, $list->id );
		$this->assertTrue( Token::is_valid( $list->token ) );
		$this->assertSame( 'Gifts', $list->name, 'Names are stored as plain text.' );
		$this->assertSame( 'gifts', $list->slug );
		$this->assertSame( Wishlist_Privacy::SHARED, $list->privacy );
		$this->assertFalse( $list->is_default );
		$this->assertNull( $list->expires_at, "A user's list never expires." );
		$this->assertEqualsWithDelta( time(), $list->created_at->getTimestamp(), 5 );

		$this->assertEquals( $list, $this->lists->find( $list->id ) );
		$this->assertEquals( $list, $this->lists->find_by_token( $list->token ) );
		$this->assertNull( $this->lists->find_by_token( Token::generate() ) );
		$this->assertNull( $this->lists->find_by_token( "' OR 1=1 -- " ) );
		$this->assertEquals( array( $list ), $this->lists->for_owner( $owner ) );

		$second = $this->lists->create( $owner, 'Gifts' );
		$this->assertSame( 'gifts-2', $second->slug, 'Slugs are unique per owner.' );
		$this->assertSame( Wishlist_Privacy::PRIVATE, $second->privacy, 'New lists are private.' );
		$this->assertNotSame( $list->token, $second->token );

		$renamed = $this->lists->rename( $list, 'Honeymoon' );
		$this->assertSame( array( 'Honeymoon', 'honeymoon' ), array( $renamed->name, $renamed->slug ) );
		$this->assertSame( Wishlist_Privacy::PUBLIC, $this->lists->set_privacy( $renamed, Wishlist_Privacy::PUBLIC )->privacy );

		$this->items->add( $list->id, 10 );
		$this->assertTrue( $this->lists->delete( $renamed ) );
		$this->assertNull( $this->lists->find( $list->id ) );
		$this->assertSame( array(), $this->items->for_wishlist( $list->id ), 'Its items went with it.' );
		$this->assertCount( 1, $this->lists->for_owner( $owner ) );
	}

	/**
	 * Bad input is refused.
	 */
	public function test_refuses_empty_names_and_unknown_privacy(): void {
		$owner = Owner::user( 1 );
		try {
			$this->lists->create( $owner, '   ' );
			$this->fail( 'An empty name was accepted.' );
		} catch ( \InvalidArgumentException $expected ) {
			$this->assertStringContainsString( 'name', $expected->getMessage() );
		}
		$this->expectException( \InvalidArgumentException::class );
		$this->lists->create( $owner, 'Gifts', 'friends' );
	}

	/**
	 * Ownership is by user id or guest session, never by token; private lists are their owner's.
	 */
	public function test_ownership_and_reading(): void {
		$owner   = Owner::user( $this->create_user()->ID );
		$other   = Owner::user( $this->create_user()->ID );
		$private = $this->lists->create( $owner, 'Secret' );
		$shared  = $this->lists->create( $owner, 'Shared', Wishlist_Privacy::SHARED );

		$this->assertTrue( $private->is_owned_by( $owner ) );
		$this->assertFalse( $private->is_owned_by( $other ) );
		$this->assertFalse( $private->is_owned_by( null ) );
		$this->assertFalse( $private->is_readable_by( $other ) );
		$this->assertFalse( $private->is_readable_by( null ) );
		$this->assertTrue( $shared->is_readable_by( null ) );
		$this->assertFalse( $shared->is_owned_by( null ), 'Holding the token grants read only.' );
	}

	/**
	 * At most one default per owner, even when asked twice or raced; deleting it promotes another.
	 */
	public function test_exactly_one_default_per_owner(): void {
		$owner = Owner::user( $this->create_user()->ID );
		$named = $this->lists->create( $owner, 'Gifts' );
		$first = $this->lists->default_for_or_create( $owner );
		$again = $this->lists->default_for_or_create( $owner );

		$this->assertTrue( $first->is_default );
		$this->assertSame( $first->id, $again->id );
		$this->assertSame( $first->id, $this->lists->for_owner( $owner )[0]->id, 'The default comes first.' );

		try {
			// A second request that missed the first default: the unique key refuses it.
			$this->lists->create( $owner, 'Another default', Wishlist_Privacy::PRIVATE, true );
			$this->fail( 'A second default list was created.' );
		} catch ( \RuntimeException $expected ) {
			$this->assertStringContainsString( 'default', $expected->getMessage() );
		}
		$this->assertSame( 1, $this->count_defaults( $owner ) );

		$named = $this->lists->make_default( $named );
		$this->assertTrue( $named->is_default );
		$this->assertFalse( $this->lists->find( $first->id )->is_default );
		$this->assertSame( 1, $this->count_defaults( $owner ) );

		$this->lists->delete( $named );
		$this->assertSame( $first->id, $this->lists->default_for( $owner )?->id, 'The remaining list became the default.' );
		$this->assertSame( 1, $this->count_defaults( $owner ) );

		// Guests have their own default, independent of users'.
		$guest = Owner::guest( Token::generate() );
		$this->assertTrue( $this->lists->default_for_or_create( $guest )->is_default );
		$this->assertSame( 1, $this->count_defaults( $owner ) );
		$this->assertSame( 1, $this->count_defaults( $guest ) );
	}

	/**
	 * A capped create counts and inserts in one statement: under the cap it stores, at the cap it throws; other owners are not counted.
	 */
	public function test_create_with_a_cap(): void {
		$guest = Owner::guest( Token::generate() );
		$user  = Owner::user( $this->create_user()->ID );
		$first = $this->lists->create( $guest, 'One', Wishlist_Privacy::PRIVATE, true, 2 );
		$this->assertTrue( $first->is_default );
		$this->lists->create( $user, 'Theirs', Wishlist_Privacy::PRIVATE, false, 2 );
		$this->lists->create( $user, 'Theirs too', Wishlist_Privacy::PRIVATE, false, 2 );
		$this->assertSame( 'Two', $this->lists->create( $guest, 'Two', Wishlist_Privacy::SHARED, false, 2 )->name );
		$this->assertSame( 2, $this->lists->count_for_owner( $guest ) );
		try {
			$this->lists->create( $guest, 'Three', Wishlist_Privacy::PRIVATE, false, 2 );
			$this->fail( 'The third list is refused.' );
		} catch ( \OverflowException $expected ) {
			$this->assertSame( 2, $this->lists->count_for_owner( $guest ) );
		}
		$this->assertSame( 'Three', $this->lists->create( $guest, 'Three' )->name, 'Without a cap nothing is counted.' );
	}

	/**
	 * Tokens match exactly: another case of a token finds nothing, even where the column ignores case.
	 */
	public function test_tokens_match_exactly(): void {
		$list  = $this->lists->create( Owner::user( $this->create_user()->ID ), 'Gifts' );
		$other = strtolower( $list->token ) !== $list->token ? strtolower( $list->token ) : strtoupper( $list->token );
		$this->assertNotNull( $this->lists->find_by_token( $list->token ) );
		$this->assertNull( $this->lists->find_by_token( $other ) );
	}

	/**
	 * How many default lists an owner has, counted in the table.
	 *
	 * @param Owner $owner The owner.
	 */
	private function count_defaults( Owner $owner ): int {
		return count( array_filter( $this->lists->for_owner( $owner ), static fn ( Wishlist $list ): bool => $list->is_default ) );
	}
}
