<?php
/**
 * Builds and registers every route of boudoir/v1, each given what it needs.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Plugin;
use Boudoir\Rest\Schemas\Alerts_Schema;
use Boudoir\Rest\Schemas\Item_Deleted_Schema;
use Boudoir\Rest\Schemas\Item_Quantity_Schema;
use Boudoir\Rest\Schemas\Item_Result_Schema;
use Boudoir\Rest\Schemas\Item_Schema;
use Boudoir\Rest\Schemas\Items_Sorted_Schema;
use Boudoir\Rest\Schemas\List_Saved_Schema;
use Boudoir\Rest\Schemas\New_Link_Schema;
use Boudoir\Rest\Schemas\Product_Removed_Schema;
use Boudoir\Rest\Schemas\Reload_Schema;
use Boudoir\Rest\Schemas\Saved_Item_Schema;
use Boudoir\Rest\Schemas\Schema;
use Boudoir\Rest\Schemas\Wishlist_Deleted_Schema;
use Boudoir\Rest\Schemas\Wishlist_Schema;

defined( 'ABSPATH' ) || exit;

/**
 * The routes of `boudoir/v1` (docs/rest-api.md, "Routes"): the wishlist routes, one class each,
 * and the estimate routes (Estimates_Controller).
 *
 * The one place that knows the plugin: it takes the storage layer's reader, access policy and
 * service, the shop adapter (for the answers' products) and whether the shop is on, and hands
 * each route those it needs and its answer's schema.
 */
final class Route_Registrar {

	/**
	 * The registrar.
	 *
	 * @param Plugin $plugin The plugin, whose rooms the routes are given.
	 */
	public function __construct( private readonly Plugin $plugin ) {
	}

	/**
	 * One instance of each wishlist route (routes 1–16 and 19–23), in registration order (the namespace's index lists them so).
	 *
	 * @return list<Route>
	 */
	public function routes(): array {
		$wishlists   = $this->plugin->wishlists();
		$reader      = $wishlists->reader();
		$access      = $wishlists->access();
		$service     = $wishlists->service();
		$permission  = $this->write_permission();
		$answers     = new Answers( $reader, new Shapes( $this->plugin->catalogue() ) );
		$read        = static fn ( string $route, Schema $schema ): Route => new $route( $schema, $access, $answers, $reader );
		$write       = static fn ( string $route, Schema $schema ): Route => new $route( $schema, $access, $answers, $permission, $service );
		$wishlist    = new Wishlist_Schema();
		$alerts      = new Alerts_Schema();
		$preferences = $this->plugin->alerts()->preferences();
		return array(
			$read( Routes\List_Wishlists_Route::class, $wishlist ),
			$write( Routes\Create_Wishlist_Route::class, $wishlist ),
			$write( Routes\Reload_Wishlist_Route::class, new Reload_Schema() ),
			$read( Routes\Read_Wishlist_Route::class, $wishlist ),
			$write( Routes\Delete_Wishlist_Route::class, new Wishlist_Deleted_Schema() ),
			$write( Routes\Save_Title_Route::class, new List_Saved_Schema( 'wishlist-title' ) ),
			$write( Routes\Save_Privacy_Route::class, new List_Saved_Schema( 'wishlist-privacy' ) ),
			$write( Routes\New_Link_Route::class, new New_Link_Schema() ),
			$read( Routes\List_Items_Route::class, new Item_Schema() ),
			$read( Routes\Saved_Items_Route::class, new Saved_Item_Schema() ),
			$write( Routes\Add_Item_Route::class, new Item_Result_Schema( 'item-added' ) ),
			$write( Routes\Remove_Product_Route::class, new Product_Removed_Schema() ),
			$write( Routes\Update_Quantity_Route::class, new Item_Quantity_Schema() ),
			$write( Routes\Sort_Items_Route::class, new Items_Sorted_Schema() ),
			$write( Routes\Move_Item_Route::class, new Item_Result_Schema( 'item-moved' ) ),
			$write( Routes\Copy_Item_Route::class, new Item_Result_Schema( 'item-copied' ) ),
			$write( Routes\Delete_Item_Route::class, new Item_Deleted_Schema() ),
			$write( Routes\Remove_From_All_Route::class, new Product_Removed_Schema( true ) ),
			new Routes\Read_Alerts_Route( $alerts, $access, $answers, $reader, $preferences ),
			new Routes\Save_Alerts_Route( $alerts, $access, $answers, $permission, $service, $preferences ),
			new Routes\Stop_Alerts_Route( $alerts, $access, $answers, $permission, $service, $preferences ),
		);
	}

	/**
	 * The estimate routes (17 and 18).
	 */
	public function estimates(): Estimates_Controller {
		$wishlists = $this->plugin->wishlists();
		return new Estimates_Controller( $this->write_permission(), $wishlists->access(), $wishlists->reader(), $this->plugin->estimates() );
	}

	/**
	 * Registers the wishlist routes (on rest_api_init).
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
	 * Registers the estimate routes (on rest_api_init).
	 */
	public function register_estimates(): void {
		$this->estimates()->register_routes();
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
		if ( $response instanceof \WP_REST_Response && str_starts_with( $request->get_route(), '/' . Route::NAMESPACE . '/' ) ) {
			$response->header( 'Cache-Control', 'no-store, private' );
		}
		return $response;
	}

	/**
	 * The permission of every write: the shop asked per request (WooCommerce loads after Boudoir).
	 */
	private function write_permission(): Write_Permission {
		return new Write_Permission( fn (): bool => $this->plugin->shop_enabled(), $this->plugin->wishlists()->reader() );
	}
}
