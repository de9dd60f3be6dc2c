<?php
/**
 * The wishlist alerts' digests through WooCommerce's mailer, where the shop has it.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

use Boudoir\Alerts\Alert_Mailer;
use Boudoir\Alerts\Digest_Mailer;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the "Wishlist alert" e-mail to WooCommerce's (Woo_Alert_Email) and sends the digests
 * through it; without WooCommerce's mailer (WC_Email and WC()->mailer(), not among the surfaces
 * the WooCommerce double reproduces) the digests go by wp_mail() (Digest_Mailer).
 */
final class Woo_Alert_Mailer implements Alert_Mailer {

	/**
	 * The mailer.
	 *
	 * @param Digest_Mailer $plain        The digests' content, and the fallback.
	 * @param string        $from_name    The sender set for alerts, or ''.
	 * @param string        $from_address Its address, or ''.
	 */
	public function __construct( private readonly Digest_Mailer $plain, private readonly string $from_name = '', private readonly string $from_address = '' ) {
	}

	/**
	 * Adds the e-mail to WooCommerce's list and its preview's sample content. Idempotent.
	 */
	public static function register(): void {
		if ( ! has_filter( 'woocommerce_email_classes', array( self::class, 'add_email' ) ) ) {
			add_filter( 'woocommerce_email_classes', array( self::class, 'add_email' ) );
			add_filter( 'woocommerce_prepare_email_for_preview', array( self::class, 'prepare_preview' ) );
		}
	}

	/**
	 * `woocommerce_email_classes`: WooCommerce's e-mails, and the wishlist alert.
	 *
	 * @param mixed $emails Its e-mails by class.
	 * @return mixed
	 */
	public static function add_email( mixed $emails ): mixed {
		if ( is_array( $emails ) && class_exists( 'WC_Email' ) ) {
			require_once __DIR__ . '/class-woo-alert-email.php';
			$emails['Boudoir_Wishlist_Alert'] = new Woo_Alert_Email();
		}
		return $emails;
	}

	/**
	 * `woocommerce_prepare_email_for_preview`: the preview (WooCommerce → Settings → Emails) shows
	 * a sample digest: one price drop and one item back in stock.
	 *
	 * @param mixed $email The e-mail previewed.
	 * @return mixed
	 */
	public static function prepare_preview( mixed $email ): mixed {
		if ( $email instanceof Woo_Alert_Email ) {
			$sample             = array(
				'url'      => home_url( '/' ),
				'image'    => '',
				'details'  => '',
				'currency' => '',
			);
			$email->content     = ( new Digest_Mailer() )->items_html(
				array(
					array(
						'name'          => __( 'Silk slip', 'boudoir' ),
						'old'           => '100.00',
						'new'           => '70.00',
						'back_in_stock' => false,
					) + $sample,
					array(
						'name'          => __( 'Lace balconette bra', 'boudoir' ),
						'details'       => __( 'Noir, 34C', 'boudoir' ),
						'old'           => null,
						'new'           => null,
						'back_in_stock' => true,
					) + $sample,
				),
				home_url( '/' ),
				home_url( '/' )
			);
			$email->unsubscribe = home_url( '/' );
		}
		return $email;
	}

	/**
	 * Sends a digest: through WooCommerce's e-mail where there is one, else by wp_mail().
	 *
	 * @param string                                                                                                                     $to          The shopper's address.
	 * @param list<array{name:string,url:string,image:string,details:string,old:?string,new:?string,currency:string,back_in_stock:bool}> $lines       What changed.
	 * @param string                                                                                                                     $list_url    The shopper's wishlist.
	 * @param string                                                                                                                     $unsubscribe Her unsubscribe address.
	 * @return bool|null Whether it was taken; null when the shop turned the e-mail off.
	 */
	public function send( string $to, array $lines, string $list_url, string $unsubscribe ): ?bool {
		$email = self::email();
		if ( null === $email ) {
			return $this->plain->send( $to, $lines, $list_url, $unsubscribe );
		}
		$email->sender = array(
			'name'    => $this->from_name,
			'address' => $this->from_address,
		);
		return $email->deliver( $to, $this->plain->items_html( $lines, $list_url, $unsubscribe ), $unsubscribe );
	}

	/**
	 * WooCommerce's "Wishlist alert" e-mail, or null without WooCommerce's mailer.
	 */
	public static function email(): ?Woo_Alert_Email {
		if ( ! class_exists( 'WC_Email' ) || ! function_exists( 'WC' ) || ! is_object( WC() ) || ! method_exists( WC(), 'mailer' ) ) {
			return null;
		}
		$emails = WC()->mailer()->get_emails();
		$email  = $emails['Boudoir_Wishlist_Alert'] ?? null;
		return $email instanceof Woo_Alert_Email ? $email : null;
	}
}
