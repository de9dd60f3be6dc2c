<?php
/**
 * Pages of a collection, as WordPress's own collections page them.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * The `page` and `per_page` fields, their limits, a page's slice and the headers
 * (`X-WP-Total`, `X-WP-TotalPages`, `Link`) api-fetch follows to fetch every page.
 */
final class Paging {

	/** Largest page. */
	public const MAX_PER_PAGE = 100;

	/** Highest page number. */
	public const MAX_PAGE = 1000000;

	/** Page size when none is asked. */
	public const DEFAULT_PER_PAGE = 10;

	/**
	 * The `page` and `per_page` fields.
	 *
	 * @param int|null $default_per_page Default page size; null for none.
	 * @return array<string,array<string,mixed>>
	 */
	public static function args( ?int $default_per_page = self::DEFAULT_PER_PAGE ): array {
		$per_page = array(
			'description' => __( 'Items per page.', 'boudoir' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'maximum'     => self::MAX_PER_PAGE,
		);
		if ( null !== $default_per_page ) {
			$per_page['default'] = $default_per_page;
		}
		return array(
			'page'     => array(
				'description' => __( 'Page number, from 1.', 'boudoir' ),
				'type'        => 'integer',
				'minimum'     => 1,
				// Bounded so the offset stays an integer.
				'maximum'     => self::MAX_PAGE,
				'default'     => 1,
			),
			'per_page' => $per_page,
		);
	}

	/**
	 * How many pages hold a collection (at least one, empty).
	 *
	 * @param int $total    Entries in all.
	 * @param int $per_page A page's size.
	 */
	public static function pages( int $total, int $per_page ): int {
		return max( 1, (int) ceil( $total / max( 1, $per_page ) ) );
	}

	/**
	 * One page of a collection.
	 *
	 * @template T
	 * @param list<T> $entries  The whole collection.
	 * @param int     $page     From 1.
	 * @param int     $per_page A page's size.
	 * @return list<T>
	 */
	public static function slice( array $entries, int $page, int $per_page ): array {
		return array_slice( $entries, ( $page - 1 ) * $per_page, $per_page );
	}

	/**
	 * Adds the counts' headers: X-WP-Total, X-WP-TotalPages.
	 *
	 * @param \WP_REST_Response $response The response.
	 * @param int               $total    Entries in all.
	 * @param int               $per_page A page's size.
	 */
	public static function count_headers( \WP_REST_Response $response, int $total, int $per_page ): void {
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) self::pages( $total, $per_page ) );
	}

	/**
	 * Adds the headers WordPress's own collections send: the counts' and the Link to the pages before and after.
	 *
	 * @param \WP_REST_Response $response The response.
	 * @param \WP_REST_Request  $request  The request (for the Link URLs).
	 * @param string            $route    The route of the pages.
	 * @param int               $total    Entries in all.
	 * @param int               $page     This page.
	 * @param int               $per_page Its size.
	 */
	public static function headers( \WP_REST_Response $response, \WP_REST_Request $request, string $route, int $total, int $page, int $per_page ): void {
		$pages = self::pages( $total, $per_page );
		self::count_headers( $response, $total, $per_page );
		$base = add_query_arg(
			urlencode_deep(
				array_intersect_key(
					$request->get_query_params(),
					array(
						'per_page'       => true,
						'boudoir_locale' => true,
					)
				)
			),
			rest_url( $route )
		);
		if ( $page > 1 ) {
			$response->link_header( 'prev', add_query_arg( 'page', min( $page - 1, $pages ), $base ) );
		}
		if ( $page < $pages ) {
			$response->link_header( 'next', add_query_arg( 'page', $page + 1, $base ) );
		}
	}
}
