<?php
/**
 * A cookie jar for tests: no headers, every Set-Cookie recorded.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Wishlist;

use Boudoir\Wishlist\Cookie_Jar;

/**
 * The request's cookies in an array; what would be sent, in a list.
 */
final class Recording_Cookie_Jar implements Cookie_Jar {

	/** @var list<array{name:string,value:string,options:array<string,mixed>}> Cookies sent, in order. */
	public array $sent = array();

	/**
	 * A jar.
	 *
	 * @param array<string,string> $cookies The request's cookies.
	 */
	public function __construct( public array $cookies = array() ) {
	}

	/**
	 * A cookie of the request, or null.
	 *
	 * @param string $name Cookie name.
	 */
	public function get( string $name ): ?string {
		return $this->cookies[ $name ] ?? null;
	}

	/**
	 * Records a cookie and lets later reads see it, as the browser's next request would.
	 *
	 * @param string              $name    Cookie name.
	 * @param string              $value   Value.
	 * @param array<string,mixed> $options Attributes.
	 */
	public function set( string $name, string $value, array $options ): void {
		$this->sent[] = compact( 'name', 'value', 'options' );
		if ( '' === $value ) {
			unset( $this->cookies[ $name ] );
		} else {
			$this->cookies[ $name ] = $value;
		}
	}
}
