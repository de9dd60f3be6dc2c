<?php
/**
 * The REST routes' published schemas and tests/fixtures/rest-schemas.json are one truth.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Route;

require_once __DIR__ . '/class-rest-test-case.php';

/**
 * The front end's REST types and answer checks are generated from tests/fixtures/rest-schemas.json
 * (bin/rest-types.mjs, docs/development.md): a route, field or schema changed without the snapshot
 * fails here, so the TypeScript cannot drift from what the server publishes.
 */
final class Rest_Schemas_Test extends Rest_Test_Case {

	/** Set (to anything but 0) to write the snapshot from the server instead of comparing. */
	private const UPDATE = 'BOUDOIR_UPDATE_SNAPSHOTS';

	/**
	 * The namespace's routes as `OPTIONS` describes each (the index with `context=help`): methods,
	 * arguments and answer schema; without the site's own addresses (`_links`) and the namespace.
	 *
	 * @return array<string,mixed>
	 */
	private function published(): array {
		$request = new \WP_REST_Request( 'GET', '/' . Route::NAMESPACE );
		$request->set_param( 'context', 'help' );
		$answer = rest_do_request( $request );
		$this->assertSame( 200, $answer->get_status() );
		$routes = $answer->get_data()['routes'];
		unset( $routes[ '/' . Route::NAMESPACE ] );
		$routes = array_map( static fn ( array $route ): array => array_diff_key( $route, array_flip( array( '_links', 'namespace' ) ) ), $routes );
		// By path: the order routes are registered in is no part of the contract.
		ksort( $routes );
		return $routes;
	}

	/**
	 * Every route of `boudoir/v1`, its methods, arguments and answer schema, is the snapshot's.
	 */
	public function test_the_published_schemas_are_the_snapshot(): void {
		$file      = dirname( __DIR__, 3 ) . '/fixtures/rest-schemas.json';
		$published = (string) wp_json_encode( $this->published(), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n";
		$update    = getenv( self::UPDATE );
		if ( false !== $update && '' !== $update && '0' !== $update ) {
			file_put_contents( $file, $published ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture in the checkout.
		}
		$this->assertFileExists( $file );
		$this->assertSame(
			(string) file_get_contents( $file ),
			$published,
			'The routes publish other schemas than tests/fixtures/rest-schemas.json: if the change is meant, write the snapshot with `' . self::UPDATE . '=1 BOUDOIR_DB=sqlite phpunit -c tests/php/phpunit.xml.dist --filter Rest_Schemas_Test`, commit it, and fix what `npx tsc --noEmit -p .` and jest then find (docs/development.md, "REST types").'
		);
	}
}
