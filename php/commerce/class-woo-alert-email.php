<?php
/**
 * The wishlist alerts' digest as one of WooCommerce's e-mails.
 *
 * Loaded by Woo_Alert_Mailer from WooCommerce's `woocommerce_email_classes` filter only, when
 * WC_Email exists.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce → Settings → Emails lists it ("Wishlist alert"): the shop turns it on or off, sets
 * its subject and heading, previews it, and it is sent in the shop's e-mail template and colours
 * (WC_Email::style_inline()). Its content is Boudoir's (Alerts\Digest_Mailer::items_html()).
 */
final class Woo_Alert_Email extends \WC_Email {

	/** The e-mail's id (its settings are `woocommerce_boudoir_wishlist_alert_settings`). */
	public const ID = 'boudoir_wishlist_alert';

	/**
	 * The digest's content, escaped already.
	 *
	 * @var string
	 */
	public string $content = '';

	/**
	 * The shopper's unsubscribe address.
	 *
	 * @var string
	 */
	public string $unsubscribe = '';

	/**
	 * The shop's sender for alerts (Settings → Boudoir → Alerts), or '' for WooCommerce's.
	 *
	 * @var array{name:string,address:string}
	 */
	public array $sender = array(
		'name'    => '',
		'address' => '',
	);

	/**
	 * The e-mail.
	 */
	public function __construct() {
		$this->id             = self::ID;
		$this->customer_email = true;
		$this->title          = __( 'Wishlist alert', 'boudoir' );
		$this->description    = __( 'Sent at most once a day to shoppers who asked to be told when items on their wishlist drop in price or are back in stock.', 'boudoir' );
		$this->placeholders   = array( '{site_title}' => $this->get_blogname() );
		parent::__construct();
		$this->email_type = 'html';
	}

	/**
	 * The default subject.
	 */
	public function get_default_subject() {
		return __( '[{site_title}] Good news about your wishlist', 'boudoir' );
	}

	/**
	 * The default heading.
	 */
	public function get_default_heading() {
		return __( 'Good news about your wishlist', 'boudoir' );
	}

	/**
	 * Sends a digest to a shopper.
	 *
	 * @param string $to          Her address.
	 * @param string $content     The digest's content (escaped HTML).
	 * @param string $unsubscribe Her unsubscribe address.
	 * @return bool|null Whether wp_mail() took it; null when the shop turned the e-mail off.
	 */
	public function deliver( string $to, string $content, string $unsubscribe ): ?bool {
		if ( ! $this->is_enabled() ) {
			return null;
		}
		$this->recipient   = $to;
		$this->content     = $content;
		$this->unsubscribe = $unsubscribe;
		// Not setup_locale(): WooCommerce would switch to the shop's language; the sender already
		// switched to the shopper's (Alerts\Digest_Sender), as her content is.
		return (bool) $this->send( $this->get_recipient(), $this->get_subject(), $this->get_content(), $this->get_headers(), $this->get_attachments() );
	}

	/**
	 * The HTML: the shop's e-mail header and footer around the digest.
	 */
	public function get_content_html() {
		ob_start();
		do_action( 'woocommerce_email_header', $this->get_heading(), $this ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own e-mail template hook.
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built of escaped values (Alerts\Digest_Mailer::items_html()).
		echo $this->content;
		do_action( 'woocommerce_email_footer', $this ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own e-mail template hook.
		return (string) ob_get_clean();
	}

	/**
	 * The plain text: the same words, without the markup.
	 */
	public function get_content_plain() {
		return $this->get_heading() . "\n\n" . wp_strip_all_tags( str_replace( array( '</tr>', '</p>', '<br>' ), "\n", $this->content ) );
	}

	/**
	 * WooCommerce's headers, and the one-click unsubscribe of RFC 8058.
	 */
	public function get_headers() {
		$headers = parent::get_headers();
		if ( '' !== $this->unsubscribe ) {
			$headers .= 'List-Unsubscribe: <' . esc_url_raw( $this->unsubscribe ) . ">\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n";
		}
		return $headers;
	}

	/**
	 * The sender: the one set for alerts, else WooCommerce's.
	 *
	 * @param string $from_name wp_mail()'s.
	 */
	public function get_from_name( $from_name = '' ) {
		return '' !== $this->sender['name'] && '' !== $this->sender['address'] ? $this->sender['name'] : parent::get_from_name( $from_name );
	}

	/**
	 * The sender's address: the one set for alerts, else WooCommerce's.
	 *
	 * @param string $from_email wp_mail()'s.
	 */
	public function get_from_address( $from_email = '' ) {
		return '' !== $this->sender['address'] ? sanitize_email( $this->sender['address'] ) : parent::get_from_address( $from_email );
	}
}
