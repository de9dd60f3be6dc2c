<?php
/**
 * Tests of Boudoir\Rest\Paging.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests\Rest;

use Boudoir\Rest\Paging;
use Boudoir\Tests\Test_Case;

/**
 * Pages as WordPress's collections page them: the fields, the slice, the counts and the links.
 */
final class Paging_Test extends Test_Case {

	/**
	 * `page` from 1 (bounded), `per_page` up to 100, with the default asked for or none.
	 */
	public function test_the_fields(): void {
		$args = Paging::args();
		$this->assertSame( array( 'page', 'per_page' ), array_keys( $args ) );
		$this->assertSame( 1, $args['page']['default'] );
		$this->assertSame( Paging::MAX_PAGE, $args['page']['maximum'] );
		$this->assertSame( Paging::DEFAULT_PER_PAGE, $args['per_page']['default'] );
		$this->assertSame( Paging::MAX_PER_PAGE, $args['per_page']['maximum'] );
		$this->assertSame( 100, Paging::args( 100 )['per_page']['default'] );
		$this->assertArrayNotHasKey( 'default', Paging::args( null )['per_page'] );
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( 101, $args['per_page'] ) );
	}

	/**
	 * A page's entries, and how many pages there are (one, when empty).
	 */
	public function test_slices_and_pages(): void {
		$this->assertSame( array( 3, 4 ), Paging::slice( array( 1, 2, 3, 4, 5 ), 2, 2 ) );
		$this->assertSame( array( 5 ), Paging::slice( array( 1, 2, 3, 4, 5 ), 3, 2 ) );
		$this->assertSame( array(), Paging::slice( array( 1, 2 ), 5, 2 ) );
		$this->assertSame( 3, Paging::pages( 5, 2 ) );
		$this->assertSame( 1, Paging::pages( 0, 10 ) );
		$this->assertSame( 4, Paging::pages( 4, 0 ), 'A size below 1 counts as 1: no division by zero.' );
	}

	/**
	 * The counts, and links to the neighbouring pages keeping `per_page` and `boudoir_locale` only.
	 */
	public function test_headers(): void {
		$request = new \WP_REST_Request( 'GET', '/boudoir/v1/wishlists' );
		$request->set_query_params(
			array(
				'page'           => 2,
				'per_page'       => 2,
				'boudoir_locale' => 'fr_FR',
				'_fields'        => 'id',
			)
		);
		$response = new \WP_REST_Response( array() );
		Paging::headers( $response, $request, 'boudoir/v1/wishlists', 5, 2, 2 );
		$headers = $response->get_headers();
		$this->assertSame( '5', $headers['X-WP-Total'] );
		$this->assertSame( '3', $headers['X-WP-TotalPages'] );
		$this->assertMatchesRegularExpression( '/<[^>]*[?&]page=1[^>]*>; rel="prev"/', $headers['Link'] );
		$this->assertMatchesRegularExpression( '/<[^>]*[?&]page=3[^>]*>; rel="next"/', $headers['Link'] );
		$this->assertStringContainsString( 'boudoir_locale=fr_FR', $headers['Link'] );
		$this->assertStringNotContainsString( '_fields', $headers['Link'] );

		$last = new \WP_REST_Response( array() );
		Paging::headers( $last, $request, 'boudoir/v1/wishlists', 5, 9, 2 );
		$this->assertMatchesRegularExpression( '/<[^>]*[?&]page=3[^>]*>; rel="prev"/', $last->get_headers()['Link'], 'Past the end, the previous page is the last one.' );
		$this->assertStringNotContainsString( 'rel="next"', $last->get_headers()['Link'] );

		$counts = new \WP_REST_Response( array() );
		Paging::count_headers( $counts, 0, 10 );
		$this->assertSame(
			array(
				'X-WP-Total'      => '0',
				'X-WP-TotalPages' => '1',
			),
			$counts->get_headers()
		);
	}
}
