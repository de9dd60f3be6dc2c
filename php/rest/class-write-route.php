<?php
/**
 * What the wishlist routes that change something share.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Rest\Schemas\Schema;
use Boudoir\Wishlist\Access_Policy;
use Boudoir\Wishlist\Wishlist_Service;

defined( 'ABSPATH' ) || exit;

/**
 * A `POST` (or `DELETE`) route: the Write_Permission decides whether the request may write at
 * all; the handler then reaches the caller's list or item through the Access_Policy and changes
 * it through the Wishlist_Service, which starts a guest's session only then.
 */
abstract class Write_Route extends Route {

	/**
	 * A write route.
	 *
	 * @param Schema           $schema     Its answer's shape.
	 * @param Access_Policy    $access     Who may reach which list or item.
	 * @param Answers          $answers    Lists and items as JSON.
	 * @param Write_Permission $permission Whether the request may write.
	 * @param Wishlist_Service $service    The operations on the caller's lists.
	 */
	public function __construct(
		Schema $schema,
		Access_Policy $access,
		Answers $answers,
		private readonly Write_Permission $permission,
		protected readonly Wishlist_Service $service,
	) {
		parent::__construct( $schema, $access, $answers );
	}

	/**
	 * The method: POST, unless the route deletes.
	 */
	public function methods(): string {
		return \WP_REST_Server::CREATABLE;
	}

	/**
	 * The Write_Permission's checks: shop, real method, origin, nonce, new guest sessions.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	final public function permission( \WP_REST_Request $request ): bool|\WP_Error {
		return $this->permission->check( $request );
	}

	/**
	 * The `variation_id` a removal is limited to, or null for every variation.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	protected static function only_variation( \WP_REST_Request $request ): ?int {
		return null === $request['variation_id'] ? null : (int) $request['variation_id'];
	}
}
