<?php
/**
 * Tests of Wishlist_Reader.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Item;
use Boudoir\Wishlist\Wishlist_Reader;
use Boudoir\Wishlist\Wishlists;

require_once __DIR__ . '/class-recording-cookie-jar.php';

/**
 * The caller's reads: who is asking, their lists (paged), items and counts, saved products; never a cookie.
 */
final class Wishlist_Reader_Test extends Test_Case {

	private Recording_Cookie_Jar $jar;

	private Wishlists $wishlists;

	private Wishlist_Reader $reader;

	/**
	 * A storage layer over this test's cookie jar, nobody signed in.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->log_out();
		$this->jar       = new Recording_Cookie_Jar();
		$this->wishlists = new Wishlists( null, $this->jar );
		$this->reader    = $this->wishlists->reader();
	}

	/**
	 * The storage layer gives one reader.
	 */
	public function test_the_storage_layer_gives_one_reader(): void {
		$this->assertSame( $this->reader, $this->wishlists->reader() );
	}

	/**
	 * Nobody: no viewer, no lists, nothing saved, and nothing sent.
	 */
	public function test_an_anonymous_caller_has_nothing(): void {
		$this->assertNull( $this->reader->viewer() );
		$this->assertSame( array(), $this->reader->lists() );
		$this->assertSame( array( 0, array() ), $this->reader->list_page( 1, 10 ) );
		$this->assertSame( array(), $this->reader->saved() );
		$this->assertSame( array(), $this->jar->sent, 'Reading sends no cookie.' );
	}

	/**
	 * A guest is known by the session cookie: their lists, pages of them and what they saved; still nothing sent.
	 */
	public function test_a_guest_reads_their_own(): void {
		$token = Token::generate();
		$guest = Owner::guest( $token );
		$this->jar->cookies[ Guest_Session::name() ] = Guest_Session::cookie_value( $token );
		$lists = $this->wishlists->lists();
		$one   = $lists->create( $guest, 'One', 'private', true );
		$two   = $lists->create( $guest, 'Two' );
		$three = $lists->create( $guest, 'Three' );
		$lists->create( Owner::guest( Token::generate() ), 'Not theirs' );
		$this->wishlists->items()->add( $two->id, 4 );
		$this->wishlists->items()->add( $two->id, 5 );

		$this->assertTrue( $guest->equals( $this->reader->viewer() ) );
		$this->assertSame( array( $one->id, $two->id, $three->id ), self::ids( $this->reader->lists() ) );
		list( $total, $page ) = $this->reader->list_page( 2, 2 );
		$this->assertSame( 3, $total );
		$this->assertSame( array( $three->id ), self::ids( $page ) );
		$this->assertSame( array( 4, 5 ), array_map( static fn ( Wishlist_Item $item ): int => $item->product_id, $this->reader->items( $two ) ) );
		$this->assertSame( 2, $this->reader->item_count( $two ) );
		$this->assertSame( 0, $this->reader->item_count( $one ) );
		$this->assertEquals( array( $one->id => array(), $two->id => $this->reader->items( $two ) ), $this->reader->items_by_list( array( $one, $two ) ) );
		$this->assertSame( array(), $this->reader->items_by_list( array() ) );
		$this->assertSame( array( 4, 5 ), array_column( $this->reader->saved(), 'product_id' ) );
		$this->assertSame( array(), $this->jar->sent, 'Reading sends no cookie.' );
	}

	/**
	 * A signed-in user is the viewer, whatever guest cookie the browser still carries.
	 */
	public function test_a_signed_in_user_is_the_viewer(): void {
		$this->jar->cookies[ Guest_Session::name() ] = Guest_Session::cookie_value( Token::generate() );
		$user = $this->log_in( $this->create_user() );
		$list = $this->wishlists->lists()->create( Owner::user( $user->ID ), 'Mine' );
		$this->assertTrue( Owner::user( $user->ID )->equals( $this->reader->viewer() ) );
		$this->assertSame( array( $list->id ), self::ids( $this->reader->lists() ) );
		$this->assertSame( array( 1, array( $list->id ) ), array( $this->reader->list_page( 1, 10 )[0], self::ids( $this->reader->list_page( 1, 10 )[1] ) ) );
	}

	/**
	 * Lists' ids.
	 *
	 * @param list<Wishlist> $lists Lists.
	 * @return list<int>
	 */
	private static function ids( array $lists ): array {
		return array_map( static fn ( Wishlist $list ): int => $list->id, $lists );
	}
}
