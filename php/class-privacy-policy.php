<?php
/**
 * Boudoir's suggested text for the site's privacy policy (Settings → Privacy → Policy Guide).
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

use Boudoir\Attribution\Attribution_Script;
use Boudoir\Blocks\Grid_List;
use Boudoir\Commerce\Checkout_Hooks;
use Boudoir\Estimate\Estimates;
use Boudoir\Wishlist\Expiry;
use Boudoir\Wishlist\Guest_Session;
use Boudoir\Wishlist\Saved_Count;

defined( 'ABSPATH' ) || exit;

/**
 * What Boudoir stores about shoppers and for how long, in words a shop owner can paste into
 * the policy: wishlists, their cookies, estimate requests, the grid/list cookie, order
 * attribution (sourcebuster's `sbjs_*` cookies and the fields saved on orders and accounts)
 * and the photo feed's requests to Flickr. Durations are read from the settings and
 * constants that decide them, so the text says what this shop does.
 */
final class Privacy_Policy {

	/** The policy guide's section name (the plugin's name, not translated). */
	public const NAME = 'Boudoir';

	/**
	 * Hooks the text in (admin_init, where WordPress collects suggested texts).
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'add_content' ) );
	}

	/**
	 * Hands the text to WordPress (the admin_init action).
	 */
	public function add_content(): void {
		if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
			wp_add_privacy_policy_content( self::NAME, self::content() );
		}
	}

	/**
	 * The suggested text: one heading and paragraph per thing stored, escaped.
	 */
	public static function content(): string {
		$guest_days = Expiry::days();
		$retention  = Estimates::retention_days();
		$sections   = array(
			__( 'Wishlists', 'boudoir' )          => array(
				__( 'When you save products to a wishlist we store the list (its name, privacy and share link) and its items (the product, the chosen options, the quantity, the price when you added it and the date). The lists of a customer account are kept until you delete them or your account is deleted.', 'boudoir' ),
				sprintf(
					/* translators: 1: the guest wishlist cookie's name, 2: its name on secure (https) pages, 3: number of days. */
					__( 'If you are not logged in, your lists are linked to your browser by the cookie %1$s (%2$s on secure pages), which holds a random code and nothing else; your lists and the cookie are deleted %3$d days after your last change, or moved to your account when you log in.', 'boudoir' ),
					Guest_Session::COOKIE,
					Guest_Session::SECURE_COOKIE,
					$guest_days
				),
				sprintf(
					/* translators: 1: the wishlist count cookie's name, 2: number of days. */
					__( 'The cookie %1$s holds the number of items in your wishlists, so the page header can show it; it lasts %2$d days.', 'boudoir' ),
					Saved_Count::COOKIE,
					$guest_days
				),
			),
			__( 'Estimate requests', 'boudoir' )  => array(
				$retention > 0
					? sprintf(
						/* translators: %d: number of days. */
						__( 'When you ask for an estimate we store your name, your e-mail address, your message, the wishlist and its items, your account if you are logged in, and where your visit came from (see Order attribution). The request is e-mailed to the shop and kept for %d days, then deleted.', 'boudoir' ),
						$retention
					)
					: __( 'When you ask for an estimate we store your name, your e-mail address, your message, the wishlist and its items, your account if you are logged in, and where your visit came from (see Order attribution). The request is e-mailed to the shop and kept until the shop deletes it.', 'boudoir' ),
			),
			__( 'Product list view', 'boudoir' )  => array(
				sprintf(
					/* translators: %s: the cookie's name. */
					__( 'The cookie %s remembers whether you chose the grid or the list view of product lists; it lasts one year.', 'boudoir' ),
					Grid_List::COOKIE
				),
			),
			__( 'Order attribution', 'boudoir' )  => array(
				sprintf(
					/* translators: 1: the cookies' name prefix (sbjs_), 2: number of months, 3: number of minutes. */
					__( 'If the shop tracks where visitors come from, and you allow it where you are asked, cookies whose names start with %1$s record how you reached the site (the source, the campaign, the referring page, the first page you saw, the number of visits and pages, your browser) for %2$d months; a visit ends after %3$d minutes without activity.', 'boudoir' ),
					Checkout_Hooks::SOURCEBUSTER_COOKIE_PREFIX,
					Attribution_Script::LIFETIME_MONTHS,
					Attribution_Script::SESSION_MINUTES
				),
				__( 'When you place an order or create an account, these values and your device type (mobile, tablet or desktop) are saved with the order or the account, and kept as long as it is.', 'boudoir' ),
			),
			__( 'Photos from Flickr', 'boudoir' ) => array(
				__( 'Pages with a photo feed show photos from Flickr. The site asks Flickr for the public photos of the chosen Flickr account, without any data about you; your browser then loads the photos from Flickr’s servers (*.staticflickr.com), which sends Flickr your IP address and browser details, and, when the site has no photos to give, a script from flickr.com. See Flickr’s privacy policy: https://www.flickr.com/help/privacy', 'boudoir' ),
			),
		);

		$html = '';
		foreach ( $sections as $heading => $paragraphs ) {
			$html .= '<h3>' . esc_html( $heading ) . '</h3>';
			foreach ( $paragraphs as $paragraph ) {
				$html .= '<p>' . esc_html( $paragraph ) . '</p>';
			}
		}
		return $html;
	}
}
