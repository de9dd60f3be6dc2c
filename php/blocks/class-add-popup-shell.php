<?php
/**
 * The add-to-wishlist popup as the server prints it (blocks/add-to-wishlist): a closed
 * native `<dialog>` with the popup's heading, its close button, its tabs and its lists'
 * loading state, once per page, so a tap on "Add to wishlist" before the island is there
 * shows the popup at once (blocks/add-to-wishlist/popup-shell.ts opens it); the island
 * then opens its own popup over it in the same frame and closes this one, keeping the
 * tab the shopper chose (docs/front-end.md, "Feedback before the island").
 *
 * @package Boudoir
 */

declare( strict_types = 1 );

namespace Boudoir\Blocks;

use Boudoir\Icons;
use Boudoir\Kses;
use Boudoir\Wishlist_Options;

defined( 'ABSPATH' ) || exit;

/**
 * Printed only where every click on an add button opens the popup: several wishlists
 * on, the add not made straight to a sole list, the popup modal. Otherwise a click may add
 * at once, and a popup shown first would be wrong.
 */
final class Add_Popup_Shell {

	/** The dialog's id (the loader and the island find it by it). */
	public const ID = 'boudoir-add-popup';

	/**
	 * Asks for the shell on this page: printed once, in the footer (the hook is added once
	 * however many buttons the page has).
	 */
	public static function request(): void {
		if ( self::applies() ) {
			add_action( 'wp_footer', array( self::class, 'print' ), 5 );
		}
	}

	/**
	 * Whether every click on an add button (without the lists' drop-down) opens the popup.
	 */
	public static function applies(): bool {
		return Wishlist_Options::multi_wishlist()
			&& ! Wishlist_Options::add_straight_when_one()
			&& Wishlist_Options::wishlist_modal();
	}

	/**
	 * Prints the closed dialog: the island's popup as it first shows, its lists loading.
	 */
	public static function print(): void {
		echo wp_kses( self::markup(), Kses::dialog() );
	}

	/**
	 * The dialog's markup, as src/components/dialog.tsx and tabs.tsx render the island's
	 * popup (same classes, ids of its own), with spinners where the island's lists go.
	 */
	public static function markup(): string {
		$id      = self::ID;
		$tabs    = array(
			'choose' => __( 'Choose a wishlist', 'boudoir' ),
			'create' => __( 'Create a wishlist', 'boudoir' ),
		);
		$loading = array(
			'choose' => __( 'Loading your wishlists…', 'boudoir' ),
			'create' => __( 'Loading…', 'boudoir' ),
		);
		$buttons = '';
		$panels  = '';
		foreach ( $tabs as $tab => $title ) {
			$selected = 'choose' === $tab;
			$buttons .= sprintf(
				'<button id="%1$s-tab-%2$s" type="button" role="tab" class="boudoir-tabs__tab%3$s" aria-selected="%4$s" aria-controls="%1$s-panel-%2$s" tabindex="%5$s" data-tab="%2$s">%6$s</button>',
				esc_attr( $id ),
				esc_attr( $tab ),
				$selected ? ' is-selected' : '',
				$selected ? 'true' : 'false',
				$selected ? '0' : '-1',
				esc_html( $title )
			);
			$panels  .= sprintf(
				'<div id="%1$s-panel-%2$s" class="boudoir-tabs__panel" role="tabpanel" aria-labelledby="%1$s-tab-%2$s"%3$s><span class="boudoir-spinner" role="status"><span class="boudoir-spinner__circle" aria-hidden="true"></span><span class="boudoir-visually-hidden">%4$s</span></span></div>',
				esc_attr( $id ),
				esc_attr( $tab ),
				$selected ? '' : ' hidden',
				esc_html( $loading[ $tab ] )
			);
		}
		return sprintf(
			'<dialog id="%1$s" class="boudoir-dialog is-modal boudoir-add-to-wishlist__popup" aria-labelledby="%1$s-title"><div class="boudoir-dialog__frame"><div class="boudoir-dialog__header"><h2 id="%1$s-title" class="boudoir-dialog__title">%2$s</h2><button type="button" class="boudoir-dialog__close" aria-label="%3$s">%4$s</button></div><div class="boudoir-dialog__body"><p class="boudoir-add-to-wishlist__product"></p><div class="boudoir-tabs"><div class="boudoir-tabs__list" role="tablist" aria-label="%5$s">%6$s</div>%7$s</div></div></div></dialog>',
			esc_attr( $id ),
			esc_html__( 'Add to wishlist', 'boudoir' ),
			esc_attr__( 'Close', 'boudoir' ),
			Icons::svg( 'close', 'boudoir-icon boudoir-icon--close', 20 ),
			esc_attr__( 'Where to save it', 'boudoir' ),
			$buttons,
			$panels
		);
	}
}
