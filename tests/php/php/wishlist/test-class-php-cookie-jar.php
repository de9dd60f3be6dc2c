<?php
/**
 * Tests of Php_Cookie_Jar.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Tests\Test_Case;
use Boudoir\Wishlist\Php_Cookie_Jar;

/**
 * The request's cookies as PHP has them: read unslashed, and what is set is seen by the rest of the request.
 */
final class Php_Cookie_Jar_Test extends Test_Case {

	/**
	 * The cookies before the test.
	 *
	 * @var array<string,mixed>
	 */
	private array $cookies = array();

	/**
	 * Remembers the cookies.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->cookies = $_COOKIE;
	}

	/**
	 * Puts them back.
	 */
	protected function tear_down(): void {
		$_COOKIE = $this->cookies;
		parent::tear_down();
	}

	/**
	 * A string cookie is read unslashed; a missing one or an array is null.
	 */
	public function test_get(): void {
		$jar                        = new Php_Cookie_Jar();
		$_COOKIE['boudoir_probe']   = wp_slash( "it's" );
		$_COOKIE['boudoir_listed']  = array( 'a' );
		$this->assertSame( "it's", $jar->get( 'boudoir_probe' ) );
		$this->assertNull( $jar->get( 'boudoir_listed' ) );
		$this->assertNull( $jar->get( 'boudoir_missing' ) );
	}

	/**
	 * A value set is read back in the same request; an empty one deletes the cookie.
	 */
	public function test_set_is_seen_by_the_request(): void {
		$jar = new Php_Cookie_Jar();
		$jar->set( 'boudoir_probe', 'value', array( 'path' => '/' ) );
		$this->assertSame( 'value', $jar->get( 'boudoir_probe' ) );
		$jar->set( 'boudoir_probe', '', array( 'path' => '/' ) );
		$this->assertNull( $jar->get( 'boudoir_probe' ) );
		$this->assertArrayNotHasKey( 'boudoir_probe', $_COOKIE );
	}
}
