<?php
/**
 * REST routes of the wishlist insights screen.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Insights;

use Boudoir\Commerce\Money;
use Boudoir\Commerce\Shop_Pages;
use Boudoir\Rest\Route;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /boudoir/v1/insights`: the summary and the weeks of a range;
 * `GET /boudoir/v1/insights/products`: a page of saved products or variations (X-WP-Total, X-WP-TotalPages);
 * `GET /boudoir/v1/insights/products/<id>/savers`: the account holders who saved one product.
 * Only for whoever may manage the shop (Shop_Pages::shop_manager_capability(): `manage_woocommerce`
 * with WooCommerce); read only. Before answering the first two, the
 * insights' run catches up for up to CATCH_UP_SECONDS (Insights::run(): the day's full count queued
 * when it is due, as without a working cron; then the queued products counted again).
 */
final class Insights_Controller {

	/** The longest the routes count queued products before answering. */
	private const CATCH_UP_SECONDS = 0.1;

	/** The most rows per page. */
	public const MAX_PER_PAGE = 100;

	/**
	 * The routes.
	 *
	 * @param \Closure $report   fn (): Insights_Report.
	 * @param \Closure $insights fn (): Insights, to catch up before answering.
	 * @param \Closure $pages    fn (): Shop_Pages, who manages the shop.
	 * @param \Closure $money    fn (): Money, the shop's currency.
	 */
	public function __construct( private readonly \Closure $report, private readonly \Closure $insights, private readonly \Closure $pages, private readonly \Closure $money ) {
	}

	/**
	 * Registers the routes (rest_api_init).
	 */
	public function register_routes(): void {
		$range = array(
			'after'  => array(
				'description' => __( 'The first day, YYYY-MM-DD (the shop’s days); by default the first day of the week eleven weeks ago.', 'boudoir' ),
				'type'        => 'string',
			),
			'before' => array(
				'description' => __( 'The last day, YYYY-MM-DD; by default today.', 'boudoir' ),
				'type'        => 'string',
			),
		);
		$page  = array(
			'page'     => array(
				'description' => __( 'The page.', 'boudoir' ),
				'type'        => 'integer',
				'default'     => 1,
				'minimum'     => 1,
				'maximum'     => 1000000,
			),
			'per_page' => array(
				'description' => __( 'Rows per page.', 'boudoir' ),
				'type'        => 'integer',
				'default'     => 25,
				'minimum'     => 1,
				'maximum'     => self::MAX_PER_PAGE,
			),
		);
		register_rest_route(
			Route::NAMESPACE,
			'/insights',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'overview' ),
				'permission_callback' => array( $this, 'permission' ),
				'args'                => $range,
			)
		);
		register_rest_route(
			Route::NAMESPACE,
			'/insights/products',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'products' ),
				'permission_callback' => array( $this, 'permission' ),
				'args'                => array_merge(
					$range,
					$page,
					array(
						'view'    => array(
							'description' => __( 'Which saved products: all, those out of stock, those saved at a higher price than now.', 'boudoir' ),
							'type'        => 'string',
							'enum'        => Saved_Demand::VIEWS,
							'default'     => 'all',
						),
						'group'   => array(
							'description' => __( 'One row per product, or per variation.', 'boudoir' ),
							'type'        => 'string',
							'enum'        => array( 'product', 'variation' ),
							'default'     => 'product',
						),
						'orderby' => array(
							'description' => __( 'The column the rows are sorted by.', 'boudoir' ),
							'type'        => 'string',
							'enum'        => Saved_Demand::ORDER_BY,
							'default'     => 'saved',
						),
						'order'   => array(
							'description' => __( 'Ascending or descending.', 'boudoir' ),
							'type'        => 'string',
							'enum'        => array( 'asc', 'desc' ),
							'default'     => 'desc',
						),
					)
				),
			)
		);
		register_rest_route(
			Route::NAMESPACE,
			'/insights/products/(?P<product_id>\d+)/savers',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'savers' ),
				'permission_callback' => array( $this, 'permission' ),
				'args'                => array_merge(
					$page,
					array(
						'product_id'   => array(
							'description' => __( 'The product.', 'boudoir' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'required'    => true,
						),
						'variation_id' => array(
							'description' => __( 'One variation of it, or 0 for any.', 'boudoir' ),
							'type'        => 'integer',
							'minimum'     => 0,
							'default'     => 0,
						),
					)
				),
			)
		);
	}

	/**
	 * Whoever may manage the shop; `401 rest_forbidden` when signed out, `403 rest_forbidden` otherwise.
	 */
	public function permission(): bool|\WP_Error {
		if ( current_user_can( self::capability( $this->pages ) ) ) {
			return true;
		}
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to see the wishlist insights.', 'boudoir' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * `GET /insights`.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function overview( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$range = self::range( $request );
		if ( $range instanceof \WP_Error ) {
			return $range;
		}
		$this->catch_up();
		$overview = ( $this->report )()->overview( $range['after'], $range['before'] );
		return new \WP_REST_Response(
			array(
				'range'      => $range,
				'totals'     => $overview['totals'],
				'weeks'      => $overview['weeks'],
				'currency'   => self::currency( $this->money ),
				'counted_at' => $overview['counted_at'] > 0 ? gmdate( DATE_ATOM, $overview['counted_at'] ) : null,
				'pending'    => $overview['pending'],
			)
		);
	}

	/**
	 * `GET /insights/products`.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function products( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$range = self::range( $request );
		if ( $range instanceof \WP_Error ) {
			return $range;
		}
		$this->catch_up();
		$per_page = (int) $request['per_page'];
		$answer   = ( $this->report )()->products(
			array(
				'view'     => (string) $request['view'],
				'group'    => (string) $request['group'],
				'orderby'  => (string) $request['orderby'],
				'order'    => (string) $request['order'],
				'page'     => (int) $request['page'],
				'per_page' => $per_page,
				'after'    => $range['after'],
				'before'   => $range['before'],
			)
		);
		$response = new \WP_REST_Response( $answer['rows'] );
		$response->header( 'X-WP-Total', (string) $answer['total'] );
		$response->header( 'X-WP-TotalPages', (string) max( 1, (int) ceil( $answer['total'] / $per_page ) ) );
		return $response;
	}

	/**
	 * `GET /insights/products/<id>/savers`.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function savers( \WP_REST_Request $request ): \WP_REST_Response {
		return new \WP_REST_Response( ( $this->report )()->savers( (int) $request['product_id'], (int) $request['variation_id'], (int) $request['page'], (int) $request['per_page'] ) );
	}

	/**
	 * The request's range, the default one's missing ends filled in; `400 rest_invalid_param` when refused.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return array{after:string,before:string}|\WP_Error
	 */
	private static function range( \WP_REST_Request $request ): array|\WP_Error {
		$default = Insights_Report::default_range( Insights::day( time() ) );
		$after   = null === $request['after'] || '' === $request['after'] ? $default['after'] : (string) $request['after'];
		$before  = null === $request['before'] || '' === $request['before'] ? $default['before'] : (string) $request['before'];
		$error   = Insights_Report::range_error( $after, $before );
		if ( null !== $error ) {
			// The field at fault, as WordPress names a refused field (`data.params`): a day that is not
			// one, or both when the two days do not make a range.
			$params = array();
			foreach ( array(
				'after'  => $after,
				'before' => $before,
			) as $field => $day ) {
				if ( null !== Insights_Report::range_error( $day, $day ) ) {
					$params[ $field ] = $error;
				}
			}
			$params = $params ? $params : array(
				'after'  => $error,
				'before' => $error,
			);
			return new \WP_Error(
				'rest_invalid_param',
				$error,
				array(
					'status' => 400,
					'params' => $params,
				)
			);
		}
		return array(
			'after'  => $after,
			'before' => $before,
		);
	}

	/**
	 * Counts the queued products again, briefly, so the screen shows what was just saved.
	 */
	private function catch_up(): void {
		( $this->insights )()->run( time(), self::CATCH_UP_SECONDS );
	}

	/**
	 * The capability that manages the shop (`manage_woocommerce` with WooCommerce, else `manage_options`).
	 *
	 * @param \Closure $pages fn (): Shop_Pages.
	 */
	public static function capability( \Closure $pages ): string {
		$pages = $pages();
		return $pages instanceof Shop_Pages ? $pages->shop_manager_capability() : 'manage_options';
	}

	/**
	 * The shop's currency code, or ''.
	 *
	 * @param \Closure $money fn (): Money.
	 */
	public static function currency( \Closure $money ): string {
		$money = $money();
		return $money instanceof Money ? (string) $money->currency()?->code : '';
	}
}
