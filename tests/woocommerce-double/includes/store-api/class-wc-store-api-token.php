<?php
/**
 * The Store API's Cart-Token: a JWT (HS256) signed with '@' . wp_salt(), payload
 * `{user_id: <session customer id>, exp, iss: "store-api"}`, as WooCommerce's JsonWebToken.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * Creates and validates cart tokens.
 */
class WC_Store_API_Token {

	/** @return string */
	protected static function secret() {
		return '@' . wp_salt();
	}

	/**
	 * @param string $data Raw bytes.
	 * @return string base64url.
	 */
	protected static function encode( $data ) {
		return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
	}

	/**
	 * @param string $data base64url.
	 * @return string
	 */
	protected static function decode( $data ) {
		return (string) base64_decode( strtr( $data, '-_', '+/' ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
	}

	/**
	 * A token for a session's customer id.
	 *
	 * @param string $customer_id Session customer id.
	 * @return string
	 */
	public static function create( $customer_id ) {
		$header  = self::encode( wp_json_encode( array( 'alg' => 'HS256', 'typ' => 'JWT' ) ) );
		$payload = self::encode(
			wp_json_encode(
				array(
					'user_id' => (string) $customer_id,
					'exp'     => time() + intval( apply_filters( 'woocommerce_store_api_cart_token_expiration', DAY_IN_SECONDS * 2 ) ),
					'iss'     => 'store-api',
				)
			)
		);
		return $header . '.' . $payload . '.' . self::encode( hash_hmac( 'sha256', $header . '.' . $payload, self::secret(), true ) );
	}

	/**
	 * @param string $token Token.
	 * @return bool Signed by this site and not expired.
	 */
	public static function validate( $token ) {
		$parts = explode( '.', (string) $token );
		if ( 3 !== count( $parts ) ) {
			return false;
		}
		$expected = self::encode( hash_hmac( 'sha256', $parts[0] . '.' . $parts[1], self::secret(), true ) );
		if ( ! hash_equals( $expected, $parts[2] ) ) {
			return false;
		}
		$payload = self::get_payload( $token );
		return isset( $payload['exp'], $payload['user_id'] ) && $payload['exp'] > time();
	}

	/**
	 * @param string $token Token.
	 * @return array
	 */
	public static function get_payload( $token ) {
		$parts = explode( '.', (string) $token );
		return isset( $parts[1] ) ? (array) json_decode( self::decode( $parts[1] ), true ) : array();
	}
}
