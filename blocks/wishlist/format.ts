/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { WishlistItem } from '@boudoir/stores/wishlist';
import {
	formatDecimal,
	shopCurrencyFields,
	type ShopCurrency,
} from '../../src/money/price';
import { needsChoice } from '../../src/stores/wishlist/variation';

/** The page's language, for number formats. */
function pageLocale(): string {
	return document.documentElement.lang || 'en-US';
}

/**
 * A price as text. In the shop's currency, as the shop's settings format it (src/money, as
 * the mini-cart does: "49,90 €"); in another one (an item saved while the shop sold in
 * another currency), in the page's language ("€49.90"). The shop's `price_html` is markup
 * and is never injected: prices are formatted here from the decimal values.
 *
 * @param amount   A decimal string ("49.9000"), or null when unknown.
 * @param currency An ISO 4217 code; empty formats the plain number.
 * @param shop     The shop's currency (the printed settings), or null without a shop.
 * @param locale   The language (default: the page's).
 * @return The text, or '' when the amount is unknown.
 */
export function formatPrice(
	amount: string | null,
	currency: string,
	shop: ShopCurrency | null | undefined,
	locale: string = pageLocale()
): string {
	if ( amount === null || amount === '' ) {
		return '';
	}
	if ( shop && ( currency === '' || currency === shop.code ) ) {
		return formatDecimal( amount, shopCurrencyFields( shop ) );
	}
	const value = Number( amount );
	if ( ! Number.isFinite( value ) ) {
		return '';
	}
	try {
		return new Intl.NumberFormat( locale, {
			...( currency
				? { style: 'currency', currency }
				: { minimumFractionDigits: 2, maximumFractionDigits: 2 } ),
		} ).format( value );
	} catch {
		// An unknown currency code or language: the number with the code beside it.
		return `${ value.toFixed( 2 ) }${ currency ? ` ${ currency }` : '' }`;
	}
}

/**
 * "Was €49.90" when the price dropped since the item was saved, else ''.
 *
 * @param item The item.
 * @param shop The shop's currency, or null.
 */
export function priceWhenAddedLabel(
	item: WishlistItem,
	shop: ShopCurrency | null | undefined
): string {
	if ( ! item.price_dropped ) {
		return '';
	}
	const was = formatPrice(
		item.price_when_added,
		item.currency_when_added || item.currency,
		shop
	);
	return was
		? sprintf(
				/* translators: %s: the price when the item was saved, e.g. €49.90. */
				__( 'Was %s', 'boudoir' ),
				was
			)
		: '';
}

/**
 * Whether the item's product is gone (deleted or unpublished since it was saved).
 *
 * @param item The item.
 */
export function isUnavailable( item: WishlistItem ): boolean {
	return item.product_type === null || item.stock_status === null;
}

/**
 * The stock as words ("In stock", "2 in stock", "Out of stock", "On backorder").
 *
 * @param item The item.
 */
export function stockLabel( item: WishlistItem ): string {
	if ( isUnavailable( item ) ) {
		return __( 'No longer available', 'boudoir' );
	}
	switch ( item.stock_status ) {
		case 'outofstock':
			return __( 'Out of stock', 'boudoir' );
		case 'onbackorder':
			return __( 'On backorder', 'boudoir' );
		default:
			return item.stock_quantity !== null && item.stock_quantity > 0
				? sprintf(
						/* translators: %d: number of pieces left. */
						__( '%d in stock', 'boudoir' ),
						item.stock_quantity
					)
				: __( 'In stock', 'boudoir' );
	}
}

/**
 * Whether the item can go to the cart.
 *
 * @param item The item.
 */
export function canAddToCart( item: WishlistItem ): boolean {
	return (
		! isUnavailable( item ) &&
		item.stock_status !== 'outofstock' &&
		! needsChoice( item )
	);
}

/**
 * The most the quantity field accepts: the stock when it is counted and cannot be
 * back-ordered, else the REST API's limit.
 *
 * @param item  The item.
 * @param limit The upper limit.
 */
export function maxQuantity( item: WishlistItem, limit: number ): number {
	if (
		item.stock_status === 'instock' &&
		item.stock_quantity !== null &&
		item.stock_quantity > 0
	) {
		return Math.min( item.stock_quantity, limit );
	}
	return limit;
}

/**
 * Moves one id within a list of ids.
 *
 * @param ids   The ids in order.
 * @param id    The id to move.
 * @param delta How many places (negative: up).
 * @return The new order, or null when the move goes nowhere.
 */
export function moveId(
	ids: number[],
	id: number,
	delta: number
): number[] | null {
	const from = ids.indexOf( id );
	const to = from + delta;
	if ( from < 0 || to < 0 || to >= ids.length || delta === 0 ) {
		return null;
	}
	const next = [ ...ids ];
	next.splice( from, 1 );
	next.splice( to, 0, id );
	return next;
}
