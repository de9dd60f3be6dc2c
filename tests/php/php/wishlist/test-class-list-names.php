<?php
/**
 * Tests of List_Names.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\List_Names;
use Boudoir\Wishlist\Owner;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist_Repository;

/**
 * Names: plain text on one line, within the column; unique names and slugs among the owner's lists.
 */
final class List_Names_Test extends Test_Case {

	private Wishlist_Repository $lists;

	private List_Names $names;

	/**
	 * Fresh repositories over the test's database.
	 */
	protected function set_up(): void {
		parent::set_up();
		global $wpdb;
		$this->lists = new Wishlist_Repository( $wpdb, new Item_Repository( $wpdb ) );
		$this->names = $this->lists->names();
	}

	/**
	 * Unique names for merges: "Gifts", "Gifts (2)", "Gifts (3)", case-insensitively.
	 */
	public function test_unique_name(): void {
		$owner = Owner::user( $this->create_user()->ID );
		$this->assertSame( 'Gifts', $this->names->unique_name( $owner, 'Gifts' ) );
		$this->lists->create( $owner, 'gifts' );
		$this->assertSame( 'Gifts (2)', $this->names->unique_name( $owner, 'Gifts' ) );
		$this->lists->create( $owner, 'Gifts (2)' );
		$this->assertSame( 'Gifts (3)', $this->names->unique_name( $owner, 'Gifts' ) );
	}

	/**
	 * A name as stored is cut to the column's length; nothing left is refused.
	 */
	public function test_clean_cuts_to_the_column_and_refuses_nothing(): void {
		$this->assertSame( 'Gifts', List_Names::clean( "  <b>Gifts</b>\n" ) );
		$this->assertSame( Wishlist_Repository::MAX_NAME_LENGTH, mb_strlen( List_Names::clean( str_repeat( 'é', 300 ) ) ) );
		$this->expectException( \InvalidArgumentException::class );
		List_Names::clean( ' <br> ' );
	}

	/**
	 * Slugs are unique among one owner's lists only, numbered from 2; a renamed list keeps its own.
	 */
	public function test_unique_slug(): void {
		$owner = Owner::guest( Token::generate() );
		$other = Owner::user( $this->create_user()->ID );
		$this->assertSame( 'gifts', $this->lists->create( $owner, 'Gifts' )->slug );
		$this->assertSame( 'gifts', $this->lists->create( $other, 'Gifts' )->slug, "Another owner's slugs do not count." );
		$second = $this->lists->create( $owner, 'gifts!' );
		$this->assertSame( 'gifts-2', $second->slug );
		$this->assertSame( 'gifts-3', $this->names->unique_slug( $owner, 'Gifts' ) );
		$this->assertSame( 'gifts-2', $this->names->unique_slug( $owner, 'Gifts', $second->id ), 'The list being renamed keeps its slug.' );
		$this->assertSame( 'wishlist', $this->names->unique_slug( $owner, '!!!' ), 'A name without letters still has a slug.' );
	}

	/**
	 * Names are stored as text: tags go, a lone "<" or "&" stays itself (no entity), one line.
	 */
	public function test_names_are_stored_as_plain_text(): void {
		$this->assertSame( 'Bras < €50 & more', List_Names::plain_text( "Bras < €50 &\n more" ) );
		$this->assertSame( 'Gifts', List_Names::plain_text( '<script>alert(1)</script><b>Gifts</b>' ) );
		$this->assertSame( '">x', List_Names::plain_text( '"><svg/onload=alert(1)>x' ) );
		$this->assertSame( '', List_Names::plain_text( " \t<br>\x00 " ) );
		$this->assertSame( 'alert(1)', List_Names::plain_text( '<scr<b>ipt>alert(1)' ), 'A tag left by a removed one goes too.' );
		$this->assertSame( 'a b', List_Names::plain_text( 'a <!-- c > d -->b' ) );
		$this->assertSame( 'Gifts', List_Names::plain_text( 'Gifts<!--' ), 'An unclosed comment runs to the end.' );
		$this->assertSame( 'Gifts', List_Names::plain_text( 'Gifts<?php x' ) );
	}

	/**
	 * Security finding 9: a name keeps what the shopper typed. A "<" that opens no tag is text
	 * ("x<y" was stored as "x", "<3 love" was refused as empty); bytes that are not UTF-8 become
	 * U+FFFD without a PHP notice (iconv's "incomplete multibyte character" was logged).
	 */
	public function test_names_keep_what_was_typed(): void {
		$this->assertSame( 'x<y', List_Names::plain_text( 'x<y' ) );
		$this->assertSame( '<3 love', List_Names::plain_text( '<3 love' ) );
		$this->assertSame( 'a < b > c', List_Names::plain_text( 'a < b > c' ) );
		$this->assertSame( '&amp; &lt; stays', List_Names::plain_text( '&amp; &lt; stays' ) );
		$this->assertSame( 'Gifts for Noa', List_Names::plain_text( "Gifts \u{202E}for\u{202C} \u{2066}Noa\u{2069}" ), 'Bidirectional overrides go (finding 3).' );
		$notices = array();
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the test catches what PHP would log.
		set_error_handler(
			static function ( int $level, string $message ) use ( &$notices ): bool {
				$notices[] = $message;
				return true;
			}
		);
		try {
			$this->assertSame( "Caf\u{FFFD} <3", List_Names::plain_text( "Caf\xC3 <3" ) );
			$this->assertSame( "\u{FFFD}\u{FFFD}ok &", List_Names::plain_text( "\xFF\xFEok &" ) );
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $notices );
		$owner = Owner::user( $this->create_user()->ID );
		$list  = $this->lists->create( $owner, "<3 love \xE2\x82" );
		$this->assertSame( "<3 love \u{FFFD}", $this->lists->find( $list->id )->name );
	}
}
