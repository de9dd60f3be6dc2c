<?php
/**
 * Route 21: `GET /wishlists/<wishlist_id>/alerts`, a list's alert choices.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest\Routes;

use Boudoir\Alerts\Alert_Preferences;
use Boudoir\Rest\Answers;
use Boudoir\Rest\Args;
use Boudoir\Rest\Read_Route;
use Boudoir\Rest\Schemas\Schema;
use Boudoir\Wishlist\Access_Policy;
use Boudoir\Wishlist\Wishlist_Reader;

defined( 'ABSPATH' ) || exit;

/**
 * What a list of the caller's asks to be told, and where it goes (by id: its owner only; the
 * same 404 for anyone else's list and for none).
 */
final class Read_Alerts_Route extends Read_Route {

	/**
	 * The route.
	 *
	 * @param Schema            $schema      The answer's schema.
	 * @param Access_Policy     $access      Who may reach the list.
	 * @param Answers           $answers     The answers' shapes.
	 * @param Wishlist_Reader   $reader      The lists as the caller sees them.
	 * @param Alert_Preferences $preferences The alert choices.
	 */
	public function __construct( Schema $schema, Access_Policy $access, Answers $answers, Wishlist_Reader $reader, private readonly Alert_Preferences $preferences ) {
		parent::__construct( $schema, $access, $answers, $reader );
	}

	/**
	 * The path.
	 */
	public function path(): string {
		return '/wishlists/(?P<wishlist_id>\d{1,19})/alerts';
	}

	/**
	 * The list's id.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function get_args(): array {
		return array( 'wishlist_id' => Args::id( __( 'The list.', 'boudoir' ), true ) );
	}

	/**
	 * `{ result, message: '', alerts }`.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->access->owned_by_id( $request['wishlist_id'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		return new \WP_REST_Response(
			array(
				'result'  => true,
				'message' => '',
				'alerts'  => $this->preferences->state( $list ),
			)
		);
	}
}
