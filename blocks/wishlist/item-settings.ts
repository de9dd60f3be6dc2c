/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { createContext, useContext, useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	store as wishlistStore,
	useFieldLimits,
} from '@boudoir/stores/wishlist';
import type { ShopCurrency } from '../../src/money/price';

/** What every row of a list shows alike: read once for the list, not once a row. */
export interface ItemSettings {
	/** The shop's currency, whose format prices follow (null without a shop). */
	currency: ShopCurrency | null;
	/** The largest quantity the server takes (undefined: no limit of its own). */
	quantityLimit?: number;
}

/** The list's item settings (ItemList provides them). */
export const ItemSettingsContext = createContext< ItemSettings >( {
	currency: null,
} );

/** The item settings of the list a row is in. */
export function useItemSettings(): ItemSettings {
	return useContext( ItemSettingsContext );
}

/**
 * The list's item settings, from the wishlist store: one subscription for the list, where
 * a price and a quantity field in each of 100 rows would each listen to every change of
 * the store (docs/front-end.md, "The wishlist page at scale").
 */
export function useListItemSettings(): ItemSettings {
	const currency = useSelect(
		( select ) => select( wishlistStore ).getSettings().currency,
		[]
	);
	const { quantity } = useFieldLimits();
	return useMemo(
		() => ( { currency, quantityLimit: quantity } ),
		[ currency, quantity ]
	);
}
