/**
 * The mini-cart's island: the cart button and the side panel (React, the cart store).
 * Loaded by blocks/mini-cart/view.ts on intent, when idle, or after an add to cart.
 */

/**
 * Internal dependencies
 */
import { mountIsland } from '../../src/element/mount-island';
import { BLOCK_NAME } from './constants';
import { MiniCart } from './mini-cart';
import type { MiniCartViewProps } from './types';

/**
 * Reads the view's props from the markup render.php printed.
 *
 * @param element The block's wrapper.
 */
export function readProps( element: HTMLElement ): MiniCartViewProps {
	const { dataset } = element;
	return {
		label: dataset.label ?? '',
		iconOnly: dataset.iconOnly === 'true',
		showCount: dataset.showCount !== 'false',
		cartUrl: dataset.cartUrl ?? '',
		checkoutUrl: dataset.checkoutUrl ?? '',
		shopUrl: dataset.shopUrl ?? '',
		root: element,
	};
}

mountIsland( BLOCK_NAME, MiniCart, readProps );
