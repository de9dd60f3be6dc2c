<?php
/**
 * docs/rest-api.md and the registered routes are one truth: every route, method and field is documented.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Route;

require_once __DIR__ . '/class-rest-test-case.php';

/**
 * A route or field added without its documentation fails here.
 */
final class Rest_Docs_Test extends Rest_Test_Case {

	/**
	 * Every `boudoir/v1` route appears as "`METHOD /path`" (path parameters as `<name>`), and each of its fields as `` `field` ``.
	 */
	public function test_every_route_and_field_is_documented(): void {
		$docs   = (string) file_get_contents( dirname( __DIR__, 4 ) . '/docs/rest-api.md' );
		$routes = rest_get_server()->get_routes( Route::NAMESPACE );
		$seen   = 0;
		foreach ( $routes as $route => $handlers ) {
			$path = substr( $route, strlen( '/' . Route::NAMESPACE ) );
			if ( '' === $path ) {
				continue; // The namespace's own index.
			}
			$shown = (string) preg_replace( '/\(\?P<(\w+)>[^)]*\)/', '<$1>', $path );
			foreach ( $handlers as $handler ) {
				foreach ( array_keys( $handler['methods'] ) as $method ) {
					$this->assertTrue( str_contains( $docs, "`{$method} {$shown}`" ), "docs/rest-api.md names `{$method} {$shown}`." );
					++$seen;
				}
				foreach ( array_keys( $handler['args'] ) as $field ) {
					// A path parameter is documented by the path itself.
					$documented = str_contains( $shown, "<{$field}>" ) || str_contains( $docs, "`{$field}`" );
					$this->assertTrue( $documented, "docs/rest-api.md documents the field `{$field}` of {$shown}." );
				}
			}
		}
		$this->assertGreaterThanOrEqual( 18, $seen, 'Every route was looked at.' );
	}

	/**
	 * Every `boudoir_*` error code the REST code makes (as a new WP_Error) is in the error table or a route's section.
	 */
	public function test_every_error_code_is_documented(): void {
		$docs  = (string) file_get_contents( dirname( __DIR__, 4 ) . '/docs/rest-api.md' );
		$codes = array();
		$files = array_merge( glob( dirname( __DIR__, 4 ) . '/php/rest/*.php' ) ?: array(), array( dirname( __DIR__, 4 ) . '/php/wishlist/class-access-policy.php', dirname( __DIR__, 4 ) . '/php/wishlist/class-wishlist-service.php' ) );
		foreach ( $files as $file ) {
			preg_match_all( "/WP_Error\\(\\s*'(boudoir_[a-z_]+)'/", (string) file_get_contents( $file ), $found );
			$codes = array_merge( $codes, $found[1] );
		}
		// `boudoir_invalid_<field>` is built from the field's name: each is documented with its field.
		$codes = array_filter( array_unique( $codes ), static fn ( string $code ): bool => ! str_ends_with( $code, '_' ) );
		$this->assertContains( 'boudoir_write_by_get', $codes );
		foreach ( $codes as $code ) {
			$this->assertTrue( str_contains( $docs, "`{$code}`" ) || str_contains( $docs, " {$code}`" ), "docs/rest-api.md documents {$code}." );
		}
	}
}
