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
final class Digest_Mailer {

	/** The campaign every link of an alert carries. */
	public const CAMPAIGN = array(
		'utm_source'   => 'boudoir',
		'utm_medium'   => 'email',
		'utm_campaign' => 'wishlist-alert',
	);

	/**
	 * The mailer.
	 *
	 * @param Currency|null $currency The shop's currency (how its prices are written), or null: amounts with their code.
	 */
	public function __construct( private readonly ?Currency $currency = null ) {
	}

	/**
	 * Sends a digest.
	 *
	 * @param string                                                                                                        $to       The shopper's address.
	 * @param list<array{name:string,url:string,details:string,old:?string,new:?string,currency:string,back_in_stock:bool}> $lines    What changed, item by item.
	 * @param string                                                                                                        $list_url The shopper's wishlist.
	 * @return bool Whether wp_mail() took it.
	 */
	public function send( string $to, array $lines, string $list_url ): bool {
		$subject = sprintf(
			/* translators: %s: the shop's name. */
			__( '[%s] Good news about your wishlist', 'boudoir' ),
			wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES )
		);
		return wp_mail( $to, $subject, $this->body( $lines, $list_url ), array( 'Content-Type: text/html; charset=UTF-8' ) );
	}

	/**
	 * The e-mail's HTML.
	 *
	 * @param list<array{name:string,url:string,details:string,old:?string,new:?string,currency:string,back_in_stock:bool}> $lines    What changed.
	 * @param string                                                                                                        $list_url The shopper's wishlist.
	 */
	public function body( array $lines, string $list_url ): string {
		$html  = '<!DOCTYPE html><html lang="' . esc_attr( (string) get_bloginfo( 'language' ) ) . '" dir="' . ( is_rtl() ? 'rtl' : 'ltr' ) . '"><body>';
		$html .= '<h1>' . esc_html__( 'Good news about your wishlist', 'boudoir' ) . '</h1>';
		$html .= '<p>' . esc_html__( 'Items you saved have changed since you saved them:', 'boudoir' ) . '</p><ul>';
		foreach ( $lines as $line ) {
			$html .= '<li><a href="' . esc_url( self::tracked( $line['url'] ) ) . '">' . esc_html( $line['name'] ) . '</a>';
			if ( '' !== $line['details'] ) {
				$html .= ' (' . esc_html( $line['details'] ) . ')';
			}
			$html .= ': ' . esc_html( $this->change( $line ) ) . '</li>';
		}
		$html .= '</ul><p><a href="' . esc_url( self::tracked( $list_url ) ) . '">' . esc_html__( 'See your wishlist', 'boudoir' ) . '</a></p>';
		$html .= '<p>' . esc_html(
			sprintf(
				/* translators: %s: the shop's name. */
				__( 'You get this e-mail because you asked %s to tell you when items on your wishlist drop in price or are back in stock.', 'boudoir' ),
				(string) get_bloginfo( 'name' )
			)
		) . '</p>';
		return $html . '</body></html>';
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
