<?php
/**
 * Registers every wishlist REST route, one class per route.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * The wishlist routes of `boudoir/v1` (docs/rest-api.md, "Routes").
 */
final class Route_Registrar {

	/**
	 * The route classes (routes 1–16, 19 and 20; the estimate routes are Estimates_Controller's), in registration order (the namespace's index lists them so).
	 *
	 * @var list<class-string<Route>>
	 */
	public const ROUTES = array(
		Routes\List_Wishlists_Route::class,
		Routes\Create_Wishlist_Route::class,
		Routes\Reload_Wishlist_Route::class,
		Routes\Read_Wishlist_Route::class,
		Routes\Delete_Wishlist_Route::class,
		Routes\Save_Title_Route::class,
		Routes\Save_Privacy_Route::class,
		Routes\New_Link_Route::class,
		Routes\List_Items_Route::class,
		Routes\Saved_Items_Route::class,
		Routes\Add_Item_Route::class,
		Routes\Remove_Product_Route::class,
		Routes\Update_Quantity_Route::class,
		Routes\Sort_Items_Route::class,
		Routes\Move_Item_Route::class,
		Routes\Copy_Item_Route::class,
		Routes\Delete_Item_Route::class,
		Routes\Remove_From_All_Route::class,
	);

	/**
	 * The registrar.
	 *
	 * @param Plugin $plugin The plugin, handed to each route.
	 */
	public function __construct( private readonly Plugin $plugin ) {
	}

	/**
	 * One instance of each route.
	 *
	 * @return list<Route>
	 */
	public function routes(): array {
		return array_map( fn ( string $route ): Route => new $route( $this->plugin ), self::ROUTES );
	}

	/**
	 * Registers them all (on rest_api_init).
	 */
	public function register(): void {
		foreach ( $this->routes() as $route ) {
			$route->register_routes();
		}
		if ( ! has_filter( 'rest_post_dispatch', array( self::class, 'keep_private' ) ) ) {
			add_filter( 'rest_post_dispatch', array( self::class, 'keep_private' ), 10, 3 );
		}
	}

	/**
	 * Marks every answer of Boudoir's routes as one no shared cache (page cache, CDN, proxy) may
	 * store: each depends on who asks (the auth cookie, the guest session), and WordPress sends its
	 * own no-cache headers for logged-in users only. The namespace's index stays cacheable.
	 *
	 * @param mixed            $response The answer (rest_post_dispatch).
	 * @param \WP_REST_Server  $server   The server.
	 * @param \WP_REST_Request $request  The request.
	 * @return mixed The answer.
	 */
	public static function keep_private( mixed $response, \WP_REST_Server $server, \WP_REST_Request $request ): mixed {
		unset( $server );
		if ( $response instanceof \WP_REST_Response && str_starts_with( $request->get_route(), '/' . Controller::NAMESPACE . '/' ) ) {
			$response->header( 'Cache-Control', 'no-store, private' );
		}
		return $response;
	}
}
