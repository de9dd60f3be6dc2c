<?php
/**
 * Icons the server prints, drawn as src/components/icons.tsx draws them.
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir;

defined( 'ABSPATH' ) || exit;

/**
 * Decorative SVG icons for render.php: the markup an island takes over must look as the
 * island renders it, so nothing moves when it does.
 */
final class Icons {

	/** The heart's drawing (src/components/icons.tsx HeartIcon). */
	private const HEART = 'M12 20.3 10.6 19C5.6 14.5 2.5 11.7 2.5 8.2 2.5 5.4 4.7 3.2 7.5 3.2c1.6 0 3.1.7 4.5 2 1.4-1.3 2.9-2 4.5-2 2.8 0 5 2.2 5 5 0 3.5-3.1 6.3-8.1 10.8z';

	/** The shopping bag's drawing (blocks/mini-cart/cart-icon.tsx CartIcon). */
	private const CART = 'M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8zM9 10V7a3 3 0 0 1 6 0v3';

	/**
	 * An outlined heart, hidden from assistive technology.
	 *
	 * @param int $size Size in px.
	 */
	public static function heart( int $size = 20 ): string {
		return sprintf(
			'<svg class="boudoir-icon boudoir-icon--heart" viewBox="0 0 24 24" width="%1$d" height="%1$d" aria-hidden="true" focusable="false"><path d="%2$s" fill="none" stroke="currentColor" stroke-width="1.8"></path></svg>',
			$size,
			esc_attr( self::HEART )
		);
	}

	/**
	 * An outlined shopping bag, hidden from assistive technology.
	 *
	 * @param int $size Size in px.
	 */
	public static function cart( int $size = 20 ): string {
		return sprintf(
			'<svg class="boudoir-icon boudoir-icon--cart" viewBox="0 0 24 24" width="%1$d" height="%1$d" aria-hidden="true" focusable="false"><path d="%2$s" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"></path></svg>',
			$size,
			esc_attr( self::CART )
		);
	}
}
