<?php
/**
 * The links an alerts e-mail carries: confirm an address, unsubscribe, add an item to the cart.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Alerts;

use Boudoir\Wishlist\Wishlist_Page;

defined( 'ABSPATH' ) || exit;

/**
 * `/?boudoir_alerts=confirm&token=…`, `/?boudoir_alerts=unsubscribe&token=…` and
 * `/?boudoir_alerts=cart&token=…` (an item of a digest into the cart: Cart_Return, Digest_Links),
 * and `/?boudoir_alerts=open&token=…` (a digest's link to a product or the list: a redirect that
 * records its first click for the Alerts report, Cart_Return::open()).
 *
 * Opening a link (GET) changes nothing: it shows a page with one button, so mail scanners and
 * link previews that open every link confirm and unsubscribe nothing. The button POSTs to the same
 * address; so does a mail client's one-click "Unsubscribe" (RFC 8058: `List-Unsubscribe=One-Click`
 * in the body, no cookie). The token in the address is the only credential: 192 random bits, each
 * kind looked up in its own column (Alert_Contacts), so a confirmation token never unsubscribes and
 * an unsubscribe token never confirms; a page on another site can forge the POST only with a token
 * it cannot know. A confirmation token is spent by its use and expires after 48 hours; an
 * "Add to cart" token by its use, after a week (Digest_Links::TTL), and its button lands on the
 * cart page with the shop's notice.
 */
final class Alert_Links {

	/** The query argument that names the link. */
	public const QUERY = 'boudoir_alerts';

	/** Confirm a guest's address. */
	public const CONFIRM = 'confirm';

	/** Stop every alert of the shopper. */
	public const UNSUBSCRIBE = 'unsubscribe';

	/** Put an alert's item in the cart (Cart_Return). */
	public const CART = 'cart';

	/** Go to an alert's product, or to the list (Cart_Return::open()). */
	public const OPEN = 'open';

	/**
	 * The links.
	 *
	 * @param Alert_Contacts $contacts    Where each shopper's alerts go.
	 * @param \Closure       $unsubscribe fn ( string $owner_key ): void, stops a shopper's alerts.
	 * @param \Closure       $cart        fn (): Cart_Return, the "Add to cart" links.
	 */
	public function __construct( private readonly Alert_Contacts $contacts, private readonly \Closure $unsubscribe, private readonly \Closure $cart ) {
	}

	/**
	 * A link's address.
	 *
	 * @param string $action CONFIRM or UNSUBSCRIBE.
	 * @param string $token  Its token.
	 */
	public static function url( string $action, string $token ): string {
		return add_query_arg(
			array(
				self::QUERY => $action,
				'token'     => $token,
			),
			home_url( '/' )
		);
	}

	/**
	 * Serves the links (template_redirect, before the theme prints anything).
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'serve' ), 0 );
	}

	/**
	 * Answers a link's request with its page, then ends the request; other requests go on.
	 */
	public function serve(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the token in the address is the credential (see the class).
		$action = isset( $_GET[ self::QUERY ] ) ? sanitize_key( wp_unslash( $_GET[ self::QUERY ] ) ) : '';
		$token  = isset( $_GET['token'] ) ? sanitize_text_field( wp_unslash( $_GET['token'] ) ) : '';
		// phpcs:enable
		if ( ! in_array( $action, array( self::CONFIRM, self::UNSUBSCRIBE, self::CART, self::OPEN ), true ) ) {
			return;
		}
		if ( self::OPEN === $action ) {
			nocache_headers();
			header( 'Referrer-Policy: no-referrer' );
			header( 'X-Robots-Tag: noindex' );
			wp_safe_redirect( ( $this->cart )()->open( $token, time() ), 302, 'Boudoir' );
			exit;
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		$page   = 'POST' === $method ? $this->act( $action, $token ) : $this->ask( $action, $token );
		nocache_headers();
		header( 'Cache-Control: no-store, private' );
		header( 'Referrer-Policy: no-referrer' );
		header( 'X-Robots-Tag: noindex' );
		if ( '' !== ( $page['redirect'] ?? '' ) ) {
			// 303: the cart page is read with GET, whatever the button sent.
			wp_safe_redirect( $page['redirect'], 303, 'Boudoir' );
			exit;
		}
		status_header( $page['status'] );
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- page() escapes every value it prints.
		echo $this->page( $page );
		exit;
	}

	/**
	 * The page a link opens: what its button will do (nothing is changed yet).
	 *
	 * @param string $action CONFIRM or UNSUBSCRIBE.
	 * @param string $token  The token.
	 * @return array{status:int,title:string,text:string,button:string}
	 */
	public function ask( string $action, string $token ): array {
		if ( self::CART === $action ) {
			$name = ( $this->cart )()->name_of( $token, time() );
			return null === $name ? self::cart_link_spent() : array(
				'status' => 200,
				'title'  => sprintf(
					/* translators: %s: the product's name. */
					__( 'Add “%s” to your cart', 'boudoir' ),
					$name
				),
				'text'   => __( 'It goes in your cart as you saved it, with its options and quantity.', 'boudoir' ),
				'button' => __( 'Add to cart', 'boudoir' ),
			);
		}
		if ( self::CONFIRM === $action ) {
			return array(
				'status' => 200,
				'title'  => __( 'Confirm your address', 'boudoir' ),
				'text'   => __( 'Confirm that you want e-mails when items on your wishlist drop in price or are back in stock.', 'boudoir' ),
				'button' => '' === $token ? '' : __( 'Confirm my address', 'boudoir' ),
			);
		}
		return array(
			'status' => 200,
			'title'  => __( 'Stop wishlist alerts', 'boudoir' ),
			'text'   => __( 'You will no longer get e-mails about price drops and restocks of the items on your wishlists.', 'boudoir' ),
			'button' => '' === $token ? '' : __( 'Unsubscribe', 'boudoir' ),
		);
	}

	/**
	 * Does what a link's button (or a mail client's one-click) asks.
	 *
	 * @param string $action CONFIRM or UNSUBSCRIBE.
	 * @param string $token  The token.
	 * @return array{status:int,title:string,text:string,button:string,redirect?:string}
	 */
	public function act( string $action, string $token ): array {
		if ( self::CART === $action ) {
			$added = ( $this->cart )()->add( $token, time() );
			return '' === $added['redirect'] ? self::cart_link_spent() : array(
				'status'   => 303,
				'title'    => '',
				'text'     => '',
				'button'   => '',
				'redirect' => $added['redirect'],
			);
		}
		if ( self::CONFIRM === $action ) {
			if ( null === $this->contacts->confirm( $token, time() ) ) {
				return array(
					'status' => 404,
					'title'  => __( 'This link no longer works', 'boudoir' ),
					'text'   => __( 'The confirmation link has expired or was used already. Ask for alerts again from your wishlist to get a new one.', 'boudoir' ),
					'button' => '',
				);
			}
			return array(
				'status' => 200,
				'title'  => __( 'Your address is confirmed', 'boudoir' ),
				'text'   => __( 'We will e-mail you, at most once a day, when items on your wishlist drop in price or are back in stock.', 'boudoir' ),
				'button' => '',
			);
		}
		$owner_key = $this->contacts->owner_of_unsubscribe( $token );
		if ( null === $owner_key ) {
			return array(
				'status' => 404,
				'title'  => __( 'This link no longer works', 'boudoir' ),
				'text'   => __( 'We could not find these alerts. You may have been unsubscribed already.', 'boudoir' ),
				'button' => '',
			);
		}
		( $this->unsubscribe )( $owner_key );
		return array(
			'status' => 200,
			'title'  => __( 'You are unsubscribed', 'boudoir' ),
			'text'   => __( 'You will get no more wishlist alerts. You can turn them on again from your wishlist.', 'boudoir' ),
			'button' => '',
		);
	}

	/**
	 * The page of an "Add to cart" link that no longer works.
	 *
	 * @return array{status:int,title:string,text:string,button:string}
	 */
	private static function cart_link_spent(): array {
		return array(
			'status' => 404,
			'title'  => __( 'This link no longer works', 'boudoir' ),
			'text'   => __( 'It was used already, or it has expired. The item is still on your wishlist if you have not removed it.', 'boudoir' ),
			'button' => '',
		);
	}

	/**
	 * A small page of its own, in the site's language and direction.
	 *
	 * @param array{status:int,title:string,text:string,button:string} $page What it says.
	 */
	private function page( array $page ): string {
		$shop  = (string) get_bloginfo( 'name' );
		$html  = '<!DOCTYPE html><html lang="' . esc_attr( (string) get_bloginfo( 'language' ) ) . '" dir="' . ( is_rtl() ? 'rtl' : 'ltr' ) . '"><head><meta charset="utf-8">';
		$html .= '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">';
		$html .= '<title>' . esc_html( $page['title'] . ' – ' . $shop ) . '</title>';
		$html .= '<style>body{font:1rem/1.5 system-ui,sans-serif;color:#1d1d1f;background:#fff;margin:0}main{max-width:34rem;margin:4rem auto;padding:0 1.25rem}'
			. 'button{font:inherit;padding:.75rem 1.5rem;border:0;border-radius:4px;background:#1d1d1f;color:#fff;cursor:pointer;min-height:44px}'
			. 'button:focus-visible,a:focus-visible{outline:3px solid #2271b1;outline-offset:2px}a{color:#1d1d1f}</style></head><body><main>';
		$html .= '<h1>' . esc_html( $page['title'] ) . '</h1><p>' . esc_html( $page['text'] ) . '</p>';
		if ( '' !== $page['button'] ) {
			// The same address: its token is the request's credential.
			$html .= '<form method="post" action=""><button type="submit">' . esc_html( $page['button'] ) . '</button></form>';
		}
		$html .= '<p><a href="' . esc_url( Wishlist_Page::url() ) . '">' . esc_html__( 'Go to your wishlist', 'boudoir' ) . '</a> · <a href="' . esc_url( home_url( '/' ) ) . '">' . esc_html(
			sprintf(
				/* translators: %s: the shop's name. */
				__( 'Back to %s', 'boudoir' ),
				$shop
			)
		) . '</a></p>';
		return $html . '</main></body></html>';
	}
}
