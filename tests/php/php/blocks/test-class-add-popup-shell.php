<?php
/**
 * Tests of Boudoir\Blocks\Add_Popup_Shell.
 *
 * @package Boudoir\Tests
 */

declare( strict_types = 1 );

namespace Boudoir\Tests;

use Boudoir\Blocks\Add_Popup_Shell;
use Boudoir\Kses;
use Boudoir\Wishlist_Options;

/**
 * The add popup's server shell: printed closed, once, where every add opens the popup.
 */
final class Add_Popup_Shell_Test extends Test_Case {

	/**
	 * Forgets the options and the footer hook.
	 */
	public function tear_down(): void {
		delete_option( Wishlist_Options::MULTI_WISHLIST );
		delete_option( Wishlist_Options::ADD_STRAIGHT );
		delete_option( Wishlist_Options::WISHLIST_MODAL );
		remove_action( 'wp_footer', array( Add_Popup_Shell::class, 'print' ), 5 );
		parent::tear_down();
	}

	/**
	 * Only where every click opens the popup: several lists, no straight add, modal.
	 */
	public function test_applies_only_where_every_add_opens_the_popup(): void {
		$this->assertTrue( Add_Popup_Shell::applies(), 'the defaults open the popup on every add' );
		foreach (
			array(
				Wishlist_Options::MULTI_WISHLIST => 'no',
				Wishlist_Options::ADD_STRAIGHT   => 'yes',
				Wishlist_Options::WISHLIST_MODAL => 'no',
			) as $option => $value
		) {
			update_option( $option, $value );
			$this->assertFalse( Add_Popup_Shell::applies(), $option );
			delete_option( $option );
		}
	}

	/**
	 * Asked for by every button, printed once, in the footer; not at all where it does not apply.
	 */
	public function test_printed_once_in_the_footer(): void {
		Add_Popup_Shell::request();
		Add_Popup_Shell::request();
		$this->assertSame( 5, has_action( 'wp_footer', array( Add_Popup_Shell::class, 'print' ) ) );
		$callbacks = $GLOBALS['wp_filter']['wp_footer']->callbacks[5];
		$this->assertCount( 1, array_filter( $callbacks, static fn( array $hooked ): bool => array( Add_Popup_Shell::class, 'print' ) === $hooked['function'] ) );
		ob_start();
		Add_Popup_Shell::print();
		$this->assertSame( 1, substr_count( (string) ob_get_clean(), '<dialog id="boudoir-add-popup"' ) );

		remove_action( 'wp_footer', array( Add_Popup_Shell::class, 'print' ), 5 );
		update_option( Wishlist_Options::MULTI_WISHLIST, 'no' );
		Add_Popup_Shell::request();
		$this->assertFalse( has_action( 'wp_footer', array( Add_Popup_Shell::class, 'print' ) ) );
	}

	/**
	 * Closed, named by its heading, with its close button, tabs and loading states, as the
	 * island's popup renders them; nothing of it lost to the allowed list it is printed through.
	 */
	public function test_markup_is_the_popup_closed_with_its_lists_loading(): void {
		$markup = Add_Popup_Shell::markup();
		$this->assertSame( self::as_kses_writes( $markup ), self::as_kses_writes( wp_kses( $markup, Kses::dialog() ) ), 'the allowed list keeps every tag and attribute' );

		$document = new \DOMDocument();
		$document->loadHTML( '<?xml encoding="utf-8"?>' . $markup, LIBXML_NOERROR );
		$dialog = $document->getElementById( Add_Popup_Shell::ID );
		$this->assertNotNull( $dialog );
		$this->assertFalse( $dialog->hasAttribute( 'open' ) );
		$heading = $document->getElementById( (string) $dialog->getAttribute( 'aria-labelledby' ) );
		$this->assertSame( 'Add to wishlist', $heading->textContent );

		$xpath = new \DOMXPath( $document );
		$this->assertSame( 'Close', $xpath->query( '//button[contains(@class,"boudoir-dialog__close")]' )->item( 0 )->getAttribute( 'aria-label' ) );
		$tabs = $xpath->query( '//*[@role="tab"]' );
		$this->assertSame( 2, $tabs->length );
		$this->assertSame( array( 'Choose a wishlist', 'true' ), array( $tabs->item( 0 )->textContent, $tabs->item( 0 )->getAttribute( 'aria-selected' ) ) );
		$this->assertSame( array( 'Create a wishlist', 'false' ), array( $tabs->item( 1 )->textContent, $tabs->item( 1 )->getAttribute( 'aria-selected' ) ) );
		foreach ( $tabs as $tab ) {
			$panel = $document->getElementById( $tab->getAttribute( 'aria-controls' ) );
			$this->assertSame( 'tabpanel', $panel->getAttribute( 'role' ) );
			$this->assertSame( 'true' !== $tab->getAttribute( 'aria-selected' ), $panel->hasAttribute( 'hidden' ) );
		}
		$this->assertSame( 'Loading your wishlists…', trim( $xpath->query( '//*[@role="status"]' )->item( 0 )->textContent ) );
	}
}
