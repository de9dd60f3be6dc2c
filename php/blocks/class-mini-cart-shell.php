<?php
/**
 * The mini-cart's side panel as the server prints it (blocks/mini-cart): a closed native
 * `<dialog>` with the panel's heading "Cart", its close button, "Loading your cart…" and
 * the "View cart" link, once per page. Where the islands loader keeps a tap on the cart
 * button for the island (product lists and product pages), it opens this panel at once
 * (src/islands, `data-boudoir-opens`); the island then opens its own panel in the same
 * frame and closes this one (docs/front-end.md, "Feedback before the island"). Closing
 * needs no script: Escape, and the close button's `<form method="dialog">`.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Blocks;

use Boudoir\Icons;
use Boudoir\Kses;

defined( 'ABSPATH' ) || exit;

/**
 * Printed in the footer of a page whose mini-cart opens its panel (not on the cart and
 * checkout pages, where the block is a plain link).
 */
final class Mini_Cart_Shell {

	/** The dialog's id (the button names it in `data-boudoir-opens`; the island finds it by it). */
	public const ID = 'boudoir-mini-cart-shell';

	/**
	 * The cart page, for the panel's "View cart" link.
	 *
	 * @var string
	 */
	private static string $cart_url = '';

	/**
	 * Asks for the shell on this page: printed once, in the footer, however many mini-carts
	 * the page has.
	 *
	 * @param string $cart_url The cart page.
	 */
	public static function request( string $cart_url ): void {
		self::$cart_url = $cart_url;
		if ( ! has_action( 'wp_footer', array( self::class, 'print' ) ) ) {
			add_action( 'wp_footer', array( self::class, 'print' ), 5 );
		}
	}

	/**
	 * Prints the closed dialog.
	 */
	public static function print(): void {
		echo wp_kses( self::markup( self::$cart_url ), Kses::dialog() );
	}

	/**
	 * The dialog's markup, as blocks/mini-cart/mini-cart.tsx renders the panel while the
	 * cart loads (same classes; the heading's id its own).
	 *
	 * @param string $cart_url The cart page.
	 */
	public static function markup( string $cart_url ): string {
		$id = self::ID;
		return sprintf(
			'<dialog id="%1$s" class="boudoir-mini-cart__dialog" aria-labelledby="%1$s-title"><div class="boudoir-mini-cart__panel"><div class="boudoir-mini-cart__header"><h2 id="%1$s-title" class="boudoir-mini-cart__title">%2$s</h2><form method="dialog" class="boudoir-mini-cart__close-form"><button type="submit" class="boudoir-mini-cart__close" aria-label="%3$s">%4$s</button></form></div><div class="boudoir-mini-cart__loading" role="status">%5$s</div><div class="boudoir-mini-cart__footer"><a class="boudoir-mini-cart__link wp-element-button" href="%6$s">%7$s</a></div></div></dialog>',
			esc_attr( $id ),
			esc_html__( 'Cart', 'boudoir' ),
			esc_attr__( 'Close cart', 'boudoir' ),
			Icons::svg( 'close-thin', 'boudoir-icon', 20 ),
			esc_html__( 'Loading your cart…', 'boudoir' ),
			esc_url( $cart_url ),
			esc_html__( 'View cart', 'boudoir' )
		);
	}
}
