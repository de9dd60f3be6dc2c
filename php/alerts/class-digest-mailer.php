<?php
/**
 * A shopper's digest as an e-mail of its own (where WooCommerce's mailer is not there).
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Commerce\Currency;

defined( 'ABSPATH' ) || exit;

/**
 * Simple HTML built from escaped values only, in the site's language and direction; every link
 * carries the alerts' campaign (`utm_source=boudoir&utm_medium=email&utm_campaign=wishlist-alert`),
 * so the order attribution records a shopper coming back from it.
 */
final class Digest_Mailer implements Alert_Mailer {

	/** The campaign every link of an alert carries. */
	public const CAMPAIGN = array(
		'utm_source'   => 'boudoir',
		'utm_medium'   => 'email',
		'utm_campaign' => 'wishlist-alert',
	);

	/**
	 * The mailer.
	 *
	 * @param Currency|null $currency     The shop's currency (how its prices are written), or null: amounts with their code.
	 * @param string        $from_name    The sender's name, or '' for WordPress's.
	 * @param string        $from_address The sender's address, or '' for WordPress's.
	 */
	public function __construct( private readonly ?Currency $currency = null, private readonly string $from_name = '', private readonly string $from_address = '' ) {
	}

	/**
	 * The headers of every alerts e-mail: HTML, and the shop's sender when it set one.
	 *
	 * @param string $from_name    The sender's name, or ''.
	 * @param string $from_address The sender's address, or '' (then WordPress's, with the name if given).
	 * @return list<string>
	 */
	public static function headers( string $from_name, string $from_address ): array {
		$headers = array( 'Content-Type: text/html; charset=UTF-8' );
		if ( '' !== $from_address && is_email( $from_address ) ) {
			// Header injection: the name loses line breaks and the characters that end a display name.
			$name      = trim( str_replace( array( "\r", "\n", '"', '<', '>' ), '', $from_name ) );
			$headers[] = 'From: ' . ( '' === $name ? $from_address : '"' . $name . '" <' . $from_address . '>' );
		}
		return $headers;
	}

	/**
	 * Sends a digest.
	 *
	 * @param string                                                                                                                                      $to       The shopper's address.
	 * @param list<array{name:string,url:string,image:string,details:string,old:?string,new:?string,currency:string,back_in_stock:bool,cart_url?:string}> $lines    What changed, item by item.
	 * @param string                                                                                                                                      $list_url The shopper's wishlist.
	 * @param string                                                                                                                                      $unsubscribe Her one-click unsubscribe address (Alert_Links).
	 * @return bool Whether wp_mail() took it.
	 */
	public function send( string $to, array $lines, string $list_url, string $unsubscribe ): ?bool {
		$headers = array_merge( self::headers( $this->from_name, $this->from_address ), self::unsubscribe_headers( $unsubscribe ) );
		return wp_mail( $to, self::subject(), $this->body( $lines, $list_url, $unsubscribe ), $headers );
	}

	/**
	 * The e-mail's HTML.
	 *
	 * @param list<array{name:string,url:string,image:string,details:string,old:?string,new:?string,currency:string,back_in_stock:bool,cart_url?:string}> $lines    What changed.
	 * @param string                                                                                                                                      $list_url The shopper's wishlist.
	 * @param string                                                                                                                                      $unsubscribe Her unsubscribe address.
	 */
	public function body( array $lines, string $list_url, string $unsubscribe ): string {
		$html  = '<!DOCTYPE html><html lang="' . esc_attr( (string) get_bloginfo( 'language' ) ) . '" dir="' . ( is_rtl() ? 'rtl' : 'ltr' ) . '"><body>';
		$html .= '<h1>' . esc_html__( 'Good news about your wishlist', 'boudoir' ) . '</h1>';
		return $html . $this->items_html( $lines, $list_url, $unsubscribe ) . '</body></html>';
	}

	/**
	 * The e-mail's content under its heading: each item (image, name, chosen options, what
	 * changed), a link to the list, why she gets it and how to stop. Also the WooCommerce e-mail's
	 * content, inside the shop's e-mail template (Commerce\Woo_Alert_Email).
	 *
	 * @param list<array{name:string,url:string,image:string,details:string,old:?string,new:?string,currency:string,back_in_stock:bool,cart_url?:string}> $lines       What changed.
	 * @param string                                                                                                                                      $list_url    The shopper's wishlist.
	 * @param string                                                                                                                                      $unsubscribe Her unsubscribe address.
	 */
	public function items_html( array $lines, string $list_url, string $unsubscribe ): string {
		$html = '<p>' . esc_html__( 'Items you saved have changed since you saved them:', 'boudoir' ) . '</p><table role="presentation" cellspacing="0" cellpadding="6" style="width:100%;border-collapse:collapse"><tbody>';
		foreach ( $lines as $line ) {
			$link  = esc_url( self::tracked( $line['url'] ) );
			$html .= '<tr><td style="width:72px;vertical-align:top">';
			if ( '' !== ( $line['image'] ?? '' ) ) {
				$html .= '<a href="' . $link . '"><img src="' . esc_url( $line['image'] ) . '" alt="" width="64" height="64" style="display:block;border:0;object-fit:cover"></a>';
			}
			$html .= '</td><td style="vertical-align:top"><a href="' . $link . '"><strong>' . esc_html( $line['name'] ) . '</strong></a>';
			if ( '' !== $line['details'] ) {
				$html .= '<br>' . esc_html( $line['details'] );
			}
			$html .= '<br>' . esc_html( $this->change( $line ) );
			if ( '' !== ( $line['cart_url'] ?? '' ) ) {
				$html .= '<br><a href="' . esc_url( $line['cart_url'] ) . '" style="display:inline-block;margin-top:8px;padding:8px 16px;background:#1d1d1f;color:#ffffff;text-decoration:none;border-radius:4px">' . esc_html__( 'Add to cart', 'boudoir' ) . '</a>';
			}
			$html .= '</td></tr>';
		}
		$html .= '</tbody></table><p><a href="' . esc_url( self::tracked( $list_url ) ) . '">' . esc_html__( 'See your wishlist', 'boudoir' ) . '</a></p>';
		$html .= '<p>' . esc_html(
			sprintf(
				/* translators: %s: the shop's name. */
				__( 'You get this e-mail because you asked %s to tell you when items on your wishlist drop in price or are back in stock.', 'boudoir' ),
				(string) get_bloginfo( 'name' )
			)
		) . ' <a href="' . esc_url( $unsubscribe ) . '">' . esc_html__( 'Unsubscribe from wishlist alerts', 'boudoir' ) . '</a></p>';
		return $html;
	}

	/**
	 * The subject of a digest.
	 */
	public static function subject(): string {
		return sprintf(
			/* translators: %s: the shop's name. */
			__( '[%s] Good news about your wishlist', 'boudoir' ),
			wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES )
		);
	}

	/**
	 * The unsubscribe headers of RFC 8058: mail clients show an "Unsubscribe" button that POSTs
	 * `List-Unsubscribe=One-Click` to the address.
	 *
	 * @param string $unsubscribe The shopper's unsubscribe address.
	 * @return list<string>
	 */
	public static function unsubscribe_headers( string $unsubscribe ): array {
		return array(
			'List-Unsubscribe: <' . esc_url_raw( $unsubscribe ) . '>',
			'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
		);
	}

	/**
	 * What changed about one item, in words.
	 *
	 * @param array{old:?string,new:?string,currency:string,back_in_stock:bool} $line The item's change.
	 */
	private function change( array $line ): string {
		$price = null;
		if ( null !== $line['new'] ) {
			$price = sprintf(
				/* translators: 1: the new price, 2: the price before. */
				__( 'now %1$s (was %2$s)', 'boudoir' ),
				$this->money( $line['new'], $line['currency'] ),
				$this->money( (string) $line['old'], $line['currency'] )
			);
		}
		if ( $line['back_in_stock'] ) {
			return null === $price ? __( 'back in stock', 'boudoir' ) : sprintf(
				/* translators: %s: "now 35.00 € (was 49.00 €)". */
				__( 'back in stock, %s', 'boudoir' ),
				$price
			);
		}
		return (string) $price;
	}

	/**
	 * An amount as the shop writes prices (its currency's symbol, separators and decimals), or with
	 * its ISO code when it is not the shop's currency.
	 *
	 * @param string $amount A decimal string.
	 * @param string $code   Its currency.
	 */
	public function money( string $amount, string $code ): string {
		$currency = $this->currency;
		if ( null === $currency || $currency->code !== $code ) {
			return trim( $code . ' ' . number_format_i18n( (float) $amount, 2 ) );
		}
		$number = number_format( (float) $amount, max( 0, $currency->decimals ), $currency->decimal_separator, $currency->thousand_separator );
		$symbol = html_entity_decode( $currency->symbol, ENT_QUOTES, 'UTF-8' );
		return match ( $currency->position ) {
			'right'       => $number . $symbol,
			'left_space'  => $symbol . "\u{00A0}" . $number,
			'right_space' => $number . "\u{00A0}" . $symbol,
			default       => $symbol . $number,
		};
	}

	/**
	 * A link with the alerts' campaign.
	 *
	 * @param string $url The link.
	 */
	public static function tracked( string $url ): string {
		return add_query_arg( self::CAMPAIGN, $url );
	}
}
