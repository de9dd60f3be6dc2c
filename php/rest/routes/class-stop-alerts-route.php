<?php
/**
 * Route 23: `DELETE /wishlists/<wishlist_id>/alerts`, every alert of a list off.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Alerts\Alert_Preferences;
use Boudoir\Rest\Answers;
use Boudoir\Rest\Schemas\Schema;
use Boudoir\Rest\Write_Permission;
use Boudoir\Wishlist\Access_Policy;
use Boudoir\Wishlist\Wishlist;
use Boudoir\Wishlist\Wishlist_Service;

defined( 'ABSPATH' ) || exit;

/**
 * Turns off the alerts of a list of the caller's and of all its items (by id: its owner only).
 */
final class Stop_Alerts_Route extends Owned_List_Route {

	/**
	 * The route.
	 *
	 * @param Schema            $schema      The answer's schema.
	 * @param Access_Policy     $access      Who may reach the list.
	 * @param Answers           $answers     The answers' shapes.
	 * @param Write_Permission  $permission  Every write's checks.
	 * @param Wishlist_Service  $service     The lists' rules.
	 * @param Alert_Preferences $preferences The alert choices.
	 */
	public function __construct( Schema $schema, Access_Policy $access, Answers $answers, Write_Permission $permission, Wishlist_Service $service, private readonly Alert_Preferences $preferences ) {
		parent::__construct( $schema, $access, $answers, $permission, $service );
	}

	/**
	 * The path's end.
	 */
	protected function action(): string {
		return '/alerts';
	}

	/**
	 * The method.
	 */
	public function methods(): string {
		return \WP_REST_Server::DELETABLE;
	}

	/**
	 * Stops the list's alerts: `{ result, message, alerts }`.
	 *
	 * @param Wishlist         $wishlist The caller's list.
	 * @param \WP_REST_Request $request  The request.
	 * @return array<string,mixed>
	 */
	protected function change( Wishlist $wishlist, \WP_REST_Request $request ): array {
		unset( $request );
		return array(
			'result'  => true,
			'message' => $this->preferences->stop( $wishlist ),
			'alerts'  => $this->preferences->state( $wishlist ),
		);
	}
}
