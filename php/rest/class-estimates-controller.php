<?php
/**
 * REST route: ask an estimate of a wishlist.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Estimate\Estimate_Request;
use Boudoir\Estimate\Estimates;
use Boudoir\Rest\Schemas\Estimate_Form_Schema;
use Boudoir\Rest\Schemas\Estimate_Schema;
use Boudoir\Wishlist\Access_Policy;
use Boudoir\Wishlist\Wishlist_Reader;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /boudoir/v1/wishlists/<token>/estimate`: the shopper's form, validated, stored and e-mailed;
 * `GET /boudoir/v1/estimate-form`: what the form offers this caller (where a copy would go).
 *
 * Permission as every write (Write_Permission: shop on, REST nonce also for guests: the form sends
 * mail, CSRF), then the list must be readable by the caller (Access_Policy): theirs, or
 * public/shared through its token.
 */
final class Estimates_Controller {

	/**
	 * The estimate routes.
	 *
	 * @param Write_Permission $permission Whether a request may write.
	 * @param Access_Policy    $access     Who may read which list.
	 * @param Wishlist_Reader  $reader     Who is asking.
	 * @param Estimates        $estimates  The estimate requests: validated, stored, e-mailed.
	 */
	public function __construct(
		private readonly Write_Permission $permission,
		private readonly Access_Policy $access,
		private readonly Wishlist_Reader $reader,
		private readonly Estimates $estimates,
	) {
	}

	/**
	 * Registers the route (the rest_api_init action).
	 */
	public function register_routes(): void {
		$args = array(
			'token' => array(
				'description' => __( 'The wishlist’s share token.', 'boudoir' ),
				'type'        => 'string',
			),
			'name'  => array(
				'description' => __( 'The shopper’s name.', 'boudoir' ),
				'type'        => 'string',
			),
			'email' => array(
				'description' => __( 'The shopper’s e-mail address.', 'boudoir' ),
				'type'        => 'string',
			),
			'notes' => array(
				'description' => __( 'The shopper’s message.', 'boudoir' ),
				'type'        => 'string',
			),
			'copy'  => array(
				'description' => __( 'Whether to e-mail a signed-in shopper a copy, at their account e-mail; ignored for guests.', 'boudoir' ),
				'type'        => 'boolean',
				'default'     => false,
			),
		);
		foreach ( Estimate_Request::extra_fields() as $key => $label ) {
			$args[ $key ] = array(
				'description' => $label,
				'type'        => 'string',
			);
		}
		register_rest_route(
			Route::NAMESPACE,
			'/wishlists/(?P<token>[A-Za-z0-9_-]+)/estimate',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'ask' ),
					'permission_callback' => array( $this->permission, 'check' ),
					'args'                => $args,
				),
				'schema' => array( new Estimate_Schema(), 'get_item_schema' ),
			)
		);
		register_rest_route(
			Route::NAMESPACE,
			'/estimate-form',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'form' ),
					// Public: it answers only the caller's own account e-mail (null for a guest), never anyone else's.
					'permission_callback' => '__return_true',
				),
				'schema' => array( new Estimate_Form_Schema(), 'get_item_schema' ),
			)
		);
	}

	/**
	 * What the form offers the caller: the address a copy goes to (a signed-in user's account e-mail), and the name
	 * and e-mail address the form starts with (the user's own), or null for each.
	 *
	 * Guests get nulls: the form then starts empty and offers no copy. A user's own details, to themselves only.
	 */
	public function form(): \WP_REST_Response {
		$user_id  = get_current_user_id();
		$copy_to  = Estimates::copy_address( $user_id );
		$name     = Estimates::shopper_name( $user_id );
		$response = new \WP_REST_Response(
			array(
				'copy_to' => '' === $copy_to ? null : $copy_to,
				'name'    => '' === $name ? null : $name,
				'email'   => '' === $copy_to ? null : $copy_to,
			)
		);
		$response->header( 'Cache-Control', 'no-store, private' );
		return $response;
	}

	/**
	 * Asks the estimate of a list the caller may read.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function ask( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->access->readable_by_token( $request['token'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$fields = array();
		foreach ( array_merge( array( 'name', 'email', 'notes', 'copy' ), array_keys( Estimate_Request::extra_fields() ) ) as $key ) {
			if ( null !== $request[ $key ] ) {
				$fields[ $key ] = $request[ $key ];
			}
		}
		$result = $this->estimates->ask( $list, $this->reader->viewer(), $fields, Write_Permission::client_ip() );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		unset( $result['id'] );
		return new \WP_REST_Response( $result, 201 );
	}
}
