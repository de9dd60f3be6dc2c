/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Wishlist, WishlistItem } from '@boudoir/stores/wishlist';

/** A list as the editor's preview shows it (no request is made in the editor). */
export function sampleList(): Wishlist {
	return {
		id: 1,
		token: 'sample',
		wishlist_name: __( 'My wishlist', 'boudoir' ),
		slug: 'my-wishlist',
		privacy: 'shared',
		default: true,
		item_count: 3,
		price_drop_count: 1,
		add_to_this_wishlist_url: '#',
		share_url: '#',
		is_user_owner: true,
	};
}

function sampleItem(
	id: number,
	name: string,
	patch: Partial< WishlistItem >
): WishlistItem {
	return {
		item_id: id,
		product_id: id,
		variation_id: 0,
		product_type: 'simple',
		name,
		permalink: '#',
		image: null,
		price_html: '',
		price: '39.50',
		currency: 'EUR',
		price_when_added: '39.50',
		currency_when_added: 'EUR',
		price_dropped: false,
		stock_status: 'instock',
		stock_quantity: null,
		quantity: 1,
		position: id - 1,
		added_at: '2026-01-01T00:00:00+00:00',
		...patch,
	};
}

/** Three items showing the states a list can hold: a price drop, low stock, out of stock. */
export function sampleItems(): WishlistItem[] {
	return [
		sampleItem( 1, __( 'Margaux lace brief', 'boudoir' ), {
			price: '39.50',
			price_when_added: '49.90',
			price_dropped: true,
		} ),
		sampleItem( 2, __( 'Iris garter belt', 'boudoir' ), {
			price: '29.00',
			price_when_added: '29.00',
			stock_quantity: 2,
			quantity: 2,
		} ),
		sampleItem( 3, __( 'Éloïse balconette bra', 'boudoir' ), {
			product_type: 'variable',
			variation_id: 31,
			variation: [
				{
					raw_attribute: 'attribute_pa_color',
					raw_value: 'blush',
					attribute: __( 'Colour', 'boudoir' ),
					value: __( 'Blush', 'boudoir' ),
				},
				{
					raw_attribute: 'attribute_pa_band',
					raw_value: '34',
					attribute: __( 'Band', 'boudoir' ),
					value: '34',
				},
				{
					raw_attribute: 'attribute_pa_cup',
					raw_value: 'c',
					attribute: __( 'Cup', 'boudoir' ),
					value: 'C',
				},
			],
			price: '59.00',
			price_when_added: '59.00',
			stock_status: 'outofstock',
		} ),
	];
}
