<?php
/**
 * WooCommerce's notices, kept in the session under `wc_notices` as WooCommerce does.
 *
 * The cart adds its errors here; printing them is the front end's business.
 *
 * @package WooCommerce_Double
 */

defined( 'ABSPATH' ) || exit;

/**
 * @param string $message     Message.
 * @param string $notice_type success, error or notice.
 * @param array  $data        Extra data.
 */
function wc_add_notice( $message, $notice_type = 'success', $data = array() ) {
	if ( ! did_action( 'woocommerce_init' ) || ! WC()->session ) {
		return;
	}
	$notices = WC()->session->get( 'wc_notices', array() );
	if ( 'success' === $notice_type ) {
		$message = apply_filters( 'woocommerce_add_message', $message );
	}
	$message = apply_filters( 'woocommerce_add_' . $notice_type, $message );
	if ( ! empty( $message ) ) {
		$notices[ $notice_type ][] = array(
			'notice' => $message,
			'data'   => $data,
		);
	}
	WC()->session->set( 'wc_notices', $notices );
}

/**
 * @param string $notice_type Type, or '' for all.
 * @return array
 */
function wc_get_notices( $notice_type = '' ) {
	if ( ! did_action( 'woocommerce_init' ) || ! WC()->session ) {
		return array();
	}
	$all = WC()->session->get( 'wc_notices', array() );
	if ( empty( $notice_type ) ) {
		return $all;
	}
	return isset( $all[ $notice_type ] ) ? $all[ $notice_type ] : array();
}

/**
 * @param string $notice_type Type, or '' for all.
 * @return int
 */
function wc_notice_count( $notice_type = '' ) {
	$all = wc_get_notices();
	if ( $notice_type ) {
		return isset( $all[ $notice_type ] ) ? count( $all[ $notice_type ] ) : 0;
	}
	return array_sum( array_map( 'count', $all ) );
}

/**
 * @param string $message     Message.
 * @param string $notice_type Type.
 * @return bool
 */
function wc_has_notice( $message, $notice_type = 'success' ) {
	$notices = wc_get_notices( $notice_type );
	return in_array( $message, wp_list_pluck( $notices, 'notice' ), true );
}

/**
 * Removes every notice.
 */
function wc_clear_notices() {
	if ( did_action( 'woocommerce_init' ) && WC()->session ) {
		WC()->session->set( 'wc_notices', null );
	}
}
