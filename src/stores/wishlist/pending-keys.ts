/**
 * The keys of requests under way (`state.pending`), built in this one place: the
 * thunks mark them, the selectors (isAdding, isItemPending, isListPending) read them,
 * and no view spells them.
 */

/**
 * An add of a product (or a variation) to a list.
 *
 * @param productId   The product.
 * @param variationId The variation (0: the product itself).
 */
export const addKey = ( productId: number, variationId: number = 0 ): string =>
	`add:${ productId }:${ variationId }`;

/**
 * A change of one item (removal, quantity, move, copy).
 *
 * @param itemId The item.
 */
export const itemKey = ( itemId: number ): string => `item:${ itemId }`;

/**
 * An item on its way to the cart.
 *
 * @param itemId The item.
 */
export const cartKey = ( itemId: number ): string => `cart:${ itemId }`;

/**
 * A change of one list (title, privacy, deletion); `list:new` while one is created.
 *
 * @param listId The list's id, or 'new'.
 */
export const listKey = ( listId: number | 'new' ): string => `list:${ listId }`;

/**
 * A removal of a product from one list.
 *
 * @param productId   The product.
 * @param variationId The variation (undefined: every variation).
 */
export const removeKey = ( productId: number, variationId?: number ): string =>
	`remove:${ productId }:${ variationId ?? 0 }`;

/**
 * A removal of a product from all lists.
 *
 * @param productId   The product.
 * @param variationId The variation (undefined: every variation).
 */
export const removeAllKey = (
	productId: number,
	variationId?: number
): string => `remove-all:${ productId }:${ variationId ?? 0 }`;

/**
 * A new order of a list's page.
 *
 * @param token The list's token.
 */
export const sortKey = ( token: string ): string => `sort:${ token }`;

/**
 * An estimate request of a list.
 *
 * @param token The list's token.
 */
export const estimateKey = ( token: string ): string => `estimate:${ token }`;
