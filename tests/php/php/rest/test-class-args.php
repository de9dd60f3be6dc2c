<?php
/**
 * Tests of Boudoir\Rest\Args: the request fields the wishlist routes share.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Args;
use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Item_Repository;
use Boudoir\Wishlist\Token;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Privacy;

/**
 * Each field's limits come from where they are decided, and WordPress validates requests against them.
 */
final class Args_Test extends Test_Case {

	/**
	 * Whether WordPress accepts a value for a field.
	 *
	 * @param mixed               $value The value.
	 * @param array<string,mixed> $arg   The field.
	 */
	private static function accepts( mixed $value, array $arg ): bool {
		return true === rest_validate_value_from_schema( $value, $arg );
	}

	/**
	 * A token is a token (32 URL-safe characters, Token::PATTERN); `new` only where a new list may be asked.
	 */
	public function test_token(): void {
		$token = Args::token( 'A token.', true );
		$new   = Args::token( 'A token or new.', false, true );
		$this->assertTrue( $token['required'] );
		$this->assertFalse( $new['required'] );
		$this->assertTrue( self::accepts( Token::generate(), $token ) );
		$this->assertFalse( self::accepts( substr( Token::generate(), 1 ), $token ) );
		$this->assertFalse( self::accepts( Token::generate() . 'x', $token ) );
		$this->assertFalse( self::accepts( 'new', $token ) );
		$this->assertTrue( self::accepts( 'new', $new ) );
		$this->assertFalse( self::accepts( 'newer', $new ) );
	}

	/**
	 * Ids are integers from their minimum.
	 */
	public function test_id(): void {
		$this->assertSame( 'The list.', Args::id( 'The list.', true )['description'] );
		$this->assertFalse( self::accepts( 0, Args::id( 'An id.', true ) ) );
		$this->assertTrue( self::accepts( 0, Args::id( 'A variation, or 0.', false, 0 ) ) );
		$this->assertFalse( self::accepts( 'seven', Args::id( 'An id.', true ) ) );
	}

	/**
	 * A name is at most as long as a list's name may be; its emptiness is the handler's to say.
	 */
	public function test_name(): void {
		$name = Args::name( 'A name.', false );
		$this->assertSame( Wishlist::MAX_NAME_LENGTH, $name['maxLength'] );
		$this->assertTrue( self::accepts( str_repeat( 'é', Wishlist::MAX_NAME_LENGTH ), $name ) );
		$this->assertFalse( self::accepts( str_repeat( 'é', Wishlist::MAX_NAME_LENGTH + 1 ), $name ) );
		$this->assertTrue( self::accepts( '', $name ) );
	}

	/**
	 * A privacy is one of the levels; left out, the default level.
	 */
	public function test_privacy(): void {
		$optional = Args::privacy( 'Who may read.', false );
		$required = Args::privacy( 'Who may read.', true );
		$this->assertSame( Wishlist_Privacy::all(), $optional['enum'] );
		$this->assertSame( Wishlist_Privacy::DEFAULT, $optional['default'] );
		$this->assertArrayNotHasKey( 'default', $required );
		$this->assertFalse( self::accepts( 'PUBLIC', $required ) );
	}

	/**
	 * A quantity is 1 to the most a list keeps; left out, 1.
	 */
	public function test_quantity(): void {
		$optional = Args::quantity( false );
		$this->assertSame( 1, $optional['default'] );
		$this->assertArrayNotHasKey( 'default', Args::quantity( true ) );
		$this->assertTrue( self::accepts( Item_Repository::MAX_QUANTITY, $optional ) );
		$this->assertFalse( self::accepts( Item_Repository::MAX_QUANTITY + 1, $optional ) );
		$this->assertFalse( self::accepts( 0, $optional ) );
	}

	/**
	 * The chosen values: rows of { attribute, value } strings, nothing else, at most 50.
	 */
	public function test_variation(): void {
		$variation = Args::variation();
		$row       = array(
			'attribute' => 'attribute_pa_color',
			'value'     => 'blush',
		);
		$this->assertTrue( self::accepts( array( $row ), $variation ) );
		$this->assertFalse( self::accepts( array( array( 'attribute' => 'pa_color' ) ), $variation ), 'Both fields.' );
		$this->assertFalse( self::accepts( array( $row + array( 'price' => '1' ) ), $variation ), 'Nothing else.' );
		$this->assertFalse( self::accepts( array_fill( 0, 51, $row ), $variation ) );
		$this->assertTrue( self::accepts( 'variable', Args::product_type() ), 'A product type is any short string.' );
		$this->assertFalse( self::accepts( str_repeat( 'x', 21 ), Args::product_type() ) );
	}
}
