<?php
/**
 * The permission of every write of boudoir/v1.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Rest;

use Boudoir\Estimate\Rate_Limit;
use Boudoir\Wishlist\Wishlist_Reader;

defined( 'ABSPATH' ) || exit;

/**
 * Every write (the write routes and the estimate form) asks check(), in this order
 * (docs/rest-api.md, "Request checks of every write"):
 *
 * 1. the shop is on (`503 boudoir_shop_unavailable`);
 * 2. the Write_Guard's request checks: real method, origin, nonce (CSRF; guests too, who act
 *    through their session cookie);
 * 3. a guest without a session, whose write would start one, is within the guest-session limit
 *    of their network (`429 boudoir_too_many_sessions`).
 *
 * Nothing here starts a session or sends a cookie: a refused write leaves no trace.
 */
final class Write_Permission {

	/** New guest sessions per network and hour, by default (guest_session_limit()). */
	public const GUEST_SESSION_LIMIT = 100;

	/**
	 * The permission.
	 *
	 * @param \Closure        $shop_enabled fn(): bool, whether the shop features are on (asked per request: WooCommerce loads after Boudoir).
	 * @param Wishlist_Reader $reader       Who is asking.
	 */
	public function __construct( private readonly \Closure $shop_enabled, private readonly Wishlist_Reader $reader ) {
	}

	/**
	 * Checks a write: the shop is on, then the Write_Guard's checks, then the guest-session limit.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function check( \WP_REST_Request $request ): bool|\WP_Error {
		if ( ! ( $this->shop_enabled )() ) {
			return new \WP_Error( 'boudoir_shop_unavailable', __( 'Wishlists are not available right now.', 'boudoir' ), array( 'status' => 503 ) );
		}
		$checked = Write_Guard::check( $request );
		if ( true !== $checked ) {
			return $checked;
		}
		return $this->may_start_a_session();
	}

	/**
	 * New guest sessions per network and hour (the `boudoir_guest_session_rate_limit` filter; 0 or less: no limit).
	 */
	public static function guest_session_limit(): int {
		/**
		 * How many new guest sessions (a guest's first save) one network may start per hour: an
		 * IPv4 address, or an IPv6 address's /64.
		 *
		 * @param int $limit Default 100; 0 or less for no limit.
		 */
		return (int) apply_filters( 'boudoir_guest_session_rate_limit', self::GUEST_SESSION_LIMIT );
	}

	/**
	 * The client's address: REMOTE_ADDR, or the trusted proxy's header when the shop set one (Rate_Limit::client_ip()).
	 */
	public static function client_ip(): string {
		$server = array();
		foreach ( array( 'REMOTE_ADDR', Rate_Limit::proxy_server_key() ) as $name ) {
			if ( '' !== $name && isset( $_SERVER[ $name ] ) && is_string( $_SERVER[ $name ] ) ) {
				$server[ $name ] = sanitize_text_field( wp_unslash( $_SERVER[ $name ] ) );
			}
		}
		return Rate_Limit::client_ip( $server );
	}

	/**
	 * A write by a guest without a session will start one: at most guest_session_limit() a network
	 * and hour, so a script cannot fill the tables with sessions (200 cookieless adds made 200
	 * sessions in 12 s). `429 boudoir_too_many_sessions` beyond; signed-in users and guests with a
	 * session are not counted.
	 *
	 * @return true|\WP_Error
	 */
	private function may_start_a_session(): bool|\WP_Error {
		$limit = self::guest_session_limit();
		if ( $limit <= 0 || null !== $this->reader->viewer() ) {
			return true;
		}
		$network = Rate_Limit::network( self::client_ip() );
		if ( '' === $network || ( new Rate_Limit() )->take( 'guest-session:' . $network, $limit, time() ) ) {
			return true;
		}
		return new \WP_Error( 'boudoir_too_many_sessions', __( 'Too many new visitors from your network saved products in the last hour. Please try again later.', 'boudoir' ), array( 'status' => 429 ) );
	}
}
