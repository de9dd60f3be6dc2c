<?php
/**
 * Tests of Boudoir\Blocks\Mini_Cart_Shell.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Blocks\Mini_Cart_Shell;
use Boudoir\Kses;

/**
 * The mini-cart's server panel: printed closed, once, with what the panel shows while the
 * cart loads; it closes with no script.
 */
final class Mini_Cart_Shell_Test extends Test_Case {

	/**
	 * Forgets the footer hook.
	 */
	public function tear_down(): void {
		remove_action( 'wp_footer', array( Mini_Cart_Shell::class, 'print' ), 5 );
		parent::tear_down();
	}

	/**
	 * Asked for by every mini-cart of the page, printed once, in the footer.
	 */
	public function test_printed_once_in_the_footer(): void {
		Mini_Cart_Shell::request( 'https://shop.test/cart/' );
		Mini_Cart_Shell::request( 'https://shop.test/cart/' );
		$this->assertSame( 5, has_action( 'wp_footer', array( Mini_Cart_Shell::class, 'print' ) ) );
		$callbacks = $GLOBALS['wp_filter']['wp_footer']->callbacks[5];
		$this->assertCount( 1, array_filter( $callbacks, static fn( array $hooked ): bool => array( Mini_Cart_Shell::class, 'print' ) === $hooked['function'] ) );
		ob_start();
		Mini_Cart_Shell::print();
		$printed = (string) ob_get_clean();
		$this->assertSame( 1, substr_count( $printed, '<dialog id="boudoir-mini-cart-shell"' ) );
		$this->assertStringContainsString( 'href="https://shop.test/cart/"', $printed );
	}

	/**
	 * Closed, named by its heading "Cart", its close button in a `<form method="dialog">`,
	 * the loading status and "View cart"; nothing lost to the allowed list.
	 */
	public function test_markup_is_the_panel_closed_with_the_cart_loading(): void {
		$markup = Mini_Cart_Shell::markup( 'https://shop.test/cart/?a=1&b=2' );
		$this->assertSame( self::as_kses_writes( $markup ), self::as_kses_writes( wp_kses( $markup, Kses::dialog() ) ), 'the allowed list keeps every tag and attribute' );

		$document = new \DOMDocument();
		$document->loadHTML( '<?xml encoding="utf-8"?>' . $markup, LIBXML_NOERROR );
		$dialog = $document->getElementById( Mini_Cart_Shell::ID );
		$this->assertNotNull( $dialog );
		$this->assertFalse( $dialog->hasAttribute( 'open' ) );
		$this->assertSame( 'Cart', $document->getElementById( (string) $dialog->getAttribute( 'aria-labelledby' ) )->textContent );

		$xpath = new \DOMXPath( $document );
		$close = $xpath->query( '//form[@method="dialog"]/button' )->item( 0 );
		$this->assertSame( array( 'submit', 'Close cart' ), array( $close->getAttribute( 'type' ), $close->getAttribute( 'aria-label' ) ) );
		$this->assertSame( 'Loading your cart…', trim( $xpath->query( '//*[@role="status"]' )->item( 0 )->textContent ) );
		$link = $xpath->query( '//a' )->item( 0 );
		$this->assertSame( array( 'View cart', 'https://shop.test/cart/?a=1&b=2' ), array( $link->textContent, $link->getAttribute( 'href' ) ) );
	}
}
