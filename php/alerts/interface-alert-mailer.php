<?php
/**
 * What mails a shopper's digest.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

defined( 'ABSPATH' ) || exit;

/**
 * Digest_Mailer (wp_mail) or, on WooCommerce, its e-mail (Commerce\Woo_Alert_Mailer).
 */
interface Alert_Mailer {

	/**
	 * Sends a digest.
	 *
	 * @param string                                                                                                                     $to          The shopper's address.
	 * @param list<array{name:string,url:string,image:string,details:string,old:?string,new:?string,currency:string,back_in_stock:bool}> $lines       What changed, item by item.
	 * @param string                                                                                                                     $list_url    The shopper's wishlist.
	 * @param string                                                                                                                     $unsubscribe Her one-click unsubscribe address (Alert_Links).
	 * @return bool|null Whether it was taken for delivery; null when the shop turned the e-mail off.
	 */
	public function send( string $to, array $lines, string $list_url, string $unsubscribe ): ?bool;
}
