<?php
/**
 * REST route: ask an estimate of a wishlist.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Estimate\Estimate_Request;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /boudoir/v1/wishlists/<token>/estimate`: the shopper's form, validated, stored and e-mailed.
 *
 * Permission as every write (shop on, REST nonce also for guests: the form sends mail, CSRF),
 * then the list must be readable by the caller: theirs, or public/shared through its token.
 */
final class Estimates_Controller extends Controller {

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
				'description' => __( 'Whether to e-mail the shopper a copy.', 'boudoir' ),
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
			self::NAMESPACE,
			'/wishlists/(?P<token>[A-Za-z0-9_-]+)/estimate',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'ask' ),
				'permission_callback' => array( $this, 'write_permission' ),
				'args'                => $args,
			)
		);
	}

	/**
	 * Asks the estimate of a list the caller may read.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function ask( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$list = $this->readable_list( $request['token'] );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$fields = array();
		foreach ( array_merge( array( 'name', 'email', 'notes', 'copy' ), array_keys( Estimate_Request::extra_fields() ) ) as $key ) {
			if ( null !== $request[ $key ] ) {
				$fields[ $key ] = $request[ $key ];
			}
		}
		$result = $this->plugin->estimates()->ask( $list, $this->wishlists()->reading_owner(), $fields, self::client_ip() );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		unset( $result['id'] );
		return new \WP_REST_Response( $result, 201 );
	}

	/**
	 * The client's address as the server saw it (forwarded headers are the client's to forge).
	 */
	private static function client_ip(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		return false === filter_var( $ip, FILTER_VALIDATE_IP ) ? '' : $ip;
	}
}
