<?php
/**
 * The e-mail a guest confirms her address for alerts with.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

defined( 'ABSPATH' ) || exit;

/**
 * One link, to the confirmation page (Alert_Links): following it shows a button; nothing is
 * confirmed until the button is pressed, so a mail scanner opening links confirms nothing.
 */
final class Confirmation_Mailer {

	/**
	 * The mailer.
	 *
	 * @param string $from_name    The sender's name, or '' for WordPress's.
	 * @param string $from_address The sender's address, or '' for WordPress's.
	 */
	public function __construct( private readonly string $from_name = '', private readonly string $from_address = '' ) {
	}

	/**
	 * Sends the confirmation link.
	 *
	 * @param string $to    The address to confirm.
	 * @param string $token The confirmation token.
	 * @return bool Whether wp_mail() took it.
	 */
	public function send( string $to, string $token ): bool {
		$shop    = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		$subject = sprintf(
			/* translators: %s: the shop's name. */
			__( '[%s] Confirm your address for wishlist alerts', 'boudoir' ),
			$shop
		);
		$url   = Alert_Links::url( Alert_Links::CONFIRM, $token );
		$html  = '<!DOCTYPE html><html lang="' . esc_attr( (string) get_bloginfo( 'language' ) ) . '" dir="' . ( is_rtl() ? 'rtl' : 'ltr' ) . '"><body>';
		$html .= '<h1>' . esc_html__( 'Confirm your address', 'boudoir' ) . '</h1>';
		$html .= '<p>' . esc_html(
			sprintf(
				/* translators: %s: the shop's name. */
				__( 'You asked %s to tell you by e-mail when items on your wishlist drop in price or are back in stock. Confirm that this address is yours:', 'boudoir' ),
				$shop
			)
		) . '</p>';
		$html .= '<p><a href="' . esc_url( $url ) . '">' . esc_html__( 'Confirm my address', 'boudoir' ) . '</a></p>';
		$html .= '<p>' . esc_html__( 'The link works for 48 hours. If you did not ask for this, ignore this e-mail: nothing will be sent to you.', 'boudoir' ) . '</p>';
		$html .= '</body></html>';
		return wp_mail( $to, $subject, $html, Digest_Mailer::headers( $this->from_name, $this->from_address ) );
	}
}
