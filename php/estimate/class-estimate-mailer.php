<?php
/**
 * The e-mails and the confirmation of an estimate request.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Estimate;

defined( 'ABSPATH' ) || exit;

/**
 * Simple HTML built from escaped values only: the shopper's text never becomes markup.
 */
final class Estimate_Mailer {

	/**
	 * E-mails the request to the shop, with a Reply-To the shopper.
	 *
	 * @param string              $recipient The shop's address.
	 * @param array<string,mixed> $estimate  Estimate_Repository::get()'s fields.
	 */
	public function send_to_shop( string $recipient, array $estimate ): bool {
		$subject = sprintf(
			/* translators: 1: the shop's name, 2: the shopper's name. */
			__( '[%1$s] Estimate request from %2$s', 'boudoir' ),
			self::site_name(),
			self::one_line( (string) $estimate['name'] )
		);
		$headers   = self::headers();
		$headers[] = 'Reply-To: ' . self::address( (string) $estimate['name'], (string) $estimate['email'] );
		$intro     = __( 'A shopper asked for an estimate of their wishlist.', 'boudoir' );
		return wp_mail( $recipient, $subject, self::body( $intro, $estimate, true ), $headers );
	}

	/**
	 * E-mails the shopper a copy of what they sent.
	 *
	 * @param string              $recipient An address the site verified (the user's account e-mail), never one typed in the form.
	 * @param array<string,mixed> $estimate  Estimate_Repository::get()'s fields.
	 */
	public function send_copy( string $recipient, array $estimate ): bool {
		$subject = sprintf(
			/* translators: %s: the shop's name. */
			__( '[%s] Your estimate request', 'boudoir' ),
			self::site_name()
		);
		$intro = __( 'Thank you for your request. The shop will answer you soon. Here is a copy of what you sent.', 'boudoir' );
		return wp_mail( $recipient, $subject, self::body( $intro, $estimate, false ), self::headers() );
	}

	/**
	 * The confirmation shown in the popup: a status region with the shopper's name and the items.
	 *
	 * @param array<string,mixed> $estimate Estimate_Repository::get()'s fields.
	 * @param string              $copy_to  Where a copy went, or '' for none.
	 */
	public function confirmation( array $estimate, string $copy_to = '' ): string {
		$html  = '<div class="boudoir-estimate-confirmation" role="status">';
		$html .= '<p class="boudoir-estimate-confirmation__title">' . esc_html(
			sprintf(
				/* translators: %s: the shopper's name. */
				__( 'Thank you, %s. Your estimate request was sent.', 'boudoir' ),
				(string) $estimate['name']
			)
		) . '</p>';
		$html .= '<p>' . esc_html(
			sprintf(
				/* translators: %s: the shopper's e-mail address. */
				__( 'The shop will answer you at %s.', 'boudoir' ),
				(string) $estimate['email']
			)
		) . '</p>';
		$html .= self::items_list( $estimate['items'] );
		if ( '' !== $copy_to ) {
			$html .= '<p>' . esc_html(
				sprintf(
					/* translators: %s: the signed-in shopper's account e-mail address. */
					__( 'A copy was sent to %s.', 'boudoir' ),
					$copy_to
				)
			) . '</p>';
		}
		return $html . '</div>';
	}

	/**
	 * The e-mail's HTML.
	 *
	 * @param string              $intro    First paragraph.
	 * @param array<string,mixed> $estimate The request.
	 * @param bool                $for_shop Whether to add what only the shop needs (attribution).
	 */
	private static function body( string $intro, array $estimate, bool $for_shop ): string {
		$rows = array(
			_x( 'Name', 'person name', 'boudoir' ) => (string) $estimate['name'],
			__( 'E-mail', 'boudoir' )              => (string) $estimate['email'],
			__( 'Wishlist', 'boudoir' )            => (string) $estimate['wishlist'],
		);
		foreach ( (array) $estimate['extra'] as $field ) {
			$rows[ (string) $field['label'] ] = (string) $field['value'];
		}

		$html  = '<!DOCTYPE html><html><body>';
		$html .= '<p>' . esc_html( $intro ) . '</p>';
		$html .= self::table( $rows );
		$html .= '<h2>' . esc_html_x( 'Items', 'products in an estimate request', 'boudoir' ) . '</h2>' . self::items_list( $estimate['items'] );
		$html .= '<h2>' . esc_html__( 'Message', 'boudoir' ) . '</h2>';
		$html .= '' === (string) $estimate['notes'] ? '<p>—</p>' : '<p>' . nl2br( esc_html( (string) $estimate['notes'] ) ) . '</p>';
		if ( $for_shop && array() !== $estimate['attribution'] ) {
			$html .= '<h2>' . esc_html__( 'Origin', 'boudoir' ) . '</h2>' . self::table( (array) $estimate['attribution'] );
		}
		return $html . '</body></html>';
	}

	/**
	 * A two-column table of label → value, both escaped.
	 *
	 * @param array<string,string> $rows Label → value.
	 */
	private static function table( array $rows ): string {
		$html = '<table cellpadding="4">';
		foreach ( $rows as $label => $value ) {
			$html .= '<tr><th align="left">' . esc_html( (string) $label ) . '</th><td>' . esc_html( (string) $value ) . '</td></tr>';
		}
		return $html . '</table>';
	}

	/**
	 * The items as a list of "quantity × name".
	 *
	 * @param mixed $items The snapshot.
	 */
	private static function items_list( mixed $items ): string {
		$html = '<ul class="boudoir-estimate-confirmation__items">';
		foreach ( is_array( $items ) ? $items : array() as $item ) {
			$html .= '<li>' . esc_html( sprintf( '%d × %s', (int) $item['quantity'], (string) $item['name'] ) ) . '</li>';
		}
		return $html . '</ul>';
	}

	/**
	 * The headers of an HTML mail.
	 *
	 * @return list<string>
	 */
	private static function headers(): array {
		return array( 'Content-Type: text/html; charset=UTF-8' );
	}

	/**
	 * `Name <address>`, with the characters that would break the header taken out of the name.
	 *
	 * @param string $name  Display name.
	 * @param string $email A valid address.
	 */
	private static function address( string $name, string $email ): string {
		$name = trim( str_replace( array( '"', '<', '>', ',', ';', '\\' ), '', self::one_line( $name ) ) );
		return '' === $name ? $email : sprintf( '"%s" <%s>', $name, $email );
	}

	/**
	 * A value with no line breaks (subjects and headers must stay one line).
	 *
	 * @param string $value Text.
	 */
	private static function one_line( string $value ): string {
		return trim( (string) preg_replace( '/[\r\n\t]+/', ' ', $value ) );
	}

	/**
	 * The site's name as plain text (WordPress stores it HTML-escaped).
	 */
	private static function site_name(): string {
		return wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
	}
}
