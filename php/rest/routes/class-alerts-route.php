<?php
/**
 * What routes 22 and 23 share: a change to a list's alert choices, reached by the list's id.
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
use Boudoir\Wishlist\Wishlist_Service;

defined( 'ABSPATH' ) || exit;

/**
 * `/wishlists/<wishlist_id>/alerts`: the owner's list (Owned_List_Route), then the alert choices.
 */
abstract class Alerts_Route extends Owned_List_Route {

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
	public function __construct( Schema $schema, Access_Policy $access, Answers $answers, Write_Permission $permission, Wishlist_Service $service, protected readonly Alert_Preferences $preferences ) {
		parent::__construct( $schema, $access, $answers, $permission, $service );
	}

	/**
	 * The path's end.
	 */
	final protected function action(): string {
		return '/alerts';
	}
}
