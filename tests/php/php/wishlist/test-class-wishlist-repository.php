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
 * Lists: CRUD, tokens, one default per owner, guest expiry.
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
	 * A guest's lists expire after the configured days; a save pushes all of them back.
	 */
	public function test_guest_lists_expire_and_saves_extend_them(): void {
		update_option( 'boudoir_guest_list_days', '10' );
		$guest = Owner::guest( Token::generate() );
		$list  = $this->lists->create( $guest, 'Mine' );
		$this->assertEqualsWithDelta( time() + 10 * DAY_IN_SECONDS, $list->expires_at?->getTimestamp(), 5 );

		$this->lists->extend_expiry( $guest, time() + 5 * DAY_IN_SECONDS );
		$this->assertEqualsWithDelta( time() + 15 * DAY_IN_SECONDS, $this->lists->find( $list->id )->expires_at?->getTimestamp(), 5 );
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
	 * Unique names for merges: "Gifts", "Gifts (2)", "Gifts (3)", case-insensitively.
	 */
	public function test_unique_name(): void {
		$owner = Owner::user( $this->create_user()->ID );
		$this->assertSame( 'Gifts', $this->lists->unique_name( $owner, 'Gifts' ) );
		$this->lists->create( $owner, 'gifts' );
		$this->assertSame( 'Gifts (2)', $this->lists->unique_name( $owner, 'Gifts' ) );
		$this->lists->create( $owner, 'Gifts (2)' );
		$this->assertSame( 'Gifts (3)', $this->lists->unique_name( $owner, 'Gifts' ) );
	}

	/**
	 * How many default lists an owner has, counted in the table.
	 *
	 * @param Owner $owner The owner.
	 */
	private function count_defaults( Owner $owner ): int {
		return count( array_filter( $this->lists->for_owner( $owner ), static fn ( Wishlist $list ): bool => $list->is_default ) );
	}

	/**
	 * Names are stored as text: tags go, a lone "<" or "&" stays itself (no entity), one line.
	 */
	public function test_names_are_stored_as_plain_text(): void {
		$this->assertSame( 'Bras < €50 & more', Wishlist_Repository::plain_text( "Bras < €50 &\n more" ) );
		$this->assertSame( 'Gifts', Wishlist_Repository::plain_text( '<script>alert(1)</script><b>Gifts</b>' ) );
		$this->assertSame( '">x', Wishlist_Repository::plain_text( '"><svg/onload=alert(1)>x' ) );
		$this->assertSame( '', Wishlist_Repository::plain_text( " \t<br>\x00 " ) );
		$this->assertSame( 'alert(1)', Wishlist_Repository::plain_text( '<scr<b>ipt>alert(1)' ), 'A tag left by a removed one goes too.' );
		$this->assertSame( 'a b', Wishlist_Repository::plain_text( 'a <!-- c > d -->b' ) );
		$this->assertSame( 'Gifts', Wishlist_Repository::plain_text( 'Gifts<!--' ), 'An unclosed comment runs to the end.' );
		$this->assertSame( 'Gifts', Wishlist_Repository::plain_text( 'Gifts<?php x' ) );
	}

	/**
	 * Security finding 9: a name keeps what the shopper typed. A "<" that opens no tag is text
	 * ("x<y" was stored as "x", "<3 love" was refused as empty); bytes that are not UTF-8 become
	 * U+FFFD without a PHP notice (iconv's "incomplete multibyte character" was logged).
	 */
	public function test_names_keep_what_was_typed(): void {
		$this->assertSame( 'x<y', Wishlist_Repository::plain_text( 'x<y' ) );
		$this->assertSame( '<3 love', Wishlist_Repository::plain_text( '<3 love' ) );
		$this->assertSame( 'a < b > c', Wishlist_Repository::plain_text( 'a < b > c' ) );
		$this->assertSame( '&amp; &lt; stays', Wishlist_Repository::plain_text( '&amp; &lt; stays' ) );
		$this->assertSame( 'Gifts for Noa', Wishlist_Repository::plain_text( "Gifts \u{202E}for\u{202C} \u{2066}Noa\u{2069}" ), 'Bidirectional overrides go (finding 3).' );
		$notices = array();
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the test catches what PHP would log.
		set_error_handler(
			static function ( int $level, string $message ) use ( &$notices ): bool {
				$notices[] = $message;
				return true;
			}
		);
		try {
			$this->assertSame( "Caf\u{FFFD} <3", Wishlist_Repository::plain_text( "Caf\xC3 <3" ) );
			$this->assertSame( "\u{FFFD}\u{FFFD}ok &", Wishlist_Repository::plain_text( "\xFF\xFEok &" ) );
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $notices );
		$owner = Owner::user( $this->create_user()->ID );
		$list  = $this->lists->create( $owner, "<3 love \xE2\x82" );
		$this->assertSame( "<3 love \u{FFFD}", $this->lists->find( $list->id )->name );
	}
}
